-- The monthly partitions of a table partitioned by range over a date (e.g.
-- cvm.inf_diario, one partition a month named cvm.inf_diario_YYYY_MM) for every
-- month from p_first's to p_last's that has none yet, owned as the table is.
-- Partitions are data, not schema: the loader makes them as files bring months.
create or replace function ingest.ensure_month_partitions(p_parent regclass, p_first date, p_last date) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_month date;
  v_partition text;
begin
  for v_month in select generate_series(date_trunc('month', p_first), date_trunc('month', p_last), interval '1 month')::date loop
    v_partition := ingest.month_partition_name(p_parent, v_month);
    if to_regclass(v_partition) is null then
      execute format('create table %s partition of %s for values from (%L) to (%L)', v_partition, p_parent, v_month, (v_month + interval '1 month')::date);
      execute format('alter table %s owner to %I', v_partition, (select pg_get_userbyid(c.relowner) from pg_class c where c.oid = p_parent));
    end if;
  end loop;
end;
$$;
comment on function ingest.ensure_month_partitions(regclass, date, date) is 'Creates the monthly partitions <table>_YYYY_MM of a table partitioned by range over a date for the months from p_first''s to p_last''s that have none, owned by the table''s owner.';
alter function ingest.ensure_month_partitions(regclass, date, date) owner to ingest_writer;
revoke all on function ingest.ensure_month_partitions(regclass, date, date) from public;
