-- The statement triggers on cvm.securit_classe (see sql/cvm/securit_series_month.sql)
-- call this: every code a statement wrote has its series months read again.
create or replace function cvm.sync_securit_series_month() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_codes text[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.securit_series_month;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(distinct upper(n.codigo_cetip)) into v_codes from new_rows n where n.codigo_cetip is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct upper(o.codigo_cetip)) into v_codes from old_rows o where o.codigo_cetip is not null;
  else
    select array_agg(distinct r.code) into v_codes
    from (select upper(n.codigo_cetip) as code from new_rows n union select upper(o.codigo_cetip) from old_rows o) r
    where r.code is not null;
  end if;
  if v_codes is not null then
    perform cvm.refresh_securit_series_month(v_codes);
  end if;
  return null;
end;
$$;
alter function cvm.sync_securit_series_month() owner to ingest_writer;
revoke all on function cvm.sync_securit_series_month() from public;
comment on function cvm.sync_securit_series_month() is 'Statement trigger of cvm.securit_classe: rewrites cvm.securit_series_month for the codes the statement wrote.';
