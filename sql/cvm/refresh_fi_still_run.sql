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
