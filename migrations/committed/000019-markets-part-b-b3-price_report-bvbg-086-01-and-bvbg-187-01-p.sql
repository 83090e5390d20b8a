--! Previous: sha1:1944d5690f142729efdfc4c9316bd0498b0c9286
--! Hash: sha1:67fe05e2392de2e615afac857754953841448602
--! Message: Markets part B: b3.price_report (BVBG.086.01 and BVBG.187.01 price reports, every PricRpt record), b3.price_report_session, b3.future_settlement, api.future_series and api.future_curve; b3.trade_consolidated (TradeInformationConsolidatedFile), api.trade_consolidated_history; b3.index_level, api.index_history; catalog entries

-- Enter migration here
--! Included sql/b3/price_report.sql
-- The exchange's price reports, one row per <PricRpt> record as published:
-- BVBG.086.01 (PRyymmdd, every instrument) and BVBG.187.01 (SPRDyymmdd, the
-- shorter derivatives report). Both reports of one session are kept side by
-- side (report is part of the key); the api prefers BVBG.086.01.
create table b3.price_report (
  trade_date date not null,
  ticker text not null,
  instrument_id text not null,
  days_to_sttlm text not null default '',
  report text not null check (report in ('BVBG.086.01', 'BVBG.187.01')),
  report_created timestamp not null,
  session_date date not null,
  id_tp text,
  mkt_idr_cd text,
  trad_qty bigint,
  mkt_data_strm_id text,
  ntl_fin_vol numeric,
  intl_fin_vol numeric,
  opn_intrst numeric,
  fin_instrm_qty numeric,
  best_bid_pric numeric,
  best_ask_pric numeric,
  frst_pric numeric,
  min_pric numeric,
  max_pric numeric,
  trad_avrg_pric numeric,
  last_pric numeric,
  rglr_txs_qty bigint,
  rglr_tradd_ctrcts numeric,
  ntl_rglr_vol numeric,
  intl_rglr_vol numeric,
  non_rglr_txs_qty bigint,
  non_rglr_tradd_ctrcts numeric,
  ntl_non_rglr_vol numeric,
  intl_non_rglr_vol numeric,
  adjstd_qt numeric,
  adjstd_qt_tax numeric,
  adjstd_qt_stin text,
  prvs_adjstd_qt numeric,
  prvs_adjstd_qt_tax numeric,
  prvs_adjstd_qt_stin text,
  oscn_pctg numeric,
  vartn_pts numeric,
  eqvt_val numeric,
  adjstd_val_ctrct numeric,
  max_trad_lmt numeric,
  min_trad_lmt numeric,
  other_fields jsonb,
  ingest_id bigint not null,
  primary key (trade_date, ticker, instrument_id, days_to_sttlm, report)
);
create index price_report_ticker_date on b3.price_report (ticker, trade_date);
create index price_report_future_root on b3.price_report (left(ticker, 3), trade_date)
  where ticker ~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$';
