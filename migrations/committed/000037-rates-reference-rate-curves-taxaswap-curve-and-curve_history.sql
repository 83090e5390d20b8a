--! Previous: sha1:2f2e66e4750266e8a50d20e53e67295e2e2b7388
--! Hash: sha1:c9bbf908596eb728684bc5a420f2ea3bdcbfaf4d
--! Message: Rates: reference-rate curves (TaxaSwap), curve and curve_history

-- Rates: the exchange's reference-rate curves (TaxaSwap): b3.reference_rate and its sessions, api.curve and api.curve_history (flat-forward on 252 business days between published vertices, never extrapolated); future_series points to them; catalog examples and the Rates tag description
--! Included sql/internal/vertex_type.sql
-- internal.vertex_type: a value set the contract states, written once. A column
-- holding it says `@enum internal.vertex_type` in its COMMENT.
create domain internal.vertex_type as text
  check (value in ('F', 'M'));

alter domain internal.vertex_type owner to api_owner;
comment on domain internal.vertex_type is 'The kind of a reference-rate vertex: F fixed (a nominal tenor), M moving (a contract maturity).';
--! EndIncluded sql/internal/vertex_type.sql
--! Included sql/b3/reference_rate.sql
-- The exchange's reference-rate curves (TaxaSwap.txt), one row per session,
-- curve and vertex, every field of the fixed-width record as published.
create table b3.reference_rate (
  curve text not null check (curve ~ '^\S+$'),
  trade_date date not null,
  calendar_days integer not null check (calendar_days >= 0),
  business_days integer not null check (business_days >= 0),
  rate numeric not null,
  vertex_type text not null check (vertex_type in ('F', 'M')),
  vertex_code integer not null check (vertex_code >= 0),
  curve_description text,
  forward_curve_code text,
  ingest_id bigint not null,
  primary key (curve, trade_date, calendar_days)
);
-- curve_history reads the vertices around a tenor in business days
create index reference_rate_business_days on b3.reference_rate (curve, trade_date, business_days);
alter table b3.reference_rate owner to ingest_writer;
grant select on b3.reference_rate to api_owner;
comment on table b3.reference_rate is 'B3 reference rates for swaps (Taxas de Mercado para Swaps, TaxaSwap.txt inside the pesquisapregao download TSyymmdd.ex_), one row per session, curve and vertex, as published. Positions (1-based) from B3''s layout document: date 12-19, forward-curve code 20-21, curve code 22-26, description 27-41, calendar days 42-46, business days 47-51, sign 52, rate 53-66 (7 implied decimals), vertex kind 67, vertex code 68-72. Keyed (curve, trade_date, calendar_days): no session of a curve has two vertices at the same calendar days.';
comment on column b3.reference_rate.curve is 'Curve code as published (positions 22-26, trimmed), e.g. PRE (DI x pre), DOC, DPL, APR.';
comment on column b3.reference_rate.trade_date is 'Session the file was generated for (positions 12-19, Data de geracao do arquivo).';
comment on column b3.reference_rate.calendar_days is 'Calendar days to the vertex (positions 42-46).';
comment on column b3.reference_rate.business_days is 'Business days to the vertex (positions 47-51, Numero de saques da taxa de juro).';
comment on column b3.reference_rate.rate is 'Theoretical rate, % a year in the curve''s own convention, with the published sign (positions 52-66, 7 implied decimals).';
comment on column b3.reference_rate.vertex_type is 'F = fixed vertex (a nominal tenor), M = moving vertex (a contract maturity) (position 67).';
comment on column b3.reference_rate.vertex_code is 'Vertex code (positions 68-72): for a fixed vertex its nominal tenor in calendar days (30, 60, ... while calendar_days may be a day or two longer), for a moving vertex its calendar days.';
comment on column b3.reference_rate.curve_description is 'Description of the rate as published (positions 27-41, trimmed), e.g. DIxPRE Aj. PRE; NULL when blank.';
comment on column b3.reference_rate.forward_curve_code is 'Codigo das curvas a termo (positions 20-21) as published, e.g. T1; NULL when blank.';
--! EndIncluded sql/b3/reference_rate.sql
--! Included sql/b3/reference_rate_session.sql
-- One row per reference-rate session seen: loaded, or no file that day (the
-- exchange answers a 22-byte empty zip for a day without a file).
create table b3.reference_rate_session (
  session_date date primary key,
  status text not null check (status in ('loaded', 'no_file')),
  vertex_count integer not null check (vertex_count >= 0),
  ingest_id bigint not null,
  check ((status = 'no_file') = (vertex_count = 0))
);
alter table b3.reference_rate_session owner to ingest_writer;
grant select on b3.reference_rate_session to api_owner;
comment on table b3.reference_rate_session is 'One row per day a reference-rate file (TSyymmdd.ex_ or TaxaSwap.txt) was loaded for: loaded (its vertices are in b3.reference_rate) or no_file (the exchange answered an empty zip: no file that day). A loaded session is never turned back into no_file.';
comment on column b3.reference_rate_session.vertex_count is 'Vertices (records) the file held, every curve; 0 for no_file.';
--! EndIncluded sql/b3/reference_rate_session.sql
--! Included sql/b3/reference_rate_curves.sql
-- The curve codes b3.reference_rate holds, one probe of its key per code (a
-- loose index scan), so listing them costs a few dozen index reads, not a
-- scan of every vertex.
create or replace function b3.reference_rate_curves()
returns text[]
language sql
stable
set search_path = ''
as $$
  with recursive code as (
    (select r.curve from b3.reference_rate r order by r.curve limit 1)
    union all
    select (select r.curve from b3.reference_rate r where r.curve > code.curve order by r.curve limit 1)
      from code where code.curve is not null
  )
  select coalesce(array_agg(curve order by curve) filter (where curve is not null), '{}') from code
