// The FIDC screens on the sample monthly reports npm start loads: the defaults
// answer rows, and each row's first/last figures are those of the monthly
// series read back independently of the screen.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadSampleFiiFidc } from '../../src/sample/cvm-fii-fidc/index.js';
import { withClient } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  await loadSampleFiiFidc(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'cvm-fii-fidc'), { progress: false });
  api = await startApi(env.db);
}, 240_000);
afterAll(() => api?.close());

type Row = { cnpj: string; driver: string; first_month: string; last_month: string; delta_brl: number; delta_pp: number; stopped_reporting: boolean };

describe('screen_delinquency_drivers on the sample', () => {
  it("answers the defaults with rows whose deltas are the series' first and last observations", async () => {
    const res = await api.rpc('screen_delinquency_drivers', {});
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.driver)).size).toBeGreaterThan(2);
    const series = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c).selectFrom('cvm.fund_month').select(['cnpj', 'period', 'delinquency']).where('entity_type', '=', 'fidc').execute(),
    );
    const at = (cnpj: string, month: string) => Number(series.find((s) => s.cnpj === cnpj && s.period.toISOString().slice(0, 10) === month)!.delinquency);
    for (const r of rows) expect(r.delta_brl).toBeCloseTo(at(r.cnpj, r.last_month) - at(r.cnpj, r.first_month), 2);
  });
});
