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
