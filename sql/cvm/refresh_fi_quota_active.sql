-- Rewrites the cvm.fi_quota_active rows of the given (class, month) pairs from
-- the fi rows of cvm.fund_month: a pair holds when the month and the two before
-- each have a quota (fi periods are first days, one row per month, so three rows).
create or replace function cvm.refresh_fi_quota_active(p_cnpjs text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fi_quota_active a
  using unnest(p_cnpjs, p_periods) t(cnpj, period)
  where a.period = t.period and a.cnpj = t.cnpj;
  insert into cvm.fi_quota_active (period, cnpj)
  select t.period, t.cnpj
  from unnest(p_cnpjs, p_periods) t(cnpj, period)
  where (select count(*) from cvm.fund_month m
         where m.entity_type = 'fi' and m.cnpj = t.cnpj and m.quota is not null
           and m.period between (t.period - interval '2 months')::date and t.period) = 3;
end;
$$;
comment on function cvm.refresh_fi_quota_active(text[], date[]) is 'Rewrites the cvm.fi_quota_active rows of the given (class, month) pairs (pairs distinct, months first days) from the fi quotas of cvm.fund_month.';
alter function cvm.refresh_fi_quota_active(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_quota_active(text[], date[]) from public;
