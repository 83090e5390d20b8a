-- cvm.fii_quarterly_ativo_garantia_rentabilidade: the FII quarterly report member inf_trimestral_fii_ativo_garantia_rentabilidade_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_ativo_garantia_rentabilidade (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  nome_ativo text,
  percentual_garantido_relativo numeric,
  garantidor text,
  principais_caracteristicas_garantia text,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_ativo_garantia_rentabilidade owner to ingest_writer;
grant select on cvm.fii_quarterly_ativo_garantia_rentabilidade to api_owner;
comment on table cvm.fii_quarterly_ativo_garantia_rentabilidade is 'FII quarterly report (CVM, inf_trimestral_fii_ativo_garantia_rentabilidade_YYYY.csv): assets with a return guarantee (one row per asset); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_ativo_garantia_rentabilidade.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
