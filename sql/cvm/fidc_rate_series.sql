-- Each fidc fund's months with a delinquency rate (delinquency filed, nav positive),
-- as three arrays in period order: written with cvm.fund_month_census by the
-- statement triggers on cvm.fund_month (cvm.sync_fund_month_census), so
-- screen_delinquency_drivers finds a window's first and last month of every fund by
-- two binary searches (width_bucket) in one row per fund instead of aggregating
-- every fund-month of the window per call.
create table cvm.fidc_rate_series (
  cnpj text primary key,
  periods date[] not null,
  delinquencies numeric[] not null,
  navs numeric[] not null,
  check (cardinality(periods) = cardinality(delinquencies) and cardinality(periods) = cardinality(navs))
);
alter table cvm.fidc_rate_series owner to ingest_writer;
grant select on cvm.fidc_rate_series to api_owner;
comment on table cvm.fidc_rate_series is 'One row per fidc fund of cvm.fund_month with at least one month whose delinquency is filed and nav is positive: those months (ascending), their delinquency and nav, element by element. Kept in the writing statement by the triggers on cvm.fund_month (cvm.refresh_fidc_rate_series).';
comment on column cvm.fidc_rate_series.cnpj is 'Fund (class) CNPJ, as in cvm.fund_month.';
comment on column cvm.fidc_rate_series.periods is 'The months (month-end dates, ascending, distinct) with delinquency filed and nav above 0.';
comment on column cvm.fidc_rate_series.delinquencies is 'cvm.fund_month.delinquency of each month of periods, same position.';
comment on column cvm.fidc_rate_series.navs is 'cvm.fund_month.nav of each month of periods, same position.';