$$;

alter function b3.reference_rate_curves() owner to api_owner;
revoke all on function b3.reference_rate_curves() from public;
comment on function b3.reference_rate_curves() is 'The curve codes held in b3.reference_rate, sorted (empty when none): what api.curve and api.curve_history list when refusing an unknown code.';
--! EndIncluded sql/b3/reference_rate_curves.sql
--! Included functions/curve.sql
-- api.curve: one reference-rate curve on one session, every vertex as the exchange published it.
drop function if exists api.curve(text, date);
drop type if exists api.curve_row;

create type api.curve_row as (
  trade_date date,
  curve text,
  curve_description text,
  calendar_days integer,
  business_days integer,
  rate numeric,
  vertex_type text,
  vertex_code integer,
  source text
);
alter type api.curve_row owner to api_owner;
comment on type api.curve_row is 'One vertex of one of the exchange''s reference-rate curves (TaxaSwap) on one session, as published.';
comment on column api.curve_row.trade_date is 'Session (YYYY-MM-DD), the file''s generation date. Never NULL.';
comment on column api.curve_row.curve is 'Curve code as the file publishes it (PRE, DOC, DPL, APR, ...). Never NULL.';
comment on column api.curve_row.curve_description is 'The file''s own description of the rate (e.g. DIxPRE Aj. PRE); NULL when the file leaves it blank.';
comment on column api.curve_row.calendar_days is 'Calendar days from the session to the vertex. Never NULL.';
comment on column api.curve_row.business_days is 'Business days from the session to the vertex. Never NULL.';
comment on column api.curve_row.rate is 'Rate, % a year, as published (7 decimals, signed), in the curve''s own convention (PRE: compounded on 252 business days). Never NULL.';
comment on column api.curve_row.vertex_type is 'F = fixed vertex (a nominal tenor, kept session after session), M = moving vertex (a contract maturity). Never NULL.
@enum internal.vertex_type';
comment on column api.curve_row.vertex_code is 'Vertex code as published: for a fixed vertex its nominal tenor in calendar days (30, 60, 90, ... 360, ...; calendar_days can be a day or two longer when the nominal day is not a business day), for a moving vertex its calendar days. Never NULL.';
comment on column api.curve_row.source is 'b3_taxa_swap (the exchange''s file) or synthetic_sample (generated demo data; never an exchange figure). Never NULL.';

