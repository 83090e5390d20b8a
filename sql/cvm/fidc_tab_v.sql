create table cvm.fidc_tab_v (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_v_b_vl_dircred_inad numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_v owner to ingest_writer;
grant select on cvm.fidc_tab_v to api_owner;
comment on table cvm.fidc_tab_v is 'FIDC monthly report tab V (receivables acquired with substantial transfer of risk): the filed total of overdue instalments TAB_V_B_VL_DIRCRED_INAD (BRL), one of the two terms of the fidc delinquency of cvm.fund_month. The aging bands are not landed yet.';
