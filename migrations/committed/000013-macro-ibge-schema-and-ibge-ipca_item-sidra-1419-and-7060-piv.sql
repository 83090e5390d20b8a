--! Previous: sha1:d4050910484721472fcba9f3a299379818aad47f
--! Hash: sha1:8431f40ee4eb1b68969af01069e03ca533d2fa11
--! Message: Macro: ibge schema and ibge.ipca_item (SIDRA 1419 and 7060 pivoted; item_number the continuity key), api.inflation_items; bcb.sgs_series registry and bcb.sgs, api.macro_series; bcb.focus (baseCalculo in the key), api.focus_expectations; catalog entries

-- Enter migration here
--! Included sql/ibge/schema.sql
-- The statistics institute (IBGE) landing schema: written by ingest_writer, read by api_owner only.
create schema ibge authorization ingest_writer;
revoke all on schema ibge from public;
grant usage on schema ibge to api_owner;
comment on schema ibge is 'Landing tables of the statistics institute (IBGE): the SIDRA tables as published.';
--! EndIncluded sql/ibge/schema.sql
--! Included sql/ibge/ipca_item.sql
-- The IPCA item tree as published by SIDRA tables 1419 (2012-01..2019-12) and
-- 7060 (2020-01 on): one row per month and node, the four variables side by
-- side. Values are the published text (NULL where SIDRA prints ..., .., - or X).
create table ibge.ipca_item (
  sidra_table integer not null check (sidra_table in (1419, 7060)),
  reference_month date not null check (extract(day from reference_month) = 1),
  item_code integer not null,
  item_number text not null check (item_number ~ '^(0|[1-9]|[1-9]\d|[1-9]\d{3}|[1-9]\d{6})$'),
  item_name text not null,
  level smallint not null check (level between 0 and 4),
  change_month numeric,
  weight numeric,
  change_ytd numeric,
  change_12m numeric,
  ingest_id bigint not null,
  primary key (reference_month, item_code),
  -- the month decides the table: the two are contiguous, never overlapping
  check ((sidra_table = 1419) = (reference_month < date '2020-01-01'))
);
create index ipca_item_number_month on ibge.ipca_item (item_number, reference_month);
create index ipca_item_level_month on ibge.ipca_item (level, reference_month);
alter table ibge.ipca_item owner to ingest_writer;
grant select on ibge.ipca_item to api_owner;
comment on table ibge.ipca_item is 'IPCA weights and changes per month and item (SIDRA tables 1419 and 7060, variables 63, 66, 69, 2265, classification 315), as published.';
comment on column ibge.ipca_item.sidra_table is 'SIDRA table the row comes from: 1419 before 2020-01, 7060 from 2020-01.';
comment on column ibge.ipca_item.item_code is 'SIDRA code of the classification 315 category (changed with the 2020-01 structure).';
comment on column ibge.ipca_item.item_number is 'IBGE structure number read off the label (1 group, 11 subgroup, 1101 item, 1101002 subitem); 0 for the general index, whose label has none. The continuity key across the 2020-01 change of codes.';
comment on column ibge.ipca_item.item_name is 'The label without its structure number.';
comment on column ibge.ipca_item.level is '0 general index, 1 group, 2 subgroup, 3 item, 4 subitem (from the length of the structure number).';
comment on column ibge.ipca_item.change_month is 'Variable 63: change in the month, percent.';
comment on column ibge.ipca_item.weight is 'Variable 66: weight in the basket, percent (general index 100).';
comment on column ibge.ipca_item.change_ytd is 'Variable 69: change in the year to date, percent.';
comment on column ibge.ipca_item.change_12m is 'Variable 2265: change over 12 months, percent.';
--! EndIncluded sql/ibge/ipca_item.sql
--! Included functions/inflation_items.sql
-- api.inflation_items: the IPCA item tree per month (SIDRA 1419 then 7060), oldest first.
-- item_number (the structure number) is the key that survives the 2020-01 change of
-- SIDRA codes, so an item is followed across both tables by it, never by item_code.
drop function if exists api.inflation_items(integer, text, date, date);
drop type if exists api.inflation_items_row;

