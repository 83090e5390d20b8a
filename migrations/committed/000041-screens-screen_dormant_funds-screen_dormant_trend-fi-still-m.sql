--! Previous: sha1:12d02b105f6048c1e8bad74c1542bd7f5c7ccb6a
--! Hash: sha1:5d99fddfed04a3ab3a460d0fedf2ee2ee6eb3722
--! Message: screens: screen_dormant_funds, screen_dormant_trend (fi, still months by a partial index) and screen_overdue_securit (CRI/CRA)

-- screens: dormant fi classes (screen_dormant_funds, screen_dormant_trend) and overdue CRI/CRA series (screen_overdue_securit)
drop index if exists cvm.fund_month_fi_still;
create index fund_month_fi_still on cvm.fund_month (period, cnpj) include (quotaholders, nav)
  where entity_type = 'fi' and inflows = 0 and redemptions = 0 and quotaholders is not null;
comment on index cvm.fund_month_fi_still is 'The still fi months (inflows and redemptions filed as 0, quotaholders filed), with quotaholders and nav: screen_dormant_funds and screen_dormant_trend read only these.';
drop domain if exists internal.dormancy;
drop domain if exists internal.securit_instrument;
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
-- only the still fi months (partial index cvm.fund_month_fi_still). A RANGE frame
-- over the month (not ROWS), so a class missing a month has a short frame and drops
-- out rather than three non-adjacent months passing as three.
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
           count(*) over w as still_months,
           max(m.quotaholders) over w as max_quotaholders
    from cvm.fund_month m
    where m.entity_type = 'fi' and m.inflows = 0 and m.redemptions = 0 and m.quotaholders is not null
      and m.period between v_read_from and v_to
    window w as (partition by m.cnpj order by m.period
                 range between make_interval(months => p_lookback_months - 1) preceding and current row)
  ),
  dormant as (
    select f.period,
           count(*) filter (where f.max_quotaholders = 0) as empty_shells,
           count(*) filter (where f.max_quotaholders > 0) as parked_capital,
           case when bool_or(f.max_quotaholders > 0 and f.nav is null) then null
                else coalesce(sum(f.nav) filter (where f.max_quotaholders > 0), 0) end as parked_nav
    from framed f
    where f.still_months = p_lookback_months and f.period >= v_emit_from
    group by f.period
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
