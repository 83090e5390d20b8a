-- A new month's rows, COPYed by the loader into a plain table made like the
-- partitioned one (p_load, no index: each row costs no index step), become the
-- month's partition: a check that every row is in the month, the primary key
-- built in one sort (a key repeated in the file fails it: 23505), then renamed
-- and attached (the check spares the attach its own scan). Returns false, and
-- changes nothing, when the month has a partition already: the caller then
-- inserts the rows through the partitioned table.
create or replace function ingest.attach_month(p_parent regclass, p_load regclass, p_month date) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_partition text := ingest.month_partition_name(p_parent, p_month);
  v_next date := (p_month + interval '1 month')::date;
  v_column text;
  v_key text;
begin
  if to_regclass(v_partition) is not null then
    return false;
  end if;
  select quote_ident(a.attname) into v_column
  from pg_catalog.pg_partitioned_table t join pg_catalog.pg_attribute a on a.attrelid = t.partrelid and a.attnum = t.partattrs[0]
  where t.partrelid = p_parent;
  select string_agg(quote_ident(a.attname), ', ' order by k.ord) into v_key
  from pg_catalog.pg_constraint con
  cross join unnest(con.conkey) with ordinality k(attnum, ord)
  join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
  where con.conrelid = p_parent and con.contype = 'p';
  execute format('alter table %s add constraint month_bounds check (%s >= %L and %s < %L)', p_load, v_column, p_month, v_column, v_next);
  execute format('alter table %s add constraint %I primary key (%s)', p_load, split_part(v_partition, '.', 2) || '_pkey', v_key);
  execute format('alter table %s rename to %s', p_load, split_part(v_partition, '.', 2));
  execute format('alter table %s attach partition %s for values from (%L) to (%L)', p_parent, v_partition, p_month, v_next);
  execute format('alter table %s drop constraint month_bounds', v_partition);
  return true;
end;
$$;
comment on function ingest.attach_month(regclass, regclass, date) is 'Makes p_load (a plain table like p_parent holding only rows of p_month) the month''s partition of p_parent: checks the month, builds the primary key (23505 on a repeated key), renames it <table>_YYYY_MM and attaches it; false, changing nothing, when the month has a partition already.';
alter function ingest.attach_month(regclass, regclass, date) owner to ingest_writer;
revoke all on function ingest.attach_month(regclass, regclass, date) from public;
