-- Rewrites cvm.fund_month_metric_census for the given (family, period) pairs: each
-- pair's rows are counted again per metric (the (entity_type, period) index).
create or replace function cvm.refresh_fund_month_metric_census(p_types text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fund_month_metric_census c
  using unnest(p_types, p_periods) k(entity_type, period)
  where c.entity_type = k.entity_type and c.period = k.period;
  insert into cvm.fund_month_metric_census (entity_type, period, metric, filed)
  select k.entity_type, k.period, v.metric, count(*)
  from unnest(p_types, p_periods) k(entity_type, period)
  join cvm.fund_month m on m.entity_type = k.entity_type and m.period = k.period
  cross join lateral (values
    ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
    ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null),
    ('delinquency', m.delinquency is not null), ('monthly_yield', m.monthly_yield is not null),
    ('assets', m.assets is not null)
  ) v(metric, present)
  where v.present
  group by k.entity_type, k.period, v.metric;
end;
$$;
comment on function cvm.refresh_fund_month_metric_census(text[], date[]) is 'Rewrites the cvm.fund_month_metric_census rows of the given (family, period) pairs (pairs distinct) from cvm.fund_month.';
alter function cvm.refresh_fund_month_metric_census(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_metric_census(text[], date[]) from public;
