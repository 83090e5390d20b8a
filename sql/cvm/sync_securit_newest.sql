-- The statement triggers on cvm.securit_classe (see sql/cvm/securit_newest.sql)
-- call this: each certificate a statement wrote has its newest report read again.
create or replace function cvm.sync_securit_newest() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_types text[];
  v_issuers text[];
  v_codes text[];
begin
  -- a transition table exists only for the events that declare it
  if tg_op = 'TRUNCATE' then
    truncate cvm.securit_newest;
    return null;
  elsif tg_op = 'INSERT' then
    select array_agg(n.instrument_type), array_agg(n.cnpj_emissora), array_agg(n.codigo_identificacao_certificado) into v_types, v_issuers, v_codes from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.instrument_type), array_agg(o.cnpj_emissora), array_agg(o.codigo_identificacao_certificado) into v_types, v_issuers, v_codes from old_rows o;
  else
    select array_agg(r.instrument_type), array_agg(r.cnpj_emissora), array_agg(r.codigo_identificacao_certificado) into v_types, v_issuers, v_codes
    from (select n.instrument_type, n.cnpj_emissora, n.codigo_identificacao_certificado from new_rows n
          union select o.instrument_type, o.cnpj_emissora, o.codigo_identificacao_certificado from old_rows o) r;
  end if;
  if v_types is not null then
    perform cvm.refresh_securit_newest(v_types, v_issuers, v_codes);
  end if;
  return null;
end;
$$;
alter function cvm.sync_securit_newest() owner to ingest_writer;
revoke all on function cvm.sync_securit_newest() from public;
comment on function cvm.sync_securit_newest() is 'Statement trigger of cvm.securit_classe: rewrites cvm.securit_newest for the certificates the statement wrote.';
