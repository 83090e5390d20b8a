-- b3.fnet_fund_document: each FNET document under the fund its search was asked
-- for (b3.fnet_document_fund joined to b3.fnet_document), ordered by fund and
-- delivery, written in the statement that writes either table (the triggers below,
-- b3.sync_fnet_fund_document), so screen_restatements counts a fund's documents in a
-- window from a few index pages instead of one lookup per document.
create table b3.fnet_fund_document (
  cnpj text not null,
  id bigint not null,
  tipo_fundo smallint,
  delivered_at timestamp not null,
  descricao_fundo text
);
-- a fund's documents in a delivery window, from the index alone
create unique index fnet_fund_document_delivered on b3.fnet_fund_document (cnpj, delivered_at, id) include (tipo_fundo, descricao_fundo);
-- the rows of the documents a write touched
create index fnet_fund_document_id on b3.fnet_fund_document (id);
alter table b3.fnet_fund_document owner to ingest_writer;
grant select on b3.fnet_fund_document to api_owner;
comment on table b3.fnet_fund_document is 'One row per FNET document and fund link (b3.fnet_document_fund x b3.fnet_document): the fund, its query''s tipoFundo, the delivery time and descricaoFundo. Derived in the writing statement by the triggers on b3.fnet_document and b3.fnet_document_fund (b3.sync_fnet_fund_document).';
comment on column b3.fnet_fund_document.cnpj is 'The CNPJ the FNET search was asked for.';
comment on column b3.fnet_fund_document.tipo_fundo is 'tipoFundo of the query (1 FII, 2 FIDC, 3 ETF); NULL when the query did not say.';
comment on column b3.fnet_fund_document.delivered_at is 'dataEntrega, São Paulo local time as published.';
comment on column b3.fnet_fund_document.descricao_fundo is 'descricaoFundo as listed (shown only).';
create trigger fnet_fund_document_insert after insert on b3.fnet_document referencing new table as new_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_update after update on b3.fnet_document referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_delete after delete on b3.fnet_document referencing old table as old_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_truncate after truncate on b3.fnet_document
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_insert after insert on b3.fnet_document_fund referencing new table as new_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_update after update on b3.fnet_document_fund referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_delete after delete on b3.fnet_document_fund referencing old table as old_rows
  for each statement execute function b3.sync_fnet_fund_document();
create trigger fnet_fund_document_truncate after truncate on b3.fnet_document_fund
  for each statement execute function b3.sync_fnet_fund_document();
