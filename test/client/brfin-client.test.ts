// brfin-api-client (clients/ts) against the live gateway: typed methods, and
// series() over ten years of synthetic weekday CDI (windows halved on the
// 1000-row refusal) and IBOV (p_after cursor), with the seams checked for gaps
// and duplicates, and the refusals it must not retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrfinClient, BrfinError, PAGE_SIZE } from '../../clients/ts/src/index.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { LONG_SPAN, seedLongSeries, sgsValue, weekdays } from '../helpers/long-series.js';

let db: TestDatabase;
let api: RunningApi;
const client = () => new BrfinClient(api.baseUrl, { apikey: api.key });

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, seedLongSeries);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('brfin-api-client', () => {
  it('answers a generated method with typed rows', async () => {
    const c = client();
    const rows = await c.macro_series({ p_series: 'CDI', p_from: '2025-12-29', p_to: '2025-12-31' });
    expect(rows.map((r) => [r.reference_date, r.value])).toEqual(weekdays('2025-12-29', '2025-12-31').map((d) => [d, sgsValue(d)]));
    expect(c.requests).toBe(1);
  });

  it('fetches ten years of daily CDI in one series() call, with no gap or duplicate at the seams', async () => {
    const c = client();
    const rows = await c.series('macro_series', { p_series: 'CDI', p_from: LONG_SPAN.from, p_to: LONG_SPAN.to });
    const expected = weekdays(LONG_SPAN.from, LONG_SPAN.to);
    const dates = rows.map((r) => r.reference_date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual(expected);
    expect(rows.map((r) => r.value)).toEqual(expected.map(sgsValue));
    // 10 years refused, 5 years refused, then four windows of 914 days
    expect(c.requests).toBe(6);
  });

  it('follows the p_after cursor of a paged function to its short last page', async () => {
    const c = client();
    const rows = await c.series('index_history', { p_index: 'IBOV', p_from: LONG_SPAN.from, p_to: LONG_SPAN.to });
    const expected = weekdays(LONG_SPAN.from, LONG_SPAN.to);
    expect(rows.map((r) => r.trade_date)).toEqual(expected);
    expect(c.requests).toBe(Math.floor(expected.length / PAGE_SIZE) + 1);
  });

  it('rejects a refused window with code, message, details and hint', async () => {
    const error = await client().macro_series({ p_series: 'CDI', p_from: LONG_SPAN.from, p_to: LONG_SPAN.to }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrfinError);
    const e = error as BrfinError;
    expect([e.status, e.code, e.message]).toEqual([400, '22023', 'macro_series: the requested window holds more than 1000 rows; refused rather than trimmed']);
    expect(e.details).toMatch(/cut at 1000 rows/);
    expect(e.hint).toBeTruthy();
  });

  it('raises a refusal other than the row cap at once, without splitting', async () => {
    const c = client();
    const error = (await c.series('ptax', { p_currency: 'XYZ', p_from: LONG_SPAN.from, p_to: LONG_SPAN.to }).catch((e: unknown) => e)) as BrfinError;
    expect(error.message).toBe("ptax: unknown currency 'XYZ'");
    expect(c.requests).toBe(1);
  });

  it('answers an empty window with no rows', async () => {
    expect(await client().series('macro_series', { p_series: 'CDI', p_from: '1990-01-01', p_to: '1990-12-31' })).toEqual([]);
  });

  it('pages a view only on a stated order, stopping at a short page', async () => {
    const c = client();
    await expect(c.series('investor_flow', { investor_type: 'eq.Outros' })).rejects.toThrow(/needs a stated order/);
    expect(await c.series('investor_flow', { investor_type: 'eq.Outros', order: 'reference_date.asc' })).toEqual([]);
    expect(c.requests).toBe(1);
  });
});
