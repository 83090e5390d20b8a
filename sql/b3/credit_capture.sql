-- One capture of the exchange's ConsolidatedRecords export (debenture trades
-- consolidated per instrument, settlement date and classification) for one
-- session. The exchange revises what it exports, so every capture is kept as a
-- vintage: a read "as of" a moment takes, per session, the newest capture made
-- on or before it, and only that capture's rows (a row a later capture no
-- longer lists is gone from then on, never revived from an older capture).
create table b3.credit_capture (
  trade_date date not null,
  captured_at timestamptz not null,
  payload_sha256 text not null check (payload_sha256 ~ '^[0-9a-f]{64}$'),
  records_read integer not null check (records_read > 0),
  debenture_rows integer not null check (debenture_rows >= 0 and debenture_rows <= records_read),
  ingest_id bigint not null,
  primary key (trade_date, captured_at)
);
alter table b3.credit_capture owner to ingest_writer;
grant select on b3.credit_capture to api_owner;
comment on table b3.credit_capture is 'One capture (export answer) of the exchange''s ConsolidatedRecords table for one session, kept as a vintage beside every earlier one: the session, when it was captured, the sha256 of the bytes, how many records the export held and how many were debentures (kept in b3.credit_record). An empty answer (Nenhum resultado) is not a capture and is never recorded.';
comment on column b3.credit_capture.trade_date is 'The session asked for (Data negócio of every record of the capture).';
comment on column b3.credit_capture.captured_at is 'When the export answered (the collector''s clock), from the file name ConsolidatedRecords_<session>_<YYYYMMDDTHHMMSSZ>.csv or --captured-at; never the exchange''s publication time.';
comment on column b3.credit_capture.payload_sha256 is 'sha256 of the exported bytes as received (equal to ingest.ingest_log.sha256 of the load).';
comment on column b3.credit_capture.records_read is 'Data records of the export, every instrument type.';
comment on column b3.credit_capture.debenture_rows is 'Records of instrument type DEB, each a row of b3.credit_record; 0 is a session the export answered with no debenture.';
