// b3-index-portfolio and api.index_portfolio: the genuine IBOV answer (pt-br
// numbers, 92 stocks) reads back equal to the file, an en-us answer of the same
// shape too, the newest capture on or before p_date, and a cut answer refused.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPortfolioFile } from '../../../src/ingest/b3-index-portfolio/load.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.js';
import { startApi, type RunningApi } from '../../helpers/api.js';
import { rpcCalls } from '../../helpers/rpc.js';
import { tempDir } from '../support.js';

const GENUINE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/b3/corporate/GetTheoricalPortfolio.json');
const answer = JSON.parse(fs.readFileSync(GENUINE, 'utf8')) as { results: Record<string, string>[] };
const ptBr = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

let db: TestDatabase;
let api: RunningApi;
let dir: string;
const load = (file: string, options: { index?: string; date?: string } = {}) => loadPortfolioFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false, ...options });
const write = (name: string, body: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(body));
  return file;
};

beforeAll(async () => {
  db = await createTestDatabase();
  dir = tempDir();
  await load(GENUINE, { index: 'IBOV', date: '2022-05-18' });
  // an en-us answer (as rb3's 2025 cassette prints numbers), a later capture
  await load(write('IBOV_2025-04-07.json', { page: { totalRecords: 2 }, header: { part: '100.000', theoricalQty: '4,871,812,175', reductor: '1.0' }, results: [
    { cod: 'ABEV3', asset: 'AMBEV S/A', type: 'ON  EDJ', theoricalQty: '4,394,835,131', part: '2.580' },
    { cod: 'ALOS3', asset: 'ALLOS', type: 'ON  EJ  NM', theoricalQty: '476,977,044', part: '0.442' },
  ] }));
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'index_portfolio');

describe('index_portfolio', () => {
  it('serves the genuine IBOV capture equal to the file: every stock, quantity and weight', async () => {
    const rows = await ok({ p_index: 'ibov', p_date: '2022-12-31' });
    expect(rows).toHaveLength(92);
    const expected = answer.results.map((r) => [r.cod, r.asset, r.type, ptBr(r.theoricalQty), ptBr(r.part)]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(rows.map((r) => [r.ticker, r.asset_name, r.asset_type, r.theoretical_quantity, r.weight_pct])).toEqual(expected);
    expect(new Set(rows.map((r) => `${r.index_code} ${r.captured_on} ${r.source}`))).toEqual(new Set(['IBOV 2022-05-18 b3_index_portfolio']));
  });

  it('the newest capture by default; an en-us answer reads the same way', async () => {
    expect((await ok({ p_index: 'IBOV' })).map((r) => [r.captured_on, r.ticker, r.theoretical_quantity, r.weight_pct])).toEqual([
      ['2025-04-07', 'ABEV3', 4394835131, 2.58], ['2025-04-07', 'ALOS3', 476977044, 0.442],
    ]);
  });

  it('[] before the first capture or for an index not held; a malformed code is refused', async () => {
    expect(await ok({ p_index: 'IBOV', p_date: '2022-05-17' })).toEqual([]);
    expect(await ok({ p_index: 'SMLL' })).toEqual([]);
    expect((await refused({ p_index: 'IB-OV' })).message).toBe("index_portfolio: 'IB-OV' is not an index code");
  });

  it('refuses an answer whose quantities do not add up to its header, naming it', async () => {
    const cut = { header: { part: '100,000', theoricalQty: '10' }, results: [{ cod: 'ABEV3', asset: 'AMBEV', type: 'ON', theoricalQty: '4', part: '40,000' }] };
    await expect(load(write('SMLL_2026-01-02.json', cut))).rejects.toThrow('SMLL_2026-01-02.json header: theoricalQty "10" is not the sum of the stocks\' quantities (4): cut or altered, refused');
    const bad = { header: { part: '100,000', theoricalQty: '4' }, results: [{ cod: 'ABEV3', asset: 'AMBEV', type: 'ON', theoricalQty: '4', part: '4x' }] };
    await expect(load(write('SMLL_2026-01-03.json', bad))).rejects.toThrow('SMLL_2026-01-03.json results[0]: "4x" is not a number in column part');
  });
});
