// The ptax rules of the spec as one suite, run in direct mode (test/api/ptax.test.ts)
// and against the official PostgREST when Docker is reachable (test/deploy).
import { sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import type { RunningApi } from '../helpers/api.js';
import { insertDailySeries, insertPtax } from '../helpers/ptax-rows.js';

export async function seedPtaxGolden(c: pg.ClientBase): Promise<void> {
  await insertPtax(c, [
    // out of order on purpose: the answer must come oldest first
    { currency: 'USD', reference_date: '2025-04-24', buy_rate: '5.6732', sell_rate: '5.6738' },
    { currency: 'USD', reference_date: '2025-04-22', buy_rate: '5.7490', sell_rate: '5.7496' },
    { currency: 'USD', reference_date: '2025-04-25', buy_rate: '5.684', sell_rate: '5.6846' }, // Friday
    { currency: 'USD', reference_date: '2025-04-28', buy_rate: '5.6512', sell_rate: '5.6518' }, // Monday: no weekend rows derived
    { currency: 'JPY', reference_date: '2025-04-22', buy_rate: '0.04034', sell_rate: '0.04036' },
    { currency: 'EUR', reference_date: '2024-04-30', buy_rate: '5.5000', sell_rate: '5.5010' }, // 12 months + 1 day before 2025-05-01
    { currency: 'EUR', reference_date: '2024-05-01', buy_rate: '5.5100', sell_rate: '5.5110' }, // exactly 12 months before
    { currency: 'EUR', reference_date: '2025-05-01', buy_rate: '6.4000', sell_rate: '6.4010' },
  ]);
  // rows relative to today, for the default window ending today
  const k = kyselyOver(c);
  const { ingest_id } = await k.selectFrom('ingest.ingest_log').select((eb) => eb.fn.min('id').as('ingest_id')).executeTakeFirstOrThrow();
  await k
    .insertInto('bcb.ptax')
    .values([400, 10].map((daysAgo) => ({
      currency: 'CHF',
      reference_date: sql<Date>`current_date - ${daysAgo}::int`,
      buy_rate: 7.0,
      sell_rate: 7.1,
      bulletin_at: sql<Date>`current_date - ${daysAgo}::int + time '13:00'`,
      ingest_id,
    })))
    .execute();
  await insertPtax(c, [{ currency: 'SEK', reference_date: '2025-04-22', buy_rate: '0.5912', sell_rate: '0.5915' }], { synthetic: true });
  await insertDailySeries(c, 'CAD', '2020-01-01', 1001);
  await insertDailySeries(c, 'AUD', '2020-01-01', 1000);
}

export function ptaxContract(getApi: () => RunningApi): void {
  async function rows(body: unknown) {
    const res = await getApi().rpc('ptax', body);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json() as Promise<Array<Record<string, unknown>>>;
  }

  describe('POST /rpc/ptax', () => {
    it('returns the rates as published, oldest first, BRL per one unit', async () => {
      expect(await rows({ p_currency: 'USD', p_from: '2025-04-01', p_to: '2025-04-30' })).toEqual([
        { currency: 'USD', unit: 'BRL per 1 USD', reference_date: '2025-04-22', buy_rate: 5.749, sell_rate: 5.7496, source: 'bcb_ptax_olinda' },
        { currency: 'USD', unit: 'BRL per 1 USD', reference_date: '2025-04-24', buy_rate: 5.6732, sell_rate: 5.6738, source: 'bcb_ptax_olinda' },
        { currency: 'USD', unit: 'BRL per 1 USD', reference_date: '2025-04-25', buy_rate: 5.684, sell_rate: 5.6846, source: 'bcb_ptax_olinda' },
        { currency: 'USD', unit: 'BRL per 1 USD', reference_date: '2025-04-28', buy_rate: 5.6512, sell_rate: 5.6518, source: 'bcb_ptax_olinda' },
      ]);
    });

    it('keeps the published scale of every number in the JSON bytes', async () => {
      const res = await getApi().rpc('ptax', { p_currency: 'USD', p_from: '2025-04-22', p_to: '2025-04-22' });
      expect(await res.text()).toContain('"buy_rate":5.7490');
    });

    it('quotes JPY per ONE yen and says so in unit', async () => {
      expect(await rows({ p_currency: 'JPY', p_from: '2025-04-22', p_to: '2025-04-22' })).toEqual([
        { currency: 'JPY', unit: 'BRL per 1 JPY', reference_date: '2025-04-22', buy_rate: 0.04034, sell_rate: 0.04036, source: 'bcb_ptax_olinda' },
      ]);
    });

    it('says when a row is synthetic sample data rather than a central-bank figure', async () => {
      expect((await rows({ p_currency: 'SEK', p_from: '2025-04-22', p_to: '2025-04-22' })).map((r) => r.source)).toEqual(['synthetic_sample']);
    });

    it('accepts a lower-case currency code', async () => {
      expect((await rows({ p_currency: 'usd', p_from: '2025-04-22', p_to: '2025-04-22' })).map((r) => r.currency)).toEqual(['USD']);
    });

    it('defaults the window to the 12 months before p_to', async () => {
      expect((await rows({ p_currency: 'EUR', p_to: '2025-05-01' })).map((r) => r.reference_date)).toEqual(['2024-05-01', '2025-05-01']);
    });

    it('defaults the window to the 12 months before today when p_to is absent', async () => {
      const result = await rows({ p_currency: 'CHF' });
      expect(result).toHaveLength(1);
      const tenDaysAgo = new Date(Date.now() - 10 * 86400_000);
      expect(Math.abs(new Date(String(result[0].reference_date)).getTime() - tenDaysAgo.getTime())).toBeLessThan(2 * 86400_000);
    });

    it('answers [] for a window with no business day held', async () => {
      expect(await rows({ p_currency: 'USD', p_from: '2025-04-26', p_to: '2025-04-27' })).toEqual([]);
    });

    it('refuses an unknown currency with 22023, listing the currencies held', async () => {
      const res = await getApi().rpc('ptax', { p_currency: 'XYZ' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: '22023',
        message: "ptax: unknown currency 'XYZ'",
        details: 'Currencies held: AUD, CAD, CHF, EUR, JPY, SEK, USD.',
        hint: 'Pass p_currency as one of the ISO codes listed in details, for example {"p_currency":"USD"}.',
      });
    });

    it('treats a listed currency with no rows as not held', async () => {
      const res = await getApi().rpc('ptax', { p_currency: 'GBP' });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('22023');
    });

    it('refuses an explicit null currency with 22023', async () => {
      const res = await getApi().rpc('ptax', { p_currency: null });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: '22023', message: 'ptax: unknown currency NULL' });
    });

    it('refuses a window above 1000 rows with 22023 naming the function and how to narrow', async () => {
      const res = await getApi().rpc('ptax', { p_currency: 'CAD', p_from: '2020-01-01', p_to: '2030-01-01' });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('22023');
      expect(body.message).toMatch(/^ptax: .*more than 1000 rows/);
      expect(body.hint).toMatch(/Narrow p_from\/p_to/);
    });

    it('serves exactly 1000 rows without refusing', async () => {
      expect(await rows({ p_currency: 'AUD', p_from: '2020-01-01', p_to: '2030-01-01' })).toHaveLength(1000);
    });

    it('refuses p_from after p_to with 22023', async () => {
      const res = await getApi().rpc('ptax', { p_currency: 'USD', p_from: '2025-05-01', p_to: '2025-04-01' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: '22023', hint: expect.stringContaining('p_from on or before p_to') });
    });

    it('answers 400 for a date that does not parse', async () => {
      const res = await getApi().rpc('ptax', { p_currency: 'USD', p_from: '2025-13-45' });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toMatch(/^22/);
    });

    it('answers 404 PGRST202 when the required p_currency is missing', async () => {
      const res = await getApi().rpc('ptax', { p_from: '2025-01-01' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'PGRST202', message: 'Could not find the function api.ptax(p_from) in the schema cache' });
    });

    it('carries Content-Range on the result', async () => {
      const res = await getApi().rpc('ptax', { p_currency: 'USD', p_from: '2025-04-01', p_to: '2025-04-30' });
      expect(res.headers.get('content-range')).toBe('0-3/*');
    });
  });
}
