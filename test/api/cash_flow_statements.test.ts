// api.cash_flow_statements through HTTP on the synthetic DFP zips loaded by the
// real loader: both DFC methods (BETA files the direct one, ALFA and GAMA the
// indirect one), the version as known on a date, units, and the refusals.
// Expected values are read from the member lines themselves.
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

async function rows(body: Row): Promise<Row[]> {
  const response = await api.rpc('cash_flow_statements', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
async function refusal(body: Row): Promise<Row> {
  const response = await api.rpc('cash_flow_statements', body);
  expect(response.status).toBe(400);
  const error = await response.json();
  expect(error.code).toBe('22023');
  return error;
}

describe('cash_flow_statements', () => {
  it('serves the indirect method as filed (ALFA, dfc_mi), in reais: VL_CONTA x 1000 for MIL', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_from: '2023-01-01', p_to: '2023-12-31' });
    const filed = dfpLines(2023, 'dfp_cia_aberta_DFC_MI_con_2023.csv', ALFA.cnpj, 1);
    expect(rs.map((r) => [r.statement, r.period_start, r.period_end, r.account_code, r.value])).toEqual(
      filed.map((f) => ['dfc_mi', f.DT_INI_EXERC, f.DT_FIM_EXERC, f.CD_CONTA, Number(f.VL_CONTA) * 1000]));
    expect(rs.every((r) => r.period_kind === 'year')).toBe(true);
    expect(rs[0]).toMatchObject({ currency_scale: 'MIL', doc_type: 'dfp', scope: 'con', version: 1, source: 'cvm_dfp' });
  });

  it('serves the direct method as filed (BETA, dfc_md), UNIDADE values as reais', async () => {
    const rs = await rows({ p_id: BETA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31' });
    const filed = dfpLines(2024, 'dfp_cia_aberta_DFC_MD_con_2024.csv', BETA.cnpj, 1);
    expect(rs.map((r) => [r.statement, r.account_code, r.value, r.value_as_filed])).toEqual(
      filed.map((f) => ['dfc_md', f.CD_CONTA, Number(f.VL_CONTA), Number(f.VL_CONTA)]));
    expect(rs.every((r) => r.currency_scale === 'UNIDADE')).toBe(true);
  });

  it('p_as_of serves the version received by then (ALFA 2024: version 1, then the restated version 2)', async () => {
    const body = { p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31' };
    const before = (await rows({ ...body, p_as_of: SAMPLE_RESTATEMENT.received[0] })).find((r) => r.account_code === '6.01')!;
    const after = (await rows(body)).find((r) => r.account_code === '6.01')!;
    expect([before.version, before.received_on, after.version, after.received_on]).toEqual([1, SAMPLE_RESTATEMENT.received[0], 2, SAMPLE_RESTATEMENT.received[1]]);
    expect(Number(before.value)).toBe(Number(dfpLines(2024, 'dfp_cia_aberta_DFC_MI_con_2024.csv', ALFA.cnpj, 1).find((f) => f.CD_CONTA === '6.01')!.VL_CONTA) * 1000);
    expect(Number(after.value)).toBe(Number(dfpLines(2024, 'dfp_cia_aberta_DFC_MI_con_2024.csv', ALFA.cnpj, 2).find((f) => f.CD_CONTA === '6.01')!.VL_CONTA) * 1000);
  });

  it('a period\'s value is its own ÚLTIMO: the 2025 filing\'s PENÚLTIMO 2024 column is not served', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_from: '2024-01-01', p_to: '2025-12-31' });
    expect(rs.filter((r) => r.period_end === '2024-12-31').map((r) => r.received_on)).toEqual(Array(4).fill('2025-03-22'));
  });

  it('p_scope ind serves the individual statements', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_from: '2025-01-01', p_to: '2025-12-31', p_scope: 'ind' });
    const filed = dfpLines(2025, 'dfp_cia_aberta_DFC_MI_ind_2025.csv', GAMA.cnpj, 1);
    expect(rs.map((r) => [r.scope, r.account_code, r.value])).toEqual(filed.map((f) => ['ind', f.CD_CONTA, Number(f.VL_CONTA) * 1000]));
  });

  it('an unknown company answers []', async () => {
    expect(await rows({ p_id: '11111111000111' })).toEqual([]);
  });

  it('refuses a name for p_id, an unknown scope or doc type, and p_from after p_to', async () => {
    expect(await refusal({ p_id: 'ALFA' })).toMatchObject({ message: "cash_flow_statements: p_id 'ALFA' is neither a ticker, a CNPJ nor a CVM code" });
    expect(await refusal({ p_id: ALFA.cnpj, p_scope: 'group' })).toMatchObject({ message: "cash_flow_statements: unknown p_scope 'group'", hint: 'Send p_scope as con or ind.' });
    expect(await refusal({ p_id: ALFA.cnpj, p_doc_type: 'xyz' })).toMatchObject({ message: "cash_flow_statements: unknown p_doc_type 'xyz'" });
    expect(await refusal({ p_id: ALFA.cnpj, p_from: '2025-01-01', p_to: '2024-01-01' })).toMatchObject({ message: expect.stringMatching(/^cash_flow_statements: /) });
  });
});
