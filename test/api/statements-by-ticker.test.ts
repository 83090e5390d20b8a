// p_id as a ticker in income_statements and balance_sheets, through the FCA map
// (cvm.company_ticker) that the real loader builds from the synthetic FCA zips
// (src/sample/cvm-company-tickers.ts) and a hand-made member where an earlier
// company held GAMA3 (test/fixtures/cvm/cia_aberta/fca/). A ticker answers
// exactly what the company's CNPJ answers; expected dates come from the files.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCiaCadFile } from '../../src/ingest/cvm-cia-cad/load.js';
import { loadCiaDfpFile } from '../../src/ingest/cvm-cia-dfp/load.js';
import { loadCiaFcaFile } from '../../src/ingest/cvm-cia-fca/load.js';
import { writeZip, latin1Csv } from '../../src/sample/cvm-fii-fidc/zip.js';
import { cadLines, dfpMembers, SAMPLE_COMPANIES } from '../../src/sample/cvm-companies.js';
import { fcaValorMobiliario, SAMPLE_FCA_YEARS, SAMPLE_TICKER_CHANGE } from '../../src/sample/cvm-company-tickers.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { cvmFixture } from '../ingest/cvm-files/support.js';
import { tempDir } from '../ingest/support.js';
import fs from 'node:fs';

const [ALFA, BETA, GAMA] = SAMPLE_COMPANIES;
const EARLIER_GAMA3 = '99400004000104'; // held GAMA3 2005-01-03..2014-12-30 (the hand-made member)
type Row = Record<string, unknown>;

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir: dir, progress: false };
  const cad = path.join(dir, 'cad_cia_aberta.csv');
  fs.writeFileSync(cad, latin1Csv(cadLines()));
  expect((await loadCiaCadFile(cad, options)).status).toBe('loaded');
  for (const year of [2023, 2024, 2025]) {
    const file = path.join(dir, `dfp_cia_aberta_${year}.zip`);
    await writeZip(file, dfpMembers(year));
    expect((await loadCiaDfpFile(file, options)).status).toBe('loaded');
  }
  for (const year of SAMPLE_FCA_YEARS) {
    const file = path.join(dir, `fca_cia_aberta_${year}.zip`);
    await writeZip(file, [fcaValorMobiliario(year)]);
    expect((await loadCiaFcaFile(file, options)).status).toBe('loaded');
  }
  expect((await loadCiaFcaFile(cvmFixture('cia_aberta/fca/fca_cia_aberta_valor_mobiliario_2022.csv'), options)).status).toBe('loaded');
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function call(fn: string, body: Row): Promise<Row[]> {
  const response = await api.rpc(fn, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
async function refusal(fn: string, body: Row): Promise<Row> {
  const response = await api.rpc(fn, body);
  expect(response.status).toBe(400);
  return response.json();
}
const periods = (rs: Row[]) => [...new Set(rs.map((r) => r.period_end))];

describe.each(['income_statements', 'balance_sheets'])('%s by ticker', (fn) => {
  it('a ticker answers what its company\'s CNPJ answers (case ignored)', async () => {
    const window = { p_from: '2023-01-01', p_to: '2025-12-31' };
    const byCnpj = await call(fn, { p_id: ALFA.cnpj, ...window });
    expect(byCnpj.length).toBeGreaterThan(0);
    expect(await call(fn, { p_id: 'ALFA4', ...window })).toEqual(byCnpj);
    expect(await call(fn, { p_id: ' alfa3 ', ...window })).toEqual(byCnpj);
  });

  it('a changed ticker: the old code on the periods it traded, the new one on the periods after', async () => {
    const byCnpj = await call(fn, { p_id: BETA.cnpj, p_from: '2023-01-01', p_to: '2025-12-31' });
    expect(periods(byCnpj)).toEqual(['2023-12-31', '2024-12-31', '2025-12-31']);
    // BETA3 traded until 2024-06-30: a window reaching that day finds BETA
    expect(await call(fn, { p_id: SAMPLE_TICKER_CHANGE.old, p_from: '2023-01-01', p_to: '2025-12-31' })).toEqual(byCnpj);
    // a window wholly after its last day: no company held BETA3 then
    expect(await call(fn, { p_id: SAMPLE_TICKER_CHANGE.old, p_from: '2024-12-31', p_to: '2025-12-31' })).toEqual([]);
    // BTVJ3 from 2024-07-01: the 2024 and 2025 periods; before that it named nobody
    const byNew = await call(fn, { p_id: SAMPLE_TICKER_CHANGE.new, p_from: '2024-07-01', p_to: '2025-12-31' });
    expect(byNew).toEqual(byCnpj.filter((r) => r.period_end !== '2023-12-31'));
    expect(await call(fn, { p_id: SAMPLE_TICKER_CHANGE.new, p_from: '2023-01-01', p_to: '2023-12-31' })).toEqual([]);
  });

  it('a ticker two companies held in the window is refused, naming both', async () => {
    const error = await refusal(fn, { p_id: 'GAMA3', p_from: '2010-01-01', p_to: '2025-12-31' });
    expect(error).toMatchObject({
      code: '22023',
      message: `${fn}: ticker GAMA3 names 2 companies on the asked dates`,
      // by CNPJ
      details: `The registration forms (FCA) list GAMA3 for: ${GAMA.cnpj} (${GAMA.name}, 2015-09-01..open); ${EARLIER_GAMA3} (not in the register, 2005-01-03..2014-12-30).`,
    });
    expect(error.hint).toContain('Send p_id as the CNPJ');
  });

  it('the same ticker on dates only one company held it names that one', async () => {
    const window = { p_from: '2023-01-01', p_to: '2025-12-31' };
    expect(await call(fn, { p_id: 'GAMA3', ...window })).toEqual(await call(fn, { p_id: GAMA.cnpj, ...window }));
    // the earlier holder filed no statements here: its dates resolve to it, and it answers []
    expect(await call(fn, { p_id: 'GAMA3', p_from: '2010-01-01', p_to: '2014-12-31' })).toEqual([]);
  });

  it('an unknown ticker answers []', async () => {
    expect(await call(fn, { p_id: 'ZZZZ3', p_from: '2023-01-01', p_to: '2025-12-31' })).toEqual([]);
  });

  it('a name is refused: ids only', async () => {
    expect(await refusal(fn, { p_id: 'GAMA SANEAMENTO' })).toMatchObject({ code: '22023', message: `${fn}: p_id 'GAMA SANEAMENTO' is neither a ticker, a CNPJ nor a CVM code` });
    // one word in the shape of no trading code
    expect(await refusal(fn, { p_id: 'saneamento' })).toMatchObject({ code: '22023', message: `${fn}: p_id 'saneamento' is neither a ticker, a CNPJ nor a CVM code` });
  });
});
