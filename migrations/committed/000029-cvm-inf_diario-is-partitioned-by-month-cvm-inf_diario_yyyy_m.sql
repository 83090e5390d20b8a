--! Previous: sha1:911cda55ed5c1c1b30a2bbd25ac57df1f1a70165
--! Hash: sha1:8c02458be91183d32af78ae3bbab3d29c9e4b4b4
--! Message: cvm.inf_diario is partitioned by month (cvm.inf_diario_YYYY_MM, made by the loader): a new month is COPYed into a plain table that ingest.attach_month turns into its partition, its key built in one sort; ingest.ensure_month_partitions makes the partitions rows of held or several months go in through

-- cvm.inf_diario becomes partitioned by month (see sql/cvm/inf_diario.sql): the held
-- rows move into monthly partitions, then the unpartitioned table goes.
alter table cvm.inf_diario rename to inf_diario_unpartitioned;
alter table cvm.inf_diario_unpartitioned rename constraint inf_diario_pkey to inf_diario_unpartitioned_pkey;
--! Included sql/cvm/inf_diario.sql
-- inf_diario_fi: the daily report, keyed by day first so a month's refresh is a range scan,
-- one partition a month (cvm.inf_diario_YYYY_MM), made by the loader as files bring months:
-- a new month is COPYed into a plain table and gets its key in one sort when attached
-- (ingest.attach_month), instead of one index step per row.
create table cvm.inf_diario (
  dt_comptc date not null,
  -- 14 digits by the loader's loose-cnpj rule, checked on every value before COPY; no per-row
  -- regex here, which cost a third of the server's time on a month of ~630,000 rows
  -- the key's text columns compare bytewise (collation "C"): digits and subclass codes have no
  -- linguistic order, and a locale comparison per key step cost about a tenth of each load
  cnpj text collate "C" not null,
  id_subclasse text collate "C" not null, -- '' = the fund or class itself
  tp_fundo text,
  vl_total numeric,
  vl_quota numeric,
  vl_patrim_liq numeric,
  captc_dia numeric,
  resg_dia numeric,
  nr_cotst bigint,
  ingest_id bigint not null,
  primary key (dt_comptc, cnpj, id_subclasse)
) partition by range (dt_comptc);
comment on table cvm.inf_diario is 'CVM daily fund report (inf_diario_fi) as filed, one row per day, fund or class, and subclass (id_subclasse '''' for the fund or class itself); blank values NULL, never 0. One partition a month, cvm.inf_diario_YYYY_MM, made by the loader.';
alter table cvm.inf_diario owner to ingest_writer;
grant select on cvm.inf_diario to api_owner;
--! EndIncluded sql/cvm/inf_diario.sql
--! Included sql/ingest/month_partition_name.sql
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
--! EndIncluded sql/ingest/month_partition_name.sql
--! Included sql/ingest/ensure_month_partitions.sql
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
--! EndIncluded sql/ingest/ensure_month_partitions.sql
--! Included sql/ingest/attach_month.sql
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
--! EndIncluded sql/ingest/attach_month.sql
select ingest.ensure_month_partitions('cvm.inf_diario', min(dt_comptc), max(dt_comptc))
from cvm.inf_diario_unpartitioned having count(*) > 0;
insert into cvm.inf_diario select * from cvm.inf_diario_unpartitioned;
drop table cvm.inf_diario_unpartitioned;
