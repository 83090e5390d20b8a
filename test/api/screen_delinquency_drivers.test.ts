// @legs direct postgrest docker
// api.screen_delinquency_drivers through HTTP, one case per rule, on golden
// monthly fidc series (period = month end): each driver class, the thresholds on
// and off, observations, a fund that stops reporting, the 2025-01 break.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
const monthEnd = (i: number) => new Date(Date.UTC(2025, i + 1, 0)).toISOString().slice(0, 10); // i = 0 -> 2025-01-31
const M = 1_000_000;
// per fund: [delinquency, nav] of 2025-01..2025-12 (index 0..11); undefined = no filing
type Series = ([number | null, number] | undefined)[];
const flat = (d0: number, d1: number, n0: number, n1: number): Series => Array.from({ length: 12 }, (_, i) => [i === 11 ? d1 : d0, i === 11 ? n1 : n0]);
const FUNDS: Record<string, { id: string; series: Series }> = {
  worsening: { id: cnpj(201), series: flat(1 * M, 2 * M, 100 * M, 100 * M) }, // +1 M, +1.0 pp: on both thresholds
  masked: { id: cnpj(202), series: flat(1 * M, 3 * M, 100 * M, 400 * M) }, // +2 M, 1 % -> 0.75 %
  denominator: { id: cnpj(203), series: flat(2 * M, 2 * M, 100 * M, 50 * M) }, // 0, 2 % -> 4 %
  improvement: { id: cnpj(204), series: flat(5 * M, 2 * M, 100 * M, 100 * M) }, // -3 M, -3 pp
  stable: { id: cnpj(205), series: flat(1 * M, 1.5 * M, 100 * M, 100 * M) }, // +0.5 M, +0.5 pp
  downFlat: { id: cnpj(206), series: flat(5 * M, 3.5 * M, 100 * M, 70 * M) }, // -1.5 M, 5 % -> 5 %: not named, stable
  few: { id: cnpj(207), series: Array.from({ length: 12 }, (_, i) => (i >= 7 ? [i === 11 ? 9 * M : 1 * M, 100 * M] : undefined)) }, // 5 observations
  stopped: { id: cnpj(208), series: Array.from({ length: 12 }, (_, i) => (i <= 9 ? [i === 9 ? 3 * M : 1 * M, 100 * M] : undefined)) }, // last filing 2025-10
  oneBehind: { id: cnpj(209), series: Array.from({ length: 12 }, (_, i) => (i <= 10 ? [i === 10 ? 3 * M : 1 * M, 100 * M] : undefined)) }, // last 2025-11
  blanks: { id: cnpj(210), series: Array.from({ length: 12 }, (_, i) => [i % 2 ? null : i === 10 ? 4 * M : 1 * M, 100 * M]) }, // 6 blank delinquency months
};

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_delinquency_drivers');
const row = async (body: Record<string, unknown>, key: keyof typeof FUNDS) => (await ok(body)).find((r) => r.cnpj === FUNDS[key].id);

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const rows = Object.values(FUNDS).flatMap(({ id, series }) =>
      series.flatMap((v, i) => (v ? [{ entity_type: 'fidc', cnpj: id, period: monthEnd(i), delinquency: v[0] === null ? null : String(v[0]), nav: String(v[1]) }] : [])),
    );
    // a month before the break that must never be read, and the family's newest month (still being filed)
    rows.push({ entity_type: 'fidc', cnpj: FUNDS.worsening.id, period: '2024-12-31', delinquency: String(50 * M), nav: String(100 * M) });
    rows.push({ entity_type: 'fidc', cnpj: cnpj(299), period: '2026-01-31', delinquency: '1', nav: '1' });
    await k.insertInto('cvm.fund_month').values(rows).execute();
    await k.insertInto('cvm.fund_registry').values({ cnpj: FUNDS.worsening.id, entity_type: 'fidc', fund_name: 'FIDC PIORA', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' }).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('screen_delinquency_drivers', () => {
  it('classes every fund with enough observations, in driver order, with its figures, screen and params', async () => {
    const rows = await ok({});
    expect(rows.map((r) => [r.cnpj, r.driver])).toEqual([
      // within a driver by delta_pp descending, then cnpj
      [FUNDS.blanks.id, 'consistent_worsening'], // +3 pp
      [FUNDS.stopped.id, 'consistent_worsening'], // +2 pp
      [FUNDS.oneBehind.id, 'consistent_worsening'], // +2 pp
      [FUNDS.worsening.id, 'consistent_worsening'], // +1 pp
      [FUNDS.masked.id, 'value_up_rate_masked'],
      [FUNDS.denominator.id, 'denominator_only'],
      [FUNDS.improvement.id, 'improvement'],
      [FUNDS.stable.id, 'stable'],
      [FUNDS.downFlat.id, 'stable'],
    ]);
    expect(rows[3]).toEqual({
      cnpj: FUNDS.worsening.id, fund_name: 'FIDC PIORA', status: 'EM FUNCIONAMENTO NORMAL', driver: 'consistent_worsening',
      window_from: '2025-01-31', window_to: '2025-12-31', n_months: 12, months_missing: 0, first_month: '2025-01-31', last_month: '2025-12-31',
      delinquency_start: 1000000, delinquency_end: 2000000, delta_brl: 1000000, nav_start: 100000000, nav_end: 100000000, delta_nav: 0,
      rate_start: 1, rate_end: 2, delta_pp: 1, stopped_reporting: false, screen: 'delinquency_drivers',
      params: { p_end: '2025-12-31', p_months: 12, p_min_months: 6, p_min_delta_brl: 1000000, p_min_delta_pp: 1.0, p_driver: null },
    });
  });

  it('value up with the rate masked by a growing NAV; rate up from a shrinking NAV alone; both down', async () => {
    expect(await row({}, 'masked')).toMatchObject({ delta_brl: 2 * M, delta_nav: 300 * M, rate_start: 1, rate_end: 0.75, delta_pp: -0.25 });
    expect(await row({}, 'denominator')).toMatchObject({ delta_brl: 0, delta_nav: -50 * M, rate_end: 4, delta_pp: 2 });
    expect(await row({}, 'improvement')).toMatchObject({ delta_brl: -3 * M, delta_pp: -3 });
  });

  it('a combination the five names do not cover (value down, rate flat) is stable', async () => {
    expect(await row({}, 'downFlat')).toMatchObject({ driver: 'stable', delta_brl: -1.5 * M, delta_pp: 0 });
  });

  it('thresholds are inclusive: just above them the same fund is classed otherwise', async () => {
    expect(await row({ p_min_delta_brl: 1000001 }, 'worsening')).toMatchObject({ driver: 'denominator_only' });
    expect(await row({ p_min_delta_pp: 1.01 }, 'worsening')).toMatchObject({ driver: 'value_up_rate_masked' });
    expect(await row({ p_min_delta_brl: 1000001, p_min_delta_pp: 1.01 }, 'worsening')).toMatchObject({ driver: 'stable' });
    expect(await row({ p_min_delta_brl: 0.5 * M, p_min_delta_pp: 0.5 }, 'stable')).toMatchObject({ driver: 'consistent_worsening' });
  });

  it('observations: fewer than p_min_months are left out; blank delinquency months are not observations', async () => {
    expect(await row({}, 'few')).toBeUndefined();
    expect(await row({ p_min_months: 5 }, 'few')).toMatchObject({ n_months: 5, months_missing: 7, first_month: '2025-08-31', last_month: '2025-12-31' });
    expect(await row({}, 'blanks')).toMatchObject({ n_months: 6, months_missing: 6, first_month: '2025-01-31', last_month: '2025-11-30', delinquency_end: 4 * M });
    expect(await row({ p_min_months: 7 }, 'blanks')).toBeUndefined();
  });

  it('stopped_reporting: the newest filing two or more months behind the window end', async () => {
    expect(await row({}, 'stopped')).toMatchObject({ stopped_reporting: true, last_month: '2025-10-31', months_missing: 2 });
    expect(await row({}, 'oneBehind')).toMatchObject({ stopped_reporting: false, last_month: '2025-11-30' });
    // measured at a window ending 2025-11, the fund that stopped at 2025-10 is one month behind
    expect(await row({ p_end: '2025-11-15', p_months: 11 }, 'stopped')).toMatchObject({ stopped_reporting: false, window_to: '2025-11-30' });
  });

  it('p_driver pins one class', async () => {
    const rows = await ok({ p_driver: 'Stable' });
    expect(rows.map((r) => r.cnpj)).toEqual([FUNDS.stable.id, FUNDS.downFlat.id]);
    expect(rows[0].params).toMatchObject({ p_driver: 'stable' });
  });

  it('a window with no observations answers []', async () => {
    expect(await ok({ p_end: '2026-12-31' })).toEqual([]);
  });

  it('matches catalog.json screens.delinquency_drivers defaults', async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.delinquency_drivers.params).toEqual({ p_end: null, p_months: 12, p_min_months: 6, p_min_delta_brl: 1000000, p_min_delta_pp: 1.0, p_driver: null });
    expect(await ok(catalog.screens.delinquency_drivers.params)).toEqual(await ok({}));
  });
});

