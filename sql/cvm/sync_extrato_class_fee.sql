-- Statement triggers of cvm.extrato_latest and curated.etf_registry call this: the
-- classes of every fund a statement touched (before and after) are counted again.
create or replace function cvm.sync_extrato_class_fee() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_classes text[];
begin
  if tg_op = 'TRUNCATE' then
    perform cvm.refresh_extrato_class_fee(null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'extrato_latest' then
    if tg_op = 'INSERT' then
      select array_agg(distinct upper(btrim(n.classe_anbima))) into v_classes from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct upper(btrim(o.classe_anbima))) into v_classes from old_rows o;
    else
      select array_agg(distinct c) into v_classes
      from (select upper(btrim(n.classe_anbima)) as c from new_rows n union select upper(btrim(o.classe_anbima)) from old_rows o) k;
    end if;
  else
    if tg_op = 'INSERT' then
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes from new_rows n join cvm.extrato_latest x on x.cnpj = n.cnpj;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes from old_rows o join cvm.extrato_latest x on x.cnpj = o.cnpj;
    else
      select array_agg(distinct upper(btrim(x.classe_anbima))) into v_classes
      from (select n.cnpj from new_rows n union select o.cnpj from old_rows o) k join cvm.extrato_latest x on x.cnpj = k.cnpj;
    end if;
  end if;
  v_classes := array_remove(v_classes, null);
  if cardinality(v_classes) > 0 then
    perform cvm.refresh_extrato_class_fee(v_classes);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_extrato_class_fee() is 'Statement trigger of cvm.extrato_latest and curated.etf_registry: rewrites the cvm.extrato_class_fee rows of the classes the touched funds file (before and after).';
alter function cvm.sync_extrato_class_fee() owner to ingest_writer;
revoke all on function cvm.sync_extrato_class_fee() from public;

drop trigger if exists extrato_class_fee_insert on cvm.extrato_latest;
drop trigger if exists extrato_class_fee_update on cvm.extrato_latest;
drop trigger if exists extrato_class_fee_delete on cvm.extrato_latest;
drop trigger if exists extrato_class_fee_truncate on cvm.extrato_latest;
create trigger extrato_class_fee_insert after insert on cvm.extrato_latest
  referencing new table as new_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_update after update on cvm.extrato_latest
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_delete after delete on cvm.extrato_latest
  referencing old table as old_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_truncate after truncate on cvm.extrato_latest
  for each statement execute function cvm.sync_extrato_class_fee();

drop trigger if exists extrato_class_fee_insert on curated.etf_registry;
drop trigger if exists extrato_class_fee_update on curated.etf_registry;
drop trigger if exists extrato_class_fee_delete on curated.etf_registry;
drop trigger if exists extrato_class_fee_truncate on curated.etf_registry;
create trigger extrato_class_fee_insert after insert on curated.etf_registry
  referencing new table as new_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_update after update on curated.etf_registry
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_delete after delete on curated.etf_registry
  referencing old table as old_rows for each statement execute function cvm.sync_extrato_class_fee();
create trigger extrato_class_fee_truncate after truncate on curated.etf_registry
  for each statement execute function cvm.sync_extrato_class_fee();
