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
