// @legs direct postgrest docker
// api.screen_evergreen_aging through HTTP, one case per rule, on golden tab VI rows
// (the > 1080-day band and the filed overdue total, 2025-01..2025-12): each threshold,
// the R$100k floor and the window flip exactly one fund in and one out.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
const monthEnd = (i: number) => new Date(Date.UTC(2025, i + 1, 0)).toISOString().slice(0, 10); // i = 0 -> 2025-01-31
const M = 1_000_000;
// per fund, 2025-01..2025-12: [filed overdue total, > 1080-day band]
type Series = [number, number | null][];
const months = (f: (i: number) => [number, number | null]): Series => Array.from({ length: 12 }, (_, i) => f(i));
const FUNDS: Record<string, { id: string; series: Series }> = {
  hit: { id: cnpj(501), series: months((i) => [M, i === 3 ? null : 0.75 * M]) }, // 75 % flat; one blank band month
  atPeak: { id: cnpj(502), series: months(() => [M, 0.7 * M]) }, // exactly 70 %: the peak is strict
  atVariation: { id: cnpj(503), series: months((i) => [M, (i % 2 ? 0.85 : 0.75) * M]) }, // alternates 75 % and 85 %: moves exactly 10 p.p. in any window, strict
  atFloor: { id: cnpj(504), series: months(() => [100000, 90000]) }, // 90 % of exactly R$100k overdue: below the floor
  recent: { id: cnpj(505), series: months((i) => [M, (i < 9 ? 0.4 : 0.8) * M]) }, // 80 % only in the last 3 months
};

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_evergreen_aging');
const ids = async (body: Record<string, unknown>) => (await ok(body)).map((r) => r.cnpj);

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-fidc-mensal', file_name: 'golden', sha256: 'a'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await k.insertInto('cvm.fidc_tab_vi').values(Object.values(FUNDS).flatMap(({ id: fund, series }) => series.map(([total, tail], i) => ({
      cnpj: fund, reference_date: monthEnd(i), ingest_id: id, tab_vi_b_vl_dircred_inad: String(total), tab_vi_b10_vl_inad_maior_1080: tail === null ? null : String(tail),
    })))).execute();
    // the window ends at the newest fidc month of the monthly series
    await k.insertInto('cvm.fund_month').values({ entity_type: 'fidc', cnpj: FUNDS.hit.id, period: '2025-12-31', nav: String(10 * M), delinquency: String(M) }).execute();
    await k.insertInto('cvm.fund_registry').values({ cnpj: FUNDS.hit.id, entity_type: 'fidc', fund_name: 'FIDC PERENE', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' }).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('screen_evergreen_aging', () => {
  it('lists the funds whose long tail peaks above 70 % and moves under 10 p.p. over 12 months, with screen and params', async () => {
    expect(await ok({})).toEqual([{
      cnpj: FUNDS.hit.id, fund_name: 'FIDC PERENE', status: 'EM FUNCIONAMENTO NORMAL', window_from: '2025-01-31', window_to: '2025-12-31',
      months_observed: 11, first_month: '2025-01-31', last_month: '2025-12-31', min_longtail_pct: 75, max_longtail_pct: 75, variation_pp: 0,
      screen: 'evergreen_aging', params: { p_lookback_months: 12, p_min_longtail_pct: 70, p_max_variation_pp: 10 },
    }]);
  });

  it('p_min_longtail_pct is strict: a peak of exactly 70 % is out, below the threshold in', async () => {
    expect(await ids({ p_min_longtail_pct: 69.9 })).toEqual([FUNDS.hit.id, FUNDS.atPeak.id]);
  });

  it('p_max_variation_pp is strict: a move of exactly 10 p.p. is out, a wider threshold lets it in (largest peak first)', async () => {
    const rows = await ok({ p_max_variation_pp: 10.01 });
    expect(rows.map((r) => r.cnpj)).toEqual([FUNDS.atVariation.id, FUNDS.hit.id]);
    expect(rows[0]).toMatchObject({ min_longtail_pct: 75, max_longtail_pct: 85, variation_pp: 10, months_observed: 12 });
  });

  it('months with R$100,000 overdue or less are not observed, whatever their share', async () => {
    expect(await ids({ p_min_longtail_pct: 0, p_max_variation_pp: 100 })).not.toContain(FUNDS.atFloor.id);
  });

  it('p_lookback_months narrows the window to the months where the tail is high and flat', async () => {
    const rows = await ok({ p_lookback_months: 3 });
    expect(rows.map((r) => r.cnpj)).toEqual([FUNDS.recent.id, FUNDS.hit.id]);
    expect(rows[0]).toMatchObject({ window_from: '2025-10-31', months_observed: 3, first_month: '2025-10-31', min_longtail_pct: 80 });
  });

  it('no fund above the peak answers []', async () => {
    expect(await ok({ p_min_longtail_pct: 99 })).toEqual([]);
  });

  it('can read the long tail from the partial covering index', async () => {
    // on a few golden rows the planner may rightly prefer a sequential scan (it depends on
    // whether autovacuum has analysed the table yet); with it disabled, the plan shows the
    // index serves the screen's filter (the bench measures the plan at volume)
    const plan = await withClient(db.superuserUrl, async (c) => {
      await c.query('begin');
      await c.query('set local enable_seqscan = off');
      const { rows } = await c.query<{ 'QUERY PLAN': string }>(`explain select cnpj from cvm.fidc_tab_vi
        where tab_vi_b_vl_dircred_inad > 100000 and reference_date >= date '2025-01-01' and reference_date <= date '2025-12-31'`);
      await c.query('rollback');
      return rows;
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/fidc_tab_vi_longtail/);
  });

  it('matches catalog.json screens.evergreen_aging defaults', async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.evergreen_aging.params).toEqual({ p_lookback_months: 12, p_min_longtail_pct: 70, p_max_variation_pp: 10 });
    expect(await ok(catalog.screens.evergreen_aging.params)).toEqual(await ok({}));
  });
});

