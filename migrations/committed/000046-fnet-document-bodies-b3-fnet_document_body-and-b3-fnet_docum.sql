--! Previous: sha1:842a1e80c189cdc2d981839306c7e1525ea89478
--! Hash: sha1:7b7504f2dbd046f2b5a78a02c227db99a48d5db2
--! Message: FNET document bodies: b3.fnet_document_body and b3.fnet_document_field (one row per leaf field as filed)

--! Included sql/b3/fnet_document_body.sql
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
--! EndIncluded sql/b3/fnet_document_body.sql
--! Included sql/b3/fnet_document_field.sql
-- The fields of an FNET document body, one row per leaf element, as filed. A
-- field is addressed by its path below the root; a repeated block is addressed by
-- its declared key (a tranche by SERIE / TIPO / ID_SUBCLASSE, an originator by its
-- CPF/CNPJ), else by its position among same-named siblings ([#2]), so the same
-- field of two versions of a document has the same path.
create table b3.fnet_document_field (
  id bigint not null,
  field_path text not null,
  block text not null,
  leaf text not null,
  value text,
  number numeric,
  ingest_id bigint not null,
  primary key (id, field_path)
);
alter table b3.fnet_document_field owner to ingest_writer;
grant select on b3.fnet_document_field to api_owner;
comment on table b3.fnet_document_field is 'FNET document body fields, one row per leaf element as filed (decimal commas kept in value); the keyed path makes two versions of a document comparable field by field.';
comment on column b3.fnet_document_field.field_path is 'Path below the root, e.g. LISTA_INFORM/APLIC_ATIVO/VL_DISPONIB; a keyed block reads RENT_CLASSE_SENIOR[SERIE=Série 1], a block repeated without a usable key CEDENT[#2].';
comment on column b3.fnet_document_field.block is 'The section the field sits in, without its key: the second element of the path when the path has three or more (LISTA_INFORM/APLIC_ATIVO/... gives APLIC_ATIVO), else the first (CAB_INFORM).';
comment on column b3.fnet_document_field.leaf is 'The leaf element''s name.';
comment on column b3.fnet_document_field.value is 'The text as filed (decimal comma or point as the filer wrote it); NULL for an empty element (<NM_CLASSE/>).';
comment on column b3.fnet_document_field.number is 'value read as a number when the leaf is an amount, quantity, percentage or rate (VL_, VLR_, QT_, QNT_, PR_, PRC_, TX_, DESEMP_; FII Valor, Total, Percentual, Quantidade, Numero); NULL otherwise or when empty.';
--! EndIncluded sql/b3/fnet_document_field.sql
