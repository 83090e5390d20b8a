--! Previous: sha1:da737ec7766eb3f53df53809cad71a166ac0f9c7
--! Hash: sha1:e39c1a46bb8897b145d18f614da9c7494b7237fa
--! Message: FIDC screens and the FNET register: b3.fnet_document and b3.fnet_document_fund (the b3-fnet loader), api.screen_late_filers, api.screen_delinquency_drivers, internal.assert_in_range; catalog screens late_filers and delinquency_drivers

--! Included sql/b3/fnet_document.sql
-- The FNET (B3 Fundos.NET) document register as its public search lists it: one
-- row per document id. Every version of a document is a new id and nothing links
-- it to its parent, so versions are rows of their own. The listing's cnpjFundo
-- is null on every row: which fund a document belongs to is known only from the
-- query that listed it, kept apart in b3.fnet_document_fund.
create table b3.fnet_document (
  id bigint primary key,
  descricao_fundo text,
  nome_pregao text,
  fundo_ou_classe text,
  categoria_documento text,
  tipo_documento text,
  especie_documento text,
  data_referencia text,
  formato_data_referencia text,
  reference_date date,
  data_entrega timestamp not null,
  versao integer,
  modalidade text,
  status text,
  situacao_documento text,
  arquivo_estruturado text,
  analisado text,
  alta_prioridade text,
  ingest_id bigint not null,
  monthly_report boolean generated always as (
    categoria_documento = 'Informes Periódicos' and formato_data_referencia = '2' and reference_date is not null
    and (btrim(tipo_documento) = 'Informe Mensal Estruturado' or (btrim(tipo_documento) = 'Informe Mensal' and arquivo_estruturado = 'S'))) stored
);
-- the first deliveries screen_late_filers reads, without visiting the table
create index fnet_document_monthly on b3.fnet_document (reference_date) include (id, data_entrega, descricao_fundo) where monthly_report and versao = 1;
alter table b3.fnet_document owner to ingest_writer;
grant select on b3.fnet_document to api_owner;
comment on table b3.fnet_document is 'FNET (B3 Fundos.NET) document register, one row per document id as the public search lists it (pesquisarGerenciadorDocumentosDados); every version is a new id. Texts as published (tipoDocumento sometimes carries a trailing space).';
comment on column b3.fnet_document.data_referencia is 'dataReferencia as published (mm/yyyy, dd/mm/yyyy or dd/mm/yyyy HH:MM by formato_data_referencia).';
comment on column b3.fnet_document.formato_data_referencia is 'formatoDataReferencia: 2 mm/yyyy, 3 dd/mm/yyyy, 4 dd/mm/yyyy HH:MM.';
comment on column b3.fnet_document.reference_date is 'dataReferencia as a date: the first day of the month for format 2 (mm/yyyy), the day otherwise; NULL when not published.';
comment on column b3.fnet_document.data_entrega is 'dataEntrega: delivery time, São Paulo local time as published (dd/mm/yyyy HH:MM).';
comment on column b3.fnet_document.versao is 'versao: 1 for the first filing of a document, higher for re-filings (each a new id).';
comment on column b3.fnet_document.modalidade is 'AP apresentação, RE reapresentação espontânea, RC reapresentação por exigência.';
comment on column b3.fnet_document.status is 'AC ativo, IC inativo (superseded), CC cancelado.';
comment on column b3.fnet_document.monthly_report is 'The document is a monthly structured report: categoria Informes Periódicos, tipo Informe Mensal Estruturado (trailing space ignored) or Informe Mensal filed structured (arquivoEstruturado S), dated mm/yyyy. The one place this rule is written (screen_late_filers and coverage() read it).';
comment on column b3.fnet_document.arquivo_estruturado is 'arquivoEstruturado as published (S when the document is a structured file).';
--! EndIncluded sql/b3/fnet_document.sql
--! Included sql/b3/fnet_document_fund.sql
-- Which fund an FNET document belongs to, taken from the search query that listed
-- it (cnpjFundo and tipoFundo), because the listing's own cnpjFundo is null on
-- every row. A document listed by an unfiltered query has no row here.
create table b3.fnet_document_fund (
  id bigint not null references b3.fnet_document (id),
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  tipo_fundo smallint check (tipo_fundo in (1, 2, 3)),
  ingest_id bigint not null,
  primary key (id, cnpj)
);
create index fnet_document_fund_cnpj on b3.fnet_document_fund (cnpj);
alter table b3.fnet_document_fund owner to ingest_writer;
grant select on b3.fnet_document_fund to api_owner;
comment on table b3.fnet_document_fund is 'The fund of an FNET document as the search query named it (cnpjFundo, tipoFundo); the only fund identity of a document, never its descricaoFundo.';
comment on column b3.fnet_document_fund.tipo_fundo is 'tipoFundo of the query: 1 FII, 2 FIDC, 3 ETF; NULL when the query did not filter by type.';
--! EndIncluded sql/b3/fnet_document_fund.sql
--! Included sql/internal/assert_in_range.sql
-- Internal helper (not granted to callers): the screens' numeric arguments are
-- refused, never clamped, when missing or outside their bounds, each refusal
-- naming the calling function, the argument and its bounds.
create or replace function internal.assert_in_range(p_fn text, p_arg text, p_value numeric, p_min numeric, p_max numeric, p_how text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or p_value < p_min or p_value > p_max then
    raise exception using
      errcode = '22023',
      message = format('%s: %s %s is out of range', p_fn, p_arg, coalesce(p_value::text, 'NULL')),
      detail = case when p_max is null
        then format('%s must be at least %s; arguments are never clamped.', p_arg, p_min)
        else format('%s must be between %s and %s; arguments are never clamped.', p_arg, p_min, p_max) end,
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_in_range(text, text, numeric, numeric, numeric, text) owner to api_owner;
revoke all on function internal.assert_in_range(text, text, numeric, numeric, numeric, text) from public;
comment on function internal.assert_in_range(text, text, numeric, numeric, numeric, text) is
  'Internal: raises SQLSTATE 22023 naming the calling function when a numeric argument is NULL or outside p_min..p_max (p_max NULL: no upper bound), with p_how as the hint.';
--! EndIncluded sql/internal/assert_in_range.sql
--! Included functions/screen_late_filers.sql
-- api.screen_late_filers: FII and FIDC funds whose monthly structured report reached FNET late, month after month.
-- Built on the FNET register (b3.fnet_document) and the fund the search was asked
-- for (b3.fnet_document_fund): the listing names no fund, so the query's CNPJ is the
-- only identity. Computed once into an array so the 1000-row check and the answer
-- are one pass.
drop function if exists api.screen_late_filers(integer, date, integer, integer, text);
drop type if exists api.screen_late_filers_row;

create type api.screen_late_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  window_from date,
  window_to date,
  informes integer,
  informes_late integer,
  max_days_late integer,
  median_lag_days numeric,
  last_late_reference date,
  deadline_rule text,
  screen text,
  params jsonb
);
alter type api.screen_late_filers_row owner to api_owner;
comment on type api.screen_late_filers_row is 'A fund whose monthly structured report reached the funds filing system (FNET) late in several months: a delivery timestamp compared with a rule, not a finding.';
comment on column api.screen_late_filers_row.cnpj is 'The CNPJ the FNET search was asked for (cnpjFundo of the query), 14 digits; never matched by name.';
comment on column api.screen_late_filers_row.fund_family is 'fidc or fii: tipoFundo of the query (2 FIDC, 1 FII), else the registry family.';
comment on column api.screen_late_filers_row.fund_name is 'Name in the newest registry that has the CNPJ, else the FNET listing''s descricaoFundo; shown only, never used to match.';
comment on column api.screen_late_filers_row.window_from is 'First month measured for the fund''s family (first day of the month): the window''s first month, or the family''s first measurable month (2025-01 fidc, 2025-08 fii) when later.';
comment on column api.screen_late_filers_row.window_to is 'Last month of the window (first day of the month): p_end''s month.';
comment on column api.screen_late_filers_row.informes is 'Months of the window measured: months with a first delivery of a version 1 monthly structured report on record (a month with none is not counted).';
comment on column api.screen_late_filers_row.informes_late is 'Measured months delivered at least p_min_days_late days after the deadline.';
comment on column api.screen_late_filers_row.max_days_late is 'Days after the deadline of the latest delivery among the measured months.';
comment on column api.screen_late_filers_row.median_lag_days is 'Median, over the measured months, of the days from the end of the reference month to the first delivery.';
comment on column api.screen_late_filers_row.last_late_reference is 'Newest reference month (first day) delivered late.';
comment on column api.screen_late_filers_row.deadline_rule is 'The rule the delivery is compared with, citing the article of Resolution 175 of the securities regulator.';
comment on column api.screen_late_filers_row.screen is 'late_filers.';
comment on column api.screen_late_filers_row.params is 'Every argument as used (p_months, p_end as resolved to its month, p_min_days_late, p_min_late, p_family), so the call can be replayed.';

