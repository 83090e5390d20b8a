--! Previous: sha1:3c7713b44191518cbac1c78075e4d1fd2af95f1c
--! Hash: sha1:00679f37a216c20fc4b75615a89d5623e6b8cf38
--! Message: Contract fixes: search_funds whitespace query, fund_nav complete-through default and p_from 2019-01-01, investor_flow delta only between consecutive sessions, coverage as_of and code_version

-- Contract fixes (issue 13 item 6): search_funds treats whitespace as an empty
-- query; fund_nav serves each family up to its complete-through period and
-- starts at 2019-01-01 by default; investor_flow differences only consecutive
-- sessions; coverage gains as_of and the code version that loaded the data.

-- the code version that loaded each file (package version + git commit)
alter table ingest.ingest_log add column code_version text;
comment on column ingest.ingest_log.code_version is 'Version of the code that loaded the file: package.json version, then +<git commit> when run from a git checkout (e.g. 0.1.0+1a2b3c4d5e6f); NULL for files loaded before it was recorded.';

-- the complete-through rule of the monthly fund series, shared by coverage()
-- (funds_<family>) and fund_nav (its default p_to): the family's newest period
-- is still being filed, so the series is complete through the period before it
-- (a standard SQL body, bound at creation and without SET, so callers inline it)
create or replace function cvm.complete_through_of(p_entity_type text, p_newest_period date) returns date
language sql immutable parallel safe
return case when p_entity_type = 'fidc' then (date_trunc('month', p_newest_period) - interval '1 day')::date
            else (date_trunc('month', p_newest_period) - interval '1 month')::date end;
alter function cvm.complete_through_of(text, date) owner to ingest_writer;
revoke all on function cvm.complete_through_of(text, date) from public;
grant execute on function cvm.complete_through_of(text, date) to api_owner;
comment on function cvm.complete_through_of(text, date) is 'Complete-through period of a fund family given its newest period: fi and fii the first day of the month before, fidc the last day of the month before (the newest month is taken as still being filed).';

create index if not exists fund_month_family_period on cvm.fund_month (entity_type, period);
comment on index cvm.fund_month_family_period is 'The newest period of a family in one index probe (fund_nav default p_to, coverage funds_<family>).';

--! Included functions/search_funds.sql
-- api.search_funds: find a fund by name (ranked, case- and accent-insensitive,
-- on the trigram index) or by CNPJ prefix. Rows are clamped to the caller tier.
drop function if exists api.search_funds(text, text, integer);
drop type if exists api.search_funds_row;

create type api.search_funds_row as (
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  fund_class text,
  first_period date,
  last_period date
);
alter type api.search_funds_row owner to api_owner;
comment on type api.search_funds_row is 'One fund or class of the registry.';
comment on column api.search_funds_row.cnpj is 'Fund or class CNPJ, 14 digits (the id fund_nav takes).';
comment on column api.search_funds_row.fund_name is 'Registered name as filed (Denominacao_Social or DENOM_SOCIAL).';
comment on column api.search_funds_row.entity_type is 'Fund family: fi, fidc or fii (mapped from the CVM fund type).';
comment on column api.search_funds_row.status is 'Registry status as filed, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA.';
comment on column api.search_funds_row.fund_class is 'Class as filed: registro_classe Classificacao, or cad_fi CLASSE; NULL when not filed.';
comment on column api.search_funds_row.first_period is 'Oldest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';
comment on column api.search_funds_row.last_period is 'Newest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';

