// b3-index-membership and api.index_membership: the genuine GetStockIndex answer
// (660 stocks, updated 2022-05-13) loads whole and reads back equal to the file
// (computed here from the file), a later answer is served by default and the
// genuine one for an earlier day, re-loading changes nothing, and every refusal.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMembershipFile } from '../../../src/ingest/b3-index-membership/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../../helpers/db.js';
import { startApi, type RunningApi } from '../../helpers/api.js';
import { rpcCalls } from '../../helpers/rpc.js';
import { tempDir } from '../support.js';

const GENUINE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/b3/corporate/GetStockIndex.json');
const answer = JSON.parse(fs.readFileSync(GENUINE, 'utf8')) as { header: { update: string; year: number; startMonth: number; endMonth: number }; results: Record<string, string>[] };
const codesOf = (stock: Record<string, string>) => stock.indexes.split(',');

let db: TestDatabase;
let api: RunningApi;
let dir: string;
const load = (file: string) => loadMembershipFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
const write = (name: string, body: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(body));
  return file;
};
const LATER = { page: { totalRecords: 2 }, header: { update: '2023-01-02', startMonth: 1, endMonth: 4, year: 2023 }, results: [
  { company: 'PETROBRAS', spotlight: 'PN      N2', code: 'PETR4', indexes: 'IBOV,IBXX' },
  { company: 'ALLOS', spotlight: 'ON      NM', code: 'ALOS3', indexes: 'SMLL' },
] };

beforeAll(async () => {
  db = await createTestDatabase();
  dir = tempDir();
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'index_membership');

describe('b3-index-membership', () => {
  it('loads every record of the genuine answer, and a second load of the same bytes is skipped', async () => {
    expect(await load(GENUINE)).toMatchObject({ status: 'loaded', rowsRead: answer.results.length, rowsInserted: answer.results.length, firstPeriod: answer.header.update, lastPeriod: answer.header.update });
    expect(answer.results).toHaveLength(660);
    expect(await load(GENUINE)).toMatchObject({ status: 'skipped' });
    const held = await withClient(db.superuserUrl, async (c) => (await c.query('select count(*)::int as n from b3.index_membership')).rows[0].n);
    expect(held).toBe(660);
  });

  it('serves every member of IBOV as the file lists them, with the header it was published under', async () => {
    const rows = await ok({ p_index: 'ibov' });
    const expected = answer.results.filter((s) => codesOf(s).includes('IBOV')).map((s) => s.code).sort();
    expect(expected.length).toBeGreaterThan(50);
    expect(rows.map((r) => r.ticker)).toEqual(expected);
    expect(new Set(rows.map((r) => `${r.updated_on} ${r.period_year} ${r.start_month} ${r.end_month} ${r.index_code} ${r.source}`))).toEqual(
      new Set([`${answer.header.update} ${answer.header.year} ${answer.header.startMonth} ${answer.header.endMonth} IBOV b3_index_membership`]),
    );
  });

  it('serves every index of a stock, its company and spotlight as published, for each of several stocks', async () => {
    for (const stock of [answer.results[0], answer.results[1], answer.results.find((s) => codesOf(s).length >= 7)!]) {
      const rows = await ok({ p_ticker: stock.code.toLowerCase() });
      expect(rows.map((r) => r.index_code)).toEqual([...codesOf(stock)].sort());
      expect(new Set(rows.map((r) => `${r.ticker}|${r.company}|${r.spotlight}`))).toEqual(new Set([`${stock.code}|${stock.company.trim()}|${stock.spotlight.trim()}`]));
    }
  });

  it('every stock-index pair of the file, and nothing else, over all its indices', async () => {
    const indices = [...new Set(answer.results.flatMap(codesOf))].sort();
    const pairs: string[] = [];
    for (const index of indices) for (const r of await ok({ p_index: index })) pairs.push(`${r.index_code} ${r.ticker}`);
    const expected = answer.results.flatMap((s) => codesOf(s).map((c) => `${c} ${s.code}`)).sort();
    expect(pairs.sort()).toEqual(expected);
  });

  it('a newer answer is served by default; p_date before it gives the genuine one; before any, []', async () => {
    expect(await load(write('GetStockIndex_2023-01-02.json', LATER))).toMatchObject({ status: 'loaded', rowsInserted: 2 });
    expect((await ok({ p_index: 'IBOV' })).map((r) => [r.updated_on, r.ticker])).toEqual([['2023-01-02', 'PETR4']]);
    expect((await ok({ p_ticker: 'PETR4', p_index: 'IBXX' })).map((r) => [r.index_code, r.spotlight])).toEqual([['IBXX', 'PN      N2']]);
    const genuinePetr4 = answer.results.find((s) => s.code === 'PETR4')!;
    expect((await ok({ p_ticker: 'PETR4', p_date: '2022-12-31' })).map((r) => r.index_code)).toEqual([...codesOf(genuinePetr4)].sort());
    expect(await ok({ p_index: 'IBOV', p_date: '2022-05-12' })).toEqual([]);
  });

  it('[] for a stock or index not in the answer, or a stock not in the index', async () => {
    expect(await ok({ p_ticker: 'ZZZZ3' })).toEqual([]);
    expect(await ok({ p_index: 'IXYZ' })).toEqual([]);
    expect(await ok({ p_ticker: 'ALOS3', p_index: 'IBOV' })).toEqual([]);
  });

  it('refuses a call without a stock or index, and malformed codes, in the four-key shape', async () => {
    expect(await refused({})).toMatchObject({ code: '22023', message: 'index_membership: give p_ticker, p_index or both' });
    expect((await refused({ p_ticker: 'PE-TR4' })).message).toBe("index_membership: 'PE-TR4' is not a trading code");
    expect((await refused({ p_index: 'IB OV' })).message).toBe("index_membership: 'IB OV' is not an index code");
  });

  it('refuses a cut or malformed answer whole, naming where', async () => {
    const cut = { ...LATER, header: { ...LATER.header, update: '2023-05-02' }, page: { totalRecords: 3 } };
    await expect(load(write('cut.json', cut))).rejects.toThrow('cut.json page: totalRecords 3 but 2 results: cut or altered, refused');
    const badCode = { ...LATER, header: { ...LATER.header, update: '2023-05-03' }, results: [LATER.results[0], { ...LATER.results[1], code: 'AL OS3' }] };
    await expect(load(write('bad-code.json', badCode))).rejects.toThrow('bad-code.json results[1]: code "AL OS3" is not a trading code');
    const badDay = { ...LATER, header: { ...LATER.header, update: '2023-02-30' } };
    await expect(load(write('bad-day.json', badDay))).rejects.toThrow('bad-day.json header: update "2023-02-30" is not a day YYYY-MM-DD');
    const twice = { ...LATER, header: { ...LATER.header, update: '2023-05-04' }, results: [LATER.results[0], LATER.results[0]] };
    await expect(load(write('twice.json', twice))).rejects.toThrow('twice.json results[1]: PETR4 appears twice');
    expect((await ok({ p_index: 'IBOV' })).map((r) => r.updated_on)).toEqual(['2023-01-02']); // nothing of them landed
  });
});
