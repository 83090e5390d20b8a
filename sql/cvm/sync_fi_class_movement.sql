-- Statement triggers of cvm.fund_month and cvm.extrato_latest call this: a fi
-- month written changes the returns of that month and the next; a fund that
-- joins, leaves or changes class changes its old and new class in every month.
create or replace function cvm.sync_fi_class_movement() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_months date[];
  v_classes text[];
begin
  if tg_op = 'TRUNCATE' then
    if tg_table_name = 'fund_month' then
      truncate cvm.fi_class_movement;
    else
      perform cvm.refresh_fi_class_movement(null, null);
    end if;
    return null;
  end if;
  -- a transition table exists only for the events that declare it
  if tg_table_name = 'fund_month' then
    if tg_op = 'INSERT' then
      select array_agg(distinct n.period) into v_months from new_rows n where n.entity_type = 'fi';
    elsif tg_op = 'DELETE' then
      select array_agg(distinct o.period) into v_months from old_rows o where o.entity_type = 'fi';
    else
      select array_agg(distinct r.period) into v_months
      from (select n.period from new_rows n where n.entity_type = 'fi' union select o.period from old_rows o where o.entity_type = 'fi') r;
    end if;
    if v_months is not null then
      perform cvm.refresh_fi_class_movement(null, array(select distinct m from unnest(v_months) t(p), lateral (values (t.p), ((t.p + interval '1 month')::date)) v(m)));
    end if;
  else
    -- only a fund that joins, leaves or changes label moves between peer groups
    if tg_op = 'INSERT' then
      select array_agg(distinct nullif(btrim(n.classe_anbima), '')) into v_classes from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct nullif(btrim(o.classe_anbima), '')) into v_classes from old_rows o;
    else
      select array_agg(distinct c) into v_classes
      from new_rows n join old_rows o on o.cnpj = n.cnpj
      cross join lateral (values (nullif(btrim(o.classe_anbima), '')), (nullif(btrim(n.classe_anbima), ''))) v(c)
      where nullif(btrim(o.classe_anbima), '') is distinct from nullif(btrim(n.classe_anbima), '');
    end if;
    v_classes := array_remove(v_classes, null);
    if cardinality(v_classes) > 0 then
      perform cvm.refresh_fi_class_movement(v_classes, null);
    end if;
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fi_class_movement() is 'Statement trigger of cvm.fund_month (fi months written: that month and the next) and cvm.extrato_latest (classes a fund joined or left: every month): rewrites those rows of cvm.fi_class_movement.';
alter function cvm.sync_fi_class_movement() owner to ingest_writer;
revoke all on function cvm.sync_fi_class_movement() from public;

drop trigger if exists fi_class_movement_insert on cvm.fund_month;
drop trigger if exists fi_class_movement_update on cvm.fund_month;
drop trigger if exists fi_class_movement_delete on cvm.fund_month;
drop trigger if exists fi_class_movement_truncate on cvm.fund_month;
create trigger fi_class_movement_insert after insert on cvm.fund_month
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_update after update on cvm.fund_month
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_delete after delete on cvm.fund_month
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fi_class_movement();
drop trigger if exists fi_class_movement_insert on cvm.extrato_latest;
drop trigger if exists fi_class_movement_update on cvm.extrato_latest;
drop trigger if exists fi_class_movement_delete on cvm.extrato_latest;
drop trigger if exists fi_class_movement_truncate on cvm.extrato_latest;
create trigger fi_class_movement_insert after insert on cvm.extrato_latest
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_update after update on cvm.extrato_latest
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_delete after delete on cvm.extrato_latest
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_movement();
create trigger fi_class_movement_truncate after truncate on cvm.extrato_latest
  for each statement execute function cvm.sync_fi_class_movement();
