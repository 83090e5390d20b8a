--! Previous: sha1:a002382263a16a92cd702f3d50fb3c7ef7e62f9d
--! Hash: sha1:e48b286641098d30347ade3744d8bf5e06a694c7
--! Message: screen_dormant_trend reads still runs the fi writes leave in cvm.fi_still_run

-- a new derived table (re-runnable while current.sql is tried)
drop table if exists cvm.fi_still_run;
--! Included sql/cvm/fi_still_run.sql
-- The still fi months (inflows and redemptions filed as 0, quotaholders filed) with
-- the run each closes: how many consecutive calendar months, ending at this one, were
-- still, and how many of those trailing months had no quotaholder. Kept by the
-- triggers on cvm.fund_month (cvm.sync_fi_still_run), so every writer of the
-- fi series (the daily report loader's merge, a test's insert) rewrites it in the same
-- statement: screen_dormant_trend then reads a class-month's frame from one row.
create table cvm.fi_still_run (
  cnpj text not null,
  period date not null,
  nav numeric,
  still_months integer not null check (still_months >= 1),
  empty_months integer not null check (empty_months >= 0 and empty_months <= still_months),
  primary key (cnpj, period)
);
alter table cvm.fi_still_run owner to ingest_writer;
-- a frame needs at least two months (screen_dormant_trend's p_lookback_months >= 2)
create index fi_still_run_frames on cvm.fi_still_run (period, still_months) include (empty_months, nav) where still_months >= 2;
comment on index cvm.fi_still_run_frames is 'Class-months closing a still run of two months or more, with the empty run and nav: screen_dormant_trend counts a history from this index alone.';
grant select on cvm.fi_still_run to api_owner;
comment on table cvm.fi_still_run is 'One row per still fi class-month of cvm.fund_month (inflows = 0, redemptions = 0, quotaholders filed), derived by the triggers on cvm.fund_month in the writing statement: the runs of still months ending there.';
comment on column cvm.fi_still_run.cnpj is 'Class CNPJ, as in cvm.fund_month.';
comment on column cvm.fi_still_run.period is 'The month (first day), as in cvm.fund_month.';
comment on column cvm.fi_still_run.nav is 'The month''s nav as in cvm.fund_month; NULL when not filed.';
comment on column cvm.fi_still_run.still_months is 'Consecutive calendar months ending at this one that are still (a missing month breaks the run); at least 1.';
comment on column cvm.fi_still_run.empty_months is 'Consecutive still months ending at this one with no quotaholder (quotaholders 0); 0 when this month has one.';
--! EndIncluded sql/cvm/fi_still_run.sql
--! Included sql/cvm/refresh_fi_still_run.sql
-- Rewrites cvm.fi_still_run for the given classes from the given month on (a
-- run depends only on earlier months, so the months before are kept and the row just
-- before seeds the runs). Gaps and islands: consecutive still months share
-- (month number - row number); a run's length is the row's place in its island, plus
-- the seed's when the island starts at the first month rewritten.
create or replace function cvm.refresh_fi_still_run(p_cnpjs text[], p_froms date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fi_still_run s
  using unnest(p_cnpjs, p_froms) t(cnpj, from_period)
  where s.cnpj = t.cnpj and s.period >= t.from_period;
  insert into cvm.fi_still_run (cnpj, period, nav, still_months, empty_months)
  select i.cnpj, i.period, i.nav,
         i.place + case when i.island_from = i.from_period then coalesce(seed.still_months, 0) else 0 end,
         case when i.last_held is not null then i.month_no - i.last_held
              else i.place + case when i.island_from = i.from_period then coalesce(seed.empty_months, 0) else 0 end end
  from (
    select n.*,
           row_number() over (partition by n.cnpj, n.island order by n.period) as place,
           min(n.period) over (partition by n.cnpj, n.island) as island_from,
           max(case when n.quotaholders > 0 then n.month_no end) over (partition by n.cnpj, n.island order by n.period) as last_held
    from (
      select m.cnpj, m.period, m.nav, m.quotaholders, t.from_period, k.month_no,
             k.month_no - row_number() over (partition by m.cnpj order by m.period) as island
      from unnest(p_cnpjs, p_froms) t(cnpj, from_period)
      join cvm.fund_month m on m.entity_type = 'fi' and m.cnpj = t.cnpj and m.period >= t.from_period
      cross join lateral (select (extract(year from m.period) * 12 + extract(month from m.period))::integer as month_no) k
      where m.inflows = 0 and m.redemptions = 0 and m.quotaholders is not null
    ) n
  ) i
  left join cvm.fi_still_run seed
    on seed.cnpj = i.cnpj and seed.period = (i.from_period - interval '1 month')::date;
end;
$$;
comment on function cvm.refresh_fi_still_run(text[], date[]) is 'Rewrites the rows of cvm.fi_still_run of each class given from its month given on (first day), from the fi rows of cvm.fund_month, the runs seeded by the held row of the month before.';
alter function cvm.refresh_fi_still_run(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_still_run(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fi_still_run.sql
--! Included sql/cvm/sync_fi_still_run.sql
-- The statement triggers on cvm.fund_month (insert, update, delete; see
-- sql/cvm/fund_month.sql) call this: each fi class written is rewritten in
-- cvm.fi_still_run from its earliest month touched. Other families return at once.
create or replace function cvm.sync_fi_still_run() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_cnpjs text[];
  v_froms date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'INSERT' then
    select array_agg(t.cnpj), array_agg(t.from_period) into v_cnpjs, v_froms
    from (select n.cnpj, min(n.period) as from_period from new_rows n where n.entity_type = 'fi' group by n.cnpj) t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.cnpj), array_agg(t.from_period) into v_cnpjs, v_froms
    from (select o.cnpj, min(o.period) as from_period from old_rows o where o.entity_type = 'fi' group by o.cnpj) t;
  else
    select array_agg(t.cnpj), array_agg(t.from_period) into v_cnpjs, v_froms
    from (select r.cnpj, min(r.period) as from_period
          from (select n.cnpj, n.period, n.entity_type from new_rows n union all select o.cnpj, o.period, o.entity_type from old_rows o) r
          where r.entity_type = 'fi' group by r.cnpj) t;
  end if;
  if v_cnpjs is not null then
    perform cvm.refresh_fi_still_run(v_cnpjs, v_froms);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fi_still_run() is 'Statement trigger of cvm.fund_month: rewrites cvm.fi_still_run for the fi classes the statement wrote, from the earliest month it touched.';
alter function cvm.sync_fi_still_run() owner to ingest_writer;
revoke all on function cvm.sync_fi_still_run() from public;
--! EndIncluded sql/cvm/sync_fi_still_run.sql
-- the triggers of sql/cvm/fund_month.sql (a table changes by ALTER: see CONVENTIONS, Changing a table)
drop trigger if exists fi_still_run_insert on cvm.fund_month;
drop trigger if exists fi_still_run_update on cvm.fund_month;
drop trigger if exists fi_still_run_delete on cvm.fund_month;
create trigger fi_still_run_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fi_still_run();
create trigger fi_still_run_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fi_still_run();
create trigger fi_still_run_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fi_still_run();
-- the runs of the fi months already held
select cvm.refresh_fi_still_run(array_agg(t.cnpj), array_agg(t.from_period))
from (select m.cnpj, min(m.period) as from_period from cvm.fund_month m where m.entity_type = 'fi' group by m.cnpj) t;
--! Included functions/screen_dormant_trend.sql
-- api.screen_dormant_trend: screen_dormant_funds evaluated at every month-end of a history, as counts.
-- Filing counts come from the (entity_type, period) index; the dormant counts from
-- cvm.fi_still_run, where the loads' writes of the fi series already left each
-- still class-month's run: dormant at a month when its still run is at least the
-- frame (a missing month breaks a run), an empty shell when its run of months with no
-- quotaholder is too. One index-only read of the history's months, no sort by class.
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

  v_to := cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi'));
  if v_to is null then
    return;
  end if;
  v_emit_from := (v_to - make_interval(months => p_history_months - 1))::date;

  with filing as (
    select m.period, count(*) as funds_filing
    from cvm.fund_month m
    where m.entity_type = 'fi' and m.period between v_emit_from and v_to
    group by m.period
  ),
  dormant as (
    -- a class is dormant at a month when its still run there covers the frame, an empty shell when its empty run does
    select s.period,
           count(*) filter (where s.empty_months >= p_lookback_months) as empty_shells,
           count(*) filter (where s.empty_months < p_lookback_months) as parked_capital,
           case when bool_or(s.empty_months < p_lookback_months and s.nav is null) then null
                else coalesce(sum(s.nav) filter (where s.empty_months < p_lookback_months), 0) end as parked_nav
    from cvm.fi_still_run s
    where s.period between v_emit_from and v_to and s.still_months >= p_lookback_months
    group by s.period
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
comment on index cvm.fund_month_fi_still is 'The still fi months (inflows and redemptions filed as 0, quotaholders filed), with quotaholders and nav: screen_dormant_funds reads only these (screen_dormant_trend reads cvm.fi_still_run).';