create type api.inflation_items_row as (
  reference_month date,
  item_number text,
  item_code integer,
  item_name text,
  level integer,
  parent_number text,
  weight numeric,
  change_month numeric,
  contribution numeric,
  change_ytd numeric,
  change_12m numeric,
  sidra_table integer,
  source text
);
alter type api.inflation_items_row owner to api_owner;
comment on type api.inflation_items_row is 'One node of the IPCA item tree in one month.';
comment on column api.inflation_items_row.reference_month is 'Month of the index (first day, YYYY-MM-01).';
comment on column api.inflation_items_row.item_number is 'IBGE structure number (1 group, 11 subgroup, 1101 item, 1101002 subitem; 0 for the general index): the continuity key across the 2020-01 change of SIDRA codes.';
comment on column api.inflation_items_row.item_code is 'SIDRA classification 315 code as published; it changed with the 2020-01 structure (sidra_table says which table it belongs to).';
comment on column api.inflation_items_row.item_name is 'The published label without its structure number (Portuguese).';
comment on column api.inflation_items_row.level is '0 general index, 1 group, 2 subgroup, 3 item, 4 subitem.';
comment on column api.inflation_items_row.parent_number is 'Structure number of the node one level up, read off the structure number (1101002 -> 1101 -> 11 -> 1 -> 0); NULL for the general index.';
comment on column api.inflation_items_row.weight is 'Weight in the basket, percent, as published (variable 66; general index 100); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.change_month is 'Change in the month, percent, as published (variable 63); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.contribution is 'weight x change_month / 100: percentage points of the headline; NULL when either is NULL. Sum it within ONE level only (levels nest, so summing across levels counts a change several times).';
comment on column api.inflation_items_row.change_ytd is 'Change in the year to date, percent, as published (variable 69); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.change_12m is 'Change over 12 months, percent, as published (variable 2265); NULL when SIDRA prints no value.';
comment on column api.inflation_items_row.sidra_table is 'SIDRA table of the row: 1419 (2012-01..2019-12) or 7060 (from 2020-01).';
comment on column api.inflation_items_row.source is 'ibge_sidra (a SIDRA file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never an IBGE figure).';

create function api.inflation_items(
  p_level integer default 1,
  p_item text default null,
  p_from date default null,
  p_to date default null
)
returns setof api.inflation_items_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_to date := date_trunc('month', coalesce(p_to, current_date))::date;
  v_from date := date_trunc('month', coalesce(p_from, (coalesce(p_to, current_date) - interval '35 months')))::date;
  v_item text := nullif(btrim(p_item), '');
  v_number text;          -- the pinned node's structure number
  v_item_level integer;   -- and its level
  v_prefix text;          -- rows under this structure number ('' = the whole tree); null = no item pinned
  v_level integer := p_level;  -- rows of this level only; null = every level
  v_item_only boolean := false;
  v_rows bigint;
