-- One ticker's adjusted closes over a window, per session and board, for
-- api.quote_history and api.panel: the raw close per share divided by the share
-- multiplier of the stock events between the session and the ticker's newest
-- session (close_adj), then times the reinvestment factor of its cash events
-- (close_total_return); each NULL with its reason, never a raw number. The
-- window's stock and cash events are read once per call, then each session
-- takes the product over its part of them.
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
  -- The window's stock events, read once per call (not once per session): every event of an
  -- ISIN the window adjusts whose last date with the right falls in [its first session, anchor).
  -- Each session's factor below is the product over its own part of this set, exactly as
  -- b3.stock_adjustment(isin, session, anchor) computes it (the same ln terms, summed exactly).
  se as materialized (
    select e.isin_code, e.last_date_prior,
           e.label not in ('DESDOBRAMENTO', 'GRUPAMENTO', 'BONIFICACAO') or e.factor <= 0 as unsupported,
           ln(case when e.factor <= 0 then 1 when e.label = 'GRUPAMENTO' then e.factor else 1 + e.factor / 100 end) as ln_multiplier
      from (select r.isin, min(r.trade_date) as first_day, min(r.anchor) as anchor from r where r.stock_reason is null group by r.isin) w
      join b3.stock_event e on e.isin_code = w.isin and e.last_date_prior >= w.first_day and e.last_date_prior < w.anchor
  ),
  -- materialized: inlined, the factor was recomputed in every expression that reads it
  s as materialized (
    select r.*,
           case when r.stock_reason is null then (
             select case when bool_or(se.unsupported) then null
                         when count(*) = 0 then 1::numeric
                         else exp(sum(se.ln_multiplier)) end
               from se
              where se.isin_code = r.isin and se.last_date_prior >= r.trade_date and se.last_date_prior < r.anchor) end as stock_factor
      from r
  ),
  a as (
    select s.*,
           coalesce(s.stock_reason, case when s.stock_factor is null then 'unsupported_stock_event' end) as adj_reason
      from s
  ),
  t as materialized (
    select a.*,
           case when a.adj_reason is not null then a.adj_reason
                when not p_total_return then 'not_selected'
                when a.cash_on is null then 'cash_events_not_held'
                when a.cash_on < a.anchor then 'cash_events_outdated' end as tr_reason
      from a
  ),
  -- The window's cash events, each with its close on its last date with the right looked up
  -- once per call (not once per session and event): those in [the first session that needs
  -- them, anchor). Each session's factor is the product over its own part, exactly as
  -- b3.cash_adjustment(ticker, session, anchor) computes it.
  ce as materialized (
    select d.last_date_prior_ex as day,
           1 - (d.value_cash / coalesce(nullif(d.quoted_per_shares, 0), 1)) / (c.preult / coalesce(nullif(c.fatcot, 0), 1)) as f,
           c.preult is null or c.preult = 0 as no_close
      from (select min(t.trade_date) as first_day, min(t.anchor) as anchor from t where t.tr_reason is null) w
      join b3.cash_dividend d on d.issuer_code = left(p_ticker, 4) and d.type_stock = internal.share_type(p_ticker)
                             and d.last_date_prior_ex >= w.first_day and d.last_date_prior_ex < w.anchor
      left join b3.cotahist c on c.codneg = p_ticker and c.tpmerc = '010' and c.trade_date = d.last_date_prior_ex
  ),
  -- Each cash event's suffix: the factor and reason of the events on or after its day (every one
  -- of them is before the anchor). A session's set is the suffix of its first event on or after it,
  -- so each ln and each exp is taken once per event, not once per session (numeric ln and exp cost
  -- tens of microseconds each); the sums are of the same terms, exact, so the same values.
  cs as materialized (
    select w.day,
           case when w.any_no_close or w.any_not_below then null else exp(w.ln_sum) end as factor,
           case when w.any_no_close then 'prior_close_not_held' when w.any_not_below then 'cash_event_not_below_close' end as null_reason
      from (select ce.day,
                   sum(ln(case when ce.f > 0 then ce.f else 1 end)) over later as ln_sum,
                   bool_or(ce.no_close) over later as any_no_close,
                   coalesce(bool_or(ce.f <= 0) over later, false) as any_not_below
              from ce
            window later as (order by ce.day desc range between unbounded preceding and current row)) w
  ),
  c as materialized (
    -- the factor and its reason per session (1 and none when no event follows it); none where the reason is already known
    select t.*,
           case when t.tr_reason is null then case when x.day is null then 1::numeric else x.factor end end as cash_factor,
           x.null_reason as cash_reason
      from t
      left join lateral (select cs.day, cs.factor, cs.null_reason from cs where cs.day >= t.trade_date order by cs.day limit 1) x on t.tr_reason is null
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
