--! Previous: sha1:6a2f4d42629f20aa87b283ee059f782b51ac8ad4
--! Hash: sha1:645ee319af6698523bd571c6920e97b9414b6baf
--! Message: Issue 27 item 1: FII quarterly (fii_property_history), FIP and FIAGRO loaders, both families in fund_nav, panel, search_funds, coverage, metric_coverage and screen_silent_filers (from the families branch)

-- Issue 27 item 1 (merged from the families branch): FII quarterly (fii_property_history), FIP, FIAGRO, and both families in the fund endpoints
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
--! Included sql/cvm/fip_report.sql
-- cvm.fip_report: the FIP periodic report (quarterly through 2023, four-monthly from 2024), one row per source row.
create table cvm.fip_report (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  classe_cota text not null,
  row_hash text not null check (row_hash ~ '^[0-9a-f]{32}$'),
  fund_type text,
  fund_name text,
  vl_patrim_liq numeric,
  qt_cota numeric,
  vl_patrim_cota numeric,
  nr_cotst numeric,
  entid_invest text,
  publico_alvo text,
  vl_cap_comprom numeric,
  qt_cota_subscr numeric,
  vl_cap_subscr numeric,
  qt_cota_integr numeric,
  vl_cap_integr numeric,
  vl_invest_fip_cota numeric,
  nr_cotst_subscr_pf numeric,
  pr_cota_subscr_pf numeric,
  nr_cotst_subscr_pj_nao_financ numeric,
  pr_cota_subscr_pj_nao_financ numeric,
  nr_cotst_subscr_banco numeric,
  pr_cota_subscr_banco numeric,
  nr_cotst_subscr_corretora_distrib numeric,
  pr_cota_subscr_corretora_distrib numeric,
  nr_cotst_subscr_pj_financ numeric,
  pr_cota_subscr_pj_financ numeric,
  nr_cotst_subscr_invnr numeric,
  pr_cota_subscr_invnr numeric,
  nr_cotst_subscr_eapc numeric,
  pr_cota_subscr_eapc numeric,
  nr_cotst_subscr_efpc numeric,
  pr_cota_subscr_efpc numeric,
  nr_cotst_subscr_rpps numeric,
  pr_cota_subscr_rpps numeric,
  nr_cotst_subscr_segur numeric,
  pr_cota_subscr_segur numeric,
  nr_cotst_subscr_capitaliz numeric,
  pr_cota_subscr_capitaliz numeric,
  nr_cotst_subscr_fii numeric,
  pr_cota_subscr_fii numeric,
  nr_cotst_subscr_fi numeric,
  pr_cota_subscr_fi numeric,
  nr_cotst_subscr_distrib numeric,
  pr_cota_subscr_distrib numeric,
  nr_cotst_subscr_outro numeric,
  pr_cota_subscr_outro numeric,
  nr_total_cotst_subscr numeric,
  pr_total_cota_subscr numeric,
  nr_cotst_subscr_classe numeric,
  qt_cota_subscr_classe numeric,
  qt_cota_integr_classe numeric,
  vl_quota_classe numeric,
  direito_polit_classe text,
  direito_econ_classe text,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, classe_cota, row_hash)
);
alter table cvm.fip_report owner to ingest_writer;
grant select on cvm.fip_report to api_owner;
comment on table cvm.fip_report is 'FIP periodic report (CVM): inf_trimestral_fip_YYYY.csv (quarterly, 2010-2023) and inf_quadrimestral_fip_YYYY.csv (four-monthly, from 2024), one row per fund, reference date and quota class as filed. cnpj from CNPJ_FUNDO_CLASSE or CNPJ_FUNDO (14 digits), reference_date from DT_COMPTC, classe_cota from CLASSE_COTA ('''' when blank), fund_type from TP_FUNDO_CLASSE (NULL in the quarterly report), fund_name from DENOM_SOCIAL; other columns are the published ones in lower case, as filed, a blank NULL.';
comment on column cvm.fip_report.row_hash is 'md5 (hex) of the source row''s published fields joined by ";": CVM publishes restated rows for the same fund, date and class with no column telling them apart, so each is kept under its own hash; an identical repeated line is one row.';
--! EndIncluded sql/cvm/fip_report.sql
--! Included sql/cvm/fiagro_monthly.sql
-- cvm.fiagro_monthly: the FIAGRO monthly report, one row per class, reference month and version.
create table cvm.fiagro_monthly (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  version integer not null,
  fund_name text,
  data_entrega text,
  classe_unica text,
  cnpj_administrador text,
  nome_administrador text,
  data_registro text,
  publico_alvo text,
  codigo_isin text,
  cotistas_vinculo_familiar text,
  regra_anexo text,
  classificacao_autorregulada text,
  prazo_duracao text,
  encerramento_exercicio_social text,
  mercado_negociacao text,
  entidade_administradora text,
  email_administrador text,
  servico_atendimento_cotista text,
  site text,
  nome_gestor text,
  cnpj_gestor text,
  numero_cotistas integer,
  numero_cotistas_pessoa_natural integer,
  numero_cotistas_pessoa_juridica_nao_financeira integer,
  numero_cotistas_pessoa_juridica_financeira integer,
  numero_cotistas_investidor_nao_residente integer,
  numero_cotistas_entidade_previdencia_complementar_exceto_rpps integer,
  numero_cotistas_entidade_rpps integer,
  numero_cotistas_sociedade_seguradora_resseguradora integer,
  numero_cotistas_fundos_investimento integer,
  numero_cotistas_distribuidos_conta_ordem integer,
  numero_cotistas_outros_tipos integer,
  valor_ativo numeric,
  patrimonio_liquido numeric,
  cotas_emitidas numeric,
  valor_patrimonial_cotas numeric,
  percentual_despesas_taxa_administracao numeric,
  percentual_despesas_taxa_gestao numeric,
  percentual_despesas_taxa_distribuicao numeric,
  rentabilidade_efetiva_mes numeric,
  rentabilidade_patrimonial_mes numeric,
  dividend_yield_mes numeric,
  percentual_amortizacao_cotas_mes numeric,
  total_necessidades_liquidez numeric,
  fundos_renda_fixa numeric,
  titulos_renda_fixa numeric,
  total_investido numeric,
  imoveis_rurais numeric,
  participacoes_societarias numeric,
  ativos_financeiros_lato_sensu numeric,
  ativos_financeiros numeric,
  ativos_financeiros_emissao_if numeric,
  lca numeric,
  lci numeric,
  outros_ativos_emissao_if numeric,
  outros_ativos_financeiros numeric,
  valores_mobiliarios numeric,
  titulos_participacoes_societarias numeric,
  acoes_certificados_deposito numeric,
  outros_titulos_participacao numeric,
  titulos_divida_corporativa numeric,
  debentures numeric,
  debentures_conversiveis numeric,
  debentures_nao_conversiveis numeric,
  notas_comerciais numeric,
  notas_comerciais_curto_prazo numeric,
  notas_comerciais_longo_prazo numeric,
  outros_titulos_divida_corporativa numeric,
  valor_titulos_credito numeric,
  cpr numeric,
  cpr_financeira numeric,
  cpr_fisica numeric,
  cdca numeric,
  cda_wa numeric,
  outros_titulos_credito_agronegocio numeric,
  titulos_credito_liquidacao_financeira numeric,
  devedor_pessoa_juridica_liquidacao_financeira numeric,
  devedor_pessoa_natural_liquidacao_financeira numeric,
  titulos_credito_liquidacao_fisica numeric,
  devedor_pessoa_juridica_liquidacao_fisica numeric,
  devedor_pessoa_natural_liquidacao_fisica numeric,
  demais_direitos_creditorios numeric,
  direitos_creditorios_agronegocio numeric,
  direitos_creditorios_imoveis_rurais numeric,
  titulos_securitizacao numeric,
  cra numeric,
  cri numeric,
  outros_titulos_securitizacao numeric,
  cotas_fundos_investimento numeric,
  fif numeric,
  fidc numeric,
  fii numeric,
  fip numeric,
  fiim numeric,
  fiagro numeric,
  creditos_carbono_agronegocio numeric,
  creditos_descarbonizacao numeric,
  valores_receber numeric,
  total_ativos_prazo_vencimento numeric,
  a_vencer numeric,
  a_vencer_ate30dias numeric,
  a_vencer_31a60dias numeric,
  a_vencer_61a90dias numeric,
  a_vencer_91a120dias numeric,
  a_vencer_121a180dias numeric,
  a_vencer_181a360dias numeric,
  a_vencer_361a720dias numeric,
  a_vencer_721a1080dias numeric,
  a_vencer_acima1080_dias numeric,
  vencidos numeric,
  vencidos_ate30dias numeric,
  vencidos_31a60dias numeric,
  vencidos_61a90dias numeric,
  vencidos_91a120dias numeric,
  vencidos_121a180dias numeric,
  vencidos_181a360dias numeric,
  vencidos_361a720dias numeric,
  vencidos_721a1080dias numeric,
  vencidos_acima1080dias numeric,
  rendimentos_distribuir numeric,
  taxa_administracao_pagar numeric,
  taxa_gestao_pagar numeric,
  taxa_performance_pagar numeric,
  taxa_distribuicao_pagar numeric,
  obrigacoes_aquisicao_ativos numeric,
  adiantamento_venda_ativos numeric,
  adiantamento_valores_receber numeric,
  instrumentos_financeiros_derivativos numeric,
  provisoes_contigencias numeric,
  outros_valores_pagar numeric,
  total_passivo numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, version)
);
alter table cvm.fiagro_monthly owner to ingest_writer;
grant select on cvm.fiagro_monthly to api_owner;
comment on table cvm.fiagro_monthly is 'FIAGRO monthly report (CVM, inf_mensal_fiagro_YYYYMM.csv, published from 2025-05): one row per class, reference month and report version (Versao, every version kept). cnpj from CNPJ_Classe (14 digits), reference_date from Data_Referencia, version from Versao, fund_name from Nome_Classe; other columns are the published title-case names in lower case (CVM''s spellings kept), as filed, a blank NULL.';
--! EndIncluded sql/cvm/fiagro_monthly.sql
--! Included sql/cvm/fiagro_monthly_subclasse.sql
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
--! EndIncluded sql/cvm/fiagro_monthly_subclasse.sql
-- FIP and FIAGRO join the monthly fund series: the family value sets, the series' table and registry
alter domain internal.entity_type drop constraint entity_type_check;
alter domain internal.entity_type add constraint entity_type_check check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));
comment on domain internal.entity_type is 'A fund family served: fi (investment funds, daily report), fidc (receivables funds), fii (real-estate funds), fip (private-equity funds, periodic report), fiagro (agribusiness funds, monthly report from 2025-05).';
alter domain internal.asset_class drop constraint asset_class_check;
alter domain internal.asset_class add constraint asset_class_check check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro', 'equity', 'unit', 'bdr', 'fund_quota', 'other'));
alter domain internal.silent_family drop constraint silent_family_check;
alter domain internal.silent_family add constraint silent_family_check check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));
comment on domain internal.silent_family is 'A family screen_silent_filers accepts: every family of the monthly fund series (fi, fidc, fii, fip, fiagro).';
alter table cvm.fund_month drop constraint fund_month_entity_type_check;
alter table cvm.fund_month add constraint fund_month_entity_type_check check (entity_type in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));
alter table cvm.fund_month drop constraint fund_month_period_convention;
alter table cvm.fund_month add constraint fund_month_period_convention check (
    case entity_type
      when 'fidc' then period = (date_trunc('month', period) + interval '1 month - 1 day')::date
      when 'fip' then period = (date_trunc('year', period) + interval '1 year - 1 day')::date
      else period = date_trunc('month', period)::date
    end);
comment on table cvm.fund_month is 'Monthly fund series keyed (entity_type, cnpj, period): fi nav, quota, quotaholders, inflows, redemptions (month-end of the daily report); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets; fip nav (31 December); fiagro nav, delinquency. Period: fi, fii and fiagro first day of the month, fidc last day, fip 31 December. NULL where a family does not file a metric, never 0.';
alter table cvm.fund_registry drop constraint fund_registry_entity_type_check;
alter table cvm.fund_registry add constraint fund_registry_entity_type_check check (entity_type in ('fi', 'fidc', 'fii', 'fip', 'fiagro'));
--! Included sql/cvm/entity_type_of.sql
-- CVM fund type as filed (TP_FUNDO, TP_FUNDO_CLASSE, Tipo_Fundo) -> the family the
-- api serves. FIAGRO types are read before the FIDC, FII and FIP patterns (a
-- FIAGRO-FIDC is an agribusiness fund). Types outside the five families (FMIEE,
-- FUNCINE, ...) give NULL: kept in the landing tables, not served.
create or replace function cvm.entity_type_of(p_cvm_type text) returns text
language sql immutable parallel safe
set search_path = ''
return case
  when p_cvm_type is null then null
  when upper(btrim(p_cvm_type)) ~ '^(CLASSES - )?FIAGRO' then 'fiagro'
  when upper(btrim(p_cvm_type)) in ('FI', 'FIF', 'CLASSES - FIF', 'FACFIF', 'FAPI', 'FITVM', 'FIC-FITVM', 'FIEX', 'FIC-FIEX', 'FI-FGTS', 'FMP-FGTS', 'FMP-FGTS CL') then 'fi'
  when upper(btrim(p_cvm_type)) ~ '^(FIC[- ]?)?FIDC' then 'fidc'
  when upper(btrim(p_cvm_type)) in ('FII', 'FIC-FII', 'FICFII') then 'fii'
  when upper(btrim(p_cvm_type)) ~ '^(CLASSES - )?(FIC[- ]?)?FIP' then 'fip'
  else null
end;
alter function cvm.entity_type_of(text) owner to ingest_writer;
revoke all on function cvm.entity_type_of(text) from public;
grant execute on function cvm.entity_type_of(text) to api_owner;
comment on function cvm.entity_type_of(text) is 'Family served by the api for a CVM fund type: fi (FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS), fidc (FIDC, FIDC-NP, FIDC-PIPS, FIC-FIDC, ...), fii (FII, FIC-FII); fip (FIP, FIP-IE, FIP-EE, FIC-FIP, CLASSES - FIP, ...); fiagro (FIAGRO, FIAGRO-FIDC, FIAGRO-FII, FIAGRO-FIP, ...); NULL for every other type (FMIEE, FUNCINE, ...), which is kept but not served.';
--! EndIncluded sql/cvm/entity_type_of.sql
--! Included sql/cvm/complete_through_of.sql
-- the complete-through rule of the monthly fund series, shared by coverage()
-- (funds_<family>) and fund_nav (its default p_to): the family's newest period
-- is still being filed, so the series is complete through the period before it
-- (a standard SQL body, bound at creation and without SET, so callers inline it)
create or replace function cvm.complete_through_of(p_entity_type text, p_newest_period date) returns date
language sql immutable parallel safe
return case when p_entity_type = 'fidc' then (date_trunc('month', p_newest_period) - interval '1 day')::date
            when p_entity_type = 'fip' then (date_trunc('year', p_newest_period) - interval '1 day')::date
            else (date_trunc('month', p_newest_period) - interval '1 month')::date end;
alter function cvm.complete_through_of(text, date) owner to ingest_writer;
revoke all on function cvm.complete_through_of(text, date) from public;
grant execute on function cvm.complete_through_of(text, date) to api_owner;
comment on function cvm.complete_through_of(text, date) is 'Complete-through period of a fund family given its newest period: fi, fii and fiagro the first day of the month before, fidc the last day of the month before, fip 31 December of the year before (the newest period is taken as still being filed).';
--! EndIncluded sql/cvm/complete_through_of.sql
--! Included sql/cvm/refresh_fund_month_fip.sql
-- The fip rows of cvm.fund_month from the FIP periodic report rows one file
-- loaded: nav on 31 December only (the series' fip convention). A fund files a
-- row per quota class, each repeating the fund's VL_PATRIM_LIQ, and CVM also
-- publishes restated rows with no version column: the rows of the newest file
-- holding the fund and date settle it, and when those still disagree the nav
-- is NULL (not guessed). Runs in the file's transaction (afterLoad); one row per
-- key through the primary key index, so it needs no planner statistics.
create or replace function cvm.refresh_fund_month_fip(p_ingest_id bigint) returns void
language sql
set search_path = ''
begin atomic
  insert into cvm.fund_month (entity_type, cnpj, period, nav)
  select 'fip', t.cnpj, t.reference_date, n.nav
  from (
    select distinct r.cnpj, r.reference_date
    from cvm.fip_report r
    where r.ingest_id = p_ingest_id and extract(month from r.reference_date) = 12 and extract(day from r.reference_date) = 31
  ) t
  cross join lateral (
    select case when count(distinct r.vl_patrim_liq) = 1 then min(r.vl_patrim_liq) end as nav
    from cvm.fip_report r
    where r.cnpj = t.cnpj and r.reference_date = t.reference_date
      and r.ingest_id = (select max(o.ingest_id) from cvm.fip_report o where o.cnpj = t.cnpj and o.reference_date = t.reference_date)
  ) n
  on conflict (entity_type, cnpj, period) do update set nav = excluded.nav
    where cvm.fund_month.nav is distinct from excluded.nav;
end;
alter function cvm.refresh_fund_month_fip(bigint) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fip(bigint) from public;
comment on function cvm.refresh_fund_month_fip(bigint) is 'Refreshes the fip rows of cvm.fund_month (period 31 December, nav = VL_PATRIM_LIQ) for the funds and year-ends a FIP report load touched; rows of a fund and date that disagree are settled by the newest file, NULL when its own rows disagree. Run by the cvm-fip loader inside the file''s transaction.';
--! EndIncluded sql/cvm/refresh_fund_month_fip.sql
--! Included sql/cvm/refresh_fund_month_fiagro.sql
-- The fiagro rows of cvm.fund_month from the FIAGRO monthly report rows one
-- file loaded: period the first day of the reference month, the newest Versao
-- of the month wins; nav = Patrimonio_Liquido, delinquency = Vencidos (the
-- filed total of overdue assets). Runs in the file's transaction (afterLoad);
-- one row per key through the primary key index.
create or replace function cvm.refresh_fund_month_fiagro(p_ingest_id bigint) returns void
language sql
set search_path = ''
begin atomic
  insert into cvm.fund_month (entity_type, cnpj, period, nav, delinquency)
  select 'fiagro', t.cnpj, t.period, n.patrimonio_liquido, n.vencidos
  from (
    select distinct r.cnpj, date_trunc('month', r.reference_date)::date as period
    from cvm.fiagro_monthly r
    where r.ingest_id = p_ingest_id
  ) t
  cross join lateral (
    select r.patrimonio_liquido, r.vencidos
    from cvm.fiagro_monthly r
    where r.cnpj = t.cnpj and r.reference_date >= t.period and r.reference_date < (t.period + interval '1 month')::date
    order by r.version desc, r.reference_date desc
    limit 1
  ) n
  on conflict (entity_type, cnpj, period) do update set nav = excluded.nav, delinquency = excluded.delinquency
    where (cvm.fund_month.nav, cvm.fund_month.delinquency) is distinct from (excluded.nav, excluded.delinquency);
end;
alter function cvm.refresh_fund_month_fiagro(bigint) owner to ingest_writer;
revoke all on function cvm.refresh_fund_month_fiagro(bigint) from public;
comment on function cvm.refresh_fund_month_fiagro(bigint) is 'Refreshes the fiagro rows of cvm.fund_month (first day of the month; newest Versao: nav = Patrimonio_Liquido, delinquency = Vencidos) for the classes and months a FIAGRO monthly report load touched. Run by the cvm-fiagro-mensal loader inside the file''s transaction.';
--! EndIncluded sql/cvm/refresh_fund_month_fiagro.sql
--! Included sql/internal/fund_family.sql
-- The fund family argument (p_entity_type) of the fund endpoints: folded to
-- lower case, NULL kept (every family), anything else refused with 22023.
create or replace function internal.fund_family(p_entity_type text, p_fn text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return internal.one_of(p_fn, 'p_entity_type', p_entity_type, internal.domain_values('internal.entity_type'), 'Families served: fi, fidc, fii, fip, fiagro.', p_how);
end;
$$;

alter function internal.fund_family(text, text, text) owner to api_owner;
revoke all on function internal.fund_family(text, text, text) from public;
comment on function internal.fund_family(text, text, text) is
  'Internal: p_entity_type folded to fi, fidc, fii, fip or fiagro (NULL = every family); anything else raises 22023 naming the calling function, with p_how as the hint.
@enum internal.entity_type';
--! EndIncluded sql/internal/fund_family.sql
--! Included sql/internal/panel_metric.sql
-- The metrics api.panel serves, one row per (metric, id type, class): the fund
-- families' filed metrics (catalog applicability.fund_nav) and the quote tape's
-- session figures. catalog.json metrics is pinned to this list by a test.
create or replace function internal.panel_metric()
returns table (metric text, id_type text, asset_class text, grain text[])
language sql
immutable
set search_path = ''
as $$
  select v.metric, v.id_type, v.asset_class, v.grain
  from (values
    ('nav', 'cnpj', 'fi', array['month']), ('quota', 'cnpj', 'fi', array['month']),
    ('quotaholders', 'cnpj', 'fi', array['month']), ('inflows', 'cnpj', 'fi', array['month']),
    ('redemptions', 'cnpj', 'fi', array['month']),
    ('nav', 'cnpj', 'fidc', array['month']), ('delinquency', 'cnpj', 'fidc', array['month']),
    ('nav', 'cnpj', 'fii', array['month']), ('quotaholders', 'cnpj', 'fii', array['month']),
    ('monthly_yield', 'cnpj', 'fii', array['month']), ('assets', 'cnpj', 'fii', array['month']),
    ('nav', 'cnpj', 'fip', array['month']),
    ('nav', 'cnpj', 'fiagro', array['month']), ('delinquency', 'cnpj', 'fiagro', array['month']),
    ('open', 'ticker', null, array['day', 'month']), ('high', 'ticker', null, array['day', 'month']),
    ('low', 'ticker', null, array['day', 'month']), ('close', 'ticker', null, array['day', 'month']),
    ('volume', 'ticker', null, array['day', 'month']), ('trades', 'ticker', null, array['day', 'month']),
    ('quantity', 'ticker', null, array['day', 'month']),
    ('close_adj', 'ticker', null, array['day', 'month']), ('close_return', 'ticker', null, array['day', 'month'])
  ) v(metric, id_type, asset_class, grain);
$$;

alter function internal.panel_metric() owner to api_owner;
revoke all on function internal.panel_metric() from public;
comment on function internal.panel_metric() is
  'Internal: the metrics of api.panel: per metric its id type (cnpj for the monthly fund series, ticker for the quote tape), the fund family that files it (NULL for the tape: every class the tape types) and the grains it is served at.';
--! EndIncluded sql/internal/panel_metric.sql
--! Included functions/fund_nav.sql
-- api.fund_nav: one fund's monthly series, oldest first, with cursor paging.
-- The row type is named so its columns carry comments into the OpenAPI schema.
drop function if exists api.fund_nav(text, date, date, text, text);
drop type if exists api.fund_nav_row;

create type api.fund_nav_row as (
  entity_type text,
  cnpj text,
  period date,
  nav numeric,
  quota numeric,
  quotaholders bigint,
  inflows numeric,
  redemptions numeric,
  delinquency numeric,
  monthly_yield numeric,
  assets numeric
);
alter type api.fund_nav_row owner to api_owner;
comment on type api.fund_nav_row is 'One fund, family and reference month of the monthly fund series.';
comment on column api.fund_nav_row.entity_type is 'Fund family: fi (investment fund, daily report), fidc (receivables fund, FIDC monthly report), fii (real-estate fund, FII monthly report), fip (private-equity fund, FIP periodic report, year-end only) or fiagro (agribusiness fund, FIAGRO monthly report from 2025-05).
@enum internal.entity_type';
comment on column api.fund_nav_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fund_nav_row.period is 'Reference period: fi, fii and fiagro the first day of the month, fidc the last day, fip 31 December (YYYY-MM-DD).';
comment on column api.fund_nav_row.nav is 'Net asset value in BRL: fi VL_PATRIM_LIQ of the last reported day of the month; fidc, fii and fiagro as filed in their monthly report; fip VL_PATRIM_LIQ filed for 31 December (NULL when the newest file''s rows for that date disagree).';
comment on column api.fund_nav_row.quota is 'fi only: quota value (VL_QUOTA) of the last reported day of the month; NULL for the other families.';
comment on column api.fund_nav_row.quotaholders is 'fi: NR_COTST of the last reported day of the month; fii: quotaholders as filed; NULL for fidc, fip and fiagro.';
comment on column api.fund_nav_row.inflows is 'fi only: the sum of the month''s daily inflows (CAPTC_DIA), BRL; NULL when no day filed one and for the other families.';
comment on column api.fund_nav_row.redemptions is 'fi only: the sum of the month''s daily redemptions (RESG_DIA), BRL; NULL when no day filed one and for the other families.';
comment on column api.fund_nav_row.delinquency is 'fidc: overdue receivables in BRL as filed; fiagro: overdue assets (Vencidos) in BRL as filed; NULL for fi, fii and fip.';
comment on column api.fund_nav_row.monthly_yield is 'fii only: the monthly yield as filed; NULL for the other families.';
comment on column api.fund_nav_row.assets is 'fii only: total assets in BRL as filed; NULL for the other families.';

create function api.fund_nav(
  p_cnpj text,
  p_from date default '2019-01-01',
  p_to date default null,
  p_entity_type text default null,
  p_after text default null
)
returns setof api.fund_nav_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fund_nav');
  v_family text := internal.fund_family(p_entity_type, 'fund_nav',
    'Send p_entity_type as fi, fidc, fii, fip or fiagro, or null for every family of the CNPJ (whole-result mode only).');
  v_after date;
  v_rows bigint;
  -- the default window starts where the upstream service's does
  v_from date := coalesce(p_from, date '2019-01-01');
  -- without p_to, each family up to its complete-through period (the one coverage() reports);
  -- looked up only for the family asked for, or all five when none is
  v_to_fi date := coalesce(p_to, case when coalesce(v_family, 'fi') = 'fi' then cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi')) end);
  v_to_fidc date := coalesce(p_to, case when coalesce(v_family, 'fidc') = 'fidc' then cvm.complete_through_of('fidc', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fidc')) end);
  v_to_fii date := coalesce(p_to, case when coalesce(v_family, 'fii') = 'fii' then cvm.complete_through_of('fii', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fii')) end);
  v_to_fip date := coalesce(p_to, case when coalesce(v_family, 'fip') = 'fip' then cvm.complete_through_of('fip', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fip')) end);
  v_to_fiagro date := coalesce(p_to, case when coalesce(v_family, 'fiagro') = 'fiagro' then cvm.complete_through_of('fiagro', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fiagro')) end);
begin
  perform internal.assert_window(v_from, p_to, 'fund_nav', 'Send p_from on or before p_to.', v_from = date '2019-01-01');

  if p_after is not null then
    if v_family is null then
      raise exception using
        errcode = '22023',
        message = 'fund_nav: paging (p_after) needs p_entity_type',
        detail = 'The cursor is a bare period, unique only within one fund family.',
        hint = 'Send p_entity_type (fi, fidc, fii, fip or fiagro) with p_after; p_after = '''' for the first page, then the last row''s period (YYYY-MM-DD).';
    end if;
    v_after := internal.cursor_date(p_after, 'fund_nav', 'period', 'period');
    return query
      select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
             m.delinquency, m.monthly_yield, m.assets
      from cvm.fund_month m
      where m.entity_type = v_family and m.cnpj = v_cnpj
        and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc when 'fii' then v_to_fii when 'fip' then v_to_fip else v_to_fiagro end
        and (v_after is null or m.period > v_after)
      order by m.period
      limit 1000;
    return;
  end if;

  select count(*) into v_rows
  from (
    select 1 from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc when 'fii' then v_to_fii when 'fip' then v_to_fip else v_to_fiagro end
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'fund_nav',
    'Page with p_entity_type and p_after = '''' (then the last row''s period), or narrow p_from/p_to.');

  return query
    select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
           m.delinquency, m.monthly_yield, m.assets
    from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc when 'fii' then v_to_fii when 'fip' then v_to_fip else v_to_fiagro end
    order by m.period, m.entity_type;
end;
$$;

alter function api.fund_nav(text, date, date, text, text) owner to api_owner;
revoke all on function api.fund_nav(text, date, date, text, text) from public;
grant execute on function api.fund_nav(text, date, date, text, text) to anon, authenticated;

comment on function api.fund_nav(text, date, date, text, text) is 'Monthly series of one fund (NAV, quota, flows, holders, delinquency, yield), oldest first.
One row per family and reference month from the monthly fund series. Each family fills only the metrics it files and leaves the others NULL, never 0: fi nav, quota, quotaholders, inflows, redemptions (from the daily report: the last reported day of the month, flows summed over the month); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets; fip nav on 31 December only (the FIP periodic report''s year-end filing: quarterly through 2023, four-monthly from 2024); fiagro nav, delinquency (FIAGRO monthly report, from 2025-05). Period convention: fi, fii and fiagro the first day of the month, fidc the last day, fip 31 December. Window: from p_from (default 2019-01-01, as the upstream service) to p_to; without p_to each family is served up to its complete-through period, the one coverage() reports for funds_<family> (the family''s newest month is still being filed, so it is left out until p_to asks for it). An unknown CNPJ gives an empty array. Paging: p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD; a page shorter than 1000 rows is the last; p_entity_type is required when paging (22023 otherwise). p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first period of the window (YYYY-MM-DD); default 2019-01-01 (null means the default).
p_to: last period of the window (YYYY-MM-DD); default null = each family up to its complete-through period (coverage() funds_<family>); a later p_to also returns the month still being filed.
p_entity_type: fund family fi, fidc, fii, fip or fiagro; default null (every family of the CNPJ); required when paging.
p_after: cursor: null = whole result, '''' = first page, then the last row''s period (YYYY-MM-DD).
@tag Funds
@cursor period
@default p_from
@default p_to: each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it
@default p_entity_type
@default p_after';
--! EndIncluded functions/fund_nav.sql
--! Included functions/panel.sql
-- api.panel: long rows (id, asset_class, date, metric, value) over the monthly
-- fund series and the quote tape, for a few ids at once, cursor paged.
drop function if exists api.panel(text[], text[], date, date, text, text, text);
drop type if exists api.panel_row;

create type api.panel_row as (
  id text,
  asset_class text,
  date date,
  metric text,
  value numeric
);
alter type api.panel_row owner to api_owner;
comment on type api.panel_row is 'One value of one metric of one id at one date (long format).';
comment on column api.panel_row.id is 'The id as served: a fund CNPJ (14 digits) or a B3 ticker (upper case).';
comment on column api.panel_row.asset_class is 'Fund family (fi, fidc, fii, fip, fiagro) for a CNPJ; for a ticker the class the tape types it as (equity, unit, bdr, fii, fund_quota, other; api.quotes asset_class).
@enum internal.asset_class';
comment on column api.panel_row.date is 'Fund series: the reference period (fi, fii and fiagro the first day of the month, fidc the last, fip 31 December). Tape: the session (p_freq day) or the month''s last session in the window (p_freq month).';
comment on column api.panel_row.metric is 'Metric name (catalog metrics): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets for funds; open, high, low, close, volume, trades, quantity, close_adj, close_return for tickers.
@enum internal.panel_metric_name';
comment on column api.panel_row.value is 'The value as filed or published (prices raw, never adjusted, but close_adj and close_return, which say so by name); NULL when the fund did not file a metric its family files, or when an adjusted metric cannot be computed (quote_history''s null_reason says why), never 0.';

create function api.panel(
  p_ids text[],
  p_metrics text[] default null,
  p_from date default null,
  p_to date default null,
  p_freq text default 'month',
  p_entity_type text default null,
  p_after text default null
)
returns setof api.panel_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids record := internal.panel_ids(p_ids);
  v_cnpjs text[] := v_ids.cnpjs;
  v_tickers text[] := v_ids.tickers;
  v_family text := internal.fund_family(p_entity_type, 'panel',
    'Send p_entity_type as fi, fidc, fii, fip or fiagro to keep one fund family, or null for every family of the CNPJs.');
  v_freq text;
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_metrics text[];
  v_families text[];
  v_bad text;
  v_after_date date;
  v_after_id text;
  v_after_metric text;
  v_after_class text;
  v_rows bigint;
begin
  v_freq := internal.one_of('panel', 'p_freq', coalesce(p_freq, 'month'), internal.domain_values('internal.panel_freq'),
    'Frequencies: month (fund series as filed, the tape as monthly bars) and day (the tape session by session).',
    'Send p_freq as month or day.');
  perform internal.assert_window(v_from, v_to, 'panel',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  if p_metrics is not null then
    select array_agg(distinct lower(btrim(m))) into v_metrics from unnest(p_metrics) m;
    select string_agg(m, ', ' order by m) into v_bad
    from unnest(v_metrics) m where not exists (select 1 from internal.panel_metric() pm where pm.metric = m);
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: unknown metric %s', v_bad),
        detail = (select 'Metrics: ' || string_agg(distinct pm.metric, ', ') || '.' from internal.panel_metric() pm),
        hint = 'Send p_metrics from catalog metrics, or null for every metric of each id.';
    end if;
    -- a metric none of the ids' types carries
    select string_agg(m, ', ' order by m) into v_bad
    from unnest(v_metrics) m
    where not exists (select 1 from internal.panel_metric() pm
                      where pm.metric = m
                        and ((pm.id_type = 'cnpj' and cardinality(v_cnpjs) > 0) or (pm.id_type = 'ticker' and cardinality(v_tickers) > 0)));
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: no id in p_ids carries %s', v_bad),
        detail = 'Fund metrics (nav, quota, ...) belong to CNPJ ids; tape metrics (close, volume, ...) to ticker ids (catalog metrics id_type).',
        hint = 'Send the metric with an id of its type, or drop it from p_metrics.';
    end if;
  end if;

  if cardinality(v_cnpjs) > 0 then
    select array_agg(distinct m.entity_type order by m.entity_type) into v_families
    from cvm.fund_month m
    where m.cnpj = any(v_cnpjs) and (v_family is null or m.entity_type = v_family);
    -- a fund metric one of the ids' families never files
    select string_agg(format('%s never files %s', f, m), '; ' order by f, m) into v_bad
    from unnest(coalesce(v_families, '{}')) f
    cross join unnest(coalesce(v_metrics, '{}')) m
    where exists (select 1 from internal.panel_metric() pm where pm.metric = m and pm.id_type = 'cnpj')
      and not exists (select 1 from internal.panel_metric() pm where pm.metric = m and pm.asset_class = f);
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: %s', v_bad),
        detail = 'A fund family files only some metrics: metric_coverage lists each family''s metrics and the span it files them over (catalog applicability.fund_nav).',
        hint = 'Drop the metric, or send p_entity_type to keep the families that file it; POST /rpc/metric_coverage shows which do.';
    end if;
    if v_freq = 'day' and (v_metrics is null or exists (
        select 1 from unnest(v_metrics) m join internal.panel_metric() pm on pm.metric = m and pm.id_type = 'cnpj')) then
      raise exception using
        errcode = '22023',
        message = 'panel: the fund series is monthly; p_freq day serves only ticker metrics',
        detail = 'Fund metrics have grain month (catalog metrics grain); only the quote tape has sessions.',
        hint = 'Send p_freq month, or only ticker ids or tape metrics with p_freq day.';
    end if;
  end if;

  if p_after is not null and p_after <> '' then
    begin
      if array_length(string_to_array(p_after, '|'), 1) <> 4 then raise exception 'cursor'; end if;
      v_after_date := split_part(p_after, '|', 1)::date;
      v_after_id := split_part(p_after, '|', 2);
      v_after_metric := split_part(p_after, '|', 3);
      v_after_class := split_part(p_after, '|', 4);
    exception when others then
      raise exception using
        errcode = '22023',
        message = format('panel: p_after %s is not a panel cursor', quote_literal(p_after)),
        detail = 'The cursor is the last row''s date|id|metric|asset_class.',
        hint = 'Send p_after = '''' for the first page, then date|id|metric|asset_class of the last row, e.g. 2026-01-30|PETR4|close|equity.';
    end;
  end if;

  return query
    with fund as (
      select m.cnpj as id, m.entity_type as asset_class, m.period as date, v.metric, v.value
      from cvm.fund_month m
      cross join lateral (values
        ('nav', m.nav), ('quota', m.quota), ('quotaholders', m.quotaholders::numeric), ('inflows', m.inflows),
        ('redemptions', m.redemptions), ('delinquency', m.delinquency), ('monthly_yield', m.monthly_yield), ('assets', m.assets)
      ) v(metric, value)
      where m.cnpj = any(v_cnpjs) and (v_family is null or m.entity_type = v_family)
        and m.period between v_from and v_to
        and exists (select 1 from internal.panel_metric() pm where pm.metric = v.metric and pm.asset_class = m.entity_type)
        and (v_metrics is null or v.metric = any(v_metrics))
    ),
    adjusted as (
      -- the adjusted closes, only when asked for (they read the issuer's corporate events)
      select t.ticker, a.trade_date, a.close_adj, a.close_total_return
      from unnest(v_tickers) t(ticker)
      cross join lateral b3.quote_adjusted(t.ticker, v_from, v_to, 'cash', 'close_return' = any(v_metrics)) a
      where v_metrics && array['close_adj', 'close_return']
    ),
    sessions as (
      select q.ticker, q.trade_date, q.asset_class, q.open, q.high, q.low, q.close, q.volume, q.trades, q.quantity,
             a.close_adj, a.close_total_return
      from api.quotes q
      left join adjusted a on a.ticker = q.ticker and a.trade_date = q.trade_date
      where q.ticker = any(v_tickers) and q.board = 'cash' and q.trade_date between v_from and v_to
    ),
    bars as (
      -- p_freq day: each session; month: one bar of the sessions of the month in the window
      select s.ticker, s.trade_date, s.asset_class, s.open, s.high, s.low, s.close, s.volume, s.trades::numeric as trades, s.quantity,
             s.close_adj, s.close_total_return
      from sessions s where v_freq = 'day'
      union all
      select s.ticker, max(s.trade_date), (array_agg(s.asset_class order by s.trade_date desc))[1],
             (array_agg(s.open order by s.trade_date))[1], max(s.high), min(s.low),
             (array_agg(s.close order by s.trade_date desc))[1], sum(s.volume), sum(s.trades), sum(s.quantity),
             (array_agg(s.close_adj order by s.trade_date desc))[1], (array_agg(s.close_total_return order by s.trade_date desc))[1]
      from sessions s where v_freq = 'month'
      group by s.ticker, date_trunc('month', s.trade_date)
    ),
    returns as (
      -- close_return: the total-return close against the previous bar in the window (day: the previous
      -- session; month: the previous calendar month only, never a two-month return across a gap)
      select b.*,
             case when v_freq = 'day' or date_trunc('month', lag(b.trade_date) over w) = date_trunc('month', b.trade_date) - interval '1 month'
                  then round(b.close_total_return / nullif(lag(b.close_total_return) over w, 0) - 1, 8) end as close_return
      from bars b
      window w as (partition by b.ticker order by b.trade_date)
    ),
    tape as (
      select b.ticker as id, b.asset_class, b.trade_date as date, v.metric, v.value
      from returns b
      cross join lateral (values
        ('open', b.open), ('high', b.high), ('low', b.low), ('close', b.close),
        ('volume', b.volume), ('trades', b.trades), ('quantity', b.quantity),
        ('close_adj', b.close_adj), ('close_return', b.close_return)
      ) v(metric, value)
      -- no p_metrics: the raw metrics only (the adjusted ones are asked for by name)
      where (v_metrics is null and v.metric not in ('close_adj', 'close_return')) or v.metric = any(v_metrics)
    )
    select r.id, r.asset_class, r.date, r.metric, r.value
    from (select * from fund union all select * from tape) r
    where v_after_date is null or (r.date, r.id, r.metric, r.asset_class) > (v_after_date, v_after_id, v_after_metric, v_after_class)
    order by r.date, r.id, r.metric, r.asset_class
    limit case when p_after is null then 1001 else 1000 end;

  get diagnostics v_rows = row_count;
  perform internal.assert_row_cap(v_rows, 'panel',
    'Page with p_after = '''' (then the last row''s date|id|metric|asset_class), or narrow p_ids, p_metrics or p_from/p_to.');
end;
$$;

alter function api.panel(text[], text[], date, date, text, text, text) owner to api_owner;
revoke all on function api.panel(text[], text[], date, date, text, text, text) from public;
grant execute on function api.panel(text[], text[], date, date, text, text, text) to anon, authenticated;

comment on function api.panel(text[], text[], date, date, text, text, text) is 'Several ids and metrics at once in long rows (id, asset_class, date, metric, value): the monthly fund series and the quote tape side by side.
Ids: a 14-digit CNPJ (punctuation ignored) reads the monthly fund series (the metrics its family files: fi nav, quota, quotaholders, inflows, redemptions; fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets; fip nav, on 31 December only; fiagro nav, delinquency); anything else is a ticker read from the cash board of the quote tape (open, high, low, close, volume, trades, quantity; prices raw, never adjusted; and, when named in p_metrics, close_adj = quote_history''s split, reverse-split and bonus adjusted close per share and close_return = the return of quote_history''s close_total_return (cash events reinvested) since the previous session (day) or the previous calendar month''s last session (month), 8 decimals; each NULL where quote_history''s null_reason says why, and close_return NULL on the first bar of the window or after a month without a session). 1 to 3 ids anonymous, 1 to 50 signed in (catalog tiers.*.panel_ids); more is refused (22023). p_freq month (default) serves the fund series as filed and the tape as monthly bars of the sessions in the window (open of the first session, high and low over the month, close of the last, volume, trades and quantity summed; date = the month''s last session); p_freq day serves the tape session by session and refuses fund metrics (the series is monthly). A metric a family never files is refused (22023, metric_coverage lists what each family files); an unknown metric, or one no id in p_ids carries, is refused too. A metric the family files but a fund left blank that month is NULL, never 0. Unknown ids give no rows (all unknown: an empty array). Rows are ordered by date, id, metric, asset_class. Paging: p_after = '''' for the first page, then the last row''s date|id|metric|asset_class; a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ids: fund CNPJs and/or B3 tickers, e.g. {PETR4,33.101.369/0001-40}.
p_metrics: metric names (catalog metrics); default null = every metric of each id but the adjusted close_adj and close_return.
p_from: first date (YYYY-MM-DD); default 365 days before p_to.
p_to: last date (YYYY-MM-DD); default today.
p_freq: month (default) or day.
p_entity_type: fi, fidc, fii, fip or fiagro to keep one family of the CNPJ ids; default null (every family).
p_after: cursor: null = whole result, '''' = first page, then the last row''s date|id|metric|asset_class.
@tag Panel
@cursor date|id|metric|asset_class
@default p_metrics: every metric of each id (catalog metrics) but close_adj and close_return, which are served when named
@default p_from: 365 days before p_to
@default p_to: today
@default p_freq
@default p_entity_type
@default p_after';
--! EndIncluded functions/panel.sql
--! Included functions/search_funds.sql
-- api.search_funds: find a fund by name (ranked, case- and accent-insensitive,
-- on the trigram index) or by CNPJ prefix. Rows are clamped to the caller tier.
drop function if exists api.search_funds(text, text, integer);
drop type if exists api.search_funds_row;

create type api.search_funds_row as (
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  fund_class text,
  first_period date,
  last_period date
);
alter type api.search_funds_row owner to api_owner;
comment on type api.search_funds_row is 'One fund or class of the registry.';
comment on column api.search_funds_row.cnpj is 'Fund or class CNPJ, 14 digits (the id fund_nav takes).';
comment on column api.search_funds_row.fund_name is 'Registered name as filed (Denominacao_Social or DENOM_SOCIAL).';
comment on column api.search_funds_row.entity_type is 'Fund family: fi, fidc, fii, fip or fiagro (mapped from the CVM fund type).
@enum internal.entity_type';
comment on column api.search_funds_row.status is 'Registry status as filed, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA.';
comment on column api.search_funds_row.fund_class is 'Class as filed: registro_classe Classificacao, or cad_fi CLASSE; NULL when not filed.';
comment on column api.search_funds_row.first_period is 'Oldest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';
comment on column api.search_funds_row.last_period is 'Newest period of the fund in the monthly series (fund_nav) for this family; NULL when none is held.';

create function api.search_funds(p_query text default '', p_entity_type text default null, p_limit integer default 50)
returns setof api.search_funds_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- whitespace: \s (space, tab, newline, ...) plus the unicode spaces it leaves out (no-break, em, ideographic, ...)
  v_space text := '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  -- every kind of whitespace trimmed (btrim alone keeps tabs and newlines)
  v_query text := regexp_replace(coalesce(p_query, ''), format('^%s+|%s+$', v_space, v_space), '', 'g');
  v_family text := internal.fund_family(p_entity_type, 'search_funds', 'Send p_entity_type as fi, fidc, fii, fip or fiagro, or null for every family.');
  -- tier ceilings: catalog.json tiers.anon.search_funds_rows and tiers.authenticated.search_funds_rows
  v_ceiling integer := internal.tier_ceiling('search_funds_rows', 25, 200);
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), v_ceiling);
  v_folded text;
  v_digits text;
  v_words text;
  v_found bigint;
  -- the ranked name query; %s is the match condition, $1 the folded query, $2 the family, $3 the row limit
  v_ranked text := 'select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
    from (
      select f.*, (f.search_name like $1 || chr(37)) as starts, extensions.word_similarity($1, f.search_name) as score
      from cvm.fund_registry f
      where %s and f.entity_type is not null and ($2 is null or f.entity_type = $2)
      order by starts desc, score desc, f.fund_name, f.cnpj
      limit $3
    ) r
    left join lateral (
      select min(m.period) as first_period, max(m.period) as last_period
      from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
    ) s on true
    order by r.starts desc, r.score desc, r.fund_name, r.cnpj';
