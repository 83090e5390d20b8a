-- The statement triggers on cvm.fund_month (insert, update, delete, truncate; see
-- sql/cvm/fund_month.sql) call this: each fi class written is rewritten in
-- cvm.fi_still_run from its earliest month touched. Other families return at once.
create or replace function cvm.sync_fi_still_run() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_cnpjs text[];
  v_froms date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fi_still_run, cvm.fi_dormant_census;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(t.cnpj), array_agg(t.from_period) into v_cnpjs, v_froms
    from (select n.cnpj, min(n.period) as from_period from new_rows n where n.entity_type = 'fi' group by n.cnpj) t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.cnpj), array_agg(t.from_period) into v_cnpjs, v_froms
    from (select o.cnpj, min(o.period) as from_period from old_rows o where o.entity_type = 'fi' group by o.cnpj) t;
  else
    select array_agg(t.cnpj), array_agg(t.from_period) into v_cnpjs, v_froms
    from (select r.cnpj, min(r.period) as from_period
          from (select n.cnpj, n.period, n.entity_type from new_rows n union all select o.cnpj, o.period, o.entity_type from old_rows o) r
          where r.entity_type = 'fi' group by r.cnpj) t;
  end if;
  if v_cnpjs is not null then
    perform cvm.refresh_fi_still_run(v_cnpjs, v_froms);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fi_still_run() is 'Statement trigger of cvm.fund_month: rewrites cvm.fi_still_run for the fi classes the statement wrote, from the earliest month it touched; a truncate of cvm.fund_month empties it.';
alter function cvm.sync_fi_still_run() owner to ingest_writer;
revoke all on function cvm.sync_fi_still_run() from public;
