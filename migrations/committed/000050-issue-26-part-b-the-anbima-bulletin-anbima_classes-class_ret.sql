--! Previous: sha1:7583b1d4499090f3d62f33a59cf8adc4f6ee6964
--! Hash: sha1:3f6f44ff3eb4a784dd061e0c9cacbfe8eec4cf20
--! Message: Issue 26 part B: the ANBIMA bulletin (anbima_classes), class_return_distribution, portfolio_movement, portfolio_fund_terms, portfolio_equivalents, CRI/CRA month flows (from the anbima branch)

-- Issue 26 part B (merged from the anbima branch): the ANBIMA bulletin, class returns and movement, fund terms, equivalents, CRI/CRA flows
--! Included sql/anbima/schema.sql
-- The fund association (ANBIMA) landing schema: written by ingest_writer, read by api_owner only.
create schema anbima authorization ingest_writer;
revoke all on schema anbima from public;
grant usage on schema anbima to api_owner;
comment on schema anbima is 'Landing tables of the fund association (ANBIMA): the monthly fund bulletin (Boletim de Fundos de Investimento) as published.';
--! EndIncluded sql/anbima/schema.sql
--! Included sql/internal/anbima_level.sql
-- internal.anbima_level: where a row of the ANBIMA bulletin sits in its
-- hierarchy. Part of the key, because Cambial, FIP and FIAGRO are printed both
-- as a class and as an ANBIMA type of the same name.
create domain internal.anbima_level as text
  check (value in ('category', 'type', 'total'));

alter domain internal.anbima_level owner to api_owner;
comment on domain internal.anbima_level is 'A row of the ANBIMA bulletin: category (a class aggregate: Renda Fixa, Ações, ...), type (an ANBIMA type under a class) or total (an industry total: Total Geral, Total Doméstico, ...).';
--! EndIncluded sql/internal/anbima_level.sql
--! Included sql/internal/anbima_metric.sql
-- internal.anbima_metric: the figures the ANBIMA bulletin's pages 4, 5, 8, 9,
-- 11 and 13 publish, one name each; the unit is the name's suffix.
create domain internal.anbima_metric as text
  check (value in ('pl_brl_mm', 'captacao_liquida_brl_mm', 'captacao_liquida_ytd_brl_mm', 'captacao_liquida_12m_brl_mm', 'rentabilidade_pct', 'rentabilidade_ytd_pct', 'rentabilidade_12m_pct', 'fund_count'));

alter domain internal.anbima_metric owner to api_owner;
comment on domain internal.anbima_metric is 'An ANBIMA bulletin figure: pl_brl_mm (net assets, R$ millions), captacao_liquida_brl_mm (net flow in the month), captacao_liquida_ytd_brl_mm (net flow, year to date), captacao_liquida_12m_brl_mm (net flow, 12 months), rentabilidade_pct (return in the month, percent), rentabilidade_ytd_pct, rentabilidade_12m_pct, fund_count (number of funds).';
--! EndIncluded sql/internal/anbima_metric.sql
--! Included sql/internal/anbima_unit.sql
-- internal.anbima_unit: the unit of an ANBIMA bulletin figure, read off its metric name.
create domain internal.anbima_unit as text
  check (value in ('brl_mm', 'pct', 'count'));

alter domain internal.anbima_unit owner to api_owner;
comment on domain internal.anbima_unit is 'Unit of an ANBIMA bulletin figure: brl_mm (R$ millions), pct (percentage points: 4.37 is 4.37 %), count (funds).';
--! EndIncluded sql/internal/anbima_unit.sql
--! Included sql/anbima/class_monthly.sql
-- The ANBIMA monthly fund bulletin read long: one row per (month, class, type,
-- level, metric), values as printed (R$ millions, percentage points, counts).
-- A newer edition revises the months it reprints; an older edition loaded
-- later never overwrites a newer one's figure.
create table anbima.class_monthly (
  reference_date date not null check (extract(day from reference_date) = 1),
  category text not null check (category <> ''),
  type_id integer,
  type_name text not null check (type_name <> ''),
  level text not null check (level in ('category', 'type', 'total')),
  metric text not null check (metric in ('pl_brl_mm', 'captacao_liquida_brl_mm', 'captacao_liquida_ytd_brl_mm', 'captacao_liquida_12m_brl_mm', 'rentabilidade_pct', 'rentabilidade_ytd_pct', 'rentabilidade_12m_pct', 'fund_count')),
  value numeric not null,
  source_sheet text not null,
  edition date not null check (extract(day from edition) = 1 and edition >= reference_date),
  ingest_id bigint not null,
  primary key (reference_date, category, type_name, level, metric)
);
create index class_monthly_metric_month on anbima.class_monthly (metric, reference_date);
alter table anbima.class_monthly owner to ingest_writer;
grant select on anbima.class_monthly to api_owner;
comment on table anbima.class_monthly is 'ANBIMA Boletim de Fundos de Investimento (monthly XLSX): net assets, net flows, returns and fund counts per ANBIMA class, ANBIMA type and industry total, from the sheets Pág. 4, 5, 8, 9, 11 and 13, as printed.';
comment on column anbima.class_monthly.reference_date is 'The month the figure is for (its first day). A year-to-date figure is dated at the last month it covers.';
comment on column anbima.class_monthly.category is 'The ANBIMA class (Renda Fixa, Ações, Multimercados, Cambial, Previdência, ETF, FIDC, FIP, FIAGRO, FII, Off Shore), or TOTAL for an industry total.';
comment on column anbima.class_monthly.type_id is 'The ANBIMA type code the type sheets print beside a type; NULL for a class aggregate, a total, or a type printed without a code.';
comment on column anbima.class_monthly.type_name is 'The row''s label without its footnote marker: the class name on a class aggregate, the type name on a type, the total''s name on a total.';
comment on column anbima.class_monthly.level is 'category (class aggregate), type (ANBIMA type) or total (industry total).';
comment on column anbima.class_monthly.metric is 'The figure: pl_brl_mm, captacao_liquida_brl_mm, captacao_liquida_ytd_brl_mm, captacao_liquida_12m_brl_mm, rentabilidade_pct, rentabilidade_ytd_pct, rentabilidade_12m_pct or fund_count.';
comment on column anbima.class_monthly.value is 'The figure as printed: R$ millions (_brl_mm), percentage points (_pct) or a count.';
comment on column anbima.class_monthly.source_sheet is 'The sheet the figure was read from, as named in the workbook.';
comment on column anbima.class_monthly.edition is 'The bulletin edition: the newest month the workbook holds. A held figure is replaced only by an edition as new or newer.';
--! EndIncluded sql/anbima/class_monthly.sql
--! Included functions/anbima_classes.sql
-- api.anbima_classes: the ANBIMA fund bulletin's class series, long, as published.
-- An unknown class is refused listing the classes held: an empty answer would
-- read as "ANBIMA published nothing", a different claim from a misspelt class.
drop function if exists api.anbima_classes(text, text, text, date, date);
drop type if exists api.anbima_classes_row;

