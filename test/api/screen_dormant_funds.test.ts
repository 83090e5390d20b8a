// @legs direct postgrest docker
// api.screen_dormant_funds through HTTP, one case per rule, on golden fi months:
// the newest fi month is 2026-10 (still being filed), so the series is complete
// through 2026-09 and the default window is 2026-07..2026-09. Each class below
// differs from a listed one by exactly one condition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
const C = {
  shell: cnpj(1), parked: cnpj(2), big: cnpj(3), inflow: cnpj(4), redemption: cnpj(5), nullFlow: cnpj(6),
  nullHolders: cnpj(7), gap: cnpj(8), short: cnpj(9), newestOnly: cnpj(10), noNav: cnpj(11),
};
const WINDOW = ['2026-07-01', '2026-08-01', '2026-09-01'];
const CROWD = 1001; // parked classes still only in 2026-08 and 2026-09 (nav 1): above one page at p_lookback_months 2

type Month = { period: string; inflows?: string | null; redemptions?: string | null; quotaholders?: string | null; nav?: string | null };
const still = (period: string, quotaholders = '3', nav: string | null = '100000'): Month => ({ period, inflows: '0', redemptions: '0', quotaholders, nav });
const months: Record<string, Month[]> = {
  [C.shell]: [...WINDOW.map((p) => still(p, '0', '1000')), still('2026-10-01', '0', '1000')],
  // one month with a quotaholder makes it parked capital, not a shell
  [C.parked]: [still(WINDOW[0], '0'), still(WINDOW[1], '0'), still(WINDOW[2], '1', '5000000')],
  [C.big]: WINDOW.map((p) => still(p, '40', '2000000000')),
  [C.inflow]: [still(WINDOW[0]), { ...still(WINDOW[1]), inflows: '10' }, still(WINDOW[2])],
  [C.redemption]: [still(WINDOW[0]), still(WINDOW[1]), { ...still(WINDOW[2]), redemptions: '0.01' }],
  // NULL is not zero: an unreported month disqualifies
  [C.nullFlow]: [still(WINDOW[0]), { ...still(WINDOW[1]), inflows: null }, still(WINDOW[2])],
  [C.nullHolders]: [{ ...still(WINDOW[0]), quotaholders: null }, still(WINDOW[1]), still(WINDOW[2])],
  // a month not filed: three still months that are not the window's three
  [C.gap]: [still('2026-06-01'), still(WINDOW[0]), still(WINDOW[2])],
  [C.short]: [still(WINDOW[1], '2', '300'), still(WINDOW[2], '2', '300')],
  // still in the newest (incomplete) month instead of the window's first
  [C.newestOnly]: [{ ...still(WINDOW[0]), inflows: '5' }, still(WINDOW[1]), still(WINDOW[2]), still('2026-10-01')],
  [C.noNav]: [still(WINDOW[0]), still(WINDOW[1]), still(WINDOW[2], '3', null)],
};

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_dormant_funds');

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('cvm.fund_month').values(Object.entries(months).flatMap(([id, ms]) => ms.map((m) => ({ entity_type: 'fi', cnpj: id, ...m })))).execute();
    await k.insertInto('cvm.fund_month').values(Array.from({ length: CROWD }, (_, i) => [
      { entity_type: 'fi', cnpj: cnpj(10_000 + i), period: WINDOW[0], inflows: '5', redemptions: '0', quotaholders: '3', nav: '1' },
      { entity_type: 'fi', cnpj: cnpj(10_000 + i), ...still(WINDOW[1], '3', '1') },
      { entity_type: 'fi', cnpj: cnpj(10_000 + i), ...still(WINDOW[2], '3', '1') },
    ]).flat()).execute();
    // fidc and fii rows with zero-like values are never screened (no monthly flows filed)
    await k.insertInto('cvm.fund_month').values({ entity_type: 'fii', cnpj: cnpj(99), period: '2026-11-01', nav: '1' }).execute();
    await k.insertInto('cvm.fund_registry').values({ cnpj: C.shell, entity_type: 'fi', fund_name: 'FUNDO CASCA', status: 'EM FUNCIONAMENTO NORMAL', origin: 'cad_fi' }).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const ids = (rows: Awaited<ReturnType<typeof ok>>) => rows.map((r) => r.cnpj);

