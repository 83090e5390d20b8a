-- One row per FNET document whose body (the structured XML of a monthly report)
-- was loaded: its root element and what the body itself declares (fund CNPJ and
-- reference period), so a body can be checked against the register's listing.
-- No foreign key to b3.fnet_document: a body may be loaded before its listing.
create table b3.fnet_document_body (
  id bigint primary key,
  root text not null,
  declared_cnpj text,
  declared_reference text,
  fields integer not null,
  ingest_id bigint not null
);
alter table b3.fnet_document_body owner to ingest_writer;
grant select on b3.fnet_document_body to api_owner;
comment on table b3.fnet_document_body is 'FNET document bodies loaded (downloadDocumento?id=N, the structured XML): one row per document id; the fields are b3.fnet_document_field.';
comment on column b3.fnet_document_body.root is 'The XML root element: DOC_ARQ (FIDC monthly report) or DadosEconomicoFinanceiros (FII monthly report).';
comment on column b3.fnet_document_body.declared_cnpj is 'The fund CNPJ the body declares (DOC_ARQ CAB_INFORM/NR_CNPJ_FUNDO, FII DadosGerais/CNPJFundo), as filed; NULL when absent or blank.';
comment on column b3.fnet_document_body.declared_reference is 'The reference period the body declares (DOC_ARQ CAB_INFORM/DT_COMPT mm/yyyy, FII DadosGerais/Competencia), as filed; NULL when absent or blank.';
comment on column b3.fnet_document_body.fields is 'How many leaf fields the body holds (rows of b3.fnet_document_field for the id).';