create type api.anbima_classes_row as (
  reference_date date,
  category text,
  type_id integer,
  type_name text,
  level text,
  metric text,
  value numeric,
  unit text,
  edition date,
  source text
);
alter type api.anbima_classes_row owner to api_owner;
comment on type api.anbima_classes_row is 'One figure of the ANBIMA monthly fund bulletin: a month, a class (or an ANBIMA type under it, or an industry total) and a metric. Industry aggregates, never a fund''s figure.';
comment on column api.anbima_classes_row.reference_date is 'The month the figure is for (its first day, YYYY-MM-DD); a year-to-date or 12-month figure is dated at the last month it covers.';
comment on column api.anbima_classes_row.category is 'The ANBIMA class (Renda Fixa, Ações, Multimercados, Cambial, Previdência, ETF, FIDC, FIP, FIAGRO, FII, Off Shore), or TOTAL on an industry total. Never NULL.';
comment on column api.anbima_classes_row.type_id is 'The ANBIMA type code printed beside a type. NULL on a class aggregate, an industry total, or a type the bulletin prints without a code.';
comment on column api.anbima_classes_row.type_name is 'The row''s label as printed (footnote marker dropped): the class name on a class aggregate, the type''s name on a type, the total''s name on a total. Never NULL.';
comment on column api.anbima_classes_row.level is 'category (class aggregate), type (ANBIMA type) or total (industry total).
@enum internal.anbima_level';
comment on column api.anbima_classes_row.metric is 'The figure: pl_brl_mm, captacao_liquida_brl_mm, captacao_liquida_ytd_brl_mm, captacao_liquida_12m_brl_mm, rentabilidade_pct, rentabilidade_ytd_pct, rentabilidade_12m_pct, fund_count.
@enum internal.anbima_metric';
comment on column api.anbima_classes_row.value is 'The figure as printed, in unit. Never NULL: a cell the bulletin leaves blank is no row, never 0.';
comment on column api.anbima_classes_row.unit is 'brl_mm (R$ millions), pct (percentage points: 4.37 is 4.37 %) or count, read off the metric name.
@enum internal.anbima_unit';
comment on column api.anbima_classes_row.edition is 'The bulletin edition the figure comes from (the newest month that workbook holds): a newer edition revises the months it reprints.';
comment on column api.anbima_classes_row.source is 'anbima_boletim (the published workbook) or synthetic_sample (generated demo data; never an ANBIMA figure).';

create function api.anbima_classes(p_category text default null, p_metric text default null, p_level text default 'category', p_from date default '2019-01-01', p_to date default null)
returns setof api.anbima_classes_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_metric text := internal.one_of('anbima_classes', 'p_metric', p_metric, internal.domain_values('internal.anbima_metric'),
    'The bulletin''s figures are net assets, net flows (month, year to date, 12 months), returns (month, year to date, 12 months) and fund counts.',
    'Send p_metric as one of pl_brl_mm, captacao_liquida_brl_mm, captacao_liquida_ytd_brl_mm, captacao_liquida_12m_brl_mm, rentabilidade_pct, rentabilidade_ytd_pct, rentabilidade_12m_pct, fund_count, or null for every metric.');
  v_level text := internal.one_of('anbima_classes', 'p_level', p_level, internal.domain_values('internal.anbima_level'),
    'A bulletin row is a class aggregate (category), an ANBIMA type under a class (type) or an industry total (total).',
    'Send p_level as category, type or total, or null for every level.');
  v_category text := lower(btrim(p_category));
  v_to date := coalesce(p_to, (select max(c.reference_date) from anbima.class_monthly c));
  v_held text;
  v_rows bigint;
begin
  perform internal.assert_window(p_from, p_to, 'anbima_classes', 'Send p_from on or before p_to (months, YYYY-MM-DD).');
  if v_category is not null and not exists (select 1 from anbima.class_monthly c where lower(c.category) = v_category) then
    select string_agg(distinct c.category, ', ' order by c.category) into v_held from anbima.class_monthly c;
    raise exception using
      errcode = '22023',
      message = format('anbima_classes: unknown p_category %s', quote_literal(p_category)),
      detail = format('Classes held: %s.', coalesce(v_held, 'none (no bulletin loaded)')),
      hint = 'Send p_category as one of the classes held (case-insensitive, accents as printed), TOTAL for the industry totals, or null for every class.';
  end if;

  select count(*) into v_rows
  from (select 1 from anbima.class_monthly c
        where (v_category is null or lower(c.category) = v_category)
          and (v_metric is null or c.metric = v_metric)
          and (v_level is null or c.level = v_level)
          and c.reference_date between coalesce(p_from, '-infinity') and v_to
        limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'anbima_classes', 'Narrow p_from/p_to, or pin p_category, p_metric or p_level.');

  return query
    select c.reference_date, c.category, c.type_id, c.type_name, c.level, c.metric, c.value,
           case when c.metric like '%\_brl\_mm' then 'brl_mm' when c.metric like '%\_pct' then 'pct' else 'count' end,
           c.edition,
           case when l.synthetic then 'synthetic_sample' else 'anbima_boletim' end
    from anbima.class_monthly c
    join ingest.ingest_log l on l.id = c.ingest_id
    where (v_category is null or lower(c.category) = v_category)
      and (v_metric is null or c.metric = v_metric)
      and (v_level is null or c.level = v_level)
      and c.reference_date between coalesce(p_from, '-infinity') and v_to
    order by c.reference_date, c.category, c.level, c.type_name, c.metric;
end;
$$;

alter function api.anbima_classes(text, text, text, date, date) owner to api_owner;
revoke all on function api.anbima_classes(text, text, text, date, date) from public;
grant execute on function api.anbima_classes(text, text, text, date, date) to anon, authenticated;
comment on function api.anbima_classes(text, text, text, date, date) is 'ANBIMA fund bulletin: net assets, net flows, returns and fund counts per class, ANBIMA type or industry total.
The monthly Boletim de Fundos de Investimento read long, one row per (month, class, type, level, metric), values as printed (R$ millions, percentage points, counts; unit says which). Industry aggregates: no row is a fund''s. Class net assets, net flows and fund counts carry the history the class sheets print; type-level and return series the window the type sheets print (about 19 months). A cell left blank is no row, never 0. Cambial, FIP and FIAGRO are printed both as a class and as a type of the same name: level keeps them apart. An unknown class raises 22023 listing the classes held; an unknown metric or level raises 22023; a window with no figure returns []. One page: more than 1000 rows raises 22023 (narrow the window or pin a class, metric or level). Ordered by month, class, level, type, metric.
p_category: an ANBIMA class as printed (case-insensitive), e.g. Renda Fixa, Ações, ETF; TOTAL for the industry totals; null for every class.
p_metric: one of pl_brl_mm, captacao_liquida_brl_mm, captacao_liquida_ytd_brl_mm, captacao_liquida_12m_brl_mm, rentabilidade_pct, rentabilidade_ytd_pct, rentabilidade_12m_pct, fund_count; null for every metric.
p_level: category (class aggregate), type (ANBIMA types) or total (industry totals); null for every level.
p_from: first month (YYYY-MM-DD).
p_to: last month (YYYY-MM-DD); default the newest month held.
@tag Fund-association data
@default p_category: every class
@default p_metric: every metric
@default p_level
@default p_from
@default p_to: the newest month held';
--! EndIncluded functions/anbima_classes.sql
--! Included sql/internal/movement_level.sql
-- internal.movement_level: what portfolio_movement says of a fund's month
-- against its class.
create domain internal.movement_level as text
  check (value in ('normal', 'atencao', 'forte', 'nao_avaliado'));

alter domain internal.movement_level owner to api_owner;
comment on domain internal.movement_level is 'A fund''s month against its ANBIMA class: normal (|z| <= 2), atencao (|z| > 2), forte (|z| > 3), nao_avaliado (not evaluated; the reason says why).';
--! EndIncluded sql/internal/movement_level.sql
--! Included sql/internal/movement_level_of.sql
-- The movement thresholds, in one place: strictly greater, so a z of exactly 2
-- is normal and exactly 3 is atencao. The level is decided on the unrounded z.
create or replace function internal.movement_level_of(p_z numeric)
returns text
language sql
immutable
parallel safe
set search_path = ''
return case when p_z is null then 'nao_avaliado' when abs(p_z) > 3 then 'forte' when abs(p_z) > 2 then 'atencao' else 'normal' end;

