-- cvm.fiagro_monthly_subclasse: the subclasses of the FIAGRO monthly report, one row per source row.
create table cvm.fiagro_monthly_subclasse (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  fund_name text,
  nome_subclasse text,
  numero_cotas numeric,
  valor_patrimonial_cota numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, row_hash)
);
alter table cvm.fiagro_monthly_subclasse owner to ingest_writer;
grant select on cvm.fiagro_monthly_subclasse to api_owner;
comment on table cvm.fiagro_monthly_subclasse is 'FIAGRO monthly report subclasses (CVM, inf_mensal_fiagro_subclasse_YYYYMM.csv, from 2025-05): one row per subclass line as filed. The member has no Versao: a re-filed month''s lines are kept beside the earlier ones under their own row hash. cnpj from CNPJ_Classe, reference_date from Data_Referencia, fund_name from Nome_Classe; other columns are the published names in lower case, as filed, a blank NULL.';
comment on column cvm.fiagro_monthly_subclasse.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": the member publishes no key; an identical repeated line is one row.';
