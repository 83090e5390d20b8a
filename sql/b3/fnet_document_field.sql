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
