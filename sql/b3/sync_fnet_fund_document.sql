-- The statement triggers on b3.fnet_document and b3.fnet_document_fund call this:
-- the rows of b3.fnet_fund_document of every document the statement wrote are
-- rewritten from the two tables (a document and its link are written by separate
-- statements in either order; the later one completes the row).
create or replace function b3.sync_fnet_fund_document() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ids bigint[];
begin
  if tg_op = 'TRUNCATE' then
    delete from b3.fnet_fund_document;
    insert into b3.fnet_fund_document (cnpj, id, tipo_fundo, delivered_at, descricao_fundo)
    select l.cnpj, d.id, l.tipo_fundo, d.data_entrega, d.descricao_fundo
    from b3.fnet_document_fund l join b3.fnet_document d on d.id = l.id;
    return null;
  end if;
  -- a transition table exists only for the events that declare it: read each op's own
  if tg_op = 'INSERT' then
    select array_agg(k.id) into v_ids from (select distinct n.id from new_rows n) k;
  elsif tg_op = 'DELETE' then
    select array_agg(k.id) into v_ids from (select distinct o.id from old_rows o) k;
  else
    select array_agg(k.id) into v_ids from (select n.id from new_rows n union select o.id from old_rows o) k;
  end if;
  if v_ids is not null then
    delete from b3.fnet_fund_document f where f.id = any(v_ids);
    insert into b3.fnet_fund_document (cnpj, id, tipo_fundo, delivered_at, descricao_fundo)
    select l.cnpj, d.id, l.tipo_fundo, d.data_entrega, d.descricao_fundo
    from b3.fnet_document d join b3.fnet_document_fund l on l.id = d.id
    where d.id = any(v_ids);
  end if;
  return null;
end;
$$;
alter function b3.sync_fnet_fund_document() owner to ingest_writer;
revoke all on function b3.sync_fnet_fund_document() from public;
comment on function b3.sync_fnet_fund_document() is 'Statement trigger of b3.fnet_document and b3.fnet_document_fund: rewrites the b3.fnet_fund_document rows of the documents the statement wrote.';
