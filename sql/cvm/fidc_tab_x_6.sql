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
