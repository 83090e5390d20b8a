// @legs direct postgrest docker
// api.screen_silent_filers through HTTP, one case per rule, on golden monthly
// series: funds 0..25 months behind their family's complete-through period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
// fi: the family's newest month is 2026-10 (still being filed), so it is complete through 2026-09
const FI = { current: cnpj(1), behind2: cnpj(2), behind3: cnpj(3), behind24: cnpj(4), behind25: cnpj(5) };
const FI_LAST: Record<string, string> = { [FI.current]: '2026-10-01', [FI.behind2]: '2026-07-01', [FI.behind3]: '2026-06-01', [FI.behind24]: '2024-09-01', [FI.behind25]: '2024-08-01' };
// fidc periods are month ends: complete through 2026-09-30
const FIDC_BEHIND4 = cnpj(6);
const CROWD = 1001; // fii funds 5 months behind, for the row cap

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_silent_filers');

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('cvm.fund_month').values([
      ...Object.entries(FI_LAST).map(([id, period]) => ({ entity_type: 'fi', cnpj: id, period, nav: '1' })),
      { entity_type: 'fi', cnpj: FI.behind3, period: '2026-05-01', nav: '1' },
      { entity_type: 'fidc', cnpj: cnpj(7), period: '2026-10-31', nav: '1' },
      { entity_type: 'fidc', cnpj: FIDC_BEHIND4, period: '2026-05-31', nav: '1' },
      { entity_type: 'fii', cnpj: cnpj(8), period: '2026-10-01', nav: '1' },
      ...Array.from({ length: CROWD }, (_, i) => ({ entity_type: 'fii', cnpj: cnpj(10_000 + i), period: '2026-04-01', nav: '1' })),
    ]).execute();
    await k.insertInto('cvm.fund_registry').values({ cnpj: FI.behind3, entity_type: 'fi', fund_name: 'FUNDO TRES MESES', status: 'EM FUNCIONAMENTO NORMAL', origin: 'cad_fi' }).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('screen_silent_filers', () => {
  it('lists funds 3..24 months behind their family by default, most silent first, with the registry name and status', async () => {
    const rows = await ok({ p_family: 'fi' });
    expect(rows.map((r) => [r.cnpj, r.months_silent])).toEqual([[FI.behind24, 24], [FI.behind3, 3]]);
    expect(rows[1]).toMatchObject({ fund_family: 'fi', fund_name: 'FUNDO TRES MESES', status: 'EM FUNCIONAMENTO NORMAL', last_period: '2026-06-01', complete_through: '2026-09-01' });
    expect(rows[0]).toMatchObject({ fund_name: null, status: null });
  });

  it('carries screen and params (every argument as used) on every row, so the call can be replayed', async () => {
    const rows = await ok({ p_min_silent_months: 2, p_max_silent_months: 25, p_family: 'FI' });
    expect(rows.map((r) => r.months_silent)).toEqual([25, 24, 3, 2]);
    for (const r of rows) expect(r).toMatchObject({ screen: 'silent_filers', params: { p_min_silent_months: 2, p_max_silent_months: 25, p_family: 'fi' } });
  });

  it('measures fidc on month ends against its own family', async () => {
    expect((await ok({ p_family: 'fidc' })).map((r) => [r.cnpj, r.months_silent, r.complete_through])).toEqual([[FIDC_BEHIND4, 4, '2026-09-30']]);
  });

  it('accepts fip and fiagro and answers [] when neither series is held (fip-fiagro-families.test.ts has their rows)', async () => {
    expect(await ok({ p_family: 'fip' })).toEqual([]);
    expect(await ok({ p_family: 'fiagro' })).toEqual([]);
  });

  it('matches catalog.json screens.silent_filers defaults', async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.silent_filers.params).toEqual({ p_min_silent_months: 3, p_max_silent_months: 24, p_family: null });
    // the catalog's defaults are the function's: sending them changes nothing
    expect(await ok({ ...catalog.screens.silent_filers.params, p_family: 'fi' })).toEqual(await ok({ p_family: 'fi' }));
  });
});

describe('screen_silent_filers refusals', () => {
  it('out-of-range thresholds, never clamped', async () => {
    for (const body of [{ p_min_silent_months: 0 }, { p_min_silent_months: 5, p_max_silent_months: 4 }, { p_max_silent_months: 241 }, { p_min_silent_months: null }]) {
      expect((await refused(body)).message).toMatch(/^screen_silent_filers: months .* are out of range$/);
    }
  });
  it('an unknown family', async () => {
    expect((await refused({ p_family: 'fmiee' })).details).toBe('Families: fi, fidc, fii, fip, fiagro.');
  });
  it('more than 1000 rows, with how to narrow', async () => {
    expect((await refused({})).hint).toBe('Raise p_min_silent_months, lower p_max_silent_months, or pin p_family.');
  });
});
