create or replace function cvm.refresh_fund_registry() returns void
language plpgsql
set search_path = ''
as $$
begin
  merge into cvm.fund_registry r
  using (
    select distinct on (cnpj) cnpj, cvm.entity_type_of(cvm_type) as entity_type, cvm_type, fund_name, status, fund_class, origin
    from (
      select c.cnpj_classe as cnpj, coalesce(f.tipo_fundo, c.tipo_classe) as cvm_type, c.denominacao_social as fund_name,
             c.situacao as status, c.classificacao as fund_class, 'registro_classe' as origin, 1 as rank
      from cvm.registro_classe c left join cvm.registro_fundo f on f.id_registro_fundo = c.id_registro_fundo
      union all
      select f.cnpj_fundo, f.tipo_fundo, f.denominacao_social, f.situacao, null, 'registro_fundo', 2
      from cvm.registro_fundo f
      union all
      select a.cnpj, nullif(a.tp_fundo, ''), a.denom_social, a.sit, a.classe, 'cad_fi',
             -- a CNPJ registered under several types: the active registration first
             3 + case when a.sit = 'CANCELADA' then 1 else 0 end
      from cvm.cad_fi a
    ) candidates
    order by cnpj, rank, cvm_type
  ) s on s.cnpj = r.cnpj
  when matched and (r.entity_type, r.cvm_type, r.fund_name, r.status, r.fund_class, r.origin)
                   is distinct from (s.entity_type, s.cvm_type, s.fund_name, s.status, s.fund_class, s.origin) then
    update set entity_type = s.entity_type, cvm_type = s.cvm_type, fund_name = s.fund_name, status = s.status, fund_class = s.fund_class, origin = s.origin
  when not matched then
    insert (cnpj, entity_type, cvm_type, fund_name, status, fund_class, origin)
    values (s.cnpj, s.entity_type, s.cvm_type, s.fund_name, s.status, s.fund_class, s.origin)
  when not matched by source then delete;
end;
$$;
comment on function cvm.refresh_fund_registry() is 'Rebuilds cvm.fund_registry from the three registries, touching only rows that changed; run by the registry loaders inside each file''s transaction.';
alter function cvm.refresh_fund_registry() owner to ingest_writer;
revoke all on function cvm.refresh_fund_registry() from public;
