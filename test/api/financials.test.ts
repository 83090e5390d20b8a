// api.financials through HTTP on the synthetic DFP zips loaded by the real
// loader: any statement by name, the DMPL with its equity column, the value
// added statement, the version as known on a date, and the refusals (an unknown
// statement lists the valid ones). Expected values are read from the member lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_COMPANIES, SAMPLE_RESTATEMENT } from '../../src/sample/cvm-companies.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { dfpLines, loadSampleDfp } from '../helpers/cia-members.js';
import { tempDir } from '../ingest/support.js';

const [ALFA, BETA, GAMA] = SAMPLE_COMPANIES;
type Row = Record<string, unknown>;

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await loadSampleDfp(db.superuserUrl, tempDir(), [2023, 2024, 2025]);
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
const rows = (body: Row) => call('financials', body);
async function refusal(body: Row): Promise<Row> {
  const response = await api.rpc('financials', body);
  expect(response.status).toBe(400);
  const error = await response.json();
  expect(error.code).toBe('22023');
  return error;
}

describe('financials', () => {
  it('serves the DMPL one line per account and equity column (COLUNA_DF), in reais', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_statement: 'dmpl', p_from: '2025-01-01', p_to: '2025-12-31' });
    const filed = dfpLines(2025, 'dfp_cia_aberta_DMPL_con_2025.csv', GAMA.cnpj, 1);
    const key = (code: string, column: string) => `${code}|${column}`;
    expect(rs.map((r) => [key(String(r.account_code), String(r.equity_column)), r.value]).sort()).toEqual(
      filed.map((f) => [key(f.CD_CONTA, f.COLUNA_DF), Number(f.VL_CONTA) * 1000]).sort());
    expect(rs[0]).toMatchObject({ statement: 'dmpl', period_start: '2025-01-01', period_end: '2025-12-31' });
  });

  it('equity_column is NULL outside the DMPL; the value added statement (dva) is served', async () => {
    const rs = await rows({ p_id: BETA.cnpj, p_statement: 'DVA', p_from: '2023-01-01', p_to: '2023-12-31' });
    const filed = dfpLines(2023, 'dfp_cia_aberta_DVA_con_2023.csv', BETA.cnpj, 1);
    expect(rs.map((r) => [r.statement, r.account_code, r.value, r.equity_column])).toEqual(filed.map((f) => ['dva', f.CD_CONTA, Number(f.VL_CONTA), null]));
  });

  it('p_statement dre answers the lines income_statements answers, p_as_of included', async () => {
    const body = { p_id: ALFA.cnpj, p_from: '2023-01-01', p_to: '2025-12-31', p_as_of: SAMPLE_RESTATEMENT.received[0] };
    const generic = await rows({ ...body, p_statement: 'dre' });
    const income = await call('income_statements', body);
    expect(generic.length).toBeGreaterThan(0);
    expect(generic.map(({ equity_column, ...r }) => { expect(equity_column).toBeNull(); return r; })).toEqual(income);
  });

  it('p_as_of serves the version received by then (ALFA\'s 2024 DMPL: version 1 before the restatement)', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_statement: 'dmpl', p_from: '2024-01-01', p_to: '2024-12-31', p_as_of: '2025-04-30' });
    expect(new Set(rs.map((r) => r.version))).toEqual(new Set([1]));
    const closing = rs.find((r) => r.account_code === '5.07' && r.equity_column === 'Patrimônio Líquido')!;
    expect(Number(closing.value)).toBe(Number(dfpLines(2024, 'dfp_cia_aberta_DMPL_con_2024.csv', ALFA.cnpj, 1).find((f) => f.CD_CONTA === '5.07' && f.COLUNA_DF === 'Patrimônio Líquido')!.VL_CONTA) * 1000);
  });

  it('a statement the company does not file answers [] (ALFA files the DFC by the indirect method)', async () => {
    expect(await rows({ p_id: ALFA.cnpj, p_statement: 'dfc_md', p_from: '2023-01-01', p_to: '2025-12-31' })).toEqual([]);
    expect((await rows({ p_id: ALFA.cnpj, p_statement: 'dfc_mi', p_from: '2023-01-01', p_to: '2025-12-31' })).length).toBeGreaterThan(0);
  });

  it('an unknown company answers []', async () => {
    expect(await rows({ p_id: '11111111000111', p_statement: 'bpa' })).toEqual([]);
  });

  it('refuses an unknown or NULL statement, listing the valid ones', async () => {
    const unknown = await refusal({ p_id: ALFA.cnpj, p_statement: 'dfc' });
    expect(unknown).toMatchObject({ message: "financials: unknown p_statement 'dfc'", hint: 'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.' });
    expect(await refusal({ p_id: ALFA.cnpj, p_statement: null })).toMatchObject({ message: "financials: unknown p_statement ''", hint: unknown.hint });
  });

  it('refuses an unknown scope or doc type and p_from after p_to', async () => {
    expect(await refusal({ p_id: ALFA.cnpj, p_statement: 'bpa', p_scope: 'x' })).toMatchObject({ message: "financials: unknown p_scope 'x'" });
    expect(await refusal({ p_id: ALFA.cnpj, p_statement: 'bpa', p_doc_type: 'x' })).toMatchObject({ message: "financials: unknown p_doc_type 'x'" });
    expect(await refusal({ p_id: ALFA.cnpj, p_statement: 'bpa', p_from: '2025-01-01', p_to: '2024-01-01' })).toMatchObject({ message: expect.stringMatching(/^financials: /) });
  });
});
