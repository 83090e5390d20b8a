// The gateway's whole view path on the bulletin views, over HTTP and through
// @supabase/postgrest-js: column subsets, every filter operator with not., in
// with quoted accented values, order with nulls, limit/offset, Range,
// Content-Range (including the 0-999/* cut above 1000 rows), count=exact with
// 206, malformed filters and unknown columns (400), CSV.
import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { insertB3, openPosition } from '../helpers/bdi-rows.js';

let db: TestDatabase;
let api: RunningApi;
let client: PostgrestClient<any, any, any>;

const SMALL = '2026-11-12';
const BIG = '2026-11-13';
const PETRO = 'Petróleo, Gás e Biocombustíveis';
const UTIL = 'Utilidade Pública';
const registry = (reference_date: string, ticker: string, sector: string) => ({
  reference_date, ticker, asset: null, asset_description: null, sector, market: 'EQUITY-CASH', category: 'SHARES', isin: null, institution_name: null, share_capital: null, governance_level: null,
});

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    // the small session: A1..A5 with quantity 1..5; A3 and A5 have no published sector
    await insertB3(c, 'lending_open_position', [1, 2, 3, 4, 5].map((i) => openPosition(SMALL, `A${i}`, 'Registro', i, i * 10)));
    await insertB3(c, 'instrument_registry', [registry(SMALL, 'A1', PETRO), registry(SMALL, 'A2', UTIL), registry(SMALL, 'A4', 'Financeiro')]);
    // the big session: 1100 tickers, more than one response can hold
    const tickers = Array.from({ length: 1100 }, (_, n) => ({ i: n + 1, ticker: `T${String(n + 1).padStart(4, '0')}` }));
    await insertB3(
      c,
      'lending_open_position',
      tickers.map(({ i, ticker }) => ({ trade_date: BIG, ticker, loan_type: 'Voluntário', market: 'Registro', quantity: i, value_brl: i * 10, is_total: false })),
    );
    await insertB3(
      c,
      'instrument_registry',
      tickers.filter(({ i }) => i % 3 !== 2).map(({ i, ticker }) => ({ reference_date: BIG, ticker, sector: i % 3 === 0 ? PETRO : UTIL, category: 'SHARES' })),
    );
  });
  api = await startApi(db);
  client = new PostgrestClient(api.baseUrl, { headers: { apikey: api.key }, schema: 'api' });
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function tickers(query: string): Promise<string[]> {
  const response = await api.get(`/short_interest?trade_date=eq.${SMALL}&select=ticker&order=ticker&${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { ticker: string }[]).map((r) => r.ticker);
}

describe('bulletin views over HTTP', () => {
  it('selects a subset of columns', async () => {
    const response = await api.get(`/short_interest?select=ticker,short_value&trade_date=eq.${SMALL}&ticker=eq.A3`);
    expect(await response.json()).toEqual([{ ticker: 'A3', short_value: 30 }]);
  });

  it.each([
    ['short_quantity=eq.3', ['A3'], ['A1', 'A2', 'A4', 'A5']],
    ['short_quantity=neq.3', ['A1', 'A2', 'A4', 'A5'], ['A3']],
    ['short_quantity=gt.3', ['A4', 'A5'], ['A1', 'A2', 'A3']],
    ['short_quantity=gte.3', ['A3', 'A4', 'A5'], ['A1', 'A2']],
    ['short_quantity=lt.3', ['A1', 'A2'], ['A3', 'A4', 'A5']],
    ['short_quantity=lte.3', ['A1', 'A2', 'A3'], ['A4', 'A5']],
    ['ticker=in.(A1,A5)', ['A1', 'A5'], ['A2', 'A3', 'A4']],
    ['sector=is.null', ['A3', 'A5'], ['A1', 'A2', 'A4']],
  ])('filters %s, and its negation with not.', async (filter, matching, negated) => {
    const [column, rest] = filter.split('=');
    expect(await tickers(filter)).toEqual(matching);
    expect(await tickers(`${column}=not.${rest}`)).toEqual(negated);
  });

  it('matches in with quoted accented values holding commas', async () => {
    const list = encodeURIComponent(`("${PETRO}","${UTIL}")`);
    const response = await api.get(`/short_interest_by_sector?trade_date=eq.${SMALL}&sector=in.${list}&select=sector,tickers&order=sector`);
    expect(await response.json()).toEqual([{ sector: PETRO, tickers: 1 }, { sector: UTIL, tickers: 1 }]);
    // SQL semantics, as in PostgREST: not.in does not match a NULL sector
    expect(await tickers(`sector=not.in.${list}`)).toEqual(['A4']);
  });

  it('orders with nulls first or last', async () => {
    const order = async (o: string) =>
      ((await (await api.get(`/short_interest?trade_date=eq.${SMALL}&select=ticker&order=${o}`)).json()) as { ticker: string }[]).map((r) => r.ticker);
    expect(await order('sector.asc.nullsfirst,ticker')).toEqual(['A3', 'A5', 'A4', 'A1', 'A2']);
    expect(await order('sector.desc.nullslast,ticker')).toEqual(['A2', 'A1', 'A4', 'A3', 'A5']);
  });

  it('pages with limit and offset, and with a Range header', async () => {
    const paged = await api.get(`/short_interest?trade_date=eq.${SMALL}&select=ticker&order=ticker&limit=2&offset=1`);
    expect(paged.status).toBe(200);
    expect(paged.headers.get('content-range')).toBe('1-2/*');
    expect(await paged.json()).toEqual([{ ticker: 'A2' }, { ticker: 'A3' }]);
    const ranged = await api.get(`/short_interest?trade_date=eq.${SMALL}&select=ticker&order=ticker`, { Range: '3-4' });
    expect(ranged.status).toBe(200);
    expect(ranged.headers.get('content-range')).toBe('3-4/*');
    expect(await ranged.json()).toEqual([{ ticker: 'A4' }, { ticker: 'A5' }]);
  });

  it('cuts a response at 1000 rows and says so with Content-Range 0-999/*', async () => {
    const response = await api.get(`/short_interest?trade_date=eq.${BIG}&select=ticker&order=ticker`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-999/*');
    const rows = (await response.json()) as { ticker: string }[];
    expect(rows).toHaveLength(1000);
    expect(rows.at(-1)).toEqual({ ticker: 'T1000' });
    const next = await api.get(`/short_interest?trade_date=eq.${BIG}&select=ticker&order=ticker&offset=1000`);
    expect(next.headers.get('content-range')).toBe('1000-1099/*');
  });

  it('counts with Prefer: count=exact and answers 206 for a partial page', async () => {
    const response = await api.get(`/short_interest?trade_date=eq.${BIG}&select=ticker&order=ticker&limit=10`, { Prefer: 'count=exact' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-9/1100');
    const whole = await api.get(`/short_interest_by_sector?trade_date=eq.${BIG}&select=sector,tickers&order=sector`, { Prefer: 'count=exact' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-range')).toBe('0-2/3');
    expect(await whole.json()).toEqual([{ sector: 'Não classificado', tickers: 367 }, { sector: PETRO, tickers: 366 }, { sector: UTIL, tickers: 367 }]);
  });

  it('refuses a malformed filter with 400 PGRST100', async () => {
    const response = await api.get('/investor_flow?net_value_thousands=xx.3');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('refuses an unknown column with 400 naming it', async () => {
    const response = await api.get('/lending_trades?select=ticker,no_such_column');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.message).toContain('no_such_column');
  });

  it('answers CSV', async () => {
    const response = await api.get(`/short_interest?trade_date=eq.${SMALL}&select=ticker,sector,short_quantity&order=ticker&limit=3`, { Accept: 'text/csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    // values with a space or comma are quoted, NULL is empty
    expect(await response.text()).toBe(`ticker,sector,short_quantity\nA1,"${PETRO}",1\nA2,"${UTIL}",2\nA3,,3`);
  });
});

describe('bulletin views through @supabase/postgrest-js', () => {
  it('filters with in on accented values, orders nulls first, ranges and counts', async () => {
    const { data, error, count, status } = await client
      .from('short_interest')
      .select('ticker,sector,short_value', { count: 'exact' })
      .eq('trade_date', SMALL)
      .not('ticker', 'eq', 'A4')
      .order('sector', { ascending: true, nullsFirst: true })
      .order('ticker')
      .range(0, 2);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(4);
    expect(data).toEqual([
      { ticker: 'A3', sector: null, short_value: 30 },
      { ticker: 'A5', sector: null, short_value: 50 },
      { ticker: 'A1', sector: PETRO, short_value: 10 },
    ]);
    const bySector = await client.from('short_interest_by_sector').select('sector,short_value').eq('trade_date', SMALL).in('sector', [PETRO, UTIL]).order('sector');
    expect(bySector.data).toEqual([{ sector: PETRO, short_value: 10 }, { sector: UTIL, short_value: 20 }]);
  });

  it('sees the 1000-row cut in the count and surfaces a bad column as an error', async () => {
    const { data, count } = await client.from('short_interest').select('ticker', { count: 'exact' }).eq('trade_date', BIG).gte('short_quantity', 1);
    expect(data).toHaveLength(1000);
    expect(count).toBe(1100);
    const bad = await client.from('lending_participants').select('nope');
    expect(bad.data).toBeNull();
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('nope');
  });

  it('filters is null and reads CSV', async () => {
    const csv = await client.from('short_interest').select('ticker,short_quantity').eq('trade_date', SMALL).is('sector', null).order('ticker').csv();
    expect(csv.error).toBeNull();
    expect(csv.data).toBe('ticker,short_quantity\nA3,3\nA5,5');
  });
});