begin
  if length(v_query) > 300 then
    raise exception using
      errcode = '22023',
      message = format('search_funds: p_query is %s characters long', length(v_query)),
      detail = 'A name search or CNPJ prefix is at most 300 characters.',
      hint = 'Send a few words of the fund name, or the beginning of its CNPJ.';
  end if;

  if v_query ~ '^[0-9][0-9./\-\s]*$' then
    -- a CNPJ or its beginning: prefix match on the digits
    v_digits := regexp_replace(v_query, '\D', '', 'g');
    return query
      select r.cnpj, r.fund_name, r.entity_type, r.status, r.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.cnpj like v_digits || '%' and f.entity_type is not null
          and (v_family is null or f.entity_type = v_family)
        order by f.cnpj
        limit v_limit
      ) r
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = r.entity_type and m.cnpj = r.cnpj
      ) s on true
      order by r.cnpj;
    return;
  end if;

  v_folded := cvm.fold_name(v_query);
  -- every word of the query inside the name (any order), each word a LIKE the
  -- trigram index answers; built as literals so the planner sees each pattern
  select string_agg(format('f.search_name like %L', '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'), ' and ')
    into v_words
  from regexp_split_to_table(v_folded, v_space || '+') w
  where w <> '';
  if v_words is null then
    -- no word at all (empty or whitespace only): every fund, by name
    return query
      select f.cnpj, f.fund_name, f.entity_type, f.status, f.fund_class, s.first_period, s.last_period
      from (
        select f.* from cvm.fund_registry f
        where f.entity_type is not null and (v_family is null or f.entity_type = v_family)
        order by f.fund_name, f.cnpj
        limit v_limit
      ) f
      left join lateral (
        select min(m.period) as first_period, max(m.period) as last_period
        from cvm.fund_month m where m.entity_type = f.entity_type and m.cnpj = f.cnpj
      ) s on true
      order by f.fund_name, f.cnpj;
    return;
  end if;

  return query execute format(v_ranked, v_words) using v_folded, v_family, v_limit;
  get diagnostics v_found = row_count;
  if v_found = 0 then
    -- nothing contains every word: the names closest to the query (a misspelling)
    return query execute format(v_ranked, '$1 operator(extensions.<%) f.search_name') using v_folded, v_family, v_limit;
  end if;
