-- Rewrites cvm.extrato_class_fee for the given class keys (NULL = all).
create or replace function cvm.refresh_extrato_class_fee(p_classes text[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.extrato_class_fee s where p_classes is null or s.cls_key = any (p_classes);
  insert into cvm.extrato_class_fee (cls_key, n, median, max_dt_comptc)
  select upper(btrim(l.classe_anbima)), count(*)::integer, percentile_cont(0.5) within group (order by l.taxa_adm), max(l.dt_comptc)
  from cvm.extrato_latest l
  where upper(btrim(l.classe_anbima)) is not null and l.taxa_adm > 0 and l.taxa_adm <= 5
    and not exists (select 1 from curated.etf_registry g where g.cnpj = l.cnpj)
    and (p_classes is null or upper(btrim(l.classe_anbima)) = any (p_classes))
  group by 1;
end;
$$;
comment on function cvm.refresh_extrato_class_fee(text[]) is 'Rewrites cvm.extrato_class_fee for the given class keys (upper(btrim(CLASSE_ANBIMA)); NULL = every one): count, median TAXA_ADM in (0, 5] and newest DT_COMPTC of the newest Extratos, curated ETFs left out.';
alter function cvm.refresh_extrato_class_fee(text[]) owner to ingest_writer;
revoke all on function cvm.refresh_extrato_class_fee(text[]) from public;
