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
comment on column api.focus_expectations_row.endpoint is 'Olinda Expectativas endpoint: ExpectativasMercadoAnuais, ExpectativaMercadoMensais, ExpectativasMercadoSelic or ExpectativasMercadoInflacao12Meses.
@enum internal.focus_endpoint';
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
  v_endpoints text[] := internal.domain_values('internal.focus_endpoint');
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
p_base_calculo: 0 (default) the 30-day window, 1 the last 4 business days.
@tag Macro expectations
@enum p_endpoint: internal.focus_endpoint
@default p_indicator
@default p_horizon
@default p_from: 1825 days before p_to
@default p_to: today
@default p_base_calculo';