create function api.curve(p_curve text default 'PRE', p_trade_date date default null)
returns setof api.curve_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_curve text := upper(btrim(coalesce(p_curve, 'PRE')));
  v_day date := p_trade_date;
  v_rows bigint;
begin
  if not exists (select 1 from b3.reference_rate r where r.curve = v_curve) then
    raise exception using
      errcode = '22023',
      message = format('curve: unknown curve %s', quote_literal(v_curve)),
      detail = format('Curve codes held: %s.', coalesce(nullif(array_to_string(b3.reference_rate_curves(), ', '), ''), 'none (no reference-rate file loaded yet)')),
      hint = 'Pass p_curve as one of the codes listed in details, e.g. {"p_curve":"PRE"}, or omit it for PRE.';
  end if;
  if v_day is null then
    select max(r.trade_date) into v_day from b3.reference_rate r where r.curve = v_curve;
  end if;

  select count(*) into v_rows
  from (select 1 from b3.reference_rate r where r.curve = v_curve and r.trade_date = v_day limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'curve', 'A session never publishes 1000 vertices of one curve; check p_curve.');

  return query
    select r.trade_date, r.curve, r.curve_description, r.calendar_days, r.business_days, r.rate, r.vertex_type, r.vertex_code,
           case when l.synthetic then 'synthetic_sample' else 'b3_taxa_swap' end
    from b3.reference_rate r
    join ingest.ingest_log l on l.id = r.ingest_id
    where r.curve = v_curve and r.trade_date = v_day
    order by r.calendar_days;
end;
$$;

alter function api.curve(text, date) owner to api_owner;
revoke all on function api.curve(text, date) from public;
grant execute on function api.curve(text, date) to anon, authenticated;
comment on function api.curve(text, date) is 'One of the exchange''s reference-rate curves on one session: every vertex, shortest first, as published (TaxaSwap, from 2008-01-02).
Each vertex with its calendar and business days, the rate in % a year as published, its kind (F fixed: a nominal tenor kept every session, M moving: a contract maturity) and its code, so the fixed grid can be kept. Curve codes are the file''s own (PRE = DI x pre, DOC, DPL, APR, ...), the same codes the upstream service names its curves by; nothing is renamed or mapped, and curve_description is the file''s own text. Nothing is interpolated here (curve_history does that for one tenor). The long end of a curve is the exchange''s extrapolation, served as published. A session not held returns []; an unknown curve raises 22023 listing the codes held.
p_curve: curve code as published (case-insensitive); default PRE.
p_trade_date: the session (YYYY-MM-DD); default the newest session held for the curve.
@tag Rates
@default p_curve
@default p_trade_date: the newest session held for the curve';
--! EndIncluded functions/curve.sql
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

  select count(*) into v_rows
  from (
    select 1 from b3.reference_rate_session s
    where s.session_date between v_from and v_to and s.status = 'loaded'
      and exists (select 1 from b3.reference_rate r where r.curve = v_curve and r.trade_date = s.session_date)
    limit 1001
  ) w;
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
Settlement rate and unit price, previous settlement rate, open interest, contracts, trades, volume and the session''s first/min/max/average/last trades; for DI1 every price is a RATE (% per year, 252 business days). Nothing is rolled, spliced or made continuous (constant-maturity rates come from curve and curve_history, the exchange''s reference-rate curves): a window outside the contract''s life returns []; an unknown contract returns []. p_ticker must be an outright code (root, month letter F..Z, two-digit year), else 22023. Default window: 12 months before p_to (or today). More than 1000 rows raises 22023.
p_ticker: outright futures code, e.g. DI1F27 (case-insensitive).
p_from: first session (YYYY-MM-DD); default 12 months before p_to.
p_to: last session (YYYY-MM-DD); default today.
@tag Rates
@default p_from: 12 months before p_to
@default p_to: today';
--! EndIncluded functions/future_series.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"}]'::json
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
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
