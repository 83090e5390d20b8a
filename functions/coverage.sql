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
  code_version text,
  as_of timestamptz,
  rows bigint,
  notes text
);
alter type api.coverage_row owner to api_owner;
comment on type api.coverage_row is 'One dataset held: its span, how complete it is, and when it last landed.';
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), funds_<family> for the monthly fund series of fi, fidc, fii, fip or fiagro, or b3-bdi/<table> for each daily bulletin table (BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, NegociosBTB, SharesInvesVolum, InstrumentsEquities) by session held, or b3-price-report/<report> for each price report (BVBG.086.01, BVBG.187.01) by session held, or b3-fnet/monthly_reports_<fidc|fii> for the FNET monthly structured reports by fund family, or samples/<set> for a sample set npm start is still loading (or failed to load), with every period and count NULL.';
comment on column api.coverage_row.source is 'Where the rows come from: publisher (files of the publisher), synthetic_sample (generated demo data, never a publisher figure), publisher+synthetic_sample (both), or derived for funds_<family> (built by the loaders of that family from their files).';
comment on column api.coverage_row.first_period is 'Oldest period (day or month) held.';
comment on column api.coverage_row.newest_period is 'Newest period (day or month) held.';
comment on column api.coverage_row.complete_through is 'Last period taken as complete: the newest month is assumed to be still filling unless it reaches the last day of its month, so this is the end of the month before newest_period (for funds_<family>, the previous period in the family convention: the period up to which fund_nav serves without p_to). For b3-bdi/<table>: the day before the first weekday with no session on record, or the newest session when there is no gap; the b3-bdi row then says the earliest complete_through of its tables, so the dataset and its tables never disagree.';
comment on column api.coverage_row.landed_at is 'When the newest file of the dataset was loaded (warehouse time, UTC); NULL for the derived funds_<family> rows (see the rows of their source files).';
comment on column api.coverage_row.code_version is 'Version of this code that loaded the newest file of the dataset: package version, then +git commit when the loader ran from a git checkout (e.g. 0.1.0+1a2b3c4d5e6f); NULL for the derived funds_<family> rows (see the rows of their source files) and for files loaded before versions were recorded.';
comment on column api.coverage_row.as_of is 'When this answer was computed (the transaction start, UTC), the same on every row; landed_at says when the data last changed.';
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
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic,
           (array_agg(l.file_name order by l.loaded_at desc, l.id desc))[1] as newest_file
    from ingest.ingest_log l
    where l.status = 'loaded'
    group by l.source
  ),
  families as (
    -- the family-month census the triggers on cvm.fund_month keep, not the series itself
    select c.entity_type, min(c.period) as first_period, max(c.period) as newest_period, sum(c.funds_filing) as rows
    from cvm.fund_month_census c
    group by c.entity_type
  ),
  bulletin as (
    select s.table_name, min(l.source) as source, min(s.session_date) as first_period, max(s.session_date) as newest_period,
           count(*) as sessions, count(*) filter (where s.status = 'empty') as empty_sessions,
           sum(s.row_count)::bigint as rows, max(l.loaded_at) as landed_at,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic
    from b3.bdi_session s
    join ingest.ingest_log l on l.id = s.ingest_id
    group by s.table_name
  ),
  bulletin_gaps as (
    -- weekdays inside the held span with no session on record (neither rows nor an empty answer)
    select b.table_name, count(d.day) as missing, min(d.day)::date as first_missing
    from bulletin b
    left join lateral (
      select g.day
      from generate_series(b.first_period, b.newest_period, interval '1 day') as g(day)
      where extract(isodow from g.day) < 6
        and not exists (select 1 from b3.bdi_session s where s.table_name = b.table_name and s.session_date = g.day::date)
    ) d on true
    group by b.table_name
  ),
  tables as (
    select b.*, z.missing, case when z.first_missing is null then b.newest_period else z.first_missing - 1 end as complete_through
    from bulletin b
    join bulletin_gaps z on z.table_name = b.table_name
  ),
  tables_of_source as (
    -- a dataset with per-table rows is complete only as far as every table is
    select t.source, min(t.complete_through) as complete_through,
           (array_agg(t.table_name order by t.complete_through, t.table_name))[1] as earliest_table
    from tables t
    group by t.source
  )
  select f.source,
         case when f.all_synthetic then 'synthetic_sample' when f.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         f.first_period, f.newest_period,
         case when ts.source is not null then ts.complete_through
              when f.newest_period is null then null
              when f.newest_period = (date_trunc('month', f.newest_period) + interval '1 month - 1 day')::date then f.newest_period
              else (date_trunc('month', f.newest_period) - interval '1 day')::date end,
         f.landed_at, f.code_version, now(), f.rows,
         format('%s file(s) loaded; newest %s', f.files, f.newest_file)
           || case when ts.source is not null then format('; complete through the earliest of its %s/<table> rows (%s)', f.source, ts.earliest_table) else '' end
  from files f
  left join tables_of_source ts on ts.source = f.source
  union all
  select 'funds_' || g.entity_type,
         'derived',
         g.first_period, g.newest_period,
         cvm.complete_through_of(g.entity_type, g.newest_period),
         null::timestamptz, null::text, now(),
         g.rows,
         format('monthly fund series for %s (fund_nav); metrics per family in catalog applicability.fund_nav', g.entity_type)
  from families g
  union all
  select t.source || '/' || t.table_name,
         case when t.all_synthetic then 'synthetic_sample' when t.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         t.first_period, t.newest_period,
         t.complete_through,
         t.landed_at, t.code_version, now(), t.rows,
         format('%s session(s) held, %s of them empty (Nenhum resultado); %s weekday(s) in the span with no session on record', t.sessions, t.empty_sessions, t.missing)
  from tables t
  union all
  -- the price reports by report (BVBG.086.01, BVBG.187.01): sessions held, non-session days and weekday gaps
  select 'b3-price-report/' || r.report,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(r.session_date), max(r.session_date),
         coalesce((select min(g.day)::date - 1
                   from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                   where extract(isodow from g.day) < 6
                     and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)), max(r.session_date)),
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), sum(r.record_count)::bigint,
         format('%s session(s) held, %s of them empty (non-session days); %s weekday(s) in the span with no session on record',
                count(*), count(*) filter (where r.status = 'empty'),
                (select count(*) from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                 where extract(isodow from g.day) < 6
                   and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)))
  from b3.price_report_session r
  join ingest.ingest_log l on l.id = r.ingest_id
  group by r.report
  union all
  -- the FNET monthly structured reports by fund family (tipoFundo of the search): reference months held (first day);
  -- complete through the newest reference month whose deadline (15 days after its end) passed before the newest delivery held
  select 'b3-fnet/monthly_reports_' || case k.tipo_fundo when 1 then 'fii' else 'fidc' end,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(d.reference_date), max(d.reference_date),
         date_trunc('month', date_trunc('month', max(d.data_entrega)::date - 15) - interval '1 day')::date,
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), count(*),
         format('%s monthly structured report(s), %s of them re-filings (version 2 or later), of %s fund(s); newest delivery %s; complete through the newest reference month whose 15-day deadline passed before it',
                count(*), count(*) filter (where d.versao > 1), count(distinct k.cnpj), to_char(max(d.data_entrega), 'YYYY-MM-DD HH24:MI'))
  from b3.fnet_document d
  join b3.fnet_document_fund k on k.id = d.id and k.tipo_fundo in (1, 2)
  join ingest.ingest_log l on l.id = d.ingest_id
  where d.monthly_report
  group by k.tipo_fundo
  union all
  -- sample sets npm start is still loading in the background (it serves first)
  select 'samples/' || s.set_name, 'synthetic_sample', null::date, null::date, null::date, null::timestamptz, null::text, now(), null::bigint,
         case when s.state = 'loading' then 'sample set still loading (npm start serves first and loads the samples after); its datasets appear when it is done'
              else format('sample set failed to load: %s', s.error) end
  from ingest.sample_load s
  where s.state <> 'loaded'
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, the code version that loaded it, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii, funds_fip, funds_fiagro), plus one row per daily bulletin table (b3-bdi/<table>: sessions held, empty sessions and weekday gaps; nothing collected is ever deleted), plus one row per price report (b3-price-report/<report>: sessions held, non-session days recorded empty, weekday gaps; complete_through is the day before the first gap), plus one row per fund family of the FNET monthly structured reports (b3-fnet/monthly_reports_fidc, b3-fnet/monthly_reports_fii: reference months held, documents of every version; complete_through is the newest reference month whose 15-day deadline passed before the newest delivery held), plus one samples/<set> row per sample set npm start is still loading in the background (absent once loaded). The b3-bdi row is complete only as far as its least complete table. as_of is when the answer was computed; landed_at and code_version say when and by which code version the newest file loaded. Sample data says so in source. Send {}.
@tag Coverage & catalog';
