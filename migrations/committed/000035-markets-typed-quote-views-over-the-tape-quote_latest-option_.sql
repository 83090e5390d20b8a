--! Previous: sha1:8b901e852319e742bd97ff21dba678529172004e
--! Hash: sha1:e3edd43c8be5417e6b4552d0e09e0a3b9b036606
--! Message: Markets: typed quote views over the tape, quote_latest, option_history, termo_history

-- Markets: typed quote views over the tape (equities, bdrs, units, fund_quotas, cash_securities, auctions), quote_latest, option_history, termo_history; b3.cash_quote types each cash-tape row once (the kind is ESPECI characters 1-4 up to the first blank); catalog examples of them, and the Quotes and Derivatives tag descriptions name them
--! Included sql/internal/quote_lot.sql
-- internal.quote_lot: a value set the contract states, written once. api.catalog()'s
-- enums read it; a column holding it says `@enum internal.quote_lot` in its COMMENT.
create domain internal.quote_lot as text
  check (value in ('standard', 'odd'));

alter domain internal.quote_lot owner to api_owner;
comment on domain internal.quote_lot is 'The lot of a cash-tape row: standard (TPMERC 010, the round lot) or odd (TPMERC 020, and 021, which B3''s table does not document and whose rows carry odd-lot tickers).';
--! EndIncluded sql/internal/quote_lot.sql
--! Included sql/internal/share_class.sql
-- internal.share_class: a value set the contract states, written once. api.catalog()'s
-- enums read it; a column holding it says `@enum internal.share_class` in its COMMENT.
create domain internal.share_class as text
  check (value in ('ON', 'PN', 'PNA', 'PNB', 'PNC', 'PND', 'PNE', 'PNF', 'PNG', 'PNH'));

alter domain internal.share_class owner to api_owner;
comment on domain internal.share_class is 'The class of a share as the tape''s ESPECI names it (characters 1-4): ON common, PN preferred, PNA..PNH preferred of a lettered class.';
--! EndIncluded sql/internal/share_class.sql
--! Included sql/internal/governance_segment.sql
-- internal.governance_segment: a value set the contract states, written once. api.catalog()'s
-- enums read it; a column holding it says `@enum internal.governance_segment` in its COMMENT.
create domain internal.governance_segment as text
  check (value in ('NM', 'N1', 'N2', 'MA', 'M2', 'MB'));

alter domain internal.governance_segment owner to api_owner;
comment on domain internal.governance_segment is 'The exchange''s listing segment as the tape''s ESPECI carries it (characters 9-10): NM Novo Mercado, N1 Level 1, N2 Level 2, MA Bovespa Mais, M2 Bovespa Mais Level 2, MB the organised over-the-counter market.';
--! EndIncluded sql/internal/governance_segment.sql
--! Included sql/internal/fund_quota_type.sql
-- internal.fund_quota_type: a value set the contract states, written once. api.catalog()'s
-- enums read it; a column holding it says `@enum internal.fund_quota_type` in its COMMENT.
create domain internal.fund_quota_type as text
  check (value in ('etf', 'fii', 'fidc', 'fiagro'));

