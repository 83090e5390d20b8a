// Synthetic securities-lending archive for the bulletin bench, written straight
// into the b3 landing tables by generate_series (the loaders have their own
// tests; this measures the views). Deterministic: same arguments, same rows.
import type pg from 'pg';

export interface ArchiveShape {
  sessions: number;
  tickers: number;
}

export interface ArchiveFacts {
  positions: number;
  balances: number;
  registry: number;
  /** Cash-board quote tape rows of the same tickers and sessions (short_interest's adtv columns read them). */
  tape: number;
  /** A session with a registry snapshot of its own (the common case). */
  coveredSession: string;
  /** A session with no registry snapshot of its own (the fallback case); null in archives under 12 sessions. */
  uncoveredSession: string | null;
  /** A ticker with a position every session. */
  ticker: string;
}

/**
 * Business days ending 2026-11-13; each ticker on two or three markets plus the
 * exchange's Total row (one ticker in ten publishes the Total row alone); a
 * lending balance for most positions; a registry snapshot every session except
 * one in twenty-five (those take the newest earlier one), and one ticker in
 * fifty first registered a hundred sessions in (earlier sessions take the
 * oldest later one). The quote tape holds the same sessions, each ticker on the
 * cash board except one session in thirteen (no trade), for the 21-session ADTV.
 */
export async function writeArchive(client: pg.ClientBase, shape: ArchiveShape): Promise<ArchiveFacts> {
  const { rows: [log] } = await client.query(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
     values ('b3-bdi', 'bench-archive', repeat('0', 64), 0, 'loaded', now(), true) returning id`,
  );
  await client.query(
    `create temporary table bench_session as
       select row_number() over (order by d)::int as n, d::date as trade_date
         from (select d from generate_series(date '2026-11-13' - ($1::int * 2), date '2026-11-13', interval '1 day') d
                where extract(isodow from d) < 6 order by d desc limit $1) s`,
    [shape.sessions],
  );
  await client.query(
    `create temporary table bench_ticker as
       select n, 'T' || lpad(n::text, 4, '0') || (array['3', '4', '11'])[1 + n % 3] as ticker,
              'Sector ' || (n % 37) as sector,
              (array['SHARES', 'SHARES', 'UNIT', 'FUNDS', 'ETF EQUITIES', 'BDR'])[1 + n % 6] as category
         from generate_series(1, $1::int) n`,
    [shape.tickers],
  );
  await client.query(
    `insert into b3.lending_open_position (trade_date, ticker, loan_type, market, isin, asset_name, quantity, average_price, value_brl, is_total, ingest_id)
     select s.trade_date, t.ticker, 'Voluntário', m.market, 'BR' || t.ticker, t.ticker || ' SA',
            m.share * q.quantity, 10 + t.n % 90, m.share * q.quantity * (10 + t.n % 90), m.market = 'Total', $1
       from bench_session s
      cross join bench_ticker t
      cross join lateral (select (1000 + (s.n * 7919 + t.n * 104729) % 100000)::numeric as quantity) q
      cross join lateral (values ('Registro', 0.5), ('Neg. Eletrônica D+0', 0.2), ('Neg. Eletrônica D+1', 0.3), ('Total', 1.0)) m(market, share)
      where case when t.n % 10 = 0 then m.market = 'Total'
                 when t.n % 3 = 0 then m.market <> 'Neg. Eletrônica D+0'
                 else true end`,
    [log.id],
  );
  await client.query(
    `insert into b3.lending_balance (trade_date, ticker, market, isin, asset_name, contracts, quantity, value_brl,
                                     lender_rate_min, lender_rate_avg, lender_rate_max, borrower_rate_min, borrower_rate_avg, borrower_rate_max, is_total, ingest_id)
     select s.trade_date, t.ticker, m.market, 'BR' || t.ticker, t.ticker || ' SA', 1 + t.n % 40, m.share * 5000, m.share * 5000 * 20,
            null, 0.1 + (t.n % 50) / 10.0, null, null, 0.2 + (t.n % 50) / 10.0, null, m.market = 'Total', $1
       from bench_session s
      cross join bench_ticker t
      cross join (values ('Registro', 0.6), ('Neg. Eletrônica D+1', 0.4), ('Total', 1.0)) m(market, share)
      where t.n % 7 <> 0 and (t.n % 2 = 0 or m.market <> 'Total')`,
    [log.id],
  );
  await client.query(
    `insert into b3.instrument_registry (reference_date, ticker, asset, asset_description, sector, market, category, isin, institution_name, share_capital, governance_level, ingest_id)
     select s.trade_date, t.ticker, left(t.ticker, 4), null,
            case when t.n % 41 = 0 then null else t.sector end, 'EQUITY-CASH', t.category, 'BR' || t.ticker, t.ticker || ' SA', null, null, $1
       from bench_session s
      cross join bench_ticker t
      where s.n % 25 <> 12 and (t.n % 50 <> 0 or s.n > 100)`,
    [log.id],
  );
  const { rows: [tapeLog] } = await client.query(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at, synthetic)
     values ('b3-cotahist', 'bench-tape', repeat('0', 64), 0, 'loaded', now(), true) returning id`,
  );
  await client.query(
    `insert into b3.cotahist (trade_date, codneg, tpmerc, prazot, codbdi, especi, preabe, premax, premin, premed, preult, totneg, quatot, voltot, fatcot, codisi, ingest_id)
     select s.trade_date, t.ticker, '010', '', '02', 'ON', p.price, p.price, p.price, p.price, p.price, 1 + t.n % 50, p.quantity, p.quantity * p.price, 1, 'BR' || t.ticker, $1
       from bench_session s
      cross join bench_ticker t
      cross join lateral (select (10 + t.n % 90)::numeric as price, (100 + (s.n * 31 + t.n * 17) % 10000)::numeric as quantity) p
      where (s.n + t.n) % 13 <> 0`,
    [tapeLog.id],
  );
  // what the COTAHIST loader does after each file
  await client.query('select b3.refresh_cash_adtv(min(trade_date), max(trade_date)) from b3.cotahist');
  await client.query('analyze b3.lending_open_position; analyze b3.lending_balance; analyze b3.instrument_registry; analyze b3.cotahist');
  const { rows: [facts] } = await client.query(
    `select (select count(*) from b3.lending_open_position)::int as positions,
            (select count(*) from b3.lending_balance)::int as balances,
            (select count(*) from b3.instrument_registry)::int as registry,
            (select count(*) from b3.cotahist)::int as tape,
            (select to_char(trade_date, 'YYYY-MM-DD') from bench_session where n <= 150 and n % 25 <> 12 order by n desc limit 1) as covered,
            (select to_char(trade_date, 'YYYY-MM-DD') from bench_session where n <= 137 and n % 25 = 12 order by n desc limit 1) as uncovered,
            (select ticker from bench_ticker where n <= 50 order by n desc limit 1) as ticker`,
  );
  await client.query('drop table bench_session; drop table bench_ticker');
  return { positions: facts.positions, balances: facts.balances, registry: facts.registry, tape: facts.tape, coveredSession: facts.covered, uncoveredSession: facts.uncovered, ticker: facts.ticker };
}
