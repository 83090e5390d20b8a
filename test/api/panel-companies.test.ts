// api.panel with company ids: a listed company's standard lines (company_financials)
// through HTTP, on the synthetic register, DFP and FCA zips loaded by the real
// loaders plus the hand-made FCA member where an earlier company held GAMA3.
// Expected values are read from the DFP member files (the newest version's ÚLTIMO
// line, times the ESCALA_MOEDA unit), not from the code under test.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCiaCadFile } from '../../src/ingest/cvm-cia-cad/load.js';
import { loadCiaFcaFile } from '../../src/ingest/cvm-cia-fca/load.js';
import { writeZip, latin1Csv } from '../../src/sample/cvm-fii-fidc/zip.js';
import { cadLines, SAMPLE_COMPANIES, SAMPLE_DFP_YEARS, SAMPLE_RESTATEMENT } from '../../src/sample/cvm-companies.js';
import { fcaValorMobiliario, SAMPLE_FCA_YEARS, SAMPLE_TICKER_CHANGE } from '../../src/sample/cvm-company-tickers.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { dfpLines, loadSampleDfp, punct } from '../helpers/cia-members.js';
import { rpcCalls, type Row } from '../helpers/rpc.js';
import { cvmFixture } from '../ingest/cvm-files/support.js';
import { tempDir } from '../ingest/support.js';

const [ALFA, BETA, GAMA] = SAMPLE_COMPANIES;
const EARLIER_GAMA3 = '99400004000104'; // held GAMA3 2005-01-03..2014-12-30 (the hand-made member)
const WINDOW = { p_from: '2023-01-01', p_to: '2025-12-31' };
// metric -> the DFP member and fixed-chart account it names (company_financials' map)
const ACCOUNTS: Record<string, [string, string]> = {
  revenue: ['DRE', '3.01'], gross_profit: ['DRE', '3.03'], net_income: ['DRE', '3.11'],
  total_assets: ['BPA', '1'], equity: ['BPP', '2.03'], operating_cash_flow: ['DFC_MI', '6.01'],
};

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir: dir, progress: false };
  const cad = path.join(dir, 'cad_cia_aberta.csv');
  fs.writeFileSync(cad, latin1Csv(cadLines()));
  expect((await loadCiaCadFile(cad, options)).status).toBe('loaded');
  await loadSampleDfp(db.superuserUrl, dir, [...SAMPLE_DFP_YEARS]);
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

const { ok, refused } = rpcCalls(() => api, 'panel');
const tuples = (rows: Row[]) => rows.map((r) => [r.date, r.id, r.metric, r.asset_class, Number(r.value)]);
/** The newest version of a company's DFP of a year in the sample (ALFA's 2024 was re-filed as version 2). */
const newestVersion = (cnpj: string, year: number) => (cnpj === SAMPLE_RESTATEMENT.cnpj && year === SAMPLE_RESTATEMENT.year ? 2 : 1);
/** A line's value in reais from the consolidated DFP member: VL_CONTA times the ESCALA_MOEDA unit. */
function filed(cnpj: string, year: number, metric: string): number {
  const [member, code] = ACCOUNTS[metric];
  const line = dfpLines(year, `dfp_cia_aberta_${member}_con_${year}.csv`, cnpj, newestVersion(cnpj, year)).find((f) => f.CD_CONTA === code)!;
  return Number(line.VL_CONTA) * (line.ESCALA_MOEDA === 'MIL' ? 1000 : 1);
}
/** The long rows panel owes one company id, ordered as panel orders them (date, id, metric). */
const expected = (id: string, cnpj: string, metrics: string[], years: readonly number[] = SAMPLE_DFP_YEARS) =>
  years.flatMap((y) => [...metrics].sort().map((m) => [`${y}-12-31`, id, m, 'cia', filed(cnpj, y, m)]));

