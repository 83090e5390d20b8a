// The sample FIP reports npm start loads: synthetic files through the real
// loader, the fip series (nav on 31 December) served by fund_nav, the restated
// year-end NULL, the stopped fund silent.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleFip, RESTATED_FIP, SAMPLE_FIP_CNPJS, STOPPED_FIP } from '../../src/sample/cvm-fip.js';
import { readDb } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  const results = await loadSampleFip(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'cvm-fip'), { progress: false });
  expect(results.map((r) => [r.fileName, r.status])).toEqual([
    ['inf_trimestral_fip_2023.csv', 'loaded'],
    ['inf_quadrimestral_fip_2024.csv', 'loaded'],
    ['inf_quadrimestral_fip_2025.csv', 'loaded'],
    ['inf_quadrimestral_fip_2026.csv', 'loaded'],
  ]);
  api = await startApi(env.db);
}, 120_000);
afterAll(() => api?.close());

type Row = Record<string, unknown>;
const call = async (fn: string, body: unknown) => (await (await api.rpc(fn, body)).json()) as Row[];

describe('the sample FIP reports', () => {
  it('are logged as synthetic', async () => {
    const log = await readDb(env.db.superuserUrl, (db) => db.selectFrom('ingest.ingest_log').select(['source', 'synthetic']).execute());
    expect(log.map((l) => [l.source, l.synthetic])).toEqual(Array(4).fill(['cvm-fip', true]));
  });

  it('fund_nav serves each FIP on 31 December of 2023, 2024 and 2025 (p_to asks for the newest year-end)', async () => {
    const rows = await call('fund_nav', { p_cnpj: SAMPLE_FIP_CNPJS[0], p_to: '2025-12-31' });
    expect(rows.map((r) => [r.entity_type, r.period])).toEqual([['fip', '2023-12-31'], ['fip', '2024-12-31'], ['fip', '2025-12-31']]);
    expect(rows.every((r) => Number(r.nav) > 0 && r.quota === null && r.delinquency === null)).toBe(true);
  });

  it('the restated year-end holds NULL; the stopped fund is silent 24 months before the 2025 year-end is complete', async () => {
    const restated = await call('fund_nav', { p_cnpj: SAMPLE_FIP_CNPJS[RESTATED_FIP.index], p_from: RESTATED_FIP.date, p_to: RESTATED_FIP.date });
    expect(restated.map((r) => [r.period, r.nav])).toEqual([[RESTATED_FIP.date, null]]);
    const silent = await call('screen_silent_filers', { p_family: 'fip' });
    expect(silent.map((r) => [r.cnpj, r.last_period, r.complete_through, r.months_silent])).toEqual([[SAMPLE_FIP_CNPJS[STOPPED_FIP.index], STOPPED_FIP.last, '2024-12-31', 12]]);
  });
});
