-- fi rows of cvm.fund_month from the daily report, for the given months (first days).
-- Per class (rows with no subclass): nav, quota and quotaholders of the last
-- reported day of the month; inflows and redemptions the month sums of CAPTC_DIA
-- and RESG_DIA (NULL when no day filed one). fidc and fii rows are never touched here.
-- The daily report loader sums a new month itself while reading it (month-totals.ts)
-- and calls cvm.merge_fund_month_fi directly; this reads the months back.
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
  perform cvm.begin_fi_month_totals();
  insert into pg_temp.fi_month_totals (cnpj, period, nav, quota, quotaholders, inflows, redemptions)
  select s.cnpj, s.period, d.vl_patrim_liq, d.vl_quota, d.nr_cotst, s.inflows, s.redemptions
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
  perform cvm.merge_fund_month_fi(p_months);
end;
$$;
comment on function cvm.refresh_fund_month_fi(date[]) is 'Refreshes the fi rows of cvm.fund_month for the given months from cvm.inf_diario (class rows, ID_SUBCLASSE blank): nav = VL_PATRIM_LIQ, quota = VL_QUOTA, quotaholders = NR_COTST of the month''s last reported day; inflows, redemptions = month sums of CAPTC_DIA, RESG_DIA (NULL when none filed). Period = first day of the month. One pass over the months given (the file''s months only).';
alter function cvm.refresh_fund_month_fi(date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fi(date[]) from public;
