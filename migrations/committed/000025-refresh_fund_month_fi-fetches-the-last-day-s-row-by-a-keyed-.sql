--! Previous: sha1:08b3fcf118c25f032de1f73538f00318b32a4e10
--! Hash: sha1:7ad5823a04017747e14463cb3e708483ba8de5e0
--! Message: refresh_fund_month_fi fetches the last day's row by a keyed lateral lookup and analyzes its temp table, so stale statistics (autovacuum after a killed load) cannot plan it into a minutes-long nested loop

--! Included sql/cvm/refresh_fund_month_fi.sql
-- fi rows of cvm.fund_month from the daily report, for the given months (first days).
-- Per class (rows with no subclass): nav, quota and quotaholders of the last
-- reported day of the month; inflows and redemptions the month sums of CAPTC_DIA
-- and RESG_DIA (NULL when no day filed one). fidc and fii rows are never touched here.
-- One pass over those months (a hash aggregate: last reported day and the flow sums
-- per class), then the last day's row fetched by its key (never a join the planner
-- could get wrong on stale statistics). A month just loaded has no
-- planner statistics yet, so the planner would sort every row of it (on disk) for the
-- grouping: enable_sort off and work_mem hash it in memory instead.
create or replace function cvm.refresh_fund_month_fi(p_months date[]) returns void
language plpgsql
set search_path = ''
set enable_sort = off
set work_mem = '64MB'
as $$
begin
  create temp table if not exists fi_month_refresh (like cvm.fund_month) on commit drop;
  truncate fi_month_refresh;
  insert into fi_month_refresh (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
  select 'fi', s.cnpj, s.period, d.vl_patrim_liq, d.vl_quota, d.nr_cotst, s.inflows, s.redemptions
  from (
    select d.cnpj, m.first_day as period, max(d.dt_comptc) as last_day, sum(d.captc_dia) as inflows, sum(d.resg_dia) as redemptions
    from unnest(p_months) m(first_day)
    join cvm.inf_diario d on d.dt_comptc >= m.first_day and d.dt_comptc < (m.first_day + interval '1 month')::date
    where d.id_subclasse = ''
    group by 1, 2
  ) s
  -- the last day's row by its key, one probe per class; lateral with limit so the plan
  -- stays a keyed lookup even when the table's statistics say it is empty (autovacuum
  -- after a killed load): a join planned on those made a nested loop over a seq scan, for minutes
  cross join lateral (
    select x.vl_patrim_liq, x.vl_quota, x.nr_cotst from cvm.inf_diario x
    where x.dt_comptc = s.last_day and x.cnpj = s.cnpj and x.id_subclasse = ''
    limit 1
  ) d;
  -- real statistics for the anti-join below (a temp table has none)
  analyze fi_month_refresh;
  delete from cvm.fund_month f
  where f.entity_type = 'fi' and f.period = any (p_months)
    and not exists (select 1 from fi_month_refresh n where n.cnpj = f.cnpj and n.period = f.period);
  insert into cvm.fund_month as f (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
  select n.entity_type, n.cnpj, n.period, n.nav, n.quota, n.quotaholders, n.inflows, n.redemptions from fi_month_refresh n
  on conflict (entity_type, cnpj, period) do update
    set nav = excluded.nav, quota = excluded.quota, quotaholders = excluded.quotaholders,
        inflows = excluded.inflows, redemptions = excluded.redemptions
    where (f.nav, f.quota, f.quotaholders, f.inflows, f.redemptions)
          is distinct from (excluded.nav, excluded.quota, excluded.quotaholders, excluded.inflows, excluded.redemptions);
end;
$$;
comment on function cvm.refresh_fund_month_fi(date[]) is 'Refreshes the fi rows of cvm.fund_month for the given months from cvm.inf_diario (class rows, ID_SUBCLASSE blank): nav = VL_PATRIM_LIQ, quota = VL_QUOTA, quotaholders = NR_COTST of the month''s last reported day; inflows, redemptions = month sums of CAPTC_DIA, RESG_DIA (NULL when none filed). Period = first day of the month. One pass over the months given (the file''s months only).';
alter function cvm.refresh_fund_month_fi(date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fi(date[]) from public;
--! EndIncluded sql/cvm/refresh_fund_month_fi.sql
