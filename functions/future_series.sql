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
Settlement rate and unit price, previous settlement rate, open interest, contracts, trades, volume and the session''s first/min/max/average/last trades; for DI1 every price is a RATE (% per year, 252 business days). Nothing is rolled, spliced or made continuous (constant-maturity rates come from curve and curve_history, the exchange''s reference-rate curves): a window outside the contract''s life returns []; an unknown contract returns []. p_ticker must be an outright code (root, month letter F..Z, two-digit year), else 22023. Default window: 12 months before p_to (or today). More than 1000 rows raises 22023.
p_ticker: outright futures code, e.g. DI1F27 (case-insensitive).
p_from: first session (YYYY-MM-DD); default 12 months before p_to.
p_to: last session (YYYY-MM-DD); default today.
@tag Rates
@default p_from: 12 months before p_to
@default p_to: today';