alter domain internal.fund_quota_type owner to api_owner;
comment on domain internal.fund_quota_type is 'The family of a listed fund quota, from the tape''s published codes: fidc (ESPECI FIDC), etf (CODBDI 14), fii (CODBDI 05 or 12), fiagro (CODBDI 13).';
--! EndIncluded sql/internal/fund_quota_type.sql
--! Included sql/b3/cash_quote.sql
-- The cash tape typed once for the five typed quote views (api.equities, bdrs,
-- units, fund_quotas, cash_securities): each cash row (TPMERC 010 standard lot,
-- 020 odd lot, and 021, undocumented by B3 and seen only on odd-lot tickers) with
-- its lot and its kind read from the published ESPECI and CODBDI, never from the
-- ticker's shape. Every row has exactly one kind, so the five views split the
-- cash tape without overlap or gap.
-- A plain view without a WITH clause so the planner folds it into each reader:
-- a reader's ticker and trade_date filters then reach cotahist_codneg_date.
-- The literal sets below are the value-set domains internal.share_class,
-- internal.governance_segment and internal.fund_quota_type (a view cannot call
-- internal.domain_values: functions in a view run as the caller).
create or replace view b3.cash_quote as
select q.codneg as ticker,
       q.trade_date,
       q.codbdi as board,
       case q.tpmerc when '010' then 'standard' else 'odd' end as lot,
       case when q.prazot ~ '^[0-9]{1,3}$' then q.prazot::integer end as term_days,
       case when k.especi_kind ~ '^(ON|PN[A-H]?)$' then 'equity'
            when k.especi_kind = 'UNT' then 'unit'
            when k.especi_kind like 'DR%' then 'bdr'
            when k.especi_kind in ('CI', 'FIDC') then 'fund_quota'
            else 'cash_security' end as kind,
       case when k.especi_kind ~ '^(ON|PN[A-H]?)$' then k.especi_kind end as share_class,
       case when substr(q.especi, 9, 2) in ('NM', 'N1', 'N2', 'MA', 'M2', 'MB') then substr(q.especi, 9, 2) end as governance_segment,
       case when k.especi_kind not in ('CI', 'FIDC') then null
            when k.especi_kind = 'FIDC' then 'fidc'
            when q.codbdi = '14' then 'etf'
            when q.codbdi in ('05', '12') then 'fii'
            when q.codbdi = '13' then 'fiagro' end as fund_type,
       q.nomres as short_name,
       q.especi as spec,
       q.modref as currency,
       q.preabe as open,
       q.premax as high,
       q.premin as low,
       q.premed as average,
       q.preult as close,
       q.preofc as bid,
       q.preofv as ask,
       q.totneg as trades,
       q.quatot as quantity,
       q.voltot as volume,
       q.codisi as isin,
       q.fatcot as quotation_factor,
       trim_scale(q.preult / nullif(q.fatcot, 0)) as close_unit,
       case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end as source,
       l.fetched_at
  from b3.cotahist q
  -- ESPECI characters 1-4 up to the first blank: the security's kind (ON, PNA, UNT, DRN, CI, FIDC, DIR,
  -- BNS, ...); a marker after it inside the four (the '*' of "CI *", "ON *") is not part of the kind
  cross join lateral (select split_part(substr(coalesce(q.especi, ''), 1, 4), ' ', 1) as especi_kind) k
  join ingest.ingest_log l on l.id = q.ingest_id
 where q.tpmerc in ('010', '020', '021');

alter view b3.cash_quote owner to api_owner;
revoke all on b3.cash_quote from public;
comment on view b3.cash_quote is 'Internal: the cash tape (TPMERC 010, 020, 021) with lot, kind (equity, unit, bdr, fund_quota, cash_security), share class, listing segment and fund family read from ESPECI and CODBDI. Read by api.equities, api.bdrs, api.units, api.fund_quotas and api.cash_securities.';
--! EndIncluded sql/b3/cash_quote.sql
--! Included views/equities.sql
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
--! EndIncluded views/equities.sql
--! Included views/bdrs.sql
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
--! EndIncluded views/bdrs.sql
--! Included views/units.sql
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
--! EndIncluded views/units.sql
--! Included views/fund_quotas.sql
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
--! EndIncluded views/fund_quotas.sql
--! Included views/cash_securities.sql
-- api.cash_securities: the residual of the cash tape (rights, warrants, receipts, other papers), both lots.
-- Rows of b3.cash_quote (the cash tape typed once); its filters reach the
-- (codneg, trade_date) index through both views.
create or replace view api.cash_securities with (security_invoker = false) as
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
 where c.kind = 'cash_security';

alter view api.cash_securities owner to api_owner;
revoke all on api.cash_securities from public;
grant select on api.cash_securities to anon, authenticated;
comment on view api.cash_securities is 'The rest of the exchange''s cash quote tape (COTAHIST): every row that is not a share, BDR, unit or fund quota (subscription rights DIR, subscription warrants BNS, receipts, other papers), one row per session, ticker and lot, prices as published.

