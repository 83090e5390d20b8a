--! Previous: sha1:ce127ad1fec5c49ea595a467662d40fcfae9f9fb
--! Hash: sha1:a002382263a16a92cd702f3d50fb3c7ef7e62f9d
--! Message: Screens: dormant funds, dormant trend, overdue securitisations

-- Screens: dormant fi classes (screen_dormant_funds, screen_dormant_trend: the still fi months read from one partial index, a run found with lag()) and overdue CRI/CRA series (screen_overdue_securit); the catalog's screens and examples
create index fund_month_fi_still on cvm.fund_month (period, cnpj) include (quotaholders, nav)
  where entity_type = 'fi' and inflows = 0 and redemptions = 0 and quotaholders is not null;
comment on index cvm.fund_month_fi_still is 'The still fi months (inflows and redemptions filed as 0, quotaholders filed), with quotaholders and nav: screen_dormant_funds and screen_dormant_trend read only these.';
--! Included sql/internal/dormancy.sql
-- internal.dormancy: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.dormancy` in its COMMENT.
create domain internal.dormancy as text
  check (value in ('empty_shell', 'parked_capital'));

alter domain internal.dormancy owner to api_owner;
comment on domain internal.dormancy is 'How a dormant fi class is still (screen_dormant_funds): empty_shell (no quotaholder in any month of the window), parked_capital (quotaholders, no money in or out).';
--! EndIncluded sql/internal/dormancy.sql
--! Included sql/internal/securit_instrument.sql
-- internal.securit_instrument: a value set the contract states, written once. A
-- column holding it says `@enum internal.securit_instrument` in its COMMENT.
create domain internal.securit_instrument as text
  check (value in ('cri', 'cra'));

alter domain internal.securit_instrument owner to api_owner;
comment on domain internal.securit_instrument is 'Which securitisation report a series comes from: cri (real-estate receivables certificate) or cra (agribusiness receivables certificate).';
--! EndIncluded sql/internal/securit_instrument.sql
--! Included functions/screen_dormant_funds.sql
-- api.screen_dormant_funds: fi classes that filed every month of the window with no money in or out.
-- Reads only the still fi months (partial index cvm.fund_month_fi_still: inflows and
-- redemptions filed as 0, quotaholders filed), so the cost follows the dormant
-- population, not the whole fi series. Computed once into an array so the 1000-row
-- check and the answer are one pass.
drop function if exists api.screen_dormant_funds(integer, text, numeric);
drop type if exists api.screen_dormant_funds_row;

create type api.screen_dormant_funds_row as (
  cnpj text,
  fund_name text,
  status text,
  window_from date,
  window_to date,
  months_observed integer,
  max_quotaholders bigint,
  last_nav numeric,
  dormancy text,
  screen text,
  params jsonb
);
alter type api.screen_dormant_funds_row owner to api_owner;
comment on type api.screen_dormant_funds_row is 'An fi class through which no money moved in any month of the window: a signal with a stated rule, not a verdict.';
comment on column api.screen_dormant_funds_row.cnpj is 'Class (or fund) CNPJ, 14 digits.';
comment on column api.screen_dormant_funds_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_dormant_funds_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_dormant_funds_row.window_from is 'First month of the window (first day of the month): p_lookback_months - 1 months before window_to.';
comment on column api.screen_dormant_funds_row.window_to is 'Last month of the window (first day of the month): the fi complete-through period (the month before the newest month any fi class has filed), as coverage() reports for funds_fi.';
comment on column api.screen_dormant_funds_row.months_observed is 'Months of the window filed, every one still: always p_lookback_months (a class missing a month is not listed).';
comment on column api.screen_dormant_funds_row.max_quotaholders is 'Largest month-end quotaholder count filed in the window; 0 for an empty_shell.';
comment on column api.screen_dormant_funds_row.last_nav is 'NAV (BRL) at window_to, month-end of the daily report; NULL when that month filed no NAV.';
comment on column api.screen_dormant_funds_row.dormancy is 'empty_shell: no quotaholder in any month of the window; parked_capital: quotaholders present, no money in or out.
@enum internal.dormancy';
comment on column api.screen_dormant_funds_row.screen is 'dormant_funds.';
comment on column api.screen_dormant_funds_row.params is 'Every argument as used (p_lookback_months, p_dormancy, p_min_nav), output filters included, so the call can be replayed.';

create function api.screen_dormant_funds(p_lookback_months integer default 3, p_dormancy text default null, p_min_nav numeric default null)
returns setof api.screen_dormant_funds_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_dormancy text;
  v_to date;
  v_from date;
  v_params jsonb;
  v_rows api.screen_dormant_funds_row[];
begin
  perform internal.assert_in_range('screen_dormant_funds', 'p_lookback_months', p_lookback_months, 2, 12,
    'Send p_lookback_months between 2 and 12 (default 3).');
  v_dormancy := internal.one_of('screen_dormant_funds', 'p_dormancy', p_dormancy, internal.domain_values('internal.dormancy'),
    'Dormancy classes: empty_shell (no quotaholder in the window), parked_capital (quotaholders, no money in or out).',
    'Send p_dormancy as empty_shell or parked_capital, or null for both.');
  if p_min_nav is not null then
    -- an output filter: NULL means no floor, a negative floor is refused
    perform internal.assert_in_range('screen_dormant_funds', 'p_min_nav', p_min_nav, 0, null,
      'Send p_min_nav as a BRL amount of at least 0, or null for no floor.');
  end if;
  v_params := jsonb_build_object('p_lookback_months', p_lookback_months, 'p_dormancy', v_dormancy, 'p_min_nav', p_min_nav);

  -- anchored on the family's complete period, never today: a month still being filed is not "no flow"
  v_to := cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi'));
  if v_to is null then
    return;
  end if;
  v_from := (v_to - make_interval(months => p_lookback_months - 1))::date;

  with still as (
    -- still months only (the partial index): a class qualifies when every month of the window is one
    select m.cnpj, count(*)::integer as months_observed, max(m.quotaholders) as max_quotaholders,
           max(m.nav) filter (where m.period = v_to) as last_nav
    from cvm.fund_month m
    where m.entity_type = 'fi' and m.inflows = 0 and m.redemptions = 0 and m.quotaholders is not null
      and m.period between v_from and v_to
    group by m.cnpj
    having count(*) = p_lookback_months
  ),
  classed as (
    select s.*, case when s.max_quotaholders = 0 then 'empty_shell' else 'parked_capital' end as dormancy
    from still s
  ),
  kept as (
    select c.* from classed c
    where (v_dormancy is null or c.dormancy = v_dormancy)
      and (p_min_nav is null or c.last_nav >= p_min_nav)
    limit 1001
  )
  select array_agg(row(k.cnpj, r.fund_name, r.status, v_from, v_to, k.months_observed, k.max_quotaholders, k.last_nav, k.dormancy,
           'dormant_funds', v_params)::api.screen_dormant_funds_row order by k.last_nav desc nulls last, k.cnpj)
  into v_rows
  from kept k
  left join cvm.fund_registry r on r.cnpj = k.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_dormant_funds',
    'Pin p_dormancy and walk p_min_nav bands (keep classes whose last NAV is at least p_min_nav).');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_dormant_funds(integer, text, numeric) owner to api_owner;
revoke all on function api.screen_dormant_funds(integer, text, numeric) from public;
grant execute on function api.screen_dormant_funds(integer, text, numeric) to anon, authenticated;

comment on function api.screen_dormant_funds(integer, text, numeric) is 'fi classes that filed every month of the window with zero subscriptions and zero redemptions, largest last NAV first.
The window is the p_lookback_months months ending at the fi complete-through period (the month before the newest month any fi class has filed, as coverage() reports for funds_fi), never today, so a month still being filed cannot read as no flow. A class is listed when each month of the window is filed with inflows and redemptions both 0 (month sums of the daily report) and a quotaholder count: a month with unreported flows or quotaholders disqualifies the class rather than counting as zero, and a class missing a month is not listed (not filing is screen_silent_filers''s). dormancy: empty_shell when no month had a quotaholder (a registered, filing vehicle holding nobody''s money; a vehicle registered ahead of its launch looks the same), parked_capital when quotaholders are present (exclusive and closed structures look exactly like this). fi only: the other families file no monthly flows. A signal with a stated rule, not a verdict. Every row carries screen (dormant_funds) and params (the arguments as used, output filters included). p_lookback_months out of range or NULL, a negative p_min_nav and an unknown p_dormancy raise 22023, never clamped; more than 1000 rows raises 22023: pin p_dormancy and walk p_min_nav bands.
p_lookback_months: months in the window, 2..12 (default 3).
p_dormancy: output filter, empty_shell or parked_capital; null for both.
p_min_nav: output filter, keep classes whose last_nav is at least this (BRL, >= 0; a class with no NAV filed is then left out); null for no floor.
@tag Screens';
--! EndIncluded functions/screen_dormant_funds.sql
--! Included functions/screen_dormant_trend.sql
-- api.screen_dormant_trend: screen_dormant_funds evaluated at every month-end of a history, as counts.
-- Filing counts come from the (entity_type, period) index; the dormant counts read
-- only the still fi months (partial index cvm.fund_month_fi_still), one sort by class
-- and month: a class is dormant at a month when its (L-1)th earlier still month is
-- exactly L-1 months back (so a missing month breaks the frame), an empty shell when
-- its newest month with a quotaholder is before that frame. Two cheap window
-- functions instead of a RANGE frame: a RANGE count took twice as long at 25,000 classes.
drop function if exists api.screen_dormant_trend(integer, integer);
drop type if exists api.screen_dormant_trend_row;

create type api.screen_dormant_trend_row as (
  period date,
  funds_filing bigint,
  empty_shells bigint,
  parked_capital bigint,
  parked_nav numeric,
  screen text,
  params jsonb
);
alter type api.screen_dormant_trend_row owner to api_owner;
comment on type api.screen_dormant_trend_row is 'The dormant fi screen counted at one month-end: counts of a screen, a signal with a stated rule, not a verdict.';
comment on column api.screen_dormant_trend_row.period is 'The month evaluated (first day of the month), the last month of its p_lookback_months frame.';
comment on column api.screen_dormant_trend_row.funds_filing is 'fi classes that filed this month (a month no class filed has no row).';
comment on column api.screen_dormant_trend_row.empty_shells is 'Classes dormant through the frame ending this month with no quotaholder in any of its months (screen_dormant_funds empty_shell); 0 when none.';
comment on column api.screen_dormant_trend_row.parked_capital is 'Classes dormant through the frame ending this month with quotaholders (screen_dormant_funds parked_capital); 0 when none.';
comment on column api.screen_dormant_trend_row.parked_nav is 'Sum of this month''s NAV (BRL) of the parked_capital classes; 0 when there are none; NULL when one of them filed no NAV this month (the sum is then unknown).';
comment on column api.screen_dormant_trend_row.screen is 'dormant_trend.';
comment on column api.screen_dormant_trend_row.params is 'Every argument as used (p_lookback_months, p_history_months), so the call can be replayed.';

create function api.screen_dormant_trend(p_lookback_months integer default 3, p_history_months integer default 36)
returns setof api.screen_dormant_trend_row
language plpgsql
stable
security definer
set search_path = ''
-- the still months of the history (about 200,000 at 25,000 classes) sorted in memory, not on disk
set work_mem = '64MB'
as $$
declare
  v_to date;
  v_emit_from date;
  v_read_from date;
  v_params jsonb;
  v_rows api.screen_dormant_trend_row[];
begin
  perform internal.assert_in_range('screen_dormant_trend', 'p_lookback_months', p_lookback_months, 2, 12,
    'Send p_lookback_months between 2 and 12 (default 3), as screen_dormant_funds takes it.');
  perform internal.assert_in_range('screen_dormant_trend', 'p_history_months', p_history_months, 1, 60,
    'Send p_history_months between 1 and 60 (default 36).');
  v_params := jsonb_build_object('p_lookback_months', p_lookback_months, 'p_history_months', p_history_months);

  v_to := cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi'));
  if v_to is null then
    return;
  end if;
  v_emit_from := (v_to - make_interval(months => p_history_months - 1))::date;
  -- the first month emitted still needs a whole frame behind it
  v_read_from := (v_emit_from - make_interval(months => p_lookback_months - 1))::date;

  with filing as (
    select m.period, count(*) as funds_filing
    from cvm.fund_month m
    where m.entity_type = 'fi' and m.period between v_emit_from and v_to
    group by m.period
  ),
  framed as (
    select m.period, m.nav,
           lag(m.period, p_lookback_months - 1) over w as frame_from,
           max(case when m.quotaholders > 0 then m.period end) over w as last_held
    from cvm.fund_month m
    where m.entity_type = 'fi' and m.inflows = 0 and m.redemptions = 0 and m.quotaholders is not null
      and m.period between v_read_from and v_to
    window w as (partition by m.cnpj order by m.period)
  ),
  classed as (
    select f.period, f.nav, not coalesce(f.last_held >= f.frame_from, false) as empty
    from framed f
    where f.period >= v_emit_from
      and f.frame_from = (f.period - make_interval(months => p_lookback_months - 1))::date
  ),
  dormant as (
    select c.period,
           count(*) filter (where c.empty) as empty_shells,
           count(*) filter (where not c.empty) as parked_capital,
           case when bool_or(not c.empty and c.nav is null) then null
                else coalesce(sum(c.nav) filter (where not c.empty), 0) end as parked_nav
    from classed c
    group by c.period
  )
  select array_agg(row(g.period, g.funds_filing, coalesce(d.empty_shells, 0), coalesce(d.parked_capital, 0),
           case when d.period is null then 0 else d.parked_nav end,
           'dormant_trend', v_params)::api.screen_dormant_trend_row order by g.period)
  into v_rows
  from filing g
  left join dormant d on d.period = g.period;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_dormant_trend',
    'Lower p_history_months.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_dormant_trend(integer, integer) owner to api_owner;
revoke all on function api.screen_dormant_trend(integer, integer) from public;
grant execute on function api.screen_dormant_trend(integer, integer) to anon, authenticated;

comment on function api.screen_dormant_trend(integer, integer) is 'screen_dormant_funds evaluated at every month of a history: fi classes filing, empty shells, parked-capital classes and the NAV parked in them, oldest first.
The history is the p_history_months months ending at the fi complete-through period (the month before the newest month any fi class has filed), never today. Each month is the last of a p_lookback_months frame: a class counts as dormant at that month when every month of its frame is filed with inflows and redemptions both 0 and a quotaholder count (the rule of screen_dormant_funds; a class missing a month of its frame drops out), as an empty shell when no month of the frame had a quotaholder, else as parked capital. A month no fi class filed has no row. Counts of a screen, not of misconduct: a signal with a stated rule, not a verdict. Every row carries screen (dormant_trend) and params (the arguments as used). Out-of-range or NULL arguments raise 22023, never clamped; more than 1000 rows would raise 22023 (at most 60 months are asked for).
p_lookback_months: months in each frame, 2..12 (default 3), as screen_dormant_funds.
p_history_months: months emitted, 1..60 (default 36).
@tag Screens';
--! EndIncluded functions/screen_dormant_trend.sql
--! Included functions/screen_overdue_securit.sql
-- api.screen_overdue_securit: CRI and CRA series past their filed maturity whose newest filing is not terminal.
-- Reads the classe member of the CRI/CRA monthly reports (cvm.securit_classe): the
-- lines passing the thresholds, each kept only when no newer report (reference
-- month, then version) of its certificate is held, a primary-key probe per line.
-- Computed once into an array so the 1000-row check and the answer are one pass.
drop function if exists api.screen_overdue_securit(numeric);
drop type if exists api.screen_overdue_securit_row;

create type api.screen_overdue_securit_row as (
  instrument_type text,
  securitizer_cnpj text,
  instrument_code text,
  classe text,
  series_number numeric,
  cetip_code text,
  reference_date date,
  version integer,
  maturity date,
  status text,
  volume numeric,
  rating text,
  as_of date,
  screen text,
  params jsonb
);
alter type api.screen_overdue_securit_row owner to api_owner;
comment on type api.screen_overdue_securit_row is 'A CRI or CRA series past its filed maturity whose newest filing still reports a non-terminal status: a stale filing, a signal with a stated rule, not a verdict.';
comment on column api.screen_overdue_securit_row.instrument_type is 'cri or cra: the monthly report the series comes from.
@enum internal.securit_instrument';
comment on column api.screen_overdue_securit_row.securitizer_cnpj is 'CNPJ_Emissora: the securitisation company''s CNPJ, 14 digits (not a fund).';
comment on column api.screen_overdue_securit_row.instrument_code is 'Codigo_Identificacao_Certificado as filed: the certificate the report is about.';
comment on column api.screen_overdue_securit_row.classe is 'Classe as filed (e.g. Sênior, Subordinada); NULL when blank.';
comment on column api.screen_overdue_securit_row.series_number is 'Numero_Serie as filed; NULL when blank.';
comment on column api.screen_overdue_securit_row.cetip_code is 'Codigo_CETIP as filed (what portfolio_instruments matches); NULL when blank.';
comment on column api.screen_overdue_securit_row.reference_date is 'Data_Referencia of the certificate''s newest report held (the filing screened).';
comment on column api.screen_overdue_securit_row.version is 'Versao of that report: the newest version of the newest reference month.';
comment on column api.screen_overdue_securit_row.maturity is 'Data_Vencimento as filed, before as_of.';
comment on column api.screen_overdue_securit_row.status is 'Situacao as filed (e.g. Adimplente, Inadimplente): never Cancelado, Vencido, Liquidado or Encerrado.';
comment on column api.screen_overdue_securit_row.volume is 'Total paid in, BRL, as filed (Valor_Total_Integralizado for CRA, Total_Integralizado for CRI), above p_min_volume.';
comment on column api.screen_overdue_securit_row.rating is 'Classificacao_Risco_Atual as filed; NULL when blank.';
comment on column api.screen_overdue_securit_row.as_of is 'The day the maturity is compared with: today in São Paulo when the call ran.';
comment on column api.screen_overdue_securit_row.screen is 'overdue_securit.';
comment on column api.screen_overdue_securit_row.params is 'Every argument as used (p_min_volume), so the call can be replayed (as_of says on which day).';

create function api.screen_overdue_securit(p_min_volume numeric default 100000)
returns setof api.screen_overdue_securit_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_params jsonb;
  v_rows api.screen_overdue_securit_row[];
begin
  perform internal.assert_in_range('screen_overdue_securit', 'p_min_volume', p_min_volume, 0, null,
    'Send p_min_volume as a BRL amount of at least 0 (default 100000).');
  v_params := jsonb_build_object('p_min_volume', p_min_volume);

  with overdue as (
    select s.*
    from cvm.securit_classe s
    where s.data_vencimento < v_today
      and s.valor_total_integralizado > p_min_volume
      -- terminal statuses as CVM files them; a blank status is unknown, never taken as live
      and lower(btrim(s.situacao)) not in ('cancelado', 'vencido', 'liquidado', 'encerrado')
      and not exists (
        select 1 from cvm.securit_classe n
        where n.instrument_type = s.instrument_type and n.cnpj_emissora = s.cnpj_emissora
          and n.codigo_identificacao_certificado = s.codigo_identificacao_certificado
          and (n.data_referencia, n.versao) > (s.data_referencia, s.versao))
    limit 1001
  )
  select array_agg(row(replace(o.instrument_type, '_mensal', ''), o.cnpj_emissora, o.codigo_identificacao_certificado, o.classe, o.numero_serie,
           o.codigo_cetip, o.data_referencia, o.versao, o.data_vencimento, o.situacao, o.valor_total_integralizado, o.classificacao_risco_atual,
           v_today, 'overdue_securit', v_params)::api.screen_overdue_securit_row
         order by o.data_vencimento, o.cnpj_emissora, o.codigo_identificacao_certificado, o.line_no)
  into v_rows
  from overdue o;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_overdue_securit',
    'Raise p_min_volume.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_overdue_securit(numeric) owner to api_owner;
revoke all on function api.screen_overdue_securit(numeric) from public;
grant execute on function api.screen_overdue_securit(numeric) to anon, authenticated;

comment on function api.screen_overdue_securit(numeric) is 'CRI and CRA series past their filed maturity whose newest filing still reports a non-terminal status, oldest maturity first.
Reads the class and series lines of the CRI and CRA monthly reports (classe member). Each certificate (report type, securitisation company, certificate code) is screened on its newest report held: the newest reference month, then its newest version; a line is listed when its maturity (Data_Vencimento) is before today in São Paulo (as_of), its status (Situacao) is not Cancelado, Vencido, Liquidado or Encerrado (compared ignoring case; a blank status is unknown and not listed) and its paid-in total is above p_min_volume (a blank total is not listed). The FILING is stale; the screen cannot say whether the series was extended, renegotiated, not yet re-filed or is in silent default: a signal with a stated rule, not a verdict. status is served as filed. Every row carries screen (overdue_securit) and params (the arguments as used). p_min_volume NULL or negative raises 22023, never clamped; more than 1000 rows raises 22023: raise p_min_volume.
p_min_volume: paid-in floor, BRL, >= 0 (default 100000): lines paid in above it are listed.
@tag Screens';
--! EndIncluded functions/screen_overdue_securit.sql
--! Included sql/internal/catalog_part_screens.sql
-- GENERATED from catalog.json ("screens") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_screens: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_screens()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fiagro or null"},"meaning":"funds whose newest monthly filing is p_min..p_max months behind their family''s complete-through period (the month before the family''s newest month); a signal, not a verdict"},"late_filers":{"function":"screen_late_filers","family":["fii","fidc"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_months":12,"p_end":null,"p_min_days_late":5,"p_min_late":2,"p_family":null},"bounds":{"p_months":"1..24","p_end":"a day of the window''s last month, not before 2025-01 (fidc or both) or 2025-08 (fii); null = the newest reference month on record","p_min_days_late":"1..365","p_min_late":"1..24","p_family":"fii, fidc or null"},"deadline_rule":"15 calendar days after the end of the reference month, no holiday calendar: FIDC Resolução CVM 175 Anexo Normativo II art. 27 III; FII Anexo Normativo III art. 36 I","meaning":"funds whose first delivery of a version 1 monthly structured report reached FNET at least p_min_days_late days after the deadline in at least p_min_late of the p_months months ending at p_end; months measured from 2025-01 (fidc) and 2025-08 (fii); a month with no report is not counted; identity is the CNPJ the search was asked for; a timestamp compared with a rule, not a finding"},"delinquency_drivers":{"function":"screen_delinquency_drivers","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_months":6,"p_min_delta_brl":1000000,"p_min_delta_pp":1,"p_driver":null},"bounds":{"p_end":"a day of the window''s last month; the window may not start before 2025-01; null = the fidc complete-through period","p_months":"2..24","p_min_months":"2..p_months","p_min_delta_brl":">= 0","p_min_delta_pp":">= 0","p_driver":"consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable or null"},"regime_break":"funds_fidc delinquency at 2025-01 (regime_breaks)","meaning":"first against last observation of the window in BRL and in percentage points of NAV, classed consistent_worsening (both up), value_up_rate_masked (value up, rate flat or down), denominator_only (rate up, value flat or down), improvement (both down) or stable (anything else); stopped_reporting when the newest filing is two or more months behind the window end; a signal, not a verdict"},"zombie_growth":{"function":"screen_zombie_growth","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_period":null,"p_min_delinq_pct":5,"p_min_aum":1000000},"bounds":{"p_period":"a day of the month screened; null = the newest fidc month held","p_min_delinq_pct":"0..100","p_min_aum":">= 0"},"meaning":"FIDCs whose delinquency / NAV * 100 is above p_min_delinq_pct in one month while NAV is above p_min_aum (both strict): credit going bad inside a fund still carrying money; a distressed-credit mandate, an orderly wind-down or one late payer in a small book look the same; a signal, not a verdict"},"evergreen_aging":{"function":"screen_evergreen_aging","family":["fidc"],"source":"the aging ladder of tab VI (cvm.fidc_tab_vi: the > 1080-day overdue band and the filed overdue total) beside the registries","grain":"fund","params":{"p_lookback_months":12,"p_min_longtail_pct":70,"p_max_variation_pp":10},"bounds":{"p_lookback_months":"3..36","p_min_longtail_pct":"0..100","p_max_variation_pp":"0..100"},"meaning":"FIDCs whose > 1080-day overdue band, as a share of the filed tab VI overdue total in the months above R$100,000 overdue, peaks above p_min_longtail_pct and moves less than p_max_variation_pp over the p_lookback_months ending at the newest fidc month held: old credit neither written off nor recovered; a slow judicial recovery or a policy of not writing off look the same; a signal, not a verdict"},"captive_vehicles":{"function":"screen_captive_vehicles","family":["fii"],"source":"the monthly fund series (cvm.fund_month, fii: nav and quotaholders of the newest report version) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_max_investors":10,"p_min_aum":50000000},"bounds":{"p_lookback_months":"1..36","p_max_investors":"1..1000","p_min_aum":">= 0"},"meaning":"FIIs whose largest NAV over the p_lookback_months ending at the newest fii month held is above p_min_aum while their smallest quotaholder count is below p_max_investors (both strict): a large vehicle held by a handful of investors; exclusive and family-office FIIs are legal and look exactly like this; a signal, not a verdict"},"dormant_funds":{"function":"screen_dormant_funds","family":["fi"],"source":"the still fi months of the monthly fund series (cvm.fund_month: month sums of the daily report''s flows, month-end quotaholders and NAV) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_dormancy":null,"p_min_nav":null},"bounds":{"p_lookback_months":"2..12","p_dormancy":"empty_shell, parked_capital or null (output filter)","p_min_nav":">= 0 or null, BRL, against last_nav (output filter)"},"meaning":"fi classes that filed every month of the p_lookback_months months ending at the fi complete-through period with inflows and redemptions both 0 and a quotaholder count; empty_shell when no month had a quotaholder (a vehicle registered ahead of its launch looks the same), parked_capital otherwise (exclusive and closed structures look exactly like this); a month with unreported flows or quotaholders disqualifies rather than counting as zero; parked_capital can exceed one page: pin p_dormancy and walk p_min_nav bands; a signal, not a verdict"},"dormant_trend":{"function":"screen_dormant_trend","family":["fi"],"source":"the still fi months of the monthly fund series (cvm.fund_month), the dormant_funds rule at every month","grain":"month","params":{"p_lookback_months":3,"p_history_months":36},"bounds":{"p_lookback_months":"2..12","p_history_months":"1..60"},"meaning":"dormant_funds evaluated at every month of the p_history_months months ending at the fi complete-through period: funds_filing, empty_shells and parked_capital counts and parked_nav (NAV of the parked_capital classes); counts of a screen, not of misconduct; a signal, not a verdict"},"overdue_securit":{"function":"screen_overdue_securit","family":["cri","cra"],"source":"the class and series lines of the CRI and CRA monthly reports (cvm.securit_classe), each certificate''s newest report held","grain":"series line of a certificate''s newest report","params":{"p_min_volume":100000},"bounds":{"p_min_volume":">= 0, BRL paid in"},"meaning":"CRI and CRA series whose filed maturity is before today (as_of, São Paulo) while the certificate''s newest report (newest reference month, then version) still files a status other than Cancelado, Vencido, Liquidado or Encerrado, paid in above p_min_volume; the filing is stale and the screen cannot say whether the series was extended, renegotiated, not yet re-filed or is in silent default; status served as filed; a signal, not a verdict"}}'::json
$fn$;

alter function internal.catalog_part_screens() owner to api_owner;
revoke all on function internal.catalog_part_screens() from public;
comment on function internal.catalog_part_screens() is 'Internal: catalog.json "screens", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_screens.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
