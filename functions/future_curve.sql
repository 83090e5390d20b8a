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
p_trade_date: the session (YYYY-MM-DD); default the newest session held for the root.
@tag Rates
@default p_root
@default p_trade_date: the newest session held for the root';
