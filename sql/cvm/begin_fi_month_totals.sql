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
