// api.financial_statement_history through HTTP on the synthetic DFP and ITR
// zips loaded by the real loaders, plus a hand-made member for the row cap:
// every version as filed with its receipt date, the PENÚLTIMO re-presentation
// a later filing makes, the ITR's re-filed quarter, the refusals. Expected
// values are read from the member lines.
import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCiaDfpFile } from '../../src/ingest/cvm-cia-dfp/load.js';
import { loadCiaItrFile } from '../../src/ingest/cvm-cia-itr/load.js';
import { writeZip } from '../../src/sample/cvm-fii-fidc/zip.js';
import { dfpMembers, itrMembers, SAMPLE_COMPANIES, SAMPLE_ITR_RESTATEMENT, SAMPLE_RESTATEMENT } from '../../src/sample/cvm-companies.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { loadSampleDfp, memberRecords, punct } from '../helpers/cia-members.js';
import { tempDir } from '../ingest/support.js';

const [ALFA, , GAMA] = SAMPLE_COMPANIES;
type Row = Record<string, unknown>;
const CAPS = '99500005000105'; // 1001 lines in one period

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir: dir, progress: false };
  await loadSampleDfp(db.superuserUrl, dir, [2023, 2024, 2025]);
  const itr = path.join(dir, 'itr_cia_aberta_2025.zip');
  await writeZip(itr, itrMembers(2025));
  expect((await loadCiaItrFile(itr, options)).status).toBe('loaded');
  const header = 'CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA;CD_CVM;GRUPO_DFP;MOEDA;ESCALA_MOEDA;ORDEM_EXERC;DT_INI_EXERC;DT_FIM_EXERC;CD_CONTA;DS_CONTA;VL_CONTA;ST_CONTA_FIXA';
  const lines = Array.from({ length: 1001 }, (_, i) => [punct(CAPS), '2021-12-31', 1, 'TESTE S.A.', '990009', 'DF Consolidado - Demonstração do Resultado', 'REAL', 'MIL', 'ÚLTIMO', '2021-01-01', '2021-12-31', `3.${String(i).padStart(4, '0')}`, 'Conta', '1.0000000000', 'N'].join(';'));
  const file = path.join(dir, 'dfp_cia_aberta_DRE_con_2021.csv');
  fs.writeFileSync(file, iconv.encode([header, ...lines].join('\n') + '\n', 'latin1'));
  expect((await loadCiaDfpFile(file, options)).status).toBe('loaded');
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function rows(body: Row): Promise<Row[]> {
  const response = await api.rpc('financial_statement_history', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
async function refusal(body: Row): Promise<Row> {
  const response = await api.rpc('financial_statement_history', body);
  expect(response.status).toBe(400);
  const error = await response.json();
  expect(error.code).toBe('22023');
  return error;
}

describe('financial_statement_history', () => {
  it('serves every version of a period as filed, then the later filing\'s PENÚLTIMO re-presentation, each with its receipt date', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_statement: 'dre', p_from: '2024-01-01', p_to: '2024-12-31' });
    const revenue = rs.filter((r) => r.account_code === '3.01');
    // the lines about 2024 in the 2024 and 2025 DFP members, read from the files
    const about2024 = [2024, 2025].flatMap((year) => memberRecords(dfpMembers(year), `dfp_cia_aberta_DRE_con_${year}.csv`)
      .filter((f) => f.CNPJ_CIA === punct(ALFA.cnpj) && f.DT_FIM_EXERC === '2024-12-31' && f.CD_CONTA === '3.01'));
    const receipt = (f: Record<string, string>) => (f.DT_REFER === '2024-12-31' ? SAMPLE_RESTATEMENT.received[Number(f.VERSAO) - 1] : '2026-03-20');
    expect(revenue.map((r) => [r.filing_period_end, r.version, r.presentation, r.received_on, Number(r.value), Number(r.value_as_filed)])).toEqual(
      about2024.map((f) => [f.DT_REFER, Number(f.VERSAO), f.ORDEM_EXERC, receipt(f), Number(f.VL_CONTA) * 1000, Number(f.VL_CONTA)]));
    expect(revenue.map((r) => `${r.version} ${r.presentation}`)).toEqual(['1 ÚLTIMO', '2 ÚLTIMO', '1 PENÚLTIMO']);
    expect(revenue.every((r) => r.period_kind === 'year' && r.doc_type === 'dfp' && r.source === 'cvm_dfp' && r.equity_column === null)).toBe(true);
  });

  it('an ITR\'s re-filed quarter: both versions of the quarter and of the year to date, labelled', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_statement: 'dre', p_from: '2025-06-30', p_to: '2025-06-30', p_doc_type: 'itr' });
    const revenue = rs.filter((r) => r.account_code === '3.01');
    expect(revenue.map((r) => [r.period_kind, r.version, r.received_on])).toEqual([
      ['quarter', 1, SAMPLE_ITR_RESTATEMENT.received[0]], ['quarter', 2, SAMPLE_ITR_RESTATEMENT.received[1]],
      ['year_to_date', 1, SAMPLE_ITR_RESTATEMENT.received[0]], ['year_to_date', 2, SAMPLE_ITR_RESTATEMENT.received[1]]]);
    const filed = memberRecords(itrMembers(2025), 'itr_cia_aberta_DRE_con_2025.csv').filter((f) => f.CNPJ_CIA === punct(GAMA.cnpj) && f.DT_REFER === '2025-06-30' && f.CD_CONTA === '3.01');
    expect(revenue.map((r) => Number(r.value)).sort()).toEqual(filed.map((f) => Number(f.VL_CONTA) * 1000).sort());
  });

  it('the DMPL carries its equity column', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_statement: 'dmpl', p_from: '2025-01-01', p_to: '2025-12-31' });
    expect(new Set(rs.map((r) => r.equity_column))).toEqual(new Set(['Capital Social Integralizado', 'Patrimônio Líquido', 'Lucros ou Prejuízos Acumulados']));
  });

  it('an unknown company answers []', async () => {
    expect(await rows({ p_id: '11111111000111', p_statement: 'dre' })).toEqual([]);
  });

  it('refuses an unknown statement listing the valid ones, an unknown scope or doc type, p_from after p_to', async () => {
    expect(await refusal({ p_id: ALFA.cnpj, p_statement: 'cash' })).toMatchObject({ message: "financial_statement_history: unknown p_statement 'cash'",
      hint: 'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.' });
    expect(await refusal({ p_id: ALFA.cnpj, p_statement: 'dre', p_scope: 'x' })).toMatchObject({ message: "financial_statement_history: unknown p_scope 'x'" });
    expect(await refusal({ p_id: ALFA.cnpj, p_statement: 'dre', p_doc_type: 'x' })).toMatchObject({ message: "financial_statement_history: unknown p_doc_type 'x'" });
    expect(await refusal({ p_id: ALFA.cnpj, p_statement: 'dre', p_from: '2025-01-01', p_to: '2024-01-01' })).toMatchObject({ message: expect.stringMatching(/^financial_statement_history: /) });
  });

  it('refuses more than 1000 rows rather than trimming', async () => {
    const error = await refusal({ p_id: CAPS, p_statement: 'dre', p_from: '2021-01-01', p_to: '2021-12-31' });
    expect(String(error.message)).toMatch(/^financial_statement_history: /);
    expect(error.hint).toContain('Narrow p_from/p_to');
  });
});
