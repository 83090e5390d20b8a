-- The statement triggers on cvm.fund_month (see sql/cvm/fund_month.sql) call this:
-- every (family, period) the statement wrote is counted again per metric; a
-- truncate empties the census.
create or replace function cvm.sync_fund_month_metric_census() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_types text[];
  v_periods date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fund_month_metric_census;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(t.entity_type), array_agg(t.period) into v_types, v_periods
    from (select distinct n.entity_type, n.period from new_rows n) t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.entity_type), array_agg(t.period) into v_types, v_periods
    from (select distinct o.entity_type, o.period from old_rows o) t;
  else
    select array_agg(t.entity_type), array_agg(t.period) into v_types, v_periods
    from (select n.entity_type, n.period from new_rows n union select o.entity_type, o.period from old_rows o) t;
  end if;
  if v_types is not null then
    perform cvm.refresh_fund_month_metric_census(v_types, v_periods);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fund_month_metric_census() is 'Statement trigger of cvm.fund_month: counts the metrics of every (family, period) the statement wrote again in cvm.fund_month_metric_census; a truncate of cvm.fund_month empties it.';
alter function cvm.sync_fund_month_metric_census() owner to ingest_writer;
revoke all on function cvm.sync_fund_month_metric_census() from public;