alter function internal.movement_level_of(numeric) owner to api_owner;
revoke all on function internal.movement_level_of(numeric) from public;
comment on function internal.movement_level_of(numeric) is
  'Internal: forte when |z| > 3, atencao when |z| > 2, else normal (exactly 2 is normal, exactly 3 atencao); nao_avaliado for a NULL z.';
--! EndIncluded sql/internal/movement_level_of.sql
--! Included sql/internal/distribution_status.sql
-- internal.distribution_status: whether class_return_distribution could set out a class's returns.
create domain internal.distribution_status as text
  check (value in ('evaluated', 'nao_avaliado'));

alter domain internal.distribution_status owner to api_owner;
comment on domain internal.distribution_status is 'evaluated (at least min_funds funds with a return over the window of a complete month) or nao_avaliado (the reason says why).';
--! EndIncluded sql/internal/distribution_status.sql
--! Included sql/internal/fundo_cotas.sql
-- internal.fundo_cotas: the Extrato's FUNDO_COTAS flag (a fund of funds or not), as filed.
create domain internal.fundo_cotas as text
  check (value in ('S', 'N'));

alter domain internal.fundo_cotas owner to api_owner;
comment on domain internal.fundo_cotas is 'FUNDO_COTAS as the CVM Extrato files it: S (a fund of funds, FIC) or N.';
--! EndIncluded sql/internal/fundo_cotas.sql
--! Included sql/cvm/fi_complete_through.sql
-- The last complete month of the fi daily report: the month before the newest
-- one held (the newest is still being filed), NULL when none is held. One
-- index probe (fund_month_family_period).
create or replace function cvm.fi_complete_through()
returns date
language sql
stable
set search_path = ''
return cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi'));

alter function cvm.fi_complete_through() owner to ingest_writer;
revoke all on function cvm.fi_complete_through() from public;
grant execute on function cvm.fi_complete_through() to api_owner;
comment on function cvm.fi_complete_through() is 'The last complete fi month of cvm.fund_month (first day): the month before the newest held; NULL when no fi month is held. The default month of class_return_distribution and portfolio_movement, and their completeness rule.';
--! EndIncluded sql/cvm/fi_complete_through.sql
--! Included sql/cvm/extrato_latest.sql
-- Each CNPJ's current Extrato: its newest filing (DT_COMPTC). The ANBIMA class
-- and FUNDO_COTAS flag of class_return_distribution and portfolio_movement.
create or replace view cvm.extrato_latest as
  select distinct on (e.cnpj) e.cnpj, e.dt_comptc, e.classe_anbima, e.fundo_cotas, e.tp_fundo_classe
  from cvm.extrato e
  order by e.cnpj, e.dt_comptc desc;

alter view cvm.extrato_latest owner to ingest_writer;
grant select on cvm.extrato_latest to api_owner;
comment on view cvm.extrato_latest is 'The newest Extrato filing per CNPJ (fund or class): its ANBIMA class and FUNDO_COTAS flag as filed, and the filing date.';
--! EndIncluded sql/cvm/extrato_latest.sql
--! Included functions/class_return_distribution.sql
-- api.class_return_distribution: how the funds of one ANBIMA class (as the CVM
-- Extrato files it) did over 12 and 6 months: the quartiles of their quota
-- returns, what a fund or an equivalent ETF is set against.
drop function if exists api.class_return_distribution(text, text, date);
drop type if exists api.class_return_distribution_row;

create type api.class_return_distribution_row as (
  classe_anbima text,
  fundo_cotas text,
  window_months integer,
  start_month date,
  end_month date,
  month_complete boolean,
  n_universe integer,
  n_funds integer,
  n_excluded_no_quota integer,
  min_funds integer,
  p25_pct numeric,
  median_pct numeric,
  p75_pct numeric,
  status text,
  reason text
);
alter type api.class_return_distribution_row owner to api_owner;
comment on type api.class_return_distribution_row is 'The quota returns of one ANBIMA class (as filed in the CVM Extrato) and FUNDO_COTAS flag over one window ending at the month asked: their 25th, 50th and 75th percentiles.';
comment on column api.class_return_distribution_row.classe_anbima is 'The class as the Extrato files it (the spelling of the newest filing that names it).';
comment on column api.class_return_distribution_row.fundo_cotas is 'S (funds of funds) or N, as asked.
@enum internal.fundo_cotas';
comment on column api.class_return_distribution_row.window_months is '12 or 6: the months between start_month and end_month.';
comment on column api.class_return_distribution_row.start_month is 'First day of the month whose month-end quota the return starts from (end_month minus window_months).';
comment on column api.class_return_distribution_row.end_month is 'First day of the month asked: the return ends at its month-end quota.';
comment on column api.class_return_distribution_row.month_complete is 'True when end_month is complete in the daily report (before the newest month held, which is still being filed).';
comment on column api.class_return_distribution_row.n_universe is 'Funds whose newest Extrato files this class and flag (ETFs of the curated registry left out).';
comment on column api.class_return_distribution_row.n_funds is 'Of those, funds with a positive month-end quota in both start_month and end_month: the funds the percentiles are over.';
comment on column api.class_return_distribution_row.n_excluded_no_quota is 'n_universe minus n_funds: funds with no positive quota at one end of the window.';
comment on column api.class_return_distribution_row.min_funds is 'The fewest funds a distribution is stated for (30).';
comment on column api.class_return_distribution_row.p25_pct is '25th percentile (continuous) of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.median_pct is 'Median of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.p75_pct is '75th percentile of the funds'' returns over the window, percent, 6 decimals; NULL when nao_avaliado.';
comment on column api.class_return_distribution_row.status is 'evaluated, or nao_avaliado (fewer than min_funds funds, or an incomplete month).
@enum internal.distribution_status';
comment on column api.class_return_distribution_row.reason is 'Portuguese: why the window is nao_avaliado, or what was compared. Never NULL.';

create function api.class_return_distribution(p_classe_anbima text, p_fundo_cotas text, p_month date default null)
returns setof api.class_return_distribution_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_min constant integer := 30;
  v_class text := upper(btrim(p_classe_anbima));
  v_fc text := upper(btrim(p_fundo_cotas));
  v_complete_through date := cvm.fi_complete_through();
  v_end date := date_trunc('month', coalesce(p_month, v_complete_through))::date;
  v_filed text;
  v_held text;
