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
  tab_i2a12_cpf_cnpj_cedente_1 text,
  tab_i2a12_pr_cedente_1 numeric,
  tab_i2a12_cpf_cnpj_cedente_2 text,
  tab_i2a12_pr_cedente_2 numeric,
  tab_i2a12_cpf_cnpj_cedente_3 text,
  tab_i2a12_pr_cedente_3 numeric,
  tab_i2a12_cpf_cnpj_cedente_4 text,
  tab_i2a12_pr_cedente_4 numeric,
  tab_i2a12_cpf_cnpj_cedente_5 text,
  tab_i2a12_pr_cedente_5 numeric,
  tab_i2a12_cpf_cnpj_cedente_6 text,
  tab_i2a12_pr_cedente_6 numeric,
  tab_i2a12_cpf_cnpj_cedente_7 text,
  tab_i2a12_pr_cedente_7 numeric,
  tab_i2a12_cpf_cnpj_cedente_8 text,
  tab_i2a12_pr_cedente_8 numeric,
  tab_i2a12_cpf_cnpj_cedente_9 text,
  tab_i2a12_pr_cedente_9 numeric,
  tab_i2b12_cpf_cnpj_cedente_1 text,
  tab_i2b12_pr_cedente_1 numeric,
  tab_i2b12_cpf_cnpj_cedente_2 text,
  tab_i2b12_pr_cedente_2 numeric,
  tab_i2b12_cpf_cnpj_cedente_3 text,
  tab_i2b12_pr_cedente_3 numeric,
  tab_i2b12_cpf_cnpj_cedente_4 text,
  tab_i2b12_pr_cedente_4 numeric,
  tab_i2b12_cpf_cnpj_cedente_5 text,
  tab_i2b12_pr_cedente_5 numeric,
  tab_i2b12_cpf_cnpj_cedente_6 text,
  tab_i2b12_pr_cedente_6 numeric,
  tab_i2b12_cpf_cnpj_cedente_7 text,
  tab_i2b12_pr_cedente_7 numeric,
  tab_i2b12_cpf_cnpj_cedente_8 text,
  tab_i2b12_pr_cedente_8 numeric,
  tab_i2b12_cpf_cnpj_cedente_9 text,
  tab_i2b12_pr_cedente_9 numeric,
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_i owner to ingest_writer;
-- the originator slots, classified, follow every write (cvm.sync_fidc_cedente_slot)
create trigger fidc_cedente_slot_insert after insert on cvm.fidc_tab_i referencing new table as new_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_update after update on cvm.fidc_tab_i referencing old table as old_rows new table as new_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_delete after delete on cvm.fidc_tab_i referencing old table as old_rows
  for each statement execute function cvm.sync_fidc_cedente_slot();
create trigger fidc_cedente_slot_truncate after truncate on cvm.fidc_tab_i
  for each statement execute function cvm.sync_fidc_cedente_slot();
grant select on cvm.fidc_tab_i to api_owner;
comment on table cvm.fidc_tab_i is 'FIDC monthly report tab I (assets), per fund or class and DT_COMPTC (reference_date): total assets, cash, portfolio, and per receivable block (A with, B without substantial transfer of risk) the performing, overdue-instalment and defaulted amounts and the provision; BRL as filed, columns named after the published ones. No version: a restatement overwrites the month.';
comment on column cvm.fidc_tab_i.tab_i2a12_cpf_cnpj_cedente_1 is 'TAB_I2A12_CPF_CNPJ_CEDENTE_1..9 (block A) and TAB_I2B12_CPF_CNPJ_CEDENTE_1..9 (block B), from 2019-11: an originator''s CPF or CNPJ exactly as filed; placeholders of all 0s or all 9s are kept here and are not originators; a CPF is a person''s identifier and is never served. NULL when blank.';
comment on column cvm.fidc_tab_i.tab_i2a12_pr_cedente_1 is 'TAB_I2A12_PR_CEDENTE_1..9 and TAB_I2B12_PR_CEDENTE_1..9: the originator''s share of its block in percent, as filed (may exceed 100); NULL when blank.';
