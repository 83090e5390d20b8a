create table b3.bdi_session (
  table_name text not null check (table_name in ('BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB', 'SharesInvesVolum', 'InstrumentsEquities')),
  session_date date not null,
  status text not null check (status in ('loaded', 'empty')),
  data_date date,
  row_count integer not null check (row_count >= 0),
  ingest_id bigint not null,
  primary key (table_name, session_date),
  check ((status = 'empty') = (row_count = 0))
);
alter table b3.bdi_session owner to ingest_writer;
create index bdi_session_session_date on b3.bdi_session (session_date);
grant select on b3.bdi_session to api_owner;
comment on table b3.bdi_session is 'One row per bulletin table and session held: loaded (rows stored) or empty (the exchange answered Nenhum resultado). session_date is the date asked for; data_date the date the rows carry (the caption reference date for SharesInvesVolum, T+2 earlier). A loaded session is never replaced by an empty one.';
