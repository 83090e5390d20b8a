-- cvm.fii_quarterly_imovel: the FII quarterly report member inf_trimestral_fii_imovel_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_imovel (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  classe text,
  nome_imovel text,
  endereco text,
  area numeric,
  numero_unidades numeric,
  outras_caracteristicas_relevantes text,
  percentual_vacancia numeric,
  percentual_inadimplencia numeric,
  percentual_receitas_fii numeric,
  percentual_locado numeric,
  percentual_vendido numeric,
  percentual_conclusao_obras_realizado numeric,
  percentual_conclusao_obras_previsto numeric,
  custo_construcao_realizado numeric,
  custo_construcao_previsto numeric,
  percentual_imovel_total_investido numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_imovel owner to ingest_writer;
grant select on cvm.fii_quarterly_imovel to api_owner;
comment on table cvm.fii_quarterly_imovel is 'FII quarterly report (CVM, inf_trimestral_fii_imovel_YYYY.csv): the properties held (one row per property as filed: class, name, address, area, units, vacancy, delinquency, share of revenue, leased, sold, works completed and costs, share of the total invested); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_imovel.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
