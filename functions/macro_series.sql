-- api.macro_series: one central bank SGS series by label or code, oldest first.
drop function if exists api.macro_series(text, date, date);
drop type if exists api.macro_series_row;

create type api.macro_series_row as (
  series text,
  code integer,
  reference_date date,
  value numeric,
  unit text,
  frequency text,
  source text
);
alter type api.macro_series_row owner to api_owner;
comment on type api.macro_series_row is 'One value of one central bank SGS series.';
comment on column api.macro_series_row.series is 'The series label (SELIC_META, CDI, IPCA, ...; catalog.json enums.macro_series.p_series lists them).';
comment on column api.macro_series_row.code is 'SGS code the series is published under (432 SELIC_META, 12 CDI, ...).';
comment on column api.macro_series_row.reference_date is 'Date of the value as published: the day for daily series, the first day of the month for monthly ones.';
comment on column api.macro_series_row.value is 'The value as published, in unit.';
comment on column api.macro_series_row.unit is 'What value measures, e.g. % a.a. (percent a year), % a.d. (a day), % a.m. (a month), BRL per 1 USD.';
comment on column api.macro_series_row.frequency is 'daily or monthly: how often SGS publishes the series.';
comment on column api.macro_series_row.source is 'bcb_sgs (an SGS file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.macro_series(p_series text, p_from date default null, p_to date default null)
returns setof api.macro_series_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_series text := upper(btrim(p_series));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_code integer;
  v_rows bigint;
begin
  select s.code into v_code
  from bcb.sgs_series s
  -- a CASE, not AND: the planner may cast before it tests the pattern
  where s.label = v_series or s.code = case when v_series ~ '^\d{1,9}$' then v_series::integer end;

  if v_code is null then
    raise exception using
      errcode = '22023',
      message = format('macro_series: unknown series %s', coalesce(quote_literal(p_series), 'NULL')),
      detail = format('Series known (label code): %s.',
        (select string_agg(format('%s %s', s.label, s.code), ', ' order by s.label) from bcb.sgs_series s)),
      hint = 'Pass p_series as one of the labels or SGS codes listed in details, for example {"p_series":"SELIC_META"} or {"p_series":"432"}.';
  end if;

  perform internal.assert_window(v_from, v_to, 'macro_series',
    'Send p_from on or before p_to, or omit p_from for the default 12-month window.');

  select count(*) into v_rows
  from (select 1 from bcb.sgs v where v.code = v_code and v.reference_date between v_from and v_to limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'macro_series',
    'Narrow p_from/p_to: a daily series has about 250 values a year, so up to about 3 years fit in one response; page by calling again with the next window.');

  return query
    select s.label, s.code, v.reference_date, v.value, s.unit, s.frequency,
           case when l.synthetic then 'synthetic_sample' else 'bcb_sgs' end
    from bcb.sgs v
    join bcb.sgs_series s on s.code = v.code
    join ingest.ingest_log l on l.id = v.ingest_id
    where v.code = v_code and v.reference_date between v_from and v_to
    order by v.reference_date;
end;
$$;

alter function api.macro_series(text, date, date) owner to api_owner;
revoke all on function api.macro_series(text, date, date) from public;
grant execute on function api.macro_series(text, date, date) to anon, authenticated;

comment on function api.macro_series(text, date, date) is 'Central bank SGS series by label or code, oldest first.
Values as published by the central bank''s time-series system (SGS), one row per date: SELIC_META 432, SELIC_DIARIA 11, CDI 12, IGPM 189, INPC 188, POUPANCA 25, USDBRL 1, EURBRL 21619, PIB 4380, IPCA 433, and the other series of the inflation family that inflation() serves with their families (IPCA_12M 13522, IPCA15 7478, the cores, classifications, diffusion and groups). Nothing is derived, annualised or filled: a day SGS has no value has no row. Default window: 12 months before p_to, or before today. An unknown series raises 22023 listing the known ones; a known series with nothing in the window gives []; more than 1000 rows raises 22023.
p_series: a label (case-insensitive) or an SGS code from the list above.
p_from: first day of the window (YYYY-MM-DD); default 12 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.
@tag Macro
@enum p_series: bcb.sgs_series.label
@default p_from: 12 months before p_to
@default p_to: today';