create function api.screen_late_filers(p_months integer default 12, p_end date default null, p_min_days_late integer default 5, p_min_late integer default 2, p_family text default null)
returns setof api.screen_late_filers_row
language plpgsql
stable
security definer
set search_path = ''
-- a year of monthly reports of every FII and FIDC (about 50,000 first deliveries) is grouped and sorted in memory
set work_mem = '32MB'
as $$
declare
  v_family text := lower(btrim(p_family));
  v_end date;
  v_from date;
  v_first date;
  v_rows api.screen_late_filers_row[];
begin
  perform internal.assert_in_range('screen_late_filers', 'p_months', p_months, 1, 24, 'Send p_months between 1 and 24 (default 12).');
  perform internal.assert_in_range('screen_late_filers', 'p_min_days_late', p_min_days_late, 1, 365, 'Send p_min_days_late between 1 and 365 (default 5): a delivery on the deadline day is on time.');
  perform internal.assert_in_range('screen_late_filers', 'p_min_late', p_min_late, 1, 24, 'Send p_min_late between 1 and 24 (default 2).');
  if v_family is not null and v_family not in ('fii', 'fidc') then
    raise exception using
      errcode = '22023',
      message = format('screen_late_filers: unknown p_family %s', quote_literal(p_family)),
      detail = 'Families screened: fii, fidc (the families whose monthly structured report is filed through FNET).',
      hint = 'Send p_family as fii or fidc, or null for both.';
  end if;

  -- default p_end: the newest reference month with a monthly report on record
  v_end := date_trunc('month', coalesce(p_end,
    (select max(d.reference_date) from b3.fnet_document d where d.monthly_report and d.versao = 1),
    current_date - interval '1 month'))::date;
  v_from := (v_end - make_interval(months => p_months - 1))::date;
  v_first := case v_family when 'fii' then date '2025-08-01' else date '2025-01-01' end;
  if v_end < v_first then
    raise exception using
      errcode = '22023',
      message = format('screen_late_filers: the window ends at %s, before the first measured month %s', to_char(v_end, 'YYYY-MM'), to_char(v_first, 'YYYY-MM')),
      detail = 'A month is measured only from the first full month after the family''s adaptation deadline to Resolution 175: 2025-01 for fidc (deadline 2024-12), 2025-08 for fii (deadline 2025-07).',
      hint = format('Send p_end on or after %s%s.', v_first, case when v_family is null then ' (fii months count from 2025-08-01)' else '' end);
  end if;

  with firsts as (
    -- the first delivery of a version 1 monthly structured report per fund and month;
    -- several classes of one fund: the earliest filing
    select l.cnpj, l.tipo_fundo, d.reference_date as month, min(d.data_entrega) as delivered, min(d.descricao_fundo) as listed_name
    from b3.fnet_document d
    join b3.fnet_document_fund l on l.id = d.id
    where d.monthly_report and d.versao = 1
      and d.reference_date between v_from and v_end
    group by 1, 2, 3
  ),
  families as (
    -- the family from the query's tipoFundo; the registry only when the query did not say
    select f.*, coalesce(case f.tipo_fundo when 1 then 'fii' when 2 then 'fidc' end,
                         (select r.entity_type from cvm.fund_registry r where r.cnpj = f.cnpj)) as fund_family
    from firsts f
  ),
  measured as (
    select f.*, f.delivered::date - (f.month + interval '1 month - 1 day')::date as lag_days,
           f.delivered::date - ((f.month + interval '1 month - 1 day')::date + 15) as days_late,
           greatest(v_from, case f.fund_family when 'fii' then date '2025-08-01' else date '2025-01-01' end) as family_from
    from families f
    where f.fund_family in ('fii', 'fidc')
      and (v_family is null or f.fund_family = v_family)
  ),
  screened as (
    select m.cnpj, m.fund_family,
           min(m.listed_name) as listed_name,
           min(m.family_from) as window_from,
           count(*)::integer as informes,
           (count(*) filter (where m.days_late >= p_min_days_late))::integer as informes_late,
           max(m.days_late)::integer as max_days_late,
           percentile_cont(0.5) within group (order by m.lag_days)::numeric as median_lag_days,
           max(m.month) filter (where m.days_late >= p_min_days_late) as last_late_reference
    from measured m
    where m.month >= m.family_from
    group by m.cnpj, m.fund_family
    having count(*) filter (where m.days_late >= p_min_days_late) >= p_min_late
  )
  select array_agg(row(s.cnpj, s.fund_family, coalesce(r.fund_name, s.listed_name), s.window_from, v_end, s.informes, s.informes_late, s.max_days_late, s.median_lag_days, s.last_late_reference,
           case s.fund_family
             when 'fidc' then 'Resolução CVM 175, Anexo Normativo II, art. 27, III: the monthly report within 15 days after the end of the reference month'
             else 'Resolução CVM 175, Anexo Normativo III, art. 36, I: the monthly report within 15 days after the end of the reference month' end,
           'late_filers',
           jsonb_build_object('p_months', p_months, 'p_end', v_end, 'p_min_days_late', p_min_days_late, 'p_min_late', p_min_late, 'p_family', v_family)
         )::api.screen_late_filers_row order by s.informes_late desc, s.max_days_late desc, s.cnpj)
  into v_rows
  from (select * from screened limit 1001) s
  left join cvm.fund_registry r on r.cnpj = s.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_late_filers',
    'Raise p_min_late or p_min_days_late, or pin p_family.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_late_filers(integer, date, integer, integer, text) owner to api_owner;
