-- Each ANBIMA class's 12- and 6-month quota-return quartiles, what
-- class_return_distribution answers: computed at load time by the statement
-- triggers of cvm.fund_month, cvm.extrato_latest and curated.etf_registry
-- (cvm.sync_fi_class_window), so a call reads one row per window instead of
-- every fund's two month-end quotas.
create table cvm.fi_class_window (
  cls_key text not null,
  fc_key text not null,
  end_month date not null,
  months integer not null check (months in (6, 12)),
  n integer not null,
  p25 double precision not null,
  p50 double precision not null,
  p75 double precision not null,
  primary key (cls_key, fc_key, end_month, months)
);
alter table cvm.fi_class_window owner to ingest_writer;
grant select on cvm.fi_class_window to api_owner;
comment on table cvm.fi_class_window is 'Derived: per ANBIMA class and FUNDO_COTAS flag of the newest Extrato (upper-cased, trimmed; curated ETFs left out), month and window (12 or 6 months), the count and the continuous quartiles of the funds'' quota returns from the month-end quota window months before to this month''s, over the funds with a positive quota at both ends; kept by the statement triggers of cvm.fund_month, cvm.extrato_latest and curated.etf_registry (cvm.sync_fi_class_window), never loaded directly. A window with no such fund has no row.';
comment on column cvm.fi_class_window.cls_key is 'upper(btrim(CLASSE_ANBIMA)) of the newest Extrato.';
comment on column cvm.fi_class_window.fc_key is 'upper(btrim(FUNDO_COTAS)) of the newest Extrato.';
comment on column cvm.fi_class_window.end_month is 'First day of the month the returns end at (its month-end quota).';
comment on column cvm.fi_class_window.months is 'The window: the returns start at the month-end quota this many months before end_month.';
comment on column cvm.fi_class_window.n is 'Funds with a positive quota at both ends.';
comment on column cvm.fi_class_window.p25 is '25th percentile (continuous) of the returns, percent, unrounded.';
comment on column cvm.fi_class_window.p50 is 'Median of the returns, percent, unrounded.';
comment on column cvm.fi_class_window.p75 is '75th percentile (continuous) of the returns, percent, unrounded.';
