// api.income_statements through HTTP on the synthetic DFP zips (src/sample/cvm-companies.ts)
// loaded by the real loader, plus hand-made members for the PENÚLTIMO, NULL and
// row-cap rules. Expected values are read from the member lines themselves.
import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCiaDfpFile } from '../../src/ingest/cvm-cia-dfp/load.js';
import { writeZip } from '../../src/sample/cvm-fii-fidc/zip.js';
import { loadCiaItrFile } from '../../src/ingest/cvm-cia-itr/load.js';
import { dfpMembers, itrMembers, SAMPLE_COMPANIES, SAMPLE_ITR_RESTATEMENT, SAMPLE_RESTATEMENT } from '../../src/sample/cvm-companies.js';
import { memberRecords } from '../helpers/cia-members.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';

const [ALFA, BETA, GAMA] = SAMPLE_COMPANIES;
type Row = Record<string, unknown>;
const punct = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** The published fields of a member's lines, by header name. */
function records(year: number, member: string): Record<string, string>[] {
  const { lines } = dfpMembers(year).find((m) => m.name === member)!;
  const header = lines[0].split(';');
  return lines.slice(1).map((l) => Object.fromEntries(l.split(';').map((f, i) => [header[i], f])));
}
/** VL_CONTA of one line (ÚLTIMO unless said) of a company's filing version, as filed. */
const filed = (year: number, member: string, cnpj: string, version: number, account: string, order = 'ÚLTIMO') =>
  Number(records(year, member).find((r) => r.CNPJ_CIA === punct(cnpj) && Number(r.VERSAO) === version && r.CD_CONTA === account && r.ORDEM_EXERC === order)!.VL_CONTA);

function writeMember(dir: string, name: string, lines: string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, iconv.encode(lines.join('\n') + '\n', 'latin1'));
  return file;
}

