// @legs direct postgrest docker
// api.screen_captive_vehicles through HTTP, one case per rule, on golden monthly fii
// rows (period = first day of the month): each threshold and the window flip exactly
// one fund in and one out.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
const M = 1_000_000;
const MONTHS = ['2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01'];
// per fund, 2025-09..2025-12: [nav, quotaholders]; undefined = no filing
type Series = ([number | null, number | null] | undefined)[];
const FUNDS: Record<string, { id: string; series: Series }> = {
  hit: { id: cnpj(401), series: [undefined, [60 * M, 5], [100 * M, 8], [80 * M, 9]] },
  tenHolders: { id: cnpj(402), series: [undefined, [90 * M, 10], [90 * M, 10], [90 * M, 10]] }, // exactly 10: the ceiling is strict
  atAum: { id: cnpj(403), series: [undefined, [50 * M, 3], [50 * M, 3], [50 * M, 3]] }, // exactly R$50 M: the floor is strict
  fewBefore: { id: cnpj(404), series: [[70 * M, 3], [70 * M, 50], [70 * M, 50], [70 * M, 50]] }, // few holders only before the window
  blankHolders: { id: cnpj(405), series: [undefined, [200 * M, null], [200 * M, null], [200 * M, null]] }, // never read as 0
  blankMonth: { id: cnpj(406), series: [undefined, [null, 2], [120 * M, 2], [120 * M, null]] }, // blanks left out of max and min
};

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_captive_vehicles');
const ids = async (body: Record<string, unknown>) => (await ok(body)).map((r) => r.cnpj);

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('cvm.fund_month').values(Object.values(FUNDS).flatMap(({ id, series }) =>
      series.flatMap((v, i) => (v ? [{ entity_type: 'fii', cnpj: id, period: MONTHS[i], nav: v[0] === null ? null : String(v[0]), quotaholders: v[1] === null ? null : String(v[1]) }] : [])))).execute();
    await k.insertInto('cvm.fund_registry').values({ cnpj: FUNDS.hit.id, entity_type: 'fii', fund_name: 'FII CATIVO', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' }).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('screen_captive_vehicles', () => {
  it('lists the funds over the NAV floor and under the quotaholder ceiling in the last 3 months held, largest NAV first', async () => {
    const rows = await ok({});
    expect(rows.map((r) => r.cnpj)).toEqual([FUNDS.blankMonth.id, FUNDS.hit.id]);
    expect(rows[1]).toEqual({
      cnpj: FUNDS.hit.id, fund_name: 'FII CATIVO', status: 'EM FUNCIONAMENTO NORMAL', window_from: '2025-10-01', window_to: '2025-12-01',
      months_observed: 3, latest_period: '2025-12-01', max_nav: 100 * M, min_quotaholders: 5, screen: 'captive_vehicles',
      params: { p_lookback_months: 3, p_max_investors: 10, p_min_aum: 50000000 },
    });
  });

  it('blank NAV or quotaholders are left out of the maximum and the minimum, never read as 0', async () => {
    expect((await ok({})).find((r) => r.cnpj === FUNDS.blankMonth.id)).toMatchObject({ months_observed: 3, max_nav: 120 * M, min_quotaholders: 2 });
    expect(await ids({ p_max_investors: 1000, p_min_aum: 0 })).not.toContain(FUNDS.blankHolders.id);
  });

  it('p_max_investors is strict: exactly 10 quotaholders is out, 11 lets it in', async () => {
    expect(await ids({ p_max_investors: 11 })).toEqual([FUNDS.blankMonth.id, FUNDS.hit.id, FUNDS.tenHolders.id]);
  });

  it('p_min_aum is strict: a NAV of exactly the floor is out, below it in', async () => {
    expect(await ids({ p_min_aum: 49999999 })).toEqual([FUNDS.blankMonth.id, FUNDS.hit.id, FUNDS.atAum.id]);
  });

  it('p_lookback_months widens the window back to a month with few quotaholders', async () => {
    const rows = await ok({ p_lookback_months: 4 });
    expect(rows.map((r) => r.cnpj)).toEqual([FUNDS.blankMonth.id, FUNDS.hit.id, FUNDS.fewBefore.id]);
    expect(rows[2]).toMatchObject({ window_from: '2025-09-01', months_observed: 4, min_quotaholders: 3 });
  });

  it('nothing under the ceiling answers []', async () => {
    expect(await ok({ p_max_investors: 1 })).toEqual([]);
  });

  it('matches catalog.json screens.captive_vehicles defaults', async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.captive_vehicles.params).toEqual({ p_lookback_months: 3, p_max_investors: 10, p_min_aum: 50000000 });
    expect(await ok(catalog.screens.captive_vehicles.params)).toEqual(await ok({}));
  });
});

describe('screen_captive_vehicles refusals', () => {
  it('out-of-range or NULL thresholds, never clamped', async () => {
    for (const [body, arg] of [
      [{ p_lookback_months: 0 }, 'p_lookback_months'], [{ p_lookback_months: 37 }, 'p_lookback_months'], [{ p_lookback_months: null }, 'p_lookback_months'],
      [{ p_max_investors: 0 }, 'p_max_investors'], [{ p_max_investors: 1001 }, 'p_max_investors'], [{ p_max_investors: null }, 'p_max_investors'],
      [{ p_min_aum: -1 }, 'p_min_aum'], [{ p_min_aum: null }, 'p_min_aum'],
    ] as const) {
      expect((await refused(body)).message).toMatch(new RegExp(`^screen_captive_vehicles: ${arg} .* is out of range$`));
    }
  });

  it('more than 1000 rows, with the thresholds as the way out', async () => {
    await withClient(db.superuserUrl, (c) => sql`insert into cvm.fund_month (entity_type, cnpj, period, nav, quotaholders)
      select 'fii', lpad((70000 + g)::text, 14, '0'), date '2025-12-01', 60000000, 9 from generate_series(1, 1001) g`.execute(kyselyOver(c)));
    const refusal = await refused({});
    expect(refusal.message).toBe('screen_captive_vehicles: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(refusal.hint).toMatch(/^Lower p_max_investors or raise p_min_aum/);
    expect(await ids({ p_max_investors: 9 })).toEqual([FUNDS.blankMonth.id, FUNDS.hit.id]);
  });
});
