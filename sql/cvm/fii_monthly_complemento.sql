create table cvm.fii_monthly_complemento (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  data_informacao_numero_cotistas date,
  total_numero_cotistas bigint,
  valor_ativo numeric,
  patrimonio_liquido numeric,
  cotas_emitidas numeric,
  valor_patrimonial_cotas numeric,
  percentual_despesas_taxa_administracao numeric,
  percentual_rentabilidade_efetiva_mes numeric,
  percentual_rentabilidade_patrimonial_mes numeric,
  percentual_dividend_yield_mes numeric,
  percentual_amortizacao_cotas_mes numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_monthly_complemento owner to ingest_writer;
grant select on cvm.fii_monthly_complemento to api_owner;
comment on table cvm.fii_monthly_complemento is 'FII monthly report (inf_mensal_fii_complemento_YYYY.csv): quotaholders, assets, net assets, quota value and monthly percentages (fractions as filed) per fund, reference month and version. The source of the fii rows of cvm.fund_month (newest version of each month).';
comment on column cvm.fii_monthly_complemento.patrimonio_liquido is 'Patrimonio_Liquido (BRL): cvm.fund_month.nav for fii.';
comment on column cvm.fii_monthly_complemento.total_numero_cotistas is 'Total_Numero_Cotistas: cvm.fund_month.quotaholders for fii.';
comment on column cvm.fii_monthly_complemento.percentual_dividend_yield_mes is 'Percentual_Dividend_Yield_Mes, a fraction of the quota book value as filed (0.0062 = 0.62 %): cvm.fund_month.monthly_yield for fii.';
comment on column cvm.fii_monthly_complemento.valor_ativo is 'Valor_Ativo (BRL): cvm.fund_month.assets for fii.';
