-- api.fund_quotas: the fund quotas of the cash tape (ESPECI CI, FIDC), both lots, with the family the published codes give.
-- Rows of b3.cash_quote (the cash tape typed once); its filters reach the
-- (codneg, trade_date) index through both views.
create or replace view api.fund_quotas with (security_invoker = false) as
select c.ticker,
       c.trade_date,
       c.board,
       c.lot,
       c.term_days,
       c.fund_type,
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
 where c.kind = 'fund_quota';

alter view api.fund_quotas owner to api_owner;
revoke all on api.fund_quotas from public;
grant select on api.fund_quotas to anon, authenticated;
comment on view api.fund_quotas is 'Listed fund quotas (ESPECI CI and FIDC: ETFs, real-estate, receivables and agribusiness funds) from the exchange''s quote tape (COTAHIST), one row per session, ticker and lot, with the fund family.

The cash tape''s fund quotas, both lots (standard TPMERC 010, odd 020/021), typed from the published ESPECI; fund_type comes from the published ESPECI (FIDC) and CODBDI board code (14 etf, 05/12 fii, 13 fiagro), never from the ticker, and is NULL on boards that carry no family (the odd-lot board 96). Prices are RAW: never adjusted for splits, groupings or distributions, in BRL per quotation_factor units; close_unit = close / quotation_factor. The grain is (ticker, trade_date, lot, term_days): filter lot=eq.standard for the round lot only. Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range). No matching row answers [].
@tag Quotes';
comment on column api.fund_quotas.ticker is 'B3 trading code (CODNEG), e.g. PETR4; odd-lot rows carry the odd-lot code (PETR4F).';
comment on column api.fund_quotas.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.fund_quotas.board is 'CODBDI as filed: the bulletin board (02 standard lot, 96 odd lot, 12 real-estate funds, 14 ETFs, ...); NOT the cash/odd_lot board of quotes and quote_history (see lot). NULL when blank.';
comment on column api.fund_quotas.lot is 'standard (TPMERC 010, the round lot) or odd (TPMERC 020, and 021: undocumented by B3, seen only on odd-lot tickers, taken as odd lot). Part of the grain: a ticker can print on both.
@enum internal.quote_lot';
comment on column api.fund_quotas.term_days is 'PRAZOT: term in days as filed; NULL when blank (as on almost every cash row) or not digits.';
comment on column api.fund_quotas.fund_type is 'fidc (ESPECI FIDC), etf (CODBDI 14), fii (CODBDI 05 or 12), fiagro (CODBDI 13); NULL on a board that carries no family signal (the odd-lot board 96 and others), never guessed from the ticker.
@enum internal.fund_quota_type';
comment on column api.fund_quotas.short_name is 'NOMRES: the issuer''s short name as filed; NULL when blank.';
comment on column api.fund_quotas.spec is 'ESPECI as filed: characters 1-4 the kind and class (ON, PNA, UNT, DRN, CI, ...), 5-8 flags such as ED ex-dividend, 9-10 the listing segment; NULL when blank.';
comment on column api.fund_quotas.currency is 'MODREF: currency of the prices as filed (R$); NULL when blank.';
comment on column api.fund_quotas.open is 'Opening price, raw (PREABE), per quotation_factor units.';
comment on column api.fund_quotas.high is 'Highest price, raw (PREMAX).';
comment on column api.fund_quotas.low is 'Lowest price, raw (PREMIN).';
comment on column api.fund_quotas.average is 'Average price, raw (PREMED).';
comment on column api.fund_quotas.close is 'Last price of the session, raw (PREULT): never adjusted for splits, groupings or distributions.';
comment on column api.fund_quotas.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.fund_quotas.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.fund_quotas.trades is 'Number of trades (TOTNEG).';
comment on column api.fund_quotas.quantity is 'Quantity traded (QUATOT).';
comment on column api.fund_quotas.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.fund_quotas.isin is 'ISIN of the security (CODISI); NULL when blank.';
comment on column api.fund_quotas.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.fund_quotas.close_unit is 'close / quotation_factor: the last price of ONE unit (a division by a published field, not an adjustment); NULL when quotation_factor is 0 or missing.';
comment on column api.fund_quotas.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
comment on column api.fund_quotas.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';