begin
  if v_fc is null or not (v_fc = any (internal.domain_values('internal.fundo_cotas'))) then
    raise exception using
      errcode = '22023',
      message = format('class_return_distribution: p_fundo_cotas %s is not S or N', coalesce(quote_literal(p_fundo_cotas), 'NULL')),
      detail = 'Funds of funds (S) and other funds (N) are distributed apart, as the Extrato''s FUNDO_COTAS flag files them.',
      hint = 'Send p_fundo_cotas as S or N.';
  end if;
  select min(x.classe_anbima) into v_filed from cvm.extrato_latest x where upper(btrim(x.classe_anbima)) = v_class;
  if v_filed is null then
    select string_agg(distinct x.classe_anbima, ', ' order by x.classe_anbima) into v_held from cvm.extrato_latest x where x.classe_anbima is not null;
    raise exception using
      errcode = '22023',
      message = format('class_return_distribution: no fund files the ANBIMA class %s', coalesce(quote_literal(p_classe_anbima), 'NULL')),
      detail = format('Classes filed in the newest Extratos: %s.', coalesce(v_held, 'none (no Extrato loaded)')),
      hint = 'Send p_classe_anbima as the Extrato files it (case-insensitive), e.g. a portfolio_fee_peers or portfolio_movement row''s class.';
  end if;
  if v_end is null then
    v_end := date_trunc('month', current_date)::date; -- no daily report held: every window is nao_avaliado
  end if;

  return query
    with universe as (
      select x.cnpj from cvm.extrato_latest x
      where upper(btrim(x.classe_anbima)) = v_class and upper(btrim(x.fundo_cotas)) = v_fc
        and not exists (select 1 from curated.etf_registry g where g.cnpj = x.cnpj)
    ),
    windows as (select w.months, (v_end - make_interval(months => w.months))::date as start_month from unnest(array[12, 6]) as w(months)),
    returns as (
      select w.months, (q1.quota / q0.quota - 1) * 100 as ret
      from windows w cross join universe u
      join cvm.fund_month q1 on q1.entity_type = 'fi' and q1.cnpj = u.cnpj and q1.period = v_end and q1.quota > 0
      join cvm.fund_month q0 on q0.entity_type = 'fi' and q0.cnpj = u.cnpj and q0.period = w.start_month and q0.quota > 0
    ),
    stats as (
      select r.months, count(*)::integer as n,
             percentile_cont(0.25) within group (order by r.ret) as p25,
             percentile_cont(0.5) within group (order by r.ret) as p50,
             percentile_cont(0.75) within group (order by r.ret) as p75
      from returns r group by r.months
    ),
    judged as (
      select w.months, w.start_month, (select count(*)::integer from universe) as n_universe, coalesce(s.n, 0) as n,
             s.p25, s.p50, s.p75,
             coalesce(v_end <= v_complete_through, false) as complete
      from windows w left join stats s on s.months = w.months
    )
    select v_filed, v_fc, j.months, j.start_month, v_end, j.complete, j.n_universe, j.n, j.n_universe - j.n, v_min,
           case when j.complete and j.n >= v_min then round(j.p25::numeric, 6) end,
           case when j.complete and j.n >= v_min then round(j.p50::numeric, 6) end,
           case when j.complete and j.n >= v_min then round(j.p75::numeric, 6) end,
           case when j.complete and j.n >= v_min then 'evaluated' else 'nao_avaliado' end,
           case
             when not j.complete then format('mês %s incompleto: o informe diário ainda está sendo entregue (completo até %s)', to_char(v_end, 'YYYY-MM'), coalesce(to_char(v_complete_through, 'YYYY-MM'), 'nenhum mês'))
             when j.n < v_min then format('apenas %s fundos da classe têm cota em %s e %s; mínimo %s', j.n, to_char(j.start_month, 'YYYY-MM'), to_char(v_end, 'YYYY-MM'), v_min)
             else format('retorno da cota de %s a %s de %s fundos da classe (FUNDO_COTAS %s)', to_char(j.start_month, 'YYYY-MM'), to_char(v_end, 'YYYY-MM'), j.n, v_fc)
           end
    from judged j
    order by j.months desc;
end;
$$;

alter function api.class_return_distribution(text, text, date) owner to api_owner;
revoke all on function api.class_return_distribution(text, text, date) from public;
grant execute on function api.class_return_distribution(text, text, date) to anon, authenticated;
comment on function api.class_return_distribution(text, text, date) is 'Quota returns of an ANBIMA class over 12 and 6 months: 25th, 50th and 75th percentiles.
Two rows (12 and 6 months) for one class as the CVM Extrato files it and one FUNDO_COTAS flag. The universe is every fund whose newest Extrato files that class and flag (curated ETFs left out); a fund''s return is (month-end quota of p_month / month-end quota window_months before - 1) x 100, from the daily report''s class quota (cvm.fund_month, the last reported day of each month); a fund without a positive quota at both ends is counted in n_excluded_no_quota, never as 0. The percentiles are continuous (percentile_cont), 6 decimals. At least 30 funds and a complete month (before the newest month of the daily report, still being filed) give status evaluated; otherwise nao_avaliado with the quartiles NULL and a Portuguese reason. A class no fund files raises 22023 listing the classes filed; p_fundo_cotas other than S or N raises 22023. One page: two rows.
p_classe_anbima: the ANBIMA class as the Extrato files it, e.g. Ações Livre (case-insensitive).
p_fundo_cotas: S (funds of funds) or N.
p_month: any day of the month the returns end at; default the last complete month of the daily report.
@tag Portfolio
@enum p_fundo_cotas: internal.fundo_cotas
@default p_month: the last complete month of the daily report';
--! EndIncluded functions/class_return_distribution.sql
--! Included functions/portfolio_movement.sql
-- api.portfolio_movement: is a fund's month unusual for its own ANBIMA class?
-- The fund's monthly quota return as a z-score against the same return of
-- every fund of its class (as the CVM Extrato files it). A NAV change is not
-- used: it is mostly money in and out, not movement.
drop function if exists api.portfolio_movement(text[], date);
drop type if exists api.portfolio_movement_row;

create type api.portfolio_movement_row as (
  cnpj text,
  fund_name text,
  month date,
  class text,
  subclass text,
  class_as_filed text,
  class_as_of date,
  n_peers integer,
  own_value_pct numeric,
  class_mean_pct numeric,
  class_sd_pct numeric,
  class_p01_pct numeric,
  class_p99_pct numeric,
  z numeric,
  level text,
  investigator_trigger boolean,
  min_peers integer,
  reason text
);
alter type api.portfolio_movement_row owner to api_owner;
comment on type api.portfolio_movement_row is 'One fund''s month against its ANBIMA class: its quota return, the class''s winsorized mean and standard deviation, the z-score and its level.';
comment on column api.portfolio_movement_row.cnpj is 'The fund''s CNPJ, 14 digits, as asked (one row per distinct CNPJ).';
comment on column api.portfolio_movement_row.fund_name is 'The registry name; NULL when the CNPJ is not in the fund registry.';
comment on column api.portfolio_movement_row.month is 'First day of the month judged.';
comment on column api.portfolio_movement_row.class is 'The class label up to its first '' - '' (display only); NULL when no class is filed.';
comment on column api.portfolio_movement_row.subclass is 'The rest of the label after its first '' - ''; NULL when the label has none, or no class is filed.';
comment on column api.portfolio_movement_row.class_as_filed is 'The whole ANBIMA class as the fund''s newest Extrato files it: the peer group. NULL when the fund has no Extrato or files no class.';
comment on column api.portfolio_movement_row.class_as_of is 'DT_COMPTC of the Extrato filing the class comes from (its newest, not the class on the month''s date); NULL with class_as_filed.';
comment on column api.portfolio_movement_row.n_peers is 'Funds of the class with a return that month, the fund included; NULL when no class is filed or the month is incomplete.';
comment on column api.portfolio_movement_row.own_value_pct is 'The fund''s quota return in the month, (month-end quota / previous month-end quota - 1) x 100, 6 decimals, never winsorized; NULL when either quota is missing or not positive.';
comment on column api.portfolio_movement_row.class_mean_pct is 'Mean of the peers'' returns winsorized at class_p01_pct and class_p99_pct, percent, 6 decimals; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_sd_pct is 'Sample standard deviation of the winsorized returns, percent, 6 decimals; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_p01_pct is 'The peers'' 1st percentile (continuous), where low returns are winsorized; NULL below min_peers.';
comment on column api.portfolio_movement_row.class_p99_pct is 'The peers'' 99th percentile, where high returns are winsorized; NULL below min_peers.';
comment on column api.portfolio_movement_row.z is '(own_value_pct - class_mean_pct) / class_sd_pct, 4 decimals (the level is decided on the unrounded value); NULL when nao_avaliado.';
comment on column api.portfolio_movement_row.level is 'normal (|z| <= 2), atencao (|z| > 2), forte (|z| > 3) or nao_avaliado (reason says why).
@enum internal.movement_level';
comment on column api.portfolio_movement_row.investigator_trigger is 'True exactly when level is forte.';
comment on column api.portfolio_movement_row.min_peers is 'The fewest peers a class is compared with (30).';
comment on column api.portfolio_movement_row.reason is 'Portuguese: why the fund is nao_avaliado, or what was compared. Never NULL.';

