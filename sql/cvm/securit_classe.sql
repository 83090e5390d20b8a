-- inf_mensal_cri_YYYY.zip / inf_mensal_cra_YYYY.zip, classe member: the classes
-- and series of each filed monthly report version of a CRI or CRA, as filed.
create table cvm.securit_classe (
  instrument_type text not null check (instrument_type in ('cri_mensal', 'cra_mensal')),
  cnpj_emissora text not null check (cnpj_emissora ~ '^[0-9]{14}$'),
  codigo_identificacao_certificado text not null,
  data_referencia date not null,
  versao integer not null,
  line_no integer not null check (line_no > 0),
  classe text,
  numero_serie numeric,
  tipo_oferta text,
  codigo_cetip text,
  codigo_isin text,
  data_vencimento date,
  situacao text,
  valor_total_integralizado numeric,
  taxa_juros text,
  quantidade_certificados numeric,
  valor_certificados numeric,
  classificacao_risco_atual text,
  ingest_id bigint not null,
  rendimentos numeric,
  amortizacoes numeric,
  rentabilidade numeric,
  primary key (instrument_type, cnpj_emissora, codigo_identificacao_certificado, data_referencia, versao, line_no)
);
create index securit_classe_cetip on cvm.securit_classe (upper(codigo_cetip), data_referencia);
comment on table cvm.securit_classe is 'CVM CRI and CRA monthly reports, classe member (inf_mensal_cri_classe / inf_mensal_cra_classe), every report version (Versao) kept; a newer file of the same report version replaces its lines.';
comment on column cvm.securit_classe.instrument_type is 'Which report the row comes from: cri_mensal or cra_mensal (from the member name).';
comment on column cvm.securit_classe.line_no is 'The row''s ordinal within its report version in the file (1, 2, ...): distinct rows can share class and series and nothing published tells them apart.';
comment on column cvm.securit_classe.codigo_cetip is 'Codigo_CETIP: the series'' registry code as filed (what portfolio_instruments matches).';
comment on column cvm.securit_classe.valor_total_integralizado is 'Valor_Total_Integralizado (CRA) or Total_Integralizado (CRI): total paid in, BRL.';
comment on column cvm.securit_classe.quantidade_certificados is 'Quantidade_Certificados: certificates of the class and series, as filed.';
comment on column cvm.securit_classe.valor_certificados is 'Valor_Certificados: the certificates'' value as filed (the securitizer''s curve), read as the series total (unit value x Quantidade_Certificados): CVM publishes no dictionary for it; the upstream service''s production figures (a unit value near 1,071 from this over the quantity) say so (api.portfolio_credit_returns'' COMMENT).';
comment on column cvm.securit_classe.rendimentos is 'Rendimentos: income (interest) paid in the month, as filed, BRL, read as the series total (per certificate = over Quantidade_Certificados); NULL when blank (no payment filed), never 0.';
comment on column cvm.securit_classe.amortizacoes is 'Amortizacoes: principal amortised in the month, as filed, BRL, read as the series total (per certificate = over Quantidade_Certificados); NULL when blank, never 0.';
comment on column cvm.securit_classe.rentabilidade is 'Rentabilidade: the return the securitizer filed for the month, as filed (no unit published); NULL when blank.';
alter table cvm.securit_classe owner to ingest_writer;
grant select on cvm.securit_classe to api_owner;
