create table cvm.fidc_tab_x_1 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text,
  id_subclasse text,
  tab_x_nr_cotst bigint,
  ingest_id bigint not null,
  constraint fidc_tab_x_1_key unique nulls not distinct (cnpj, reference_date, tab_x_classe_serie, id_subclasse)
);
alter table cvm.fidc_tab_x_1 owner to ingest_writer;
grant select on cvm.fidc_tab_x_1 to api_owner;
comment on table cvm.fidc_tab_x_1 is 'FIDC monthly report tab X_1: quotaholders (TAB_X_NR_COTST) per quota class or series (TAB_X_CLASSE_SERIE) and subclass (ID_SUBCLASSE, NULL when blank), as filed. Not summed into cvm.fund_month.';