create function api.search_funds(p_query text default '', p_entity_type text default null, p_limit integer default 50)
returns setof api.search_funds_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- whitespace: \s (space, tab, newline, ...) plus the unicode spaces it leaves out (no-break, em, ideographic, ...)
  v_space text := '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  -- every kind of whitespace trimmed (btrim alone keeps tabs and newlines)
  v_query text := regexp_replace(coalesce(p_query, ''), format('^%s+|%s+$', v_space, v_space), '', 'g');
  v_family text := lower(btrim(p_entity_type));
  -- tier ceilings: catalog.json tiers.anon.search_funds_rows and tiers.authenticated.search_funds_rows
  v_ceiling integer := case api.caller_tier() when 'authenticated' then 200 else 25 end;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), v_ceiling);
  v_folded text;
  v_digits text;
  v_words text;
  v_found bigint;
  -- the ranked name query; %s is the match condition, $1 the folded query, $2 the family, $3 the row limit
  v_ranked text := 'select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
    from (
      select f.*, (f.search_name like $1 || chr(37)) as starts, extensions.word_similarity($1, f.search_name) as score
      from cvm.fund_registry f
      where %s and f.entity_type is not null and ($2 is null or f.entity_type = $2)
      order by starts desc, score desc, f.fund_name, f.cnpj
      limit $3
    ) r
    left join lateral (
      select min(m.period) as first_period, max(m.period) as last_period
      from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
    ) s on true
    order by r.starts desc, r.score desc, r.fund_name, r.cnpj';
begin
  if v_family is not null and v_family not in ('fi', 'fidc', 'fii') then
    raise exception using
      errcode = '22023',
      message = format('search_funds: unknown p_entity_type %s', quote_literal(p_entity_type)),
      detail = 'Families served: fi, fidc, fii.',
      hint = 'Send p_entity_type as fi, fidc or fii, or null for every family.';
  end if;

  if length(v_query) > 300 then
    raise exception using
      errcode = '22023',
      message = format('search_funds: p_query is %s characters long', length(v_query)),
      detail = 'A name search or CNPJ prefix is at most 300 characters.',
      hint = 'Send a few words of the fund name, or the beginning of its CNPJ.';
  end if;

  if v_query ~ '^[0-9][0-9./\-\s]*$' then
    -- a CNPJ or its beginning: prefix match on the digits
    v_digits := regexp_replace(v_query, '\D', '', 'g');
    return query
      select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.cnpj like v_digits || '%' and f.entity_type is not null
          and (v_family is null or f.entity_type = v_family)
        order by f.cnpj
        limit v_limit
      ) r
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
      ) s on true
      order by r.cnpj;
    return;
  end if;

  v_folded := cvm.fold_name(v_query);
  -- every word of the query inside the name (any order), each word a LIKE the
  -- trigram index answers; built as literals so the planner sees each pattern
  select string_agg(format('f.search_name like %L', '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'), ' and ')
    into v_words
  from regexp_split_to_table(v_folded, v_space || '+') w
  where w <> '';
  if v_words is null then
    -- no word at all (empty or whitespace only): every fund, by name
    return query
      select f.cnpj, f.fund_name, f.entity_type, f.status, f.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.entity_type is not null and (v_family is null or f.entity_type = v_family)
        order by f.fund_name, f.cnpj
        limit v_limit
      ) f
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = f.entity_type and m.cnpj = f.cnpj
      ) s on true
      order by f.fund_name, f.cnpj;
    return;
  end if;

  return query execute format(v_ranked, v_words) using v_folded, v_family, v_limit;
  get diagnostics v_found = row_count;
  if v_found = 0 then
    -- nothing contains every word: the names closest to the query (a misspelling)
    return query execute format(v_ranked, '$1 operator(extensions.<%) f.search_name') using v_folded, v_family, v_limit;
  end if;
end;
$$;

alter function api.search_funds(text, text, integer) owner to api_owner;
revoke all on function api.search_funds(text, text, integer) from public;
grant execute on function api.search_funds(text, text, integer) to anon, authenticated;

