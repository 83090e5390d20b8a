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
