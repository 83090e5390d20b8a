// The synthetic listed companies npm start loads: every file through the real
// loaders, labelled synthetic in the API, the restatement visible through
// p_as_of, and a second load skipping what is held.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleCompanies, SAMPLE_COMPANIES, SAMPLE_ITR_RESTATEMENT, SAMPLE_RESTATEMENT } from '../../src/sample/cvm-companies.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { query } from '../ingest/cvm-files/support.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
const dir = () => path.join(env.dataDir, 'sample', 'cvm-companies');
beforeAll(async () => {
  const results = await loadSampleCompanies(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
  expect(results.map((r) => r.status)).toEqual(Array(5).fill('loaded'));
  api = await startApi(env.db);
});
afterAll(() => api?.close());

type Row = Record<string, unknown>;
const call = async (fn: string, body: Row) => (await (await api.rpc(fn, body)).json()) as Row[];

describe('the sample listed companies', () => {
  it('answers as synthetic_sample; ALFA\'s 2024 revenue changes when its restatement is received', async () => {
    const body = { p_id: String(SAMPLE_RESTATEMENT.cnpj), p_from: '2024-01-01', p_to: '2024-12-31' };
    const before = (await call('income_statements', { ...body, p_as_of: SAMPLE_RESTATEMENT.received[0] })).find((r) => r.account_code === '3.01')!;
    const after = (await call('income_statements', body)).find((r) => r.account_code === '3.01')!;
    expect([before.version, after.version, before.source, after.source]).toEqual([1, 2, 'synthetic_sample', 'synthetic_sample']);
    expect(Number(after.value)).toBe(Math.round(Number(before.value_as_filed) * SAMPLE_RESTATEMENT.factor) * 1000);
  });

  it('the ITR year answers each quarter and its year to date; GAMA\'s re-filed second quarter shows from its receipt', async () => {
    const body = { p_id: SAMPLE_ITR_RESTATEMENT.cnpj, p_from: '2025-06-30', p_to: '2025-06-30', p_doc_type: 'itr' };
    const revenue = (rs: Row[]) => rs.filter((r) => r.account_code === '3.01').map((r) => [r.period_kind, r.version, r.source]);
    expect(revenue(await call('income_statements', { ...body, p_as_of: SAMPLE_ITR_RESTATEMENT.received[0] }))).toEqual([['quarter', 1, 'synthetic_sample'], ['year_to_date', 1, 'synthetic_sample']]);
    expect(revenue(await call('income_statements', body))).toEqual([['quarter', 2, 'synthetic_sample'], ['year_to_date', 2, 'synthetic_sample']]);
  });

  it('the register holds one row per company and market, named as synthetic companies', async () => {
    const rows = await query<{ cd_cvm: number; tp_merc: string }>(env.db.superuserUrl, 'select cd_cvm, tp_merc from cvm.cad_cia_aberta order by cd_cvm, tp_merc');
    expect(rows).toEqual(SAMPLE_COMPANIES.flatMap((c) => [...c.markets].sort().map((m) => ({ cd_cvm: c.cdCvm, tp_merc: m }))));
  });

  it('a second load skips every file already held', async () => {
    const again = await loadSampleCompanies(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
    expect(again.map((r) => r.status)).toEqual(Array(5).fill('skipped'));
  });
});
