-- Keeps cvm.fund_span equal to the aggregate of cvm.fund_month, per statement, from
-- its transition tables: counts by arithmetic (no rescan of a fund's series), the
-- first and last period by two probes of the primary key per fund that lost or
-- moved a row, so a month's load costs one upsert per fund. The transition tables
-- carry their row counts to the planner, so no statistics are needed.
-- One trigger per event (a trigger with transition tables takes one event); an
-- update that keeps the key (the loaders' refreshes) changes nothing here.
create or replace function cvm.fund_span_maintain() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from cvm.fund_span;
  elsif tg_op = 'INSERT' then
    insert into cvm.fund_span as s (entity_type, cnpj, first_period, last_period, n_reports)
    select n.entity_type, n.cnpj, min(n.period), max(n.period), count(*) from new_rows n group by n.entity_type, n.cnpj
    on conflict (entity_type, cnpj) do update
       set first_period = least(s.first_period, excluded.first_period),
           last_period = greatest(s.last_period, excluded.last_period),
           n_reports = s.n_reports + excluded.n_reports;
  elsif tg_op = 'DELETE' then
    -- a fund left with no period goes; the others re-read their ends from the key
    with gone as (select o.entity_type, o.cnpj, count(*) as n from old_rows o group by o.entity_type, o.cnpj),
    emptied as (
      delete from cvm.fund_span s using gone g
       where s.entity_type = g.entity_type and s.cnpj = g.cnpj and s.n_reports <= g.n
    )
    update cvm.fund_span s
       set n_reports = s.n_reports - g.n,
           first_period = (select m.period from cvm.fund_month m where m.entity_type = s.entity_type and m.cnpj = s.cnpj order by m.period limit 1),
           last_period = (select m.period from cvm.fund_month m where m.entity_type = s.entity_type and m.cnpj = s.cnpj order by m.period desc limit 1)
      from gone g
     where s.entity_type = g.entity_type and s.cnpj = g.cnpj and s.n_reports > g.n;
  else
    -- only keys that changed count: rewriting a row's values (the loaders' refreshes) leaves the span as it is
    with gone as (
      select k.entity_type, k.cnpj, count(*) as n
        from (select o.entity_type, o.cnpj, o.period from old_rows o except all select n.entity_type, n.cnpj, n.period from new_rows n) k
       group by k.entity_type, k.cnpj
    ),
    came as (
      select k.entity_type, k.cnpj, count(*) as n
        from (select n.entity_type, n.cnpj, n.period from new_rows n except all select o.entity_type, o.cnpj, o.period from old_rows o) k
       group by k.entity_type, k.cnpj
    ),
    moved as (
      select coalesce(g.entity_type, c.entity_type) as entity_type, coalesce(g.cnpj, c.cnpj) as cnpj, coalesce(c.n, 0) - coalesce(g.n, 0) as delta
        from gone g full join came c on c.entity_type = g.entity_type and c.cnpj = g.cnpj
    ),
    emptied as (
      delete from cvm.fund_span s using moved d
       where s.entity_type = d.entity_type and s.cnpj = d.cnpj and s.n_reports + d.delta <= 0
    ),
    kept as (
      update cvm.fund_span s
         set n_reports = s.n_reports + d.delta,
             first_period = (select m.period from cvm.fund_month m where m.entity_type = s.entity_type and m.cnpj = s.cnpj order by m.period limit 1),
             last_period = (select m.period from cvm.fund_month m where m.entity_type = s.entity_type and m.cnpj = s.cnpj order by m.period desc limit 1)
        from moved d
       where s.entity_type = d.entity_type and s.cnpj = d.cnpj and s.n_reports + d.delta > 0
    )
    insert into cvm.fund_span (entity_type, cnpj, first_period, last_period, n_reports)
    select d.entity_type, d.cnpj,
           (select m.period from cvm.fund_month m where m.entity_type = d.entity_type and m.cnpj = d.cnpj order by m.period limit 1),
           (select m.period from cvm.fund_month m where m.entity_type = d.entity_type and m.cnpj = d.cnpj order by m.period desc limit 1),
           d.delta
      from moved d
     where d.delta > 0 and not exists (select 1 from cvm.fund_span s where s.entity_type = d.entity_type and s.cnpj = d.cnpj);
  end if;
  return null;
end;
$$;
alter function cvm.fund_span_maintain() owner to ingest_writer;
revoke all on function cvm.fund_span_maintain() from public;
comment on function cvm.fund_span_maintain() is 'Trigger of cvm.fund_month: applies each statement''s inserted, deleted and re-keyed rows to cvm.fund_span (counts by arithmetic, ends by key probes).';

drop trigger if exists fund_span_insert on cvm.fund_month;
drop trigger if exists fund_span_delete on cvm.fund_month;
drop trigger if exists fund_span_update on cvm.fund_month;
drop trigger if exists fund_span_truncate on cvm.fund_month;
create trigger fund_span_insert after insert on cvm.fund_month
  referencing new table as new_rows for each statement execute function cvm.fund_span_maintain();
create trigger fund_span_delete after delete on cvm.fund_month
  referencing old table as old_rows for each statement execute function cvm.fund_span_maintain();
create trigger fund_span_update after update on cvm.fund_month
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.fund_span_maintain();
create trigger fund_span_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.fund_span_maintain();
