-- cvm.fii_quarterly_aquisicao_terreno: the FII quarterly report member inf_trimestral_fii_aquisicao_terreno_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_aquisicao_terreno (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  endereco text,
  area numeric,
  outras_caracteristicas_relevantes text,
  percentual_terreno_total_investido numeric,
  percentual_terreno_pl numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_aquisicao_terreno owner to ingest_writer;
grant select on cvm.fii_quarterly_aquisicao_terreno to api_owner;
comment on table cvm.fii_quarterly_aquisicao_terreno is 'FII quarterly report (CVM, inf_trimestral_fii_aquisicao_terreno_YYYY.csv): land acquired in the quarter (one row per acquisition); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_aquisicao_terreno.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
