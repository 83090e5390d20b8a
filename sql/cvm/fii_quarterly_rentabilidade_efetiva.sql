-- cvm.fii_quarterly_rentabilidade_efetiva: the FII quarterly report member inf_trimestral_fii_rentabilidade_efetiva_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_rentabilidade_efetiva (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  mes_referencia text,
  percentual_rentabilidade_efetiva_mes numeric,
  percentual_rentabilidade_auferida_ausencia_garantia numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_rentabilidade_efetiva owner to ingest_writer;
grant select on cvm.fii_quarterly_rentabilidade_efetiva to api_owner;
comment on table cvm.fii_quarterly_rentabilidade_efetiva is 'FII quarterly report (CVM, inf_trimestral_fii_rentabilidade_efetiva_YYYY.csv): effective monthly return of the quarter''s months (one row per month line); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_rentabilidade_efetiva.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