The residual of the cash tape, both lots (standard TPMERC 010, odd 020/021): spec (ESPECI) says what each paper is. With equities, bdrs, units and fund_quotas it splits the cash tape: every cash row is in exactly one of the five. Prices are RAW: never adjusted for splits, groupings or distributions, in BRL per quotation_factor units; close_unit = close / quotation_factor. The grain is (ticker, trade_date, lot, term_days): filter lot=eq.standard for the round lot only. Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range). No matching row answers [].
@tag Quotes';
comment on column api.cash_securities.ticker is 'B3 trading code (CODNEG), e.g. PETR4; odd-lot rows carry the odd-lot code (PETR4F).';
comment on column api.cash_securities.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.cash_securities.board is 'CODBDI as filed: the bulletin board (02 standard lot, 96 odd lot, 12 real-estate funds, 14 ETFs, ...); NOT the cash/odd_lot board of quotes and quote_history (see lot). NULL when blank.';
comment on column api.cash_securities.lot is 'standard (TPMERC 010, the round lot) or odd (TPMERC 020, and 021: undocumented by B3, seen only on odd-lot tickers, taken as odd lot). Part of the grain: a ticker can print on both.
@enum internal.quote_lot';
comment on column api.cash_securities.term_days is 'PRAZOT: term in days as filed; NULL when blank (as on almost every cash row) or not digits.';
comment on column api.cash_securities.short_name is 'NOMRES: the issuer''s short name as filed; NULL when blank.';
comment on column api.cash_securities.spec is 'ESPECI as filed: characters 1-4 the kind and class (ON, PNA, UNT, DRN, CI, ...), 5-8 flags such as ED ex-dividend, 9-10 the listing segment; NULL when blank.';
comment on column api.cash_securities.currency is 'MODREF: currency of the prices as filed (R$); NULL when blank.';
comment on column api.cash_securities.open is 'Opening price, raw (PREABE), per quotation_factor units.';
comment on column api.cash_securities.high is 'Highest price, raw (PREMAX).';
comment on column api.cash_securities.low is 'Lowest price, raw (PREMIN).';
comment on column api.cash_securities.average is 'Average price, raw (PREMED).';
comment on column api.cash_securities.close is 'Last price of the session, raw (PREULT): never adjusted for splits, groupings or distributions.';
comment on column api.cash_securities.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.cash_securities.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.cash_securities.trades is 'Number of trades (TOTNEG).';
comment on column api.cash_securities.quantity is 'Quantity traded (QUATOT).';
comment on column api.cash_securities.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.cash_securities.isin is 'ISIN of the security (CODISI); NULL when blank.';
comment on column api.cash_securities.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.cash_securities.close_unit is 'close / quotation_factor: the last price of ONE unit (a division by a published field, not an adjustment); NULL when quotation_factor is 0 or missing.';
comment on column api.cash_securities.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
comment on column api.cash_securities.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';
--! EndIncluded views/cash_securities.sql
--! Included views/auctions.sql
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
--! EndIncluded views/auctions.sql
--! Included functions/quote_latest.sql
-- api.quote_latest: one ticker's newest session on the quote tape, one row at most.
-- Reads api.quotes like quote_history, newest first: a backward probe of the
-- (codneg, trade_date) index.
drop function if exists api.quote_latest(text, text);
drop type if exists api.quote_latest_row;

create type api.quote_latest_row as (
  ticker text,
  trade_date date,
  board text,
  isin text,
  open numeric,
  high numeric,
  low numeric,
  close numeric,
  average numeric,
  bid numeric,
  ask numeric,
  trades bigint,
  quantity numeric,
  volume numeric,
  quotation_factor integer,
  asset_class text,
  source text
);
alter type api.quote_latest_row owner to api_owner;
comment on type api.quote_latest_row is 'The newest session of one ticker on the quote tape; prices raw, as published (the columns of quote_history).';
comment on column api.quote_latest_row.ticker is 'B3 trading code.';
comment on column api.quote_latest_row.trade_date is 'The newest session held for the ticker (YYYY-MM-DD): the last tape loaded, not necessarily today.';
comment on column api.quote_latest_row.board is 'cash (standard lot, TPMERC 010) or odd_lot (TPMERC 020).
@enum internal.board';
comment on column api.quote_latest_row.isin is 'ISIN of the security on that session.';
comment on column api.quote_latest_row.open is 'Opening price, raw (never adjusted).';
comment on column api.quote_latest_row.high is 'Highest price, raw.';
comment on column api.quote_latest_row.low is 'Lowest price, raw.';
comment on column api.quote_latest_row.close is 'Last price, raw: not adjusted for splits, groupings or distributions.';
comment on column api.quote_latest_row.average is 'Average price, raw.';
comment on column api.quote_latest_row.bid is 'Best bid at the close; 0 as filed when there was none.';
comment on column api.quote_latest_row.ask is 'Best ask at the close; 0 as filed when there was none.';
comment on column api.quote_latest_row.trades is 'Number of trades.';
comment on column api.quote_latest_row.quantity is 'Quantity traded.';
comment on column api.quote_latest_row.volume is 'Volume traded, BRL.';
comment on column api.quote_latest_row.quotation_factor is 'Prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.quote_latest_row.asset_class is 'fii, fund_quota, bdr, unit, equity or other (as api.quotes types it).
@enum internal.quote_asset_class';
comment on column api.quote_latest_row.source is 'b3_cotahist or synthetic_sample.';

