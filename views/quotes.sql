-- api.quotes: the cash-market quote tape (COTAHIST TPMERC 010 standard lot and
-- 020 odd lot), one row per session, ticker and board, prices as published.
create or replace view api.quotes with (security_invoker = false) as
select q.codneg as ticker,
       q.trade_date,
       case q.tpmerc when '010' then 'cash' else 'odd_lot' end as board,
       q.codisi as isin,
       q.preabe as open,
       q.premax as high,
       q.premin as low,
       q.preult as close,
       q.premed as average,
       q.preofc as bid,
       q.preofv as ask,
       q.totneg as trades,
       q.quatot as quantity,
       q.voltot as volume,
       q.fatcot as quotation_factor,
       -- the class as the tape types it: CODBDI 12 real-estate funds, ESPECI for the rest
       case when q.codbdi = '12' then 'fii'
            when q.especi like 'CI%' then 'fund_quota'
            when q.especi like 'DR%' then 'bdr'
            when q.especi like 'UNT%' then 'unit'
            when q.especi ~ '^(ON|PN)' then 'equity'
            else 'other' end as asset_class,
       q.nomres as short_name,
       q.especi as spec,
       case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end as source
  from b3.cotahist q
  join ingest.ingest_log l on l.id = q.ingest_id
 where q.tpmerc in ('010', '020');

alter view api.quotes owner to api_owner;
revoke all on api.quotes from public;
grant select on api.quotes to anon, authenticated;
comment on view api.quotes is 'The exchange''s cash-market quote tape (COTAHIST), one row per session, ticker and board: open, high, low, close, average, closing bid and ask, trades, quantity and volume as published.

Prices are RAW: never adjusted for splits, groupings or distributions, in BRL per quotation_factor units (1 = per share, 1000 = per lot of 1000). Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range).
@tag Quotes';
comment on column api.quotes.ticker is 'B3 trading code (CODNEG).';
comment on column api.quotes.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.quotes.board is 'cash (TPMERC 010, standard lot) or odd_lot (TPMERC 020).
@enum internal.board';
comment on column api.quotes.isin is 'ISIN of the security (CODISI).';
comment on column api.quotes.open is 'Opening price, raw (PREABE).';
comment on column api.quotes.high is 'Highest price, raw (PREMAX).';
comment on column api.quotes.low is 'Lowest price, raw (PREMIN).';
comment on column api.quotes.close is 'Last price of the session, raw (PREULT); never adjusted.';
comment on column api.quotes.average is 'Average price, raw (PREMED).';
comment on column api.quotes.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.quotes.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.quotes.trades is 'Number of trades (TOTNEG).';
comment on column api.quotes.quantity is 'Quantity traded (QUATOT).';
comment on column api.quotes.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.quotes.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.quotes.asset_class is 'fii (CODBDI 12), fund_quota (ESPECI CI*), bdr (DR*), unit (UNT*), equity (ON*/PN*), other.
@enum internal.quote_asset_class';
comment on column api.quotes.short_name is 'NOMRES: the issuer''s short name as filed.';
comment on column api.quotes.spec is 'ESPECI: the security''s specification as filed (ON NM, PN N1, CI, DRN, ...).';
comment on column api.quotes.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
