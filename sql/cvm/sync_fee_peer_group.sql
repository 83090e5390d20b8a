-- Statement triggers of cvm.extrato_latest, cvm.fi_quota_active and
-- curated.etf_registry call this: the fee-peer groups a statement can change are
-- counted again (the classes the touched funds file, before and after; for an
-- activity write only its months).
create or replace function cvm.sync_fee_peer_group() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_classes text[];
  v_periods date[];
begin
  if tg_op = 'TRUNCATE' then
    perform cvm.refresh_fee_peer_group(null, null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'extrato_latest' then
    if tg_op = 'INSERT' then
      select array_agg(distinct n.classe_anbima) into v_classes from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct o.classe_anbima) into v_classes from old_rows o;
    else
      select array_agg(distinct c) into v_classes
      from (select n.classe_anbima as c from new_rows n union select o.classe_anbima from old_rows o) k;
    end if;
  elsif tg_table_name = 'fi_quota_active' then
    if tg_op = 'INSERT' then
      select array_agg(distinct x.classe_anbima), array_agg(distinct n.period) into v_classes, v_periods
      from new_rows n join cvm.extrato_latest x on x.cnpj = n.cnpj;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct x.classe_anbima), array_agg(distinct o.period) into v_classes, v_periods
      from old_rows o join cvm.extrato_latest x on x.cnpj = o.cnpj;
    else
      select array_agg(distinct x.classe_anbima), array_agg(distinct k.period) into v_classes, v_periods
      from (select n.cnpj, n.period from new_rows n union select o.cnpj, o.period from old_rows o) k
      join cvm.extrato_latest x on x.cnpj = k.cnpj;
    end if;
  else
    if tg_op = 'INSERT' then
      select array_agg(distinct x.classe_anbima) into v_classes from new_rows n join cvm.extrato_latest x on x.cnpj = n.cnpj;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct x.classe_anbima) into v_classes from old_rows o join cvm.extrato_latest x on x.cnpj = o.cnpj;
    else
      select array_agg(distinct x.classe_anbima) into v_classes
      from (select n.cnpj from new_rows n union select o.cnpj from old_rows o) k join cvm.extrato_latest x on x.cnpj = k.cnpj;
    end if;
  end if;
  v_classes := array_remove(v_classes, null);
  if cardinality(v_classes) > 0 then
    perform cvm.refresh_fee_peer_group(v_classes, v_periods);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fee_peer_group() is 'Statement trigger of cvm.extrato_latest, cvm.fi_quota_active and curated.etf_registry: rewrites the cvm.fee_peer_group rows of the classes the touched funds file (before and after), in every month or, for an activity write, in the months written.';
alter function cvm.sync_fee_peer_group() owner to ingest_writer;
revoke all on function cvm.sync_fee_peer_group() from public;

drop trigger if exists fee_peer_group_insert on cvm.extrato_latest;
drop trigger if exists fee_peer_group_update on cvm.extrato_latest;
drop trigger if exists fee_peer_group_delete on cvm.extrato_latest;
drop trigger if exists fee_peer_group_truncate on cvm.extrato_latest;
create trigger fee_peer_group_insert after insert on cvm.extrato_latest
  referencing new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_update after update on cvm.extrato_latest
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_delete after delete on cvm.extrato_latest
  referencing old table as old_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_truncate after truncate on cvm.extrato_latest
  for each statement execute function cvm.sync_fee_peer_group();

drop trigger if exists fee_peer_group_insert on cvm.fi_quota_active;
drop trigger if exists fee_peer_group_update on cvm.fi_quota_active;
drop trigger if exists fee_peer_group_delete on cvm.fi_quota_active;
drop trigger if exists fee_peer_group_truncate on cvm.fi_quota_active;
create trigger fee_peer_group_insert after insert on cvm.fi_quota_active
  referencing new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_update after update on cvm.fi_quota_active
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_delete after delete on cvm.fi_quota_active
  referencing old table as old_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_truncate after truncate on cvm.fi_quota_active
  for each statement execute function cvm.sync_fee_peer_group();

drop trigger if exists fee_peer_group_insert on curated.etf_registry;
drop trigger if exists fee_peer_group_update on curated.etf_registry;
drop trigger if exists fee_peer_group_delete on curated.etf_registry;
drop trigger if exists fee_peer_group_truncate on curated.etf_registry;
create trigger fee_peer_group_insert after insert on curated.etf_registry
  referencing new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_update after update on curated.etf_registry
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_delete after delete on curated.etf_registry
  referencing old table as old_rows for each statement execute function cvm.sync_fee_peer_group();
create trigger fee_peer_group_truncate after truncate on curated.etf_registry
  for each statement execute function cvm.sync_fee_peer_group();

-- the groups already held
select cvm.refresh_fee_peer_group(null, null);
