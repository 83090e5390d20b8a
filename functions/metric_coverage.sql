-- api.metric_coverage: the filed span and density of each metric per fund family.
drop function if exists api.metric_coverage();
drop type if exists api.metric_coverage_row;

create type api.metric_coverage_row as (
  entity_type text,
  metric text,
  first_period date,
  last_period date,
  filed_rows bigint,
  total_rows bigint
);
alter type api.metric_coverage_row owner to api_owner;
comment on type api.metric_coverage_row is 'One (fund family, metric) pair the family files.';
comment on column api.metric_coverage_row.entity_type is 'Fund family: fi, fidc, fii, fip or fiagro.
@enum internal.entity_type';
comment on column api.metric_coverage_row.metric is 'Metric of the monthly fund series (a fund_nav column): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets.
@enum internal.fund_metric';
comment on column api.metric_coverage_row.first_period is 'Oldest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.last_period is 'Newest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.filed_rows is 'Rows of the family with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.total_rows is 'All rows of the family (filed_rows / total_rows is the density).';

create function api.metric_coverage()
returns setof api.metric_coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  -- the per-month censuses the triggers on cvm.fund_month keep (a few hundred rows),
  -- never the series itself
  with totals as (
    select c.entity_type, sum(c.funds_filing) as total_rows from cvm.fund_month_census c group by c.entity_type
  ),
  filed as (
    select c.entity_type, c.metric, min(c.period) as first_period, max(c.period) as last_period, sum(c.filed) as filed_rows
    from cvm.fund_month_metric_census c
    group by c.entity_type, c.metric
  )
  select f.entity_type, f.metric, f.first_period, f.last_period, f.filed_rows, t.total_rows
  from filed f join totals t using (entity_type)
  order by f.entity_type, f.metric;
$$;

alter function api.metric_coverage() owner to api_owner;
revoke all on function api.metric_coverage() from public;
grant execute on function api.metric_coverage() to anon, authenticated;

comment on function api.metric_coverage() is 'Filed span and density of each metric per fund family.
One row per (entity_type, metric) of the monthly fund series: first_period and last_period are the oldest and newest periods with a NON-NULL value; filed_rows and total_rows give density. A pair absent from the list is one the family never files. Send {}.
@tag Coverage & catalog';