create function api.portfolio_movement(p_cnpjs text[], p_month date default null)
returns setof api.portfolio_movement_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_min constant integer := 30;
  v_complete_through date := cvm.fi_complete_through();
  v_cur date := date_trunc('month', coalesce(p_month, v_complete_through, current_date))::date;
  v_prev date := (date_trunc('month', coalesce(p_month, v_complete_through, current_date)) - interval '1 month')::date;
  v_complete boolean := coalesce(v_cur <= v_complete_through, false);
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_movement', 1);
  return query
    with ids as (
      select distinct internal.cnpj(a.c, 'portfolio_movement') as cnpj from unnest(p_cnpjs) as a(c)
    ),
    ext as (
      select x.cnpj, nullif(btrim(x.classe_anbima), '') as cls, x.dt_comptc
      from cvm.extrato_latest x where x.cnpj in (select ids.cnpj from ids)
    ),
    own as (
      select ids.cnpj, c.quota as q1, p.quota as q0, (c.cnpj is not null) as has_cur
      from ids
      left join cvm.fund_month c on c.entity_type = 'fi' and c.cnpj = ids.cnpj and c.period = v_cur
      left join cvm.fund_month p on p.entity_type = 'fi' and p.cnpj = ids.cnpj and p.period = v_prev
    ),
    peers as (
      -- every fi fund of the asked funds' classes with a return that month
      select nullif(btrim(x.classe_anbima), '') as cls, (c.quota / p.quota - 1) * 100 as ret
      from cvm.extrato_latest x
      join cvm.fund_month c on c.entity_type = 'fi' and c.cnpj = x.cnpj and c.period = v_cur and c.quota > 0
      join cvm.fund_month p on p.entity_type = 'fi' and p.cnpj = x.cnpj and p.period = v_prev and p.quota > 0
      where v_complete and nullif(btrim(x.classe_anbima), '') in (select e.cls from ext e where e.cls is not null)
    ),
    bounds as (
      select q.cls, count(*)::integer as n,
             percentile_cont(0.01) within group (order by q.ret)::numeric as p01,
             percentile_cont(0.99) within group (order by q.ret)::numeric as p99
      from peers q group by q.cls
    ),
    stats as (
      select b.cls, b.n, b.p01, b.p99,
             avg(least(greatest(q.ret, b.p01), b.p99)) as mean,
             stddev_samp(least(greatest(q.ret, b.p01), b.p99)) as sd
      from peers q join bounds b on b.cls = q.cls
      group by b.cls, b.n, b.p01, b.p99
    ),
    joined as (
      select ids.cnpj, r.fund_name, r.entity_type, (r.cnpj is not null) as registered,
             o.has_cur, o.q1, o.q0, (e.cnpj is not null) as in_extrato, e.cls, e.dt_comptc,
             case when o.q1 > 0 and o.q0 > 0 then (o.q1 / o.q0 - 1) * 100 end as ret,
             s.n, s.p01, s.p99, s.mean, s.sd
      from ids
      left join cvm.fund_registry r on r.cnpj = ids.cnpj
      left join own o on o.cnpj = ids.cnpj
      left join ext e on e.cnpj = ids.cnpj
      left join stats s on s.cls = e.cls
    ),
    scored as (
      select j.*, case when v_complete and j.ret is not null and j.n >= v_min and j.sd > 0 then (j.ret - j.mean) / j.sd end as zz
      from joined j
    )
    select d.cnpj, d.fund_name, v_cur,
           case when d.cls is not null then split_part(d.cls, ' - ', 1) end,
           case when d.cls like '% - %' then nullif(btrim(substr(d.cls, strpos(d.cls, ' - ') + 3)), '') end,
           d.cls,
           case when d.cls is not null then d.dt_comptc end,
           case when d.cls is not null and v_complete then coalesce(d.n, 0) end,
           round(d.ret, 6),
           case when d.n >= v_min then round(d.mean, 6) end,
           case when d.n >= v_min then round(d.sd, 6) end,
           case when d.n >= v_min then round(d.p01, 6) end,
           case when d.n >= v_min then round(d.p99, 6) end,
           round(d.zz, 4),
           internal.movement_level_of(d.zz),
           internal.movement_level_of(d.zz) = 'forte',
           v_min,
           case
             when not v_complete then format('mês %s incompleto: o informe diário ainda está sendo entregue (completo até %s); a comparação com a classe só vale para mês completo', to_char(v_cur, 'YYYY-MM'), coalesce(to_char(v_complete_through, 'YYYY-MM'), 'nenhum mês'))
             when not d.registered and not d.has_cur then 'CNPJ não encontrado no cadastro de fundos'
             when not d.has_cur and d.entity_type is distinct from 'fi' then format('não é fundo FI com informe diário (%s); sem retorno de cota mensal', coalesce(d.entity_type, 'família não servida'))
             when not d.has_cur then format('sem informe diário do fundo em %s', to_char(v_cur, 'YYYY-MM'))
             when d.q1 is null or d.q1 <= 0 then format('cota de %s ausente ou não positiva', to_char(v_cur, 'YYYY-MM'))
             when d.q0 is null or d.q0 <= 0 then format('sem cota positiva no mês anterior (%s); sem retorno mensal', to_char(v_prev, 'YYYY-MM'))
             when not d.in_extrato then 'fundo fora do Extrato da CVM: sem classe ANBIMA informada'
             when d.cls is null then 'classe ANBIMA não informada no Extrato da CVM'
             when coalesce(d.n, 0) < v_min then format('apenas %s fundos da classe %s têm retorno em %s; mínimo %s para comparar', coalesce(d.n, 0), d.cls, to_char(v_cur, 'YYYY-MM'), v_min)
             when d.sd is null or d.sd = 0 then format('desvio padrão da classe %s é zero em %s; sem escala para comparar', d.cls, to_char(v_cur, 'YYYY-MM'))
             else format('retorno da cota de %s comparado com %s fundos da classe %s (média e desvio padrão winsorizados no 1º e 99º percentil)', to_char(v_cur, 'YYYY-MM'), d.n, d.cls)
           end
    from scored d
    order by d.cnpj;
end;
$$;

alter function api.portfolio_movement(text[], date) owner to api_owner;
revoke all on function api.portfolio_movement(text[], date) from public;
grant execute on function api.portfolio_movement(text[], date) to anon, authenticated;
comment on function api.portfolio_movement(text[], date) is 'Is a fund''s month unusual for its ANBIMA class: its quota return as a z-score against the class.
One row per distinct CNPJ, ordered by CNPJ. own_value_pct = (month-end quota / previous month-end quota - 1) x 100, from the daily report''s class quota (cvm.fund_month, the last reported day of each month; a NAV change is not used). The peer group is the whole ANBIMA class label the fund''s newest CVM Extrato files (class_as_filed): every fi fund whose newest Extrato files the same label and has a positive quota in both months, the fund included (n_peers), whatever was asked. class_mean_pct and class_sd_pct are the mean and sample standard deviation of the peers'' returns winsorized at the class''s own 1st and 99th percentiles that month (a value beyond a bound counts as the bound); the fund''s own return is not winsorized. z = (own - mean) / sd; level forte when |z| > 3, atencao when |z| > 2, else normal (strictly greater: exactly 2 is normal, exactly 3 atencao), decided on the unrounded z; investigator_trigger is true exactly on forte. nao_avaliado, with a Portuguese reason, when the month is not complete (the newest month of the daily report is still being filed), the CNPJ is unknown or not an fi fund, a quota is missing or not positive, no class is filed, fewer than 30 peers, or a zero standard deviation; never a fallback to a wider class, never a guess from the fund''s name. Nothing here is a forecast or a verdict. 1 to 200 CNPJs (22023 otherwise), one page.
p_cnpjs: 1 to 200 fund CNPJs (punctuation optional).
p_month: any day of the month to judge; default the last complete month of the daily report.
@tag Portfolio
@default p_month: the last complete month of the daily report';
--! EndIncluded functions/portfolio_movement.sql
alter table cvm.extrato
  add column aplic_min numeric,
  add column qt_dia_conversao_cota integer,
  add column qt_dia_pagto_cota integer,
  add column qt_dia_resgate_cotas integer,
  add column qt_dia_pagto_resgate integer,
  add column tp_dia_pagto_resgate text,
  add column taxa_saida_pagto_resgate text;
