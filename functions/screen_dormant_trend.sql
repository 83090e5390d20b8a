-- api.screen_dormant_trend: screen_dormant_funds evaluated at every month-end of a history, as counts.
-- Both counts are written by the loads: the fi classes filing each month in
-- cvm.fund_month_census, the dormant counts per month and frame length in
-- cvm.fi_dormant_census (from the still runs the fi writes leave in
-- cvm.fi_still_run). A call reads one row of each per month of its history.
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
  v_params jsonb;
  v_rows api.screen_dormant_trend_row[];
begin
  perform internal.assert_in_range('screen_dormant_trend', 'p_lookback_months', p_lookback_months, 2, 12,
    'Send p_lookback_months between 2 and 12 (default 3), as screen_dormant_funds takes it.');
  perform internal.assert_in_range('screen_dormant_trend', 'p_history_months', p_history_months, 1, 60,
    'Send p_history_months between 1 and 60 (default 36).');
  v_params := jsonb_build_object('p_lookback_months', p_lookback_months, 'p_history_months', p_history_months);

  v_to := cvm.complete_through_of('fi', (select max(c.period) from cvm.fund_month_census c where c.entity_type = 'fi'));
  if v_to is null then
    return;
  end if;
  v_emit_from := (v_to - make_interval(months => p_history_months - 1))::date;

  select array_agg(row(c.period, c.funds_filing, coalesce(d.empty_shells, 0), coalesce(d.parked_capital, 0),
           case when d.period is null then 0 else d.parked_nav end,
           'dormant_trend', v_params)::api.screen_dormant_trend_row order by c.period)
  into v_rows
  from cvm.fund_month_census c
  left join cvm.fi_dormant_census d on d.lookback_months = p_lookback_months and d.period = c.period
  where c.entity_type = 'fi' and c.period between v_emit_from and v_to;

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
