-- What the monthly fund series holds per family and fund: the span and the number
-- of periods. Kept by the fund_month triggers (cvm.fund_span_maintain) in the
-- loader's own transaction, so api.funds reads one row per fund instead of
-- aggregating the whole monthly series on every call.
create table cvm.fund_span (
  entity_type text not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  first_period date not null,
  last_period date not null,
  n_reports bigint not null check (n_reports > 0),
  primary key (entity_type, cnpj),
  check (first_period <= last_period)
);
create index fund_span_cnpj on cvm.fund_span (cnpj);
create index fund_span_n_reports on cvm.fund_span (n_reports, entity_type, cnpj);
create index fund_span_last_period on cvm.fund_span (last_period, entity_type, cnpj);
-- one family's page in the orders a caller pages it by (n_reports.desc,cnpj; last_period.desc,cnpj): read in
-- order and cut at the limit, never every fund of the family sorted
create index fund_span_family_n_reports on cvm.fund_span (entity_type, n_reports desc, cnpj);
create index fund_span_family_last_period on cvm.fund_span (entity_type, last_period desc, cnpj);
alter table cvm.fund_span owner to ingest_writer;
grant select on cvm.fund_span to api_owner;
comment on table cvm.fund_span is 'Derived: one row per (entity_type, cnpj) held in cvm.fund_month, with its first and last period and the number of periods; maintained by the fund_month triggers (cvm.fund_span_maintain), never loaded directly.';
comment on column cvm.fund_span.entity_type is 'The family of the monthly series (as cvm.fund_month.entity_type): any family a loader writes there is counted, with no list to extend.';
comment on column cvm.fund_span.n_reports is 'Number of periods held in cvm.fund_month for the family and fund.';
