-- What the monthly fund series holds per family and month: written by the triggers
-- below in every statement that writes cvm.fund_month, so the screens read a
-- family's months from a few rows instead of counting the series per call.
create table cvm.fund_month_census (
  entity_type text not null,
  period date not null,
  funds_filing integer not null check (funds_filing > 0),
  primary key (entity_type, period)
);
alter table cvm.fund_month_census owner to ingest_writer;
grant select on cvm.fund_month_census to api_owner;
comment on table cvm.fund_month_census is 'One row per family and period of cvm.fund_month with the number of funds filed there; kept in the writing statement by the triggers on cvm.fund_month (cvm.sync_fund_month_census). A period nobody filed has no row.';
comment on column cvm.fund_month_census.entity_type is 'Family, as in cvm.fund_month.';
comment on column cvm.fund_month_census.period is 'Period, as in cvm.fund_month (fidc month-end, the others the first day).';
comment on column cvm.fund_month_census.funds_filing is 'Rows of cvm.fund_month for the family and period: funds (classes) filed.';

-- the triggers that keep it and cvm.fidc_rate_series (cvm.sync_fund_month_census)
create trigger fund_month_census_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fund_month_census();
create trigger fund_month_census_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fund_month_census();
create trigger fund_month_census_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fund_month_census();
create trigger fund_month_census_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fund_month_census();