describe('screen_delinquency_drivers refusals', () => {
  it('a window starting before 2025-01', async () => {
    const refusal = await refused({ p_end: '2025-06-30' });
    expect(refusal).toMatchObject({ message: 'screen_delinquency_drivers: the window starts at 2024-07, before 2025-01', hint: 'Send p_end on or after 2025-12-31 for p_months 12, or fewer p_months.' });
    expect(refusal.details).toMatch(/breaks at 2025-01/);
    expect((await ok({ p_end: '2025-06-30', p_months: 6, p_min_months: 6 })).length).toBeGreaterThan(0);
  });

  it('out-of-range arguments, never clamped', async () => {
    for (const [body, arg] of [
      [{ p_months: 1 }, 'p_months'], [{ p_months: 25 }, 'p_months'], [{ p_min_months: 1 }, 'p_min_months'], [{ p_min_months: 13 }, 'p_min_months'],
      [{ p_min_delta_brl: -1 }, 'p_min_delta_brl'], [{ p_min_delta_pp: -0.5 }, 'p_min_delta_pp'], [{ p_min_delta_pp: null }, 'p_min_delta_pp'],
    ] as const) {
      expect((await refused(body)).message).toMatch(new RegExp(`^screen_delinquency_drivers: ${arg} .* is out of range$`));
    }
  });

  it('an unknown p_driver', async () => {
    expect((await refused({ p_driver: 'worsening' })).details).toBe('Drivers: consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable.');
  });

  it('more than 1000 rows, with p_driver as the way out', async () => {
    await withClient(db.superuserUrl, (c) => sql`insert into cvm.fund_month (entity_type, cnpj, period, delinquency, nav)
      select 'fidc', lpad((60000 + g)::text, 14, '0'), (make_date(2025, m, 1) + interval '1 month - 1 day')::date, 1, 100
      from generate_series(1, 1001) g, generate_series(1, 12) m`.execute(kyselyOver(c)));
    const refusal = await refused({});
    expect(refusal.message).toBe('screen_delinquency_drivers: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(refusal.hint).toMatch(/^Pin p_driver/);
    expect((await ok({ p_driver: 'improvement' })).map((r) => r.cnpj)).toEqual([FUNDS.improvement.id]);
  });
});
