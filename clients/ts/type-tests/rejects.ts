// Must NOT compile: each line marked `expect-error` is a mistake the Database type catches.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../src/database.js';
import { BrfinClient } from '../src/index.js';

const api = new PostgrestClient<Database, { PostgrestVersion: '12' }, 'api'>('http://localhost:3000/rest/v1', { headers: { apikey: 'k' }, schema: 'api' });
const client = new BrfinClient('http://localhost:3000/rest/v1', { apikey: 'k' });

export async function mistakes(): Promise<void> {
  await api.rpc('ptax', { p_curency: 'USD' }); // expect-error: wrong argument name
  await api.rpc('macro_series', { p_series: 'CDX' }); // expect-error: not a series label
  await client.series('macro_series', { p_series: 'SELIC' }); // expect-error: not a series label
  await client.ptax({ p_currency: 'USD', p_from: 20250101 }); // expect-error: a date is a string
  const rows = await client.ptax({ p_currency: 'USD' });
  const wrong: string = rows[0].sell_rate; // expect-error: a rate is a number (or null)
  void wrong;
}