begin
  if p_level is not null and p_level not between 0 and 4 then
    raise exception using
      errcode = '22023',
      message = format('inflation_items: unknown level %s', p_level),
      detail = 'Levels: 0 general index, 1 groups, 2 subgroups, 3 items, 4 subitems.',
      hint = 'Send p_level as 0, 1, 2, 3 or 4, or null for every level.';
  end if;

  if v_item is not null then
    -- a structure number first; otherwise a SIDRA code of either table
    select i.item_number, i.level into v_number, v_item_level
    from ibge.ipca_item i
    where i.item_number = v_item
       or i.item_code = case when v_item ~ '^\d{1,9}$' then v_item::integer end  -- CASE: never cast a label
    order by (i.item_number = v_item) desc, i.reference_month desc
    limit 1;
    if v_number is null then
      raise exception using
        errcode = '22023',
        message = format('inflation_items: unknown item %s', quote_literal(p_item)),
        detail = 'p_item is an IBGE structure number (0 the general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or a SIDRA classification 315 code held (e.g. 7170).',
        hint = 'List the items of one month with {"p_level": null, "p_from": "2026-01-01", "p_to": "2026-01-01"} and pass an item_number or item_code from it.';
    end if;
    -- the pinned node's subtree: the node itself down to its own level, its descendants at a deeper p_level
    v_prefix := case when v_number = '0' then '' else v_number end;
    if p_level is not null and p_level <= v_item_level then
      v_item_only := true;
      v_level := null;
    end if;
  end if;

  perform internal.assert_window(v_from, v_to, 'inflation_items',
    'Send p_from on or before p_to, or omit p_from for the default 36-month window.');

  select count(*) into v_rows
  from (
    select 1 from ibge.ipca_item i
    where i.reference_month between v_from and v_to
      and (v_prefix is null or i.item_number like v_prefix || '%' or v_prefix = '')
      and (v_level is null or i.level = v_level)
      and (not v_item_only or i.item_number = v_number)
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'inflation_items',
    'Narrow p_from/p_to, pin p_item, or pick one p_level: the deeper levels hold hundreds of nodes a month.');

  return query
    select i.reference_month, i.item_number, i.item_code, i.item_name, i.level::integer,
           case i.level when 0 then null when 1 then '0' when 2 then left(i.item_number, 1)
                        when 3 then left(i.item_number, 2) else left(i.item_number, 4) end,
           i.weight, i.change_month, i.weight * i.change_month / 100, i.change_ytd, i.change_12m,
           i.sidra_table,
           case when l.synthetic then 'synthetic_sample' else 'ibge_sidra' end
    from ibge.ipca_item i
    join ingest.ingest_log l on l.id = i.ingest_id
    where i.reference_month between v_from and v_to
      and (v_prefix is null or i.item_number like v_prefix || '%' or v_prefix = '')
      and (v_level is null or i.level = v_level)
      and (not v_item_only or i.item_number = v_number)
    order by i.reference_month, i.level, i.item_number;
end;
$$;

alter function api.inflation_items(integer, text, date, date) owner to api_owner;
revoke all on function api.inflation_items(integer, text, date, date) from public;
grant execute on function api.inflation_items(integer, text, date, date) to anon, authenticated;

comment on function api.inflation_items(integer, text, date, date) is 'IPCA item tree per month: weight, change and contribution of each node, oldest first.
The statistics institute''s SIDRA tables 1419 (2012-01..2019-12) and 7060 (from 2020-01), one row per month and node, values as published (percent). contribution = weight x change_month / 100 in percentage points of the headline, NULL when either is NULL; sum it within one level only. item_number (the IBGE structure number) is the key that continues across the 2020-01 change of SIDRA codes; parent_number is read off it. Default window: the 36 months ending with the month of p_to (or of today). An unknown level or item raises 22023; more than 1000 rows raises 22023 (narrow the window, pin p_item or pick a level).
p_level: 0 general index, 1 groups (default), 2 subgroups, 3 items, 4 subitems; null for every level.
p_item: a structure number (0, 1, 11, 1101, 1101002) or a SIDRA code of either table (7170); a structure number is matched first. It pins that node: p_level null gives the node and every node under it, a p_level at or above the node''s level gives the node alone, and a deeper p_level gives the nodes under it at that level (e.g. p_item 1, p_level 2: the food subgroups).
p_from: first month of the window (any day of it); default 35 months before p_to''s month.
p_to: last month of the window (any day of it); default the current month.';
--! EndIncluded functions/inflation_items.sql
--! Included sql/bcb/sgs_series.sql
-- The central bank SGS series this store knows: the label callers use, the code
-- SGS publishes under, and what a value means. A series outside it cannot land.
create table bcb.sgs_series (
  code integer primary key check (code > 0),
  label text not null unique check (label ~ '^[A-Z][A-Z0-9_]*$'),
  name text not null,
  unit text not null,
  frequency text not null check (frequency in ('daily', 'monthly'))
);
alter table bcb.sgs_series owner to ingest_writer;
grant select on bcb.sgs_series to api_owner;
comment on table bcb.sgs_series is 'SGS series known to the store (label, SGS code, name, unit, frequency); macro_series accepts a label or a code from it.';
insert into bcb.sgs_series (code, label, name, unit, frequency) values
  (432, 'SELIC_META', 'Meta da taxa Selic definida pelo Copom', '% a.a.', 'daily'),
  (11, 'SELIC_DIARIA', 'Taxa de juros Selic (over)', '% a.d.', 'daily'),
  (12, 'CDI', 'Taxa de juros CDI (over)', '% a.d.', 'daily'),
  (189, 'IGPM', 'IGP-M, variação mensal', '% a.m.', 'monthly'),
  (188, 'INPC', 'INPC, variação mensal', '% a.m.', 'monthly'),
  (25, 'POUPANCA', 'Depósitos de poupança (a partir de 04.05.2012), rendimento no período', '% a.m.', 'daily'),
  (1, 'USDBRL', 'Taxa de câmbio livre, dólar americano (venda), diário', 'BRL per 1 USD', 'daily'),
  (21619, 'EURBRL', 'Taxa de câmbio, euro (venda), diário', 'BRL per 1 EUR', 'daily'),
  (4380, 'PIB', 'PIB mensal, valores correntes', 'BRL million', 'monthly'),
  (433, 'IPCA', 'IPCA, variação mensal', '% a.m.', 'monthly');
