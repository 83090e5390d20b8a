-- The rows of screen_silent_filers before its thresholds: every fund of the
-- monthly series with its newest filed period, its family's complete-through
-- period (the rule coverage() and fund_nav use) and the months between them.
create or replace function internal.silent_funds(p_family text)
returns table (cnpj text, fund_family text, last_period date, complete_through date, months_silent integer)
language sql
stable
set search_path = ''
as $$
  with family as (
    select m.entity_type, cvm.complete_through_of(m.entity_type, max(m.period)) as complete_through
    from cvm.fund_month m
    where p_family is null or m.entity_type = p_family
    group by m.entity_type
  ),
  newest as (
    select m.entity_type, m.cnpj, max(m.period) as last_period
    from cvm.fund_month m
    where p_family is null or m.entity_type = p_family
    group by m.entity_type, m.cnpj
  )
  select n.cnpj, n.entity_type, n.last_period, f.complete_through,
         ((extract(year from f.complete_through) - extract(year from n.last_period)) * 12
          + extract(month from f.complete_through) - extract(month from n.last_period))::integer
  from newest n
  join family f on f.entity_type = n.entity_type
$$;

alter function internal.silent_funds(text) owner to api_owner;
revoke all on function internal.silent_funds(text) from public;
comment on function internal.silent_funds(text) is
  'Internal: each fund of the monthly series (one family or all) with its newest period, the family''s complete-through period and the months between them; screen_silent_filers applies its thresholds to it.';
