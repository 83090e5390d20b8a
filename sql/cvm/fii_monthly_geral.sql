-- FII and FIDC monthly reports (CVM): landing tables, keyed on the natural key,
-- every column named after the published column in lower case (renamed key
-- columns excepted), values as filed, a blank cell NULL.
-- (cvm.fund_month's file says which of their columns feed the monthly series.)

create table cvm.fii_monthly_geral (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  fund_type text,
  fund_name text,
  data_entrega text,
  codigo_isin text,
  quantidade_cotas_emitidas numeric,
  publico_alvo text,
  mandato text,
  segmento_atuacao text,
  tipo_gestao text,
  nome_administrador text,
  cnpj_administrador text,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_monthly_geral owner to ingest_writer;
grant select on cvm.fii_monthly_geral to api_owner;
comment on table cvm.fii_monthly_geral is 'FII monthly report (inf_mensal_fii_geral_YYYY.csv): identification per fund, reference month and report version (Versao, every version kept). cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo, fund_type from Tipo_Fundo_Classe (NULL in the older header), fund_name from Nome_Fundo_Classe or Nome_Fundo; other columns are the published ones in lower case.';
