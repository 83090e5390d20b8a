// @legs direct postgrest docker
// api.curve_history through HTTP on hand-made golden vertices: a published
// vertex served as is, a flat-forward interpolation computed here by hand, NULL
// outside the published range, the default window and the refusals.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTaxaSwapFile } from '../../src/ingest/b3-taxa-swap/load.js';
import { taxaSwapFile } from '../../src/sample/b3-taxa-swap.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { GOLDEN } from '../helpers/taxa-swap.js';
import { tempDir } from '../ingest/support.js';

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  for (const [day, curves] of Object.entries(GOLDEN)) {
    const file = path.join(dir, `TaxaSwap_${day}.txt`);
    const vertices = Object.entries(curves).flatMap(([curve, vs]) => vs.map(([businessDays, calendarDays, rate, kind, code]) => ({ curve, description: 'golden', calendarDays, businessDays, rate, kind, code })));
    fs.writeFileSync(file, taxaSwapFile(day, vertices));
    await loadTaxaSwapFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  }
  // 1001 sessions of a curve BIG, one vertex each, written straight into the tables (a loaded file's ingest id)
  const client = new pg.Client({ connectionString: db.superuserUrl });
  await client.connect();
  await client.query(`insert into b3.reference_rate_session (session_date, status, vertex_count, ingest_id)
    select d, 'loaded', 1, (select min(id) from ingest.ingest_log) from generate_series(date '2010-01-01', date '2010-01-01' + 1000, interval '1 day') d`);
  await client.query(`insert into b3.reference_rate (curve, trade_date, calendar_days, business_days, rate, vertex_type, vertex_code, ingest_id)
    select 'BIG', d, 30, 21, 10, 'F', 30, (select min(id) from ingest.ingest_log) from generate_series(date '2010-01-01', date '2010-01-01' + 1000, interval '1 day') d`);
  await client.end();
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'curve_history');
const window = { p_from: '2024-01-01', p_to: '2024-01-31' };

/** Flat-forward on 252 business days between (d1, r1) and (d2, r2), % a year, computed here from the definition. */
function flatForward(d1: number, r1: number, d2: number, r2: number, d: number): number {
  const f1 = (1 + r1 / 100) ** (d1 / 252);
  const f2 = (1 + r2 / 100) ** (d2 / 252);
  const f = f1 * (f2 / f1) ** ((d - d1) / (d2 - d1));
  return (f ** (252 / d) - 1) * 100;
}

describe('curve_history', () => {
  it('serves a published vertex as is, with its calendar days, kind and code', async () => {
    const rows = await ok({ p_curve: 'GLD', p_tenor_days: 252, ...window });
    expect(rows.map((r) => [r.trade_date, r.rate, r.interpolated, r.calendar_days, r.vertex_type, r.vertex_code, r.lower_business_days, r.upper_business_days])).toEqual([
      ['2024-01-02', 12, false, 366, 'F', 360, null, null],
      ['2024-01-03', 12.2, false, 365, 'F', 360, null, null],
      ['2024-01-04', 12.1, false, 366, 'F', 360, null, null],
    ]);
  });

  it('interpolates flat-forward on 252 business days between the two nearest vertices when the session has none at the tenor', async () => {
    const [first, second] = await ok({ p_curve: 'GLD', p_tenor_days: 42, ...window });
    // 2024-01-02 has vertices at 21 (10.5%) and 63 (11%) business days, none at 42
    expect(first).toMatchObject({ trade_date: '2024-01-02', interpolated: true, calendar_days: null, vertex_type: null, vertex_code: null, lower_business_days: 21, lower_rate: 10.5, upper_business_days: 63, upper_rate: 11 });
    expect(first.rate).toBeCloseTo(flatForward(21, 10.5, 63, 11, 42), 6);
    expect(first.rate).toBe(Number(flatForward(21, 10.5, 63, 11, 42).toFixed(7)));
    // 2024-01-03 published a moving vertex at 42 business days: served as is
    expect(second).toMatchObject({ trade_date: '2024-01-03', rate: 10.8, interpolated: false, calendar_days: 60, vertex_type: 'M', vertex_code: 60 });
  });

  it('is NULL outside the published range, never extrapolated', async () => {
    const longer = await ok({ p_curve: 'GLD', p_tenor_days: 300, ...window });
    expect(longer.map((r) => [r.trade_date, r.rate, r.interpolated, r.lower_business_days, r.upper_business_days])).toEqual([
      ['2024-01-02', null, null, null, null],
      ['2024-01-03', null, null, null, null],
      ['2024-01-04', null, null, null, null],
    ]);
    // 2024-01-04 starts at 5 business days: 3 is before it
    expect((await ok({ p_curve: 'GLD', p_tenor_days: 3, p_from: '2024-01-04', p_to: '2024-01-04' })).map((r) => [r.rate, r.interpolated])).toEqual([[null, null]]);
  });

  it('defaults to the 12 months before p_to, oldest first; a window without sessions is []', async () => {
    expect((await ok({ p_curve: 'GLD', p_tenor_days: 252, p_to: '2024-12-31' })).map((r) => r.trade_date)).toEqual(['2024-01-02', '2024-01-03', '2024-01-04']);
    expect(await ok({ p_curve: 'GLD', p_tenor_days: 252, p_to: '2025-06-30' })).toEqual([]);
  });

  it('serves only the sessions that published the curve', async () => {
    expect((await ok({ p_curve: 'pre', p_tenor_days: 252, ...window })).map((r) => [r.trade_date, r.curve, r.rate])).toEqual([['2024-01-02', 'PRE', 10.25]]);
  });

  it('refuses an unknown curve, listing the codes held', async () => {
    const error = await refused({ p_curve: 'XYZ', p_tenor_days: 252 });
    expect(error.message).toBe("curve_history: unknown curve 'XYZ'");
    expect(error.details).toBe('Curve codes held: BIG, GLD, PRE.');
  });

  it('refuses a tenor outside 1..99999 business days', async () => {
    const error = await refused({ p_curve: 'GLD', p_tenor_days: 0 });
    expect(error.message).toBe('curve_history: p_tenor_days 0 is out of range');
    expect(error.hint).toMatch(/business days/);
  });

  it('refuses p_from after p_to', async () => {
    expect((await refused({ p_curve: 'GLD', p_tenor_days: 252, p_from: '2024-02-01', p_to: '2024-01-01' })).message).toBe('curve_history: p_from (2024-02-01) is after p_to (2024-01-01)');
  });

  it('refuses a window above 1000 rows, and serves 1000', async () => {
    const error = await refused({ p_curve: 'BIG', p_tenor_days: 21, p_from: '2010-01-01', p_to: '2012-12-31' });
    expect(error.message).toMatch(/^curve_history: /);
    expect(error.hint).toMatch(/Narrow p_from\/p_to/);
    expect((await ok({ p_curve: 'BIG', p_tenor_days: 21, p_from: '2010-01-01', p_to: '2012-09-26' })).length).toBe(1000);
  });
});