comment on function api.search_funds(text, text, integer) is 'Find funds by name or CNPJ, best match first.
A query of digits (dots, slash, hyphen and spaces ignored) is a CNPJ prefix, answered in CNPJ order. Any other query is a name search, case- and accent-insensitive: names containing every word of the query (in any order), or, when none does, the names closest to it (trigram word similarity, for misspellings); names starting with the query first, then by similarity. An empty or whitespace-only query lists funds by name. A query longer than 300 characters is refused (22023). Only the families served (fi, fidc, fii) are searched. Rows: default 50, silently clamped to 25 for anonymous callers and 200 when signed in (catalog tiers search_funds_rows); a result of exactly the ceiling is probably truncated.
p_query: name words or the beginning of a CNPJ, at most 300 characters; default '''' (every fund, by name; whitespace alone counts as empty).
p_entity_type: only this family: fi, fidc or fii; default null (all three).
p_limit: rows wanted; default 50, clamped to 1..25 anonymous and 1..200 signed in.';
--! EndIncluded functions/search_funds.sql
--! Included functions/fund_nav.sql
-- api.fund_nav: one fund's monthly series, oldest first, with cursor paging.
-- The row type is named so its columns carry comments into the OpenAPI schema.
drop function if exists api.fund_nav(text, date, date, text, text);
drop type if exists api.fund_nav_row;

create type api.fund_nav_row as (
  entity_type text,
  cnpj text,
  period date,
  nav numeric,
  quota numeric,
  quotaholders bigint,
  inflows numeric,
  redemptions numeric,
  delinquency numeric,
  monthly_yield numeric,
  assets numeric
);
alter type api.fund_nav_row owner to api_owner;
comment on type api.fund_nav_row is 'One fund, family and reference month of the monthly fund series.';
comment on column api.fund_nav_row.entity_type is 'Fund family: fi (investment fund, daily report), fidc (receivables fund, FIDC monthly report) or fii (real-estate fund, FII monthly report).';
comment on column api.fund_nav_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fund_nav_row.period is 'Reference month: fi and fii the first day of the month, fidc the last day (YYYY-MM-DD).';
comment on column api.fund_nav_row.nav is 'Net asset value in BRL: fi VL_PATRIM_LIQ of the last reported day of the month; fidc and fii as filed in their monthly report.';
comment on column api.fund_nav_row.quota is 'fi only: quota value (VL_QUOTA) of the last reported day of the month; NULL for fidc and fii.';
comment on column api.fund_nav_row.quotaholders is 'fi: NR_COTST of the last reported day of the month; fii: quotaholders as filed; NULL for fidc.';
comment on column api.fund_nav_row.inflows is 'fi only: the sum of the month''s daily inflows (CAPTC_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.redemptions is 'fi only: the sum of the month''s daily redemptions (RESG_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.delinquency is 'fidc only: overdue receivables in BRL as filed; NULL for fi and fii.';
comment on column api.fund_nav_row.monthly_yield is 'fii only: the monthly yield as filed; NULL for fi and fidc.';
comment on column api.fund_nav_row.assets is 'fii only: total assets in BRL as filed; NULL for fi and fidc.';

create function api.fund_nav(
  p_cnpj text,
  p_from date default '2019-01-01',
  p_to date default null,
  p_entity_type text default null,
  p_after text default null
)
returns setof api.fund_nav_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_cnpj, ''), '[.\-/\s]', '', 'g');
  v_cnpj text;
  v_family text := lower(btrim(p_entity_type));
  v_after date;
  v_rows bigint;
  -- the default window starts where the upstream service's does
  v_from date := coalesce(p_from, date '2019-01-01');
  -- without p_to, each family up to its complete-through period (the one coverage() reports);
  -- looked up only for the family asked for, or all three when none is
  v_to_fi date := coalesce(p_to, case when coalesce(v_family, 'fi') = 'fi' then cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi')) end);
  v_to_fidc date := coalesce(p_to, case when coalesce(v_family, 'fidc') = 'fidc' then cvm.complete_through_of('fidc', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fidc')) end);
  v_to_fii date := coalesce(p_to, case when coalesce(v_family, 'fii') = 'fii' then cvm.complete_through_of('fii', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fii')) end);
begin
  if v_digits !~ '^[0-9]{1,14}$' then
    raise exception using
      errcode = '22023',
      message = format('fund_nav: %s is not a CNPJ', coalesce(quote_literal(p_cnpj), 'NULL')),
      detail = 'A CNPJ is 14 digits; dots, slash and hyphen are ignored.',
      hint = 'Send p_cnpj like "00.000.684/0001-21" or "00000684000121"; search_funds finds a CNPJ by name.';
  end if;
  v_cnpj := lpad(v_digits, 14, '0');

  if v_family is not null and v_family not in ('fi', 'fidc', 'fii') then
    raise exception using
      errcode = '22023',
      message = format('fund_nav: unknown p_entity_type %s', quote_literal(p_entity_type)),
      detail = 'Families served: fi, fidc, fii.',
      hint = 'Send p_entity_type as fi, fidc or fii, or null for every family of the CNPJ (whole-result mode only).';
  end if;

  if p_to is not null and v_from > p_to then
    raise exception using
      errcode = '22023',
      message = format('fund_nav: p_from (%s%s) is after p_to (%s)', v_from, case when v_from = date '2019-01-01' then ', the default' end, p_to),
      detail = 'The window is empty by construction.',
      hint = 'Send p_from on or before p_to.';
  end if;

  if p_after is not null then
    if v_family is null then
      raise exception using
        errcode = '22023',
        message = 'fund_nav: paging (p_after) needs p_entity_type',
        detail = 'The cursor is a bare period, unique only within one fund family.',
        hint = 'Send p_entity_type (fi, fidc or fii) with p_after; p_after = '''' for the first page, then the last row''s period (YYYY-MM-DD).';
    end if;
    if p_after <> '' then
      begin
        v_after := p_after::date;
      exception when others then
        raise exception using
          errcode = '22023',
          message = format('fund_nav: p_after %s is not a period', quote_literal(p_after)),
          detail = 'The cursor is the period of the last row of the previous page.',
          hint = 'Send p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD.';
      end;
    end if;
    return query
      select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
             m.delinquency, m.monthly_yield, m.assets
      from cvm.fund_month m
      where m.entity_type = v_family and m.cnpj = v_cnpj
        and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
        and (v_after is null or m.period > v_after)
      order by m.period
      limit 1000;
    return;
  end if;

  select count(*) into v_rows
  from (
    select 1 from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
    limit 1001
  ) w;
  perform api.assert_row_cap(v_rows, 'fund_nav',
    'Page with p_entity_type and p_after = '''' (then the last row''s period), or narrow p_from/p_to.');

  return query
    select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
           m.delinquency, m.monthly_yield, m.assets
    from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
    order by m.period, m.entity_type;
end;
$$;

alter function api.fund_nav(text, date, date, text, text) owner to api_owner;
revoke all on function api.fund_nav(text, date, date, text, text) from public;
grant execute on function api.fund_nav(text, date, date, text, text) to anon, authenticated;

comment on function api.fund_nav(text, date, date, text, text) is 'Monthly series of one fund (NAV, quota, flows, holders, delinquency, yield), oldest first.
One row per family and reference month from the monthly fund series. Each family fills only the metrics it files and leaves the others NULL, never 0: fi nav, quota, quotaholders, inflows, redemptions (from the daily report: the last reported day of the month, flows summed over the month); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets. Period convention: fi and fii the first day of the month, fidc the last day. Window: from p_from (default 2019-01-01, as the upstream service) to p_to; without p_to each family is served up to its complete-through period, the one coverage() reports for funds_<family> (the family''s newest month is still being filed, so it is left out until p_to asks for it). An unknown CNPJ gives an empty array. Paging: p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD; a page shorter than 1000 rows is the last; p_entity_type is required when paging (22023 otherwise). p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first period of the window (YYYY-MM-DD); default 2019-01-01 (null means the default).
p_to: last period of the window (YYYY-MM-DD); default null = each family up to its complete-through period (coverage() funds_<family>); a later p_to also returns the month still being filed.
p_entity_type: fund family fi, fidc or fii; default null (every family of the CNPJ); required when paging.
p_after: cursor: null = whole result, '''' = first page, then the last row''s period (YYYY-MM-DD).';
--! EndIncluded functions/fund_nav.sql
--! Included functions/coverage.sql
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
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), funds_<family> for the monthly fund series of fi, fidc or fii, or b3-bdi/<table> for each daily bulletin table (BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, NegociosBTB, SharesInvesVolum, InstrumentsEquities) by session held.';
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
    select m.entity_type, min(m.period) as first_period, max(m.period) as newest_period, count(*) as rows
    from cvm.fund_month m
    group by m.entity_type
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
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, the code version that loaded it, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii), plus one row per daily bulletin table (b3-bdi/<table>: sessions held, empty sessions and weekday gaps; nothing collected is ever deleted). The b3-bdi row is complete only as far as its least complete table. as_of is when the answer was computed; landed_at and code_version say when and by which code version the newest file loaded. Sample data says so in source. Send {}.';
--! EndIncluded functions/coverage.sql
--! Included views/investor_flow.sql
-- api.investor_flow: daily net flow by investor type from the month-to-date
-- participation snapshots (SharesInvesVolum): a delta is only ever the difference
-- of consecutive sessions, never across a month or a missing session.
create or replace view api.investor_flow with (security_invoker = false) as
with snapshots as (
  select p.reference_date,
         p.investor_type,
         p.buy_thousands,
         p.sell_thousands,
         lag(p.buy_thousands) over month_so_far as previous_buy,
         lag(p.sell_thousands) over month_so_far as previous_sell,
         lag(p.reference_date) over month_so_far as previous_date
    from b3.investor_participation p
  window month_so_far as (partition by p.investor_type, date_trunc('month', p.reference_date) order by p.reference_date)
),
known_no_session as materialized (
  -- weekdays known not to be a trading session (see the COMMENT): the exchange
  -- answered Nenhum resultado in a bulletin table, and no lending table holds
  -- data asked for or dated that day; built once, probed per snapshot by hash
  select e.session_date as day
    from b3.bdi_session e
   where e.status = 'empty'
  except
  select x.day
    from b3.bdi_session l
   cross join lateral (values (l.session_date), (l.data_date)) as x(day)
   where l.status = 'loaded' and x.day is not null
     and l.table_name in ('BTBLendingOpenPosition', 'BTBLoanBalance', 'BTBTrade', 'NegociosBTB')
),
classified as (
  -- a snapshot is differenced (delta) only with the previous session, and is the
  -- month's first session (month_open) only when nothing before it in the month
  -- could have been a session: either way, every weekday in the gap must be known
  -- to be no session. No weekday in the gap (the usual case) is decided by date
  -- arithmetic alone; only a real gap probes known_no_session.
  select s.*, f.flow_basis
    from snapshots s
   cross join lateral (
    -- offset 0 keeps this a subquery: classified once per row, not once per output column
    select case
           when s.previous_date = s.reference_date - case extract(isodow from s.reference_date)::int when 1 then 3 when 7 then 2 else 1 end
             then 'delta'
           when s.previous_date is null
                and s.reference_date = date_trunc('month', s.reference_date)::date
                    + case extract(isodow from date_trunc('month', s.reference_date))::int when 6 then 2 when 7 then 1 else 0 end
             then 'month_open'
           when not exists (
             select 1
               from generate_series(coalesce(s.previous_date + 1, date_trunc('month', s.reference_date)), s.reference_date - 1, interval '1 day') as d(day)
              where extract(isodow from d.day) < 6
                and d.day::date not in (select k.day from known_no_session k)
           ) then case when s.previous_date is null then 'month_open' else 'delta' end
           when s.previous_date is null then 'unknown_opening_snapshot'
           else 'missing_previous_snapshot'
         end as flow_basis
    offset 0
   ) f
)
select c.reference_date,
       c.investor_type,
       c.flow_basis,
       case c.flow_basis when 'delta' then c.buy_thousands - c.previous_buy when 'month_open' then c.buy_thousands end as buy_value_thousands,
       case c.flow_basis when 'delta' then c.sell_thousands - c.previous_sell when 'month_open' then c.sell_thousands end as sell_value_thousands,
       case c.flow_basis
         when 'delta' then (c.buy_thousands - c.previous_buy) - (c.sell_thousands - c.previous_sell)
         when 'month_open' then c.buy_thousands - c.sell_thousands
       end as net_value_thousands,
       c.buy_thousands as mtd_buy_value_thousands,
       c.sell_thousands as mtd_sell_value_thousands
  from classified c;