describe('panel with company ids', () => {
  it('a ticker reads its company\'s consolidated DFP lines through the FCA map, one value per fiscal year, in reais (MIL)', async () => {
    const metrics = Object.keys(ACCOUNTS);
    const rows = await ok({ p_ids: ['alfa3'], p_metrics: metrics, ...WINDOW });
    // 2024 is the restated version 2 (revenue up 5%): the newest version is served
    expect(tuples(rows)).toEqual(expected('ALFA3', ALFA.cnpj, metrics));
    expect(filed(ALFA.cnpj, 2024, 'revenue')).not.toBe(
      Number(dfpLines(2024, 'dfp_cia_aberta_DRE_con_2024.csv', ALFA.cnpj, 1).find((f) => f.CD_CONTA === '3.01')!.VL_CONTA) * 1000);
  });

  it('a CNPJ (punctuation ignored) and a CVM code name the company too; UNIDADE is taken as filed', async () => {
    const rows = await ok({ p_ids: [punct(BETA.cnpj), String(GAMA.cdCvm)], p_metrics: ['revenue', 'total_assets'], ...WINDOW });
    const want = [...expected(BETA.cnpj, BETA.cnpj, ['revenue', 'total_assets']), ...expected(String(GAMA.cdCvm), GAMA.cnpj, ['revenue', 'total_assets'])]
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])));
    expect(tuples(rows)).toEqual(want);
    expect(dfpLines(2023, 'dfp_cia_aberta_DRE_con_2023.csv', BETA.cnpj, 1)[0].ESCALA_MOEDA).toBe('UNIDADE');
  });

  it('the values are company_financials\' year rows, line for line', async () => {
    const rows = await ok({ p_ids: [ALFA.cnpj], p_metrics: ['revenue', 'ebit', 'equity', 'net_change_in_cash'], ...WINDOW });
    const response = await api.rpc('company_financials', { p_id: ALFA.cnpj, ...WINDOW });
    const lines = ((await response.json()) as Row[]).filter((r) => r.doc_type === 'dfp' && ['revenue', 'ebit', 'equity', 'net_change_in_cash'].includes(String(r.line)));
    expect(rows.map((r) => [r.date, r.metric, r.value])).toEqual(
      lines.map((r) => [r.period_end, r.line, r.value]).sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1]))));
    expect(rows).toHaveLength(12);
  });

  it('company lines are served only when named: p_metrics null keeps the fund series and the tape', async () => {
    expect(await ok({ p_ids: ['ALFA3', ALFA.cnpj], ...WINDOW })).toEqual([]);
  });

  it('a line the filing lacks is absent, never 0', async () => {
    expect(await ok({ p_ids: ['ALFA3'], p_metrics: ['financial_result', 'cash'], ...WINDOW })).toEqual([]);
  });

  it('the window keeps the fiscal years whose end falls in it', async () => {
    const rows = await ok({ p_ids: ['ALFA3'], p_metrics: ['revenue'], p_from: '2024-01-01', p_to: '2024-12-31' });
    expect(tuples(rows)).toEqual(expected('ALFA3', ALFA.cnpj, ['revenue'], [2024]));
  });

  it('a changed ticker names its company on the days it was held, and nobody after', async () => {
    const byCnpj = await ok({ p_ids: [BETA.cnpj], p_metrics: ['revenue'], ...WINDOW });
    expect(byCnpj).toHaveLength(3);
    const byOld = await ok({ p_ids: [SAMPLE_TICKER_CHANGE.old], p_metrics: ['revenue'], ...WINDOW });
    expect(byOld.map((r) => [r.date, r.value])).toEqual(byCnpj.map((r) => [r.date, r.value]));
    expect(byOld.every((r) => r.id === SAMPLE_TICKER_CHANGE.old)).toBe(true);
    expect(await ok({ p_ids: [SAMPLE_TICKER_CHANGE.old], p_metrics: ['revenue'], p_from: '2024-12-31', p_to: '2025-12-31' })).toEqual([]);
  });

  it('a ticker two companies held in the window is refused, naming both', async () => {
    const error = await refused({ p_ids: ['GAMA3'], p_metrics: ['revenue'], p_from: '2010-01-01', p_to: '2025-12-31' });
    expect(error.message).toBe('panel: ticker GAMA3 names 2 companies on the asked dates');
    expect(error.details).toBe(`The registration forms (FCA) list GAMA3 for: ${GAMA.cnpj} (${GAMA.name}, 2015-09-01..open); ${EARLIER_GAMA3} (not in the register, 2005-01-03..2014-12-30).`);
    // on the dates only GAMA held it, GAMA3 is GAMA
    const rows = await ok({ p_ids: ['GAMA3'], p_metrics: ['revenue'], ...WINDOW });
    expect(tuples(rows)).toEqual(expected('GAMA3', GAMA.cnpj, ['revenue']));
  });

  it('unknown companies and ids of no company shape answer []', async () => {
    expect(await ok({ p_ids: ['ZZZZ3', '99999999999999', '123456'], p_metrics: ['revenue'], ...WINDOW })).toEqual([]);
    expect(await ok({ p_ids: ['NOT A TICKER'], p_metrics: ['revenue'], ...WINDOW })).toEqual([]);
  });

  it('company lines beside tape metrics: each id serves what it carries, and a metric nobody carries is still refused', async () => {
    const rows = await ok({ p_ids: ['ALFA3'], p_metrics: ['revenue', 'close'], ...WINDOW });
    expect(tuples(rows)).toEqual(expected('ALFA3', ALFA.cnpj, ['revenue']));
    const error = await refused({ p_ids: ['ALFA3'], p_metrics: ['nav', 'revenue'], ...WINDOW });
    expect(error.message).toBe('panel: no id in p_ids carries nav');
  });

  it('p_freq day refuses company lines (yearly)', async () => {
    const error = await refused({ p_ids: ['ALFA3'], p_metrics: ['revenue'], p_freq: 'day', ...WINDOW });
    expect(error).toEqual({
      code: '22023',
      message: 'panel: a company\'s lines are yearly; p_freq day serves only ticker metrics',
      details: 'Company lines (revenue, ...) are read from the DFP, one value per fiscal year (catalog metrics grain).',
      hint: 'Send p_freq month, or drop the company lines from p_metrics.',
    });
  });

  it('pages with the date|id|metric|asset_class cursor like every panel row', async () => {
    const all = await ok({ p_ids: ['ALFA3', BETA.cnpj], p_metrics: ['revenue', 'equity'], ...WINDOW });
    expect(all).toHaveLength(12);
    const last = all[5];
    const next = await ok({ p_ids: ['ALFA3', BETA.cnpj], p_metrics: ['revenue', 'equity'], ...WINDOW, p_after: `${last.date}|${last.id}|${last.metric}|${last.asset_class}` });
    expect(next).toEqual(all.slice(6));
  });
});
