-- Rewrites b3.fnet_restatement_pair for the documents a write touched (p_ids) and
-- every document of a (fund link, reference text) group one of them is in, or was
-- in before the write (p_cnpjs, p_refs): a pair reads the other versions of its
-- group and both bodies. The whole table when p_ids is NULL (after a truncate).
-- Index lookups per document (the lateral limit 1), never the planner's
-- statistics of rows the statement has just written.
create or replace function b3.refresh_fnet_restatement_pair(p_ids bigint[], p_cnpjs text[], p_refs text[]) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_targets bigint[];
begin
  if p_ids is null then
    delete from b3.fnet_restatement_pair;
  else
    select array_agg(distinct t.id) into v_targets
    from (
      select i.id from unnest(p_ids) i(id)
      union all
      select l.id
      from (select distinct g.cnpj, g.ref
            from (select l0.cnpj, d0.data_referencia as ref
                  from unnest(p_ids) i(id)
                  join b3.fnet_document_fund l0 on l0.id = i.id
                  join b3.fnet_document d0 on d0.id = i.id
                  union all
                  select k.cnpj, k.ref from unnest(p_cnpjs, p_refs) k(cnpj, ref)) g
            where g.cnpj is not null and g.ref is not null) g
      join b3.fnet_document_fund l on l.cnpj = g.cnpj
      join b3.fnet_document d on d.id = l.id
      where d.data_referencia = g.ref and d.versao > 1
    ) t;
    if v_targets is null then
      return;
    end if;
    delete from b3.fnet_restatement_pair p where p.fnet_id = any(v_targets);
  end if;

  insert into b3.fnet_restatement_pair (fnet_id, cnpj, tipo_fundo, fund_name, categoria_documento, tipo_documento, especie_documento,
    reference_raw, reference_date, versao, modalidade, status, delivered_at, monthly_report, previous_fnet_id, previous_delivered_at,
    lag_days, diff_status, n_fields_changed)
  select d.id, l.cnpj, l.tipo_fundo, d.descricao_fundo, d.categoria_documento, d.tipo_documento, d.especie_documento,
         d.data_referencia, d.reference_date, d.versao, d.modalidade, d.status, d.data_entrega, d.monthly_report,
         p.id, p.data_entrega, d.data_entrega::date - p.data_entrega::date, s.diff_status,
         -- the rows b3.fnet_field_change gives the pair: a path added, removed, or whose text differs
         case when s.diff_status = 'compared' then (
           select count(*)::integer
           from (select f.field_path, f.value from b3.fnet_document_field f where f.id = d.id) n
           full join (select f.field_path, f.value from b3.fnet_document_field f where f.id = p.id) o on o.field_path = n.field_path
           where n.field_path is null or o.field_path is null or n.value is distinct from o.value) end
  from b3.fnet_document d
  left join b3.fnet_document_fund l on l.id = d.id
  left join lateral (
    select o.id, o.data_entrega
    from b3.fnet_document_fund ol
    join b3.fnet_document o on o.id = ol.id
    where ol.cnpj = l.cnpj
      and o.data_referencia = d.data_referencia
      and o.versao < d.versao
      and o.categoria_documento is not distinct from d.categoria_documento
      and o.tipo_documento is not distinct from d.tipo_documento
      and o.especie_documento is not distinct from d.especie_documento
    order by o.versao desc, o.id desc
    limit 1
  ) p on true
  left join b3.fnet_document_body nb on nb.id = d.id
  left join b3.fnet_document_body ob on ob.id = p.id
  cross join lateral (
    select case
             when l.cnpj is null then 'unpairable_no_link'
             when d.data_referencia is null then 'unpairable_no_reference'
             when p.id is null then 'no_predecessor'
             when nb.id is null or ob.id is null then null
             when coalesce(nb.declared_cnpj, l.cnpj) <> l.cnpj or coalesce(ob.declared_cnpj, l.cnpj) <> l.cnpj
               -- a body that declares nothing is not a mismatch; one that declares another fund or month is
               or (nb.root = 'DOC_ARQ' and coalesce(nb.declared_reference, d.data_referencia) <> d.data_referencia)
               or (ob.root = 'DOC_ARQ' and coalesce(ob.declared_reference, d.data_referencia) <> d.data_referencia) then 'declared_mismatch'
             else 'compared'
           end as diff_status
  ) s
  where d.versao > 1
    and (p_ids is null or d.id = any(v_targets));
end;
$$;
alter function b3.refresh_fnet_restatement_pair(bigint[], text[], text[]) owner to ingest_writer;
revoke all on function b3.refresh_fnet_restatement_pair(bigint[], text[], text[]) from public;
comment on function b3.refresh_fnet_restatement_pair(bigint[], text[], text[]) is 'Rewrites the restatement pairs of the given documents and of every re-filing in the (cnpj, reference text) groups they are in or the given ones, or every pair when p_ids is NULL.';
