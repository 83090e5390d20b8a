// A real third-party client against the running gateway: what users of
// supabase-js / postgrest-js get, unchanged.
import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { insertPtax } from '../helpers/ptax-rows.js';

let db: TestDatabase;
let api: RunningApi;
let client: PostgrestClient<any, any, any>;

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    await insertPtax(c, [
      { currency: 'USD', reference_date: '2025-04-22', buy_rate: '5.7490', sell_rate: '5.7496' },
      { currency: 'USD', reference_date: '2025-04-23', buy_rate: '5.6874', sell_rate: '5.6880' },
      { currency: 'USD', reference_date: '2025-04-24', buy_rate: '5.6732', sell_rate: '5.6738' },
    ]);
    // a test-only view: the api has no view yet in this issue
    await c.query(`create view api.client_test_rates with (security_barrier) as
                     select currency, reference_date, sell_rate from bcb.ptax`);
    await c.query(`alter view api.client_test_rates owner to api_owner`);
    await c.query(`grant select on api.client_test_rates to anon`);
  });
  api = await startApi(db);
  client = new PostgrestClient(api.baseUrl, { headers: { apikey: api.key }, schema: 'api' });
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('@supabase/postgrest-js against the gateway', () => {
  it('calls rpc ptax', async () => {
    const { data, error, status } = await client.rpc('ptax', { p_currency: 'USD', p_from: '2025-04-01', p_to: '2025-04-30' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect((data as any[]).map((r) => [r.reference_date, r.sell_rate])).toEqual([
      ['2025-04-22', 5.7496],
      ['2025-04-23', 5.688],
      ['2025-04-24', 5.6738],
    ]);
  });

  it('filters, orders and ranges a view', async () => {
    const { data, error, count } = await client
      .from('client_test_rates')
      .select('reference_date,sell_rate', { count: 'exact' })
      .gte('reference_date', '2025-04-23')
      .order('reference_date', { ascending: false })
      .range(0, 0);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([{ reference_date: '2025-04-24', sell_rate: 5.6738 }]);
  });

  it('surfaces a contract refusal as an error object', async () => {
    const { data, error, status } = await client.rpc('ptax', { p_currency: 'XYZ' });
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: "ptax: unknown currency 'XYZ'" });
    expect(error?.details).toContain('USD');
  });

  it('surfaces an unknown view as PGRST205', async () => {
    const { error, status } = await client.from('no_such_view').select('*');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });
});