end;
$$;

alter function api.search_funds(text, text, integer) owner to api_owner;
revoke all on function api.search_funds(text, text, integer) from public;
grant execute on function api.search_funds(text, text, integer) to anon, authenticated;

comment on function api.search_funds(text, text, integer) is 'Find funds by name or CNPJ, best match first.
A query of digits (dots, slash, hyphen and spaces ignored) is a CNPJ prefix, answered in CNPJ order. Any other query is a name search, case- and accent-insensitive: names containing every word of the query (in any order), or, when none does, the names closest to it (trigram word similarity, for misspellings); names starting with the query first, then by similarity. An empty or whitespace-only query lists funds by name. A query longer than 300 characters is refused (22023). Only the families served (fi, fidc, fii, fip, fiagro) are searched. Rows: default 50, silently clamped to 25 for anonymous callers and 200 when signed in (catalog tiers search_funds_rows); a result of exactly the ceiling is probably truncated.
p_query: name words or the beginning of a CNPJ, at most 300 characters; default '''' (every fund, by name; whitespace alone counts as empty).
p_entity_type: only this family: fi, fidc, fii, fip or fiagro; default null (all five).
p_limit: rows wanted; default 50, clamped to 1..25 anonymous and 1..200 signed in.
@tag Lookup
@default p_query
@default p_entity_type
@default p_limit';
--! EndIncluded functions/search_funds.sql
--! Included functions/coverage.sql
-- api.coverage: what is held, per dataset, read from the ingest log (so every
-- source that ever loads a file appears without code changes) plus the monthly
-- fund series per family.
drop function if exists api.coverage();
drop type if exists api.coverage_row;

create type api.coverage_row as (
  dataset text,
  source text,
  first_period date,
  newest_period date,
  complete_through date,
  landed_at timestamptz,
  code_version text,
  as_of timestamptz,
  rows bigint,
  notes text
);
alter type api.coverage_row owner to api_owner;
comment on type api.coverage_row is 'One dataset held: its span, how complete it is, and when it last landed.';
comment on column api.coverage_row.dataset is 'The loader source name for a file family (e.g. bcb-ptax, cvm-inf-diario, cvm-registro), funds_<family> for the monthly fund series of fi, fidc, fii, fip or fiagro, or b3-bdi/<table> for each daily bulletin table (BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, NegociosBTB, SharesInvesVolum, InstrumentsEquities) by session held, or b3-price-report/<report> for each price report (BVBG.086.01, BVBG.187.01) by session held, or b3-fnet/monthly_reports_<fidc|fii> for the FNET monthly structured reports by fund family, or samples/<set> for a sample set npm start is still loading (or failed to load), with every period and count NULL.';
comment on column api.coverage_row.source is 'Where the rows come from: publisher (files of the publisher), synthetic_sample (generated demo data, never a publisher figure), publisher+synthetic_sample (both), or derived for funds_<family> (built by the loaders of that family from their files).';
comment on column api.coverage_row.first_period is 'Oldest period (day or month) held.';
comment on column api.coverage_row.newest_period is 'Newest period (day or month) held.';
comment on column api.coverage_row.complete_through is 'Last period taken as complete: the newest month is assumed to be still filling unless it reaches the last day of its month, so this is the end of the month before newest_period (for funds_<family>, the previous period in the family convention: the period up to which fund_nav serves without p_to). For b3-bdi/<table>: the day before the first weekday with no session on record, or the newest session when there is no gap; the b3-bdi row then says the earliest complete_through of its tables, so the dataset and its tables never disagree.';
comment on column api.coverage_row.landed_at is 'When the newest file of the dataset was loaded (warehouse time, UTC); NULL for the derived funds_<family> rows (see the rows of their source files).';
comment on column api.coverage_row.code_version is 'Version of this code that loaded the newest file of the dataset: package version, then +git commit when the loader ran from a git checkout (e.g. 0.1.0+1a2b3c4d5e6f); NULL for the derived funds_<family> rows (see the rows of their source files) and for files loaded before versions were recorded.';
comment on column api.coverage_row.as_of is 'When this answer was computed (the transaction start, UTC), the same on every row; landed_at says when the data last changed.';
comment on column api.coverage_row.rows is 'Rows held: rows inserted by the loaded files of a file family (landing rows are never deleted), or rows of the monthly series for funds_<family>.';
comment on column api.coverage_row.notes is 'Plain words: files loaded and the newest file name, or what the series is derived from.';

create function api.coverage()
returns setof api.coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with files as (
    select l.source, min(l.first_period) as first_period, max(l.last_period) as newest_period,
           max(l.loaded_at) as landed_at, sum(l.rows_inserted)::bigint as rows, count(*) as files,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic,
           (array_agg(l.file_name order by l.loaded_at desc, l.id desc))[1] as newest_file
    from ingest.ingest_log l
    where l.status = 'loaded'
    group by l.source
  ),
  families as (
    select m.entity_type, min(m.period) as first_period, max(m.period) as newest_period, count(*) as rows
    from cvm.fund_month m
    group by m.entity_type
  ),
  bulletin as (
    select s.table_name, min(l.source) as source, min(s.session_date) as first_period, max(s.session_date) as newest_period,
           count(*) as sessions, count(*) filter (where s.status = 'empty') as empty_sessions,
           sum(s.row_count)::bigint as rows, max(l.loaded_at) as landed_at,
           (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1] as code_version,
           bool_and(l.synthetic) as all_synthetic, bool_or(l.synthetic) as any_synthetic
    from b3.bdi_session s
    join ingest.ingest_log l on l.id = s.ingest_id
    group by s.table_name
  ),
  bulletin_gaps as (
    -- weekdays inside the held span with no session on record (neither rows nor an empty answer)
    select b.table_name, count(d.day) as missing, min(d.day)::date as first_missing
    from bulletin b
    left join lateral (
      select g.day
      from generate_series(b.first_period, b.newest_period, interval '1 day') as g(day)
      where extract(isodow from g.day) < 6
        and not exists (select 1 from b3.bdi_session s where s.table_name = b.table_name and s.session_date = g.day::date)
    ) d on true
    group by b.table_name
  ),
  tables as (
    select b.*, z.missing, case when z.first_missing is null then b.newest_period else z.first_missing - 1 end as complete_through
    from bulletin b
    join bulletin_gaps z on z.table_name = b.table_name
  ),
  tables_of_source as (
    -- a dataset with per-table rows is complete only as far as every table is
    select t.source, min(t.complete_through) as complete_through,
           (array_agg(t.table_name order by t.complete_through, t.table_name))[1] as earliest_table
    from tables t
    group by t.source
  )
  select f.source,
         case when f.all_synthetic then 'synthetic_sample' when f.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         f.first_period, f.newest_period,
         case when ts.source is not null then ts.complete_through
              when f.newest_period is null then null
              when f.newest_period = (date_trunc('month', f.newest_period) + interval '1 month - 1 day')::date then f.newest_period
              else (date_trunc('month', f.newest_period) - interval '1 day')::date end,
         f.landed_at, f.code_version, now(), f.rows,
         format('%s file(s) loaded; newest %s', f.files, f.newest_file)
           || case when ts.source is not null then format('; complete through the earliest of its %s/<table> rows (%s)', f.source, ts.earliest_table) else '' end
  from files f
  left join tables_of_source ts on ts.source = f.source
  union all
  select 'funds_' || g.entity_type,
         'derived',
         g.first_period, g.newest_period,
         cvm.complete_through_of(g.entity_type, g.newest_period),
         null::timestamptz, null::text, now(),
         g.rows,
         format('monthly fund series for %s (fund_nav); metrics per family in catalog applicability.fund_nav', g.entity_type)
  from families g
  union all
  select t.source || '/' || t.table_name,
         case when t.all_synthetic then 'synthetic_sample' when t.any_synthetic then 'publisher+synthetic_sample' else 'publisher' end,
         t.first_period, t.newest_period,
         t.complete_through,
         t.landed_at, t.code_version, now(), t.rows,
         format('%s session(s) held, %s of them empty (Nenhum resultado); %s weekday(s) in the span with no session on record', t.sessions, t.empty_sessions, t.missing)
  from tables t
  union all
  -- the price reports by report (BVBG.086.01, BVBG.187.01): sessions held, non-session days and weekday gaps
  select 'b3-price-report/' || r.report,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(r.session_date), max(r.session_date),
         coalesce((select min(g.day)::date - 1
                   from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                   where extract(isodow from g.day) < 6
                     and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)), max(r.session_date)),
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), sum(r.record_count)::bigint,
         format('%s session(s) held, %s of them empty (non-session days); %s weekday(s) in the span with no session on record',
                count(*), count(*) filter (where r.status = 'empty'),
                (select count(*) from generate_series(min(r.session_date), max(r.session_date), interval '1 day') as g(day)
                 where extract(isodow from g.day) < 6
                   and not exists (select 1 from b3.price_report_session s where s.report = r.report and s.session_date = g.day::date)))
  from b3.price_report_session r
  join ingest.ingest_log l on l.id = r.ingest_id
  group by r.report
  union all
  -- the FNET monthly structured reports by fund family (tipoFundo of the search): reference months held (first day);
  -- complete through the newest reference month whose deadline (15 days after its end) passed before the newest delivery held
  select 'b3-fnet/monthly_reports_' || case k.tipo_fundo when 1 then 'fii' else 'fidc' end,
         case when bool_and(l.synthetic) then 'synthetic_sample' when bool_or(l.synthetic) then 'publisher+synthetic_sample' else 'publisher' end,
         min(d.reference_date), max(d.reference_date),
         date_trunc('month', date_trunc('month', max(d.data_entrega)::date - 15) - interval '1 day')::date,
         max(l.loaded_at), (array_agg(l.code_version order by l.loaded_at desc, l.id desc))[1], now(), count(*),
         format('%s monthly structured report(s), %s of them re-filings (version 2 or later), of %s fund(s); newest delivery %s; complete through the newest reference month whose 15-day deadline passed before it',
                count(*), count(*) filter (where d.versao > 1), count(distinct k.cnpj), to_char(max(d.data_entrega), 'YYYY-MM-DD HH24:MI'))
  from b3.fnet_document d
  join b3.fnet_document_fund k on k.id = d.id and k.tipo_fundo in (1, 2)
  join ingest.ingest_log l on l.id = d.ingest_id
  where d.monthly_report
  group by k.tipo_fundo
  union all
  -- sample sets npm start is still loading in the background (it serves first)
  select 'samples/' || s.set_name, 'synthetic_sample', null::date, null::date, null::date, null::timestamptz, null::text, now(), null::bigint,
         case when s.state = 'loading' then 'sample set still loading (npm start serves first and loads the samples after); its datasets appear when it is done'
              else format('sample set failed to load: %s', s.error) end
  from ingest.sample_load s
  where s.state <> 'loaded'
  order by 1;
$$;

alter function api.coverage() owner to api_owner;
revoke all on function api.coverage() from public;
grant execute on function api.coverage() to anon, authenticated;

comment on function api.coverage() is 'What the store holds, one row per dataset: span, completeness, last landing, the code version that loaded it, rows.
One row per loader source that has loaded at least one file (read from the ingest log, so PTAX, every CVM file family and any later source appear without code changes), plus one row per fund family of the monthly fund series (funds_fi, funds_fidc, funds_fii, funds_fip, funds_fiagro), plus one row per daily bulletin table (b3-bdi/<table>: sessions held, empty sessions and weekday gaps; nothing collected is ever deleted), plus one row per price report (b3-price-report/<report>: sessions held, non-session days recorded empty, weekday gaps; complete_through is the day before the first gap), plus one row per fund family of the FNET monthly structured reports (b3-fnet/monthly_reports_fidc, b3-fnet/monthly_reports_fii: reference months held, documents of every version; complete_through is the newest reference month whose 15-day deadline passed before the newest delivery held), plus one samples/<set> row per sample set npm start is still loading in the background (absent once loaded). The b3-bdi row is complete only as far as its least complete table. as_of is when the answer was computed; landed_at and code_version say when and by which code version the newest file loaded. Sample data says so in source. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/coverage.sql
--! Included functions/metric_coverage.sql
-- api.metric_coverage: the filed span and density of each metric per fund family.
drop function if exists api.metric_coverage();
drop type if exists api.metric_coverage_row;

create type api.metric_coverage_row as (
  entity_type text,
  metric text,
  first_period date,
  last_period date,
  filed_rows bigint,
  total_rows bigint
);
alter type api.metric_coverage_row owner to api_owner;
comment on type api.metric_coverage_row is 'One (fund family, metric) pair the family files.';
comment on column api.metric_coverage_row.entity_type is 'Fund family: fi, fidc, fii, fip or fiagro.
@enum internal.entity_type';
comment on column api.metric_coverage_row.metric is 'Metric of the monthly fund series (a fund_nav column): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets.
@enum internal.fund_metric';
comment on column api.metric_coverage_row.first_period is 'Oldest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.last_period is 'Newest period with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.filed_rows is 'Rows of the family with a non-NULL value of the metric.';
comment on column api.metric_coverage_row.total_rows is 'All rows of the family (filed_rows / total_rows is the density).';

create function api.metric_coverage()
returns setof api.metric_coverage_row
language sql
stable
security definer
set search_path = ''
as $$
  with totals as (
    select m.entity_type, count(*) as total_rows from cvm.fund_month m group by m.entity_type
  ),
  filed as (
    select m.entity_type, v.metric, min(m.period) as first_period, max(m.period) as last_period, count(*) as filed_rows
    from cvm.fund_month m
    cross join lateral (values
      ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
      ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null),
      ('delinquency', m.delinquency is not null), ('monthly_yield', m.monthly_yield is not null),
      ('assets', m.assets is not null)
    ) v(metric, present)
    where v.present
    group by m.entity_type, v.metric
  )
  select f.entity_type, f.metric, f.first_period, f.last_period, f.filed_rows, t.total_rows
  from filed f join totals t using (entity_type)
  order by f.entity_type, f.metric;
$$;

alter function api.metric_coverage() owner to api_owner;
revoke all on function api.metric_coverage() from public;
grant execute on function api.metric_coverage() to anon, authenticated;

comment on function api.metric_coverage() is 'Filed span and density of each metric per fund family.
One row per (entity_type, metric) of the monthly fund series: first_period and last_period are the oldest and newest periods with a NON-NULL value; filed_rows and total_rows give density. A pair absent from the list is one the family never files. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/metric_coverage.sql
--! Included functions/screen_silent_filers.sql
-- api.screen_silent_filers: funds whose newest monthly filing is months behind their family's complete period.
drop function if exists api.screen_silent_filers(integer, integer, text);
drop type if exists api.screen_silent_filers_row;

create type api.screen_silent_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  status text,
  last_period date,
  complete_through date,
  months_silent integer,
  screen text,
  params jsonb
);
alter type api.screen_silent_filers_row owner to api_owner;
comment on type api.screen_silent_filers_row is 'A fund that has stopped filing its monthly report: a signal with a stated rule, not a verdict.';
comment on column api.screen_silent_filers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_silent_filers_row.fund_family is 'fi, fidc, fii, fip or fiagro: the family of the monthly fund series the fund files in.
@enum internal.entity_type';
comment on column api.screen_silent_filers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_silent_filers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_silent_filers_row.last_period is 'The newest period the fund filed (fi, fii and fiagro the first day of the month, fidc the last day, fip 31 December).';
comment on column api.screen_silent_filers_row.complete_through is 'The family''s latest complete period: the period before the newest period any fund of the family has filed (fip: 31 December of the year before) (the newest is taken as still being filed), as coverage() reports for funds_<family>.';
comment on column api.screen_silent_filers_row.months_silent is 'Months from last_period to complete_through.';
comment on column api.screen_silent_filers_row.screen is 'silent_filers.';
comment on column api.screen_silent_filers_row.params is 'Every argument as used (p_min_silent_months, p_max_silent_months, p_family), so the call can be replayed.';

create function api.screen_silent_filers(p_min_silent_months integer default 3, p_max_silent_months integer default 24, p_family text default null)
returns setof api.screen_silent_filers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family text;
  v_params jsonb := jsonb_build_object('p_min_silent_months', p_min_silent_months, 'p_max_silent_months', p_max_silent_months, 'p_family', lower(btrim(p_family)));
  v_rows bigint;
begin
  if p_min_silent_months is null or p_max_silent_months is null or p_min_silent_months < 1 or p_max_silent_months > 240 or p_min_silent_months > p_max_silent_months then
    raise exception using
      errcode = '22023',
      message = format('screen_silent_filers: months %s..%s are out of range', coalesce(p_min_silent_months::text, 'NULL'), coalesce(p_max_silent_months::text, 'NULL')),
      detail = 'p_min_silent_months must be at least 1 and at most p_max_silent_months, which must be at most 240; thresholds are never clamped.',
      hint = 'Send for example {"p_min_silent_months":3,"p_max_silent_months":24}, the defaults.';
  end if;
  v_family := internal.one_of('screen_silent_filers', 'p_family', p_family, internal.domain_values('internal.silent_family'),
    'Families: fi, fidc, fii, fip, fiagro.',
    'Send p_family as fi, fidc, fii, fip or fiagro, or null for every family.');

  select count(*) into v_rows
  from (
    select 1 from internal.silent_funds(v_family, p_min_silent_months, p_max_silent_months) f
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'screen_silent_filers',
    'Raise p_min_silent_months, lower p_max_silent_months, or pin p_family.');

  return query
    select f.cnpj, f.fund_family, r.fund_name, r.status, f.last_period, f.complete_through, f.months_silent, 'silent_filers'::text, v_params
    from internal.silent_funds(v_family, p_min_silent_months, p_max_silent_months) f
    left join cvm.fund_registry r on r.cnpj = f.cnpj
    order by f.months_silent desc, f.fund_family, f.cnpj;
end;
$$;

alter function api.screen_silent_filers(integer, integer, text) owner to api_owner;
revoke all on function api.screen_silent_filers(integer, integer, text) from public;
grant execute on function api.screen_silent_filers(integer, integer, text) to anon, authenticated;

comment on function api.screen_silent_filers(integer, integer, text) is 'Funds that have stopped filing their monthly report: the newest filing at least p_min_silent_months and at most p_max_silent_months behind the family''s latest complete period, most silent first.
"Complete" is decided from the data held: each family''s newest month filed by any fund is taken as still being filed, so the family is complete through the month before it (the rule coverage() reports for funds_<family>). A fund''s months_silent is the months from its newest filing to that period. A signal with a stated rule, not a verdict: a fund may have been cancelled, merged or renamed (status says what the registry files). Every row carries screen (silent_filers) and params (the arguments as used). Out-of-range thresholds and an unknown p_family raise 22023, never clamped; more than 1000 rows raises 22023. fip files one period a year (31 December, complete through the year before the newest), so a fip is silent in steps of 12 months; fiagro is published from 2025-05.
p_min_silent_months: at least this many months behind (default 3, 1..p_max_silent_months).
p_max_silent_months: at most this many months behind (default 24, up to 240): older silences are left out.
p_family: fi, fidc, fii, fip, fiagro, or null for every family.
@tag Screens';
--! EndIncluded functions/screen_silent_filers.sql
--! Included sql/internal/catalog_part_applicability.sql
-- GENERATED from catalog.json ("applicability") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_applicability: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_applicability()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"fip":{"metrics":["nav"],"period":"31 December","source":"CVM FIP periodic report (inf_trimestral_fip quarterly through 2023, inf_quadrimestral_fip four-monthly from 2024): nav = VL_PATRIM_LIQ filed for 31 December (the classes'' rows repeat it; rows of one fund and date that disagree, restated with no version column, are settled by the newest file, NULL when its rows still disagree); the other periods stay in the landing table"},"fiagro":{"metrics":["nav","delinquency"],"period":"first day of the reference month","source":"CVM FIAGRO monthly report (inf_mensal_fiagro, from 2025-05, highest Versao of the month): nav = Patrimonio_Liquido; delinquency = Vencidos (the filed total of overdue assets)"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; every FIP type (FIP, FIP-IE, FIC-FIP, CLASSES - FIP, ...) -> fip; every FIAGRO type (FIAGRO, FIAGRO-FIDC, FIAGRO-FII, ...) -> fiagro; other types (FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}}'::json
$fn$;

alter function internal.catalog_part_applicability() owner to api_owner;
revoke all on function internal.catalog_part_applicability() from public;
comment on function internal.catalog_part_applicability() is 'Internal: catalog.json "applicability", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_applicability.sql
--! Included sql/internal/catalog_part_asset_classes.sql
-- GENERATED from catalog.json ("asset_classes") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_asset_classes: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_asset_classes()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fii":{"what":"real-estate funds (CVM FII monthly report; their listed quotas on the quote tape, CODBDI 12)","served_by":["fund_nav","search_funds","metric_coverage","panel","quotes","quote_history"]},"fip":{"what":"private-equity funds (CVM FIP periodic report: NAV on 31 December)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fiagro":{"what":"agribusiness funds (CVM FIAGRO monthly report, from 2025-05)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]},"equity":{"what":"shares on the quote tape (ESPECI ON*/PN*)","served_by":["quotes","quote_history","panel"]},"unit":{"what":"units on the quote tape (ESPECI UNT*)","served_by":["quotes","quote_history","panel"]},"bdr":{"what":"depositary receipts on the quote tape (ESPECI DR*)","served_by":["quotes","quote_history","panel"]},"fund_quota":{"what":"listed fund quotas on the quote tape other than real-estate funds (ESPECI CI*)","served_by":["quotes","quote_history","panel"]},"other":{"what":"any other cash-market security on the quote tape (rights, receipts, ...)","served_by":["quotes","quote_history","panel"]}}'::json
$fn$;

alter function internal.catalog_part_asset_classes() owner to api_owner;
revoke all on function internal.catalog_part_asset_classes() from public;
comment on function internal.catalog_part_asset_classes() is 'Internal: catalog.json "asset_classes", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_asset_classes.sql
--! Included sql/internal/catalog_part_metrics.sql
-- GENERATED from catalog.json ("metrics") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_metrics: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_metrics()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"nav":{"id_type":["cnpj"],"asset_class":["fi","fidc","fii","fip","fiagro"],"grain":["month"],"source":"CVM daily report (fi), FIDC monthly report (fidc), FII monthly report (fii), FIP periodic report on 31 December (fip), FIAGRO monthly report (fiagro); cvm.fund_month","meaning":"net asset value, BRL"},"quota":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (VL_QUOTA of the month''s last reported day)","meaning":"quota value"},"quotaholders":{"id_type":["cnpj"],"asset_class":["fi","fii"],"grain":["month"],"source":"CVM daily report (fi), FII monthly report (fii)","meaning":"number of quotaholders"},"inflows":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (CAPTC_DIA summed over the month)","meaning":"the month''s inflows, BRL"},"redemptions":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (RESG_DIA summed over the month)","meaning":"the month''s redemptions, BRL"},"delinquency":{"id_type":["cnpj"],"asset_class":["fidc","fiagro"],"grain":["month"],"source":"CVM FIDC monthly report (tabs V and VI filed overdue totals); CVM FIAGRO monthly report (Vencidos, overdue assets)","meaning":"overdue receivables (fidc) or overdue assets (fiagro), BRL"},"monthly_yield":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Percentual_Dividend_Yield_Mes)","meaning":"the month''s yield as a fraction as filed (0.0062 = 0.62 %)"},"assets":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Valor_Ativo)","meaning":"total assets, BRL"},"open":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"opening price, raw (month: the first session''s open)"},"high":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"highest price, raw (month: the highest of the sessions)"},"low":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"lowest price, raw (month: the lowest of the sessions)"},"close":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"last price, raw, never adjusted (month: the last session''s close)"},"volume":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"volume traded, BRL (month: summed)"},"trades":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"number of trades (month: summed)"},"quantity":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"quantity traded (month: summed)"},"close_adj":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board, with the listed-companies stock events (b3-corporate-events); quote_history close_adj","meaning":"close per share adjusted for splits, reverse splits and bonus shares into the shares of the ticker''s newest session, 6 decimals (month: the last session''s); NULL where quote_history''s close_adj_null_reason says why (NULL for any class but equity and unit: not_share_or_unit); served only when named in p_metrics"},"close_return":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"quote_history close_total_return (stock and cash events reinvested)","meaning":"total return since the previous session (day) or the previous calendar month''s last session (month), 8 decimals; NULL on the first bar of the window, after a month without a session, or where close_total_return is NULL (NULL for any class but equity and unit: not_share_or_unit); served only when named in p_metrics"}}'::json
$fn$;

alter function internal.catalog_part_metrics() owner to api_owner;
revoke all on function internal.catalog_part_metrics() from public;
comment on function internal.catalog_part_metrics() is 'Internal: catalog.json "metrics", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_metrics.sql
--! Included sql/internal/catalog_part_screens.sql
-- GENERATED from catalog.json ("screens") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_screens: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_screens()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fip","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fip, fiagro or null"},"meaning":"funds whose newest filing is p_min..p_max months behind their family''s complete-through period (the period before the family''s newest period; fip files 31 December only, so it moves in steps of 12 months); a signal, not a verdict"},"late_filers":{"function":"screen_late_filers","family":["fii","fidc"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_months":12,"p_end":null,"p_min_days_late":5,"p_min_late":2,"p_family":null},"bounds":{"p_months":"1..24","p_end":"a day of the window''s last month, not before 2025-01 (fidc or both) or 2025-08 (fii); null = the newest reference month on record","p_min_days_late":"1..365","p_min_late":"1..24","p_family":"fii, fidc or null"},"deadline_rule":"15 calendar days after the end of the reference month, no holiday calendar: FIDC Resolução CVM 175 Anexo Normativo II art. 27 III; FII Anexo Normativo III art. 36 I","meaning":"funds whose first delivery of a version 1 monthly structured report reached FNET at least p_min_days_late days after the deadline in at least p_min_late of the p_months months ending at p_end; months measured from 2025-01 (fidc) and 2025-08 (fii); a month with no report is not counted; identity is the CNPJ the search was asked for; a timestamp compared with a rule, not a finding"},"delinquency_drivers":{"function":"screen_delinquency_drivers","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_months":6,"p_min_delta_brl":1000000,"p_min_delta_pp":1,"p_driver":null},"bounds":{"p_end":"a day of the window''s last month; the window may not start before 2025-01; null = the fidc complete-through period","p_months":"2..24","p_min_months":"2..p_months","p_min_delta_brl":">= 0","p_min_delta_pp":">= 0","p_driver":"consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable or null"},"regime_break":"funds_fidc delinquency at 2025-01 (regime_breaks)","meaning":"first against last observation of the window in BRL and in percentage points of NAV, classed consistent_worsening (both up), value_up_rate_masked (value up, rate flat or down), denominator_only (rate up, value flat or down), improvement (both down) or stable (anything else); stopped_reporting when the newest filing is two or more months behind the window end; a signal, not a verdict"},"zombie_growth":{"function":"screen_zombie_growth","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_period":null,"p_min_delinq_pct":5,"p_min_aum":1000000},"bounds":{"p_period":"a day of the month screened; null = the newest fidc month held","p_min_delinq_pct":"0..100","p_min_aum":">= 0"},"meaning":"FIDCs whose delinquency / NAV * 100 is above p_min_delinq_pct in one month while NAV is above p_min_aum (both strict): credit going bad inside a fund still carrying money; a distressed-credit mandate, an orderly wind-down or one late payer in a small book look the same; a signal, not a verdict"},"evergreen_aging":{"function":"screen_evergreen_aging","family":["fidc"],"source":"the aging ladder of tab VI (cvm.fidc_tab_vi: the > 1080-day overdue band and the filed overdue total) beside the registries","grain":"fund","params":{"p_lookback_months":12,"p_min_longtail_pct":70,"p_max_variation_pp":10},"bounds":{"p_lookback_months":"3..36","p_min_longtail_pct":"0..100","p_max_variation_pp":"0..100"},"meaning":"FIDCs whose > 1080-day overdue band, as a share of the filed tab VI overdue total in the months above R$100,000 overdue, peaks above p_min_longtail_pct and moves less than p_max_variation_pp over the p_lookback_months ending at the newest fidc month held: old credit neither written off nor recovered; a slow judicial recovery or a policy of not writing off look the same; a signal, not a verdict"},"captive_vehicles":{"function":"screen_captive_vehicles","family":["fii"],"source":"the monthly fund series (cvm.fund_month, fii: nav and quotaholders of the newest report version) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_max_investors":10,"p_min_aum":50000000},"bounds":{"p_lookback_months":"1..36","p_max_investors":"1..1000","p_min_aum":">= 0"},"meaning":"FIIs whose largest NAV over the p_lookback_months ending at the newest fii month held is above p_min_aum while their smallest quotaholder count is below p_max_investors (both strict): a large vehicle held by a handful of investors; exclusive and family-office FIIs are legal and look exactly like this; a signal, not a verdict"},"dormant_funds":{"function":"screen_dormant_funds","family":["fi"],"source":"the still fi months of the monthly fund series (cvm.fund_month: month sums of the daily report''s flows, month-end quotaholders and NAV) beside the registries","grain":"fund","params":{"p_lookback_months":3,"p_dormancy":null,"p_min_nav":null},"bounds":{"p_lookback_months":"2..12","p_dormancy":"empty_shell, parked_capital or null (output filter)","p_min_nav":">= 0 or null, BRL, against last_nav (output filter)"},"meaning":"fi classes that filed every month of the p_lookback_months months ending at the fi complete-through period with inflows and redemptions both 0 and a quotaholder count; empty_shell when no month had a quotaholder (a vehicle registered ahead of its launch looks the same), parked_capital otherwise (exclusive and closed structures look exactly like this); a month with unreported flows or quotaholders disqualifies rather than counting as zero; parked_capital can exceed one page: pin p_dormancy and walk p_min_nav bands; a signal, not a verdict"},"dormant_trend":{"function":"screen_dormant_trend","family":["fi"],"source":"the still fi months of the monthly fund series (cvm.fund_month), the dormant_funds rule at every month","grain":"month","params":{"p_lookback_months":3,"p_history_months":36},"bounds":{"p_lookback_months":"2..12","p_history_months":"1..60"},"meaning":"dormant_funds evaluated at every month of the p_history_months months ending at the fi complete-through period: funds_filing, empty_shells and parked_capital counts and parked_nav (NAV of the parked_capital classes); counts of a screen, not of misconduct; a signal, not a verdict"},"overdue_securit":{"function":"screen_overdue_securit","family":["cri","cra"],"source":"the class and series lines of the CRI and CRA monthly reports (cvm.securit_classe), each certificate''s newest report held","grain":"series line of a certificate''s newest report","params":{"p_min_volume":100000},"bounds":{"p_min_volume":">= 0, BRL paid in"},"meaning":"CRI and CRA series whose filed maturity is before today (as_of, São Paulo) while the certificate''s newest report (newest reference month, then version) still files a status other than Cancelado, Vencido, Liquidado or Encerrado, paid in above p_min_volume; the filing is stale and the screen cannot say whether the series was extended, renegotiated, not yet re-filed or is in silent default; status served as filed; a signal, not a verdict"}}'::json
$fn$;

alter function internal.catalog_part_screens() owner to api_owner;
revoke all on function internal.catalog_part_screens() from public;
comment on function internal.catalog_part_screens() is 'Internal: catalog.json "screens", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_screens.sql
--! Included sql/internal/catalog_part_tags.sql
-- GENERATED from catalog.json ("tags") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tags: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tags()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Series of CVM funds (fi, fidc, fii, fiagro monthly; fip on 31 December): NAV, quota, holders, flows, delinquency, yield, assets; FII properties as filed quarterly.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes.","Financials":"Listed companies'' statements from CVM''s DFP filings, in reais, as known on any date (p_as_of): every version is kept with its receipt date, so a restatement shows only from when CVM received it.","Fund-association data":"The fund association''s (ANBIMA) monthly fund bulletin: net assets, net flows, returns and fund counts per ANBIMA class, type and industry total, as published; industry aggregates, never a fund''s figure.","Holdings":"What funds hold, from the CVM holdings filing (CDA): a fund''s listed securities and fund quotas, which funds hold a ticker, and the private-credit lines by holder or issuer."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which real-estate funds have the longest monthly series held?","call":{"method":"GET","path":"/funds","query":"entity_type=eq.fii&order=n_reports.desc,cnpj&limit=5"},"then":"page with offset (or last_period=gte.<date> for the funds still filing); pass a row''s cnpj to fund_profile or fund_nav"},{"ask":"Who administers and manages this real-estate fund, and what does the store hold of it?","call":{"method":"POST","path":"/rpc/fund_profile","body":{"p_cnpj":"33.101.369/0001-40"}},"then":"periods lists each dataset holding the fund (funds_fii is the monthly series of fund_nav); status_history is what the registries record now, not a log of every change"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"How did the central bank''s IPCA cores move in 2026?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"core","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"one row per month and core, value as published (percent over the month); acc_12m chains the twelve months ending there, NULL when one is missing"},{"ask":"What was the 12-month IPCA, chained and as published?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"headline","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"the IPCA row''s acc_12m is the chain of its last twelve months; the IPCA_12M row is the central bank''s own figure for the same month, served beside it to compare"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"},{"ask":"Which properties did an FII file in its 2025 quarterly reports, and what changed when it re-filed a quarter?","call":{"method":"POST","path":"/rpc/fii_property_history","body":{"p_cnpj":"33.100.037/0001-40","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per property line per quarter and report version; a re-filed quarter has a row set per version (compare percentual_vacancia across versions); row_hash identifies the source row, not a durable property"},{"ask":"What was a private-equity fund (FIP) worth at each year-end?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"44.100.000/0001-39","p_entity_type":"fip","p_to":"2025-12-31"}},"then":"one row per 31 December with nav (VL_PATRIM_LIQ as filed); every other metric is NULL for fip; without p_to the newest year-end (still being filed) is left out, as coverage() funds_fip says (sample FIPs are synthetic)"},{"ask":"How much of an agribusiness fund (FIAGRO) is overdue, month by month?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"55.100.000/0001-55","p_from":"2025-05-01","p_to":"2026-10-31"}},"then":"one row per month from 2025-05 (the first month CVM publishes): nav = Patrimonio_Liquido and delinquency = Vencidos (overdue assets, BRL) of the newest version; divide delinquency by nav for a rate (sample classes are synthetic)"},{"ask":"Which FIAGRO classes have stopped filing their monthly report?","call":{"method":"POST","path":"/rpc/screen_silent_filers","body":{"p_family":"fiagro"}},"then":"one row per class whose newest month is 3 to 24 months behind the family''s complete-through month, most silent first, with screen and params; p_family fip measures year-ends (steps of 12 months)"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
-- the registry's families are derived by cvm.entity_type_of: classify the FIP and FIAGRO funds held
select cvm.refresh_fund_registry();
