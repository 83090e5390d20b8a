--! Previous: sha1:12d02b105f6048c1e8bad74c1542bd7f5c7ccb6a
--! Hash: sha1:ce127ad1fec5c49ea595a467662d40fcfae9f9fb
--! Message: Screens: zombie_growth, evergreen_aging (tab VI long-tail index), captive_vehicles

-- Screens: zombie_growth (FIDC), evergreen_aging (FIDC), captive_vehicles (FII)
create index fidc_tab_vi_longtail on cvm.fidc_tab_vi (reference_date) include (cnpj, tab_vi_b_vl_dircred_inad, tab_vi_b10_vl_inad_maior_1080)
  where tab_vi_b_vl_dircred_inad > 100000;
comment on index cvm.fidc_tab_vi_longtail is 'screen_evergreen_aging: the > 1080-day band and the filed overdue total of the months with more than R$100,000 overdue, by month, read without the table.';
--! Included functions/screen_zombie_growth.sql
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
--! EndIncluded functions/screen_zombie_growth.sql
--! Included functions/screen_evergreen_aging.sql
-- api.screen_evergreen_aging: FIDCs whose receivables overdue more than 1080 days stay a large, flat share of delinquency.
-- Reads tab VI (the overdue band > 1080 days and the filed overdue total) of the
-- window's months through the partial covering index cvm.fidc_tab_vi_longtail (only
-- months with more than R$100k overdue, the screen's fixed floor), so a year of
-- 3,000 FIDCs is an index-only scan of the material months.
drop function if exists api.screen_evergreen_aging(integer, numeric, numeric);
drop type if exists api.screen_evergreen_aging_row;

create type api.screen_evergreen_aging_row as (
  cnpj text,
  fund_name text,
  status text,
  window_from date,
  window_to date,
  months_observed integer,
  first_month date,
  last_month date,
  min_longtail_pct numeric,
  max_longtail_pct numeric,
  variation_pp numeric,
  screen text,
  params jsonb
);
alter type api.screen_evergreen_aging_row owner to api_owner;
comment on type api.screen_evergreen_aging_row is 'A FIDC whose receivables overdue more than 1080 days stay a large and flat share of its delinquency over a trailing window: a signal with stated thresholds, not a verdict.';
comment on column api.screen_evergreen_aging_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_evergreen_aging_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_evergreen_aging_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_evergreen_aging_row.window_from is 'First month of the window (last day of the month, the fidc period convention).';
comment on column api.screen_evergreen_aging_row.window_to is 'Last month of the window: the newest fidc month held.';
comment on column api.screen_evergreen_aging_row.months_observed is 'Months of the window with a filed tab VI overdue total above R$100,000 and a filed > 1080-day band.';
comment on column api.screen_evergreen_aging_row.first_month is 'First observed month of the window (the tab VI reference date).';
comment on column api.screen_evergreen_aging_row.last_month is 'Last observed month of the window (the tab VI reference date).';
comment on column api.screen_evergreen_aging_row.min_longtail_pct is 'Smallest monthly share of the > 1080-day band (TAB_VI_B10) in the filed overdue total (TAB_VI_B_VL_DIRCRED_INAD), percent, rounded to 6 decimals; can exceed 100 when the bands and the filed total disagree.';
comment on column api.screen_evergreen_aging_row.max_longtail_pct is 'Largest monthly share of the > 1080-day band in the filed overdue total, percent, rounded to 6 decimals.';
comment on column api.screen_evergreen_aging_row.variation_pp is 'max_longtail_pct - min_longtail_pct, percentage points (0 when one month is observed).';
comment on column api.screen_evergreen_aging_row.screen is 'evergreen_aging.';
comment on column api.screen_evergreen_aging_row.params is 'Every argument as used (p_lookback_months, p_min_longtail_pct, p_max_variation_pp), so the call can be replayed.';

