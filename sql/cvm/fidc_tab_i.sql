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
  ingest_id bigint not null,
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_i owner to ingest_writer;
grant select on cvm.fidc_tab_i to api_owner;
comment on table cvm.fidc_tab_i is 'FIDC monthly report tab I (assets), per fund or class and DT_COMPTC (reference_date): total assets, cash, portfolio, and per receivable block (A with, B without substantial transfer of risk) the performing, overdue-instalment and defaulted amounts and the provision; BRL as filed, columns named after the published ones. No version: a restatement overwrites the month.';
