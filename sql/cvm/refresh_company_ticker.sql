-- Rebuilds cvm.company_ticker from every FCA version held. Whole, not by
-- company: the map is one row per company and code (tens of thousands at most),
-- and a rebuild cannot leave a pair a newer filing has closed.
create or replace function cvm.refresh_company_ticker() returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from cvm.company_ticker;
  insert into cvm.company_ticker (ticker, cnpj, valid_from, valid_to, security, market, segment, dt_refer, versao, ingest_id)
  select distinct on (upper(btrim(v.codigo_negociacao)), v.cnpj)
         upper(btrim(v.codigo_negociacao)), v.cnpj, v.data_inicio_negociacao, v.data_fim_negociacao,
         v.valor_mobiliario, v.mercado, v.segmento, v.dt_refer, v.versao, v.ingest_id
  from cvm.fca_valor_mobiliario v
  where btrim(coalesce(v.codigo_negociacao, '')) <> ''
  order by upper(btrim(v.codigo_negociacao)), v.cnpj, v.dt_refer desc, v.versao desc,
           (v.mercado is distinct from 'Bolsa'), v.line_no;
end;
$$;
comment on function cvm.refresh_company_ticker() is 'Rebuilds cvm.company_ticker from cvm.fca_valor_mobiliario (the newest filing listing each ticker and company); run by the cvm-cia-fca loader inside each file''s transaction.';
alter function cvm.refresh_company_ticker() owner to ingest_writer;
revoke all on function cvm.refresh_company_ticker() from public;
