create table cvm.fidc_tab_iv (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_iv_a_vl_pl numeric,
  tab_iv_b_vl_pl_medio numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date)
);
alter table cvm.fidc_tab_iv owner to ingest_writer;
grant select on cvm.fidc_tab_iv to api_owner;
comment on table cvm.fidc_tab_iv is 'FIDC monthly report tab IV: net assets (TAB_IV_A_VL_PL, the fidc nav of cvm.fund_month) and average net assets (TAB_IV_B_VL_PL_MEDIO), BRL as filed.';
