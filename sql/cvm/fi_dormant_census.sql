-- screen_dormant_funds counted at every month and frame length: written with the
-- still runs (cvm.refresh_fi_still_run), so screen_dormant_trend reads one row per
-- month of its history instead of counting the runs per call.
create table cvm.fi_dormant_census (
  period date not null,
  lookback_months integer not null check (lookback_months between 2 and 12),
  empty_shells integer not null,
  parked_capital integer not null,
  parked_nav numeric,
  primary key (lookback_months, period)
);
alter table cvm.fi_dormant_census owner to ingest_writer;
grant select on cvm.fi_dormant_census to api_owner;
comment on table cvm.fi_dormant_census is 'One row per month and frame length (2..12 months) with at least one fi class dormant through the frame ending that month: the counts screen_dormant_trend serves. Derived from cvm.fi_still_run whenever it is rewritten; a month with no dormant class has no row.';
comment on column cvm.fi_dormant_census.period is 'The month (first day) closing the frame.';
comment on column cvm.fi_dormant_census.lookback_months is 'Months in the frame (screen_dormant_trend''s p_lookback_months).';
comment on column cvm.fi_dormant_census.empty_shells is 'Classes still through the frame with no quotaholder in any of its months.';
comment on column cvm.fi_dormant_census.parked_capital is 'Classes still through the frame with a quotaholder in some month.';
comment on column cvm.fi_dormant_census.parked_nav is 'Sum of the month''s NAV of the parked_capital classes; 0 when there are none; NULL when one of them filed no NAV.';
