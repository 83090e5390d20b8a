-- How many rows of the monthly fund series file each metric, per family and month:
-- written by the triggers on cvm.fund_month (cvm.sync_fund_month_metric_census) in
-- every statement that writes the series, so metric_coverage sums a few hundred
-- rows instead of scanning the whole series per call.
create table cvm.fund_month_metric_census (
  entity_type text not null,
  period date not null,
  metric text not null,
  filed integer not null check (filed > 0),
  primary key (entity_type, metric, period)
);
alter table cvm.fund_month_metric_census owner to ingest_writer;
grant select on cvm.fund_month_metric_census to api_owner;
comment on table cvm.fund_month_metric_census is 'Derived: one row per family, metric and period of cvm.fund_month where at least one row has the metric non-NULL, with that count; kept in the writing statement by the triggers on cvm.fund_month (cvm.sync_fund_month_metric_census), never loaded directly.';
comment on column cvm.fund_month_metric_census.entity_type is 'Family, as in cvm.fund_month.';
comment on column cvm.fund_month_metric_census.period is 'Period, as in cvm.fund_month.';
comment on column cvm.fund_month_metric_census.metric is 'A metric column of cvm.fund_month: nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield or assets.';
comment on column cvm.fund_month_metric_census.filed is 'Rows of the family and period with the metric non-NULL (at least 1).';

-- the series already held
insert into cvm.fund_month_metric_census (entity_type, period, metric, filed)
select m.entity_type, m.period, v.metric, count(*)
from cvm.fund_month m
cross join lateral (values
  ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
  ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null),
  ('delinquency', m.delinquency is not null), ('monthly_yield', m.monthly_yield is not null),
  ('assets', m.assets is not null)
) v(metric, present)
where v.present
group by m.entity_type, m.period, v.metric;
