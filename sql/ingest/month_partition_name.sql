-- The name of a monthly partition: the partitioned table's name with _YYYY_MM,
-- in its schema (cvm.inf_diario, 2026-10-01 -> cvm.inf_diario_2026_10), quoted.
create or replace function ingest.month_partition_name(p_parent regclass, p_month date) returns text
language sql
stable
set search_path = ''
as $$
  select format('%I.%I', n.nspname, c.relname || to_char(p_month, '_YYYY_MM'))
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.oid = p_parent
$$;
comment on function ingest.month_partition_name(regclass, date) is 'The schema-qualified name of a table''s monthly partition: <table>_YYYY_MM.';
alter function ingest.month_partition_name(regclass, date) owner to ingest_writer;
revoke all on function ingest.month_partition_name(regclass, date) from public;
