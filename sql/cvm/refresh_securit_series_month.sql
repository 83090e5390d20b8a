-- Rewrites cvm.securit_series_month for the given codes (upper(codigo_cetip)),
-- or for every code when the array is NULL, from cvm.securit_classe.
create or replace function cvm.refresh_securit_series_month(p_codes text[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_codes is null then
    delete from cvm.securit_series_month;
  else
    delete from cvm.securit_series_month m where m.code = any(p_codes);
  end if;
  insert into cvm.securit_series_month (code, numero_serie, classe, month, instrument_type, cnpj_emissora, ambiguous, q, v, r, a)
  select f.code, f.numero_serie, f.classe, f.month, max(f.instrument_type), max(f.cnpj_emissora),
         -- the lines disagree when a figure differs among them or is blank on some only
         (min(f.q) <> max(f.q) or min(f.v) <> max(f.v) or min(f.r) <> max(f.r) or min(f.a) <> max(f.a)
          or count(f.q) not in (0, count(*)) or count(f.v) not in (0, count(*))
          or count(f.r) not in (0, count(*)) or count(f.a) not in (0, count(*))) is true,
         min(f.q), min(f.v), min(f.r), min(f.a)
  from (
    -- each line with its certificate month's newest version among the lines filing the same code
    select upper(s.codigo_cetip) as code, s.numero_serie, s.classe, date_trunc('month', s.data_referencia)::date as month,
           s.instrument_type, s.cnpj_emissora, s.versao,
           s.quantidade_certificados as q, s.valor_certificados as v, s.rendimentos as r, s.amortizacoes as a,
           max(s.versao) over (partition by upper(s.codigo_cetip), s.instrument_type, s.cnpj_emissora, s.codigo_identificacao_certificado, date_trunc('month', s.data_referencia)) as newest
    from cvm.securit_classe s
    where s.codigo_cetip is not null and (p_codes is null or upper(s.codigo_cetip) = any(p_codes))
  ) f
  where f.versao = f.newest
  group by f.code, f.numero_serie, f.classe, f.month;
end;
$$;
alter function cvm.refresh_securit_series_month(text[]) owner to ingest_writer;
revoke all on function cvm.refresh_securit_series_month(text[]) from public;
comment on function cvm.refresh_securit_series_month(text[]) is 'Rewrites the series months of the given codes (upper(codigo_cetip)), or of every code when the array is NULL.';