create function api.quote_latest(p_ticker text, p_board text default null)
returns setof api.quote_latest_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_board text := internal.one_of('quote_latest', 'board', p_board, internal.domain_values('internal.board'),
    'Boards: cash (standard lot) and odd_lot.',
    'Send p_board as cash or odd_lot, or null for the newest session on either.');
begin
  -- on a session both boards printed, null p_board takes the cash row (cash sorts before odd_lot)
  return query
    select q.ticker, q.trade_date, q.board, q.isin, q.open, q.high, q.low, q.close, q.average, q.bid, q.ask,
           q.trades, q.quantity, q.volume, q.quotation_factor, q.asset_class, q.source
    from api.quotes q
    where q.ticker = v_ticker and (v_board is null or q.board = v_board)
    order by q.trade_date desc, q.board
    limit 1;
end;
$$;

alter function api.quote_latest(text, text) owner to api_owner;
revoke all on function api.quote_latest(text, text) from public;
grant execute on function api.quote_latest(text, text) to anon, authenticated;

comment on function api.quote_latest(text, text) is 'One ticker''s newest session on the exchange''s quote tape (COTAHIST): at most one row, the columns of quote_history.
"Latest" is the newest session the store holds for the ticker (the last tape loaded; coverage() says how current the tape is), never advanced to today. Prices RAW as published (never adjusted; per quotation_factor units). p_board null takes the newest session on either board, and on a session both boards printed the cash (standard lot) row; p_board = odd_lot asks for the odd-lot board. An unknown ticker (or one that never printed on p_board) gives an empty array.
p_ticker: B3 trading code (case-insensitive), e.g. PETR4.
p_board: cash or odd_lot; default null (either board, cash first on a shared session).
@tag Quotes
@default p_board';
--! EndIncluded functions/quote_latest.sql
--! Included functions/option_history.sql
-- api.option_history: one listed option series (COTAHIST TPMERC 070 call, 080 put) through time, oldest first.
drop function if exists api.option_history(text, date, date);
drop type if exists api.option_history_row;

