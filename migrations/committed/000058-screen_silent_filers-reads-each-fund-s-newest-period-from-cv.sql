--! Previous: sha1:3d605da31bf52f08e6e6280cf420ab5fa2426195
--! Hash: sha1:a0f0a0a2ee5f58141442e556c061e0d6c64d7739
--! Message: screen_silent_filers reads each fund's newest period from cvm.fund_span; cvm.fund_last_period, a second copy, dropped

-- screen_silent_filers reads each fund's newest period from cvm.fund_span (kept by its own triggers), so cvm.fund_last_period, a second copy of it, goes
--! Included sql/cvm/refresh_fund_month_census.sql
-- Rewrites cvm.fund_month_census for the (family, fund, period) rows a write
-- touched: the touched family-periods are counted again, and the touched fidc funds'
-- rate months (cvm.fidc_rate_series) rewritten. NULL arrays rewrite everything.
-- (Each fund's span and newest period are cvm.fund_span's, kept by its own triggers.)
create or replace function cvm.refresh_fund_month_census(p_types text[], p_cnpjs text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_types is null then
    delete from cvm.fund_month_census;
    insert into cvm.fund_month_census (entity_type, period, funds_filing)
    select m.entity_type, m.period, count(*) from cvm.fund_month m group by m.entity_type, m.period;
    perform cvm.refresh_fidc_rate_series(null);
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

  -- the fidc funds touched: their rate months (screen_delinquency_drivers)
  perform cvm.refresh_fidc_rate_series(array_agg(distinct t.cnpj))
  from unnest(p_types, p_cnpjs) t(entity_type, cnpj)
  where t.entity_type = 'fidc'
  having count(*) > 0;
end;
$$;
alter function cvm.refresh_fund_month_census(text[], text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_census(text[], text[], date[]) from public;
comment on function cvm.refresh_fund_month_census(text[], text[], date[]) is 'Rewrites the census rows of the touched family-periods and the rate months of the touched fidc funds; NULL arrays rewrite both tables whole.';
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
    truncate cvm.fund_month_census, cvm.fidc_rate_series;
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
comment on function cvm.sync_fund_month_census() is 'Statement trigger of cvm.fund_month: rewrites the cvm.fund_month_census and cvm.fidc_rate_series rows the statement touched.';
--! EndIncluded sql/cvm/sync_fund_month_census.sql
--! Included sql/internal/silent_funds.sql
-- The funds screen_silent_filers lists before its row cap: each fund of the monthly
-- series (one family or all) whose newest filed period is p_min_months..p_max_months
-- behind its family's complete-through period (the rule coverage() and fund_nav use).
-- Read from cvm.fund_span (each fund's span and newest period, kept by the writes of
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
    select l.cnpj, l.last_period from cvm.fund_span l
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
drop table cvm.fund_last_period;
comment on table cvm.fund_month_census is 'One row per family and period of cvm.fund_month with the number of funds filed there; kept in the writing statement by the triggers on cvm.fund_month (cvm.sync_fund_month_census). A period nobody filed has no row.';