alter view api.investor_flow owner to api_owner;
revoke all on api.investor_flow from public;
grant select on api.investor_flow to anon, authenticated;
comment on view api.investor_flow is 'Daily net flow by investor type, in R$ thousands, computed as the difference between month-to-date participation snapshots (SharesInvesVolum, cash market), published with a T+2 lag.

flow_basis says how each row was computed: delta = this snapshot minus the snapshot of the previous session, which is held (a delta is only ever one session of flow); month_open = the first session of the month, whose month-to-date value is the day; unknown_opening_snapshot = no earlier snapshot of the month is held and the snapshot is not known to be the first session of the month; missing_previous_snapshot = an earlier snapshot of the month is held, but a session between it and this one may be missing, so the difference could hold several sessions of flow. For unknown_opening_snapshot and missing_previous_snapshot the flows are NULL on purpose (the month-to-date columns are still filled). A difference never crosses a month.

Known to be no session (rule): a weekday is known not to be a trading session when the exchange answered Nenhum resultado for that day in a bulletin table and no lending table (open positions, balances, trades) holds data asked for or dated that day. A snapshot is month_open only when every earlier weekday of its month is known to be no session, and delta only when every weekday between the previous snapshot held and this one is; a weekday of which nothing is known, or one that held data in another table, gives unknown_opening_snapshot or missing_previous_snapshot instead: a held snapshot is not assumed to be the first session, nor the previous one. Investor types are as the exchange publishes them: Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.';
comment on column api.investor_flow.reference_date is 'Session the month-to-date snapshot runs to (the caption date Dados acumulados do início do mês até o dia DD/MM/YYYY), YYYY-MM-DD.';
comment on column api.investor_flow.investor_type is 'Investor type as the exchange publishes it (Tipos de investidores): Institucionais, Instituições Financeiras, Investidor Estrangeiro, Investidores Individuais, Outros.';
comment on column api.investor_flow.flow_basis is 'How the flow was computed: delta, month_open, unknown_opening_snapshot or missing_previous_snapshot (see the view description; catalog enums.investor_flow.flow_basis and flow_basis).';
comment on column api.investor_flow.buy_value_thousands is 'Buys of the session in R$ thousands: the month-to-date buys minus the previous session''s snapshot (delta) or the month-to-date buys (month_open); NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.sell_value_thousands is 'Sells of the session in R$ thousands, computed as buy_value_thousands; NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.net_value_thousands is 'Net flow of the session in R$ thousands: buy_value_thousands minus sell_value_thousands; NULL for unknown_opening_snapshot and missing_previous_snapshot.';
comment on column api.investor_flow.mtd_buy_value_thousands is 'Month-to-date buys up to reference_date in R$ thousands, as published (Compras (R$) mil).';
comment on column api.investor_flow.mtd_sell_value_thousands is 'Month-to-date sells up to reference_date in R$ thousands, as published (Vendas (R$) mil).';
--! EndIncluded views/investor_flow.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period"},"raise_only":["ptax"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows."],"enums":{"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
