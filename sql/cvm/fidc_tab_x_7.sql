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
