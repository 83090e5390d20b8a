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
comment on column api.trade_consolidated_history_row.file_status is 'Final or Parcial: the status line of the file the row came from (a Final replaces a Parcial of the same session, never the reverse).
@enum internal.file_status';
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
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date.
@tag Quotes
@cursor trade_date
@default p_from: the oldest session held
@default p_to: the newest session held
@default p_after';
