// The --markets bench's cases for the markets wave's endpoints: the typed quote
// views (a ticker and a year of sessions, the call their COMMENTs name),
// quote_latest, option_history, termo_history, quote_history with the adjusted
// closes, panel's adjusted metrics, cash_events, index_portfolio, and (from the
// futures bench) curve and curve_history; plus the index portfolios they read.
import type pg from 'pg';
import { picker, type GatewayCase } from '../gateway-cases.js';
import { futuresCases, LAST_DAY } from './futures.js';
import { bdrTicker, BDRS, FORWARDS, fundTicker, FUND_QUOTAS, RIGHTS, STOCKS, stem, unitTicker, UNITS } from './tape-files.js';

const INDICES = ['IBOV', 'IBXX', 'IBXL', 'SMLL', 'IDIV', 'UTIL', 'ICON', 'IMOB', 'IFIX'];
const PORTFOLIO_STOCKS = 90;
const YEAR_AGO = '2025-11-20';

/** A capture of every index on every weekday of the last year, 90 stocks each (set-based). */
export async function writeIndexPortfolios(owner: pg.Client): Promise<number> {
  const { rows: [{ id }] } = await owner.query(`insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
    values ('bench', 'bench-index-portfolio', repeat('0', 64), 0, 'loaded', now(), true) returning id`);
  const { rowCount } = await owner.query(
    `insert into b3.index_portfolio (index_code, captured_on, ticker, asset_name, asset_type, theoretical_quantity, weight_pct, ingest_id)
     select i.code, d::date, t.ticker, 'BENCH ' || t.ticker, 'ON NM', 1e6 + k * 1000 + i.n, round(100.0 / $3, 3), $1
       from unnest($2::text[]) with ordinality i(code, n)
      cross join generate_series(date '${LAST_DAY}' - interval '1 year', date '${LAST_DAY}', interval '1 day') d
      cross join lateral (select k, t.ticker from unnest($4::text[]) with ordinality t(ticker, k) where (k + i.n) % 5 <> 0 or k <= $3) t
      where extract(isodow from d) < 6`,
    [id, INDICES, PORTFOLIO_STOCKS, Array.from({ length: PORTFOLIO_STOCKS + 20 }, (_, k) => `${stem(k)}3`)],
  );
  await owner.query('analyze b3.index_portfolio');
  return rowCount ?? 0;
}

const range = (from: string, to: string) => `trade_date=gte.${from}&trade_date=lte.${to}&order=trade_date`;

export function waveCases(): GatewayCase[] {
  const pick = picker();
  const stock = () => `${stem(pick() % STOCKS)}3`;
  const day = () => new Date(Date.UTC(2025, 10, 24 + (pick() % 360))).toISOString().slice(0, 10);
  const view = (name: string, ticker: () => string, example: string): GatewayCase => ({
    name: `${name} (ticker, 12 months)`,
    fn: name,
    body: () => ({}),
    get: () => `/${name}?ticker=eq.${ticker()}&${range(YEAR_AGO, LAST_DAY)}`,
    // t.*: nested-plans.ts leaves out a bare select * from api.<fn>, the outer call of a function
    sql: `select t.* from api.${name} t where ticker = $1 and trade_date between $2 and $3 order by trade_date limit 1000`,
    params: [example, YEAR_AGO, LAST_DAY],
  });
  // the call series of the session's next month: letter L (December) for November 2026's sessions
  const option = () => `${stem(pick() % STOCKS)}L${100 + (pick() % 12)}`;
  const futures = futuresCases();
  const byName = (prefix: string) => futures.find((c) => c.name.startsWith(prefix))!;
  return [
    view('equities', stock, 'AAAB3'),
    view('bdrs', () => bdrTicker(pick() % BDRS), bdrTicker(3)),
    view('units', () => unitTicker(pick() % UNITS), unitTicker(3)),
    view('fund_quotas', () => fundTicker(pick() % FUND_QUOTAS), fundTicker(3)),
    view('cash_securities', () => `${stem(pick() % RIGHTS)}1`, 'AAAB1'),
    view('auctions', stock, 'AAAB3'),
    { name: 'quote_latest (ticker)', fn: 'quote_latest', sql: 'select * from api.quote_latest($1)', params: ['AAAB3'], body: () => ({ p_ticker: stock() }) },
    { name: 'option_history (series, 12 months)', fn: 'option_history', sql: 'select * from api.option_history($1, null, $2)', params: ['AAABL105', LAST_DAY], body: () => ({ p_codneg: option(), p_to: LAST_DAY }) },
    { name: 'termo_history (code, 12 months, 3 terms)', fn: 'termo_history', sql: 'select * from api.termo_history($1, null, $2)', params: ['AAAB3T', LAST_DAY], body: () => ({ p_codneg: `${stem(pick() % FORWARDS)}3T`, p_to: LAST_DAY }) },
    {
      name: 'quote_history (365 days, close_adj + close_total_return)', fn: 'quote_history',
      sql: "select * from api.quote_history($1, null, $2, 'cash', null, array['close_adj', 'close_total_return'])", params: ['AAAB3', LAST_DAY],
      body: () => ({ p_ticker: stock(), p_to: LAST_DAY, p_board: 'cash', p_fields: ['close_adj', 'close_total_return'] }),
    },
    {
      name: 'panel (3 tickers, month, close_adj + close_return)', fn: 'panel',
      sql: "select * from api.panel($1, array['close_adj', 'close_return'], $2, $3)", params: [['AAAB3', 'AAAC3', 'AAAD3'], '2026-10-20', LAST_DAY],
      body: () => ({ p_ids: [stock(), stock(), stock()], p_metrics: ['close_adj', 'close_return'], p_from: '2026-10-20', p_to: LAST_DAY }),
    },
    { name: 'cash_events (ticker, every event)', fn: 'cash_events', sql: 'select * from api.cash_events($1, null, $2)', params: ['AAAB3', LAST_DAY], body: () => ({ p_ticker: stock(), p_to: LAST_DAY }) },
    { name: 'index_portfolio (index, random day)', fn: 'index_portfolio', sql: 'select * from api.index_portfolio($1, $2)', params: ['IBOV', '2026-03-05'], body: () => ({ p_index: INDICES[pick() % INDICES.length], p_date: day() }) },
    byName('curve (PRE, random'),
    byName('curve (defaults'),
    byName('curve_history'),
  ];
}
