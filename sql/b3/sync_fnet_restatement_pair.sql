-- The statement triggers on b3.fnet_document, b3.fnet_document_fund,
-- b3.fnet_document_body and b3.fnet_document_field call this: the pairs of the
-- documents a write touched, and of their (fund link, reference text) groups, are
-- rewritten in b3.fnet_restatement_pair. The groups a row leaves (an old link, an
-- old reference) are passed along: the new ones are found from the tables.
create or replace function b3.sync_fnet_restatement_pair() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ids bigint[];
  v_cnpjs text[];
  v_refs text[];
begin
  if tg_op = 'TRUNCATE' then
    perform b3.refresh_fnet_restatement_pair(null, null, null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it: read each op's own
  if tg_table_name = 'fnet_document' then
    if tg_op = 'INSERT' then
      select array_agg(n.id) into v_ids from new_rows n;
    else
      select array_agg(o.id), array_agg(l.cnpj), array_agg(o.data_referencia) into v_ids, v_cnpjs, v_refs
      from old_rows o left join b3.fnet_document_fund l on l.id = o.id;
      if tg_op = 'UPDATE' then
        select v_ids || array_agg(n.id) into v_ids from new_rows n;
      end if;
    end if;
  elsif tg_table_name = 'fnet_document_fund' then
    if tg_op = 'INSERT' then
      select array_agg(n.id) into v_ids from new_rows n;
    else
      select array_agg(o.id), array_agg(o.cnpj), array_agg(d.data_referencia) into v_ids, v_cnpjs, v_refs
      from old_rows o left join b3.fnet_document d on d.id = o.id;
      if tg_op = 'UPDATE' then
        select v_ids || array_agg(n.id) into v_ids from new_rows n;
      end if;
    end if;
  else
    -- a body or its fields: the pairs of that document and of the re-filings that replaced it
    if tg_op = 'INSERT' then
      select array_agg(k.id) into v_ids from (select distinct n.id from new_rows n) k;
    elsif tg_op = 'DELETE' then
      select array_agg(k.id) into v_ids from (select distinct o.id from old_rows o) k;
    else
      select array_agg(k.id) into v_ids from (select n.id from new_rows n union select o.id from old_rows o) k;
    end if;
  end if;
  if v_ids is not null then
    perform b3.refresh_fnet_restatement_pair(v_ids, v_cnpjs, v_refs);
  end if;
  return null;
end;
$$;
alter function b3.sync_fnet_restatement_pair() owner to ingest_writer;
revoke all on function b3.sync_fnet_restatement_pair() from public;
comment on function b3.sync_fnet_restatement_pair() is 'Statement trigger of b3.fnet_document, b3.fnet_document_fund, b3.fnet_document_body and b3.fnet_document_field: rewrites the b3.fnet_restatement_pair rows the statement may have changed.';
