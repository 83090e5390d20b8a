// @legs direct postgrest docker
// api.screen_dormant_trend through HTTP, one case per rule, on golden fi months:
// the newest fi month is 2026-10 (still being filed), so the history ends at
// 2026-09. With p_lookback_months 2 and p_history_months 3 the months emitted are
// 2026-07..2026-09, each judged on its own two-month frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
type Month = { period: string; inflows: string | null; redemptions: string | null; quotaholders: string | null; nav: string | null };
const still = (period: string, quotaholders: string, nav: string | null): Month => ({ period, inflows: '0', redemptions: '0', quotaholders, nav });
const active = (period: string): Month => ({ period, inflows: '10', redemptions: '0', quotaholders: '9', nav: '7' });
const months: Record<string, Month[]> = {
  // A: no quotaholder, still 2026-06..2026-10: an empty shell at every emitted month
  [cnpj(1)]: ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01'].map((p) => still(p, '0', '10')),
  // B: parked from 2026-07 (its 2026-07 frame lacks 2026-06, so it counts from 2026-08)
  [cnpj(2)]: ['2026-07-01', '2026-08-01', '2026-09-01'].map((p) => still(p, '2', '100')),
  // C: parked in 2026-07, money in 2026-08, still again in 2026-09 (its 2026-09 frame holds the active month)
  [cnpj(3)]: [still('2026-06-01', '4', '50'), still('2026-07-01', '4', '50'), active('2026-08-01'), still('2026-09-01', '4', '50')],
  // D: still in 2026-07 and 2026-09, nothing filed in 2026-08: never two months in a frame
  [cnpj(4)]: [still('2026-07-01', '1', '30'), still('2026-09-01', '1', '30')],
  // E: parked at 2026-09 with no NAV filed: that month's parked_nav is unknown
  [cnpj(5)]: [still('2026-08-01', '1', '20'), still('2026-09-01', '1', null)],
  // F: money moves every month
  [cnpj(6)]: ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01'].map(active),
};

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_dormant_trend');

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    await kyselyOver(c).insertInto('cvm.fund_month').values(Object.entries(months).flatMap(([id, ms]) => ms.map((m) => ({ entity_type: 'fi', cnpj: id, ...m })))).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const counts = (rows: Awaited<ReturnType<typeof ok>>) => rows.map((r) => [r.period, r.funds_filing, r.empty_shells, r.parked_capital, r.parked_nav]);

describe('screen_dormant_trend', () => {
  it('counts classes filing, empty shells, parked classes and their NAV at every month, oldest first', async () => {
    expect(counts(await ok({ p_lookback_months: 2, p_history_months: 3 }))).toEqual([
      ['2026-07-01', 5, 1, 1, 50],
      ['2026-08-01', 5, 1, 1, 100],
      ['2026-09-01', 6, 1, 2, null],
    ]);
  });

  it('a month with no dormant class counts 0 and parks 0 BRL; a month no class filed has no row', async () => {
    expect(counts(await ok({ p_lookback_months: 3, p_history_months: 5 }))).toEqual([
      ['2026-06-01', 3, 0, 0, 0],
      ['2026-07-01', 5, 0, 0, 0],
      ['2026-08-01', 5, 1, 0, 0],
      ['2026-09-01', 6, 1, 1, 100],
    ]);
  });

  it('p_history_months emits that many months ending at the fi complete period (the newest month is left out)', async () => {
    expect((await ok({ p_history_months: 1 })).map((r) => r.period)).toEqual(['2026-09-01']);
    expect((await ok({ p_history_months: 60 })).map((r) => r.period)).toEqual(['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01']);
  });

  it('carries screen and params (every argument as used) on every row', async () => {
    for (const r of await ok({ p_lookback_months: 2, p_history_months: 3 })) expect(r).toMatchObject({ screen: 'dormant_trend', params: { p_lookback_months: 2, p_history_months: 3 } });
    for (const r of await ok({})) expect(r).toMatchObject({ screen: 'dormant_trend', params: { p_lookback_months: 3, p_history_months: 36 } });
  });

  it('agrees with screen_dormant_funds at the last month', async () => {
    const funds = await (await api.rpc('screen_dormant_funds', { p_lookback_months: 2 })).json();
    const [last] = (await ok({ p_lookback_months: 2, p_history_months: 1 }));
    expect([last.empty_shells, last.parked_capital]).toEqual([
      funds.filter((f: { dormancy: string }) => f.dormancy === 'empty_shell').length,
      funds.filter((f: { dormancy: string }) => f.dormancy === 'parked_capital').length,
    ]);
  });

  it('matches catalog.json screens.dormant_trend defaults', async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.dormant_trend.params).toEqual({ p_lookback_months: 3, p_history_months: 36 });
    expect(await ok(catalog.screens.dormant_trend.params)).toEqual(await ok({}));
  });
});

describe('screen_dormant_trend refusals', () => {
  it('p_lookback_months out of 2..12 or NULL, never clamped', async () => {
    for (const v of [1, 13, null]) expect((await refused({ p_lookback_months: v })).message).toBe(`screen_dormant_trend: p_lookback_months ${v ?? 'NULL'} is out of range`);
  });
  it('p_history_months out of 1..60 or NULL, never clamped', async () => {
    for (const v of [0, 61, null]) {
      const r = await refused({ p_history_months: v });
      expect(r.message).toBe(`screen_dormant_trend: p_history_months ${v ?? 'NULL'} is out of range`);
      expect(r.hint).toBe('Send p_history_months between 1 and 60 (default 36).');
    }
  });
});
