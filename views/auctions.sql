-- api.auctions: the auction prints of the quote tape (COTAHIST TPMERC 017), as published.
-- Read straight from b3.cotahist: ticker and trade_date filters reach the
-- (codneg, trade_date) index, TPMERC 017 is checked on the rows found.
create or replace view api.auctions with (security_invoker = false) as
select a.codneg as ticker,
       a.trade_date,
       a.codbdi as board,
       a.nomres as short_name,
       a.especi as spec,
       a.modref as currency,
       a.preabe as open,
       a.premax as high,
       a.premin as low,
       a.premed as average,
       a.preult as close,
       a.preofc as bid,
       a.preofv as ask,
       a.totneg as trades,
       a.quatot as quantity,
       a.voltot as volume,
       a.codisi as isin,
       a.fatcot as quotation_factor,
       trim_scale(a.preult / nullif(a.fatcot, 0)) as close_unit,
       case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end as source,
       l.fetched_at
  from b3.cotahist a
  join ingest.ingest_log l on l.id = a.ingest_id
 where a.tpmerc = '017';

alter view api.auctions owner to api_owner;
revoke all on api.auctions from public;
grant select on api.auctions to anon, authenticated;
comment on view api.auctions is 'Auction prints of the exchange''s quote tape (COTAHIST market type 017, leilão), one row per session and ticker: open, high, low, close, average, trades, quantity and volume as published.

An auction print is an EVENT (a paper that went to auction in the session), not a session of a series: computing returns over these rows is meaningless, and the same paper''s regular session is in quotes. Prices are RAW, in BRL per quotation_factor units; close_unit = close / quotation_factor. Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range). No matching row answers [].
@tag Quotes';
comment on column api.auctions.ticker is 'B3 trading code (CODNEG).';
comment on column api.auctions.trade_date is 'Session of the auction (YYYY-MM-DD).';
comment on column api.auctions.board is 'CODBDI as filed (the bulletin board, e.g. 02); NULL when blank.';
comment on column api.auctions.short_name is 'NOMRES: the issuer''s short name as filed; NULL when blank.';
comment on column api.auctions.spec is 'ESPECI as filed (ON NM, PN, UNT, CI, ...); NULL when blank.';
comment on column api.auctions.currency is 'MODREF: currency of the prices as filed (R$); NULL when blank.';
comment on column api.auctions.open is 'Opening price of the auction print, raw (PREABE).';
comment on column api.auctions.high is 'Highest price, raw (PREMAX).';
comment on column api.auctions.low is 'Lowest price, raw (PREMIN).';
comment on column api.auctions.average is 'Average price, raw (PREMED).';
comment on column api.auctions.close is 'Last price, raw (PREULT); never adjusted.';
comment on column api.auctions.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.auctions.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.auctions.trades is 'Number of trades (TOTNEG).';
comment on column api.auctions.quantity is 'Quantity traded (QUATOT).';
comment on column api.auctions.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.auctions.isin is 'ISIN of the security (CODISI); NULL when blank.';
comment on column api.auctions.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.auctions.close_unit is 'close / quotation_factor: the last price of ONE unit (not an adjustment); NULL when quotation_factor is 0 or missing.';
comment on column api.auctions.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
comment on column api.auctions.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';
