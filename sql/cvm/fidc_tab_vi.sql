create table cvm.fidc_tab_vi (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_vi_b_vl_dircred_inad numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_vi owner to ingest_writer;
grant select on cvm.fidc_tab_vi to api_owner;
comment on table cvm.fidc_tab_vi is 'FIDC monthly report tab VI (receivables acquired without substantial transfer of risk): the filed total of overdue instalments TAB_VI_B_VL_DIRCRED_INAD (BRL), the other term of the fidc delinquency of cvm.fund_month. The aging bands (fidc_aging) are a later change.';
