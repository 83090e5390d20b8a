-- The still fi months (inflows and redemptions filed as 0, quotaholders filed) with
-- the run each closes: how many consecutive calendar months, ending at this one, were
-- still, and how many of those trailing months had no quotaholder. Kept by the
-- triggers on cvm.fund_month (cvm.sync_fi_still_run), so every writer of the
-- fi series (the daily report loader's merge, a test's insert) rewrites it in the same
-- statement: screen_dormant_trend then reads a class-month's frame from one row.
create table cvm.fi_still_run (
  cnpj text not null,
  period date not null,
  nav numeric,
  still_months integer not null check (still_months >= 1),
  empty_months integer not null check (empty_months >= 0 and empty_months <= still_months),
  primary key (cnpj, period)
);
alter table cvm.fi_still_run owner to ingest_writer;
-- a frame needs at least two months (screen_dormant_trend's p_lookback_months >= 2)
create index fi_still_run_frames on cvm.fi_still_run (period, still_months) include (empty_months, nav) where still_months >= 2;
comment on index cvm.fi_still_run_frames is 'Class-months closing a still run of two months or more, with the empty run and nav: screen_dormant_trend counts a history from this index alone.';
grant select on cvm.fi_still_run to api_owner;
comment on table cvm.fi_still_run is 'One row per still fi class-month of cvm.fund_month (inflows = 0, redemptions = 0, quotaholders filed), derived by the triggers on cvm.fund_month in the writing statement: the runs of still months ending there.';
comment on column cvm.fi_still_run.cnpj is 'Class CNPJ, as in cvm.fund_month.';
comment on column cvm.fi_still_run.period is 'The month (first day), as in cvm.fund_month.';
comment on column cvm.fi_still_run.nav is 'The month''s nav as in cvm.fund_month; NULL when not filed.';
comment on column cvm.fi_still_run.still_months is 'Consecutive calendar months ending at this one that are still (a missing month breaks the run); at least 1.';
comment on column cvm.fi_still_run.empty_months is 'Consecutive still months ending at this one with no quotaholder (quotaholders 0); 0 when this month has one.';
