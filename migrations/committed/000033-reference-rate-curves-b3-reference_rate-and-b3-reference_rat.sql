--! Previous: sha1:476772ba22f27eb82d23e949b2f0da52d8e34bbe
--! Hash: sha1:a14b7b82566ecf2ad7c224cf13293da119ee8f36
--! Message: Reference-rate curves: b3.reference_rate and b3.reference_rate_session (TaxaSwap), api.curve and api.curve_history

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
comment on column api.curve_history_row.rate is 'Rate, % a year: the published vertex''s rate as is when the session has a vertex at the tenor; otherwise flat-forward on 252 business days between the nearest vertices below and above, ((1 + r1/100)^(d1/252) * (((1 + r2/100)^(d2/252)) / ((1 + r1/100)^(d1/252)))^((d - d1)/(d2 - d1)))^(252/d) - 1, in %, rounded to 7 decimals as the file prints. NULL when the tenor is shorter than the session''s shortest vertex or longer than its longest (never extrapolated).';
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
           coalesce(x.rate, case when lo.bd is not null and hi.bd is not null then round(
             (power(power(1 + lo.rate / 100, lo.bd / 252.0)
                    * power(power(1 + hi.rate / 100, hi.bd / 252.0) / power(1 + lo.rate / 100, lo.bd / 252.0), (p_tenor_days - lo.bd)::numeric / (hi.bd - lo.bd)),
                    252.0 / p_tenor_days) - 1) * 100, 7) end),
           case when x.rate is not null then false when lo.bd is not null and hi.bd is not null then true end,
           x.calendar_days, x.vertex_type, x.vertex_code,
           case when x.rate is null and hi.bd is not null then lo.bd end,
           case when x.rate is null and hi.bd is not null then lo.rate end,
           case when x.rate is null and lo.bd is not null then hi.bd end,
           case when x.rate is null and lo.bd is not null then hi.rate end,
           case when l.synthetic then 'synthetic_sample' else 'b3_taxa_swap' end
    from b3.reference_rate_session s
    join ingest.ingest_log l on l.id = s.ingest_id
    -- the published vertex at the tenor: a fixed one first when two share the business days
    left join lateral (
      select r.rate, r.calendar_days, r.vertex_type, r.vertex_code from b3.reference_rate r
      where r.curve = v_curve and r.trade_date = s.session_date and r.business_days = p_tenor_days
      order by r.vertex_type, r.calendar_days limit 1
    ) x on true
    left join lateral (
      select r.business_days as bd, r.rate from b3.reference_rate r
      where x.rate is null and r.curve = v_curve and r.trade_date = s.session_date and r.business_days < p_tenor_days
      order by r.business_days desc, r.calendar_days desc limit 1
    ) lo on true
    left join lateral (
      select r.business_days as bd, r.rate from b3.reference_rate r
      where x.rate is null and r.curve = v_curve and r.trade_date = s.session_date and r.business_days > p_tenor_days
      order by r.business_days, r.calendar_days limit 1
    ) hi on true
    where s.session_date between v_from and v_to and s.status = 'loaded'
      and exists (select 1 from b3.reference_rate r where r.curve = v_curve and r.trade_date = s.session_date)
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
