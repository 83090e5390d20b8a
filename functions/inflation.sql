-- api.inflation: the central bank's IPCA family (SGS), long: one row per month and series, with the trailing 12-month chain.
-- value is always the published number; acc_12m is derived here, and only from
-- twelve consecutive months held (a gap gives NULL, never a shorter chain).
drop function if exists api.inflation(text, text, date, date);
drop type if exists api.inflation_row;

create type api.inflation_row as (
  reference_date date,
  series text,
  family text,
  sgs_code integer,
  value numeric,
  acc_12m numeric,
  unit text,
  source text
);
alter type api.inflation_row owner to api_owner;
comment on type api.inflation_row is 'One month of one inflation series as the central bank publishes it in SGS.';
comment on column api.inflation_row.reference_date is 'The month, as its first day (YYYY-MM-01).';
comment on column api.inflation_row.series is 'The series label (IPCA, IPCA_12M, IPCA_CORE_MS, IPCA_G_SAUDE, ...).
@enum internal.inflation_series';
comment on column api.inflation_row.family is 'headline, core, classification, diffusion or group.
@enum internal.inflation_family';
comment on column api.inflation_row.sgs_code is 'The SGS code the series is published under (433 IPCA, 13522 IPCA_12M, ...).';
comment on column api.inflation_row.value is 'The value as published, in percent (see unit). Never NULL: a month SGS has no value for has no row.';
comment on column api.inflation_row.acc_12m is 'Derived: the twelve monthly changes ending this month chained, ((1 + v1/100) x ... x (1 + v12/100) - 1) x 100, computed exactly and rounded half away from zero to 2 decimals, as the central bank publishes IPCA_12M. NULL unless all twelve months are held and consecutive, and NULL on the series that are not monthly changes (IPCA_12M, IPCA_DIFUSAO).';
comment on column api.inflation_row.unit is 'pct_month (change over the month, percent), pct_12m (change over the 12 months ending in the month, percent) or pct_items (percent of the items that rose).
@enum internal.inflation_unit';
comment on column api.inflation_row.source is 'bcb_sgs (an SGS answer) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.inflation(p_series text default null, p_family text default null, p_from date default null, p_to date default null)
returns setof api.inflation_row
language plpgsql
stable
security definer
set search_path = ''
-- a generic plan keeps the optional series and family filters and reads every series' window
-- before joining them: plan each call
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
declare
  v_series text := upper(btrim(p_series));
  v_family text := internal.one_of('inflation', 'p_family', p_family, internal.domain_values('internal.inflation_family'),
    'Families: headline, core, classification, diffusion, group.', 'Pass p_family as one of the families listed in details, or omit it for every family.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '36 months')::date);
  v_rows bigint;
begin
  -- labels are upper case, so the case-insensitive check is this one, not one_of (which folds to lower case)
  if v_series is not null and not (v_series = any (internal.domain_values('internal.inflation_series'))) then
    raise exception using
      errcode = '22023',
      message = format('inflation: unknown p_series %s', quote_literal(p_series)),
      detail = format('Series (label SGS code): %s.',
        (select string_agg(format('%s %s', s.label, s.code), ', ' order by i.family, s.label)
           from bcb.inflation_series i join bcb.sgs_series s on s.code = i.code)),
      hint = 'Pass p_series as one of the labels listed in details (case-insensitive), or omit it for every series of p_family.';
  end if;

  perform internal.assert_window(v_from, v_to, 'inflation',
    'Send p_from on or before p_to, or omit p_from for the default 36-month window.', p_from is null);

  select count(*) into v_rows
  from (
    select 1
    from bcb.inflation_series i
    join bcb.sgs_series s on s.code = i.code
    join bcb.sgs v on v.code = i.code
    where (v_series is null or s.label = v_series) and (v_family is null or i.family = v_family)
      and v.reference_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'inflation',
    'Narrow p_from/p_to, or pin p_series or p_family: every series at once fills about 36 months per response.');

  return query
    select v.reference_date, s.label, i.family, i.code, v.value,
           case when i.unit = 'pct_month' then v.chain end,
           i.unit,
           case when l.synthetic then 'synthetic_sample' else 'bcb_sgs' end
    from bcb.inflation_series i
    join bcb.sgs_series s on s.code = i.code
    cross join lateral (
      -- the window and the eleven months before it, for the chain: an exact numeric
      -- product of twelve factors (no logarithms), only when the row eleven back is
      -- the month eleven back, so every month between is held
      select w.reference_date, w.value, w.ingest_id,
             case when lag(w.reference_date, 11) over m = (w.reference_date - interval '11 months')::date then
               -- numeric products are exact, and 1e-22 only shifts the point back:
               -- (100 + v1) x ... x (100 + v12) x 1e-22 - 100 = ((1 + v1/100) x ... x (1 + v12/100) - 1) x 100
               round((100 + w.value) * (100 + lag(w.value, 1) over m) * (100 + lag(w.value, 2) over m) * (100 + lag(w.value, 3) over m)
                     * (100 + lag(w.value, 4) over m) * (100 + lag(w.value, 5) over m) * (100 + lag(w.value, 6) over m)
                     * (100 + lag(w.value, 7) over m) * (100 + lag(w.value, 8) over m) * (100 + lag(w.value, 9) over m)
                     * (100 + lag(w.value, 10) over m) * (100 + lag(w.value, 11) over m) * 1e-22 - 100, 2)
             end as chain
      from bcb.sgs w
      where w.code = i.code and w.reference_date between (v_from - interval '11 months')::date and v_to
      window m as (order by w.reference_date)
    ) v
    join ingest.ingest_log l on l.id = v.ingest_id
    where (v_series is null or s.label = v_series) and (v_family is null or i.family = v_family)
      and v.reference_date between v_from and v_to
    order by v.reference_date, s.label;
end;
$$;

alter function api.inflation(text, text, date, date) owner to api_owner;
revoke all on function api.inflation(text, text, date, date) from public;
grant execute on function api.inflation(text, text, date, date) to anon, authenticated;

comment on function api.inflation(text, text, date, date) is 'The IPCA family from the central bank''s SGS, one row per month and series: headline, cores, classifications, diffusion and the nine groups, oldest first.
Every value is the number SGS publishes, in percent; acc_12m is the trailing twelve monthly changes chained, NULL unless the twelve months are held and consecutive and on the series that are not monthly changes. Group rows are changes of the group, not contributions to the headline (inflation_items has the weights). Series (label SGS code): IPCA 433, IPCA_12M 13522, IPCA15 7478, IPCA_CORE_MS 4466, IPCA_CORE_MA 11426, IPCA_CORE_EX0 11427, IPCA_CORE_EX2 16121, IPCA_CORE_DP 16122, IPCA_MONITORADOS 4449, IPCA_LIVRES 11428, IPCA_COMERCIALIZAVEIS 4447, IPCA_NAO_COMERCIALIZAVEIS 4448, IPCA_NAO_DURAVEIS 10841, IPCA_SEMI_DURAVEIS 10842, IPCA_DURAVEIS 10843, IPCA_SERVICOS 10844, IPCA_DIFUSAO 21379, IPCA_G_ALIMENTACAO 1635, IPCA_G_HABITACAO 1636, IPCA_G_ARTIGOS_RESIDENCIA 1637, IPCA_G_VESTUARIO 1638, IPCA_G_TRANSPORTES 1639, IPCA_G_COMUNICACAO 1640, IPCA_G_SAUDE 1641, IPCA_G_DESPESAS_PESSOAIS 1642, IPCA_G_EDUCACAO 1643. Default window: 36 months before p_to, or before today. An unknown series or family raises 22023 listing what exists; a series outside p_family, or nothing held in the window, gives []; more than 1000 rows raises 22023. Rows are ordered by month, then series.
p_series: one label from the list above (case-insensitive); omit for every series.
p_family: headline, core, classification, diffusion or group; omit for every family.
p_from: first month of the window (YYYY-MM-DD, compared with the month''s first day); default 36 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.
@tag Inflation
@enum p_series: internal.inflation_series
@default p_from: 36 months before p_to
@default p_to: today';
