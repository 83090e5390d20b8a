-- The fip rows of cvm.fund_month from the FIP periodic report rows one file
-- loaded: nav on 31 December only (the series' fip convention). A fund files a
-- row per quota class, each repeating the fund's VL_PATRIM_LIQ, and CVM also
-- publishes restated rows with no version column: the rows of the newest file
-- holding the fund and date settle it, and when those still disagree the nav
-- is NULL (not guessed). Runs in the file's transaction (afterLoad); one row per
-- key through the primary key index, so it needs no planner statistics.
create or replace function cvm.refresh_fund_month_fip(p_ingest_id bigint) returns void
language sql
set search_path = ''
begin atomic
  insert into cvm.fund_month (entity_type, cnpj, period, nav)
  select 'fip', t.cnpj, t.reference_date, n.nav
  from (
    select distinct r.cnpj, r.reference_date
    from cvm.fip_report r
    where r.ingest_id = p_ingest_id and extract(month from r.reference_date) = 12 and extract(day from r.reference_date) = 31
  ) t
  cross join lateral (
    select case when count(distinct r.vl_patrim_liq) = 1 then min(r.vl_patrim_liq) end as nav
    from cvm.fip_report r
    where r.cnpj = t.cnpj and r.reference_date = t.reference_date
      and r.ingest_id = (select max(o.ingest_id) from cvm.fip_report o where o.cnpj = t.cnpj and o.reference_date = t.reference_date)
  ) n
  on conflict (entity_type, cnpj, period) do update set nav = excluded.nav
    where cvm.fund_month.nav is distinct from excluded.nav;
end;
alter function cvm.refresh_fund_month_fip(bigint) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fip(bigint) from public;
comment on function cvm.refresh_fund_month_fip(bigint) is 'Refreshes the fip rows of cvm.fund_month (period 31 December, nav = VL_PATRIM_LIQ) for the funds and year-ends a FIP report load touched; rows of a fund and date that disagree are settled by the newest file, NULL when its own rows disagree. Run by the cvm-fip loader inside the file''s transaction.';
