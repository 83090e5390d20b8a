-- CVM's IPE files (ipe_cia_aberta_YYYY.csv): listed companies' periodic and
-- eventual filings, one row per delivery protocol and version, as published.
-- Lines published without a protocol are not landed (see the loader).
create table cvm.ipe_document (
  protocolo_entrega text not null,
  versao integer not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  nome_companhia text,
  codigo_cvm integer not null,
  data_referencia date,
  categoria text not null,
  tipo text,
  especie text,
  assunto text,
  data_entrega date,
  tipo_apresentacao text,
  link_download text,
  ingest_id bigint not null,
  primary key (protocolo_entrega, versao)
);
create index ipe_document_cnpj on cvm.ipe_document (cnpj, protocolo_entrega, versao);
create index ipe_document_codigo_cvm on cvm.ipe_document (codigo_cvm, protocolo_entrega, versao);
create index ipe_document_categoria on cvm.ipe_document (categoria);
alter table cvm.ipe_document owner to ingest_writer;
grant select on cvm.ipe_document to api_owner;
comment on table cvm.ipe_document is 'CVM listed companies'' periodic and eventual filings (IPE, ipe_cia_aberta_YYYY.csv) as filed: one row per delivery protocol (Protocolo_Entrega) and version (Versao); CNPJ normalised to 14 digits, texts as published. Lines without a protocol (every filing before 2015, some since) are not landed: the file has no other key.';
comment on column cvm.ipe_document.link_download is 'Link_Download as published: the document on CVM''s RAD (the document itself is not stored).';
comment on column cvm.ipe_document.data_entrega is 'Data_Entrega, the day CVM received this version (a date, no time).';
