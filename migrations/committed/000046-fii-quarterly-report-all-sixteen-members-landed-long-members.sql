--! Previous: sha1:842a1e80c189cdc2d981839306c7e1525ea89478
--! Hash: sha1:601fb3c545cd3485d9fbc6c28c89997fe303e443
--! Message: FII quarterly report: all sixteen members landed (long members keyed by row hash) and fii_property_history

--! Included sql/cvm/fii_quarterly_alienacao_imovel.sql
-- cvm.fii_quarterly_alienacao_imovel: the FII quarterly report member inf_trimestral_fii_alienacao_imovel_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_alienacao_imovel (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  nome_imovel text,
  endereco text,
  data_alienacao text,
  area numeric,
  numero_unidades numeric,
  outras_caracteristicas_relevantes text,
  percentual_imovel_total_investido numeric,
  percentual_imovel_pl numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_alienacao_imovel owner to ingest_writer;
grant select on cvm.fii_quarterly_alienacao_imovel to api_owner;
comment on table cvm.fii_quarterly_alienacao_imovel is 'FII quarterly report (CVM, inf_trimestral_fii_alienacao_imovel_YYYY.csv): properties sold in the quarter (one row per sale); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_alienacao_imovel.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_alienacao_imovel.sql
--! Included sql/cvm/fii_quarterly_alienacao_terreno.sql
-- cvm.fii_quarterly_alienacao_terreno: the FII quarterly report member inf_trimestral_fii_alienacao_terreno_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_alienacao_terreno (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  endereco text,
  data_alienacao text,
  area numeric,
  outras_caracteristicas_relevantes text,
  percentual_terreno_total_investido numeric,
  percentual_terreno_pl numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_alienacao_terreno owner to ingest_writer;
grant select on cvm.fii_quarterly_alienacao_terreno to api_owner;
comment on table cvm.fii_quarterly_alienacao_terreno is 'FII quarterly report (CVM, inf_trimestral_fii_alienacao_terreno_YYYY.csv): land sold in the quarter (one row per sale); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_alienacao_terreno.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_alienacao_terreno.sql
--! Included sql/cvm/fii_quarterly_aquisicao_imovel.sql
-- cvm.fii_quarterly_aquisicao_imovel: the FII quarterly report member inf_trimestral_fii_aquisicao_imovel_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_aquisicao_imovel (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  nome_imovel text,
  endereco text,
  area numeric,
  numero_unidades numeric,
  outras_caracteristicas_relevantes text,
  percentual_imovel_total_investido numeric,
  categoria text,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_aquisicao_imovel owner to ingest_writer;
grant select on cvm.fii_quarterly_aquisicao_imovel to api_owner;
comment on table cvm.fii_quarterly_aquisicao_imovel is 'FII quarterly report (CVM, inf_trimestral_fii_aquisicao_imovel_YYYY.csv): properties acquired in the quarter (one row per acquisition); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_aquisicao_imovel.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_aquisicao_imovel.sql
--! Included sql/cvm/fii_quarterly_aquisicao_terreno.sql
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
--! EndIncluded sql/cvm/fii_quarterly_aquisicao_terreno.sql
--! Included sql/cvm/fii_quarterly_ativo.sql
-- cvm.fii_quarterly_ativo: the FII quarterly report member inf_trimestral_fii_ativo_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_ativo (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  tipo text,
  emissor text,
  cnpj_emissor text,
  emissao text,
  serie text,
  codigo_acao text,
  nome_ativo text,
  data_vencimento text,
  quantidade numeric,
  valor numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_ativo owner to ingest_writer;
grant select on cvm.fii_quarterly_ativo to api_owner;
comment on table cvm.fii_quarterly_ativo is 'FII quarterly report (CVM, inf_trimestral_fii_ativo_YYYY.csv): the securities and other assets held (one row per asset); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_ativo.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_ativo.sql
--! Included sql/cvm/fii_quarterly_ativo_garantia_rentabilidade.sql
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
--! EndIncluded sql/cvm/fii_quarterly_ativo_garantia_rentabilidade.sql
--! Included sql/cvm/fii_quarterly_complemento.sql
-- cvm.fii_quarterly_complemento: the FII quarterly report member inf_trimestral_fii_complemento_YYYY.csv, one row per report.
create table cvm.fii_quarterly_complemento (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  percentual_vencimento_valor_total_faixa_ate_3meses numeric,
  percentual_vencimento_receita_fii_faixa_ate_3meses numeric,
  percentual_vencimento_valor_total_faixa_3a6meses numeric,
  percentual_vencimento_receita_fii_faixa_3a6meses numeric,
  percentual_vencimento_valor_total_faixa_6a9meses numeric,
  percentual_vencimento_receita_fii_faixa_6a9meses numeric,
  percentual_vencimento_valor_total_faixa_9a12meses numeric,
  percentual_vencimento_receita_fii_faixa_9a12meses numeric,
  percentual_vencimento_valor_total_faixa_12a15meses numeric,
  percentual_vencimento_receita_fii_faixa_12a15meses numeric,
  percentual_vencimento_valor_total_faixa_15a18meses numeric,
  percentual_vencimento_receita_fii_faixa_15a18meses numeric,
  percentual_vencimento_valor_total_faixa_18a21meses numeric,
  percentual_vencimento_receita_fii_faixa_18a21meses numeric,
  percentual_vencimento_valor_total_faixa_21a24meses numeric,
  percentual_vencimento_receita_fii_faixa_21a24meses numeric,
  percentual_vencimento_valor_total_faixa_24a27meses numeric,
  percentual_vencimento_receita_fii_faixa_24a27meses numeric,
  percentual_vencimento_valor_total_faixa_27a30meses numeric,
  percentual_vencimento_receita_fii_faixa_27a30meses numeric,
  percentual_vencimento_valor_total_faixa_30a33meses numeric,
  percentual_vencimento_receita_fii_faixa_30a33meses numeric,
  percentual_vencimento_valor_total_faixa_33a36meses numeric,
  percentual_vencimento_receita_fii_faixa_33a36meses numeric,
  percentual_vencimento_valor_total_faixa_acima_36meses numeric,
  percentual_vencimento_receita_fii_faixa_acima_36meses numeric,
  percentual_vencimento_valor_total_faixa_indeterminado numeric,
  percentual_vencimento_receita_fii_faixa_indeterminado numeric,
  percentual_indexador_valor_total_igpm numeric,
  percentual_indexador_receita_fii_igpm numeric,
  percentual_indexador_valor_total_inpc numeric,
  percentual_indexador_receita_fii_inpc numeric,
  percentual_indexador_valor_total_ipca numeric,
  percentual_indexador_receita_fii_ipca numeric,
  percentual_indexador_valor_total_incc numeric,
  percentual_indexador_receita_fii_incc numeric,
  caracteristicas_contratuais text,
  politica_contratacao_seguro_imovel_renda_acabado text,
  politica_contratacao_seguro_imovel_renda_construcao text,
  politica_contratacao_seguro_imovel_venda_acabado text,
  politica_contratacao_seguro_imovel_venda_construcao text,
  ativo_liquidez_valor_disponibilidades numeric,
  ativo_liquidez_valor_titulos_publicos numeric,
  ativo_liquidez_valor_titulos_privados numeric,
  ativo_liquidez_valor_fundos_renda_fixa numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_quarterly_complemento owner to ingest_writer;
grant select on cvm.fii_quarterly_complemento to api_owner;
comment on table cvm.fii_quarterly_complemento is 'FII quarterly report (CVM, inf_trimestral_fii_complemento_YYYY.csv): lease terms by maturity band and indexer, insurance policy and liquid assets per report; every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
--! EndIncluded sql/cvm/fii_quarterly_complemento.sql
--! Included sql/cvm/fii_quarterly_direito.sql
-- cvm.fii_quarterly_direito: the FII quarterly report member inf_trimestral_fii_direito_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_direito (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  nome_ativo text,
  principais_caracteristicas text,
  valor numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_direito owner to ingest_writer;
grant select on cvm.fii_quarterly_direito to api_owner;
comment on table cvm.fii_quarterly_direito is 'FII quarterly report (CVM, inf_trimestral_fii_direito_YYYY.csv): real-estate rights held (one row per right); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_direito.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_direito.sql
--! Included sql/cvm/fii_quarterly_geral.sql
-- cvm.fii_quarterly_geral: the FII quarterly report member inf_trimestral_fii_geral_YYYY.csv, one row per report.
create table cvm.fii_quarterly_geral (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  fund_type text,
  fund_name text,
  data_entrega text,
  data_funcionamento text,
  publico_alvo text,
  codigo_isin text,
  quantidade_cotas_emitidas numeric,
  fundo_exclusivo text,
  fundo_nao_listado_exclusivo text,
  cotistas_vinculo_familiar text,
  mandato text,
  segmento_atuacao text,
  tipo_gestao text,
  prazo_duracao text,
  data_prazo_duracao text,
  encerramento_exercicio_social text,
  mercado_negociacao_bolsa text,
  mercado_negociacao_mbo text,
  mercado_negociacao_mb text,
  entidade_administradora_bvmf text,
  entidade_administradora_cetip text,
  nome_administrador text,
  cnpj_administrador text,
  logradouro text,
  numero text,
  complemento text,
  bairro text,
  cidade text,
  estado text,
  cep text,
  telefone1 text,
  telefone2 text,
  telefone3 text,
  site text,
  email text,
  data_encerramento_trimestre text,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_quarterly_geral owner to ingest_writer;
grant select on cvm.fii_quarterly_geral to api_owner;
comment on table cvm.fii_quarterly_geral is 'FII quarterly report (CVM, inf_trimestral_fii_geral_YYYY.csv): identification and registration data per report; every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL (fund_type from Tipo_Fundo_Classe, fund_name from Nome_Fundo_Classe or Nome_Fundo).';
--! EndIncluded sql/cvm/fii_quarterly_geral.sql
--! Included sql/cvm/fii_quarterly_imovel.sql
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
--! EndIncluded sql/cvm/fii_quarterly_imovel.sql
--! Included sql/cvm/fii_quarterly_imovel_desempenho.sql
-- cvm.fii_quarterly_imovel_desempenho: the FII quarterly report member inf_trimestral_fii_imovel_desempenho_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_imovel_desempenho (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  classe text,
  nome_endereco_imovel text,
  justificativa_evolucao_inferior_previsto text,
  justificativa_custo_superior_previsto text,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_imovel_desempenho owner to ingest_writer;
grant select on cvm.fii_quarterly_imovel_desempenho to api_owner;
comment on table cvm.fii_quarterly_imovel_desempenho is 'FII quarterly report (CVM, inf_trimestral_fii_imovel_desempenho_YYYY.csv): why a property under construction lags its plan or costs more (one row per property); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_imovel_desempenho.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_imovel_desempenho.sql
--! Included sql/cvm/fii_quarterly_imovel_renda_acabado_contrato.sql
-- cvm.fii_quarterly_imovel_renda_acabado_contrato: the FII quarterly report member inf_trimestral_fii_imovel_renda_acabado_contrato_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_imovel_renda_acabado_contrato (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  nome_endereco_imovel text,
  caracteristicas_contratuais text,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_imovel_renda_acabado_contrato owner to ingest_writer;
grant select on cvm.fii_quarterly_imovel_renda_acabado_contrato to api_owner;
comment on table cvm.fii_quarterly_imovel_renda_acabado_contrato is 'FII quarterly report (CVM, inf_trimestral_fii_imovel_renda_acabado_contrato_YYYY.csv): lease contract terms of finished income properties (one row per property); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_imovel_renda_acabado_contrato.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_imovel_renda_acabado_contrato.sql
--! Included sql/cvm/fii_quarterly_imovel_renda_acabado_inquilino.sql
-- cvm.fii_quarterly_imovel_renda_acabado_inquilino: the FII quarterly report member inf_trimestral_fii_imovel_renda_acabado_inquilino_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_imovel_renda_acabado_inquilino (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  nome_imovel text,
  setor_atuacao text,
  percentual_receita_imovel numeric,
  percentual_receitas_fii numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_imovel_renda_acabado_inquilino owner to ingest_writer;
grant select on cvm.fii_quarterly_imovel_renda_acabado_inquilino to api_owner;
comment on table cvm.fii_quarterly_imovel_renda_acabado_inquilino is 'FII quarterly report (CVM, inf_trimestral_fii_imovel_renda_acabado_inquilino_YYYY.csv): tenants of finished income properties by sector (one row per tenant line); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_imovel_renda_acabado_inquilino.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_imovel_renda_acabado_inquilino.sql
--! Included sql/cvm/fii_quarterly_rentabilidade_efetiva.sql
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
--! EndIncluded sql/cvm/fii_quarterly_rentabilidade_efetiva.sql
--! Included sql/cvm/fii_quarterly_resultado_contabil_financeiro.sql
-- cvm.fii_quarterly_resultado_contabil_financeiro: the FII quarterly report member inf_trimestral_fii_resultado_contabil_financeiro_YYYY.csv, one row per report.
create table cvm.fii_quarterly_resultado_contabil_financeiro (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  receita_venda_estoque_contabil numeric,
  receita_venda_estoque_financeiro numeric,
  custo_estoque_contabil numeric,
  custo_estoque_financeiro numeric,
  ajuste_realizacao_estoque_contabil numeric,
  ajuste_realizacao_estoque_financeiro numeric,
  outras_receitas_despesas_estoque_contabil numeric,
  outras_receitas_despesas_estoque_financeiro numeric,
  resultado_liquido_estoque_contabil numeric,
  resultado_liquido_estoque_financeiro numeric,
  receita_aluguel_investimento_contabil numeric,
  receita_aluguel_investimento_financeiro numeric,
  despesa_manutencao_investimento_contabil numeric,
  despesa_manutencao_investimento_financeiro numeric,
  receita_venda_investimento_contabil numeric,
  receita_venda_investimento_financeiro numeric,
  custo_investimento_contabil numeric,
  custo_investimento_financeiro numeric,
  ajuste_justo_investimento_contabil numeric,
  ajuste_justo_investimento_financeiro numeric,
  outras_receitas_despesas_investimento_contabil numeric,
  outras_receitas_despesas_investimento_financeiro numeric,
  resultado_liquido_renda_contabil numeric,
  resultado_liquido_renda_investimento_financeiro numeric,
  receita_juros_tvm_contabil numeric,
  receita_juros_tvm_financeiro numeric,
  ajuste_justo_tvm_contabil numeric,
  ajuste_justo_tvm_financeiro numeric,
  resultado_venda_tvm_contabil numeric,
  resultado_venda_tvm_financeiro numeric,
  outras_receitas_despesas_tvm_contabil numeric,
  outras_receitas_despesas_tvm_financeiro numeric,
  resultado_liquido_tvm_contabil numeric,
  resultado_liquido_tvm_financeiro numeric,
  resultado_liquido_total_contabil numeric,
  resultado_liquido_total_financeiro numeric,
  receita_juros_aplicacao_contabil numeric,
  receita_juros_aplicacao_financeiro numeric,
  ajuste_justo_aplicacao_contabil numeric,
  ajuste_justo_aplicacao_financeiro numeric,
  resultado_venda_aplicacao_contabil numeric,
  resultado_venda_aplicacao_financeiro numeric,
  outras_receitas_despesas_aplicacao_contabil numeric,
  outras_receitas_despesas_aplicacao_financeiro numeric,
  resultado_liquido_recurso_liquidez_contabil numeric,
  resultado_liquido_recurso_liquidez_financeiro numeric,
  resultado_liquido_derivativos_contabil numeric,
  resultado_liquido_derivativos_financeiro numeric,
  taxa_administracao_contabil numeric,
  taxa_administracao_financeiro numeric,
  taxa_desempenho_contabil numeric,
  taxa_desempenho_financeiro numeric,
  despesa_consultoria_especializada_contabil numeric,
  despesa_consultoria_especializada_financeiro numeric,
  despesa_empresa_especializada_contabil numeric,
  despesa_empresa_especializada_financeiro numeric,
  despesa_formador_mercado_contabil numeric,
  despesa_formador_mercado_financeiro numeric,
  despesa_custodia_contabil numeric,
  despesa_custodia_financeiro numeric,
  despesa_auditoria_independente_contabil numeric,
  despesa_auditoria_independente_financeiro numeric,
  despesa_representantes_cotistas_contabil numeric,
  despesa_representantes_cotistas_financeiro numeric,
  taxa_imposto_contribuicao_contabil numeric,
  taxa_imposto_contribuicao_financeiro numeric,
  despesa_comissoes_emolumentos_contabil numeric,
  despesa_comissoes_emolumentos_financeiro numeric,
  despesa_honorarios_defesas_contabil numeric,
  despesa_honorarios_defesas_financeiro numeric,
  despesa_contratos_seguros_contabil numeric,
  despesa_contratos_seguros_financeiro numeric,
  despesa_avaliacoes_contabil numeric,
  despesa_avaliacoes_financeiro numeric,
  taxa_ingresso_saida_cotista_contabil numeric,
  taxa_ingresso_saida_cotista_financeiro numeric,
  despesa_registro_cartorio_contabil numeric,
  despesa_registro_cartorio_financeiro numeric,
  outras_receitas_depesas_contabil numeric,
  outras_receitas_depesas_financeiro numeric,
  total_receitas_despesas_contabil numeric,
  total_receitas_despesas_financeiro numeric,
  resultado_trimestral_liquido_contabil numeric,
  resultado_trimestral_liquido_financeiro numeric,
  resultado_financeiro_liquido_acumulado numeric,
  resultado_financeiro_liquido_acumulado_95 numeric,
  parcela_rendimento_retido numeric,
  lucro_contabil numeric,
  rendimentos_declarados numeric,
  rendimentos_pagos_antecipadamente numeric,
  rendimento_liquido_pagar numeric,
  percentual_resultado_financeiro_liquido_declarado numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version)
);
alter table cvm.fii_quarterly_resultado_contabil_financeiro owner to ingest_writer;
grant select on cvm.fii_quarterly_resultado_contabil_financeiro to api_owner;
comment on table cvm.fii_quarterly_resultado_contabil_financeiro is 'FII quarterly report (CVM, inf_trimestral_fii_resultado_contabil_financeiro_YYYY.csv): the quarter''s accounting and cash results, line by line, per report; every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
--! EndIncluded sql/cvm/fii_quarterly_resultado_contabil_financeiro.sql
--! Included sql/cvm/fii_quarterly_terreno.sql
-- cvm.fii_quarterly_terreno: the FII quarterly report member inf_trimestral_fii_terreno_YYYY.csv, one row per source row.
create table cvm.fii_quarterly_terreno (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  endereco text,
  outras_caracteristicas_relevantes text,
  area numeric,
  percentual_terreno_total_investido numeric,
  percentual_terreno_pl numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version, row_hash)
);
alter table cvm.fii_quarterly_terreno owner to ingest_writer;
grant select on cvm.fii_quarterly_terreno to api_owner;
comment on table cvm.fii_quarterly_terreno is 'FII quarterly report (CVM, inf_trimestral_fii_terreno_YYYY.csv): the land plots held (one row per plot); every version (Versao) kept. cnpj from CNPJ_Fundo_Classe or CNPJ_Fundo (14 digits), reference_date from Data_Referencia (the quarter''s end), version from Versao; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fii_quarterly_terreno.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes no key for these rows, so the hash identifies a source row, not a durable item; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fii_quarterly_terreno.sql
--! Included functions/fii_property_history.sql
-- api.fii_property_history: one FII's properties as filed in each quarterly report.
-- CVM publishes no property id (names are free text re-typed from quarter to
-- quarter), so each row carries the row hash of its source row instead, and
-- every report version is served: a re-filed quarter shows both.
drop function if exists api.fii_property_history(text, date, date);
drop type if exists api.fii_property_history_row;

create type api.fii_property_history_row as (
  cnpj text,
  reference_date date,
  version integer,
  row_hash text,
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
  percentual_imovel_total_investido numeric
);
alter type api.fii_property_history_row owner to api_owner;
comment on type api.fii_property_history_row is 'One property row of an FII quarterly report (inf_trimestral_fii_imovel), as filed.';
comment on column api.fii_property_history_row.cnpj is 'Fund or class CNPJ, 14 digits (CNPJ_Fundo_Classe).';
comment on column api.fii_property_history_row.reference_date is 'The quarter''s end (Data_Referencia as filed). Never NULL.';
comment on column api.fii_property_history_row.version is 'Report version (Versao): a re-filed quarter has a row set per version. Never NULL.';
comment on column api.fii_property_history_row.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": identifies the source row, not a durable property (CVM publishes no property id). Never NULL.';
comment on column api.fii_property_history_row.classe is 'Classe: the property''s kind as filed (e.g. income property finished, under construction, for sale); NULL when blank.';
comment on column api.fii_property_history_row.nome_imovel is 'Nome_Imovel as filed; NULL when blank.';
comment on column api.fii_property_history_row.endereco is 'Endereco as filed; NULL when blank.';
comment on column api.fii_property_history_row.area is 'Area (square metres) as filed; NULL when blank, never 0.';
comment on column api.fii_property_history_row.numero_unidades is 'Numero_Unidades as filed; NULL when blank.';
comment on column api.fii_property_history_row.outras_caracteristicas_relevantes is 'Outras_Caracteristicas_Relevantes as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_vacancia is 'Percentual_Vacancia: vacancy as filed (its scale as the fund filed it); NULL when blank, never 0.';
comment on column api.fii_property_history_row.percentual_inadimplencia is 'Percentual_Inadimplencia: delinquency as filed; NULL when blank, never 0.';
comment on column api.fii_property_history_row.percentual_receitas_fii is 'Percentual_Receitas_FII: the property''s share of the fund''s revenue as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_locado is 'Percentual_Locado: share leased as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_vendido is 'Percentual_Vendido: share sold as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_conclusao_obras_realizado is 'Percentual_Conclusao_Obras_Realizado: works completed as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_conclusao_obras_previsto is 'Percentual_Conclusao_Obras_Previsto: works planned as filed; NULL when blank.';
comment on column api.fii_property_history_row.custo_construcao_realizado is 'Custo_Construcao_Realizado: construction cost incurred, BRL as filed; NULL when blank.';
comment on column api.fii_property_history_row.custo_construcao_previsto is 'Custo_Construcao_Previsto: construction cost planned, BRL as filed; NULL when blank.';
comment on column api.fii_property_history_row.percentual_imovel_total_investido is 'Percentual_Imovel_Total_Investido: the property''s share of the total invested as filed; NULL when blank.';

create function api.fii_property_history(p_cnpj text, p_from date default null, p_to date default null)
returns setof api.fii_property_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fii_property_history');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'fii_property_history',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (
    select 1 from cvm.fii_quarterly_imovel i
    where i.cnpj = v_cnpj and i.reference_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'fii_property_history', 'Narrow p_from/p_to to fewer quarters.');

  return query
    select i.cnpj, i.reference_date, i.version, i.row_hash, i.classe, i.nome_imovel, i.endereco, i.area, i.numero_unidades,
      i.outras_caracteristicas_relevantes, i.percentual_vacancia, i.percentual_inadimplencia, i.percentual_receitas_fii,
      i.percentual_locado, i.percentual_vendido, i.percentual_conclusao_obras_realizado, i.percentual_conclusao_obras_previsto,
      i.custo_construcao_realizado, i.custo_construcao_previsto, i.percentual_imovel_total_investido
    from cvm.fii_quarterly_imovel i
    where i.cnpj = v_cnpj and i.reference_date between v_from and v_to
    order by i.reference_date, i.version, i.nome_imovel nulls last, i.row_hash;
end;
$$;

alter function api.fii_property_history(text, date, date) owner to api_owner;
revoke all on function api.fii_property_history(text, date, date) from public;
grant execute on function api.fii_property_history(text, date, date) to anon, authenticated;
comment on function api.fii_property_history(text, date, date) is 'One FII''s properties as filed in each quarterly report, with the row hash of each source row, oldest quarter first.
Every row of the quarterly report''s property member (inf_trimestral_fii_imovel) whose quarter end falls in the window, as filed: oldest quarter first, then version, then property name. Every report version is served (a re-filed quarter has a row set per version; pick the highest version for the quarter as last filed). CVM publishes no property id, so row_hash (md5 of the source row''s published fields) identifies a source row, not a durable property. Measures keep their filed meaning and scale; a blank is NULL, never 0. An unknown CNPJ answers []; p_from after p_to raises 22023; more than 1000 rows raise 22023 (narrow the window).
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first quarter end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last quarter end (YYYY-MM-DD); default today.
@tag Funds
@default p_from: 1825 days before p_to
@default p_to: today';
--! EndIncluded functions/fii_property_history.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"Which properties did an FII file in its 2025 quarterly reports, and what changed when it re-filed a quarter?","call":{"method":"POST","path":"/rpc/fii_property_history","body":{"p_cnpj":"33.100.037/0001-40","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per property line per quarter and report version; a re-filed quarter has a row set per version (compare percentual_vacancia across versions); row_hash identifies the source row, not a durable property"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
