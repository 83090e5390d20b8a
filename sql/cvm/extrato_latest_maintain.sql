-- Keeps cvm.extrato_latest equal to the newest version per CNPJ of cvm.extrato.
-- Re-derives the rows of the CNPJs a statement touched: a load writes a few
-- thousand versions, so the newest per touched CNPJ is a probe of the key each.
-- One trigger per event (a trigger with transition tables takes one event).
create or replace function cvm.extrato_latest_maintain() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cnpjs text[];
begin
  if tg_op = 'TRUNCATE' then
    delete from cvm.extrato_latest;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(distinct n.cnpj) into v_cnpjs from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.cnpj) into v_cnpjs from old_rows o;
  else
    select array_agg(distinct k.cnpj) into v_cnpjs
    from (select n.cnpj from new_rows n union select o.cnpj from old_rows o) k;
  end if;
  -- a CNPJ left with no version goes; the others take their newest version
  delete from cvm.extrato_latest l
  where l.cnpj = any (v_cnpjs) and not exists (select 1 from cvm.extrato x where x.cnpj = l.cnpj);
  insert into cvm.extrato_latest as l (cnpj, dt_comptc, classe_anbima, fundo_cotas, tp_fundo_classe, taxa_adm)
  select e.cnpj, e.dt_comptc, e.classe_anbima, e.fundo_cotas, e.tp_fundo_classe, e.taxa_adm
  from unnest(v_cnpjs) as t(cnpj)
  cross join lateral (
    select x.cnpj, x.dt_comptc, x.classe_anbima, x.fundo_cotas, x.tp_fundo_classe, x.taxa_adm
    from cvm.extrato x where x.cnpj = t.cnpj order by x.dt_comptc desc limit 1
  ) e
  on conflict (cnpj) do update
     set dt_comptc = excluded.dt_comptc, classe_anbima = excluded.classe_anbima, fundo_cotas = excluded.fundo_cotas,
         tp_fundo_classe = excluded.tp_fundo_classe, taxa_adm = excluded.taxa_adm;
  return null;
end;
$$;
alter function cvm.extrato_latest_maintain() owner to ingest_writer;
revoke all on function cvm.extrato_latest_maintain() from public;
comment on function cvm.extrato_latest_maintain() is 'Trigger of cvm.extrato: re-derives the cvm.extrato_latest row of every CNPJ a statement inserted, updated or deleted (the newest DT_COMPTC by a probe of the key; a CNPJ left with no version is removed).';

drop trigger if exists extrato_latest_insert on cvm.extrato;
drop trigger if exists extrato_latest_delete on cvm.extrato;
drop trigger if exists extrato_latest_update on cvm.extrato;
drop trigger if exists extrato_latest_truncate on cvm.extrato;
create trigger extrato_latest_insert after insert on cvm.extrato
  referencing new table as new_rows for each statement execute function cvm.extrato_latest_maintain();
create trigger extrato_latest_delete after delete on cvm.extrato
  referencing old table as old_rows for each statement execute function cvm.extrato_latest_maintain();
create trigger extrato_latest_update after update on cvm.extrato
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.extrato_latest_maintain();
create trigger extrato_latest_truncate after truncate on cvm.extrato
  for each statement execute function cvm.extrato_latest_maintain();
