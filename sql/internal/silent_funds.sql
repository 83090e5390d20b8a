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
