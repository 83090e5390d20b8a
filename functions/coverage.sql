-- api.coverage: what is held, per dataset, read from the ingest log (so every
-- source that ever loads a file appears without code changes) plus the monthly
-- fund series per family.
drop function if exists api.coverage();
drop type if exists api.coverage_row;

create type api.coverage_row as (
  dataset text,
  source text,
  first_period date,
  newest_period date,
  complete_through date,
  landed_at timestamptz,
  rows bigint,
  notes text
);
alter type api.coverage_row owner to api_owner;
comment on type api.coverage_row is 'One dataset held: its span, how complete it is, and when it last landed.';
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), or funds_<family> for the monthly fund series of fi, fidc or fii.';
comment on column api.coverage_row.source is 'Where the rows come from: publisher (files of the publisher), synthetic_sample (generated demo data, never a publisher figure), publisher+synthetic_sample (both), or derived for funds_<family> (built by the loaders of that family from their files).';
comment on column api.coverage_row.first_period is 'Oldest period (day or month) held.';
comment on column api.coverage_row.newest_period is 'Newest period (day or month) held.';
comment on column api.coverage_row.complete_through is 'Last period taken as complete: the newest month is assumed to be still filling unless it reaches the last day of its month, so this is the end of the month before newest_period (for funds_<family>, the previous period in the family convention).';
comment on column api.coverage_row.landed_at is 'When the newest file of the dataset was loaded (warehouse time, UTC); NULL for the derived funds_<family> rows (see the rows of their source files).';
comment on column api.coverage_row.rows is 'Rows held: rows inserted by the loaded files of a file family (landing rows are never deleted), or rows of the monthly series for funds_<family>.';
comment on column api.coverage_row.notes is 'Plain words: files loaded and the newest file name, or what the series is derived from.';

create function api.coverage()
returns setof api.coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with files as (
    select l.source, min(l.first_period) as first_period, max(l.last_period) as newest_period,
           max(l.loaded_at) as landed_at, sum(l.rows_inserted)::bigint as rows, count(*) as files,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic,
           (array_agg(l.file_name order by l.loaded_at desc, l.id desc))[1] as newest_file
    from ingest.ingest_log l
    where l.status = 'loaded'
    group by l.source
  ),
  families as (
    select m.entity_type, min(m.period) as first_period, max(m.period) as newest_period, count(*) as rows
    from cvm.fund_month m
    group by m.entity_type
  )
  select f.source,
         case when f.all_synthetic then 'synthetic_sample' when f.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         f.first_period, f.newest_period,
         case when f.newest_period is null then null
              when f.newest_period = (date_trunc('month', f.newest_period) + interval '1 month - 1 day')::date then f.newest_period
              else (date_trunc('month', f.newest_period) - interval '1 day')::date end,
         f.landed_at, f.rows,
         format('%s file(s) loaded; newest %s', f.files, f.newest_file)
  from files f
  union all
  select 'funds_' || g.entity_type,
         'derived',
         g.first_period, g.newest_period,
         case when g.entity_type = 'fidc' then (date_trunc('month', g.newest_period) - interval '1 day')::date
              else (date_trunc('month', g.newest_period) - interval '1 month')::date end,
         null::timestamptz,
         g.rows,
         format('monthly fund series for %s (fund_nav); metrics per family in catalog applicability.fund_nav', g.entity_type)
  from families g
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii). Sample data says so in source. Send {}.';
