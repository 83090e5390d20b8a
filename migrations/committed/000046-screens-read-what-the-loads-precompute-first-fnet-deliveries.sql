--! Previous: sha1:842a1e80c189cdc2d981839306c7e1525ea89478
--! Hash: sha1:99f387f0d0172947de01d048022d24dbcda87844
--! Message: Screens read what the loads precompute: first FNET deliveries, family census, newest periods, dormant counts, long-tail share

-- Screens read what the loads precompute (issue 28 item 3): derived tables kept by
-- statement triggers on the tables the loaders write, so every writer (a loader's
-- merge, a test's insert, a bench's set-based write) keeps them in its transaction.
-- (re-runnable while current.sql is tried: each derived object is dropped first)
drop table if exists cvm.fi_still_run;
drop table if exists cvm.fi_dormant_census;
drop table if exists cvm.fund_month_census;
drop table if exists cvm.fund_last_period;
drop table if exists b3.fnet_monthly_first;
drop trigger if exists fi_still_run_insert on cvm.fund_month;
drop trigger if exists fi_still_run_update on cvm.fund_month;
drop trigger if exists fi_still_run_delete on cvm.fund_month;
drop trigger if exists fi_still_run_truncate on cvm.fund_month;
drop trigger if exists fund_month_census_insert on cvm.fund_month;
drop trigger if exists fund_month_census_update on cvm.fund_month;
drop trigger if exists fund_month_census_delete on cvm.fund_month;
drop trigger if exists fund_month_census_truncate on cvm.fund_month;
drop trigger if exists fnet_monthly_first_insert on b3.fnet_document;
drop trigger if exists fnet_monthly_first_update on b3.fnet_document;
drop trigger if exists fnet_monthly_first_delete on b3.fnet_document;
drop trigger if exists fnet_monthly_first_truncate on b3.fnet_document;
drop trigger if exists fnet_monthly_first_insert on b3.fnet_document_fund;
drop trigger if exists fnet_monthly_first_update on b3.fnet_document_fund;
drop trigger if exists fnet_monthly_first_delete on b3.fnet_document_fund;
drop trigger if exists fnet_monthly_first_truncate on b3.fnet_document_fund;