revoke all on function api.screen_late_filers(integer, date, integer, integer, text) from public;
grant execute on function api.screen_late_filers(integer, date, integer, integer, text) to anon, authenticated;

comment on function api.screen_late_filers(integer, date, integer, integer, text) is 'FII and FIDC funds that deliver their monthly structured report late.
Selects funds whose monthly structured report (the first delivery of a version 1 document of type Informe Mensal Estruturado, or Informe Mensal filed structured, in the funds filing system FNET) arrived at least p_min_days_late days after the deadline in at least p_min_late of the p_months reference months ending at p_end, most late months first. Deadline: 15 calendar days after the end of the reference month for both families (FIDC: Resolution 175 Annex II art. 27 III; FII: Annex III art. 36 I); no holiday calendar is applied, so p_min_days_late absorbs a roll-forward. Delivery days are São Paulo dates as FNET lists them. A month is measured only from the first full month after the family''s adaptation deadline (2025-01 fidc, 2025-08 fii); a window ending earlier raises 22023. A month with no report on record is not counted (absence is screen_silent_filers''s). A re-filing (version 2 or later) is never a first delivery. Fund identity is the CNPJ the FNET search was asked for, never the fund name; a fund with several classes is measured on its earliest filing of the month. A late delivery is a timestamp compared with a rule, not a finding. Every row carries screen (late_filers) and params (the arguments as used, p_end resolved to its month). Out-of-range arguments raise 22023, never clamped; more than 1000 rows raises 22023.
p_months: reference months in the window, 1..24 (default 12).
p_end: the window''s last reference month (any day of it); default the newest reference month with a monthly report on record.
p_min_days_late: days after the deadline that make a delivery late, 1..365 (default 5).
p_min_late: late months needed to be listed, 1..24 (default 2).
p_family: fii, fidc, or null for both.';
--! EndIncluded functions/screen_late_filers.sql
--! Included functions/screen_delinquency_drivers.sql
-- api.screen_delinquency_drivers: what moved a FIDC's delinquency over a window, the value or its denominator.
-- Reads the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue
-- totals) that fund_nav serves. Computed once into an array so the 1000-row check
-- and the answer are one pass.
drop function if exists api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text);
drop type if exists api.screen_delinquency_drivers_row;

