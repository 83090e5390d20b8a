-- The statement triggers on cvm.fund_month (see sql/cvm/fund_month_census.sql) call
-- this with the rows the statement wrote; a truncate empties both derived tables.
create or replace function cvm.sync_fund_month_census() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_types text[];
  v_cnpjs text[];
  v_periods date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fund_month_census, cvm.fidc_rate_series;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(n.entity_type), array_agg(n.cnpj), array_agg(n.period) into v_types, v_cnpjs, v_periods from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.entity_type), array_agg(o.cnpj), array_agg(o.period) into v_types, v_cnpjs, v_periods from old_rows o;
  else
    select array_agg(r.entity_type), array_agg(r.cnpj), array_agg(r.period) into v_types, v_cnpjs, v_periods
    from (select n.entity_type, n.cnpj, n.period from new_rows n union select o.entity_type, o.cnpj, o.period from old_rows o) r;
  end if;
  if v_types is not null then
    perform cvm.refresh_fund_month_census(v_types, v_cnpjs, v_periods);
  end if;
  return null;
end;
$$;
alter function cvm.sync_fund_month_census() owner to ingest_writer;
revoke all on function cvm.sync_fund_month_census() from public;
comment on function cvm.sync_fund_month_census() is 'Statement trigger of cvm.fund_month: rewrites the cvm.fund_month_census and cvm.fidc_rate_series rows the statement touched.';
