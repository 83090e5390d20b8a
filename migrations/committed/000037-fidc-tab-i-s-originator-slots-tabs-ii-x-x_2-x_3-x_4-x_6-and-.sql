--! Previous: sha1:2f2e66e4750266e8a50d20e53e67295e2e2b7388
--! Hash: sha1:2a8dd0f6563ccd92aea3e0445ee8d1a29eaa0c89
--! Message: FIDC: tab I's originator slots; tabs II, X, X_2/X_3/X_4/X_6 and X_7 land in their own tables

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
--! Included sql/cvm/fidc_tab_ii.sql
-- FIDC monthly report tab II: the receivables portfolio by sector, as filed.
create table cvm.fidc_tab_ii (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_ii_vl_carteira numeric,
  tab_ii_a_vl_indust numeric,
  tab_ii_b_vl_imobil numeric,
  tab_ii_c_vl_comerc numeric,
  tab_ii_c1_vl_comerc numeric,
  tab_ii_c2_vl_varejo numeric,
  tab_ii_c3_vl_arrend numeric,
  tab_ii_d_vl_serv numeric,
  tab_ii_d1_vl_serv numeric,
  tab_ii_d2_vl_serv_publico numeric,
  tab_ii_d3_vl_serv_educ numeric,
  tab_ii_d4_vl_entret numeric,
  tab_ii_e_vl_agroneg numeric,
  tab_ii_f_vl_financ numeric,
  tab_ii_f1_vl_cred_pessoa numeric,
  tab_ii_f2_vl_cred_pessoa_consig numeric,
  tab_ii_f3_vl_cred_corp numeric,
  tab_ii_f4_vl_midmarket numeric,
  tab_ii_f5_vl_veiculo numeric,
  tab_ii_f6_vl_imobil_empresa numeric,
  tab_ii_f7_vl_imobil_resid numeric,
  tab_ii_f8_vl_outro numeric,
  tab_ii_g_vl_credito numeric,
  tab_ii_h_vl_factor numeric,
  tab_ii_h1_vl_pessoa numeric,
  tab_ii_h2_vl_corp numeric,
  tab_ii_i_vl_setor_publico numeric,
  tab_ii_i1_vl_precat numeric,
  tab_ii_i2_vl_tribut numeric,
  tab_ii_i3_vl_royalties numeric,
  tab_ii_i4_vl_outro numeric,
  tab_ii_j_vl_judicial numeric,
  tab_ii_k_vl_marca numeric,
  ingest_id bigint not null,
  constraint fidc_tab_ii_key unique nulls not distinct (cnpj, reference_date, fund_type)
);
alter table cvm.fidc_tab_ii owner to ingest_writer;
grant select on cvm.fidc_tab_ii to api_owner;
comment on table cvm.fidc_tab_ii is 'FIDC monthly report tab II (inf_mensal_fidc_tab_II): the receivables portfolio by sector per fund or class, filer type and month, BRL as filed: the total TAB_II_VL_CARTEIRA, the lettered sectors A..K and the numbered members of C, D, F, H and I (a hierarchy: a parent is filed beside its members). NULL when blank.';
comment on column cvm.fidc_tab_ii.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
--! EndIncluded sql/cvm/fidc_tab_ii.sql
--! Included sql/cvm/fidc_tab_x.sql
-- FIDC monthly report tab X: SCR risk grades by debtor and by operation, and tax debt.
create table cvm.fidc_tab_x (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_scr_risco_devedor_aa numeric,
  tab_x_scr_risco_devedor_a numeric,
  tab_x_scr_risco_devedor_b numeric,
  tab_x_scr_risco_devedor_c numeric,
  tab_x_scr_risco_devedor_d numeric,
  tab_x_scr_risco_devedor_e numeric,
  tab_x_scr_risco_devedor_f numeric,
  tab_x_scr_risco_devedor_g numeric,
  tab_x_scr_risco_devedor_h numeric,
  tab_x_scr_risco_oper_aa numeric,
  tab_x_scr_risco_oper_a numeric,
  tab_x_scr_risco_oper_b numeric,
  tab_x_scr_risco_oper_c numeric,
  tab_x_scr_risco_oper_d numeric,
  tab_x_scr_risco_oper_e numeric,
  tab_x_scr_risco_oper_f numeric,
  tab_x_scr_risco_oper_g numeric,
  tab_x_scr_risco_oper_h numeric,
  tab_x_debito_tribut numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_key unique nulls not distinct (cnpj, reference_date, fund_type)
);
alter table cvm.fidc_tab_x owner to ingest_writer;
grant select on cvm.fidc_tab_x to api_owner;
comment on table cvm.fidc_tab_x is 'FIDC monthly report tab X (inf_mensal_fidc_tab_X, from 2023-10): the receivables under the central bank''s SCR risk grades AA..H by debtor (TAB_X_SCR_RISCO_DEVEDOR_*) and by operation (TAB_X_SCR_RISCO_OPER_*), one book graded two ways, and the tax debt TAB_X_DEBITO_TRIBUT; BRL as filed, NULL when blank.';
comment on column cvm.fidc_tab_x.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
--! EndIncluded sql/cvm/fidc_tab_x.sql
--! Included sql/cvm/fidc_tab_x_2.sql
-- FIDC monthly report tab X_2: quotas and quota value per series.
create table cvm.fidc_tab_x_2 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text not null,
  tab_x_qt_cota numeric,
  tab_x_vl_cota numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_2_key unique nulls not distinct (cnpj, reference_date, fund_type, tab_x_classe_serie)
);
alter table cvm.fidc_tab_x_2 owner to ingest_writer;
grant select on cvm.fidc_tab_x_2 to api_owner;
comment on table cvm.fidc_tab_x_2 is 'FIDC monthly report tab X_2 (inf_mensal_fidc_tab_X_2): quota count TAB_X_QT_COTA and quota value TAB_X_VL_COTA per quota class or series and month, as filed; NULL when blank.';
comment on column cvm.fidc_tab_x_2.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_2.tab_x_classe_serie is 'TAB_X_CLASSE_SERIE: the quota class or series as filed (free text; seniority is only ever in this label).';
--! EndIncluded sql/cvm/fidc_tab_x_2.sql
--! Included sql/cvm/fidc_tab_x_3.sql
-- FIDC monthly report tab X_3: the month's return per series.
create table cvm.fidc_tab_x_3 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text not null,
  tab_x_vl_rentab_mes numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_3_key unique nulls not distinct (cnpj, reference_date, fund_type, tab_x_classe_serie)
);
alter table cvm.fidc_tab_x_3 owner to ingest_writer;
grant select on cvm.fidc_tab_x_3 to api_owner;
comment on table cvm.fidc_tab_x_3 is 'FIDC monthly report tab X_3 (inf_mensal_fidc_tab_X_3): the month''s return TAB_X_VL_RENTAB_MES (percent) per quota class or series, as filed; NULL when blank.';
comment on column cvm.fidc_tab_x_3.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_3.tab_x_classe_serie is 'TAB_X_CLASSE_SERIE: the quota class or series as filed (free text; seniority is only ever in this label).';
--! EndIncluded sql/cvm/fidc_tab_x_3.sql
--! Included sql/cvm/fidc_tab_x_4.sql
-- FIDC monthly report tab X_4: the month's operations per series.
create table cvm.fidc_tab_x_4 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text not null,
  tab_x_tp_oper text not null,
  tab_x_vl_total numeric,
  tab_x_qt_cota numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_4_key unique nulls not distinct (cnpj, reference_date, fund_type, tab_x_classe_serie, tab_x_tp_oper)
);
alter table cvm.fidc_tab_x_4 owner to ingest_writer;
grant select on cvm.fidc_tab_x_4 to api_owner;
comment on table cvm.fidc_tab_x_4 is 'FIDC monthly report tab X_4 (inf_mensal_fidc_tab_X_4): the month''s operations per quota class or series, by the filed label TAB_X_TP_OPER (free text), with value TAB_X_VL_TOTAL (BRL) and quotas TAB_X_QT_COTA as filed; NULL when blank.';
comment on column cvm.fidc_tab_x_4.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_4.tab_x_classe_serie is 'TAB_X_CLASSE_SERIE: the quota class or series as filed (free text; seniority is only ever in this label).';
comment on column cvm.fidc_tab_x_4.tab_x_tp_oper is 'TAB_X_TP_OPER: the operation as filed (e.g. subscriptions, redemptions, amortizations), never bucketed.';
--! EndIncluded sql/cvm/fidc_tab_x_4.sql
--! Included sql/cvm/fidc_tab_x_6.sql
-- FIDC monthly report tab X_6: expected and realised performance per series.
create table cvm.fidc_tab_x_6 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text not null,
  tab_x_pr_desemp_esperado numeric,
  tab_x_pr_desemp_real numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_6_key unique nulls not distinct (cnpj, reference_date, fund_type, tab_x_classe_serie)
);
alter table cvm.fidc_tab_x_6 owner to ingest_writer;
grant select on cvm.fidc_tab_x_6 to api_owner;
comment on table cvm.fidc_tab_x_6 is 'FIDC monthly report tab X_6 (inf_mensal_fidc_tab_X_6): the performance a quota class or series promised (TAB_X_PR_DESEMP_ESPERADO) and delivered (TAB_X_PR_DESEMP_REAL), percent as filed, never clipped; NULL when blank.';
comment on column cvm.fidc_tab_x_6.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_6.tab_x_classe_serie is 'TAB_X_CLASSE_SERIE: the quota class or series as filed (free text; seniority is only ever in this label).';
--! EndIncluded sql/cvm/fidc_tab_x_6.sql
--! Included sql/cvm/fidc_tab_x_7.sql
-- FIDC monthly report tab X_7: guarantees over the receivables, as filed.
create table cvm.fidc_tab_x_7 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_vl_garantia_dircred numeric,
  tab_x_pr_garantia_dircred numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_7_key unique nulls not distinct (cnpj, reference_date, fund_type)
);
alter table cvm.fidc_tab_x_7 owner to ingest_writer;
grant select on cvm.fidc_tab_x_7 to api_owner;
comment on table cvm.fidc_tab_x_7 is 'FIDC monthly report tab X_7 (inf_mensal_fidc_tab_X_7): guarantees over the receivables per fund or class, filer type and month, as filed: a byte-identical repeated line is dropped, a negative value and a percent above 100 are kept, blanks are NULL.';
comment on column cvm.fidc_tab_x_7.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_7.tab_x_vl_garantia_dircred is 'TAB_X_VL_GARANTIA_DIRCRED: value of the guarantees, BRL as filed (a negative value is kept); NULL when blank.';
comment on column cvm.fidc_tab_x_7.tab_x_pr_garantia_dircred is 'TAB_X_PR_GARANTIA_DIRCRED: guarantees as a percent of the receivables, as filed (may exceed 100); NULL when blank.';
--! EndIncluded sql/cvm/fidc_tab_x_7.sql