-- the family census and each fund's newest period (screen_silent_filers, screen_dormant_trend)
--! Included sql/cvm/refresh_fund_month_census.sql
-- Rewrites cvm.fund_month_census and cvm.fund_last_period for the (family, fund,
-- period) rows a write touched: the touched family-periods are counted again and the
-- touched funds' newest periods read again. NULL arrays rewrite everything.
create or replace function cvm.refresh_fund_month_census(p_types text[], p_cnpjs text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_types is null then
    delete from cvm.fund_month_census;
    delete from cvm.fund_last_period;
    insert into cvm.fund_month_census (entity_type, period, funds_filing)
    select m.entity_type, m.period, count(*) from cvm.fund_month m group by m.entity_type, m.period;
    insert into cvm.fund_last_period (entity_type, cnpj, last_period)
    select m.entity_type, m.cnpj, max(m.period) from cvm.fund_month m group by m.entity_type, m.cnpj;
    return;
  end if;

  delete from cvm.fund_month_census c
  using (select distinct t.entity_type, t.period from unnest(p_types, p_periods) t(entity_type, period)) k
  where c.entity_type = k.entity_type and c.period = k.period;
  insert into cvm.fund_month_census (entity_type, period, funds_filing)
  select k.entity_type, k.period, n.funds
  from (select distinct t.entity_type, t.period from unnest(p_types, p_periods) t(entity_type, period)) k
  cross join lateral (select count(*)::integer as funds from cvm.fund_month m where m.entity_type = k.entity_type and m.period = k.period) n
  where n.funds > 0;

  delete from cvm.fund_last_period l
  using (select distinct t.entity_type, t.cnpj from unnest(p_types, p_cnpjs) t(entity_type, cnpj)) k
  where l.entity_type = k.entity_type and l.cnpj = k.cnpj;
  insert into cvm.fund_last_period (entity_type, cnpj, last_period)
  select k.entity_type, k.cnpj, n.last_period
  from (select distinct t.entity_type, t.cnpj from unnest(p_types, p_cnpjs) t(entity_type, cnpj)) k
  cross join lateral (select max(m.period) as last_period from cvm.fund_month m where m.entity_type = k.entity_type and m.cnpj = k.cnpj) n
  where n.last_period is not null;
end;
$$;
alter function cvm.refresh_fund_month_census(text[], text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_census(text[], text[], date[]) from public;
comment on function cvm.refresh_fund_month_census(text[], text[], date[]) is 'Rewrites the census rows of the touched family-periods and the newest period of the touched funds; NULL arrays rewrite both tables whole.';
--! EndIncluded sql/cvm/refresh_fund_month_census.sql
--! Included sql/cvm/sync_fund_month_census.sql
-- The statement triggers on cvm.fund_month (see sql/cvm/fund_month_census.sql) call
-- this with the rows the statement wrote; a truncate empties both derived tables.
create or replace function cvm.sync_fund_month_census() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_types text[];
  v_cnpjs text[];
  v_periods date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fund_month_census, cvm.fund_last_period;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(n.entity_type), array_agg(n.cnpj), array_agg(n.period) into v_types, v_cnpjs, v_periods from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.entity_type), array_agg(o.cnpj), array_agg(o.period) into v_types, v_cnpjs, v_periods from old_rows o;
  else
    select array_agg(r.entity_type), array_agg(r.cnpj), array_agg(r.period) into v_types, v_cnpjs, v_periods
    from (select n.entity_type, n.cnpj, n.period from new_rows n union select o.entity_type, o.cnpj, o.period from old_rows o) r;
  end if;
  if v_types is not null then
    perform cvm.refresh_fund_month_census(v_types, v_cnpjs, v_periods);
  end if;
  return null;
end;
$$;
alter function cvm.sync_fund_month_census() owner to ingest_writer;
revoke all on function cvm.sync_fund_month_census() from public;
comment on function cvm.sync_fund_month_census() is 'Statement trigger of cvm.fund_month: rewrites the cvm.fund_month_census and cvm.fund_last_period rows the statement touched.';
--! EndIncluded sql/cvm/sync_fund_month_census.sql
--! Included sql/cvm/fund_last_period.sql
-- Each fund's newest period of the monthly fund series, written with
-- cvm.fund_month_census by the triggers on cvm.fund_month (see
-- sql/cvm/fund_month_census.sql): screen_silent_filers reads a family's silent funds
-- as one index range instead of the newest period of every fund per call.
create table cvm.fund_last_period (
  entity_type text not null,
  cnpj text not null,
  last_period date not null,
  primary key (entity_type, cnpj)
);
-- the silent funds of a family are a range of this index: newest periods before the cut
create index fund_last_period_family on cvm.fund_last_period (entity_type, last_period) include (cnpj);
comment on index cvm.fund_last_period_family is 'A family''s funds by their newest period: screen_silent_filers reads the funds silent for a range of months from one range of it.';
alter table cvm.fund_last_period owner to ingest_writer;
grant select on cvm.fund_last_period to api_owner;
comment on table cvm.fund_last_period is 'One row per family and fund of cvm.fund_month with its newest period; kept in the writing statement by the triggers on cvm.fund_month (cvm.sync_fund_month_census).';
comment on column cvm.fund_last_period.entity_type is 'Family, as in cvm.fund_month.';
comment on column cvm.fund_last_period.cnpj is 'Fund (class) CNPJ, as in cvm.fund_month.';
comment on column cvm.fund_last_period.last_period is 'Newest period of the fund in cvm.fund_month.';
--! EndIncluded sql/cvm/fund_last_period.sql
--! Included sql/cvm/fund_month_census.sql
-- What the monthly fund series holds per family and month, and each fund's newest
-- month: written by the triggers below in every statement that writes
-- cvm.fund_month, so the screens read a family's months and its silent funds from a
-- few rows instead of counting or scanning the series per call.
create table cvm.fund_month_census (
  entity_type text not null,
  period date not null,
  funds_filing integer not null check (funds_filing > 0),
  primary key (entity_type, period)
);
alter table cvm.fund_month_census owner to ingest_writer;
grant select on cvm.fund_month_census to api_owner;
comment on table cvm.fund_month_census is 'One row per family and period of cvm.fund_month with the number of funds filed there; kept in the writing statement by the triggers on cvm.fund_month (cvm.sync_fund_month_census). A period nobody filed has no row.';
comment on column cvm.fund_month_census.entity_type is 'Family, as in cvm.fund_month.';
comment on column cvm.fund_month_census.period is 'Period, as in cvm.fund_month (fidc month-end, the others the first day).';
comment on column cvm.fund_month_census.funds_filing is 'Rows of cvm.fund_month for the family and period: funds (classes) filed.';

-- the triggers that keep it and cvm.fund_last_period (cvm.sync_fund_month_census)
create trigger fund_month_census_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fund_month_census();
create trigger fund_month_census_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fund_month_census();
create trigger fund_month_census_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fund_month_census();
create trigger fund_month_census_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fund_month_census();
--! EndIncluded sql/cvm/fund_month_census.sql
select cvm.refresh_fund_month_census(null, null, null);

-- the still runs of the fi months and the dormant counts per month and frame (screen_dormant_trend)
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
--! Included sql/cvm/fi_dormant_census.sql
-- screen_dormant_funds counted at every month and frame length: written with the
-- still runs (cvm.refresh_fi_still_run), so screen_dormant_trend reads one row per
-- month of its history instead of counting the runs per call.
create table cvm.fi_dormant_census (
  period date not null,
  lookback_months integer not null check (lookback_months between 2 and 12),
  empty_shells integer not null,
  parked_capital integer not null,
  parked_nav numeric,
  primary key (lookback_months, period)
);
alter table cvm.fi_dormant_census owner to ingest_writer;
grant select on cvm.fi_dormant_census to api_owner;
comment on table cvm.fi_dormant_census is 'One row per month and frame length (2..12 months) with at least one fi class dormant through the frame ending that month: the counts screen_dormant_trend serves. Derived from cvm.fi_still_run whenever it is rewritten; a month with no dormant class has no row.';
comment on column cvm.fi_dormant_census.period is 'The month (first day) closing the frame.';
comment on column cvm.fi_dormant_census.lookback_months is 'Months in the frame (screen_dormant_trend''s p_lookback_months).';
comment on column cvm.fi_dormant_census.empty_shells is 'Classes still through the frame with no quotaholder in any of its months.';
comment on column cvm.fi_dormant_census.parked_capital is 'Classes still through the frame with a quotaholder in some month.';
comment on column cvm.fi_dormant_census.parked_nav is 'Sum of the month''s NAV of the parked_capital classes; 0 when there are none; NULL when one of them filed no NAV.';
--! EndIncluded sql/cvm/fi_dormant_census.sql
--! Included sql/cvm/refresh_fi_still_run.sql
-- Rewrites cvm.fi_still_run for the given classes from the given month on (a
-- run depends only on earlier months, so the months before are kept and the row just
-- before seeds the runs). Gaps and islands: consecutive still months share
-- (month number - row number); a run's length is the row's place in its island, plus
-- the seed's when the island starts at the first month rewritten. The dormant counts
-- of cvm.fi_dormant_census are counted again from the earliest month rewritten on.
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

  -- the dormant counts of every month from the earliest rewritten on, for each frame length
  delete from cvm.fi_dormant_census c where c.period >= (select min(t) from unnest(p_froms) t);
  insert into cvm.fi_dormant_census (period, lookback_months, empty_shells, parked_capital, parked_nav)
  select s.period, l.lookback,
         count(*) filter (where s.empty_months >= l.lookback),
         count(*) filter (where s.empty_months < l.lookback),
         case when bool_or(s.empty_months < l.lookback and s.nav is null) then null
              else coalesce(sum(s.nav) filter (where s.empty_months < l.lookback), 0) end
  from cvm.fi_still_run s
  cross join generate_series(2, 12) l(lookback)
  where s.period >= (select min(t) from unnest(p_froms) t) and s.still_months >= 2 and s.still_months >= l.lookback
  group by s.period, l.lookback;
end;
$$;
comment on function cvm.refresh_fi_still_run(text[], date[]) is 'Rewrites the rows of cvm.fi_still_run of each class given from its month given on (first day), from the fi rows of cvm.fund_month, the runs seeded by the held row of the month before.';
alter function cvm.refresh_fi_still_run(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_still_run(text[], date[]) from public;
--! EndIncluded sql/cvm/refresh_fi_still_run.sql
--! Included sql/cvm/sync_fi_still_run.sql
-- The statement triggers on cvm.fund_month (insert, update, delete, truncate; see
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
  if tg_op = 'TRUNCATE' then
    truncate cvm.fi_still_run, cvm.fi_dormant_census;
    return null;
  elsif tg_op = 'INSERT' then
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
comment on function cvm.sync_fi_still_run() is 'Statement trigger of cvm.fund_month: rewrites cvm.fi_still_run for the fi classes the statement wrote, from the earliest month it touched; a truncate of cvm.fund_month empties it.';
alter function cvm.sync_fi_still_run() owner to ingest_writer;
revoke all on function cvm.sync_fi_still_run() from public;
--! EndIncluded sql/cvm/sync_fi_still_run.sql
-- the triggers of sql/cvm/fund_month.sql (a table changes by ALTER: see CONVENTIONS, Changing a table)
create trigger fi_still_run_insert after insert on cvm.fund_month referencing new table as new_rows
  for each statement execute function cvm.sync_fi_still_run();
create trigger fi_still_run_update after update on cvm.fund_month referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fi_still_run();
create trigger fi_still_run_delete after delete on cvm.fund_month referencing old table as old_rows
  for each statement execute function cvm.sync_fi_still_run();
create trigger fi_still_run_truncate after truncate on cvm.fund_month
  for each statement execute function cvm.sync_fi_still_run();
select cvm.refresh_fi_still_run(array_agg(t.cnpj), array_agg(t.from_period))
from (select m.cnpj, min(m.period) as from_period from cvm.fund_month m where m.entity_type = 'fi' group by m.cnpj) t;
comment on index cvm.fund_month_fi_still is 'The still fi months (inflows and redemptions filed as 0, quotaholders filed), with quotaholders and nav: screen_dormant_funds reads only these (screen_dormant_trend reads cvm.fi_dormant_census).';

-- the first monthly deliveries per fund and month of the FNET register (screen_late_filers)
--! Included sql/b3/refresh_fnet_monthly_first.sql
-- Rewrites b3.fnet_monthly_first for the given (cnpj, month) keys from the FNET
-- register, or the whole table when p_cnpjs is NULL (after a truncate).
create or replace function b3.refresh_fnet_monthly_first(p_cnpjs text[], p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_cnpjs is null then
    delete from b3.fnet_monthly_first;
  else
    delete from b3.fnet_monthly_first f
    using (select distinct k.cnpj, k.month from unnest(p_cnpjs, p_months) k(cnpj, month)) k
    where f.cnpj = k.cnpj and f.month = k.month;
  end if;
  insert into b3.fnet_monthly_first (cnpj, tipo_fundo, month, delivered, listed_name, lag_days, days_late)
  select g.cnpj, g.tipo_fundo, g.month, g.delivered, g.listed_name,
         g.delivered::date - e.month_end, g.delivered::date - (e.month_end + 15)
  from (
    select l.cnpj, l.tipo_fundo, d.reference_date as month, min(d.data_entrega) as delivered, min(d.descricao_fundo) as listed_name
    from b3.fnet_document_fund l
    join b3.fnet_document d on d.id = l.id
    where d.monthly_report and d.versao = 1
      and (p_cnpjs is null
           or (l.cnpj, d.reference_date) in (select k.cnpj, k.month from unnest(p_cnpjs, p_months) k(cnpj, month)))
    group by l.cnpj, l.tipo_fundo, d.reference_date
  ) g
  cross join lateral (select (g.month + interval '1 month - 1 day')::date as month_end) e;
end;
$$;
alter function b3.refresh_fnet_monthly_first(text[], date[]) owner to ingest_writer;
revoke all on function b3.refresh_fnet_monthly_first(text[], date[]) from public;
comment on function b3.refresh_fnet_monthly_first(text[], date[]) is 'Rewrites the first monthly deliveries of the given (cnpj, month) keys, or of every key when p_cnpjs is NULL.';
--! EndIncluded sql/b3/refresh_fnet_monthly_first.sql
--! Included sql/b3/sync_fnet_monthly_first.sql
-- The statement triggers on b3.fnet_document and b3.fnet_document_fund call this:
-- the (cnpj, month) keys a write touched are rewritten in b3.fnet_monthly_first.
-- A document and its fund link are written by separate statements in either order;
-- each side finds the other's half of the key, so the later one completes it.
create or replace function b3.sync_fnet_monthly_first() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ids bigint[];
  v_other text[];
  v_cnpjs text[];
  v_months date[];
begin
  if tg_op = 'TRUNCATE' then
    perform b3.refresh_fnet_monthly_first(null, null);
    return null;
  end if;
  -- a transition table exists only for the events that declare it: read each op's own
  if tg_table_name = 'fnet_document' then
    if tg_op = 'INSERT' then
      select array_agg(n.id), array_agg(n.reference_date::text) into v_ids, v_other from new_rows n where n.reference_date is not null;
    elsif tg_op = 'DELETE' then
      select array_agg(o.id), array_agg(o.reference_date::text) into v_ids, v_other from old_rows o where o.reference_date is not null;
    else
      select array_agg(r.id), array_agg(r.reference_date::text) into v_ids, v_other
      from (select n.id, n.reference_date from new_rows n union select o.id, o.reference_date from old_rows o) r where r.reference_date is not null;
    end if;
    select array_agg(k.cnpj), array_agg(k.month) into v_cnpjs, v_months
    from (select distinct l.cnpj, t.reference_date::date as month
          from unnest(v_ids, v_other) t(id, reference_date) join b3.fnet_document_fund l on l.id = t.id) k;
  else
    if tg_op = 'INSERT' then
      select array_agg(n.id), array_agg(n.cnpj) into v_ids, v_other from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(o.id), array_agg(o.cnpj) into v_ids, v_other from old_rows o;
    else
      select array_agg(r.id), array_agg(r.cnpj) into v_ids, v_other
      from (select n.id, n.cnpj from new_rows n union select o.id, o.cnpj from old_rows o) r;
    end if;
    select array_agg(k.cnpj), array_agg(k.month) into v_cnpjs, v_months
    from (select distinct t.cnpj, d.reference_date as month
          from unnest(v_ids, v_other) t(id, cnpj) join b3.fnet_document d on d.id = t.id
          where d.reference_date is not null) k;
  end if;
  if v_cnpjs is not null then
    perform b3.refresh_fnet_monthly_first(v_cnpjs, v_months);
  end if;
  return null;
end;
$$;
alter function b3.sync_fnet_monthly_first() owner to ingest_writer;
revoke all on function b3.sync_fnet_monthly_first() from public;
comment on function b3.sync_fnet_monthly_first() is 'Statement trigger of b3.fnet_document and b3.fnet_document_fund: rewrites the b3.fnet_monthly_first keys the statement touched.';
--! EndIncluded sql/b3/sync_fnet_monthly_first.sql
--! Included sql/b3/fnet_monthly_first.sql
-- The first delivery of each fund's version 1 monthly structured report per
-- reference month, with its lag and its days past the deadline: what
-- screen_late_filers measures, written when the FNET register is written (the
-- triggers below), so a screen call reads a year of first deliveries from an index
-- instead of joining and grouping the whole register.
create table b3.fnet_monthly_first (
  cnpj text not null,
  tipo_fundo smallint,
  month date not null,
  delivered timestamp not null,
  listed_name text,
  lag_days integer not null,
  days_late integer not null
);
-- one row per (cnpj, tipoFundo of the query, month), as the screen groups them
create unique index fnet_monthly_first_key on b3.fnet_monthly_first (cnpj, month, coalesce(tipo_fundo, 0))
  include (tipo_fundo, lag_days, days_late, listed_name);
comment on index b3.fnet_monthly_first_key is 'A fund''s months in order, with what screen_late_filers aggregates: the screen reads only the funds its late rows picked.';
-- the late months alone pick the funds a call screens (p_min_days_late is at least 1)
create index fnet_monthly_first_late on b3.fnet_monthly_first (month, days_late) include (cnpj, tipo_fundo) where days_late >= 1;
comment on index b3.fnet_monthly_first_late is 'The months delivered after the deadline: screen_late_filers counts them per fund to pick the funds it measures.';
alter table b3.fnet_monthly_first owner to ingest_writer;
grant select on b3.fnet_monthly_first to api_owner;
comment on table b3.fnet_monthly_first is 'One row per fund (the query''s cnpjFundo and tipoFundo, b3.fnet_document_fund) and reference month with a version 1 monthly structured report in b3.fnet_document: the first delivery and its lag. Derived in the writing statement by the triggers on b3.fnet_document and b3.fnet_document_fund (b3.sync_fnet_monthly_first).';
comment on column b3.fnet_monthly_first.cnpj is 'The CNPJ the FNET search was asked for.';
comment on column b3.fnet_monthly_first.tipo_fundo is 'tipoFundo of the query (1 FII, 2 FIDC, 3 other); NULL when the query did not say.';
comment on column b3.fnet_monthly_first.month is 'Reference month (first day), b3.fnet_document.reference_date.';
comment on column b3.fnet_monthly_first.delivered is 'Earliest dataEntrega among the version 1 monthly reports of the fund and month.';
comment on column b3.fnet_monthly_first.listed_name is 'Smallest descricaoFundo among them (shown only).';
comment on column b3.fnet_monthly_first.lag_days is 'Days from the end of the reference month to the delivery date.';
comment on column b3.fnet_monthly_first.days_late is 'Days from the deadline (15 days after the end of the reference month) to the delivery date; 0 or less is on time.';
-- the triggers that keep it (b3.sync_fnet_monthly_first), on both halves of a key
create trigger fnet_monthly_first_insert after insert on b3.fnet_document referencing new table as new_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_update after update on b3.fnet_document referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_delete after delete on b3.fnet_document referencing old table as old_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_truncate after truncate on b3.fnet_document
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_insert after insert on b3.fnet_document_fund referencing new table as new_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_update after update on b3.fnet_document_fund referencing old table as old_rows new table as new_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_delete after delete on b3.fnet_document_fund referencing old table as old_rows
  for each statement execute function b3.sync_fnet_monthly_first();
create trigger fnet_monthly_first_truncate after truncate on b3.fnet_document_fund
  for each statement execute function b3.sync_fnet_monthly_first();
--! EndIncluded sql/b3/fnet_monthly_first.sql
select b3.refresh_fnet_monthly_first(null, null);
drop function if exists internal.fnet_family(smallint, text);
--! Included sql/internal/fnet_family.sql
-- The family screen_late_filers files a fund under: tipoFundo of the FNET query that
-- listed it (1 FII, 2 FIDC), else the registry's family when the query did not say.
-- Plain SQL without a sub-select or a SET clause (it names no object, so no
-- search_path is needed), so the planner inlines it into the screen's scans.
create or replace function internal.fnet_family(p_tipo_fundo smallint, p_registry_family text) returns text
language sql
immutable
as $$
  select coalesce(case p_tipo_fundo when 1 then 'fii' when 2 then 'fidc' end, p_registry_family)
$$;
alter function internal.fnet_family(smallint, text) owner to api_owner;
revoke all on function internal.fnet_family(smallint, text) from public;
comment on function internal.fnet_family(smallint, text) is 'Internal: the family of an FNET-listed fund for screen_late_filers: the query''s tipoFundo (1 fii, 2 fidc), else the registry''s entity_type (NULL when neither says).';
--! EndIncluded sql/internal/fnet_family.sql

-- the screens over them
drop function if exists internal.silent_funds(text);
drop function if exists internal.silent_funds(text, integer, integer);
--! Included sql/internal/silent_funds.sql
-- The funds screen_silent_filers lists before its row cap: each fund of the monthly
-- series (one family or all) whose newest filed period is p_min_months..p_max_months
-- behind its family's complete-through period (the rule coverage() and fund_nav use).
-- Read from cvm.fund_last_period (each fund's newest period, kept by the writes of
-- the series) as one index range per family: only the silent funds are visited.
create or replace function internal.silent_funds(p_family text, p_min_months integer, p_max_months integer)
returns table (cnpj text, fund_family text, last_period date, complete_through date, months_silent integer)
language sql
stable
set search_path = ''
as $$
  with family as (
    -- months_silent >= m when the newest period is before the first day of the month m - 1 months
    -- before the complete-through month, <= m when on or after the first day m months before it
    select f.entity_type, f.complete_through,
           (date_trunc('month', f.complete_through) - make_interval(months => p_min_months - 1))::date as silent_before,
           (date_trunc('month', f.complete_through) - make_interval(months => p_max_months))::date as silent_from
    from (select c.entity_type, cvm.complete_through_of(c.entity_type, max(c.period)) as complete_through
          from cvm.fund_month_census c
          where p_family is null or c.entity_type = p_family
          group by c.entity_type) f
  )
  select l.cnpj, f.entity_type, l.last_period, f.complete_through, s.months
  from family f
  -- one index range per family (offset 0 keeps the planner from hashing the whole table instead)
  cross join lateral (
    select l.cnpj, l.last_period from cvm.fund_last_period l
    where l.entity_type = f.entity_type and l.last_period < f.silent_before and l.last_period >= f.silent_from
    offset 0
  ) l
  cross join lateral (
    select ((extract(year from f.complete_through) - extract(year from l.last_period)) * 12
            + extract(month from f.complete_through) - extract(month from l.last_period))::integer as months
  ) s
  where s.months between p_min_months and p_max_months
$$;

alter function internal.silent_funds(text, integer, integer) owner to api_owner;
revoke all on function internal.silent_funds(text, integer, integer) from public;
comment on function internal.silent_funds(text, integer, integer) is
  'Internal: the funds of the monthly series (one family or all) whose newest period is p_min_months..p_max_months behind the family''s complete-through period, with both periods and the months between them; screen_silent_filers caps and orders them.';
--! EndIncluded sql/internal/silent_funds.sql
--! Included functions/screen_silent_filers.sql
-- api.screen_silent_filers: funds whose newest monthly filing is months behind their family's complete period.
drop function if exists api.screen_silent_filers(integer, integer, text);
drop type if exists api.screen_silent_filers_row;

create type api.screen_silent_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  status text,
  last_period date,
  complete_through date,
  months_silent integer,
  screen text,
  params jsonb
);
alter type api.screen_silent_filers_row owner to api_owner;
comment on type api.screen_silent_filers_row is 'A fund that has stopped filing its monthly report: a signal with a stated rule, not a verdict.';
comment on column api.screen_silent_filers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_silent_filers_row.fund_family is 'fi, fidc or fii (fiagro is accepted as p_family but no fiagro series is held yet).
@enum internal.entity_type';
comment on column api.screen_silent_filers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_silent_filers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_silent_filers_row.last_period is 'The newest month the fund filed (fi and fii the first day, fidc the last day of the month).';
comment on column api.screen_silent_filers_row.complete_through is 'The family''s latest complete period: the month before the newest month any fund of the family has filed (the newest is taken as still being filed), as coverage() reports for funds_<family>.';
comment on column api.screen_silent_filers_row.months_silent is 'Months from last_period to complete_through.';
comment on column api.screen_silent_filers_row.screen is 'silent_filers.';
comment on column api.screen_silent_filers_row.params is 'Every argument as used (p_min_silent_months, p_max_silent_months, p_family), so the call can be replayed.';

create function api.screen_silent_filers(p_min_silent_months integer default 3, p_max_silent_months integer default 24, p_family text default null)
returns setof api.screen_silent_filers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family text;
  v_params jsonb := jsonb_build_object('p_min_silent_months', p_min_silent_months, 'p_max_silent_months', p_max_silent_months, 'p_family', lower(btrim(p_family)));
  v_rows bigint;
begin
  if p_min_silent_months is null or p_max_silent_months is null or p_min_silent_months < 1 or p_max_silent_months > 240 or p_min_silent_months > p_max_silent_months then
    raise exception using
      errcode = '22023',
      message = format('screen_silent_filers: months %s..%s are out of range', coalesce(p_min_silent_months::text, 'NULL'), coalesce(p_max_silent_months::text, 'NULL')),
      detail = 'p_min_silent_months must be at least 1 and at most p_max_silent_months, which must be at most 240; thresholds are never clamped.',
      hint = 'Send for example {"p_min_silent_months":3,"p_max_silent_months":24}, the defaults.';
  end if;
  v_family := internal.one_of('screen_silent_filers', 'p_family', p_family, internal.domain_values('internal.silent_family'),
    'Families: fi, fidc, fii, fiagro.',
    'Send p_family as fi, fidc, fii or fiagro, or null for every family.');

  select count(*) into v_rows
  from (
    select 1 from internal.silent_funds(v_family, p_min_silent_months, p_max_silent_months) f
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'screen_silent_filers',
    'Raise p_min_silent_months, lower p_max_silent_months, or pin p_family.');

  return query
    select f.cnpj, f.fund_family, r.fund_name, r.status, f.last_period, f.complete_through, f.months_silent, 'silent_filers'::text, v_params
    from internal.silent_funds(v_family, p_min_silent_months, p_max_silent_months) f
    left join cvm.fund_registry r on r.cnpj = f.cnpj
    order by f.months_silent desc, f.fund_family, f.cnpj;
end;
$$;

alter function api.screen_silent_filers(integer, integer, text) owner to api_owner;
revoke all on function api.screen_silent_filers(integer, integer, text) from public;
grant execute on function api.screen_silent_filers(integer, integer, text) to anon, authenticated;

comment on function api.screen_silent_filers(integer, integer, text) is 'Funds that have stopped filing their monthly report: the newest filing at least p_min_silent_months and at most p_max_silent_months behind the family''s latest complete period, most silent first.
"Complete" is decided from the data held: each family''s newest month filed by any fund is taken as still being filed, so the family is complete through the month before it (the rule coverage() reports for funds_<family>). A fund''s months_silent is the months from its newest filing to that period. A signal with a stated rule, not a verdict: a fund may have been cancelled, merged or renamed (status says what the registry files). Every row carries screen (silent_filers) and params (the arguments as used). Out-of-range thresholds and an unknown p_family raise 22023, never clamped; more than 1000 rows raises 22023. fiagro is accepted but no fiagro series is held yet, so it answers [].
p_min_silent_months: at least this many months behind (default 3, 1..p_max_silent_months).
p_max_silent_months: at most this many months behind (default 24, up to 240): older silences are left out.
p_family: fi, fidc, fii, fiagro, or null for every family.
@tag Screens';
--! EndIncluded functions/screen_silent_filers.sql
--! Included functions/screen_dormant_trend.sql
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
--! EndIncluded functions/screen_dormant_trend.sql
--! Included functions/screen_late_filers.sql
-- api.screen_late_filers: FII and FIDC funds whose monthly structured report reached FNET late, month after month.
-- Built on the FNET register's first monthly deliveries per fund and month
-- (b3.fnet_monthly_first, kept by the register's writes): the listing names no fund,
-- so the query's CNPJ is the only identity. The late months pick the funds, then
-- only those funds' months are read. Computed once into an array so the 1000-row
-- check and the answer are one pass.
drop function if exists api.screen_late_filers(integer, date, integer, integer, text);
drop type if exists api.screen_late_filers_row;

create type api.screen_late_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  window_from date,
  window_to date,
  informes integer,
  informes_late integer,
  max_days_late integer,
  median_lag_days numeric,
  last_late_reference date,
  deadline_rule text,
  screen text,
  params jsonb
);
alter type api.screen_late_filers_row owner to api_owner;
comment on type api.screen_late_filers_row is 'A fund whose monthly structured report reached the funds filing system (FNET) late in several months: a delivery timestamp compared with a rule, not a finding.';
comment on column api.screen_late_filers_row.cnpj is 'The CNPJ the FNET search was asked for (cnpjFundo of the query), 14 digits; never matched by name.';
comment on column api.screen_late_filers_row.fund_family is 'fidc or fii: tipoFundo of the query (2 FIDC, 1 FII), else the registry family.
@enum internal.late_family';
comment on column api.screen_late_filers_row.fund_name is 'Name in the newest registry that has the CNPJ, else the FNET listing''s descricaoFundo; shown only, never used to match.';
comment on column api.screen_late_filers_row.window_from is 'First month measured for the fund''s family (first day of the month): the window''s first month, or the family''s first measurable month (2025-01 fidc, 2025-08 fii) when later.';
comment on column api.screen_late_filers_row.window_to is 'Last month of the window (first day of the month): p_end''s month.';
comment on column api.screen_late_filers_row.informes is 'Months of the window measured: months with a first delivery of a version 1 monthly structured report on record (a month with none is not counted).';
comment on column api.screen_late_filers_row.informes_late is 'Measured months delivered at least p_min_days_late days after the deadline.';
comment on column api.screen_late_filers_row.max_days_late is 'Days after the deadline of the latest delivery among the measured months.';
comment on column api.screen_late_filers_row.median_lag_days is 'Median, over the measured months, of the days from the end of the reference month to the first delivery.';
comment on column api.screen_late_filers_row.last_late_reference is 'Newest reference month (first day) delivered late.';
comment on column api.screen_late_filers_row.deadline_rule is 'The rule the delivery is compared with, citing the article of Resolution 175 of the securities regulator.';
comment on column api.screen_late_filers_row.screen is 'late_filers.';
comment on column api.screen_late_filers_row.params is 'Every argument as used (p_months, p_end as resolved to its month, p_min_days_late, p_min_late, p_family), so the call can be replayed.';

create function api.screen_late_filers(p_months integer default 12, p_end date default null, p_min_days_late integer default 5, p_min_late integer default 2, p_family text default null)
returns setof api.screen_late_filers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family text;
  v_end date;
  v_from date;
  v_first date;
  v_rows api.screen_late_filers_row[];
begin
  perform internal.assert_in_range('screen_late_filers', 'p_months', p_months, 1, 24, 'Send p_months between 1 and 24 (default 12).');
  perform internal.assert_in_range('screen_late_filers', 'p_min_days_late', p_min_days_late, 1, 365, 'Send p_min_days_late between 1 and 365 (default 5): a delivery on the deadline day is on time.');
  perform internal.assert_in_range('screen_late_filers', 'p_min_late', p_min_late, 1, 24, 'Send p_min_late between 1 and 24 (default 2).');
  v_family := internal.one_of('screen_late_filers', 'p_family', p_family, internal.domain_values('internal.late_family'),
    'Families screened: fii, fidc (the families whose monthly structured report is filed through FNET).',
    'Send p_family as fii or fidc, or null for both.');

  -- default p_end: the newest reference month with a monthly report on record
  v_end := date_trunc('month', coalesce(p_end,
    (select max(d.reference_date) from b3.fnet_document d where d.monthly_report and d.versao = 1),
    current_date - interval '1 month'))::date;
  v_from := (v_end - make_interval(months => p_months - 1))::date;
  v_first := case v_family when 'fii' then date '2025-08-01' else date '2025-01-01' end;
  if v_end < v_first then
    raise exception using
      errcode = '22023',
      message = format('screen_late_filers: the window ends at %s, before the first measured month %s', to_char(v_end, 'YYYY-MM'), to_char(v_first, 'YYYY-MM')),
      detail = 'A month is measured only from the first full month after the family''s adaptation deadline to Resolution 175: 2025-01 for fidc (deadline 2024-12), 2025-08 for fii (deadline 2025-07).',
      hint = format('Send p_end on or after %s%s.', v_first, case when v_family is null then ' (fii months count from 2025-08-01)' else '' end);
  end if;

  with late as (
    -- the late first deliveries pick the funds: only a fund with p_min_late of them is measured
    -- (days_late >= 1 repeats the partial index's predicate; p_min_days_late is at least 1)
    select f.cnpj, fam.fund_family, f.month
    from b3.fnet_monthly_first f
    left join cvm.fund_registry r on r.cnpj = f.cnpj
    cross join lateral (select internal.fnet_family(f.tipo_fundo, r.entity_type) as fund_family) fam
    where f.days_late >= 1 and f.days_late >= p_min_days_late
      and f.month between v_from and v_end
  ),
  picked as (
    select l.cnpj, l.fund_family
    from late l
    where l.fund_family in ('fii', 'fidc')
      and (v_family is null or l.fund_family = v_family)
      and l.month >= greatest(v_from, case l.fund_family when 'fii' then date '2025-08-01' else date '2025-01-01' end)
    group by l.cnpj, l.fund_family
    having count(*) >= p_min_late
    limit 1001
  ),
  measured as (
    -- every first delivery of the picked funds in the window: the one row per fund, query tipoFundo
    -- and month of b3.fnet_monthly_first, its family as the query said, else as the registry says
    select f.cnpj, p.fund_family, f.month, f.listed_name, f.lag_days, f.days_late,
           greatest(v_from, case p.fund_family when 'fii' then date '2025-08-01' else date '2025-01-01' end) as family_from
    from picked p
    join b3.fnet_monthly_first f on f.cnpj = p.cnpj and f.month between v_from and v_end
    left join cvm.fund_registry r on r.cnpj = f.cnpj
    where internal.fnet_family(f.tipo_fundo, r.entity_type) = p.fund_family
  ),
  screened as (
    select m.cnpj, m.fund_family,
           min(m.listed_name) as listed_name,
           min(m.family_from) as window_from,
           count(*)::integer as informes,
           (count(*) filter (where m.days_late >= p_min_days_late))::integer as informes_late,
           max(m.days_late)::integer as max_days_late,
           percentile_cont(0.5) within group (order by m.lag_days)::numeric as median_lag_days,
           max(m.month) filter (where m.days_late >= p_min_days_late) as last_late_reference
    from measured m
    where m.month >= m.family_from
    group by m.cnpj, m.fund_family
  )
  select array_agg(row(s.cnpj, s.fund_family, coalesce(r.fund_name, s.listed_name), s.window_from, v_end, s.informes, s.informes_late, s.max_days_late, s.median_lag_days, s.last_late_reference,
           case s.fund_family
             when 'fidc' then 'Resolução CVM 175, Anexo Normativo II, art. 27, III: the monthly report within 15 days after the end of the reference month'
             else 'Resolução CVM 175, Anexo Normativo III, art. 36, I: the monthly report within 15 days after the end of the reference month' end,
           'late_filers',
           jsonb_build_object('p_months', p_months, 'p_end', v_end, 'p_min_days_late', p_min_days_late, 'p_min_late', p_min_late, 'p_family', v_family)
         )::api.screen_late_filers_row order by s.informes_late desc, s.max_days_late desc, s.cnpj)
  into v_rows
  from screened s
  left join cvm.fund_registry r on r.cnpj = s.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_late_filers',
    'Raise p_min_late or p_min_days_late, or pin p_family.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_late_filers(integer, date, integer, integer, text) owner to api_owner;
revoke all on function api.screen_late_filers(integer, date, integer, integer, text) from public;
grant execute on function api.screen_late_filers(integer, date, integer, integer, text) to anon, authenticated;

comment on function api.screen_late_filers(integer, date, integer, integer, text) is 'FII and FIDC funds that deliver their monthly structured report late.
Selects funds whose monthly structured report (the first delivery of a version 1 document of type Informe Mensal Estruturado, or Informe Mensal filed structured, in the funds filing system FNET) arrived at least p_min_days_late days after the deadline in at least p_min_late of the p_months reference months ending at p_end, most late months first. Deadline: 15 calendar days after the end of the reference month for both families (FIDC: Resolution 175 Annex II art. 27 III; FII: Annex III art. 36 I); no holiday calendar is applied, so p_min_days_late absorbs a roll-forward. Delivery days are São Paulo dates as FNET lists them. A month is measured only from the first full month after the family''s adaptation deadline (2025-01 fidc, 2025-08 fii); a window ending earlier raises 22023. A month with no report on record is not counted (absence is screen_silent_filers''s). A re-filing (version 2 or later) is never a first delivery. Fund identity is the CNPJ the FNET search was asked for, never the fund name; a fund with several classes is measured on its earliest filing of the month. A late delivery is a timestamp compared with a rule, not a finding. Every row carries screen (late_filers) and params (the arguments as used, p_end resolved to its month). Out-of-range arguments raise 22023, never clamped; more than 1000 rows raises 22023.
p_months: reference months in the window, 1..24 (default 12).
p_end: the window''s last reference month (any day of it); default the newest reference month with a monthly report on record.
p_min_days_late: days after the deadline that make a delivery late, 1..365 (default 5).
p_min_late: late months needed to be listed, 1..24 (default 2).
p_family: fii, fidc, or null for both.
@tag Screens';
--! EndIncluded functions/screen_late_filers.sql
-- screen_delinquency_drivers reads a window of fidc months from one covering index
drop index if exists cvm.fund_month_fidc_rate;
create index fund_month_fidc_rate on cvm.fund_month (period) include (cnpj, delinquency, nav)
  where entity_type = 'fidc' and delinquency is not null and nav > 0;
comment on index cvm.fund_month_fidc_rate is 'The fidc months with a delinquency rate (delinquency filed, nav positive), with both values: screen_delinquency_drivers reads its window from this index alone.';
--! Included functions/screen_delinquency_drivers.sql
-- api.screen_delinquency_drivers: what moved a FIDC's delinquency over a window, the value or its denominator.
-- Reads the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue
-- totals) that fund_nav serves. Computed once into an array so the 1000-row check
-- and the answer are one pass.
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
    -- each fund's first and last observed month of the window in one pass without a sort:
    -- the smallest and largest [day number, delinquency, nav] arrays are the first and last month's
    -- (the predicate repeats the partial index's, so the window is read from cvm.fund_month_fidc_rate alone)
    select o.cnpj, count(*)::integer as n_months, min(o.period) as first_month, max(o.period) as last_month,
           min(array[o.period - date '2000-01-01', o.delinquency, o.nav]) as first_row,
           max(array[o.period - date '2000-01-01', o.delinquency, o.nav]) as last_row
    from cvm.fund_month o
    where o.entity_type = 'fidc' and o.period between v_from and v_end
      and o.delinquency is not null and o.nav > 0
    group by o.cnpj
    having count(*) >= p_min_months
  ),
  valued as (
    select e.cnpj, e.n_months, e.first_month, e.last_month,
           e.first_row[2] as delinquency_start, e.last_row[2] as delinquency_end,
           e.first_row[3] as nav_start, e.last_row[3] as nav_end,
           e.first_row[2] / e.first_row[3] * 100 as rate_start, e.last_row[2] / e.last_row[3] * 100 as rate_end
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
--! EndIncluded functions/screen_delinquency_drivers.sql

-- screen_evergreen_aging: the long-tail share divided once per row written, and the months above a threshold pick the funds
drop index if exists cvm.fidc_tab_vi_longtail;
drop index if exists cvm.fidc_tab_vi_longtail_high;
alter table cvm.fidc_tab_vi drop column if exists longtail_share;
alter table cvm.fidc_tab_vi add column longtail_share numeric generated always as (
  case when tab_vi_b_vl_dircred_inad > 0 then tab_vi_b10_vl_inad_maior_1080 / tab_vi_b_vl_dircred_inad * 100 end) stored;
comment on column cvm.fidc_tab_vi.longtail_share is 'Generated: TAB_VI_B10_VL_INAD_MAIOR_1080 / TAB_VI_B_VL_DIRCRED_INAD * 100, the share (percent) of the filed overdue total more than 1080 days late; NULL when the total is not positive or the band is not filed.';
create index fidc_tab_vi_longtail_high on cvm.fidc_tab_vi (longtail_share, reference_date) include (cnpj)
  where tab_vi_b_vl_dircred_inad > 100000;
comment on index cvm.fidc_tab_vi_longtail_high is 'screen_evergreen_aging: the material months (more than R$100,000 overdue) by long-tail share, so the months above the threshold pick the funds without reading the others.';
create index fidc_tab_vi_longtail on cvm.fidc_tab_vi (cnpj, reference_date) include (longtail_share)
  where tab_vi_b_vl_dircred_inad > 100000 and longtail_share is not null;
comment on index cvm.fidc_tab_vi_longtail is 'screen_evergreen_aging: a picked fund''s material months with their long-tail share, read without the table.';
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
--! EndIncluded functions/screen_evergreen_aging.sql
