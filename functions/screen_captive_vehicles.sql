-- api.screen_captive_vehicles: FIIs with a large NAV held by a handful of quotaholders over a trailing window.
-- Reads the window's months of the monthly fund series (cvm.fund_month, fii: nav and
-- quotaholders of the newest report version): a few thousand rows through the
-- (entity_type, period) index.
drop function if exists api.screen_captive_vehicles(integer, integer, numeric);
drop type if exists api.screen_captive_vehicles_row;

create type api.screen_captive_vehicles_row as (
  cnpj text,
  fund_name text,
  status text,
  window_from date,
  window_to date,
  months_observed integer,
  latest_period date,
  max_nav numeric,
  min_quotaholders bigint,
  screen text,
  params jsonb
);
alter type api.screen_captive_vehicles_row owner to api_owner;
comment on type api.screen_captive_vehicles_row is 'An FII whose NAV peaked above a floor while its quotaholders stayed below a ceiling over a trailing window: a signal with stated thresholds, not a verdict.';
comment on column api.screen_captive_vehicles_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_captive_vehicles_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_captive_vehicles_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_captive_vehicles_row.window_from is 'First month of the window (first day of the month, the fii period convention).';
comment on column api.screen_captive_vehicles_row.window_to is 'Last month of the window: the newest fii month held.';
comment on column api.screen_captive_vehicles_row.months_observed is 'Months of the window the fund filed.';
comment on column api.screen_captive_vehicles_row.latest_period is 'The newest month of the window the fund filed.';
comment on column api.screen_captive_vehicles_row.max_nav is 'Largest NAV (BRL, Patrimonio_Liquido) filed in the window; never NULL here.';
comment on column api.screen_captive_vehicles_row.min_quotaholders is 'Smallest quotaholder count (Total_Numero_Cotistas) filed in the window; never NULL here (blank months are left out of the minimum, not read as 0).';
comment on column api.screen_captive_vehicles_row.screen is 'captive_vehicles.';
comment on column api.screen_captive_vehicles_row.params is 'Every argument as used (p_lookback_months, p_max_investors, p_min_aum), so the call can be replayed.';

create function api.screen_captive_vehicles(p_lookback_months integer default 3, p_max_investors integer default 10, p_min_aum numeric default 50000000)
returns setof api.screen_captive_vehicles_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_rows api.screen_captive_vehicles_row[];
begin
  perform internal.assert_in_range('screen_captive_vehicles', 'p_lookback_months', p_lookback_months, 1, 36, 'Send p_lookback_months between 1 and 36 (default 3).');
  perform internal.assert_in_range('screen_captive_vehicles', 'p_max_investors', p_max_investors, 1, 1000, 'Send p_max_investors between 1 and 1000 (default 10).');
  perform internal.assert_in_range('screen_captive_vehicles', 'p_min_aum', p_min_aum, 0, null, 'Send p_min_aum as a non-negative NAV floor in BRL (default 50000000).');

  -- the window ends at the newest fii month held (the upstream looks back from today: a month not yet published is absent either way)
  v_to := (select max(m.period) from cvm.fund_month m where m.entity_type = 'fii');
  v_from := (v_to - make_interval(months => p_lookback_months - 1))::date;

  with per_fund as (
    select m.cnpj, count(*)::integer as months_observed, max(m.period) as latest_period,
           max(m.nav) as max_nav, min(m.quotaholders) as min_quotaholders
    from cvm.fund_month m
    where m.entity_type = 'fii' and m.period between v_from and v_to
    group by m.cnpj
    having min(m.quotaholders) < p_max_investors and max(m.nav) > p_min_aum
    limit 1001
  )
  select array_agg(row(p.cnpj, r.fund_name, r.status, v_from, v_to, p.months_observed, p.latest_period, p.max_nav, p.min_quotaholders,
           'captive_vehicles',
           jsonb_build_object('p_lookback_months', p_lookback_months, 'p_max_investors', p_max_investors, 'p_min_aum', p_min_aum)
         )::api.screen_captive_vehicles_row order by p.max_nav desc, p.cnpj)
  into v_rows
  from per_fund p
  left join cvm.fund_registry r on r.cnpj = p.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_captive_vehicles',
    'Lower p_max_investors or raise p_min_aum.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_captive_vehicles(integer, integer, numeric) owner to api_owner;
revoke all on function api.screen_captive_vehicles(integer, integer, numeric) from public;
grant execute on function api.screen_captive_vehicles(integer, integer, numeric) to anon, authenticated;

comment on function api.screen_captive_vehicles(integer, integer, numeric) is 'FIIs whose NAV peaked above p_min_aum while their quotaholders stayed below p_max_investors over the trailing p_lookback_months: a large vehicle held by a handful of investors.
Reads the p_lookback_months months ending at the newest fii month held of the monthly fund series that fund_nav serves (nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, newest report version): a fund is listed when the largest NAV filed in the window > p_min_aum and the smallest quotaholder count filed < p_max_investors (both strict). Blank values are left out of the maximum and the minimum, never read as 0; a fund with no quotaholder count filed in the window is not listed. Ordered by max_nav descending, then cnpj. A signal, not a verdict: exclusive and family-office FIIs are legal and look exactly like this. status is the registry status as filed. Every row carries screen (captive_vehicles) and params (the arguments as used). Out-of-range or NULL thresholds raise 22023, never clamped; more than 1000 rows raises 22023: lower p_max_investors or raise p_min_aum.
p_lookback_months: months in the window, 1..36 (default 3).
p_max_investors: listed when the window''s smallest quotaholder count is below this, 1..1000 (default 10).
p_min_aum: listed when the window''s largest NAV is above this, BRL, at least 0 (default 50000000).
@tag Screens
@default p_lookback_months
@default p_max_investors
@default p_min_aum';
