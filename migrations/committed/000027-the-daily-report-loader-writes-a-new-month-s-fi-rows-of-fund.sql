--! Previous: sha1:c34eb72e9799c19a7531a1740cf273a151dd2456
--! Hash: sha1:f3610d2049e1da50cef6d0323b06d757997ae803
--! Message: The daily report loader writes a new month's fi rows of fund_month from totals summed while it reads the file: cvm.begin_fi_month_totals and cvm.merge_fund_month_fi (a plain insert for a month with no fi row yet), which refresh_fund_month_fi now calls after reading the months back

--! Included sql/cvm/begin_fi_month_totals.sql
-- The fi month rows about to be written to cvm.fund_month, one per class and month:
-- an empty pg_temp.fi_month_totals for this transaction, filled either by
-- cvm.refresh_fund_month_fi (from cvm.inf_diario) or by the daily report loader
-- (summed while it reads a new month), then written by cvm.merge_fund_month_fi.
create or replace function cvm.begin_fi_month_totals() returns void
language plpgsql
set search_path = ''
as $$
begin
  create temp table if not exists fi_month_totals (
    cnpj text not null,
    period date not null,
    nav numeric,
    quota numeric,
    quotaholders bigint,
    inflows numeric,
    redemptions numeric
  ) on commit drop;
  truncate pg_temp.fi_month_totals;
end;
$$;
comment on function cvm.begin_fi_month_totals() is 'Creates (or empties) pg_temp.fi_month_totals for this transaction: the fi month rows (cnpj, period, nav, quota, quotaholders, inflows, redemptions) that cvm.merge_fund_month_fi writes to cvm.fund_month.';
alter function cvm.begin_fi_month_totals() owner to ingest_writer;
revoke all on function cvm.begin_fi_month_totals() from public;
--! EndIncluded sql/cvm/begin_fi_month_totals.sql
--! Included sql/cvm/merge_fund_month_fi.sql
-- Writes the fi rows of cvm.fund_month for the given months (first days) from
-- pg_temp.fi_month_totals (see cvm.begin_fi_month_totals), which holds every
-- class of those months: classes no longer there are deleted, new ones inserted,
-- and a held row is rewritten only when a value changed. A month with no fi row
-- yet (a new month's load) is a plain insert: nothing to compare or delete.
create or replace function cvm.merge_fund_month_fi(p_months date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from cvm.fund_month f where f.entity_type = 'fi' and f.period = any (p_months)) then
    insert into cvm.fund_month (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
    select 'fi', n.cnpj, n.period, n.nav, n.quota, n.quotaholders, n.inflows, n.redemptions from pg_temp.fi_month_totals n;
    return;
  end if;
  -- real statistics for the anti-join below (a temp table has none)
  analyze pg_temp.fi_month_totals;
  delete from cvm.fund_month f
  where f.entity_type = 'fi' and f.period = any (p_months)
    and not exists (select 1 from pg_temp.fi_month_totals n where n.cnpj = f.cnpj and n.period = f.period);
  insert into cvm.fund_month as f (entity_type, cnpj, period, nav, quota, quotaholders, inflows, redemptions)
  select 'fi', n.cnpj, n.period, n.nav, n.quota, n.quotaholders, n.inflows, n.redemptions from pg_temp.fi_month_totals n
  on conflict (entity_type, cnpj, period) do update
    set nav = excluded.nav, quota = excluded.quota, quotaholders = excluded.quotaholders,
        inflows = excluded.inflows, redemptions = excluded.redemptions
    where (f.nav, f.quota, f.quotaholders, f.inflows, f.redemptions)
          is distinct from (excluded.nav, excluded.quota, excluded.quotaholders, excluded.inflows, excluded.redemptions);
end;
$$;
comment on function cvm.merge_fund_month_fi(date[]) is 'Writes the fi rows of cvm.fund_month for the given months from pg_temp.fi_month_totals (every class of those months): deletes classes gone, inserts new ones, rewrites a held row only when a value changed.';
alter function cvm.merge_fund_month_fi(date[]) owner to ingest_writer;
revoke all on function cvm.merge_fund_month_fi(date[]) from public;
--! EndIncluded sql/cvm/merge_fund_month_fi.sql
--! Included sql/cvm/refresh_fund_month_fi.sql
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
--! EndIncluded sql/cvm/refresh_fund_month_fi.sql