create type api.screen_delinquency_drivers_row as (
  cnpj text,
  fund_name text,
  status text,
  driver text,
  window_from date,
  window_to date,
  n_months integer,
  months_missing integer,
  first_month date,
  last_month date,
  delinquency_start numeric,
  delinquency_end numeric,
  delta_brl numeric,
  nav_start numeric,
  nav_end numeric,
  delta_nav numeric,
  rate_start numeric,
  rate_end numeric,
  delta_pp numeric,
  stopped_reporting boolean,
  screen text,
  params jsonb
);
alter type api.screen_delinquency_drivers_row owner to api_owner;
comment on type api.screen_delinquency_drivers_row is 'FIDC delinquency over a window, classified by what moved it: a signal with stated rules, not a verdict. Carries no sector, debtor or guarantee information.';
comment on column api.screen_delinquency_drivers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_delinquency_drivers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_delinquency_drivers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_delinquency_drivers_row.driver is 'consistent_worsening (value up and rate up), value_up_rate_masked (value up, rate flat or down: NAV grew with it), denominator_only (rate up, value flat or down: NAV shrank), improvement (both down), stable (anything else: both flat, or one down and the other flat). Up and down mean at least p_min_delta_brl (value) and p_min_delta_pp (rate) either way.';
comment on column api.screen_delinquency_drivers_row.window_from is 'First month of the window (last day of the month, the fidc period convention).';
comment on column api.screen_delinquency_drivers_row.window_to is 'Last month of the window (last day of the month): p_end''s month, by default the fidc complete-through period.';
comment on column api.screen_delinquency_drivers_row.n_months is 'Observations: months of the window with both delinquency and a positive NAV filed.';
comment on column api.screen_delinquency_drivers_row.months_missing is 'Months of the window without an observation (p_months - n_months).';
comment on column api.screen_delinquency_drivers_row.first_month is 'First observation month of the window.';
comment on column api.screen_delinquency_drivers_row.last_month is 'Last observation month of the window.';
comment on column api.screen_delinquency_drivers_row.delinquency_start is 'Delinquency (BRL, the filed overdue totals of tabs V and VI) at first_month.';
comment on column api.screen_delinquency_drivers_row.delinquency_end is 'Delinquency (BRL) at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_brl is 'delinquency_end - delinquency_start.';
comment on column api.screen_delinquency_drivers_row.nav_start is 'NAV (BRL) at first_month.';
comment on column api.screen_delinquency_drivers_row.nav_end is 'NAV (BRL) at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_nav is 'nav_end - nav_start.';
comment on column api.screen_delinquency_drivers_row.rate_start is 'Delinquency as percent of NAV at first_month.';
comment on column api.screen_delinquency_drivers_row.rate_end is 'Delinquency as percent of NAV at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_pp is 'rate_end - rate_start, percentage points.';
comment on column api.screen_delinquency_drivers_row.stopped_reporting is 'TRUE when the fund''s newest filed month up to the window end is two or more months behind the window end.';
comment on column api.screen_delinquency_drivers_row.screen is 'delinquency_drivers.';
comment on column api.screen_delinquency_drivers_row.params is 'Every argument as used (p_end resolved to its month end, p_months, p_min_months, p_min_delta_brl, p_min_delta_pp, p_driver), so the call can be replayed.';

