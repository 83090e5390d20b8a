--! Previous: sha1:a002382263a16a92cd702f3d50fb3c7ef7e62f9d
--! Hash: sha1:b029294516eb01e8345e448815b4a8b19fdfd6e9
--! Message: Markets: curve_history covering index, quote_adjusted computes each factor once

-- Markets bench fixes: curve_history reads one covering index entry per probe (the vertex below in index order, the columns served included) and counts sessions exactly only for a window of more than 1000; quote_adjusted computes each session's stock and cash factors once
drop index b3.reference_rate_business_days;
create index reference_rate_business_days on b3.reference_rate (curve, trade_date, business_days, vertex_type desc, calendar_days) include (rate, vertex_code);
--! Included functions/curve_history.sql
-- api.curve_history: one tenor of a reference-rate curve through time. A session
-- that published a vertex at the tenor serves it as is; otherwise the rate is
-- interpolated flat-forward on 252 business days between the two nearest
-- vertices (B3's own rule for PRE), flagged, and NULL outside the published range.
drop function if exists api.curve_history(text, integer, date, date);
drop type if exists api.curve_history_row;

create type api.curve_history_row as (
  trade_date date,
  curve text,
  tenor_business_days integer,
  rate numeric,
  interpolated boolean,
  calendar_days integer,
  vertex_type text,
  vertex_code integer,
  lower_business_days integer,
  lower_rate numeric,
  upper_business_days integer,
  upper_rate numeric,
  source text
);
alter type api.curve_history_row owner to api_owner;
comment on type api.curve_history_row is 'One tenor (in business days) of one reference-rate curve on one session: the published vertex, or a flat-forward interpolation between the two nearest published vertices, or NULL outside the published range.';
comment on column api.curve_history_row.trade_date is 'Session (YYYY-MM-DD). Never NULL.';
comment on column api.curve_history_row.curve is 'Curve code as the file publishes it. Never NULL.';
comment on column api.curve_history_row.tenor_business_days is 'The tenor asked (p_tenor_days), in business days. Never NULL.';
comment on column api.curve_history_row.rate is 'Rate, % a year: the published vertex''s rate as is when the session has a vertex at the tenor; otherwise flat-forward on 252 business days between the nearest vertices below and above, ((1 + r1/100)^(d1/252) * (((1 + r2/100)^(d2/252)) / ((1 + r1/100)^(d1/252)))^((d - d1)/(d2 - d1)))^(252/d) - 1, in %, computed in double precision and rounded to 7 decimals as the file prints. NULL when the tenor is shorter than the session''s shortest vertex or longer than its longest (never extrapolated).';
comment on column api.curve_history_row.interpolated is 'false: rate is a published vertex; true: interpolated as rate says. NULL when rate is NULL.';
comment on column api.curve_history_row.calendar_days is 'Calendar days of the published vertex. NULL when interpolated or NULL (calendar days of a tenor between vertices would need a holiday calendar; none is guessed).';
comment on column api.curve_history_row.vertex_type is 'F or M of the published vertex. NULL when interpolated or NULL.
@enum internal.vertex_type';
comment on column api.curve_history_row.vertex_code is 'Code of the published vertex (a fixed vertex''s nominal tenor in calendar days). NULL when interpolated or NULL.';
comment on column api.curve_history_row.lower_business_days is 'Business days of the nearest vertex below the tenor the interpolation used. NULL unless interpolated.';
comment on column api.curve_history_row.lower_rate is 'Published rate of that vertex, % a year. NULL unless interpolated.';
comment on column api.curve_history_row.upper_business_days is 'Business days of the nearest vertex above the tenor the interpolation used. NULL unless interpolated.';
comment on column api.curve_history_row.upper_rate is 'Published rate of that vertex, % a year. NULL unless interpolated.';
comment on column api.curve_history_row.source is 'b3_taxa_swap (the exchange''s file) or synthetic_sample (generated demo data; never an exchange figure). Never NULL.';

create function api.curve_history(p_curve text, p_tenor_days integer, p_from date default null, p_to date default null)
returns setof api.curve_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_curve text := upper(btrim(p_curve));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_rows bigint;
begin
  if v_curve is null or not exists (select 1 from b3.reference_rate r where r.curve = v_curve) then
    raise exception using
      errcode = '22023',
      message = format('curve_history: unknown curve %s', coalesce(quote_literal(v_curve), 'NULL')),
      detail = format('Curve codes held: %s.', coalesce(nullif(array_to_string(b3.reference_rate_curves(), ', '), ''), 'none (no reference-rate file loaded yet)')),
      hint = 'Pass p_curve as one of the codes listed in details, e.g. {"p_curve":"PRE","p_tenor_days":252}.';
  end if;
  perform internal.assert_in_range('curve_history', 'p_tenor_days', p_tenor_days, 1, 99999,
    'Send p_tenor_days as a whole number of business days from 1 to 99999, e.g. 252 for one year.');
  perform internal.assert_window(v_from, v_to, 'curve_history',
    'Send p_from on or before p_to, or omit p_from for the default 12 months before p_to.', p_from is null);

  -- the loaded sessions of the window bound the answer's rows, so only a window of more than 1000
  -- of them needs the exact count of those that published the curve (one probe a session)
  select count(*) into v_rows
  from (select 1 from b3.reference_rate_session s where s.session_date between v_from and v_to and s.status = 'loaded' limit 1001) w;
  if v_rows > 1000 then
    select count(*) into v_rows
    from (
      select 1 from b3.reference_rate_session s
      where s.session_date between v_from and v_to and s.status = 'loaded'
        and exists (select 1 from b3.reference_rate r where r.curve = v_curve and r.trade_date = s.session_date)
      limit 1001
    ) w;
  end if;
  perform internal.assert_row_cap(v_rows, 'curve_history', 'Narrow p_from/p_to: one row per session, about four years fit in one response.');

  return query
    select s.session_date, v_curve, p_tenor_days,
           case when lo.bd = p_tenor_days then lo.rate
                -- in double precision (numeric's power() costs milliseconds a row), rounded to the 7 decimals the file prints
                when hi.bd is not null and lo.bd is not null then round(((power(
                  power(1 + lo.rate::float8 / 100, lo.bd / 252.0::float8)
                    * power(power(1 + hi.rate::float8 / 100, hi.bd / 252.0::float8) / power(1 + lo.rate::float8 / 100, lo.bd / 252.0::float8),
                            (p_tenor_days - lo.bd)::float8 / (hi.bd - lo.bd)),
                  252.0::float8 / p_tenor_days) - 1) * 100)::numeric, 7) end,
           case when lo.bd = p_tenor_days then false when hi.bd is not null and lo.bd is not null then true end,
           case when lo.bd = p_tenor_days then lo.calendar_days end,
           case when lo.bd = p_tenor_days then lo.vertex_type end,
           case when lo.bd = p_tenor_days then lo.vertex_code end,
           case when hi.bd is not null then lo.bd end,
           case when hi.bd is not null and lo.bd is not null then lo.rate end,
           case when lo.bd is not null then hi.bd end,
           case when lo.bd is not null then hi.rate end,
           case when l.synthetic then 'synthetic_sample' else 'b3_taxa_swap' end
    from b3.reference_rate_session s
    join ingest.ingest_log l on l.id = s.ingest_id
    -- the vertex at the tenor (a fixed one first when two share the business days), else the nearest below
    left join lateral (
      select r.business_days as bd, r.rate, r.calendar_days, r.vertex_type, r.vertex_code from b3.reference_rate r
      where r.curve = v_curve and r.trade_date = s.session_date and r.business_days <= p_tenor_days
      order by r.business_days desc, r.vertex_type, r.calendar_days desc limit 1
    ) lo on true
    -- the nearest above, only when the tenor was not published
    left join lateral (
      select r.business_days as bd, r.rate from b3.reference_rate r
      where lo.bd is distinct from p_tenor_days and r.curve = v_curve and r.trade_date = s.session_date and r.business_days > p_tenor_days
      order by r.business_days, r.calendar_days limit 1
    ) hi on true
    where s.session_date between v_from and v_to and s.status = 'loaded'
      and (lo.bd is not null or hi.bd is not null) -- the session published this curve
    order by s.session_date;
end;
$$;

alter function api.curve_history(text, integer, date, date) owner to api_owner;
revoke all on function api.curve_history(text, integer, date, date) from public;
grant execute on function api.curve_history(text, integer, date, date) to anon, authenticated;
comment on function api.curve_history(text, integer, date, date) is 'One tenor of one of the exchange''s reference-rate curves through time, oldest session first: the published vertex, or a flat-forward interpolation flagged as such, or NULL.
p_tenor_days is in BUSINESS days (252 = one year), because the interpolation rule is on business days and a tenor in calendar days between two vertices would need a holiday calendar to convert; the upstream service instead takes the nominal calendar tenor of a fixed vertex (its vertex_code) and refuses any other. A session that published a vertex at exactly that many business days serves it as is (interpolated false, with its calendar days, kind and code; a fixed vertex first if two share the business days). Otherwise the rate is interpolated flat-forward on 252 business days between the nearest published vertices below and above (interpolated true, both vertices named): ((1 + r1/100)^(d1/252) * (((1 + r2/100)^(d2/252)) / ((1 + r1/100)^(d1/252)))^((d - d1)/(d2 - d1)))^(252/d) - 1, B3''s own rule for PRE, applied to every curve as is (DOC is quoted linear on 360 calendar days by the exchange: read curve for it). A tenor shorter than the session''s shortest vertex or longer than its longest gives rate NULL: never extrapolated. One row per session that published the curve. Default window: 12 months before p_to, or before today. An unknown curve raises 22023 listing the codes held; p_tenor_days outside 1..99999 raises 22023; a window above 1000 rows raises 22023.
p_curve: curve code as published (PRE, DOC, DPL, ...; case-insensitive).
p_tenor_days: the tenor in business days, 1 to 99999 (252 = one year).
p_from: first session of the window (YYYY-MM-DD); default 12 months before p_to.
p_to: last session of the window (YYYY-MM-DD); default today.
@tag Rates
@default p_from: 12 months before p_to
@default p_to: today';
--! EndIncluded functions/curve_history.sql
--! Included sql/b3/quote_adjusted.sql
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
--! EndIncluded sql/b3/quote_adjusted.sql
