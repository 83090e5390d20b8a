-- Rewrites the cvm.fi_quota_active rows of the given (class, month) pairs from
-- the fi rows of cvm.fund_month: a pair holds when the month and the two before
-- each have a quota (fi periods are first days, one row per month and class).
create or replace function cvm.refresh_fi_quota_active(p_cnpjs text[], p_periods date[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.fi_quota_active a
  using unnest(p_cnpjs, p_periods) t(cnpj, period)
  where a.period = t.period and a.cnpj = t.cnpj;
  -- three key lookups per pair, joined (a count per pair as a subplan was re-planned into
  -- a scan of the series per pair on large writes)
  insert into cvm.fi_quota_active (period, cnpj)
  select t.period, t.cnpj
  from unnest(p_cnpjs, p_periods) t(cnpj, period)
  join cvm.fund_month m0 on m0.entity_type = 'fi' and m0.cnpj = t.cnpj and m0.period = t.period
  join cvm.fund_month m1 on m1.entity_type = 'fi' and m1.cnpj = t.cnpj and m1.period = (t.period - interval '1 month')::date
  join cvm.fund_month m2 on m2.entity_type = 'fi' and m2.cnpj = t.cnpj and m2.period = (t.period - interval '2 months')::date
  where m0.quota is not null and m1.quota is not null and m2.quota is not null;
end;
$$;
comment on function cvm.refresh_fi_quota_active(text[], date[]) is 'Rewrites the cvm.fi_quota_active rows of the given (class, month) pairs (pairs distinct, months first days) from the fi quotas of cvm.fund_month.';
alter function cvm.refresh_fi_quota_active(text[], date[]) owner to ingest_writer;
revoke all on function cvm.refresh_fi_quota_active(text[], date[]) from public;
