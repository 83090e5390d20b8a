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
