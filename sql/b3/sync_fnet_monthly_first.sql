-- The statement triggers on b3.fnet_document and b3.fnet_document_fund call this:
-- the (cnpj, month) keys a write touched are rewritten in b3.fnet_monthly_first.
-- A document and its fund link are written by separate statements in either order;
-- each side finds the other's half of the key, so the later one completes it.
create or replace function b3.sync_fnet_monthly_first() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ids bigint[];
  v_other text[];
  v_cnpjs text[];
  v_months date[];
begin
  if tg_op = 'TRUNCATE' then
    perform b3.refresh_fnet_monthly_first(null, null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it: read each op's own
  if tg_table_name = 'fnet_document' then
    if tg_op = 'INSERT' then
      select array_agg(n.id), array_agg(n.reference_date::text) into v_ids, v_other from new_rows n where n.reference_date is not null;
    elsif tg_op = 'DELETE' then
      select array_agg(o.id), array_agg(o.reference_date::text) into v_ids, v_other from old_rows o where o.reference_date is not null;
    else
      select array_agg(r.id), array_agg(r.reference_date::text) into v_ids, v_other
      from (select n.id, n.reference_date from new_rows n union select o.id, o.reference_date from old_rows o) r where r.reference_date is not null;
    end if;
    select array_agg(k.cnpj), array_agg(k.month) into v_cnpjs, v_months
    from (select distinct l.cnpj, t.reference_date::date as month
          from unnest(v_ids, v_other) t(id, reference_date) join b3.fnet_document_fund l on l.id = t.id) k;
  else
    if tg_op = 'INSERT' then
      select array_agg(n.id), array_agg(n.cnpj) into v_ids, v_other from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(o.id), array_agg(o.cnpj) into v_ids, v_other from old_rows o;
    else
      select array_agg(r.id), array_agg(r.cnpj) into v_ids, v_other
      from (select n.id, n.cnpj from new_rows n union select o.id, o.cnpj from old_rows o) r;
    end if;
    select array_agg(k.cnpj), array_agg(k.month) into v_cnpjs, v_months
    from (select distinct t.cnpj, d.reference_date as month
          from unnest(v_ids, v_other) t(id, cnpj) join b3.fnet_document d on d.id = t.id
          where d.reference_date is not null) k;
  end if;
  if v_cnpjs is not null then
    perform b3.refresh_fnet_monthly_first(v_cnpjs, v_months);
  end if;
  return null;
end;
$$;
alter function b3.sync_fnet_monthly_first() owner to ingest_writer;
revoke all on function b3.sync_fnet_monthly_first() from public;
comment on function b3.sync_fnet_monthly_first() is 'Statement trigger of b3.fnet_document and b3.fnet_document_fund: rewrites the b3.fnet_monthly_first keys the statement touched.';
