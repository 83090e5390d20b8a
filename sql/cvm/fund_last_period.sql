-- Each fund's newest period of the monthly fund series, written with
-- cvm.fund_month_census by the triggers on cvm.fund_month (see
-- sql/cvm/fund_month_census.sql): screen_silent_filers reads a family's silent funds
-- as one index range instead of the newest period of every fund per call.
create table cvm.fund_last_period (
  entity_type text not null,
  cnpj text not null,
  last_period date not null,
  primary key (entity_type, cnpj)
);
-- the silent funds of a family are a range of this index: newest periods before the cut
create index fund_last_period_family on cvm.fund_last_period (entity_type, last_period) include (cnpj);
comment on index cvm.fund_last_period_family is 'A family''s funds by their newest period: screen_silent_filers reads the funds silent for a range of months from one range of it.';
alter table cvm.fund_last_period owner to ingest_writer;
grant select on cvm.fund_last_period to api_owner;
comment on table cvm.fund_last_period is 'One row per family and fund of cvm.fund_month with its newest period; kept in the writing statement by the triggers on cvm.fund_month (cvm.sync_fund_month_census).';
comment on column cvm.fund_last_period.entity_type is 'Family, as in cvm.fund_month.';
comment on column cvm.fund_last_period.cnpj is 'Fund (class) CNPJ, as in cvm.fund_month.';
comment on column cvm.fund_last_period.last_period is 'Newest period of the fund in cvm.fund_month.';
