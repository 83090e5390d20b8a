-- Each ANBIMA class's median administration fee over its funds' newest Extratos,
-- what portfolio_equivalents sets an ETF's fee against: kept at load time by the
-- statement triggers of cvm.extrato_latest and curated.etf_registry
-- (cvm.sync_extrato_class_fee), so a call reads one row per class instead of every
-- fund of it. The row serves an as-of date on or after max_dt_comptc (every fee it
-- counts was filed by then); an earlier date is counted from the funds themselves.
create table cvm.extrato_class_fee (
  cls_key text primary key,
  n integer not null,
  median double precision not null,
  max_dt_comptc date not null
);
alter table cvm.extrato_class_fee owner to ingest_writer;
grant select on cvm.extrato_class_fee to api_owner;
comment on table cvm.extrato_class_fee is 'Derived: per ANBIMA class (upper(btrim(CLASSE_ANBIMA)) of the newest Extrato), the funds whose newest TAXA_ADM is above 0 and at most 5 (curated ETFs left out): their count, the median fee (continuous) and the newest DT_COMPTC among them; kept by the statement triggers of cvm.extrato_latest and curated.etf_registry (cvm.sync_extrato_class_fee), never loaded directly. A class with no such fund has no row.';
comment on column cvm.extrato_class_fee.cls_key is 'upper(btrim(CLASSE_ANBIMA)) of the newest Extrato.';
comment on column cvm.extrato_class_fee.n is 'Funds counted.';
comment on column cvm.extrato_class_fee.median is 'Median (percentile_cont 0.5) of their TAXA_ADM, % a year, unrounded.';
comment on column cvm.extrato_class_fee.max_dt_comptc is 'The newest DT_COMPTC among the filings counted: the row answers any as-of date from this day on.';
