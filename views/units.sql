-- api.units: the units of the cash tape (ESPECI UNT), both lots.
-- Rows of b3.cash_quote (the cash tape typed once); its filters reach the
-- (codneg, trade_date) index through both views.
create or replace view api.units with (security_invoker = false) as
select c.ticker,
       c.trade_date,
       c.board,
       c.lot,
       c.term_days,
       c.short_name,
       c.spec,
       c.currency,
       c.open,
       c.high,
       c.low,
       c.average,
       c.close,
       c.bid,
       c.ask,
       c.trades,
       c.quantity,
       c.volume,
       c.isin,
       c.quotation_factor,
       c.close_unit,
       c.source,
       c.fetched_at
  from b3.cash_quote c
 where c.kind = 'unit';

alter view api.units owner to api_owner;
revoke all on api.units from public;
grant select on api.units to anon, authenticated;
comment on view api.units is 'Units, bundles of shares traded as one (ESPECI UNT), from the exchange''s quote tape (COTAHIST), one row per session, ticker and lot, prices as published.

The cash tape''s units, both lots (standard TPMERC 010, odd 020/021), typed from the published ESPECI. Prices are RAW: never adjusted for splits, groupings or distributions, in BRL per quotation_factor units; close_unit = close / quotation_factor. The grain is (ticker, trade_date, lot, term_days): filter lot=eq.standard for the round lot only. Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range). No matching row answers [].
@tag Quotes';
comment on column api.units.ticker is 'B3 trading code (CODNEG), e.g. PETR4; odd-lot rows carry the odd-lot code (PETR4F).';
comment on column api.units.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.units.board is 'CODBDI as filed: the bulletin board (02 standard lot, 96 odd lot, 12 real-estate funds, 14 ETFs, ...); NOT the cash/odd_lot board of quotes and quote_history (see lot). NULL when blank.';
comment on column api.units.lot is 'standard (TPMERC 010, the round lot) or odd (TPMERC 020, and 021: undocumented by B3, seen only on odd-lot tickers, taken as odd lot). Part of the grain: a ticker can print on both.
@enum internal.quote_lot';
comment on column api.units.term_days is 'PRAZOT: term in days as filed; NULL when blank (as on almost every cash row) or not digits.';
comment on column api.units.short_name is 'NOMRES: the issuer''s short name as filed; NULL when blank.';
comment on column api.units.spec is 'ESPECI as filed: characters 1-4 the kind and class (ON, PNA, UNT, DRN, CI, ...), 5-8 flags such as ED ex-dividend, 9-10 the listing segment; NULL when blank.';
comment on column api.units.currency is 'MODREF: currency of the prices as filed (R$); NULL when blank.';
comment on column api.units.open is 'Opening price, raw (PREABE), per quotation_factor units.';
comment on column api.units.high is 'Highest price, raw (PREMAX).';
comment on column api.units.low is 'Lowest price, raw (PREMIN).';
comment on column api.units.average is 'Average price, raw (PREMED).';
comment on column api.units.close is 'Last price of the session, raw (PREULT): never adjusted for splits, groupings or distributions.';
comment on column api.units.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.units.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.units.trades is 'Number of trades (TOTNEG).';
comment on column api.units.quantity is 'Quantity traded (QUATOT).';
comment on column api.units.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.units.isin is 'ISIN of the security (CODISI); NULL when blank.';
comment on column api.units.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.units.close_unit is 'close / quotation_factor: the last price of ONE unit (a division by a published field, not an adjustment); NULL when quotation_factor is 0 or missing.';
comment on column api.units.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
comment on column api.units.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';
