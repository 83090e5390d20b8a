-- Which fund an FNET document belongs to, taken from the search query that listed
-- it (cnpjFundo and tipoFundo), because the listing's own cnpjFundo is null on
-- every row. A document listed by an unfiltered query has no row here.
create table b3.fnet_document_fund (
  id bigint not null references b3.fnet_document (id),
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  tipo_fundo smallint check (tipo_fundo in (1, 2, 3)),
  ingest_id bigint not null,
  primary key (id, cnpj)
);
create index fnet_document_fund_cnpj on b3.fnet_document_fund (cnpj);
alter table b3.fnet_document_fund owner to ingest_writer;
grant select on b3.fnet_document_fund to api_owner;
comment on table b3.fnet_document_fund is 'The fund of an FNET document as the search query named it (cnpjFundo, tipoFundo); the only fund identity of a document, never its descricaoFundo.';
comment on column b3.fnet_document_fund.tipo_fundo is 'tipoFundo of the query: 1 FII, 2 FIDC, 3 ETF; NULL when the query did not filter by type.';