create function api.screen_evergreen_aging(p_lookback_months integer default 12, p_min_longtail_pct numeric default 70, p_max_variation_pp numeric default 10)
returns setof api.screen_evergreen_aging_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_rows api.screen_evergreen_aging_row[];
begin
  perform internal.assert_in_range('screen_evergreen_aging', 'p_lookback_months', p_lookback_months, 3, 36, 'Send p_lookback_months between 3 and 36 (default 12): a flat long tail needs more than a month or two to be flat.');
  perform internal.assert_in_range('screen_evergreen_aging', 'p_min_longtail_pct', p_min_longtail_pct, 0, 100, 'Send p_min_longtail_pct as a percent of delinquency between 0 and 100 (default 70).');
  perform internal.assert_in_range('screen_evergreen_aging', 'p_max_variation_pp', p_max_variation_pp, 0, 100, 'Send p_max_variation_pp in percentage points between 0 and 100 (default 10).');

  -- the window ends at the newest fidc month held (the upstream looks back from today: a month not yet published is absent either way)
  v_to := (select max(m.period) from cvm.fund_month m where m.entity_type = 'fidc');
  v_from := (date_trunc('month', v_to) - make_interval(months => p_lookback_months - 1) + interval '1 month - 1 day')::date;

  with observed as (
    -- the predicate repeats the index's, so the planner reads cvm.fidc_tab_vi_longtail alone
    select v.cnpj, v.reference_date, v.tab_vi_b10_vl_inad_maior_1080 / v.tab_vi_b_vl_dircred_inad * 100 as share
    from cvm.fidc_tab_vi v
    where v.tab_vi_b_vl_dircred_inad > 100000
      and v.reference_date >= date_trunc('month', v_from)::date and v.reference_date <= v_to
      and v.tab_vi_b10_vl_inad_maior_1080 is not null
  ),
  per_fund as (
    select o.cnpj, count(*)::integer as months_observed, min(o.reference_date) as first_month, max(o.reference_date) as last_month,
           min(o.share) as min_share, max(o.share) as max_share
    from observed o
    group by o.cnpj
    having max(o.share) > p_min_longtail_pct and max(o.share) - min(o.share) < p_max_variation_pp
    limit 1001
  )
  select array_agg(row(p.cnpj, r.fund_name, r.status, v_from, v_to, p.months_observed, p.first_month, p.last_month,
           round(p.min_share, 6), round(p.max_share, 6), round(p.max_share - p.min_share, 6),
           'evergreen_aging',
           jsonb_build_object('p_lookback_months', p_lookback_months, 'p_min_longtail_pct', p_min_longtail_pct, 'p_max_variation_pp', p_max_variation_pp)
         )::api.screen_evergreen_aging_row order by p.max_share desc, p.cnpj)
  into v_rows
  from per_fund p
  left join cvm.fund_registry r on r.cnpj = p.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_evergreen_aging',
    'Raise p_min_longtail_pct or lower p_max_variation_pp.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_evergreen_aging(integer, numeric, numeric) owner to api_owner;
revoke all on function api.screen_evergreen_aging(integer, numeric, numeric) from public;
grant execute on function api.screen_evergreen_aging(integer, numeric, numeric) to anon, authenticated;

