-- The rows of api.company_events (its checks run before this): per protocol of
-- the company the newest version held, then the window on that version's
-- delivery date, newest first. Versions are picked before the window so a
-- protocol re-filed after p_to is absent rather than served at an older version.
-- PL/pgSQL, not SQL, for the reason internal.statement_rows gives: a SQL function
-- that is not inlined plans its body once with p_cnpj and p_cd_cvm unknown, and
-- the "p is null or" filters then read every filing (a parallel seq scan of
-- cvm.ipe_document, about 100 ms on 700 companies x 15 years); PL/pgSQL plans
-- each call with the values, on the (cnpj, ...) or (codigo_cvm, ...) index.
drop function if exists internal.company_event_rows(text, integer, date, date, text);
create function internal.company_event_rows(p_cnpj text, p_cd_cvm integer, p_from date, p_to date, p_category text)
returns table (
  cnpj text, cd_cvm integer, company_name text, delivery_date date, reference_date date, category text,
  event_type text, species text, subject text, presentation text, protocol text, version integer, source_url text, source text)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select n.cnpj, n.codigo_cvm, n.nome_companhia, n.data_entrega, n.data_referencia, n.categoria,
         n.tipo, n.especie, n.assunto, n.tipo_apresentacao, n.protocolo_entrega, n.versao, n.link_download,
         case when l.synthetic then 'synthetic_sample' else 'cvm_ipe' end
  from (
    select distinct on (d.protocolo_entrega) d.*
    from cvm.ipe_document d
    where (p_cnpj is null or d.cnpj = p_cnpj)
      and (p_cd_cvm is null or d.codigo_cvm = p_cd_cvm)
    order by d.protocolo_entrega, d.versao desc
  ) n
  join ingest.ingest_log l on l.id = n.ingest_id
  where coalesce(n.data_entrega, n.data_referencia) between p_from and p_to
    and (p_category is null or n.categoria = p_category)
  order by coalesce(n.data_entrega, n.data_referencia) desc, n.protocolo_entrega desc;
end;
$$;

alter function internal.company_event_rows(text, integer, date, date, text) owner to api_owner;
revoke all on function internal.company_event_rows(text, integer, date, date, text) from public;
comment on function internal.company_event_rows(text, integer, date, date, text) is
  'Internal: a company''s IPE filings at the newest version of each protocol, delivered (or, without a delivery date, referring to a day) in [p_from, p_to], of p_category when given, newest first.';