comment on column cvm.extrato.aplic_min is 'APLIC_MIN: the minimum first investment, R$, as filed.';
comment on column cvm.extrato.qt_dia_conversao_cota is 'QT_DIA_CONVERSAO_COTA: days from a redemption request to the quota it is converted at, as filed.';
comment on column cvm.extrato.qt_dia_pagto_cota is 'QT_DIA_PAGTO_COTA: days to pay for a subscription, as filed.';
comment on column cvm.extrato.qt_dia_resgate_cotas is 'QT_DIA_RESGATE_COTAS: days the quotas are locked before they may be redeemed (carência), as filed; blank when the fund filed none.';
comment on column cvm.extrato.qt_dia_pagto_resgate is 'QT_DIA_PAGTO_RESGATE: days from the conversion to the payment of a redemption, as filed.';
comment on column cvm.extrato.tp_dia_pagto_resgate is 'TP_DIA_PAGTO_RESGATE: whether the redemption days are DIAS ÚTEIS (business days) or DIAS CORRIDOS (calendar days), as filed.';
comment on column cvm.extrato.taxa_saida_pagto_resgate is 'TAXA_SAIDA_PAGTO_RESGATE: S when an exit fee allows an earlier redemption payment, N otherwise, as filed.';
--! Included sql/internal/registry_origin.sql
-- internal.registry_origin: the registry a fund's manager and administrator are read from.
create domain internal.registry_origin as text
  check (value in ('registro_fundo', 'cad_fi'));

alter domain internal.registry_origin owner to api_owner;
comment on domain internal.registry_origin is 'Where portfolio_fund_terms read a fund''s manager and administrator: registro_fundo (the CVM Resolution 175 register: the class''s fund, or the fund itself) or cad_fi (the legacy register).';
--! EndIncluded sql/internal/registry_origin.sql
--! Included functions/portfolio_fund_terms.sql
-- api.portfolio_fund_terms: who runs a fund and how its redemptions work, as
-- filed: the manager and administrator from the CVM registers, the redemption
-- terms from the fund's newest Extrato. Nothing is inferred when a register or
-- the Extrato is silent: the column is NULL and the reason says which.
drop function if exists api.portfolio_fund_terms(text[]);
drop type if exists api.portfolio_fund_terms_row;

create type api.portfolio_fund_terms_row as (
  cnpj text,
  fund_name text,
  gestor_kind text,
  gestor_cnpj text,
  gestor_name text,
  admin_cnpj text,
  admin_name text,
  registry_origin text,
  terms_dt_comptc date,
  aplic_min numeric,
  qt_dia_conversao_cota integer,
  qt_dia_pagto_cota integer,
  qt_dia_pagto_resgate integer,
  tp_dia_pagto_resgate text,
  qt_dia_resgate_cotas integer,
  taxa_saida_pagto_resgate text,
  reason text
);
alter type api.portfolio_fund_terms_row owner to api_owner;
comment on type api.portfolio_fund_terms_row is 'One fund''s manager, administrator and redemption terms, as filed with the CVM.';
comment on column api.portfolio_fund_terms_row.cnpj is 'The CNPJ asked, 14 digits (one row per distinct CNPJ).';
comment on column api.portfolio_fund_terms_row.fund_name is 'The registry name; NULL when no register holds the CNPJ.';
comment on column api.portfolio_fund_terms_row.gestor_kind is 'PJ (a company) or PF (a person) as the register files the manager; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.gestor_cnpj is 'The manager''s CNPJ, 14 digits, only when the manager is a company (PJ): a person''s CPF is never served. NULL otherwise or when not filed.';
comment on column api.portfolio_fund_terms_row.gestor_name is 'The manager''s name as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.admin_cnpj is 'The administrator''s CNPJ as filed, 14 digits; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.admin_name is 'The administrator''s name as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.registry_origin is 'The register the manager and administrator come from: registro_fundo (CVM Resolution 175: the class''s fund, else the fund) or cad_fi (legacy); NULL when neither holds the CNPJ.
@enum internal.registry_origin';
comment on column api.portfolio_fund_terms_row.terms_dt_comptc is 'DT_COMPTC of the Extrato filing the terms come from (the newest); NULL when the fund has no Extrato.';
comment on column api.portfolio_fund_terms_row.aplic_min is 'APLIC_MIN: minimum first investment, R$, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_conversao_cota is 'QT_DIA_CONVERSAO_COTA: days from a redemption request to its quota conversion, as filed; NULL when not filed (0 is a filed same-day conversion).';
comment on column api.portfolio_fund_terms_row.qt_dia_pagto_cota is 'QT_DIA_PAGTO_COTA: days to pay for a subscription, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_pagto_resgate is 'QT_DIA_PAGTO_RESGATE: days from the conversion to the redemption payment, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.tp_dia_pagto_resgate is 'TP_DIA_PAGTO_RESGATE: DIAS ÚTEIS or DIAS CORRIDOS, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_resgate_cotas is 'QT_DIA_RESGATE_COTAS: lock-up days before quotas may be redeemed (carência), as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.taxa_saida_pagto_resgate is 'TAXA_SAIDA_PAGTO_RESGATE: S when an exit fee buys an earlier payment, N otherwise; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.reason is 'Portuguese: where each part came from, or why it is missing. Never NULL.';

create function api.portfolio_fund_terms(p_cnpjs text[])
returns setof api.portfolio_fund_terms_row
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fund_terms', 1);
  return query
    with ids as (
      select distinct internal.cnpj(a.c, 'portfolio_fund_terms') as cnpj from unnest(p_cnpjs) as a(c)
    ),
    people as (
      select ids.cnpj, p.*
      from ids
      left join lateral (
        -- CVM 175: a class's fund register row, else the fund's own; else the legacy cad_fi
        (select 'registro_fundo'::text as origin, f.tipo_pessoa_gestor as kind, f.cpf_cnpj_gestor as gestor_id, f.gestor as gestor_name,
                f.cnpj_administrador as admin_cnpj, f.administrador as admin_name, 1 as pick, f.data_cancelamento as cancelled
         from cvm.registro_fundo f
         where f.cnpj_fundo = ids.cnpj
            or f.id_registro_fundo in (select c.id_registro_fundo from cvm.registro_classe c where c.cnpj_classe = ids.cnpj)
         order by (f.data_cancelamento is null) desc, f.data_cancelamento desc nulls last, f.id_registro_fundo desc
         limit 1)
        union all
        (select 'cad_fi', c.pf_pj_gestor, c.cpf_cnpj_gestor, c.gestor, c.cnpj_admin, c.admin, 2, c.dt_cancel
         from cvm.cad_fi c
         where c.cnpj = ids.cnpj
         order by (c.dt_cancel is null) desc, c.dt_cancel desc nulls last, c.tp_fundo
         limit 1)
        order by pick
        limit 1
      ) p on true
    ),
    terms as (
      select distinct on (e.cnpj) e.*
      from cvm.extrato e
      where e.cnpj in (select ids.cnpj from ids)
      order by e.cnpj, e.dt_comptc desc
    )
    select ids.cnpj, r.fund_name,
           nullif(upper(btrim(p.kind)), ''),
           case when upper(btrim(p.kind)) = 'PJ' and regexp_replace(coalesce(p.gestor_id, ''), '\D', '', 'g') ~ '^[0-9]{1,14}$'
                then lpad(regexp_replace(p.gestor_id, '\D', '', 'g'), 14, '0') end,
           nullif(btrim(p.gestor_name), ''),
           case when regexp_replace(coalesce(p.admin_cnpj, ''), '\D', '', 'g') ~ '^[0-9]{1,14}$'
                then lpad(regexp_replace(p.admin_cnpj, '\D', '', 'g'), 14, '0') end,
           nullif(btrim(p.admin_name), ''),
           p.origin,
           t.dt_comptc, t.aplic_min, t.qt_dia_conversao_cota, t.qt_dia_pagto_cota, t.qt_dia_pagto_resgate,
           t.tp_dia_pagto_resgate, t.qt_dia_resgate_cotas, t.taxa_saida_pagto_resgate,
           concat_ws('; ',
             case when p.origin is null then 'gestor e administrador: CNPJ em nenhum cadastro da CVM (registro_fundo, cad_fi)'
                  else format('gestor e administrador: %s%s', p.origin, case when p.cancelled is not null then format(' (registro cancelado em %s)', p.cancelled) end) end,
             case when upper(btrim(p.kind)) = 'PF' then 'gestor pessoa física: CPF não é servido' end,
             case when t.cnpj is null then 'prazos de resgate: fundo sem Extrato da CVM (o Extrato cobre fundos FI e classes FIF; FII, FIDC e FIP não o entregam)'
                  else format('prazos de resgate: Extrato de %s', t.dt_comptc) end)
    from ids
    left join cvm.fund_registry r on r.cnpj = ids.cnpj
    left join people p on p.cnpj = ids.cnpj
    left join terms t on t.cnpj = ids.cnpj
    order by ids.cnpj;
