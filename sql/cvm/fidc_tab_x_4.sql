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