create function api.screen_delinquency_drivers(p_end date default null, p_months integer default 12, p_min_months integer default 6, p_min_delta_brl numeric default 1000000, p_min_delta_pp numeric default 1.0, p_driver text default null)
returns setof api.screen_delinquency_drivers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_driver text := lower(btrim(p_driver));
  v_end date;
  v_from date;
  v_rows api.screen_delinquency_drivers_row[];
begin
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_months', p_months, 2, 24, 'Send p_months between 2 and 24 (default 12).');
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_months', p_min_months, 2, p_months, format('Send p_min_months between 2 and p_months (%s); default 6.', p_months));
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_delta_brl', p_min_delta_brl, 0, null, 'Send p_min_delta_brl as a non-negative amount in BRL (default 1000000).');
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_delta_pp', p_min_delta_pp, 0, null, 'Send p_min_delta_pp as non-negative percentage points (default 1.0).');
  if v_driver is not null and v_driver not in ('consistent_worsening', 'value_up_rate_masked', 'denominator_only', 'improvement', 'stable') then
    raise exception using
      errcode = '22023',
      message = format('screen_delinquency_drivers: unknown p_driver %s', quote_literal(p_driver)),
      detail = 'Drivers: consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable.',
      hint = 'Send p_driver as one of the five drivers, or null for every driver.';
  end if;

  -- default p_end: the fidc complete-through period (the newest month is still being filed)
  v_end := (date_trunc('month', coalesce(p_end,
    (select cvm.complete_through_of('fidc', max(m.period)) from cvm.fund_month m where m.entity_type = 'fidc'),
    current_date - interval '1 month')) + interval '1 month - 1 day')::date;
  v_from := (date_trunc('month', v_end) - make_interval(months => p_months - 1) + interval '1 month - 1 day')::date;
  if v_from < date '2025-01-31' then
    raise exception using
      errcode = '22023',
      message = format('screen_delinquency_drivers: the window starts at %s, before 2025-01', to_char(v_from, 'YYYY-MM')),
      detail = 'FIDC delinquency reporting breaks at 2025-01 (the Resolution 175 adaptation deadline, catalog regime_breaks): a window across it would compare two series as one.',
      hint = format('Send p_end on or after %s for p_months %s, or fewer p_months.', ((date '2025-01-01' + make_interval(months => p_months)) - interval '1 day')::date, p_months);
  end if;

  with observed as (
    select m.cnpj, m.period, m.delinquency, m.nav, m.delinquency / m.nav * 100 as rate
    from cvm.fund_month m
    where m.entity_type = 'fidc' and m.period between v_from and v_end
      and m.delinquency is not null and m.nav > 0
  ),
  ends as (
    select o.cnpj, count(*)::integer as n_months,
           min(o.period) as first_month, max(o.period) as last_month,
           (array_agg(o.delinquency order by o.period))[1] as delinquency_start,
           (array_agg(o.delinquency order by o.period desc))[1] as delinquency_end,
           (array_agg(o.nav order by o.period))[1] as nav_start,
           (array_agg(o.nav order by o.period desc))[1] as nav_end,
           (array_agg(o.rate order by o.period))[1] as rate_start,
           (array_agg(o.rate order by o.period desc))[1] as rate_end
    from observed o
    group by o.cnpj
    having count(*) >= p_min_months
  ),
  classed as (
    select e.*, e.delinquency_end - e.delinquency_start as delta_brl, e.rate_end - e.rate_start as delta_pp,
      case
        when e.delinquency_end - e.delinquency_start >= p_min_delta_brl and e.rate_end - e.rate_start >= p_min_delta_pp then 'consistent_worsening'
        when e.delinquency_end - e.delinquency_start >= p_min_delta_brl then 'value_up_rate_masked'
        when e.rate_end - e.rate_start >= p_min_delta_pp then 'denominator_only'
        when e.delinquency_end - e.delinquency_start <= -p_min_delta_brl and e.rate_end - e.rate_start <= -p_min_delta_pp then 'improvement'
        else 'stable'
      end as driver
    from ends e
  ),
  picked as (
    select c.* from classed c where v_driver is null or c.driver = v_driver limit 1001
  )
  select array_agg(row(p.cnpj, r.fund_name, r.status, p.driver, v_from, v_end, p.n_months, p_months - p.n_months, p.first_month, p.last_month,
           p.delinquency_start, p.delinquency_end, p.delta_brl, p.nav_start, p.nav_end, p.nav_end - p.nav_start,
           round(p.rate_start, 6), round(p.rate_end, 6), round(p.delta_pp, 6),
           (select (extract(year from v_end) - extract(year from max(f.period))) * 12 + extract(month from v_end) - extract(month from max(f.period)) >= 2
              from cvm.fund_month f where f.entity_type = 'fidc' and f.cnpj = p.cnpj and f.period <= v_end),
           'delinquency_drivers',
           jsonb_build_object('p_end', v_end, 'p_months', p_months, 'p_min_months', p_min_months, 'p_min_delta_brl', p_min_delta_brl, 'p_min_delta_pp', p_min_delta_pp, 'p_driver', v_driver)
         )::api.screen_delinquency_drivers_row
         order by array_position(array['consistent_worsening', 'value_up_rate_masked', 'denominator_only', 'improvement', 'stable'], p.driver), p.delta_pp desc, p.cnpj)
  into v_rows
  from picked p
  left join cvm.fund_registry r on r.cnpj = p.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_delinquency_drivers',
    'Pin p_driver (consistent_worsening, value_up_rate_masked, denominator_only, improvement or stable), or raise p_min_months.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) owner to api_owner;
