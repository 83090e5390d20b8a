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
