-- Statement triggers of cvm.fund_month, cvm.extrato_latest and curated.etf_registry
-- call this: a fi month written changes the windows ending that month, 6 and 12
-- months later; a fund that joins, leaves or changes class or flag, or becomes or
-- stops being a curated ETF, changes its old and new class in every month.
create or replace function cvm.sync_fi_class_window() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_months date[];
  v_classes text[];
begin
  if tg_op = 'TRUNCATE' then
    if tg_table_name = 'fund_month' then
      truncate cvm.fi_class_window;
    else
      perform cvm.refresh_fi_class_window(null, null);
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
      perform cvm.refresh_fi_class_window(null, array(
        select distinct m from unnest(v_months) t(p),
        lateral (values (t.p), ((t.p + interval '6 months')::date), ((t.p + interval '12 months')::date)) v(m)));
    end if;
    return null;
  elsif tg_table_name = 'extrato_latest' then
    if tg_op = 'INSERT' then
      select array_agg(distinct upper(btrim(n.classe_anbima))) into v_classes from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(distinct upper(btrim(o.classe_anbima))) into v_classes from old_rows o;
    else
      select array_agg(distinct c) into v_classes
      from new_rows n join old_rows o on o.cnpj = n.cnpj
      cross join lateral (values (upper(btrim(o.classe_anbima))), (upper(btrim(n.classe_anbima)))) v(c)
      where (upper(btrim(o.classe_anbima)), upper(btrim(o.fundo_cotas))) is distinct from (upper(btrim(n.classe_anbima)), upper(btrim(n.fundo_cotas)));
    end if;
  else
    -- curated.etf_registry: the classes the CNPJs added or removed file
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
    perform cvm.refresh_fi_class_window(v_classes, null);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fi_class_window() is 'Statement trigger of cvm.fund_month (fi months written: the windows ending then, 6 and 12 months later), cvm.extrato_latest (classes a fund joined or left: every month) and curated.etf_registry (the classes of the CNPJs added or removed): rewrites those rows of cvm.fi_class_window.';
alter function cvm.sync_fi_class_window() owner to ingest_writer;
revoke all on function cvm.sync_fi_class_window() from public;

drop trigger if exists fi_class_window_insert on cvm.fund_month;
drop trigger if exists fi_class_window_update on cvm.fund_month;
drop trigger if exists fi_class_window_delete on cvm.fund_month;
drop trigger if exists fi_class_window_truncate on cvm.fund_month;
create trigger fi_class_window_insert after insert on cvm.fund_month
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_update after update on cvm.fund_month
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_delete after delete on cvm.fund_month
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fi_class_window();

drop trigger if exists fi_class_window_insert on cvm.extrato_latest;
drop trigger if exists fi_class_window_update on cvm.extrato_latest;
drop trigger if exists fi_class_window_delete on cvm.extrato_latest;
drop trigger if exists fi_class_window_truncate on cvm.extrato_latest;
create trigger fi_class_window_insert after insert on cvm.extrato_latest
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_update after update on cvm.extrato_latest
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_delete after delete on cvm.extrato_latest
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_truncate after truncate on cvm.extrato_latest
  for each statement execute function cvm.sync_fi_class_window();

drop trigger if exists fi_class_window_insert on curated.etf_registry;
drop trigger if exists fi_class_window_update on curated.etf_registry;
drop trigger if exists fi_class_window_delete on curated.etf_registry;
drop trigger if exists fi_class_window_truncate on curated.etf_registry;
create trigger fi_class_window_insert after insert on curated.etf_registry
  referencing new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_update after update on curated.etf_registry
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_delete after delete on curated.etf_registry
  referencing old table as old_rows for each statement execute function cvm.sync_fi_class_window();
create trigger fi_class_window_truncate after truncate on curated.etf_registry
  for each statement execute function cvm.sync_fi_class_window();
