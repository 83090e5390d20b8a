-- api.screen_zombie_growth: FIDCs whose delinquency is a large share of a NAV still worth watching, in one month.
-- Reads one month of the monthly fund series (cvm.fund_month, fidc: nav and the filed
-- overdue totals of tabs V and VI), one row per fund: a few thousand rows through the
-- (entity_type, period) index, whatever the history held.
drop function if exists api.screen_zombie_growth(date, numeric, numeric);
drop type if exists api.screen_zombie_growth_row;

create type api.screen_zombie_growth_row as (
  cnpj text,
  fund_name text,
  status text,
  period date,
  nav numeric,
  delinquency numeric,
  delinquency_pct numeric,
  screen text,
  params jsonb
);
alter type api.screen_zombie_growth_row owner to api_owner;
comment on type api.screen_zombie_growth_row is 'A FIDC whose delinquency exceeds a share of its NAV while the NAV stays above a floor, in one month: a signal with stated thresholds, not a verdict.';
comment on column api.screen_zombie_growth_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_zombie_growth_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_zombie_growth_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_zombie_growth_row.period is 'The month screened (last day of the month, the fidc period convention).';
comment on column api.screen_zombie_growth_row.nav is 'NAV (BRL, tab IV TAB_IV_A_VL_PL) of the month; never NULL here (a month without NAV is not screened).';
comment on column api.screen_zombie_growth_row.delinquency is 'Delinquency (BRL, the filed overdue totals of tabs V and VI) of the month; never NULL here (a month without it is not screened).';
comment on column api.screen_zombie_growth_row.delinquency_pct is 'delinquency / nav * 100, rounded to 6 decimals; can exceed 100.';
comment on column api.screen_zombie_growth_row.screen is 'zombie_growth.';
comment on column api.screen_zombie_growth_row.params is 'Every argument as used (p_period resolved to its month end, p_min_delinq_pct, p_min_aum), so the call can be replayed.';

create function api.screen_zombie_growth(p_period date default null, p_min_delinq_pct numeric default 5, p_min_aum numeric default 1000000)
returns setof api.screen_zombie_growth_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_period date;
  v_rows api.screen_zombie_growth_row[];
begin
  perform internal.assert_in_range('screen_zombie_growth', 'p_min_delinq_pct', p_min_delinq_pct, 0, 100, 'Send p_min_delinq_pct as a percent of NAV between 0 and 100 (default 5).');
  perform internal.assert_in_range('screen_zombie_growth', 'p_min_aum', p_min_aum, 0, null, 'Send p_min_aum as a non-negative NAV floor in BRL (default 1000000).');

  -- default p_period: the newest fidc month held (the upstream's "latest aging period")
  v_period := (date_trunc('month', coalesce(p_period,
    (select max(m.period) from cvm.fund_month m where m.entity_type = 'fidc'))) + interval '1 month - 1 day')::date;

  with picked as (
    select m.cnpj, m.nav, m.delinquency
    from cvm.fund_month m
    where m.entity_type = 'fidc' and m.period = v_period
      and m.nav > p_min_aum and m.delinquency * 100 > p_min_delinq_pct * m.nav
    limit 1001
  )
  select array_agg(row(p.cnpj, r.fund_name, r.status, v_period, p.nav, p.delinquency, round(p.delinquency / p.nav * 100, 6),
           'zombie_growth',
           jsonb_build_object('p_period', v_period, 'p_min_delinq_pct', p_min_delinq_pct, 'p_min_aum', p_min_aum)
         )::api.screen_zombie_growth_row order by p.nav desc, p.cnpj)
  into v_rows
  from picked p
  left join cvm.fund_registry r on r.cnpj = p.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_zombie_growth',
    'Raise p_min_delinq_pct or p_min_aum.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_zombie_growth(date, numeric, numeric) owner to api_owner;
revoke all on function api.screen_zombie_growth(date, numeric, numeric) from public;
grant execute on function api.screen_zombie_growth(date, numeric, numeric) to anon, authenticated;

comment on function api.screen_zombie_growth(date, numeric, numeric) is 'FIDCs whose delinquency exceeds p_min_delinq_pct of NAV in one month while the NAV stays above p_min_aum: credit going bad inside a fund still carrying money.
Reads the month p_period of the monthly fund series that fund_nav serves (delinquency = the filed overdue totals of tabs V and VI, nav = tab IV): a fund is listed when nav > p_min_aum and delinquency / nav * 100 > p_min_delinq_pct (both strict). A month without a filed NAV or delinquency is not screened (NULL is never 0). Ordered by nav descending, then cnpj. A signal, not a verdict: a distressed-credit mandate, a fund in orderly wind-down or one late payer in a small book give the same row; confirm against the fund''s filings. status is the registry status as filed. Every row carries screen (zombie_growth) and params (the arguments as used, p_period resolved to its month end). Out-of-range or NULL thresholds raise 22023, never clamped; more than 1000 rows raises 22023: raise p_min_delinq_pct or p_min_aum. A month with no filing answers [].
p_period: the month screened (any day of it); default the newest fidc month held.
p_min_delinq_pct: delinquency floor, percent of NAV, 0..100 (default 5).
p_min_aum: NAV floor, BRL, at least 0 (default 1000000).
@tag Screens
@default p_period: the newest fidc month held
@default p_min_delinq_pct
@default p_min_aum';