create type api.option_history_row as (
  codneg text,
  trade_date date,
  side text,
  strike numeric,
  expiry date,
  isin text,
  spec text,
  short_name text,
  currency text,
  open numeric,
  high numeric,
  low numeric,
  average numeric,
  close numeric,
  bid numeric,
  ask numeric,
  trades bigint,
  quantity numeric,
  volume numeric,
  quotation_factor integer,
  distribution_number text,
  source text,
  fetched_at timestamptz
);
alter type api.option_history_row owner to api_owner;
comment on type api.option_history_row is 'One session of one option series on the quote tape; premiums raw, as published.';
comment on column api.option_history_row.codneg is 'Option trading code (CODNEG), e.g. PETRB300.';
comment on column api.option_history_row.trade_date is 'The session (YYYY-MM-DD).';
comment on column api.option_history_row.side is 'call (TPMERC 070) or put (TPMERC 080), from the market type only, never from the code''s letter.
@enum internal.option_side';
comment on column api.option_history_row.strike is 'Strike (PREEXE), raw as filed on that session (the exchange corrects strikes on corporate events).';
comment on column api.option_history_row.expiry is 'Expiry (DATVEN); NULL where the file says 9999-12-31.';
comment on column api.option_history_row.isin is 'ISIN on the record (CODISI): the underlying security''s; NULL when blank.';
comment on column api.option_history_row.spec is 'ESPECI as filed; NULL when blank.';
comment on column api.option_history_row.short_name is 'NOMRES: the underlying issuer''s short name as filed; NULL when blank.';
comment on column api.option_history_row.currency is 'MODREF: currency of the premiums as filed (R$); NULL when blank.';
comment on column api.option_history_row.open is 'Opening premium, raw (PREABE).';
comment on column api.option_history_row.high is 'Highest premium, raw (PREMAX).';
comment on column api.option_history_row.low is 'Lowest premium, raw (PREMIN).';
comment on column api.option_history_row.average is 'Average premium, raw (PREMED).';
comment on column api.option_history_row.close is 'Last premium of the session, raw (PREULT).';
comment on column api.option_history_row.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.option_history_row.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.option_history_row.trades is 'Number of trades (TOTNEG).';
comment on column api.option_history_row.quantity is 'Contracts traded (QUATOT).';
comment on column api.option_history_row.volume is 'Volume, BRL (VOLTOT).';
comment on column api.option_history_row.quotation_factor is 'FATCOT: premiums per this many units.';
comment on column api.option_history_row.distribution_number is 'DISMES: distribution number of the underlying as filed (it changes on corporate events); NULL when blank.';
comment on column api.option_history_row.source is 'b3_cotahist or synthetic_sample.';
comment on column api.option_history_row.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';

create function api.option_history(p_codneg text, p_from date default null, p_to date default null)
returns setof api.option_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_codneg text := upper(btrim(p_codneg));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'option_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.', p_from is null);

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist o
    where o.codneg = v_codneg and o.tpmerc in ('070', '080') and o.trade_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'option_history', 'Narrow p_from/p_to (one series trades once a session).');

  return query
    select o.codneg, o.trade_date, case o.tpmerc when '070' then 'call' else 'put' end, o.preexe, o.datven,
           o.codisi, o.especi, o.nomres, o.modref, o.preabe, o.premax, o.premin, o.premed, o.preult, o.preofc, o.preofv,
           o.totneg, o.quatot, o.voltot, o.fatcot, o.dismes,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end, l.fetched_at
    from b3.cotahist o
    join ingest.ingest_log l on l.id = o.ingest_id
    where o.codneg = v_codneg and o.tpmerc in ('070', '080') and o.trade_date between v_from and v_to
    order by o.trade_date, o.tpmerc;
end;
$$;

alter function api.option_history(text, date, date) owner to api_owner;
revoke all on function api.option_history(text, date, date) from public;
grant execute on function api.option_history(text, date, date) to anon, authenticated;

comment on function api.option_history(text, date, date) is 'One listed option series (calls TPMERC 070, puts 080) through time, oldest first, from the exchange''s quote tape (COTAHIST).
One row per session the series traded (the tape lists traded series only, so a quiet session has no row), premiums RAW as published (per quotation_factor units), with side, strike and expiry as filed on each session. The exchange reuses an option code once its series has expired: a window spanning two series of one code shows both, told apart by expiry. Exercises (TPMERC 012/013) are events, served by option_exercises. Default window: 365 days before p_to (or today). An unknown code, or a window without a print, gives an empty array; more than 1000 rows is refused (22023), never trimmed.
p_codneg: the exact option code (case-insensitive), e.g. PETRB300; option_chain lists a session''s codes.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
@tag Derivatives
@default p_from: 365 days before p_to
@default p_to: today';
--! EndIncluded functions/option_history.sql
--! Included functions/termo_history.sql
-- api.termo_history: one forward (termo, COTAHIST TPMERC 030) code through time, one row per session and term.
drop function if exists api.termo_history(text, date, date);
drop type if exists api.termo_history_row;

