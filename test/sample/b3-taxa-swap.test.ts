// The sample reference-rate curves npm start loads: the genuine APR session of
// 2014-12-12 as exchange rows, the synthetic PRE, DOC and DPL sessions as
// synthetic rows, each written in the exchange's layout and read by the loader.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleCurves, SAMPLE_CURVE_LAST_DAY, SAMPLE_CURVES, syntheticCurve, taxaSwapLine } from '../../src/sample/b3-taxa-swap.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  const results = await loadSampleCurves(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'b3-taxa-swap'), { progress: false });
  expect(results.map((r) => r.status)).toEqual(Array(1 + 5).fill('loaded'));
  api = await startApi(env.db);
});
afterAll(() => api?.close());

const call = async (fn: string, body: unknown) => (await (await api.rpc(fn, body)).json()) as Record<string, string | number | boolean | null>[];

describe('the sample curves', () => {
  it('writes records at the layout document positions', () => {
    const line = taxaSwapLine(1, '2026-11-19', { curve: 'PRE', description: 'DI x pre', calendarDays: 31, businessDays: 19, rate: 14.9, kind: 'F', code: 30 });
    expect(line).toBe('000001001012026111' + '9T1PRE  DI x pre       0003100019+00000149000000F00030');
    expect(line.length).toBe(72);
  });

  it('every synthetic curve answers on the newest session, as synthetic, with fixed and moving vertices', async () => {
    for (const curve of SAMPLE_CURVES) {
      const rows = await call('curve', { p_curve: curve });
      expect(rows.length).toBe(syntheticCurve(curve, SAMPLE_CURVE_LAST_DAY, 4).length);
      expect(new Set(rows.map((r) => `${r.trade_date}|${r.source}`))).toEqual(new Set([`${SAMPLE_CURVE_LAST_DAY}|synthetic_sample`]));
      expect(new Set(rows.map((r) => r.vertex_type))).toEqual(new Set(['F', 'M']));
    }
  });

  it('the genuine APR session is served as the exchange published it', async () => {
    const rows = await call('curve', { p_curve: 'APR' });
    expect([rows.length, rows[0].trade_date, rows[0].source]).toEqual([348, '2014-12-12', 'b3_taxa_swap']);
  });

  it('the one-year PRE tenor through the week, published or interpolated', async () => {
    const rows = await call('curve_history', { p_curve: 'PRE', p_tenor_days: 252, p_to: SAMPLE_CURVE_LAST_DAY });
    expect(rows.map((r) => r.trade_date)).toEqual(['2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    expect(rows.every((r) => typeof r.rate === 'number' && r.interpolated !== null)).toBe(true);
  });
});
