// The sample FIAGRO monthly reports npm start loads: synthetic archives through
// the real loader, the fiagro series (nav, delinquency) served by fund_nav, the
// re-filed month, the blank Vencidos, the stopped class silent.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_FIAGRO, loadSampleFiagro, REFILED_FIAGRO, SAMPLE_FIAGRO_CNPJS, SAMPLE_FIAGRO_MONTHS, STOPPED_FIAGRO } from '../../src/sample/cvm-fiagro-mensal.js';
import { readDb } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  const results = await loadSampleFiagro(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'cvm-fiagro-mensal'), { progress: false });
  expect(results.map((r) => r.status)).toEqual(SAMPLE_FIAGRO_MONTHS.map(() => 'loaded'));
  api = await startApi(env.db);
}, 120_000);
afterAll(() => api?.close());

type Row = Record<string, unknown>;
const call = async (fn: string, body: unknown) => (await (await api.rpc(fn, body)).json()) as Row[];

describe('the sample FIAGRO reports', () => {
  it('start in 2025-05 and are logged as synthetic', async () => {
    expect(SAMPLE_FIAGRO_MONTHS[0]).toBe('2025-05');
    const log = await readDb(env.db.superuserUrl, (db) => db.selectFrom('ingest.ingest_log').select(['source', 'synthetic']).execute());
    expect(new Set(log.map((l) => `${l.source}:${l.synthetic}`))).toEqual(new Set(['cvm-fiagro-mensal:true']));
  });

  it('fund_nav serves nav and delinquency monthly, the re-filed month from version 2, blank Vencidos NULL', async () => {
    const rows = await call('fund_nav', { p_cnpj: SAMPLE_FIAGRO_CNPJS[REFILED_FIAGRO.index], p_to: '2026-10-31' });
    expect(rows.length).toBe(SAMPLE_FIAGRO_MONTHS.length);
    expect(rows.every((r) => r.entity_type === 'fiagro' && Number(r.nav) > 0 && Number(r.delinquency) > 0 && r.quota === null)).toBe(true);
    const refiled = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('cvm.fiagro_monthly').select(['version', 'patrimonio_liquido']).where('cnpj', '=', SAMPLE_FIAGRO_CNPJS[REFILED_FIAGRO.index]).where('reference_date', '=', new Date(`${REFILED_FIAGRO.month}-01T00:00:00Z`)).orderBy('version').execute(),
    );
    expect(refiled.map((r) => r.version)).toEqual([1, 2]);
    expect(rows.find((r) => r.period === `${REFILED_FIAGRO.month}-01`)!.nav).toBe(Number(refiled[1].patrimonio_liquido));
    const blank = await call('fund_nav', { p_cnpj: SAMPLE_FIAGRO_CNPJS[BLANK_FIAGRO.index], p_to: '2026-10-31' });
    expect(blank.every((r) => r.delinquency === null && Number(r.nav) > 0)).toBe(true);
  });

  it('the stopped class is silent', async () => {
    const silent = await call('screen_silent_filers', { p_family: 'fiagro' });
    expect(silent.map((r) => [r.cnpj, r.last_period, r.complete_through, r.months_silent])).toEqual([[SAMPLE_FIAGRO_CNPJS[STOPPED_FIAGRO.index], `${STOPPED_FIAGRO.last}-01`, '2026-09-01', 6]]);
  });
});
