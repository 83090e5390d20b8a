--! Previous: sha1:0e36e3c1622a22945facf9a02eb728c5d593afb5
--! Hash: sha1:e3d168b248afb2d4f83d0ba142bf7f9726396a5b
--! Message: screen_dormant_funds reads the still runs at the window's last month

-- screen_dormant_funds reads the still runs at the window's last month (cvm.fi_still_run)
--! Included functions/screen_dormant_funds.sql
-- api.screen_dormant_funds: fi classes that filed every month of the window with no money in or out.
-- Reads the still runs the fi writes leave in cvm.fi_still_run at the window's last
-- month (still: inflows and redemptions filed as 0, quotaholders filed), so the cost
-- follows the dormant classes of one month, not the fi series. Computed once into an
-- array so the 1000-row check and the answer are one pass.
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
  v_to := cvm.complete_through_of('fi', (select max(c.period) from cvm.fund_month_census c where c.entity_type = 'fi'));
  if v_to is null then
    return;
  end if;
  v_from := (v_to - make_interval(months => p_lookback_months - 1))::date;

  with still as (
    -- a class qualifies when its still run at the window's last month (cvm.fi_still_run, kept by the fi
    -- writes; a missing month breaks a run) covers the window; an empty shell when its run of months
    -- without a quotaholder does too
    select s.cnpj, s.nav as last_nav,
           case when s.empty_months >= p_lookback_months then 'empty_shell' else 'parked_capital' end as dormancy
    from cvm.fi_still_run s
    where s.period = v_to and s.still_months >= 2 and s.still_months >= p_lookback_months
  ),
  kept as (
    select c.* from still c
    where (v_dormancy is null or c.dormancy = v_dormancy)
      and (p_min_nav is null or c.last_nav >= p_min_nav)
    limit 1001
  )
  select array_agg(row(k.cnpj, r.fund_name, r.status, v_from, v_to, p_lookback_months, q.max_quotaholders, k.last_nav, k.dormancy,
           'dormant_funds', v_params)::api.screen_dormant_funds_row order by k.last_nav desc nulls last, k.cnpj)
  into v_rows
  from kept k
  -- the window's largest quotaholder count, read for the kept classes only (0 for an empty shell)
  cross join lateral (
    select case when k.dormancy = 'empty_shell' then 0::bigint
                else (select max(m.quotaholders) from cvm.fund_month m
                      where m.entity_type = 'fi' and m.cnpj = k.cnpj and m.period between v_from and v_to) end as max_quotaholders
  ) q
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
