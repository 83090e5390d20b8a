-- The statement triggers on cvm.fund_month (insert, update, delete, truncate; see
-- sql/cvm/fund_month.sql) call this: a fi month written changes the activity of
-- its class in that month and the two after, so those pairs are rewritten in
-- cvm.fi_quota_active. Other families return at once.
create or replace function cvm.sync_fi_quota_active() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_cnpjs text[];
  v_periods date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fi_quota_active;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(t.cnpj), array_agg(t.period) into v_cnpjs, v_periods
    from (select distinct n.cnpj, (n.period + make_interval(months => k))::date as period
          from new_rows n cross join generate_series(0, 2) k where n.entity_type = 'fi') t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.cnpj), array_agg(t.period) into v_cnpjs, v_periods
    from (select distinct o.cnpj, (o.period + make_interval(months => k))::date as period
          from old_rows o cross join generate_series(0, 2) k where o.entity_type = 'fi') t;
  else
    select array_agg(t.cnpj), array_agg(t.period) into v_cnpjs, v_periods
    from (select distinct r.cnpj, (r.period + make_interval(months => k))::date as period
          from (select n.cnpj, n.period, n.entity_type from new_rows n union all select o.cnpj, o.period, o.entity_type from old_rows o) r
          cross join generate_series(0, 2) k where r.entity_type = 'fi') t;
  end if;
  if v_cnpjs is not null then
    perform cvm.refresh_fi_quota_active(v_cnpjs, v_periods);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fi_quota_active() is 'Statement trigger of cvm.fund_month: rewrites cvm.fi_quota_active for each fi (class, month) the statement wrote and the two months after; a truncate of cvm.fund_month empties it.';
alter function cvm.sync_fi_quota_active() owner to ingest_writer;
revoke all on function cvm.sync_fi_quota_active() from public;