describe('screen_dormant_funds', () => {
  it('lists the classes still in every month of the window ending at the fi complete period, largest last NAV first', async () => {
    const rows = await ok({});
    expect(ids(rows)).toEqual([C.big, C.parked, C.shell, C.noNav]);
    expect(rows[2]).toMatchObject({
      fund_name: 'FUNDO CASCA', status: 'EM FUNCIONAMENTO NORMAL', window_from: '2026-07-01', window_to: '2026-09-01',
      months_observed: 3, max_quotaholders: 0, last_nav: 1000, dormancy: 'empty_shell',
    });
    expect(rows[0]).toMatchObject({ fund_name: null, status: null });
  });

  it('classes a class with a quotaholder in any month as parked_capital, with the largest count', async () => {
    const rows = await ok({ p_dormancy: 'parked_capital' });
    expect(ids(rows)).toEqual([C.big, C.parked, C.noNav]);
    expect(rows[1]).toMatchObject({ max_quotaholders: 1, last_nav: 5000000, dormancy: 'parked_capital' });
    expect(ids(await ok({ p_dormancy: ' EMPTY_SHELL ' }))).toEqual([C.shell]);
  });

  it('leaves out a month with money in, money out, unreported flows or quotaholders, a missing month, or still only in the newest month', async () => {
    const listed = new Set(ids(await ok({})));
    for (const out of [C.inflow, C.redemption, C.nullFlow, C.nullHolders, C.gap, C.short, C.newestOnly]) expect(listed.has(out)).toBe(false);
  });

  it('p_lookback_months sets the window: two months let in the classes still since 2026-08', async () => {
    const rows = await ok({ p_lookback_months: 2, p_min_nav: 300 });
    expect(ids(rows)).toEqual([C.big, C.parked, C.nullHolders, C.newestOnly, C.shell, C.short]);
    expect(rows.at(-1)).toMatchObject({ window_from: '2026-08-01', window_to: '2026-09-01', months_observed: 2, max_quotaholders: 2, last_nav: 300 });
  });

  it('p_min_nav keeps last_nav at or above it; a class with no NAV filed is then left out (NULL is not 0)', async () => {
    expect(ids(await ok({ p_min_nav: 5000000 }))).toEqual([C.big, C.parked]);
    expect(ids(await ok({ p_min_nav: 0 }))).toEqual([C.big, C.parked, C.shell]);
    expect((await ok({})).find((r) => r.cnpj === C.noNav)).toMatchObject({ last_nav: null });
  });

  it('carries screen and params (every argument as used, output filters included) on every row', async () => {
    const rows = await ok({ p_lookback_months: 3, p_dormancy: 'Parked_Capital', p_min_nav: 1000 });
    expect(rows.length).toBe(2);
    for (const r of rows) expect(r).toMatchObject({ screen: 'dormant_funds', params: { p_lookback_months: 3, p_dormancy: 'parked_capital', p_min_nav: 1000 } });
    for (const r of await ok({})) expect(r).toMatchObject({ screen: 'dormant_funds', params: { p_lookback_months: 3, p_dormancy: null, p_min_nav: null } });
  });

  it('matches catalog.json screens.dormant_funds defaults', async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.dormant_funds.params).toEqual({ p_lookback_months: 3, p_dormancy: null, p_min_nav: null });
    expect(await ok(catalog.screens.dormant_funds.params)).toEqual(await ok({}));
    expect(catalog.enums.screen_dormant_funds).toEqual({ dormancy: ['empty_shell', 'parked_capital'], p_dormancy: ['empty_shell', 'parked_capital'] });
  });
});

describe('screen_dormant_funds refusals', () => {
  it('p_lookback_months out of 2..12 or NULL, never clamped', async () => {
    for (const v of [1, 13, null]) {
      const r = await refused({ p_lookback_months: v });
      expect(r.message).toBe(`screen_dormant_funds: p_lookback_months ${v ?? 'NULL'} is out of range`);
      expect(r.details).toBe('p_lookback_months must be between 2 and 12; arguments are never clamped.');
    }
  });
  it('a negative p_min_nav', async () => {
    expect((await refused({ p_min_nav: -1 })).message).toBe('screen_dormant_funds: p_min_nav -1 is out of range');
  });
  it('an unknown p_dormancy', async () => {
    const r = await refused({ p_dormancy: 'zombie' });
    expect(r.message).toBe("screen_dormant_funds: unknown p_dormancy 'zombie'");
    expect(r.hint).toBe('Send p_dormancy as empty_shell or parked_capital, or null for both.');
  });
  it('more than 1000 rows, with how to narrow', async () => {
    const r = await refused({ p_lookback_months: 2 });
    expect(r.hint).toBe('Pin p_dormancy and walk p_min_nav bands (keep classes whose last NAV is at least p_min_nav).');
  });
});
