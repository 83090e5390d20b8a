-- api.bdrs: the depositary receipts of the cash tape (ESPECI DR*), both lots.
-- Rows of b3.cash_quote (the cash tape typed once); its filters reach the
-- (codneg, trade_date) index through both views.
create or replace view api.bdrs with (security_invoker = false) as
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
 where c.kind = 'bdr';

alter view api.bdrs owner to api_owner;
revoke all on api.bdrs from public;
grant select on api.bdrs to anon, authenticated;
comment on view api.bdrs is 'Brazilian depositary receipts (ESPECI DR*) from the exchange''s quote tape (COTAHIST), one row per session, ticker and lot, prices as published.

The cash tape''s BDRs (ESPECI DRN, DR1, DR2, DR3, DRE, ...), both lots (standard TPMERC 010, odd 020/021), typed from the published ESPECI. Prices are RAW: never adjusted for splits, groupings or distributions, in BRL per quotation_factor units; close_unit = close / quotation_factor. The grain is (ticker, trade_date, lot, term_days): filter lot=eq.standard for the round lot only. Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range). No matching row answers [].
@tag Quotes';
comment on column api.bdrs.ticker is 'B3 trading code (CODNEG), e.g. PETR4; odd-lot rows carry the odd-lot code (PETR4F).';
comment on column api.bdrs.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.bdrs.board is 'CODBDI as filed: the bulletin board (02 standard lot, 96 odd lot, 12 real-estate funds, 14 ETFs, ...); NOT the cash/odd_lot board of quotes and quote_history (see lot). NULL when blank.';
comment on column api.bdrs.lot is 'standard (TPMERC 010, the round lot) or odd (TPMERC 020, and 021: undocumented by B3, seen only on odd-lot tickers, taken as odd lot). Part of the grain: a ticker can print on both.
@enum internal.quote_lot';
comment on column api.bdrs.term_days is 'PRAZOT: term in days as filed; NULL when blank (as on almost every cash row) or not digits.';
comment on column api.bdrs.short_name is 'NOMRES: the issuer''s short name as filed; NULL when blank.';
comment on column api.bdrs.spec is 'ESPECI as filed: characters 1-4 the kind and class (ON, PNA, UNT, DRN, CI, ...), 5-8 flags such as ED ex-dividend, 9-10 the listing segment; NULL when blank.';
comment on column api.bdrs.currency is 'MODREF: currency of the prices as filed (R$); NULL when blank.';
comment on column api.bdrs.open is 'Opening price, raw (PREABE), per quotation_factor units.';
comment on column api.bdrs.high is 'Highest price, raw (PREMAX).';
comment on column api.bdrs.low is 'Lowest price, raw (PREMIN).';
comment on column api.bdrs.average is 'Average price, raw (PREMED).';
comment on column api.bdrs.close is 'Last price of the session, raw (PREULT): never adjusted for splits, groupings or distributions.';
comment on column api.bdrs.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.bdrs.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.bdrs.trades is 'Number of trades (TOTNEG).';
comment on column api.bdrs.quantity is 'Quantity traded (QUATOT).';
comment on column api.bdrs.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.bdrs.isin is 'ISIN of the security (CODISI); NULL when blank.';
comment on column api.bdrs.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.bdrs.close_unit is 'close / quotation_factor: the last price of ONE unit (a division by a published field, not an adjustment); NULL when quotation_factor is 0 or missing.';
comment on column api.bdrs.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
comment on column api.bdrs.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';