--! EndIncluded sql/bcb/sgs_series.sql
--! Included sql/bcb/sgs.sql
-- SGS values as published: one per series and date, the text of "valor" kept exactly.
create table bcb.sgs (
  code integer not null references bcb.sgs_series (code),
  reference_date date not null,
  value numeric not null,
  ingest_id bigint not null,
  primary key (code, reference_date)
);
alter table bcb.sgs owner to ingest_writer;
grant select on bcb.sgs to api_owner;
comment on table bcb.sgs is 'Central bank SGS series values (api.bcb.gov.br/dados/serie/bcdata.sgs.<code>/dados), one row per series and date, value as published.';
comment on column bcb.sgs.reference_date is 'The "data" of the value (dd/mm/yyyy in SGS): the day for daily series, the first day of the month for monthly ones.';
--! EndIncluded sql/bcb/sgs.sql
--! Included functions/macro_series.sql
-- api.macro_series: one central bank SGS series by label or code, oldest first.
drop function if exists api.macro_series(text, date, date);
drop type if exists api.macro_series_row;

create type api.macro_series_row as (
  series text,
  code integer,
  reference_date date,
  value numeric,
  unit text,
  frequency text,
  source text
);
alter type api.macro_series_row owner to api_owner;
comment on type api.macro_series_row is 'One value of one central bank SGS series.';
comment on column api.macro_series_row.series is 'The series label (SELIC_META, CDI, IPCA, ...; catalog.json enums.macro_series.p_series lists them).';
comment on column api.macro_series_row.code is 'SGS code the series is published under (432 SELIC_META, 12 CDI, ...).';
comment on column api.macro_series_row.reference_date is 'Date of the value as published: the day for daily series, the first day of the month for monthly ones.';
comment on column api.macro_series_row.value is 'The value as published, in unit.';
comment on column api.macro_series_row.unit is 'What value measures, e.g. % a.a. (percent a year), % a.d. (a day), % a.m. (a month), BRL per 1 USD.';
comment on column api.macro_series_row.frequency is 'daily or monthly: how often SGS publishes the series.';
comment on column api.macro_series_row.source is 'bcb_sgs (an SGS file) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.macro_series(p_series text, p_from date default null, p_to date default null)
returns setof api.macro_series_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_series text := upper(btrim(p_series));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_code integer;
  v_rows bigint;
