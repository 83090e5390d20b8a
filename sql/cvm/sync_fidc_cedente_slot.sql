-- The statement triggers on cvm.fidc_tab_i (see sql/cvm/fidc_tab_i.sql) call this: the
-- slots of every (fund, month) the statement wrote are classified again in
-- cvm.fidc_cedente_slot; a truncate empties it.
create or replace function cvm.sync_fidc_cedente_slot() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_cnpjs text[];
  v_dates date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.fidc_cedente_slot;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select distinct n.cnpj, n.reference_date from new_rows n) t;
  elsif tg_op = 'DELETE' then
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select distinct o.cnpj, o.reference_date from old_rows o) t;
  else
    select array_agg(t.cnpj), array_agg(t.reference_date) into v_cnpjs, v_dates
    from (select n.cnpj, n.reference_date from new_rows n union select o.cnpj, o.reference_date from old_rows o) t;
  end if;
  if v_cnpjs is not null then
    perform cvm.refresh_fidc_cedente_slot(v_cnpjs, v_dates);
  end if;
  return null;
end;
$$;
comment on function cvm.sync_fidc_cedente_slot() is 'Statement trigger of cvm.fidc_tab_i: classifies again the originator slots of every (fund, month) the statement wrote, in cvm.fidc_cedente_slot; a truncate of cvm.fidc_tab_i empties it.';
alter function cvm.sync_fidc_cedente_slot() owner to ingest_writer;
revoke all on function cvm.sync_fidc_cedente_slot() from public;