alter table b3.price_report owner to ingest_writer;
grant select on b3.price_report to api_owner;
comment on table b3.price_report is 'B3 price reports (BVBG.086.01 PriceReport, BVBG.187.01 derivatives report), one row per PricRpt record of the version with the latest CreDtAndTm, values as published. Column names are the XML element names in lower case.';
comment on column b3.price_report.trade_date is 'TradDt/Dt: the record''s trade date (a report can carry a few records dated the next session).';
comment on column b3.price_report.ticker is 'SctyId/TckrSymb.';
comment on column b3.price_report.instrument_id is 'FinInstrmId/OthrId/Id: the exchange''s instrument id.';
comment on column b3.price_report.days_to_sttlm is 'TradDtls/DaysToSttlm (forward records repeat a ticker once per term); empty when the record has none.';
comment on column b3.price_report.report is 'BizGrpTp of the file: BVBG.086.01 (PriceReport) or BVBG.187.01 (derivatives report).';
comment on column b3.price_report.report_created is 'BizGrpDtls/CreDtAndTm of the version loaded (exchange local time); an older version never replaces a newer one.';
comment on column b3.price_report.session_date is 'The session the file is for: the date in its name (PRyymmdd, SPRDyymmdd); for a file not named so, the record''s own trade date.';
comment on column b3.price_report.id_tp is 'FinInstrmId/OthrId/Tp/Prtry.';
comment on column b3.price_report.mkt_idr_cd is 'FinInstrmId/PlcOfListg/MktIdrCd.';
comment on column b3.price_report.trad_qty is 'TradDtls/TradQty: number of trades.';
comment on column b3.price_report.fin_instrm_qty is 'FinInstrmQty: contracts (or units) traded.';
comment on column b3.price_report.ntl_fin_vol is 'NtlFinVol: volume in BRL.';
comment on column b3.price_report.intl_fin_vol is 'IntlFinVol: volume in USD.';
comment on column b3.price_report.opn_intrst is 'OpnIntrst: open interest (contracts).';
comment on column b3.price_report.adjstd_qt is 'AdjstdQt: settlement price (for DI1 the unit price, PU).';
comment on column b3.price_report.adjstd_qt_tax is 'AdjstdQtTax: settlement rate (% per year) of rate futures such as DI1.';
comment on column b3.price_report.adjstd_qt_stin is 'AdjstdQtStin as published (F or P in the files seen).';
comment on column b3.price_report.prvs_adjstd_qt is 'PrvsAdjstdQt: previous settlement price.';
comment on column b3.price_report.prvs_adjstd_qt_tax is 'PrvsAdjstdQtTax: previous settlement rate.';
comment on column b3.price_report.other_fields is 'Leaf elements of the record this table has no column for, by path, as published; NULL when none (nothing is dropped).';
--! EndIncluded sql/b3/price_report.sql
--! Included sql/b3/price_report_session.sql
create table b3.price_report_session (
  report text not null check (report in ('BVBG.086.01', 'BVBG.187.01')),
  session_date date not null,
  status text not null check (status in ('loaded', 'empty')),
  report_created timestamp,
  versions integer not null check (versions >= 0),
  record_count integer not null check (record_count >= 0),
  ingest_id bigint not null,
  primary key (report, session_date),
  check ((status = 'empty') = (record_count = 0))
);
alter table b3.price_report_session owner to ingest_writer;
grant select on b3.price_report_session to api_owner;
comment on table b3.price_report_session is 'One row per price report (BVBG.086.01 or BVBG.187.01) and session seen: loaded (records stored from the version with the latest CreDtAndTm) or empty (a non-session day: the exchange answers with an empty zip). A loaded session is never turned back into an empty one, nor replaced by an older version. A file not named PRyymmdd or SPRDyymmdd records one row per trade date its records carry.';
comment on column b3.price_report_session.report_created is 'CreDtAndTm of the version loaded; NULL for an empty session.';
comment on column b3.price_report_session.versions is 'XML versions the file held (the latest was loaded); 0 for an empty zip.';
comment on column b3.price_report_session.record_count is 'PricRpt records of the version loaded.';
--! EndIncluded sql/b3/price_report_session.sql
--! Included sql/b3/future_settlement.sql
-- One row per outright futures contract and session from the price reports,
-- as future_series and future_curve serve it. Both reports can hold a session:
-- BVBG.086.01 (the fuller one) wins; a ticker repeated within a report keeps its
-- most traded row. DISTINCT ON lists root too, so a filter on root (a function
-- of ticker) is pushed below the DISTINCT ON onto the partial index.
create or replace view b3.future_settlement as
select distinct on (p.trade_date, left(p.ticker, 3), p.ticker)
       p.ticker,
       left(p.ticker, 3) as root,
       p.trade_date,
       make_date(2000 + substr(p.ticker, 5, 2)::integer, strpos('FGHJKMNQUVXZ', substr(p.ticker, 4, 1)), 1) as contract_month,
       p.adjstd_qt_tax as settlement_rate,
       p.adjstd_qt as settlement_price,
       p.prvs_adjstd_qt_tax as prev_settlement_rate,
       p.adjstd_qt_stin as settlement_status,
       p.opn_intrst as open_interest,
       p.fin_instrm_qty as contracts,
       coalesce(p.trad_qty, p.rglr_txs_qty) as trades,
       p.ntl_fin_vol as notional_brl,
       p.frst_pric as open_px,
       p.min_pric as low_px,
       p.max_pric as high_px,
       p.trad_avrg_pric as avg_px,
       p.last_pric as close_px,
       case when l.synthetic then 'synthetic_sample'
            when p.report = 'BVBG.086.01' then 'b3_price_report'
            else 'b3_derivatives_report' end as source
  from b3.price_report p
  join ingest.ingest_log l on l.id = p.ingest_id
 where p.ticker ~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$'
 order by p.trade_date, left(p.ticker, 3), p.ticker, (p.report = 'BVBG.086.01') desc,
          p.fin_instrm_qty desc nulls last, p.opn_intrst desc nulls last, p.instrument_id, p.days_to_sttlm;

alter view b3.future_settlement owner to api_owner;
comment on view b3.future_settlement is 'Outright futures (root, month letter F..Z, two-digit year) per session from the price reports: settlement rate and price, open interest, contracts, trades, volume, first/min/max/average/last prices. BVBG.086.01 is preferred over BVBG.187.01 for the same session; a ticker repeated in one report keeps its most traded row. trades is TradQty, or RglrTxsQty where the report carries only that (BVBG.187.01; the two are equal wherever both are published). contract_month reads the two-digit year as 20YY.';
--! EndIncluded sql/b3/future_settlement.sql
--! Included functions/future_series.sql
-- api.future_series: one futures contract through time from the price reports, oldest first.
drop function if exists api.future_series(text, date, date);
drop type if exists api.future_series_row;