let db: TestDatabase;
let api: RunningApi;
const OTHER = '99400004000104'; // a hand-made company for the PENÚLTIMO and NULL rules
const CAPS = '99500005000105'; // 1001 lines in one period
beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir: dir, progress: false };
  for (const year of [2023, 2024, 2025]) {
    const file = path.join(dir, `dfp_cia_aberta_${year}.zip`);
    await writeZip(file, dfpMembers(year));
    expect((await loadCiaDfpFile(file, options)).status).toBe('loaded');
  }
  const itr = path.join(dir, 'itr_cia_aberta_2025.zip');
  await writeZip(itr, itrMembers(2025));
  expect((await loadCiaItrFile(itr, options)).status).toBe('loaded');
  const header = 'CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA;CD_CVM;GRUPO_DFP;MOEDA;ESCALA_MOEDA;ORDEM_EXERC;DT_INI_EXERC;DT_FIM_EXERC;CD_CONTA;DS_CONTA;VL_CONTA;ST_CONTA_FIXA';
  const line = (cnpj: string, ref: string, order: string, y: number, code: string, value: string) =>
    [punct(cnpj), ref, 1, 'TESTE S.A.', '990009', 'DF Consolidado - Demonstração do Resultado', 'REAL', 'MIL', order, `${y}-01-01`, `${y}-12-31`, code, 'Conta', value, 'N'].join(';');
  // 2022 filed 100; the 2023 filing re-presents 2022 as 300 (PENÚLTIMO) and leaves 3.02 blank
  await loadCiaDfpFile(writeMember(dir, 'dfp_cia_aberta_DRE_con_2022.csv', [header, line(OTHER, '2022-12-31', 'ÚLTIMO', 2022, '3.01', '100.0000000000')]), options);
  await loadCiaDfpFile(writeMember(dir, 'dfp_cia_aberta_DRE_con_2023.csv', [header, line(OTHER, '2023-12-31', 'PENÚLTIMO', 2022, '3.01', '300.0000000000'),
    line(OTHER, '2023-12-31', 'ÚLTIMO', 2023, '3.01', '120.0000000000'), line(OTHER, '2023-12-31', 'ÚLTIMO', 2023, '3.02', '')]), options);
  await loadCiaDfpFile(writeMember(dir, 'dfp_cia_aberta_DRE_con_2021.csv', [header, ...Array.from({ length: 1001 }, (_, i) => line(CAPS, '2021-12-31', 'ÚLTIMO', 2021, `3.${String(i).padStart(4, '0')}`, '1.0000000000'))]), options);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function rows(body: Row): Promise<Row[]> {
  const response = await api.rpc('income_statements', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
async function refusal(body: Row): Promise<Row> {
  const response = await api.rpc('income_statements', body);
  expect(response.status).toBe(400);
  const error = await response.json();
  expect(error.code).toBe('22023');
  return error;
}
const line = (rs: Row[], period: string, account: string) => rs.find((r) => r.period_end === period && r.account_code === account)!;

describe('income_statements', () => {
  it('serves each period\'s newest version: ALFA\'s restated 2024 revenue, in reais (MIL x 1000)', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31' });
    const revenue = line(rs, '2024-12-31', '3.01');
    expect(revenue).toMatchObject({ version: 2, received_on: SAMPLE_RESTATEMENT.received[1], currency_scale: 'MIL', statement: 'dre', scope: 'con', doc_type: 'dfp', period_start: '2024-01-01', source: 'cvm_dfp', cd_cvm: ALFA.cdCvm });
    expect(Number(revenue.value_as_filed)).toBe(filed(2024, 'dfp_cia_aberta_DRE_con_2024.csv', ALFA.cnpj, 2, '3.01'));
    expect(Number(revenue.value)).toBe(filed(2024, 'dfp_cia_aberta_DRE_con_2024.csv', ALFA.cnpj, 2, '3.01') * 1000);
    expect(rs.map((r) => r.account_code)).toEqual(records(2024, 'dfp_cia_aberta_DRE_con_2024.csv').filter((r) => r.CNPJ_CIA === punct(ALFA.cnpj) && r.VERSAO === '2' && r.ORDEM_EXERC === 'ÚLTIMO').map((r) => r.CD_CONTA));
  });

  it('p_as_of serves the version received by then: version 1 before the restatement was received', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2024-12-31', p_as_of: '2025-04-30' });
    expect(line(rs, '2024-12-31', '3.01')).toMatchObject({ version: 1, received_on: SAMPLE_RESTATEMENT.received[0] });
    expect(Number(line(rs, '2024-12-31', '3.01').value)).toBe(filed(2024, 'dfp_cia_aberta_DRE_con_2024.csv', ALFA.cnpj, 1, '3.01') * 1000);
  });

  it('a period first filed after p_as_of is absent', async () => {
    const rs = await rows({ p_id: ALFA.cnpj, p_from: '2023-01-01', p_to: '2024-12-31', p_as_of: '2025-03-24' });
    expect([...new Set(rs.map((r) => r.period_end))]).toEqual(['2023-12-31']);
  });

  it('a period\'s value is its own filing\'s ÚLTIMO, never a later filing\'s PENÚLTIMO re-presentation', async () => {
    const rs = await rows({ p_id: OTHER, p_from: '2022-01-01', p_to: '2023-12-31' });
    expect(rs.map((r) => [r.period_end, r.account_code, r.value])).toEqual([['2022-12-31', '3.01', 100000], ['2023-12-31', '3.01', 120000], ['2023-12-31', '3.02', null]]);
  });

  it('an ITR\'s quarter and year-to-date lines are both served, told apart by DT_INI_EXERC and labelled; a first quarter is filed once', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_from: '2025-01-01', p_to: '2025-09-30', p_doc_type: 'itr' });
    // the newest version of each quarter, ÚLTIMO, as the member files state it
    const filedLines = memberRecords(itrMembers(2025), 'itr_cia_aberta_DRE_con_2025.csv').filter((r) => r.CNPJ_CIA === punct(GAMA.cnpj) && r.ORDEM_EXERC === 'ÚLTIMO'
      && Number(r.VERSAO) === (r.DT_REFER === '2025-06-30' ? 2 : 1));
    const label = (start: string, end: string) => (start.slice(5) === '01-01' && end.slice(5) !== '03-31' ? 'year_to_date' : 'quarter');
    const key = (r: { end: unknown; start: unknown; code: unknown }) => `${r.end}|${r.start}|${r.code}`;
    expect(rs.map((r) => [key({ end: r.period_end, start: r.period_start, code: r.account_code }), r.period_kind, r.value, r.doc_type]).sort()).toEqual(
      filedLines.map((f) => [key({ end: f.DT_FIM_EXERC, start: f.DT_INI_EXERC, code: f.CD_CONTA }), label(f.DT_INI_EXERC, f.DT_FIM_EXERC), Number(f.VL_CONTA) * 1000, 'itr']).sort());
    const q2 = rs.filter((r) => r.period_end === '2025-06-30' && r.account_code === '3.01');
    expect(q2.map((r) => [r.period_start, r.period_kind])).toEqual([['2025-04-01', 'quarter'], ['2025-01-01', 'year_to_date']]);
    expect(rs.filter((r) => r.period_end === '2025-03-31' && r.account_code === '3.01').map((r) => r.period_kind)).toEqual(['quarter']);
  });

  it('a fourth quarter is never derived: the DFP\'s year is served as filed, labelled year', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_from: '2025-01-01', p_to: '2025-12-31' });
    const december = rs.filter((r) => r.period_end === '2025-12-31');
    expect(new Set(december.map((r) => `${r.doc_type} ${r.period_kind} ${r.period_start}`))).toEqual(new Set(['dfp year 2025-01-01']));
    expect((await rows({ p_id: GAMA.cnpj, p_from: '2025-10-01', p_to: '2025-12-31', p_doc_type: 'itr' }))).toEqual([]);
  });

  it('p_as_of serves the ITR version received by then: GAMA\'s second quarter before and after its re-filing', async () => {
    const body = { p_id: GAMA.cnpj, p_from: '2025-06-30', p_to: '2025-06-30', p_doc_type: 'itr' };
    const quarter = (rs: Row[]) => rs.find((r) => r.account_code === '3.01' && r.period_kind === 'quarter')!;
    const filedQ2 = (version: number) => Number(memberRecords(itrMembers(2025), 'itr_cia_aberta_DRE_con_2025.csv').find((r) => r.CNPJ_CIA === punct(GAMA.cnpj)
      && r.DT_REFER === '2025-06-30' && Number(r.VERSAO) === version && r.DT_INI_EXERC === '2025-04-01' && r.CD_CONTA === '3.01')!.VL_CONTA) * 1000;
    const before = quarter(await rows({ ...body, p_as_of: '2025-09-30' }));
    const after = quarter(await rows(body));
    expect([before.version, before.received_on, Number(before.value)]).toEqual([1, SAMPLE_ITR_RESTATEMENT.received[0], filedQ2(1)]);
    expect([after.version, after.received_on, Number(after.value)]).toEqual([2, SAMPLE_ITR_RESTATEMENT.received[1], filedQ2(2)]);
    expect(filedQ2(2)).not.toBe(filedQ2(1));
    expect(await rows({ ...body, p_as_of: '2025-08-01' })).toEqual([]);
  });

  it('a blank VL_CONTA is NULL in value and value_as_filed, never 0', async () => {
    const rs = await rows({ p_id: OTHER, p_from: '2023-01-01', p_to: '2023-12-31' });
    expect(line(rs, '2023-12-31', '3.02')).toMatchObject({ value: null, value_as_filed: null, fixed_account: false, received_on: null });
  });

  it('UNIDADE values are reais as filed (BETA)', async () => {
    const rs = await rows({ p_id: BETA.cnpj, p_from: '2023-01-01', p_to: '2023-12-31' });
    expect(line(rs, '2023-12-31', '3.01')).toMatchObject({ currency_scale: 'UNIDADE', value: filed(2023, 'dfp_cia_aberta_DRE_con_2023.csv', BETA.cnpj, 1, '3.01') });
  });

  it('p_id as a CVM code (padded or not) or a punctuated CNPJ names the same company', async () => {
    const byCnpj = await rows({ p_id: GAMA.cnpj, p_from: '2023-01-01', p_to: '2025-12-31' });
    expect(byCnpj.length).toBeGreaterThan(0);
    expect(await rows({ p_id: String(GAMA.cdCvm), p_from: '2023-01-01', p_to: '2025-12-31' })).toEqual(byCnpj);
    expect(await rows({ p_id: punct(GAMA.cnpj), p_from: '2023-01-01', p_to: '2025-12-31' })).toEqual(byCnpj);
  });

  it('p_scope ind serves the individual statements', async () => {
    const rs = await rows({ p_id: GAMA.cnpj, p_from: '2025-01-01', p_to: '2025-12-31', p_scope: 'ind' });
    expect(line(rs, '2025-12-31', '3.01')).toMatchObject({ scope: 'ind', value: filed(2025, 'dfp_cia_aberta_DRE_ind_2025.csv', GAMA.cnpj, 1, '3.01') * 1000 });
  });

  it('defaults: the five years before today (the 2025 filing), con', async () => {
    const rs = await rows({ p_id: GAMA.cnpj });
    expect(rs.every((r) => r.scope === 'con')).toBe(true);
    expect(rs.map((r) => r.period_end)).toContain('2025-12-31');
  });

  it('an unknown company answers []', async () => {
    expect(await rows({ p_id: '11111111000111' })).toEqual([]);
    expect(await rows({ p_id: '123' })).toEqual([]);
  });

  it('refuses a p_id that is neither a ticker, a CNPJ nor a CVM code (a name)', async () => {
    expect(await refusal({ p_id: 'Petrobras S.A.' })).toMatchObject({ message: "income_statements: p_id 'Petrobras S.A.' is neither a ticker, a CNPJ nor a CVM code" });
  });

  it('refuses an unknown scope or doc type, listing the valid ones', async () => {
    expect(await refusal({ p_id: ALFA.cnpj, p_scope: 'group' })).toMatchObject({ message: "income_statements: unknown p_scope 'group'", hint: 'Send p_scope as con or ind.' });
    expect(await refusal({ p_id: ALFA.cnpj, p_doc_type: 'fre' })).toMatchObject({ message: "income_statements: unknown p_doc_type 'fre'",
      details: 'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', hint: 'Send p_doc_type as dfp or itr, or leave it out for every filing.' });
  });

  it('refuses p_from after p_to', async () => {
    await refusal({ p_id: ALFA.cnpj, p_from: '2025-01-01', p_to: '2024-01-01' });
  });

  it('refuses more than 1000 rows rather than trimming', async () => {
    const error = await refusal({ p_id: CAPS, p_from: '2021-01-01', p_to: '2021-12-31' });
    expect(String(error.message)).toMatch(/^income_statements: /);
    expect(error.hint).toContain('Narrow p_from/p_to');
  });
});