begin
  select s.code into v_code
  from bcb.sgs_series s
  -- a CASE, not AND: the planner may cast before it tests the pattern
  where s.label = v_series or s.code = case when v_series ~ '^\d{1,9}$' then v_series::integer end;

  if v_code is null then
    raise exception using
      errcode = '22023',
      message = format('macro_series: unknown series %s', coalesce(quote_literal(p_series), 'NULL')),
      detail = format('Series known (label code): %s.',
        (select string_agg(format('%s %s', s.label, s.code), ', ' order by s.label) from bcb.sgs_series s)),
      hint = 'Pass p_series as one of the labels or SGS codes listed in details, for example {"p_series":"SELIC_META"} or {"p_series":"432"}.';
  end if;

  perform internal.assert_window(v_from, v_to, 'macro_series',
    'Send p_from on or before p_to, or omit p_from for the default 12-month window.');

  select count(*) into v_rows
  from (select 1 from bcb.sgs v where v.code = v_code and v.reference_date between v_from and v_to limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'macro_series',
    'Narrow p_from/p_to: a daily series has about 250 values a year, so up to about 3 years fit in one response; page by calling again with the next window.');

  return query
    select s.label, s.code, v.reference_date, v.value, s.unit, s.frequency,
           case when l.synthetic then 'synthetic_sample' else 'bcb_sgs' end
    from bcb.sgs v
    join bcb.sgs_series s on s.code = v.code
    join ingest.ingest_log l on l.id = v.ingest_id
    where v.code = v_code and v.reference_date between v_from and v_to
    order by v.reference_date;
end;
$$;

alter function api.macro_series(text, date, date) owner to api_owner;
revoke all on function api.macro_series(text, date, date) from public;
grant execute on function api.macro_series(text, date, date) to anon, authenticated;

comment on function api.macro_series(text, date, date) is 'Central bank SGS series by label or code, oldest first.
Values as published by the central bank''s time-series system (SGS), one row per date: SELIC_META 432, SELIC_DIARIA 11, CDI 12, IGPM 189, INPC 188, POUPANCA 25, USDBRL 1, EURBRL 21619, PIB 4380, IPCA 433. Nothing is derived, annualised or filled: a day SGS has no value has no row. Default window: 12 months before p_to, or before today. An unknown series raises 22023 listing the known ones; a known series with nothing in the window gives []; more than 1000 rows raises 22023.
p_series: a label (case-insensitive) or an SGS code from the list above.
p_from: first day of the window (YYYY-MM-DD); default 12 months before p_to.
p_to: last day of the window (YYYY-MM-DD); default today.';
--! EndIncluded functions/macro_series.sql
--! Included sql/bcb/focus.sql
-- The central bank's Focus market survey as published by its Olinda OData
-- endpoints: one row per endpoint, indicator, detail, horizon, survey date and
-- calculation basis. baseCalculo is part of the key, so the 30-day headline (0)
-- and the 4-business-day series (1) never overwrite each other.
create table bcb.focus (
  endpoint text not null check (endpoint in ('ExpectativasMercadoAnuais', 'ExpectativaMercadoMensais', 'ExpectativasMercadoSelic', 'ExpectativasMercadoInflacao12Meses')),
  indicator text not null,
  detail text not null default '',
  horizon text not null,
  survey_date date not null,
  base_calculo smallint not null check (base_calculo in (0, 1)),
  mean numeric,
  median numeric,
  std_dev numeric,
  min numeric,
  max numeric,
  respondents integer,
  ingest_id bigint not null,
  primary key (endpoint, indicator, detail, horizon, survey_date, base_calculo)
);
create index focus_survey on bcb.focus (endpoint, survey_date);
alter table bcb.focus owner to ingest_writer;
grant select on bcb.focus to api_owner;
comment on table bcb.focus is 'Focus market expectations (Olinda Expectativas OData): statistics of the forecasts per indicator, horizon and survey date, as published.';
comment on column bcb.focus.detail is 'IndicadorDetalhe on the annual endpoint (e.g. a PIB component), Suavizada S/N on the 12-month inflation endpoint; empty otherwise.';
comment on column bcb.focus.horizon is 'DataReferencia as published (2026 annual, 12/2026 monthly, R8/2026 a Copom meeting); 12m on the 12-month inflation endpoint.';
comment on column bcb.focus.base_calculo is 'baseCalculo: 0 forecasts of the last 30 days (the Focus headline), 1 of the last 4 business days.';
--! EndIncluded sql/bcb/focus.sql
--! Included functions/focus_expectations.sql
-- api.focus_expectations: the central bank's Focus survey for one endpoint, oldest survey first.
drop function if exists api.focus_expectations(text, text, text, date, date, integer);
drop type if exists api.focus_expectations_row;

