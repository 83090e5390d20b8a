-- One ticker's adjusted closes over a window, per session and board, for
-- api.quote_history and api.panel: the raw close per share divided by the share
-- multiplier of the stock events between the session and the ticker's newest
-- session (close_adj), then times the reinvestment factor of its cash events
-- (close_total_return); each NULL with its reason, never a raw number.
create or replace function b3.quote_adjusted(p_ticker text, p_from date, p_to date, p_board text, p_total_return boolean)
returns table (trade_date date, board text, close_adj numeric, close_adj_null_reason text, close_total_return numeric, close_total_return_null_reason text)
language sql
stable
set search_path = ''
as $$
  with k as (
    -- the anchor: levels are in the shares of the ticker's newest session, and the issuer's
    -- answers must have been captured on or after it, else an event before it may be missing
    select (select max(c.trade_date) from b3.cotahist c where c.codneg = p_ticker and c.tpmerc in ('010', '020')) as anchor,
           (select a.captured_on from b3.corporate_answer a where a.issuer_code = left(p_ticker, 4) and a.answer = 'GetListedSupplementCompany') as stock_on,
           (select a.captured_on from b3.corporate_answer a where a.issuer_code = left(p_ticker, 4) and a.answer = 'GetListedCashDividends') as cash_on
  ),
  r as (
    select q.trade_date, q.board, q.close, q.quotation_factor, q.isin, k.anchor, k.cash_on,
           case when q.asset_class not in ('equity', 'unit') then 'not_share_or_unit'
                when k.stock_on is null then 'stock_events_not_held'
                when k.stock_on < k.anchor then 'stock_events_outdated' end as stock_reason
      from api.quotes q
     cross join k
     where q.ticker = p_ticker and (p_board is null or q.board = p_board) and q.trade_date between p_from and p_to
  ),
  -- materialized: inlined, the factor's call was repeated in every expression that reads it (9 calls a session)
  s as materialized (
    select r.*, case when r.stock_reason is null then b3.stock_adjustment(r.isin, r.trade_date, r.anchor) end as stock_factor
      from r
  ),
  a as (
    select s.*,
           coalesce(s.stock_reason, case when s.stock_factor is null then 'unsupported_stock_event' end) as adj_reason
      from s
  ),
  t as (
    select a.*,
           case when a.adj_reason is not null then a.adj_reason
                when not p_total_return then 'not_selected'
                when a.cash_on is null then 'cash_events_not_held'
                when a.cash_on < a.anchor then 'cash_events_outdated' end as tr_reason
      from a
  ),
  c as materialized (
    -- one call a session for both the factor and its reason; none where the reason is already known
    select t.*, x.factor as cash_factor, x.null_reason as cash_reason
      from t
      left join lateral (select y.factor, y.null_reason from b3.cash_adjustment(p_ticker, t.trade_date, t.anchor) y where t.tr_reason is null) x on true
  )
  select c.trade_date, c.board,
         case when c.adj_reason is null then round(c.close / c.quotation_factor / c.stock_factor, 6) end,
         c.adj_reason,
         case when c.tr_reason is null and c.cash_factor is not null then round(c.close / c.quotation_factor / c.stock_factor * c.cash_factor, 6) end,
         coalesce(c.tr_reason, c.cash_reason)
    from c
$$;

alter function b3.quote_adjusted(text, date, date, text, boolean) owner to api_owner;
revoke all on function b3.quote_adjusted(text, date, date, text, boolean) from public;
comment on function b3.quote_adjusted(text, date, date, text, boolean) is
  'Per session and board of p_ticker in [p_from, p_to]: close_adj = close / quotation factor / b3.stock_adjustment(isin, session, newest session), 6 decimals; close_total_return = close_adj x b3.cash_adjustment(ticker, session, newest session), 6 decimals (p_total_return false: NULL, not_selected). Each NULL with a reason of internal.adjustment_null_reason: not a share or unit, the issuer''s answers not held or captured before the newest session, a stock event not adjusted, a prior close the tape lacks.';