end;
$$;

alter function api.portfolio_fund_terms(text[]) owner to api_owner;
revoke all on function api.portfolio_fund_terms(text[]) from public;
grant execute on function api.portfolio_fund_terms(text[]) to anon, authenticated;
comment on function api.portfolio_fund_terms(text[]) is 'Who manages and administers a fund, and its redemption terms, as filed with the CVM.
One row per distinct CNPJ, ordered by CNPJ. Manager and administrator: the CVM Resolution 175 register (registro_fundo: the fund of the class asked, else the fund itself), else the legacy register (cad_fi); of several rows, an uncancelled one, then the latest cancelled (registry_origin and reason say which). The manager''s identifier is served only when the register files a company (PJ): a person''s CPF is never served. Redemption terms: the columns of the fund''s newest CVM Extrato as filed (conversion and payment days, business or calendar days, lock-up, exit fee for early payment, minimum investment); NULL when not filed, never 0; a fund without an Extrato (FII, FIDC, FIP) has them NULL and the reason says so. The lâmina''s terms are not read. 1 to 200 CNPJs (22023 otherwise), one page.
p_cnpjs: 1 to 200 fund or class CNPJs (punctuation optional).
@tag Portfolio';
--! EndIncluded functions/portfolio_fund_terms.sql
--! Included sql/internal/equivalent_status.sql
-- internal.equivalent_status: what portfolio_equivalents found for a class.
create domain internal.equivalent_status as text
  check (value in ('encontrado', 'sem_par', 'sem_etf', 'sem_pl'));

alter domain internal.equivalent_status owner to api_owner;
comment on domain internal.equivalent_status is 'encontrado (active ETFs on an index mapped to the class, at least one with a net asset value), sem_par (no index is mapped to the class), sem_etf (no active ETF tracks a mapped index), sem_pl (active ETFs, none with a net asset value by p_as_of).';
--! EndIncluded sql/internal/equivalent_status.sql
--! Included functions/portfolio_equivalents.sql
-- api.portfolio_equivalents: the market equivalent of an ANBIMA class: the
-- active ETFs on an index the owner mapped to the class (curated files), the
-- largest by net assets marked, each fee beside the class's fund fees. It names
-- an ETF with the same objective, never a recommendation.
drop function if exists api.portfolio_equivalents(text[], date);
drop type if exists api.portfolio_equivalents_row;

create type api.portfolio_equivalents_row as (
  classe_anbima text,
  status text,
  class_indices text[],
  n_etfs integer,
  etf_cnpj text,
  ticker text,
  etf_name text,
  underlying_index text,
  pl_brl numeric,
  pl_as_of date,
  fee_pct_year numeric,
  fee_as_of date,
  pl_rank integer,
  is_equivalent boolean,
  n_fund_fees integer,
  fund_fee_median_pct numeric,
  fee_below_fund_median boolean,
  sample_entry boolean,
  note text
);
alter type api.portfolio_equivalents_row owner to api_owner;
comment on type api.portfolio_equivalents_row is 'One ETF that is a market equivalent of an ANBIMA class, or one row saying why the class has none.';
comment on column api.portfolio_equivalents_row.classe_anbima is 'The class as asked (trimmed), one of p_classes.';
comment on column api.portfolio_equivalents_row.status is 'encontrado, sem_par, sem_etf or sem_pl (see the function).
@enum internal.equivalent_status';
comment on column api.portfolio_equivalents_row.class_indices is 'The underlying indices the curated mapping gives the class, sorted; NULL when sem_par.';
comment on column api.portfolio_equivalents_row.n_etfs is 'Active ETFs on those indices; 0 when sem_par or sem_etf.';
comment on column api.portfolio_equivalents_row.etf_cnpj is 'The ETF''s CNPJ, 14 digits; NULL on a sem_par or sem_etf row.';
comment on column api.portfolio_equivalents_row.ticker is 'The ETF''s exchange ticker; NULL on a sem_par or sem_etf row.';
comment on column api.portfolio_equivalents_row.etf_name is 'The ETF''s name in the curated registry; NULL when not filed there or no ETF.';
comment on column api.portfolio_equivalents_row.underlying_index is 'The index the ETF tracks; NULL when no ETF.';
comment on column api.portfolio_equivalents_row.pl_brl is 'Net assets (R$) a third-party website printed, the newest curated snapshot with one dated by p_as_of; NULL when none.';
comment on column api.portfolio_equivalents_row.pl_as_of is 'Date of that snapshot; NULL with pl_brl.';
comment on column api.portfolio_equivalents_row.fee_pct_year is 'Administration fee (% a year) the website printed, the newest snapshot with one dated by p_as_of (the etf_site_taxa_adm portfolio_fees serves); never a disclosed fee; NULL when none.';
comment on column api.portfolio_equivalents_row.fee_as_of is 'Date of that snapshot; NULL with fee_pct_year.';
comment on column api.portfolio_equivalents_row.pl_rank is 'Rank by pl_brl within the class, largest 1, ties by ticker; NULL for an ETF with no net assets (never ranked).';
comment on column api.portfolio_equivalents_row.is_equivalent is 'True on the rank-1 ETF: the class''s market equivalent. False otherwise.';
comment on column api.portfolio_equivalents_row.n_fund_fees is 'Funds whose newest Extrato files the class with a usable fee (above 0, at most 5, filed by p_as_of): what fund_fee_median_pct is over.';
comment on column api.portfolio_equivalents_row.fund_fee_median_pct is 'Median of those funds'' administration fees, % a year as filed; NULL when no fund fee is usable.';
comment on column api.portfolio_equivalents_row.fee_below_fund_median is 'True when fee_pct_year is below fund_fee_median_pct (the ETF is the cheaper vehicle by this fee), false when not; NULL when either is NULL.';
comment on column api.portfolio_equivalents_row.sample_entry is 'True when any curated row behind this answer (registry, mapping, snapshot) is a sample entry: illustrative, not a real ETF or figure.';
comment on column api.portfolio_equivalents_row.note is 'What the numbers are (third-party website values, the mapping reviewed by the owner), and why a value is missing. Never NULL.';

create function api.portfolio_equivalents(p_classes text[], p_as_of date default null)
returns setof api.portfolio_equivalents_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, current_date);
  v_n integer := coalesce(cardinality(p_classes), 0);
