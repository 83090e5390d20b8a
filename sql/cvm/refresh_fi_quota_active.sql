-- Rewrites the cvm.fi_quota_active rows of the given (class, month) pairs from
-- the fi rows of cvm.fund_month: a pair holds when the month and the two before
-- each have a quota (fi periods are first days, one row per month and class).
create or replace function cvm.refresh_fi_quota_active(p_cnpjs text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
-- a write's pairs are many (three per row written) and the planner, which cannot see
-- how many, chose a loop of scans per pair: hash joins over the months touched only
set enable_nestloop = off
as $$
declare
  v_from date := (select (min(p) - interval '2 months')::date from unnest(p_periods) p);
  v_to date := (select max(p) from unnest(p_periods) p);
begin
  delete from cvm.fi_quota_active a
  using unnest(p_cnpjs, p_periods) t(cnpj, period)
  where a.period between v_from and v_to and a.period = t.period and a.cnpj = t.cnpj;
  insert into cvm.fi_quota_active (period, cnpj)
  select t.period, t.cnpj
  from unnest(p_cnpjs, p_periods) t(cnpj, period)
  join cvm.fund_month m
    on m.entity_type = 'fi' and m.cnpj = t.cnpj and m.quota is not null
   and m.period between (t.period - interval '2 months')::date and t.period
  where m.period between v_from and v_to
  group by t.period, t.cnpj
  having count(*) = 3;
end;
$$;
comment on function cvm.refresh_fi_quota_active(text[], date[]) is 'Rewrites the cvm.fi_quota_active rows of the given (class, month) pairs (pairs distinct, months first days) from the fi quotas of cvm.fund_month.';
alter function cvm.refresh_fi_quota_active(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_quota_active(text[], date[]) from public;