revoke all on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) from public;
grant execute on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) to anon, authenticated;

comment on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) is 'What moved each FIDC''s delinquency over a window: the overdue value, or the NAV under it.
Compares the first and last observation of the window (a month with delinquency and a positive NAV filed in the monthly fund series that fund_nav serves; delinquency = the filed overdue totals of tabs V and VI) in BRL (delta_brl) and as percentage points of NAV (delta_pp), and classes the fund: consistent_worsening (value up AND rate up), value_up_rate_masked (value up, rate flat or down: NAV grew with it), denominator_only (rate up, value flat or down: NAV shrank), improvement (both down), stable (everything else, including a combination the five names do not cover: one down and the other flat, or both flat). Up means at least +p_min_delta_brl (value) or +p_min_delta_pp (rate), down at least as much the other way, flat in between. Funds with fewer than p_min_months observations are left out. stopped_reporting is TRUE when the fund''s newest filing up to the window end is two or more months behind it. status is the registry status as filed. A window starting before 2025-01 raises 22023 (regime break in FIDC delinquency reporting). Ordered by driver (in the order above), then delta_pp descending. Every row carries screen (delinquency_drivers) and params (the arguments as used, p_end resolved to its month end). Out-of-range arguments raise 22023, never clamped; more than 1000 rows raises 22023: pin p_driver. A signal, not a verdict: no sector, debtor or guarantee information.
p_end: the window''s last month (any day of it); default the fidc complete-through period (the month before the newest month filed).
p_months: months in the window, 2..24 (default 12).
p_min_months: observations a fund needs, 2..p_months (default 6).
p_min_delta_brl: BRL change that counts as up or down, at least 0 (default 1000000).
p_min_delta_pp: percentage-point change that counts as up or down, at least 0 (default 1.0).
p_driver: one of the five drivers, or null for every driver.';
--! EndIncluded functions/screen_delinquency_drivers.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period","quote_history":"trade_date","trade_consolidated_history":"trade_date","index_history":"trade_date"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations","fidc_aging","fidc_sacados","screen_silent_filers","future_series","future_curve","screen_late_filers","screen_delinquency_drivers"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"quote_history":{"p_from":"365 days before p_to","p_to":"today","p_board":null,"p_after":null},"option_chain":{"p_expiry_from":"today","p_trade_date":"the newest session held for the prefix","p_limit":100},"option_exercises":{"p_from":"365 days before p_to","p_to":"today","p_limit":"the tier ceiling (tiers.*.option_exercises_rows)"},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"future_series":{"p_from":"12 months before p_to","p_to":"today"},"future_curve":{"p_root":"DI1","p_trade_date":"the newest session held for the root"},"index_history":{"p_from":"365 days before p_to","p_to":"today","p_after":null},"trade_consolidated_history":{"p_from":"the oldest session held","p_to":"the newest session held","p_after":null},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","index":"the exchange''s index code held by index_history (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","portfolio_instruments":"as filed (newest CRI/CRA report or newest CDA month holding the code)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback.","portfolio_instruments: at most 200 codes and one 1000-row page (22023 above); codes trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed only with the hyphen; CRI/CRA series registry first, else debentures in the funds'' holdings (CDA block 4), else match_kind NULL with a reason; nothing inferred from a code''s letters."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series","refused_by":["screen_delinquency_drivers"]},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fiagro or null"},"meaning":"funds whose newest monthly filing is p_min..p_max months behind their family''s complete-through period (the month before the family''s newest month); a signal, not a verdict"},"late_filers":{"function":"screen_late_filers","family":["fii","fidc"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_months":12,"p_end":null,"p_min_days_late":5,"p_min_late":2,"p_family":null},"bounds":{"p_months":"1..24","p_end":"a day of the window''s last month, not before 2025-01 (fidc or both) or 2025-08 (fii); null = the newest reference month on record","p_min_days_late":"1..365","p_min_late":"1..24","p_family":"fii, fidc or null"},"deadline_rule":"15 calendar days after the end of the reference month, no holiday calendar: FIDC Resolução CVM 175 Anexo Normativo II art. 27 III; FII Anexo Normativo III art. 36 I","meaning":"funds whose first delivery of a version 1 monthly structured report reached FNET at least p_min_days_late days after the deadline in at least p_min_late of the p_months months ending at p_end; months measured from 2025-01 (fidc) and 2025-08 (fii); a month with no report is not counted; identity is the CNPJ the search was asked for; a timestamp compared with a rule, not a finding"},"delinquency_drivers":{"function":"screen_delinquency_drivers","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_months":6,"p_min_delta_brl":1000000,"p_min_delta_pp":1,"p_driver":null},"bounds":{"p_end":"a day of the window''s last month; the window may not start before 2025-01; null = the fidc complete-through period","p_months":"2..24","p_min_months":"2..p_months","p_min_delta_brl":">= 0","p_min_delta_pp":">= 0","p_driver":"consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable or null"},"regime_break":"funds_fidc delinquency at 2025-01 (regime_breaks)","meaning":"first against last observation of the window in BRL and in percentage points of NAV, classed consistent_worsening (both up), value_up_rate_masked (value up, rate flat or down), denominator_only (rate up, value flat or down), improvement (both down) or stable (anything else); stopped_reporting when the newest filing is two or more months behind the window end; a signal, not a verdict"}},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates)."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fidc_aging":{"method":"POST","path":"/rpc/fidc_aging","tag":"FIDC"},"fidc_sacados":{"method":"POST","path":"/rpc/fidc_sacados","tag":"FIDC"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro expectations"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Inflation"},"option_chain":{"method":"POST","path":"/rpc/option_chain","tag":"Derivatives"},"option_exercises":{"method":"POST","path":"/rpc/option_exercises","tag":"Derivatives"},"quote_history":{"method":"POST","path":"/rpc/quote_history","tag":"Quotes"},"quotes":{"method":"GET","path":"/quotes","tag":"Quotes"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"screen_silent_filers":{"method":"POST","path":"/rpc/screen_silent_filers","tag":"Screens"},"screen_late_filers":{"method":"POST","path":"/rpc/screen_late_filers","tag":"Screens"},"screen_delinquency_drivers":{"method":"POST","path":"/rpc/screen_delinquency_drivers","tag":"Screens"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"portfolio_instruments":{"method":"POST","path":"/rpc/portfolio_instruments","tag":"Lookup"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"},"future_series":{"method":"POST","path":"/rpc/future_series","tag":"Rates"},"future_curve":{"method":"POST","path":"/rpc/future_curve","tag":"Rates"},"trade_consolidated_history":{"method":"POST","path":"/rpc/trade_consolidated_history","tag":"Quotes"},"index_history":{"method":"POST","path":"/rpc/index_history","tag":"Quotes"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
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
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), funds_<family> for the monthly fund series of fi, fidc or fii, or b3-bdi/<table> for each daily bulletin table (BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, NegociosBTB, SharesInvesVolum, InstrumentsEquities) by session held, or b3-price-report/<report> for each price report (BVBG.086.01, BVBG.187.01) by session held, or b3-fnet/monthly_reports_<fidc|fii> for the FNET monthly structured reports by fund family, or samples/<set> for a sample set npm start is still loading (or failed to load), with every period and count NULL.';
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
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii), plus one row per daily bulletin table (b3-bdi/<table>: sessions held, empty sessions and weekday gaps; nothing collected is ever deleted), plus one row per price report (b3-price-report/<report>: sessions held, non-session days recorded empty, weekday gaps; complete_through is the day before the first gap), plus one row per fund family of the FNET monthly structured reports (b3-fnet/monthly_reports_fidc, b3-fnet/monthly_reports_fii: reference months held, documents of every version; complete_through is the newest reference month whose 15-day deadline passed before the newest delivery held), plus one samples/<set> row per sample set npm start is still loading in the background (absent once loaded). The b3-bdi row is complete only as far as its least complete table. as_of is when the answer was computed; landed_at and code_version say when and by which code version the newest file loaded. Sample data says so in source. Send {}.';
--! EndIncluded functions/coverage.sql
