-- Each ANBIMA class's monthly quota-return statistics, what portfolio_movement
-- sets a fund against: computed at load time by the statement triggers of
-- cvm.fund_month and cvm.extrato_latest (cvm.refresh_fi_class_movement), so a
-- call reads one row per class asked instead of every peer's two month-end quotas.
create table cvm.fi_class_movement (
  cls text not null,
  period date not null,
  n integer not null,
  p01 numeric not null,
  p99 numeric not null,
  mean numeric not null,
  sd numeric,
  primary key (cls, period)
);
alter table cvm.fi_class_movement owner to ingest_writer;
grant select on cvm.fi_class_movement to api_owner;
comment on table cvm.fi_class_movement is 'Derived: per ANBIMA class label (btrim of the newest Extrato''s CLASSE_ANBIMA, blank left out) and fi month, the statistics of the month''s quota returns of the class''s funds with a positive month-end quota in that month and the previous one; kept by the statement triggers of cvm.fund_month and cvm.extrato_latest (cvm.refresh_fi_class_movement), never loaded directly. A class-month with no such fund has no row.';
comment on column cvm.fi_class_movement.cls is 'The class label as the newest Extrato files it, trimmed (the peer group of portfolio_movement).';
comment on column cvm.fi_class_movement.period is 'First day of the month: returns from the previous month-end quota to this one.';
comment on column cvm.fi_class_movement.n is 'Funds of the class with a return that month.';
comment on column cvm.fi_class_movement.p01 is '1st percentile (continuous) of the returns, percent, unrounded.';
comment on column cvm.fi_class_movement.p99 is '99th percentile (continuous) of the returns, percent, unrounded.';
comment on column cvm.fi_class_movement.mean is 'Mean of the returns winsorized at p01 and p99, percent, unrounded.';
comment on column cvm.fi_class_movement.sd is 'Sample standard deviation of the winsorized returns, percent, unrounded; NULL with one fund.';