comment on function api.screen_evergreen_aging(integer, numeric, numeric) is 'FIDCs whose receivables overdue more than 1080 days peak above p_min_longtail_pct of delinquency and move less than p_max_variation_pp over the trailing p_lookback_months: old credit neither written off nor recovered.
Reads the aging ladder that fidc_aging serves (tab VI, receivables without substantial transfer of risk) for the p_lookback_months months ending at the newest fidc month held. A month is observed when its filed overdue total (TAB_VI_B_VL_DIRCRED_INAD) is above R$100,000 (a fixed floor, so a few reais overdue cannot make a share) and its > 1080-day band (TAB_VI_B10) is filed; its share is band / filed total * 100. A fund is listed when its largest share > p_min_longtail_pct and largest - smallest < p_max_variation_pp (both strict); months_observed says how many months that rests on (one month is flat by construction). A blank band or total is not observed, never 0. Ordered by max_longtail_pct descending, then cnpj. A signal, not a verdict: a slow judicial recovery or a policy of not writing off gives the same row; confirm against the fund''s filings. status is the registry status as filed. Every row carries screen (evergreen_aging) and params (the arguments as used). Out-of-range or NULL thresholds raise 22023, never clamped; more than 1000 rows raises 22023: raise p_min_longtail_pct or lower p_max_variation_pp.
p_lookback_months: months in the window, 3..36 (default 12).
p_min_longtail_pct: the largest monthly share must be above this, percent, 0..100 (default 70).
p_max_variation_pp: the shares must move less than this across the window, percentage points, 0..100 (default 10).
@tag Screens
@default p_lookback_months
@default p_min_longtail_pct
@default p_max_variation_pp';
--! EndIncluded functions/screen_evergreen_aging.sql
--! Included functions/screen_captive_vehicles.sql
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
--! EndIncluded functions/screen_captive_vehicles.sql
--! Included sql/internal/catalog_part_screens.sql
-- GENERATED from catalog.json ("screens") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_screens: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_screens()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fiagro or null"},"meaning":"funds whose newest monthly filing is p_min..p_max months behind their family''s complete-through period (the month before the family''s newest month); a signal, not a verdict"},"late_filers":{"function":"screen_late_filers","family":["fii","fidc"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_months":12,"p_end":null,"p_min_days_late":5,"p_min_late":2,"p_family":null},"bounds":{"p_months":"1..24","p_end":"a day of the window''s last month, not before 2025-01 (fidc or both) or 2025-08 (fii); null = the newest reference month on record","p_min_days_late":"1..365","p_min_late":"1..24","p_family":"fii, fidc or null"},"deadline_rule":"15 calendar days after the end of the reference month, no holiday calendar: FIDC Resolução CVM 175 Anexo Normativo II art. 27 III; FII Anexo Normativo III art. 36 I","meaning":"funds whose first delivery of a version 1 monthly structured report reached FNET at least p_min_days_late days after the deadline in at least p_min_late of the p_months months ending at p_end; months measured from 2025-01 (fidc) and 2025-08 (fii); a month with no report is not counted; identity is the CNPJ the search was asked for; a timestamp compared with a rule, not a finding"},"delinquency_drivers":{"function":"screen_delinquency_drivers","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_months":6,"p_min_delta_brl":1000000,"p_min_delta_pp":1,"p_driver":null},"bounds":{"p_end":"a day of the window''s last month; the window may not start before 2025-01; null = the fidc complete-through period","p_months":"2..24","p_min_months":"2..p_months","p_min_delta_brl":">= 0","p_min_delta_pp":">= 0","p_driver":"consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable or null"},"regime_break":"funds_fidc delinquency at 2025-01 (regime_breaks)","meaning":"first against last observation of the window in BRL and in percentage points of NAV, classed consistent_worsening (both up), value_up_rate_masked (value up, rate flat or down), denominator_only (rate up, value flat or down), improvement (both down) or stable (anything else); stopped_reporting when the newest filing is two or more months behind the window end; a signal, not a verdict"},"zombie_growth":{"function":"screen_zombie_growth","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_period":null,"p_min_delinq_pct":5,"p_min_aum":1000000},"bounds":{"p_period":"a day of the month screened; null = the newest fidc month held","p_min_delinq_pct":"0..100","p_min_aum":">= 0"},"meaning":"FIDCs whose delinquency / NAV * 100 is above p_min_delinq_pct in one month while NAV is above p_min_aum (both strict): credit going bad inside a fund still carrying money; a distressed-credit mandate, an orderly wind-down or one late payer in a small book look the same; a signal, not a verdict"},"evergreen_aging":{"function":"screen_evergreen_aging","family":["fidc"],"source":"the aging ladder of tab VI (cvm.fidc_tab_vi: the > 1080-day overdue band and the filed overdue total) beside the registries","grain":"fund","params":{"p_lookback_months":12,"p_min_longtail_pct":70,"p_max_variation_pp":10},"bounds":{"p_lookback_months":"3..36","p_min_longtail_pct":"0..100","p_max_variation_pp":"0..100"},"meaning":"FIDCs whose > 1080-day overdue band, as a share of the filed tab VI overdue total in the months above R$100,000 overdue, peaks above p_min_longtail_pct and moves less than p_max_variation_pp over the p_lookback_months ending at the newest fidc month held: old credit neither written off nor recovered; a slow judicial recovery or a policy of not writing off look the same; a signal, not a verdict"},"captive_vehicles":{"function":"screen_captive_vehicles","family":["fii"],"source":"the monthly fund series (cvm.fund_month, fii: nav and quotaholders of the newest report version) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_max_investors":10,"p_min_aum":50000000},"bounds":{"p_lookback_months":"1..36","p_max_investors":"1..1000","p_min_aum":">= 0"},"meaning":"FIIs whose largest NAV over the p_lookback_months ending at the newest fii month held is above p_min_aum while their smallest quotaholder count is below p_max_investors (both strict): a large vehicle held by a handful of investors; exclusive and family-office FIIs are legal and look exactly like this; a signal, not a verdict"}}'::json
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
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
