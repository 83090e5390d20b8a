-- api.screen_delinquency_drivers: what moved a FIDC's delinquency over a window, the value or its denominator.
-- Reads the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue
-- totals) that fund_nav serves, through each fund's rate months as the writes of the
-- series leave them (cvm.fidc_rate_series): one row per fund, its window found by
-- binary search. Computed once into an array so the 1000-row check and the answer
-- are one pass.
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
comment on column api.screen_delinquency_drivers_row.driver is 'consistent_worsening (value up and rate up), value_up_rate_masked (value up, rate flat or down: NAV grew with it), denominator_only (rate up, value flat or down: NAV shrank), improvement (both down), stable (anything else: both flat, or one down and the other flat). Up and down mean at least p_min_delta_brl (value) and p_min_delta_pp (rate) either way.
@enum internal.delinquency_driver';
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
  v_driver text;
  v_end date;
  v_from date;
  v_rows api.screen_delinquency_drivers_row[];
begin
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_months', p_months, 2, 24, 'Send p_months between 2 and 24 (default 12).');
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_months', p_min_months, 2, p_months, format('Send p_min_months between 2 and p_months (%s); default 6.', p_months));
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_delta_brl', p_min_delta_brl, 0, null, 'Send p_min_delta_brl as a non-negative amount in BRL (default 1000000).');
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_delta_pp', p_min_delta_pp, 0, null, 'Send p_min_delta_pp as non-negative percentage points (default 1.0).');
  v_driver := internal.one_of('screen_delinquency_drivers', 'p_driver', p_driver, internal.domain_values('internal.delinquency_driver'),
    'Drivers: consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable.',
    'Send p_driver as one of the five drivers, or null for every driver.');

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

  with ends as (
    -- each fund's window by two binary searches in its rate months (cvm.fidc_rate_series, kept by the
    -- writes of the fidc series): the first month on or after v_from and the last on or before v_end
    select s.cnpj, s.periods, s.delinquencies, s.navs, w.i_first, w.i_last
    from cvm.fidc_rate_series s
    cross join lateral (select width_bucket(v_from - 1, s.periods) + 1 as i_first, width_bucket(v_end, s.periods) as i_last) w
    where w.i_last - w.i_first + 1 >= p_min_months
  ),
  valued as (
    select e.cnpj, (e.i_last - e.i_first + 1)::integer as n_months, e.periods[e.i_first] as first_month, e.periods[e.i_last] as last_month,
           e.delinquencies[e.i_first] as delinquency_start, e.delinquencies[e.i_last] as delinquency_end,
           e.navs[e.i_first] as nav_start, e.navs[e.i_last] as nav_end,
           e.delinquencies[e.i_first] / e.navs[e.i_first] * 100 as rate_start, e.delinquencies[e.i_last] / e.navs[e.i_last] * 100 as rate_end
    from ends e
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
    from valued e
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
p_driver: one of the five drivers, or null for every driver.
@tag Screens';