create type api.future_series_row as (
  ticker text,
  trade_date date,
  contract_month date,
  settlement_rate numeric,
  settlement_price numeric,
  prev_settlement_rate numeric,
  settlement_status text,
  open_interest numeric,
  contracts numeric,
  trades bigint,
  notional_brl numeric,
  open_px numeric,
  low_px numeric,
  high_px numeric,
  avg_px numeric,
  close_px numeric,
  source text
);
alter type api.future_series_row owner to api_owner;
comment on type api.future_series_row is 'One session of one outright futures contract from the exchange''s settlement price reports (BVBG.086.01, else BVBG.187.01). For DI1 every price is a RATE (% per year, 252 business days); settlement_price is the unit price (PU).';
comment on column api.future_series_row.ticker is 'Outright futures code: root, month letter (F = January .. Z = December), two-digit year, e.g. DI1F27.';
comment on column api.future_series_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.future_series_row.contract_month is 'First day of the contract month the code names (two-digit year read as 20YY); the contract expires in that month (DI1: its first business day).';
comment on column api.future_series_row.settlement_rate is 'Settlement rate, % per year (AdjstdQtTax); NULL for contracts quoted in price rather than rate.';
comment on column api.future_series_row.settlement_price is 'Settlement price (AdjstdQt); for DI1 the unit price (PU) in BRL.';
comment on column api.future_series_row.prev_settlement_rate is 'Previous session''s settlement rate (PrvsAdjstdQtTax); NULL when not published.';
comment on column api.future_series_row.settlement_status is 'AdjstdQtStin as published (F or P in the reports seen); NULL when the report carries none.';
comment on column api.future_series_row.open_interest is 'Open interest in contracts (OpnIntrst); NULL when not published.';
comment on column api.future_series_row.contracts is 'Contracts traded (FinInstrmQty); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_series_row.trades is 'Number of trades (TradQty, or RglrTxsQty in BVBG.187.01); NULL when nothing traded.';
comment on column api.future_series_row.notional_brl is 'Volume in BRL (NtlFinVol); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_series_row.open_px is 'First trade (FrstPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.low_px is 'Lowest trade (MinPric); a rate for DI1 (the lowest rate is the highest PU). NULL when nothing traded.';
comment on column api.future_series_row.high_px is 'Highest trade (MaxPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.avg_px is 'Average trade (TradAvrgPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.close_px is 'Last trade (LastPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.source is 'b3_price_report (BVBG.086.01), b3_derivatives_report (BVBG.187.01) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.future_series(p_ticker text, p_from date default null, p_to date default null)
returns setof api.future_series_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_rows bigint;
begin
  if v_ticker is null or v_ticker !~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$' then
    raise exception using
      errcode = '22023',
      message = format('future_series: %s is not an outright futures code', coalesce(quote_literal(p_ticker), 'null')),
      detail = 'An outright code is a root of three characters, a month letter (F G H J K M N Q U V X Z = January .. December) and a two-digit year, e.g. DI1F27; nothing is rolled or made continuous.',
      hint = 'Send one contract, e.g. {"p_ticker": "DI1F27"}; future_curve lists the contracts of a session.';
  end if;
  perform internal.assert_window(v_from, v_to, 'future_series',
    'Send p_from on or before p_to, or omit p_from for the default 12 months before p_to.', p_from is null);

  select count(*) into v_rows
  from (select 1 from b3.future_settlement f where f.ticker = v_ticker and f.trade_date between v_from and v_to limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'future_series', 'Narrow p_from/p_to (about four years of sessions fit in one response).');

  return query
    select f.ticker, f.trade_date, f.contract_month, f.settlement_rate, f.settlement_price, f.prev_settlement_rate, f.settlement_status,
           f.open_interest, f.contracts, f.trades, f.notional_brl, f.open_px, f.low_px, f.high_px, f.avg_px, f.close_px, f.source
    from b3.future_settlement f
    where f.ticker = v_ticker and f.trade_date between v_from and v_to
    order by f.trade_date;
end;
$$;

alter function api.future_series(text, date, date) owner to api_owner;
revoke all on function api.future_series(text, date, date) from public;
grant execute on function api.future_series(text, date, date) to anon, authenticated;
comment on function api.future_series(text, date, date) is 'One futures contract through time, oldest session first, from the exchange''s settlement price reports (from 2018-01-02).
Settlement rate and unit price, previous settlement rate, open interest, contracts, trades, volume and the session''s first/min/max/average/last trades; for DI1 every price is a RATE (% per year, 252 business days). Nothing is rolled, spliced or made continuous: a window outside the contract''s life returns []; an unknown contract returns []. p_ticker must be an outright code (root, month letter F..Z, two-digit year), else 22023. Default window: 12 months before p_to (or today). More than 1000 rows raises 22023.
p_ticker: outright futures code, e.g. DI1F27 (case-insensitive).
p_from: first session (YYYY-MM-DD); default 12 months before p_to.
p_to: last session (YYYY-MM-DD); default today.';
--! EndIncluded functions/future_series.sql
--! Included functions/future_curve.sql
-- api.future_curve: every contract of one root on one session, nearest expiry first.
drop function if exists api.future_curve(text, date);
drop type if exists api.future_curve_row;

create type api.future_curve_row as (
  ticker text,
  trade_date date,
  contract_month date,
  settlement_rate numeric,
  settlement_price numeric,
  prev_settlement_rate numeric,
  settlement_status text,
  open_interest numeric,
  contracts numeric,
  trades bigint,
  notional_brl numeric,
  open_px numeric,
  low_px numeric,
  high_px numeric,
  avg_px numeric,
  close_px numeric,
  source text
);
alter type api.future_curve_row owner to api_owner;
comment on type api.future_curve_row is 'One contract of a futures root on one session from the exchange''s settlement price reports (BVBG.086.01, else BVBG.187.01). For DI1 every price is a RATE (% per year, 252 business days); settlement_price is the unit price (PU).';
comment on column api.future_curve_row.ticker is 'Outright futures code: root, month letter (F = January .. Z = December), two-digit year, e.g. DI1F27.';
comment on column api.future_curve_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.future_curve_row.contract_month is 'First day of the contract month the code names (two-digit year read as 20YY); the contract expires in that month (DI1: its first business day).';
comment on column api.future_curve_row.settlement_rate is 'Settlement rate, % per year (AdjstdQtTax); NULL for contracts quoted in price rather than rate.';
comment on column api.future_curve_row.settlement_price is 'Settlement price (AdjstdQt); for DI1 the unit price (PU) in BRL.';
comment on column api.future_curve_row.prev_settlement_rate is 'Previous session''s settlement rate (PrvsAdjstdQtTax); NULL when not published.';
comment on column api.future_curve_row.settlement_status is 'AdjstdQtStin as published (F or P in the reports seen); NULL when the report carries none.';
comment on column api.future_curve_row.open_interest is 'Open interest in contracts (OpnIntrst); NULL when not published.';
comment on column api.future_curve_row.contracts is 'Contracts traded (FinInstrmQty); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_curve_row.trades is 'Number of trades (TradQty, or RglrTxsQty in BVBG.187.01); NULL when nothing traded.';
comment on column api.future_curve_row.notional_brl is 'Volume in BRL (NtlFinVol); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_curve_row.open_px is 'First trade (FrstPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_curve_row.low_px is 'Lowest trade (MinPric); a rate for DI1 (the lowest rate is the highest PU). NULL when nothing traded.';
comment on column api.future_curve_row.high_px is 'Highest trade (MaxPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_curve_row.avg_px is 'Average trade (TradAvrgPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_curve_row.close_px is 'Last trade (LastPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_curve_row.source is 'b3_price_report (BVBG.086.01), b3_derivatives_report (BVBG.187.01) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.future_curve(p_root text default 'DI1', p_trade_date date default null)
returns setof api.future_curve_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_root text := upper(btrim(coalesce(p_root, 'DI1')));
  v_day date := p_trade_date;
  v_rows bigint;
begin
  if v_root !~ '^[A-Z][A-Z0-9]{2}$' then
    raise exception using
      errcode = '22023',
      message = format('future_curve: %s is not a futures root', quote_literal(p_root)),
      detail = 'A root is the three characters before the month letter of an outright code (DI1 in DI1F27).',
      hint = 'Send p_root such as DI1, DOL or IND, or omit it for DI1; future_series takes one contract.';
  end if;
  if v_day is null then
    -- straight from the table: one backward probe of the partial index, not the whole root through the view
    select max(p.trade_date) into v_day
    from b3.price_report p
    where left(p.ticker, 3) = v_root and p.ticker ~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$';
  end if;

  select count(*) into v_rows
  from (select 1 from b3.future_settlement f where f.root = v_root and f.trade_date = v_day limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'future_curve', 'A session never lists 1000 contracts of one root; check p_root.');

  return query
    select f.ticker, f.trade_date, f.contract_month, f.settlement_rate, f.settlement_price, f.prev_settlement_rate, f.settlement_status,
           f.open_interest, f.contracts, f.trades, f.notional_brl, f.open_px, f.low_px, f.high_px, f.avg_px, f.close_px, f.source
    from b3.future_settlement f
    where f.root = v_root and f.trade_date = v_day
    order by f.contract_month, f.ticker;
end;
$$;

alter function api.future_curve(text, date) owner to api_owner;
revoke all on function api.future_curve(text, date) from public;
grant execute on function api.future_curve(text, date) to anon, authenticated;
comment on function api.future_curve(text, date) is 'Every outright contract of one futures root on one session, nearest expiry first, from the exchange''s settlement price reports.
Same columns as future_series; for DI1 the prices are RATES (% per year, 252 business days). Default session: the newest held for the root; a session not held, or an unknown root, returns []. Only outright codes (root, month letter, two-digit year) are listed: no options, spreads or rolls.
p_root: three-character root, e.g. DI1 (default), DOL, IND (case-insensitive).
p_trade_date: the session (YYYY-MM-DD); default the newest session held for the root.';
--! EndIncluded functions/future_curve.sql
--! Included sql/b3/trade_consolidated.sql
-- The exchange's consolidated daily trade file (TradeInformationConsolidatedFile,
-- Up2Data), every segment, one row per session and ticker, as published. A
-- session's Final file replaces its Parcial one; a Parcial never replaces a Final.
create table b3.trade_consolidated (
  rpt_dt date not null,
  tckr_symb text not null,
  isin text,
  sgmt_nm text,
  min_pric numeric,
  max_pric numeric,
  trad_avrg_pric numeric,
  last_pric numeric,
  oscn_pctg numeric,
  adjstd_qt numeric,
  adjstd_qt_tax numeric,
  ref_pric numeric,
  trad_qty bigint,
  fin_instrm_qty numeric,
  ntl_fin_vol numeric,
  file_status text not null check (file_status in ('Final', 'Parcial')),
  ingest_id bigint not null,
  primary key (rpt_dt, tckr_symb)
);
create index trade_consolidated_forward on b3.trade_consolidated (tckr_symb, rpt_dt) where sgmt_nm = 'FORWARD';
create index trade_consolidated_ticker on b3.trade_consolidated (tckr_symb);
alter table b3.trade_consolidated owner to ingest_writer;
grant select on b3.trade_consolidated to api_owner;
comment on table b3.trade_consolidated is 'B3 TradeInformationConsolidatedFile (arquivos.b3.com.br), one row per session (RptDt) and ticker, every segment, values as published (decimal comma read as numbers). A Final file replaces the Parcial rows of its session (rows the Final does not list are removed); a Parcial file never replaces or adds to a Final session.';
comment on column b3.trade_consolidated.rpt_dt is 'RptDt: the session.';
comment on column b3.trade_consolidated.tckr_symb is 'TckrSymb: trading code.';
comment on column b3.trade_consolidated.sgmt_nm is 'SgmtNm: segment (CASH, ODD LOT, FINANCIAL, AGRIBUSINESS, FORWARD, ...).';
comment on column b3.trade_consolidated.ref_pric is 'RefPric: the exchange''s reference price; not a trade.';
comment on column b3.trade_consolidated.trad_qty is 'TradQty: number of trades.';
comment on column b3.trade_consolidated.fin_instrm_qty is 'FinInstrmQty: quantity (contracts) traded.';
comment on column b3.trade_consolidated.ntl_fin_vol is 'NtlFinVol: volume in BRL, as this file computes it.';
comment on column b3.trade_consolidated.file_status is 'The file''s status line (Status do Arquivo): Final or Parcial.';
--! EndIncluded sql/b3/trade_consolidated.sql
--! Included sql/b3/quote_tape_holds.sql
-- Whether the quote tape (COTAHIST, cash and odd-lot boards) holds a ticker:
-- trade_consolidated_history points a caller there instead of answering [].
create or replace function b3.quote_tape_holds(p_ticker text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from b3.cotahist c where c.codneg = p_ticker and c.tpmerc in ('010', '020'));
$$;

alter function b3.quote_tape_holds(text) owner to api_owner;
revoke all on function b3.quote_tape_holds(text) from public;
comment on function b3.quote_tape_holds(text) is 'True when the quote tape (b3.cotahist, TPMERC 010 cash or 020 odd lot) holds the ticker on any session; the hint of trade_consolidated_history''s refusal depends on it.';
--! EndIncluded sql/b3/quote_tape_holds.sql
--! Included functions/trade_consolidated_history.sql
-- api.trade_consolidated_history: the FORWARD segment of the exchange's consolidated daily trade file, one ticker, oldest first, cursor paged.
drop function if exists api.trade_consolidated_history(text, date, date, text);
drop type if exists api.trade_consolidated_history_row;

create type api.trade_consolidated_history_row as (
  ticker text,
  trade_date date,
  isin text,
  segment text,
  min_price numeric,
  max_price numeric,
  avg_price numeric,
  last_price numeric,
  ref_price numeric,
  oscillation_pct numeric,
  trade_count bigint,
  quantity numeric,
  notional_brl numeric,
  file_status text,
  source text
);
alter type api.trade_consolidated_history_row owner to api_owner;
comment on type api.trade_consolidated_history_row is 'One session of one FORWARD-segment ticker in the exchange''s consolidated daily trade file (TradeInformationConsolidatedFile), as published. There is no opening price; prices are not adjusted for distributions.';
comment on column api.trade_consolidated_history_row.ticker is 'B3 trading code (TckrSymb).';
comment on column api.trade_consolidated_history_row.trade_date is 'Session (RptDt).';
comment on column api.trade_consolidated_history_row.isin is 'ISIN as published; NULL when blank.';
comment on column api.trade_consolidated_history_row.segment is 'SgmtNm: always FORWARD here.';
comment on column api.trade_consolidated_history_row.min_price is 'Lowest trade (MinPric); NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.max_price is 'Highest trade (MaxPric); NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.avg_price is 'Average trade (TradAvrgPric); NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.last_price is 'The close: the last trade (LastPric); NULL on a session with no trade (never replaced by ref_price).';
comment on column api.trade_consolidated_history_row.ref_price is 'The exchange''s reference price (RefPric): NOT a trade and never a close; the only price of a session with no trade. NULL when blank.';
comment on column api.trade_consolidated_history_row.oscillation_pct is 'OscnPctg as published (% change); NULL when blank.';
comment on column api.trade_consolidated_history_row.trade_count is 'Number of trades (TradQty); NULL on a session with no trade (never 0).';
comment on column api.trade_consolidated_history_row.quantity is 'Quantity traded (FinInstrmQty); NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.notional_brl is 'Volume in BRL (NtlFinVol) as this file computes it; not comparable with other files'' volumes. NULL on a session with no trade.';
comment on column api.trade_consolidated_history_row.file_status is 'Final or Parcial: the status line of the file the row came from (a Final replaces a Parcial of the same session, never the reverse).';
comment on column api.trade_consolidated_history_row.source is 'b3_trade_consolidated (the exchange''s file) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.trade_consolidated_history(p_ticker text, p_from date default null, p_to date default null, p_after text default null)
returns setof api.trade_consolidated_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_from date := coalesce(p_from, '-infinity'::date);
  v_to date := coalesce(p_to, 'infinity'::date);
  v_after date;
  v_rows bigint;
  v_segment text;
begin
  perform internal.assert_window(p_from, p_to, 'trade_consolidated_history', 'Send p_from on or before p_to, or omit either for the whole history held.');
  if not exists (select 1 from b3.trade_consolidated t where t.tckr_symb = v_ticker and t.sgmt_nm = 'FORWARD') then
    select t.sgmt_nm into v_segment from b3.trade_consolidated t where t.tckr_symb = v_ticker order by t.rpt_dt desc limit 1;
    raise exception using
      errcode = '22023',
      message = format('trade_consolidated_history: ticker %s is not held in the FORWARD segment', coalesce(quote_literal(p_ticker), 'null')),
      detail = case when v_segment is not null then format('The consolidated file lists it in segment %s; this function serves the FORWARD segment only (fixed-income ETFs and other FORWARD tickers absent from the quote-history file).', v_segment)
                    else 'This function serves the FORWARD segment of the exchange''s consolidated trade file only, and never answers a ticker it does not hold with an empty array.' end,
      hint = case when b3.quote_tape_holds(v_ticker) then format('%s is in the quote-history file: call quote_history with {"p_ticker": "%s"}.', v_ticker, v_ticker)
                  else 'Check the ticker; coverage() lists the history held (dataset b3-consolidated-trades). A ticker of the quote-history file is served by quote_history.' end;
  end if;

  if p_after is not null then
    v_after := internal.cursor_date(p_after, 'trade_consolidated_history', 'session date', 'trade_date');
  else
    select count(*) into v_rows
    from (select 1 from b3.trade_consolidated t where t.tckr_symb = v_ticker and t.sgmt_nm = 'FORWARD' and t.rpt_dt between v_from and v_to limit 1001) w;
    perform internal.assert_row_cap(v_rows, 'trade_consolidated_history',
      'Page with p_after = '''' (then the last row''s trade_date), or narrow p_from/p_to.');
  end if;

  return query
    select t.tckr_symb, t.rpt_dt, t.isin, t.sgmt_nm,
           case when t.trad_qty > 0 then t.min_pric end,
           case when t.trad_qty > 0 then t.max_pric end,
           case when t.trad_qty > 0 then t.trad_avrg_pric end,
           case when t.trad_qty > 0 then t.last_pric end,
           t.ref_pric, t.oscn_pctg,
           case when t.trad_qty > 0 then t.trad_qty end,
           case when t.trad_qty > 0 then t.fin_instrm_qty end,
           case when t.trad_qty > 0 then t.ntl_fin_vol end,
           t.file_status,
           case when l.synthetic then 'synthetic_sample' else 'b3_trade_consolidated' end
    from b3.trade_consolidated t
    join ingest.ingest_log l on l.id = t.ingest_id
    where t.tckr_symb = v_ticker and t.sgmt_nm = 'FORWARD' and t.rpt_dt between v_from and v_to
      and (v_after is null or t.rpt_dt > v_after)
    order by t.rpt_dt
    limit case when p_after is null then null else 1000 end;
end;
$$;

alter function api.trade_consolidated_history(text, date, date, text) owner to api_owner;
revoke all on function api.trade_consolidated_history(text, date, date, text) from public;
grant execute on function api.trade_consolidated_history(text, date, date, text) to anon, authenticated;
comment on function api.trade_consolidated_history(text, date, date, text) is 'One ticker of the FORWARD segment of the exchange''s consolidated daily trade file (fixed-income ETFs and other FORWARD tickers absent from the quote-history file), oldest first, as published (history from 2025-06-10; coverage() says what is held).
last_price is the close; ref_price is the exchange''s reference price, NOT a trade and never a close: a session with no trade carries only ref_price, with last, min, max and average price, trade_count, quantity and notional_brl NULL. There is no opening price. notional_brl is this file''s volume, not comparable with other files'' volumes. Prices are not adjusted for distributions (a return from last_price is price-only). file_status says whether the session''s file was Final or Parcial. A ticker not held in the FORWARD segment raises 22023 (the hint points to quote_history when the quote tape holds it), never an empty array. Paging: p_after = '''' for the first page, then the last row''s trade_date (YYYY-MM-DD); a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ticker: B3 trading code (case-insensitive).
p_from: first session (YYYY-MM-DD); default the oldest held.
p_to: last session (YYYY-MM-DD); default the newest held.
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date.';
--! EndIncluded functions/trade_consolidated_history.sql
--! Included sql/b3/index_level.sql
-- Daily closing levels of the exchange's indices (IBOV, IBXX, IFIX, ...), as
-- the exchange's index statistics publish them per index and year.
create table b3.index_level (
  index_code text not null check (index_code ~ '^[A-Z0-9]{3,8}$'),
  trade_date date not null,
  close_level numeric not null,
  ingest_id bigint not null,
  primary key (index_code, trade_date)
);
alter table b3.index_level owner to ingest_writer;
grant select on b3.index_level to api_owner;
comment on table b3.index_level is 'B3 index closing levels per session from the exchange''s index statistics (sistemaswebb3-listados.b3.com.br indexStatisticsProxy/IndexCall/GetPortfolioDay: one JSON answer per index and year, a row per day of the month and a column per month), as published.';
comment on column b3.index_level.index_code is 'The exchange''s index code (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...).';
comment on column b3.index_level.close_level is 'Closing level (points) of the session.';
--! EndIncluded sql/b3/index_level.sql
--! Included functions/index_history.sql
-- api.index_history: one index's closing level per session, oldest first, cursor paged.
drop function if exists api.index_history(text, date, date, text);
drop type if exists api.index_history_row;

create type api.index_history_row as (
  index_code text,
  trade_date date,
  close_level numeric,
  source text
);
alter type api.index_history_row owner to api_owner;
comment on type api.index_history_row is 'One session''s closing level of one of the exchange''s indices, as the exchange''s index statistics publish it.';
comment on column api.index_history_row.index_code is 'The exchange''s index code, e.g. IBOV.';
comment on column api.index_history_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.index_history_row.close_level is 'Closing level in points, as published.';
comment on column api.index_history_row.source is 'b3_index_statistics (the exchange''s index statistics) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.index_history(p_index text, p_from date default null, p_to date default null, p_after text default null)
returns setof api.index_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_index text := upper(btrim(p_index));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_after date;
  v_rows bigint;
  v_held text;
begin
  if not exists (select 1 from b3.index_level i where i.index_code = v_index) then
    -- the codes held, one index probe each (a loose scan of the key)
    with recursive codes(code) as (
      (select i.index_code from b3.index_level i order by i.index_code limit 1)
      union all
      select (select i.index_code from b3.index_level i where i.index_code > c.code order by i.index_code limit 1)
      from codes c where c.code is not null
    )
    select string_agg(code, ', ' order by code) into v_held from codes where code is not null;
    raise exception using
      errcode = '22023',
      message = format('index_history: %s is not an index held', coalesce(quote_literal(p_index), 'null')),
      detail = format('Indices held: %s.', coalesce(v_held, 'none')),
      hint = 'Send p_index as one of the codes held, e.g. IBOV; a ticker''s prices are served by quote_history.';
  end if;
  perform internal.assert_window(v_from, v_to, 'index_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.', p_from is null);

  if p_after is not null then
    v_after := internal.cursor_date(p_after, 'index_history', 'session date', 'trade_date');
  else
    select count(*) into v_rows
    from (select 1 from b3.index_level i where i.index_code = v_index and i.trade_date between v_from and v_to limit 1001) w;
    perform internal.assert_row_cap(v_rows, 'index_history',
      'Page with p_after = '''' (then the last row''s trade_date), or narrow p_from/p_to.');
  end if;

  return query
    select i.index_code, i.trade_date, i.close_level,
           case when l.synthetic then 'synthetic_sample' else 'b3_index_statistics' end
    from b3.index_level i
    join ingest.ingest_log l on l.id = i.ingest_id
    where i.index_code = v_index and i.trade_date between v_from and v_to
      and (v_after is null or i.trade_date > v_after)
    order by i.trade_date
    limit case when p_after is null then null else 1000 end;
end;
$$;

alter function api.index_history(text, date, date, text) owner to api_owner;
revoke all on function api.index_history(text, date, date, text) from public;
grant execute on function api.index_history(text, date, date, text) to anon, authenticated;
comment on function api.index_history(text, date, date, text) is 'One of the exchange''s indices (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...): the closing level of each session, oldest first, from the exchange''s index statistics.
A code that is not an index held raises 22023 listing the codes held (a ticker is not an index). Default window: 365 days before p_to (or today); a window with no session held returns []. Paging: p_after = '''' for the first page, then the last row''s trade_date (YYYY-MM-DD); a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_index: index code, e.g. IBOV (case-insensitive).
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date.';
--! EndIncluded functions/index_history.sql
--! Included functions/coverage.sql
-- api.coverage: what is held, per dataset, read from the ingest log (so every
-- source that ever loads a file appears without code changes) plus the monthly
-- fund series per family.
drop function if exists api.coverage();
drop type if exists api.coverage_row;

create type api.coverage_row as (
  dataset text,
  source text,
  first_period date,
  newest_period date,
  complete_through date,
  landed_at timestamptz,
  code_version text,
  as_of timestamptz,
  rows bigint,
  notes text
);
alter type api.coverage_row owner to api_owner;
comment on type api.coverage_row is 'One dataset held: its span, how complete it is, and when it last landed.';
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), funds_<family> for the monthly fund series of fi, fidc or fii, or b3-bdi/<table> for each daily bulletin table (BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, NegociosBTB, SharesInvesVolum, InstrumentsEquities) by session held, or b3-price-report/<report> for each price report (BVBG.086.01, BVBG.187.01) by session held, or samples/<set> for a sample set npm start is still loading (or failed to load), with every period and count NULL.';
comment on column api.coverage_row.source is 'Where the rows come from: publisher (files of the publisher), synthetic_sample (generated demo data, never a publisher figure), publisher+synthetic_sample (both), or derived for funds_<family> (built by the loaders of that family from their files).';
comment on column api.coverage_row.first_period is 'Oldest period (day or month) held.';
comment on column api.coverage_row.newest_period is 'Newest period (day or month) held.';
comment on column api.coverage_row.complete_through is 'Last period taken as complete: the newest month is assumed to be still filling unless it reaches the last day of its month, so this is the end of the month before newest_period (for funds_<family>, the previous period in the family convention: the period up to which fund_nav serves without p_to). For b3-bdi/<table>: the day before the first weekday with no session on record, or the newest session when there is no gap; the b3-bdi row then says the earliest complete_through of its tables, so the dataset and its tables never disagree.';
comment on column api.coverage_row.landed_at is 'When the newest file of the dataset was loaded (warehouse time, UTC); NULL for the derived funds_<family> rows (see the rows of their source files).';
comment on column api.coverage_row.code_version is 'Version of this code that loaded the newest file of the dataset: package version, then +git commit when the loader ran from a git checkout (e.g. 0.1.0+1a2b3c4d5e6f); NULL for the derived funds_<family> rows (see the rows of their source files) and for files loaded before versions were recorded.';
comment on column api.coverage_row.as_of is 'When this answer was computed (the transaction start, UTC), the same on every row; landed_at says when the data last changed.';
comment on column api.coverage_row.rows is 'Rows held: rows inserted by the loaded files of a file family (landing rows are never deleted), or rows of the monthly series for funds_<family>.';
comment on column api.coverage_row.notes is 'Plain words: files loaded and the newest file name, or what the series is derived from.';

create function api.coverage()
returns setof api.coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with files as (
    select l.source, min(l.first_period) as first_period, max(l.last_period) as newest_period,
           max(l.loaded_at) as landed_at, sum(l.rows_inserted)::bigint as rows, count(*) as files,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic,
           (array_agg(l.file_name order by l.loaded_at desc, l.id desc))[1] as newest_file
    from ingest.ingest_log l
    where l.status = 'loaded'
    group by l.source
  ),
  families as (
    select m.entity_type, min(m.period) as first_period, max(m.period) as newest_period, count(*) as rows
    from cvm.fund_month m
    group by m.entity_type
  ),
  bulletin as (
    select s.table_name, min(l.source) as source, min(s.session_date) as first_period, max(s.session_date) as newest_period,
           count(*) as sessions, count(*) filter (where s.status = 'empty') as empty_sessions,
           sum(s.row_count)::bigint as rows, max(l.loaded_at) as landed_at,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic
    from b3.bdi_session s
    join ingest.ingest_log l on l.id = s.ingest_id
    group by s.table_name
  ),
  bulletin_gaps as (
    -- weekdays inside the held span with no session on record (neither rows nor an empty answer)
    select b.table_name, count(d.day) as missing, min(d.day)::date as first_missing
    from bulletin b
    left join lateral (
      select g.day
      from generate_series(b.first_period, b.newest_period, interval '1 day') as g(day)
      where extract(isodow from g.day) < 6
        and not exists (select 1 from b3.bdi_session s where s.table_name = b.table_name and s.session_date = g.day::date)
    ) d on true
    group by b.table_name
  ),
  tables as (
    select b.*, z.missing, case when z.first_missing is null then b.newest_period else z.first_missing - 1 end as complete_through
    from bulletin b
    join bulletin_gaps z on z.table_name = b.table_name
  ),
  tables_of_source as (
    -- a dataset with per-table rows is complete only as far as every table is
    select t.source, min(t.complete_through) as complete_through,
           (array_agg(t.table_name order by t.complete_through, t.table_name))[1] as earliest_table
    from tables t
    group by t.source
  )
  select f.source,
         case when f.all_synthetic then 'synthetic_sample' when f.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         f.first_period, f.newest_period,
         case when ts.source is not null then ts.complete_through
              when f.newest_period is null then null
              when f.newest_period = (date_trunc('month', f.newest_period) + interval '1 month - 1 day')::date then f.newest_period
              else (date_trunc('month', f.newest_period) - interval '1 day')::date end,
         f.landed_at, f.code_version, now(), f.rows,
         format('%s file(s) loaded; newest %s', f.files, f.newest_file)
           || case when ts.source is not null then format('; complete through the earliest of its %s/<table> rows (%s)', f.source, ts.earliest_table) else '' end
  from files f
  left join tables_of_source ts on ts.source = f.source
  union all
  select 'funds_' || g.entity_type,
         'derived',
         g.first_period, g.newest_period,
         cvm.complete_through_of(g.entity_type, g.newest_period),
         null::timestamptz, null::text, now(),
         g.rows,
         format('monthly fund series for %s (fund_nav); metrics per family in catalog applicability.fund_nav', g.entity_type)
  from families g
  union all
  select t.source || '/' || t.table_name,
         case when t.all_synthetic then 'synthetic_sample' when t.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         t.first_period, t.newest_period,
         t.complete_through,
         t.landed_at, t.code_version, now(), t.rows,
         format('%s session(s) held, %s of them empty (Nenhum resultado); %s weekday(s) in the span with no session on record', t.sessions, t.empty_sessions, t.missing)
  from tables t
  union all
  -- the price reports by report (BVBG.086.01, BVBG.187.01): sessions held, non-session days and weekday gaps
  select 'b3-price-report/' || r.report,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(r.session_date), max(r.session_date),
         coalesce((select min(g.day)::date - 1
                   from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                   where extract(isodow from g.day) < 6
                     and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)), max(r.session_date)),
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), sum(r.record_count)::bigint,
         format('%s session(s) held, %s of them empty (non-session days); %s weekday(s) in the span with no session on record',
                count(*), count(*) filter (where r.status = 'empty'),
                (select count(*) from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                 where extract(isodow from g.day) < 6
                   and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)))
  from b3.price_report_session r
  join ingest.ingest_log l on l.id = r.ingest_id
  group by r.report
  union all
  -- sample sets npm start is still loading in the background (it serves first)
  select 'samples/' || s.set_name, 'synthetic_sample', null::date, null::date, null::date, null::timestamptz, null::text, now(), null::bigint,
         case when s.state = 'loading' then 'sample set still loading (npm start serves first and loads the samples after); its datasets appear when it is done'
              else format('sample set failed to load: %s', s.error) end
  from ingest.sample_load s
  where s.state <> 'loaded'
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, the code version that loaded it, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii), plus one row per daily bulletin table (b3-bdi/<table>: sessions held, empty sessions and weekday gaps; nothing collected is ever deleted), plus one row per price report (b3-price-report/<report>: sessions held, non-session days recorded empty, weekday gaps; complete_through is the day before the first gap), plus one samples/<set> row per sample set npm start is still loading in the background (absent once loaded). The b3-bdi row is complete only as far as its least complete table. as_of is when the answer was computed; landed_at and code_version say when and by which code version the newest file loaded. Sample data says so in source. Send {}.';
--! EndIncluded functions/coverage.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period","quote_history":"trade_date","trade_consolidated_history":"trade_date","index_history":"trade_date"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations","fidc_aging","fidc_sacados","screen_silent_filers","future_series","future_curve"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"quote_history":{"p_from":"365 days before p_to","p_to":"today","p_board":null,"p_after":null},"option_chain":{"p_expiry_from":"today","p_trade_date":"the newest session held for the prefix","p_limit":100},"option_exercises":{"p_from":"365 days before p_to","p_to":"today","p_limit":"the tier ceiling (tiers.*.option_exercises_rows)"},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"future_series":{"p_from":"12 months before p_to","p_to":"today"},"future_curve":{"p_root":"DI1","p_trade_date":"the newest session held for the root"},"index_history":{"p_from":"365 days before p_to","p_to":"today","p_after":null},"trade_consolidated_history":{"p_from":"the oldest session held","p_to":"the newest session held","p_after":null},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","index":"the exchange''s index code held by index_history (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fiagro or null"},"meaning":"funds whose newest monthly filing is p_min..p_max months behind their family''s complete-through period (the month before the family''s newest month); a signal, not a verdict"}},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates)."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fidc_aging":{"method":"POST","path":"/rpc/fidc_aging","tag":"FIDC"},"fidc_sacados":{"method":"POST","path":"/rpc/fidc_sacados","tag":"FIDC"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro expectations"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Inflation"},"option_chain":{"method":"POST","path":"/rpc/option_chain","tag":"Derivatives"},"option_exercises":{"method":"POST","path":"/rpc/option_exercises","tag":"Derivatives"},"quote_history":{"method":"POST","path":"/rpc/quote_history","tag":"Quotes"},"quotes":{"method":"GET","path":"/quotes","tag":"Quotes"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"screen_silent_filers":{"method":"POST","path":"/rpc/screen_silent_filers","tag":"Screens"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"},"future_series":{"method":"POST","path":"/rpc/future_series","tag":"Rates"},"future_curve":{"method":"POST","path":"/rpc/future_curve","tag":"Rates"},"trade_consolidated_history":{"method":"POST","path":"/rpc/trade_consolidated_history","tag":"Quotes"},"index_history":{"method":"POST","path":"/rpc/index_history","tag":"Quotes"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
