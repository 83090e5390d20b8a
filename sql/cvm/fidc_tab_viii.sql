-- FIDC monthly report tab VIII: the 25 largest debtors of each fund and month as
-- filed (rank and exposure; CVM publishes no debtor identity).
create table cvm.fidc_tab_viii (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  sequencial integer not null,
  valor numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, sequencial)
);
alter table cvm.fidc_tab_viii owner to ingest_writer;
grant select on cvm.fidc_tab_viii to api_owner;
comment on table cvm.fidc_tab_viii is 'FIDC monthly report tab VIII (inf_mensal_fidc_tab_VIII): the 25 largest debtors (sacados) per fund and month, as filed: rank SEQUENCIAL and exposure VALOR (BRL); no debtor identity is published.';
comment on column cvm.fidc_tab_viii.sequencial is 'SEQUENCIAL: the regulator''s rank 1..25 as filed, never recomputed.';
comment on column cvm.fidc_tab_viii.valor is 'VALOR: the exposure to that debtor, BRL, as filed; NULL when blank.';