create type api.focus_expectations_row as (
  endpoint text,
  indicator text,
  detail text,
  horizon text,
  survey_date date,
  base_calculo integer,
  median numeric,
  mean numeric,
  std_dev numeric,
  min numeric,
  max numeric,
  respondents integer,
  source text
);
alter type api.focus_expectations_row owner to api_owner;
comment on type api.focus_expectations_row is 'Statistics of the market''s forecasts of one indicator and horizon on one survey date.';
comment on column api.focus_expectations_row.endpoint is 'Olinda Expectativas endpoint: ExpectativasMercadoAnuais, ExpectativaMercadoMensais, ExpectativasMercadoSelic or ExpectativasMercadoInflacao12Meses.';
comment on column api.focus_expectations_row.indicator is 'Indicador as published (IPCA, Selic, PIB Total, Câmbio, ...).';
comment on column api.focus_expectations_row.detail is 'IndicadorDetalhe on the annual endpoint, Suavizada (S smoothed / N) on the 12-month inflation endpoint; empty otherwise.';
comment on column api.focus_expectations_row.horizon is 'What is forecast: the year (2026) on the annual endpoint, the month (12/2026) on the monthly one, the Copom meeting (R8/2026) on the Selic one, 12m on the 12-month inflation one.';
comment on column api.focus_expectations_row.survey_date is 'Data: the survey date.';
comment on column api.focus_expectations_row.base_calculo is '0: forecasts sent in the last 30 days (the Focus headline); 1: in the last 4 business days.';
comment on column api.focus_expectations_row.median is 'Mediana of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.mean is 'Media of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.std_dev is 'DesvioPadrao of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.min is 'Minimo of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.max is 'Maximo of the forecasts, as published; NULL when not published.';
comment on column api.focus_expectations_row.respondents is 'numeroRespondentes: institutions that answered; NULL when not published.';
comment on column api.focus_expectations_row.source is 'bcb_focus (an Olinda Expectativas answer) or synthetic_sample (generated demo data loaded by npm start on an empty database; never a central bank figure).';

create function api.focus_expectations(
  p_endpoint text,
  p_indicator text default null,
  p_horizon text default null,
  p_from date default null,
  p_to date default null,
  p_base_calculo integer default 0
)
returns setof api.focus_expectations_row
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_endpoint text := btrim(p_endpoint);
  v_indicator text := nullif(btrim(p_indicator), '');
  v_horizon text := nullif(btrim(p_horizon), '');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_endpoints text[] := array['ExpectativasMercadoAnuais', 'ExpectativaMercadoMensais', 'ExpectativasMercadoSelic', 'ExpectativasMercadoInflacao12Meses'];
  v_rows bigint;