describe('screen_evergreen_aging refusals', () => {
  it('out-of-range or NULL thresholds, never clamped', async () => {
    for (const [body, arg] of [
      [{ p_lookback_months: 2 }, 'p_lookback_months'], [{ p_lookback_months: 37 }, 'p_lookback_months'], [{ p_lookback_months: null }, 'p_lookback_months'],
      [{ p_min_longtail_pct: -1 }, 'p_min_longtail_pct'], [{ p_min_longtail_pct: 101 }, 'p_min_longtail_pct'], [{ p_min_longtail_pct: null }, 'p_min_longtail_pct'],
      [{ p_max_variation_pp: -0.5 }, 'p_max_variation_pp'], [{ p_max_variation_pp: 101 }, 'p_max_variation_pp'], [{ p_max_variation_pp: null }, 'p_max_variation_pp'],
    ] as const) {
      expect((await refused(body)).message).toMatch(new RegExp(`^screen_evergreen_aging: ${arg} .* is out of range$`));
    }
  });

  it('more than 1000 rows, with the thresholds as the way out', async () => {
    await withClient(db.superuserUrl, (c) => sql`insert into cvm.fidc_tab_vi (cnpj, reference_date, ingest_id, tab_vi_b_vl_dircred_inad, tab_vi_b10_vl_inad_maior_1080)
      select lpad((80000 + g)::text, 14, '0'), date '2025-12-31', (select min(id) from ingest.ingest_log), 1000000, 720000 from generate_series(1, 1001) g`.execute(kyselyOver(c)));
    const refusal = await refused({});
    expect(refusal.message).toBe('screen_evergreen_aging: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(refusal.hint).toMatch(/^Raise p_min_longtail_pct or lower p_max_variation_pp/);
    expect(await ids({ p_min_longtail_pct: 74 })).toEqual([FUNDS.hit.id]);
  });
});
