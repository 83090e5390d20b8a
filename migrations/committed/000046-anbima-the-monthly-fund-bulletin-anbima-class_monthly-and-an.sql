--! Previous: sha1:842a1e80c189cdc2d981839306c7e1525ea89478
--! Hash: sha1:ac89167d73ebe25524dc8f86b6ce6694e8ff8a1b
--! Message: ANBIMA: the monthly fund bulletin (anbima.class_monthly) and anbima_classes

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
