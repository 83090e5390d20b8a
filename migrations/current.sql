
-- FIDC: tab I's originator (cedente) slots; tabs II (sectors), X (SCR grades, tax debt), X_2/X_3/X_4/X_6 (tranches) and X_7 (guarantees) in their own tables
-- tab I: the originator (cedente) slots of both receivable blocks
alter table cvm.fidc_tab_i
  add column tab_i2a12_cpf_cnpj_cedente_1 text,
  add column tab_i2a12_pr_cedente_1 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_2 text,
  add column tab_i2a12_pr_cedente_2 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_3 text,
  add column tab_i2a12_pr_cedente_3 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_4 text,
  add column tab_i2a12_pr_cedente_4 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_5 text,
  add column tab_i2a12_pr_cedente_5 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_6 text,
  add column tab_i2a12_pr_cedente_6 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_7 text,
  add column tab_i2a12_pr_cedente_7 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_8 text,
  add column tab_i2a12_pr_cedente_8 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_9 text,
  add column tab_i2a12_pr_cedente_9 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_1 text,
  add column tab_i2b12_pr_cedente_1 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_2 text,
  add column tab_i2b12_pr_cedente_2 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_3 text,
  add column tab_i2b12_pr_cedente_3 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_4 text,
  add column tab_i2b12_pr_cedente_4 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_5 text,
  add column tab_i2b12_pr_cedente_5 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_6 text,
  add column tab_i2b12_pr_cedente_6 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_7 text,
  add column tab_i2b12_pr_cedente_7 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_8 text,
  add column tab_i2b12_pr_cedente_8 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_9 text,
  add column tab_i2b12_pr_cedente_9 numeric;
comment on column cvm.fidc_tab_i.tab_i2a12_cpf_cnpj_cedente_1 is 'TAB_I2A12_CPF_CNPJ_CEDENTE_1..9 (block A) and TAB_I2B12_CPF_CNPJ_CEDENTE_1..9 (block B), from 2019-11: an originator''s CPF or CNPJ exactly as filed; placeholders of all 0s or all 9s are kept here and are not originators; a CPF is a person''s identifier and is never served. NULL when blank.';
comment on column cvm.fidc_tab_i.tab_i2a12_pr_cedente_1 is 'TAB_I2A12_PR_CEDENTE_1..9 and TAB_I2B12_PR_CEDENTE_1..9: the originator''s share of its block in percent, as filed (may exceed 100); NULL when blank.';
--!include sql/cvm/fidc_tab_ii.sql
--!include sql/cvm/fidc_tab_x.sql
--!include sql/cvm/fidc_tab_x_2.sql
--!include sql/cvm/fidc_tab_x_3.sql
--!include sql/cvm/fidc_tab_x_4.sql
--!include sql/cvm/fidc_tab_x_6.sql
--!include sql/cvm/fidc_tab_x_7.sql
-- FIDC endpoints: fidc_cedentes (tab I's originators), fidc_portfolio (tabs II, X, X_7), fidc_tranches (tabs X_2, X_3, X_4, X_6); catalog examples and freq
--!include sql/internal/cedente_block.sql
--!include sql/internal/cedente_id_kind.sql
--!include sql/internal/fidc_portfolio_kind.sql
--!include sql/cvm/fidc_cedente_slot.sql
--!include sql/cvm/fidc_portfolio_item.sql
--!include functions/fidc_cedentes.sql
--!include functions/fidc_portfolio.sql
--!include functions/fidc_tranches.sql
--!include sql/internal/catalog_part_examples.sql
--!include sql/internal/catalog_part_freq.sql
