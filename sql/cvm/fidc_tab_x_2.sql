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
