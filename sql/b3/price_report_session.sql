create table b3.price_report_session (
  report text not null check (report in ('BVBG.086.01', 'BVBG.187.01')),
  session_date date not null,
  status text not null check (status in ('loaded', 'empty')),
  report_created timestamp,
  versions integer not null check (versions >= 0),
  record_count integer not null check (record_count >= 0),
  ingest_id bigint not null,
  primary key (report, session_date),
  check ((status = 'empty') = (record_count = 0))
);
alter table b3.price_report_session owner to ingest_writer;
grant select on b3.price_report_session to api_owner;
comment on table b3.price_report_session is 'One row per price report (BVBG.086.01 or BVBG.187.01) and session seen: loaded (records stored from the version with the latest CreDtAndTm) or empty (a non-session day: the exchange answers with an empty zip). A loaded session is never turned back into an empty one, nor replaced by an older version. A file not named PRyymmdd or SPRDyymmdd records one row per trade date its records carry.';
comment on column b3.price_report_session.report_created is 'CreDtAndTm of the version loaded; NULL for an empty session.';
comment on column b3.price_report_session.versions is 'XML versions the file held (the latest was loaded); 0 for an empty zip.';
comment on column b3.price_report_session.record_count is 'PricRpt records of the version loaded.';
