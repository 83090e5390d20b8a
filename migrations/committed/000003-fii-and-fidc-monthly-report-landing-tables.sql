--! Previous: sha1:2d6846367b681d2e8479804bab8933f28f9cad3a
--! Hash: sha1:255028562c6d2a839da4129e18565270f4e88871
--! Message: FII and FIDC monthly report landing tables

-- FII and FIDC monthly reports (CVM): landing tables, keyed on the natural key,
-- every column named after the published column in lower case (renamed key
-- columns excepted), values as filed, a blank cell NULL.
--
-- The monthly fund series cvm.fund_month is refreshed by the loaders (inside
-- each file's transaction), per family, from these tables:
--   fii  (period = first day of the reference month; newest Versao of the month wins)
--        nav           = fii_monthly_complemento.patrimonio_liquido     (Patrimonio_Liquido)
--        quotaholders  = fii_monthly_complemento.total_numero_cotistas  (Total_Numero_Cotistas)
--        monthly_yield = fii_monthly_complemento.percentual_dividend_yield_mes (Percentual_Dividend_Yield_Mes, a fraction)
--        assets        = fii_monthly_complemento.valor_ativo            (Valor_Ativo)
--   fidc (period = last day of the reference month; the files carry no version)
--        nav           = fidc_tab_iv.tab_iv_a_vl_pl                     (TAB_IV_A_VL_PL)
--        delinquency   = fidc_tab_v.tab_v_b_vl_dircred_inad + fidc_tab_vi.tab_vi_b_vl_dircred_inad
--                        (filed totals of overdue instalments; NULL when both are blank or absent)
--   every other metric of the family is NULL, never 0.

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
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_monthly_geral owner to ingest_writer;
grant select on cvm.fii_monthly_geral to api_owner;
comment on table cvm.fii_monthly_geral is 'FII monthly report (inf_mensal_fii_geral_YYYY.csv): identification per fund, reference month and report version (Versao, every version kept). cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo, fund_type from Tipo_Fundo_Classe (NULL in the older header), fund_name from Nome_Fundo_Classe or Nome_Fundo; other columns are the published ones in lower case.';

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
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_monthly_complemento owner to ingest_writer;
grant select on cvm.fii_monthly_complemento to api_owner;
comment on table cvm.fii_monthly_complemento is 'FII monthly report (inf_mensal_fii_complemento_YYYY.csv): quotaholders, assets, net assets, quota value and monthly percentages (fractions as filed) per fund, reference month and version. The source of the fii rows of cvm.fund_month (newest version of each month).';
comment on column cvm.fii_monthly_complemento.patrimonio_liquido is 'Patrimonio_Liquido (BRL): cvm.fund_month.nav for fii.';
comment on column cvm.fii_monthly_complemento.total_numero_cotistas is 'Total_Numero_Cotistas: cvm.fund_month.quotaholders for fii.';
comment on column cvm.fii_monthly_complemento.percentual_dividend_yield_mes is 'Percentual_Dividend_Yield_Mes, a fraction of the quota book value as filed (0.0062 = 0.62 %): cvm.fund_month.monthly_yield for fii.';
comment on column cvm.fii_monthly_complemento.valor_ativo is 'Valor_Ativo (BRL): cvm.fund_month.assets for fii.';

create table cvm.fii_monthly_ativo_passivo (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  total_necessidades_liquidez numeric,
  disponibilidades numeric,
  total_investido numeric,
  direitos_bens_imoveis numeric,
  cri numeric,
  lci numeric,
  rendimentos_distribuir numeric,
  total_passivo numeric,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_monthly_ativo_passivo owner to ingest_writer;
grant select on cvm.fii_monthly_ativo_passivo to api_owner;
comment on table cvm.fii_monthly_ativo_passivo is 'FII monthly report (inf_mensal_fii_ativo_passivo_YYYY.csv): headline balance-sheet lines (BRL) per fund, reference month and version; columns are the published ones in lower case.';

-- FIDC tabs: one table per tab, the common prefix (TP_FUNDO_CLASSE or none;
-- CNPJ_FUNDO_CLASSE or CNPJ_FUNDO; DENOM_SOCIAL; DT_COMPTC) first.
create table cvm.fidc_tab_i (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_i_vl_ativo numeric,
  tab_i1_vl_disp numeric,
  tab_i2_vl_carteira numeric,
  tab_i2a_vl_dircred_risco numeric,
  tab_i2a1_vl_cred_venc_ad numeric,
  tab_i2a2_vl_cred_venc_inad numeric,
  tab_i2a21_vl_total_parcela_inad numeric,
  tab_i2a3_vl_cred_inad numeric,
  tab_i2a11_vl_reducao_recup numeric,
  tab_i2b_vl_dircred_sem_risco numeric,
  tab_i2b1_vl_cred_venc_ad numeric,
  tab_i2b2_vl_cred_venc_inad numeric,
  tab_i2b21_vl_total_parcela_inad numeric,
  tab_i2b3_vl_cred_inad numeric,
  tab_i2b11_vl_reducao_recup numeric,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_i owner to ingest_writer;
grant select on cvm.fidc_tab_i to api_owner;
comment on table cvm.fidc_tab_i is 'FIDC monthly report tab I (assets), per fund or class and DT_COMPTC (reference_date): total assets, cash, portfolio, and per receivable block (A with, B without substantial transfer of risk) the performing, overdue-instalment and defaulted amounts and the provision; BRL as filed, columns named after the published ones. No version: a restatement overwrites the month.';

create table cvm.fidc_tab_iv (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_iv_a_vl_pl numeric,
  tab_iv_b_vl_pl_medio numeric,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_iv owner to ingest_writer;
grant select on cvm.fidc_tab_iv to api_owner;
comment on table cvm.fidc_tab_iv is 'FIDC monthly report tab IV: net assets (TAB_IV_A_VL_PL, the fidc nav of cvm.fund_month) and average net assets (TAB_IV_B_VL_PL_MEDIO), BRL as filed.';

create table cvm.fidc_tab_v (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_v_b_vl_dircred_inad numeric,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_v owner to ingest_writer;
grant select on cvm.fidc_tab_v to api_owner;
comment on table cvm.fidc_tab_v is 'FIDC monthly report tab V (receivables acquired with substantial transfer of risk): the filed total of overdue instalments TAB_V_B_VL_DIRCRED_INAD (BRL), one of the two terms of the fidc delinquency of cvm.fund_month. The aging bands are not landed yet.';

create table cvm.fidc_tab_vi (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_vi_b_vl_dircred_inad numeric,
  ingest_id bigint not null references ingest.ingest_log (id),
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_vi owner to ingest_writer;
grant select on cvm.fidc_tab_vi to api_owner;
comment on table cvm.fidc_tab_vi is 'FIDC monthly report tab VI (receivables acquired without substantial transfer of risk): the filed total of overdue instalments TAB_VI_B_VL_DIRCRED_INAD (BRL), the other term of the fidc delinquency of cvm.fund_month. The aging bands (fidc_aging) are a later change.';

create table cvm.fidc_tab_x_1 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text,
  id_subclasse text,
  tab_x_nr_cotst bigint,
  ingest_id bigint not null references ingest.ingest_log (id),
  constraint fidc_tab_x_1_key unique nulls not distinct (cnpj, reference_date, tab_x_classe_serie, id_subclasse)
);
alter table cvm.fidc_tab_x_1 owner to ingest_writer;
grant select on cvm.fidc_tab_x_1 to api_owner;
comment on table cvm.fidc_tab_x_1 is 'FIDC monthly report tab X_1: quotaholders (TAB_X_NR_COTST) per quota class or series (TAB_X_CLASSE_SERIE) and subclass (ID_SUBCLASSE, NULL when blank), as filed. Not summed into cvm.fund_month.';