begin
  if v_n > 200 or v_n < 1 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_equivalents: %s classes sent, 1 to 200 accepted', v_n),
      detail = 'One call answers 1 to 200 ANBIMA classes, one page, never trimmed.',
      hint = 'Send p_classes as 1 to 200 classes as the Extrato files them, split across calls.';
  end if;
  if exists (select 1 from unnest(p_classes) c where nullif(btrim(c), '') is null) then
    raise exception using
      errcode = '22023',
      message = 'portfolio_equivalents: a blank class in p_classes',
      detail = 'Every entry names one ANBIMA class.',
      hint = 'Remove the blank entries, or send the class as the Extrato files it.';
  end if;
  return query
    with asked as (select distinct btrim(c) as cls from unnest(p_classes) c),
    mapped as (
      select a.cls, m.underlying_index, m.sample from asked a
      join curated.etf_index_class m on upper(btrim(m.classe_anbima)) = upper(a.cls)
    ),
    etfs as (
      select m.cls, g.cnpj, g.ticker, g.fund_name, g.underlying_index, (g.sample or m.sample) as sample,
             pl.pl, pl.as_of as pl_as_of, pl.sample as pl_sample, fee.taxa_adm, fee.as_of as fee_as_of, fee.sample as fee_sample
      from mapped m
      join curated.etf_registry g on g.underlying_index = m.underlying_index and g.active
      left join lateral (select s.pl, s.as_of, s.sample from curated.etf_site_snapshot s
                         where s.ticker = g.ticker and s.pl is not null and s.as_of <= v_as_of order by s.as_of desc limit 1) pl on true
      left join lateral (select s.taxa_adm, s.as_of, s.sample from curated.etf_site_snapshot s
                         where s.ticker = g.ticker and s.taxa_adm is not null and s.as_of <= v_as_of order by s.as_of desc limit 1) fee on true
    ),
    ranked as (
      select e.*, case when e.pl is not null then rank() over (partition by e.cls order by e.pl desc nulls last, e.ticker)::integer end as pl_rank,
             count(*) over (partition by e.cls)::integer as n, count(e.pl) over (partition by e.cls) as n_pl
      from etfs e
    ),
    fund_fees as (
      select a.cls, count(*)::integer as n, percentile_cont(0.5) within group (order by x.taxa_adm) as median
      from asked a
      join cvm.extrato_latest l on upper(btrim(l.classe_anbima)) = upper(a.cls)
      join cvm.extrato x on x.cnpj = l.cnpj and x.dt_comptc = l.dt_comptc
      where x.taxa_adm > 0 and x.taxa_adm <= 5 and x.dt_comptc <= v_as_of
        and not exists (select 1 from curated.etf_registry g where g.cnpj = x.cnpj)
      group by a.cls
    ),
    indices as (select m.cls, array_agg(m.underlying_index order by m.underlying_index) as list, bool_or(m.sample) as sample from mapped m group by m.cls)
    select a.cls,
           case when i.cls is null then 'sem_par' when r.cnpj is null then 'sem_etf' when r.n_pl = 0 then 'sem_pl' else 'encontrado' end,
           i.list, coalesce(r.n, 0), r.cnpj, r.ticker, r.fund_name, r.underlying_index,
           r.pl, r.pl_as_of, r.taxa_adm, r.fee_as_of, r.pl_rank, coalesce(r.pl_rank = 1, false),
           coalesce(f.n, 0), round(f.median::numeric, 6),
           case when r.taxa_adm is not null and f.median is not null then r.taxa_adm < f.median::numeric end,
           coalesce(r.sample or r.pl_sample or r.fee_sample or i.sample, false),
           concat_ws(' ',
             case when i.cls is null then 'No underlying index is mapped to this class in curated/etf_index_class.csv.'
                  when r.cnpj is null then 'No active ETF of the curated registry tracks the mapped indices.'
                  else 'Net assets and fee are a third-party website''s values (curated snapshots), never a disclosed fee; the index-to-class mapping is the owner''s review.' end,
             case when r.cnpj is not null and r.pl is null then format('No snapshot with net assets dated by %s: not ranked.', v_as_of) end,
             case when r.cnpj is not null and r.taxa_adm is null then format('No snapshot with a fee dated by %s.', v_as_of) end,
             case when coalesce(r.sample or r.pl_sample or r.fee_sample or i.sample, false) then 'SAMPLE ENTRY of the curated files: illustrative, not a real ETF or snapshot.' end)
    from asked a
    left join indices i on i.cls = a.cls
    left join ranked r on r.cls = a.cls
    left join fund_fees f on f.cls = a.cls
    order by a.cls, r.pl_rank nulls last, r.ticker;
end;
$$;

alter function api.portfolio_equivalents(text[], date) owner to api_owner;
revoke all on function api.portfolio_equivalents(text[], date) from public;
grant execute on function api.portfolio_equivalents(text[], date) to anon, authenticated;
comment on function api.portfolio_equivalents(text[], date) is 'Market equivalents of ANBIMA classes: the ETFs on an index mapped to each class, the largest by net assets marked, their fee beside the class''s fund fees.
Per class asked (as the Extrato files it, case-insensitive): every active ETF of the curated registry whose underlying index the curated mapping (curated/etf_index_class.csv, the owner''s review) gives the class, one row per ETF, with the net assets and the fee a third-party website printed (the newest curated snapshot with each, dated by p_as_of: the values portfolio_fees serves as etf_site_*; never a disclosed fee). is_equivalent marks the largest by net assets (pl_rank 1, ties by ticker); an ETF without net assets is never ranked. Beside each, the median administration fee of the class''s funds (their newest Extrato, fees above 0 and at most 5 filed by p_as_of, ETFs left out) and whether the ETF''s fee is below it. A class with no mapped index is one sem_par row, one with no active ETF one sem_etf row (ETF columns NULL); when no ETF has net assets every row is sem_pl. sample_entry and note flag curated sample rows. It names a vehicle with the same objective, not a recommendation. 1 to 200 classes (22023 otherwise; a blank entry too), one page.
p_classes: 1 to 200 ANBIMA classes as the Extrato files them.
p_as_of: the date the snapshots and fees may be dated by; default today.
@tag Portfolio
@default p_as_of: today';
--! EndIncluded functions/portfolio_equivalents.sql
alter table cvm.securit_classe
  add column rendimentos numeric,
  add column amortizacoes numeric,
  add column rentabilidade numeric;
comment on column cvm.securit_classe.quantidade_certificados is 'Quantidade_Certificados: certificates of the class and series, as filed.';
comment on column cvm.securit_classe.valor_certificados is 'Valor_Certificados: the certificates'' value as filed (the securitizer''s curve); CVM publishes no dictionary saying whether it is per unit or the series total.';
comment on column cvm.securit_classe.rendimentos is 'Rendimentos: income (interest) paid in the month, as filed, BRL; NULL when blank (no payment filed), never 0.';
comment on column cvm.securit_classe.amortizacoes is 'Amortizacoes: principal amortised in the month, as filed, BRL; NULL when blank, never 0.';
comment on column cvm.securit_classe.rentabilidade is 'Rentabilidade: the return the securitizer filed for the month, as filed (no unit published); NULL when blank.';
--! Included sql/internal/catalog_part_tags.sql
-- GENERATED from catalog.json ("tags") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tags: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tags()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes.","Financials":"Listed companies'' statements from CVM''s DFP filings, in reais, as known on any date (p_as_of): every version is kept with its receipt date, so a restatement shows only from when CVM received it.","Fund-association data":"The fund association''s (ANBIMA) monthly fund bulletin: net assets, net flows, returns and fund counts per ANBIMA class, type and industry total, as published; industry aggregates, never a fund''s figure."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
