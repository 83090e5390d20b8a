-- The statement triggers on cvm.cda_blc_4 (see sql/cvm/cda_debenture_month.sql)
-- call this: every (code, month) a statement wrote as Debêntures, before or
-- after, has its funds' marks read again. Other lines leave the table alone.
create or replace function cvm.sync_cda_debenture_month() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_codes text[];
  v_months date[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.cda_debenture_month;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(k.code), array_agg(k.month) into v_codes, v_months
    from (select distinct upper(n.cd_ativo) as code, date_trunc('month', n.dt_comptc)::date as month
          from new_rows n where n.tp_aplic = 'Debêntures' and n.cd_ativo is not null) k;
  elsif tg_op = 'DELETE' then
    select array_agg(k.code), array_agg(k.month) into v_codes, v_months
    from (select distinct upper(o.cd_ativo) as code, date_trunc('month', o.dt_comptc)::date as month
          from old_rows o where o.tp_aplic = 'Debêntures' and o.cd_ativo is not null) k;
  else
    select array_agg(k.code), array_agg(k.month) into v_codes, v_months
    from (select upper(n.cd_ativo) as code, date_trunc('month', n.dt_comptc)::date as month
          from new_rows n where n.tp_aplic = 'Debêntures' and n.cd_ativo is not null
          union
          select upper(o.cd_ativo), date_trunc('month', o.dt_comptc)::date
          from old_rows o where o.tp_aplic = 'Debêntures' and o.cd_ativo is not null) k;
  end if;
  if v_codes is not null then
    perform cvm.refresh_cda_debenture_month(v_codes, v_months);
  end if;
  return null;
end;
$$;
alter function cvm.sync_cda_debenture_month() owner to ingest_writer;
revoke all on function cvm.sync_cda_debenture_month() from public;
comment on function cvm.sync_cda_debenture_month() is 'Statement trigger of cvm.cda_blc_4: rewrites cvm.cda_debenture_month for the Debêntures (code, month) pairs the statement wrote or removed.';
