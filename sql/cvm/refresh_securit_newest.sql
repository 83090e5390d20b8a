-- Rewrites cvm.securit_newest for the given certificates (or every one when the
-- arrays are NULL) from cvm.securit_classe.
create or replace function cvm.refresh_securit_newest(p_types text[], p_issuers text[], p_codes text[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_types is null then
    delete from cvm.securit_newest;
    insert into cvm.securit_newest (instrument_type, cnpj_emissora, codigo_identificacao_certificado, data_referencia, versao)
    select distinct on (s.instrument_type, s.cnpj_emissora, s.codigo_identificacao_certificado)
           s.instrument_type, s.cnpj_emissora, s.codigo_identificacao_certificado, s.data_referencia, s.versao
    from cvm.securit_classe s
    order by s.instrument_type, s.cnpj_emissora, s.codigo_identificacao_certificado, s.data_referencia desc, s.versao desc;
    return;
  end if;
  delete from cvm.securit_newest n
  using (select distinct * from unnest(p_types, p_issuers, p_codes) k(instrument_type, cnpj_emissora, code)) k
  where n.instrument_type = k.instrument_type and n.cnpj_emissora = k.cnpj_emissora and n.codigo_identificacao_certificado = k.code;
  insert into cvm.securit_newest (instrument_type, cnpj_emissora, codigo_identificacao_certificado, data_referencia, versao)
  select k.instrument_type, k.cnpj_emissora, k.code, t.data_referencia, t.versao
  from (select distinct * from unnest(p_types, p_issuers, p_codes) k(instrument_type, cnpj_emissora, code)) k
  cross join lateral (
    -- the primary key's order: the newest report is the last entry of the certificate's range
    select s.data_referencia, s.versao from cvm.securit_classe s
    where s.instrument_type = k.instrument_type and s.cnpj_emissora = k.cnpj_emissora and s.codigo_identificacao_certificado = k.code
    order by s.data_referencia desc, s.versao desc
    limit 1
  ) t;
end;
$$;
alter function cvm.refresh_securit_newest(text[], text[], text[]) owner to ingest_writer;
revoke all on function cvm.refresh_securit_newest(text[], text[], text[]) from public;
comment on function cvm.refresh_securit_newest(text[], text[], text[]) is 'Rewrites the newest report of the given certificates (instrument type, securitiser, code), or of every certificate when the arrays are NULL.';
