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

  with picked as (
    -- a fund qualifies only when some month's share is above p_min_longtail_pct: those months pick the
    -- funds (cvm.fidc_tab_vi_longtail_high), and only the picked funds' months are read
    select distinct v.cnpj
    from cvm.fidc_tab_vi v
    where v.tab_vi_b_vl_dircred_inad > 100000 and v.longtail_share > p_min_longtail_pct
      and v.reference_date >= date_trunc('month', v_from)::date and v.reference_date <= v_to
  ),
  per_fund as (
    -- the predicate repeats the index's, so the months come from cvm.fidc_tab_vi_longtail alone
    select v.cnpj, count(*)::integer as months_observed, min(v.reference_date) as first_month, max(v.reference_date) as last_month,
           min(v.longtail_share) as min_share, max(v.longtail_share) as max_share
    from picked p
    join cvm.fidc_tab_vi v on v.cnpj = p.cnpj
    where v.tab_vi_b_vl_dircred_inad > 100000 and v.longtail_share is not null
      and v.reference_date >= date_trunc('month', v_from)::date and v.reference_date <= v_to
    group by v.cnpj
    having max(v.longtail_share) > p_min_longtail_pct and max(v.longtail_share) - min(v.longtail_share) < p_max_variation_pp
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
