-- The index member of the DFP/ITR yearly zips ({dfp,itr}_cia_aberta_YYYY.csv):
-- one row per filed document version, with its receipt date (DT_RECEB), which
-- lets a statement be read as it was known on a date.
create table cvm.cia_document (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  doc_type text not null check (doc_type in ('dfp', 'itr')),
  dt_refer date not null,
  versao integer not null,
  cd_cvm integer not null,
  denom_cia text,
  categ_doc text,
  id_doc text,
  dt_receb date,
  link_doc text,
  ingest_id bigint not null,
  primary key (cnpj, doc_type, dt_refer, versao)
);
alter table cvm.cia_document owner to ingest_writer;
grant select on cvm.cia_document to api_owner;
comment on table cvm.cia_document is 'CVM listed companies'' filed documents (the index member {dfp,itr}_cia_aberta_YYYY.csv of the DFP/ITR zips): one row per company, reference date and version (VERSAO), with the receipt date DT_RECEB as published; doc_type from the member name.';
