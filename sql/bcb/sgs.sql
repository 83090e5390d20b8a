-- SGS values as published: one per series and date, the text of "valor" kept exactly.
create table bcb.sgs (
  code integer not null references bcb.sgs_series (code),
  reference_date date not null,
  value numeric not null,
  ingest_id bigint not null,
  primary key (code, reference_date)
);
alter table bcb.sgs owner to ingest_writer;
grant select on bcb.sgs to api_owner;
comment on table bcb.sgs is 'Central bank SGS series values (api.bcb.gov.br/dados/serie/bcdata.sgs.<code>/dados), one row per series and date, value as published.';
comment on column bcb.sgs.reference_date is 'The "data" of the value (dd/mm/yyyy in SGS): the day for daily series, the first day of the month for monthly ones.';
