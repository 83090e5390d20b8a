-- b3.fnet_restatement_pair: every re-filed FNET document (versao above 1) paired
-- with the version it replaced. FNET links no version to another, so the pair is
-- by a stated key: the same fund link (the CNPJ the search was asked for),
-- categoria, tipo, especie and reference text, the highest versao below this one,
-- the greatest id on a tie. A document with no fund link or no reference text is
-- never paired. The diff status says whether both bodies are held and agree with
-- the listing. fund_restatements, fund_restatement_diff and screen_restatements
-- read it; a view (no function) so the planner folds it into each reader.
create or replace view b3.fnet_restatement_pair as
select d.id as fnet_id,
       l.cnpj,
       l.tipo_fundo,
       d.descricao_fundo as fund_name,
       d.categoria_documento,
       d.tipo_documento,
       d.especie_documento,
       d.data_referencia as reference_raw,
       d.reference_date,
       d.versao,
       d.modalidade,
       d.status,
       d.data_entrega as delivered_at,
       d.monthly_report,
       p.id as previous_fnet_id,
       p.data_entrega as previous_delivered_at,
       d.data_entrega::date - p.data_entrega::date as lag_days,
       case
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
where d.versao > 1;

alter view b3.fnet_restatement_pair owner to api_owner;
comment on view b3.fnet_restatement_pair is 'Re-filed FNET documents (versao > 1), one row per fund link (or one unlinked row), paired with the highest lower version of the same (cnpj link, categoria, tipo, especie, reference text), greatest id on a tie; diff_status compared when both bodies are held and declare the linked fund and the listed reference, NULL when a body is not held.';