create type api.termo_history_row as (
  codneg text,
  trade_date date,
  term_days integer,
  isin text,
  spec text,
  short_name text,
  currency text,
  open numeric,
  high numeric,
  low numeric,
  average numeric,
  close numeric,
  bid numeric,
  ask numeric,
  trades bigint,
  quantity numeric,
  volume numeric,
  quotation_factor integer,
  source text,
  fetched_at timestamptz
);
alter type api.termo_history_row owner to api_owner;
comment on type api.termo_history_row is 'One session and term of one forward (termo) code on the quote tape; prices raw, as published.';
comment on column api.termo_history_row.codneg is 'Forward trading code (CODNEG), e.g. PETR4T.';
comment on column api.termo_history_row.trade_date is 'The session (YYYY-MM-DD).';
comment on column api.termo_history_row.term_days is 'PRAZOT: the contract''s term in days as filed, part of the grain (a 30-day and a 60-day forward of one code are different contracts); NULL when the file leaves it blank or not digits.';
comment on column api.termo_history_row.isin is 'ISIN on the record (CODISI): the underlying security''s; NULL when blank.';
comment on column api.termo_history_row.spec is 'ESPECI as filed; NULL when blank.';
comment on column api.termo_history_row.short_name is 'NOMRES: the issuer''s short name as filed; NULL when blank.';
comment on column api.termo_history_row.currency is 'MODREF: currency of the prices as filed (R$); NULL when blank.';
comment on column api.termo_history_row.open is 'Opening price, raw (PREABE).';
comment on column api.termo_history_row.high is 'Highest price, raw (PREMAX).';
comment on column api.termo_history_row.low is 'Lowest price, raw (PREMIN).';
comment on column api.termo_history_row.average is 'Average price, raw (PREMED).';
comment on column api.termo_history_row.close is 'Last price of the session and term, raw (PREULT).';
comment on column api.termo_history_row.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.termo_history_row.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.termo_history_row.trades is 'Number of trades (TOTNEG).';
comment on column api.termo_history_row.quantity is 'Quantity traded (QUATOT).';
comment on column api.termo_history_row.volume is 'Volume, BRL (VOLTOT).';
comment on column api.termo_history_row.quotation_factor is 'FATCOT: prices per this many units.';
comment on column api.termo_history_row.source is 'b3_cotahist or synthetic_sample.';
comment on column api.termo_history_row.fetched_at is 'When the file holding the row was obtained (warehouse time, UTC), not a publication time of the exchange.';

create function api.termo_history(p_codneg text, p_from date default null, p_to date default null)
returns setof api.termo_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_codneg text := upper(btrim(p_codneg));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'termo_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.', p_from is null);

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist t
    where t.codneg = v_codneg and t.tpmerc = '030' and t.trade_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'termo_history',
    'Narrow p_from/p_to: a code prints one row per session and term, so several a session.');

  return query
    select t.codneg, t.trade_date, case when t.prazot ~ '^[0-9]{1,3}$' then t.prazot::integer end,
           t.codisi, t.especi, t.nomres, t.modref, t.preabe, t.premax, t.premin, t.premed, t.preult, t.preofc, t.preofv,
           t.totneg, t.quatot, t.voltot, t.fatcot,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end, l.fetched_at
    from b3.cotahist t
    join ingest.ingest_log l on l.id = t.ingest_id
    where t.codneg = v_codneg and t.tpmerc = '030' and t.trade_date between v_from and v_to
    -- shortest term first: by length, then as text, so no cast can fail on the ordering
    order by t.trade_date, length(t.prazot), t.prazot;
end;
$$;

alter function api.termo_history(text, date, date) owner to api_owner;
revoke all on function api.termo_history(text, date, date) from public;
grant execute on function api.termo_history(text, date, date) to anon, authenticated;

comment on function api.termo_history(text, date, date) is 'One forward (termo, COTAHIST market type 030) code through time, oldest first, one row per session and term.
The grain is (codneg, trade_date, term_days): one code can print several terms in a session, each a different contract at its own price; rows of a session are ordered by term, shortest first. Prices RAW as published (per quotation_factor units, never adjusted). The tape lists only what traded, so a quiet session has no row. Default window: 365 days before p_to (or today). An unknown code, or a window without a print, gives an empty array; more than 1000 rows is refused (22023), never trimmed.
p_codneg: the forward code exactly as the tape names it (case-insensitive), e.g. PETR4T.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
@tag Derivatives
@default p_from: 365 days before p_to
@default p_to: today';
--! EndIncluded functions/termo_history.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
--! Included sql/internal/catalog_part_tags.sql
-- GENERATED from catalog.json ("tags") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tags: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tags()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates).","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
