// Must compile: postgrest-js typed by Database checks rpc arguments and types rows.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../src/database.js';
import { BrfinClient } from '../src/index.js';

const api = new PostgrestClient<Database, { PostgrestVersion: '12' }, 'api'>('http://localhost:3000/rest/v1', { headers: { apikey: 'k' }, schema: 'api' });

export async function typed(): Promise<void> {
  const { data } = await api.rpc('ptax', { p_currency: 'USD', p_from: '2025-01-01' });
  const rate: number | null | undefined = data?.[0]?.sell_rate;
  const day: string | null | undefined = data?.[0]?.reference_date;
  const cdi = await api.rpc('macro_series', { p_series: 'CDI', p_from: '2016-01-01' });
  const value: number | null | undefined = cdi.data?.[0]?.value;
  const flows = await api.from('investor_flow').select('*').limit(5);
  const basis: 'delta' | 'month_open' | 'unknown_opening_snapshot' | 'missing_previous_snapshot' | null | undefined = flows.data?.[0]?.flow_basis;

  const client = new BrfinClient('http://localhost:3000/rest/v1', { apikey: 'k' });
  const rows = await client.series('macro_series', { p_series: 'CDI', p_from: '2016-01-01', p_to: '2025-12-31' });
  const first: string | null | undefined = rows[0]?.reference_date;
  const usd = await client.ptax({ p_currency: 'USD' });
  const buy: number | null | undefined = usd[0]?.buy_rate;
  void [rate, day, value, basis, first, buy];
}