begin
  if v_endpoint is null or not v_endpoint = any (v_endpoints) then
    raise exception using
      errcode = '22023',
      message = format('focus_expectations: unknown endpoint %s', coalesce(quote_literal(p_endpoint), 'NULL')),
      detail = format('Endpoints: %s.', array_to_string(v_endpoints, ', ')),
      hint = 'Pass p_endpoint as one of the Olinda endpoint names listed in details, for example {"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA"}.';
  end if;
  if p_base_calculo is null or p_base_calculo not in (0, 1) then
    raise exception using
      errcode = '22023',
      message = format('focus_expectations: unknown p_base_calculo %s', coalesce(p_base_calculo::text, 'NULL')),
      detail = 'baseCalculo 0 is the 30-day window (the Focus headline), 1 the last 4 business days.',
      hint = 'Send p_base_calculo 0 or 1, or omit it for 0.';
  end if;
  if v_indicator is not null and not exists (select 1 from bcb.focus f where f.endpoint = v_endpoint and f.indicator = v_indicator) then
    raise exception using
      errcode = '22023',
      message = format('focus_expectations: unknown indicator %s for %s', quote_literal(p_indicator), v_endpoint),
      detail = format('Indicators held for %s: %s.', v_endpoint, coalesce(
        (select string_agg(distinct f.indicator, ', ' order by f.indicator) from bcb.focus f where f.endpoint = v_endpoint),
        'none (no Focus data loaded for this endpoint yet)')),
      hint = 'Pass p_indicator exactly as listed in details (accents and case included), or null for every indicator.';
  end if;

  perform internal.assert_window(v_from, v_to, 'focus_expectations',
    'Send p_from on or before p_to, or omit p_from for the default window of 1825 days before p_to.');

  select count(*) into v_rows
  from (
    select 1 from bcb.focus f
    where f.endpoint = v_endpoint and f.base_calculo = p_base_calculo and f.survey_date between v_from and v_to
      and (v_indicator is null or f.indicator = v_indicator) and (v_horizon is null or f.horizon = v_horizon)
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'focus_expectations',
    'Pin p_indicator and p_horizon (e.g. "IPCA" and "2026"), or narrow p_from/p_to: surveys are daily, so one indicator and horizon fits about 4 years.');

  return query
    select f.endpoint, f.indicator, f.detail, f.horizon, f.survey_date, f.base_calculo::integer,
           f.median, f.mean, f.std_dev, f.min, f.max, f.respondents,
           case when l.synthetic then 'synthetic_sample' else 'bcb_focus' end
    from bcb.focus f
    join ingest.ingest_log l on l.id = f.ingest_id
    where f.endpoint = v_endpoint and f.base_calculo = p_base_calculo and f.survey_date between v_from and v_to
      and (v_indicator is null or f.indicator = v_indicator) and (v_horizon is null or f.horizon = v_horizon)
    order by f.survey_date, f.indicator, f.detail, f.horizon;
end;
$$;

alter function api.focus_expectations(text, text, text, date, date, integer) owner to api_owner;
revoke all on function api.focus_expectations(text, text, text, date, date, integer) from public;
grant execute on function api.focus_expectations(text, text, text, date, date, integer) to anon, authenticated;

comment on function api.focus_expectations(text, text, text, date, date, integer) is 'Focus market expectations: median, mean, deviation, min, max and respondents per survey date, oldest first.
The central bank''s Focus survey as published by its Olinda Expectativas endpoints (annual, monthly, Selic per Copom meeting, 12-month inflation). Only one calculation basis is served per call, the 30-day window (the Focus headline) by default, so the headline and the 4-business-day series never mix. Default window: 1825 days before p_to (or today). An unknown endpoint, indicator or basis raises 22023 listing the valid values; an unknown horizon gives []; more than 1000 rows raises 22023 (pin p_indicator and p_horizon, or narrow the window).
p_endpoint: ExpectativasMercadoAnuais, ExpectativaMercadoMensais, ExpectativasMercadoSelic or ExpectativasMercadoInflacao12Meses.
p_indicator: Indicador exactly as published (IPCA, Selic, PIB Total, Câmbio, ...); null for every indicator.
p_horizon: the forecast''s reference as published (2026; 12/2026; R8/2026; 12m); null for every horizon.
p_from: first survey date (YYYY-MM-DD); default 1825 days before p_to.
p_to: last survey date (YYYY-MM-DD); default today.
p_base_calculo: 0 (default) the 30-day window, 1 the last 4 business days.';
--! EndIncluded functions/focus_expectations.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","inflation_items":"month","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series (PTAX exchange rates, SGS series such as Selic, CDI, IPCA), the Focus market expectations and the statistics institute''s IPCA item tree.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Macro"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
