// @legs direct postgrest docker
// api.screen_zombie_growth through HTTP, one case per rule, on golden monthly fidc
// rows (period = month end): each threshold flips exactly one fund in and one out.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
const M = 1_000_000;
// [period, nav, delinquency]
const FUNDS = {
  hit: { id: cnpj(301), months: [['2025-12-31', 10 * M, 1 * M]] }, // 10 % of R$10 M
  atPct: { id: cnpj(302), months: [['2025-12-31', 10 * M, 0.5 * M]] }, // exactly 5 %: the floor is strict
  atAum: { id: cnpj(303), months: [['2025-12-31', 1 * M, 0.5 * M]] }, // 50 % of exactly R$1 M: the floor is strict
  blank: { id: cnpj(304), months: [['2025-12-31', 10 * M, null]] }, // delinquency not filed: never 0, never screened
  older: { id: cnpj(305), months: [['2025-11-30', 20 * M, 4 * M], ['2025-12-31', 20 * M, 0.2 * M]] }, // 20 % only in 2025-11
} as const;

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_zombie_growth');
const ids = async (body: Record<string, unknown>) => (await ok(body)).map((r) => r.cnpj);

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('cvm.fund_month').values(Object.values(FUNDS).flatMap(({ id, months }) =>
      months.map(([period, nav, delinquency]) => ({ entity_type: 'fidc', cnpj: id, period, nav: String(nav), delinquency: delinquency === null ? null : String(delinquency) })))).execute();
    await k.insertInto('cvm.fund_registry').values({ cnpj: FUNDS.hit.id, entity_type: 'fidc', fund_name: 'FIDC ZUMBI', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' }).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('screen_zombie_growth', () => {
  it('lists the newest month\'s funds above both floors, with their figures, screen and params', async () => {
    expect(await ok({})).toEqual([{
      cnpj: FUNDS.hit.id, fund_name: 'FIDC ZUMBI', status: 'EM FUNCIONAMENTO NORMAL', period: '2025-12-31',
      nav: 10 * M, delinquency: 1 * M, delinquency_pct: 10, screen: 'zombie_growth',
      params: { p_period: '2025-12-31', p_min_delinq_pct: 5, p_min_aum: 1000000 },
    }]);
  });

  it('p_min_delinq_pct is strict: at 5 % the fund is out, below it in', async () => {
    expect(await ids({ p_min_delinq_pct: 4.99 })).toEqual([FUNDS.hit.id, FUNDS.atPct.id]);
  });

  it('p_min_aum is strict: a NAV of exactly the floor is out, below it in (ordered by NAV descending)', async () => {
    expect(await ids({ p_min_aum: 999999 })).toEqual([FUNDS.hit.id, FUNDS.atAum.id]);
  });

  it('a month without filed delinquency is never screened, even at 0 %', async () => {
    expect(await ids({ p_min_delinq_pct: 0, p_min_aum: 0 })).not.toContain(FUNDS.blank.id);
    expect(await ids({ p_min_delinq_pct: 0, p_min_aum: 0 })).toContain(FUNDS.older.id); // 1 % in 2025-12
  });

  it('p_period screens another month (any day of it) and is echoed as its month end', async () => {
    const rows = await ok({ p_period: '2025-11-05' });
    expect(rows.map((r) => [r.cnpj, r.delinquency_pct, r.period])).toEqual([[FUNDS.older.id, 20, '2025-11-30']]);
    expect(rows[0].params).toEqual({ p_period: '2025-11-30', p_min_delinq_pct: 5, p_min_aum: 1000000 });
  });

  it('a month with no filing answers []', async () => {
    expect(await ok({ p_period: '2020-01-31' })).toEqual([]);
  });

  it('matches catalog.json screens.zombie_growth defaults', async () => {
    const catalog = await (await api.rpc('catalog', {})).json();
    expect(catalog.screens.zombie_growth.params).toEqual({ p_period: null, p_min_delinq_pct: 5, p_min_aum: 1000000 });
    expect(await ok(catalog.screens.zombie_growth.params)).toEqual(await ok({}));
  });
});

describe('screen_zombie_growth refusals', () => {
  it('out-of-range or NULL thresholds, never clamped', async () => {
    for (const [body, arg] of [
      [{ p_min_delinq_pct: -1 }, 'p_min_delinq_pct'], [{ p_min_delinq_pct: 100.5 }, 'p_min_delinq_pct'], [{ p_min_delinq_pct: null }, 'p_min_delinq_pct'],
      [{ p_min_aum: -1 }, 'p_min_aum'], [{ p_min_aum: null }, 'p_min_aum'],
    ] as const) {
      expect((await refused(body)).message).toMatch(new RegExp(`^screen_zombie_growth: ${arg} .* is out of range$`));
    }
  });

  it('more than 1000 rows, with the thresholds as the way out', async () => {
    await withClient(db.superuserUrl, (c) => sql`insert into cvm.fund_month (entity_type, cnpj, period, nav, delinquency)
      select 'fidc', lpad((60000 + g)::text, 14, '0'), date '2025-12-31', 2000000, 200000 from generate_series(1, 1001) g`.execute(kyselyOver(c)));
    const refusal = await refused({});
    expect(refusal.message).toBe('screen_zombie_growth: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(refusal.hint).toMatch(/^Raise p_min_delinq_pct or p_min_aum/);
    expect(await ids({ p_min_delinq_pct: 10 })).toEqual([]);
    expect(await ids({ p_min_aum: 5 * M })).toEqual([FUNDS.hit.id]);
  });
});
