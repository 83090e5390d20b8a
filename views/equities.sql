-- api.equities: the shares of the cash tape (ESPECI ON/PN*), both lots, with share class and listing segment.
-- Rows of b3.cash_quote (the cash tape typed once); its filters reach the
-- (codneg, trade_date) index through both views.
create or replace view api.equities with (security_invoker = false) as
select c.ticker,
       c.trade_date,
       c.board,
       c.lot,
       c.term_days,
       c.share_class,
       c.governance_segment,
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
 where c.kind = 'equity';

alter view api.equities owner to api_owner;
revoke all on api.equities from public;
grant select on api.equities to anon, authenticated;
comment on view api.equities is 'Shares (ESPECI ON, PN, PNA..PNH) from the exchange''s quote tape (COTAHIST), one row per session, ticker and lot: share class, listing segment, open, high, low, close, average, closing bid and ask, trades, quantity and volume as published.

The cash tape''s ordinary and preferred shares, both lots (standard TPMERC 010, odd 020/021), typed from the published ESPECI, never from the ticker''s 3/4 suffix. share_class is ESPECI characters 1-4, governance_segment characters 9-10. Prices are RAW: never adjusted for splits, groupings or distributions, in BRL per quotation_factor units; close_unit = close / quotation_factor. The grain is (ticker, trade_date, lot, term_days): filter lot=eq.standard for the round lot only. Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range). No matching row answers [].
@tag Quotes';
comment on column api.equities.ticker is 'B3 trading code (CODNEG), e.g. PETR4; odd-lot rows carry the odd-lot code (PETR4F).';
comment on column api.equities.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.equities.board is 'CODBDI as filed: the bulletin board (02 standard lot, 96 odd lot, 12 real-estate funds, 14 ETFs, ...); NOT the cash/odd_lot board of quotes and quote_history (see lot). NULL when blank.';
comment on column api.equities.lot is 'standard (TPMERC 010, the round lot) or odd (TPMERC 020, and 021: undocumented by B3, seen only on odd-lot tickers, taken as odd lot). Part of the grain: a ticker can print on both.
@enum internal.quote_lot';
comment on column api.equities.term_days is 'PRAZOT: term in days as filed; NULL when blank (as on almost every cash row) or not digits.';
comment on column api.equities.share_class is 'ON (common), PN (preferred) or PNA..PNH (preferred of a lettered class): ESPECI characters 1-4 as filed. Never NULL here (a paper of another class is in cash_securities).
@enum internal.share_class';
comment on column api.equities.governance_segment is 'Listing segment, ESPECI characters 9-10: NM Novo Mercado, N1 Level 1, N2 Level 2, MA Bovespa Mais, M2 Bovespa Mais Level 2, MB organised OTC; NULL when the spec carries none (the traditional segment).
@enum internal.governance_segment';
comment on column api.equities.short_name is 'NOMRES: the issuer''s short name as filed; NULL when blank.';
comment on column api.equities.spec is 'ESPECI as filed: characters 1-4 the kind and class (ON, PNA, UNT, DRN, CI, ...), 5-8 flags such as ED ex-dividend, 9-10 the listing segment; NULL when blank.';
comment on column api.equities.currency is 'MODREF: currency of the prices as filed (R$); NULL when blank.';
comment on column api.equities.open is 'Opening price, raw (PREABE), per quotation_factor units.';
comment on column api.equities.high is 'Highest price, raw (PREMAX).';
comment on column api.equities.low is 'Lowest price, raw (PREMIN).';
comment on column api.equities.average is 'Average price, raw (PREMED).';
comment on column api.equities.close is 'Last price of the session, raw (PREULT): never adjusted for splits, groupings or distributions.';
comment on column api.equities.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.equities.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.equities.trades is 'Number of trades (TOTNEG).';
comment on column api.equities.quantity is 'Quantity traded (QUATOT).';
comment on column api.equities.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.equities.isin is 'ISIN of the security (CODISI); NULL when blank.';
comment on column api.equities.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.equities.close_unit is 'close / quotation_factor: the last price of ONE unit (a division by a published field, not an adjustment); NULL when quotation_factor is 0 or missing.';
comment on column api.equities.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
comment on column api.equities.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';
