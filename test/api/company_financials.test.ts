// api.company_financials through HTTP on the synthetic DFP and ITR zips loaded
// by the real loaders: each standard line equals the account it names in the
// member files, read by the test itself; the version as known on a date; an
// ITR's quarter and year to date; the refusals.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCiaItrFile } from '../../src/ingest/cvm-cia-itr/load.js';
import { writeZip } from '../../src/sample/cvm-fii-fidc/zip.js';
import { itrMembers, SAMPLE_COMPANIES, SAMPLE_RESTATEMENT } from '../../src/sample/cvm-companies.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { dfpLines, loadSampleDfp, memberRecords, punct } from '../helpers/cia-members.js';
import { tempDir } from '../ingest/support.js';

const [ALFA, BETA, GAMA] = SAMPLE_COMPANIES;
type Row = Record<string, unknown>;

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  await loadSampleDfp(db.superuserUrl, dir, [2023, 2024, 2025]);
  const itr = path.join(dir, 'itr_cia_aberta_2025.zip');
  await writeZip(itr, itrMembers(2025));
  expect((await loadCiaItrFile(itr, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false })).status).toBe('loaded');
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function rows(body: Row): Promise<Row[]> {
  const response = await api.rpc('company_financials', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
async function refusal(body: Row): Promise<Row> {
  const response = await api.rpc('company_financials', body);
  expect(response.status).toBe(400);
  const error = await response.json();
  expect(error.code).toBe('22023');
  return error;
}
/** VL_CONTA of an account in a DFP member (ÚLTIMO of that version), in the filing's unit. */
const account = (year: number, member: string, cnpj: string, version: number, code: string) =>
  Number(dfpLines(year, member, cnpj, version).find((f) => f.CD_CONTA === code)!.VL_CONTA);

describe('company_financials', () => {
  it('each standard line is the account it names, in reais, across DRE, BPA, BPP and DFC (ALFA 2023, MIL)', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_from: '2023-01-01', p_to: '2023-12-31' });
    const expected: [string, string, string, string][] = [
      ['revenue', 'dre', '3.01', 'DRE'], ['cost_of_sales', 'dre', '3.02', 'DRE'], ['gross_profit', 'dre', '3.03', 'DRE'], ['ebit', 'dre', '3.05', 'DRE'], ['net_income', 'dre', '3.11', 'DRE'],
      ['total_assets', 'bpa', '1', 'BPA'], ['current_assets', 'bpa', '1.01', 'BPA'], ['non_current_assets', 'bpa', '1.02', 'BPA'],
      ['current_liabilities', 'bpp', '2.01', 'BPP'], ['non_current_liabilities', 'bpp', '2.02', 'BPP'], ['equity', 'bpp', '2.03', 'BPP'],
      ['operating_cash_flow', 'dfc_mi', '6.01', 'DFC_MI'], ['investing_cash_flow', 'dfc_mi', '6.02', 'DFC_MI'], ['financing_cash_flow', 'dfc_mi', '6.03', 'DFC_MI'],
      ['net_change_in_cash', 'dfc_mi', '6.05', 'DFC_MI']];
    expect(rs.map((r) => [r.line, r.statement, r.account_code, Number(r.value)])).toEqual(
      expected.map(([line, statement, code, member]) => [line, statement, code, account(2023, `dfp_cia_aberta_${member}_con_2023.csv`, ALFA.cnpj, 1, code) * 1000]));
    expect(rs.every((r) => r.doc_type === 'dfp' && r.period_end === '2023-12-31' && r.currency_scale === 'MIL' && r.source === 'cvm_dfp')).toBe(true);
    expect(rs.find((r) => r.line === 'total_assets')).toMatchObject({ period_start: null, period_kind: null });
    expect(rs.find((r) => r.line === 'revenue')).toMatchObject({ period_start: '2023-01-01', period_kind: 'year', account_name: 'Receita de Venda de Bens e/ou Serviços' });
  });

  it('a line the filing lacks is absent, never 0 (no financial result, tax or cash account in the sample)', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_from: '2023-01-01', p_to: '2023-12-31' });
    expect(rs.filter((r) => ['financial_result', 'income_tax', 'cash', 'pretax_income', 'net_income_parent'].includes(String(r.line)))).toEqual([]);
  });

  it('the cash flow lines come from the method filed (BETA: direct, UNIDADE values as reais)', async () => {
    const rs = await rows({ p_id: BETA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31' });
    expect(rs.find((r) => r.line === 'operating_cash_flow')).toMatchObject({ statement: 'dfc_md', account_code: '6.01', currency_scale: 'UNIDADE',
      value: account(2024, 'dfp_cia_aberta_DFC_MD_con_2024.csv', BETA.cnpj, 1, '6.01') });
  });

  it('p_as_of serves the version received by then: ALFA\'s 2024 revenue before and after its restatement', async () => {
    const body = { p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31' };
    const revenue = (rs: Row[]) => rs.find((r) => r.line === 'revenue')!;
    const before = revenue(await rows({ ...body, p_as_of: '2025-04-30' }));
    const after = revenue(await rows(body));
    expect([before.version, Number(before.value)]).toEqual([1, account(2024, 'dfp_cia_aberta_DRE_con_2024.csv', ALFA.cnpj, 1, '3.01') * 1000]);
    expect([after.version, after.received_on, Number(after.value)]).toEqual([2, SAMPLE_RESTATEMENT.received[1], account(2024, 'dfp_cia_aberta_DRE_con_2024.csv', ALFA.cnpj, 2, '3.01') * 1000]);
    expect(await rows({ ...body, p_as_of: '2025-03-24' })).toEqual([]);
  });

  it('an ITR quarter serves the quarter\'s and the year-to-date revenue, labelled; no fourth quarter is derived', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_from: '2025-06-30', p_to: '2025-12-31' });
    const filed = memberRecords(itrMembers(2025), 'itr_cia_aberta_DRE_con_2025.csv').filter((r) => r.CNPJ_CIA === punct(GAMA.cnpj) && r.DT_REFER === '2025-06-30' && r.VERSAO === '2' && r.CD_CONTA === '3.01');
    expect(rs.filter((r) => r.line === 'revenue' && r.period_end === '2025-06-30').map((r) => [r.period_kind, r.period_start, Number(r.value)])).toEqual(
      filed.map((f) => [f.DT_INI_EXERC === '2025-04-01' ? 'quarter' : 'year_to_date', f.DT_INI_EXERC, Number(f.VL_CONTA) * 1000]).sort((a, b) => String(b[1]).localeCompare(String(a[1]))));
    expect(new Set(rs.filter((r) => r.period_end === '2025-12-31').map((r) => `${r.doc_type} ${r.period_kind ?? 'position'}`))).toEqual(new Set(['dfp year', 'dfp position']));
  });

  it('p_scope ind serves the individual statements', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_from: '2023-01-01', p_to: '2023-12-31', p_scope: 'ind' });
    expect(rs.find((r) => r.line === 'equity')).toMatchObject({ scope: 'ind', value: account(2023, 'dfp_cia_aberta_BPP_ind_2023.csv', GAMA.cnpj, 1, '2.03') * 1000 });
  });

  it('an unknown company answers []', async () => {
    expect(await rows({ p_id: '11111111000111' })).toEqual([]);
  });

  it('refuses a name for p_id, an unknown scope and p_from after p_to', async () => {
    expect(await refusal({ p_id: 'GAMA' })).toMatchObject({ message: "company_financials: p_id 'GAMA' is neither a ticker, a CNPJ nor a CVM code" });
    expect(await refusal({ p_id: GAMA.cnpj, p_scope: 'x' })).toMatchObject({ message: "company_financials: unknown p_scope 'x'", hint: 'Send p_scope as con or ind.' });
    expect(await refusal({ p_id: GAMA.cnpj, p_from: '2025-01-01', p_to: '2024-01-01' })).toMatchObject({ message: expect.stringMatching(/^company_financials: /) });
  });
});
