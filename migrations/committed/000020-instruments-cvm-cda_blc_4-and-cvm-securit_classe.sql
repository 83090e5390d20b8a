--! Previous: sha1:67fe05e2392de2e615afac857754953841448602
--! Hash: sha1:78ac9c1e44f16dfcc87fe5d52ebc44cc1d5a3b5c
--! Message: Instruments: cvm.cda_blc_4 and cvm.securit_classe

-- Enter migration here
--! Included sql/cvm/cda_blc_4.sql
-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 4 (cda_fi_BLC_4_*): a fund's
-- coded assets at month end (shares, debentures, options, BDRs, units) as filed.
create table cvm.cda_blc_4 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  line_no integer not null check (line_no > 0),
  tp_fundo_classe text,
  denom_social text,
  tp_aplic text,
  tp_ativo text,
  emissor_ligado text,
  tp_negoc text,
  qt_venda_negoc numeric,
  vl_venda_negoc numeric,
  qt_aquis_negoc numeric,
  vl_aquis_negoc numeric,
  qt_pos_final numeric,
  vl_merc_pos_final numeric,
  vl_custo_pos_final numeric,
  dt_confid_aplic date,
  cd_ativo text,
  ds_ativo text,
  cd_isin text,
  dt_ini_vigencia date,
  dt_fim_vigencia date,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
create index cda_blc_4_code_month on cvm.cda_blc_4 (upper(cd_ativo), dt_comptc) include (tp_aplic);
comment on table cvm.cda_blc_4 is 'CVM fund holdings (CDA) block 4, coded assets, as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines.';
comment on column cvm.cda_blc_4.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_4.tp_aplic is 'TP_APLIC: application type (Ações, Debêntures, Opções - Posições titulares, ...).';
comment on column cvm.cda_blc_4.cd_ativo is 'CD_ATIVO: the exchange or registry trading code as filed.';
comment on column cvm.cda_blc_4.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
alter table cvm.cda_blc_4 owner to ingest_writer;
grant select on cvm.cda_blc_4 to api_owner;
--! EndIncluded sql/cvm/cda_blc_4.sql
--! Included sql/cvm/securit_classe.sql
-- inf_mensal_cri_YYYY.zip / inf_mensal_cra_YYYY.zip, classe member: the classes
-- and series of each filed monthly report version of a CRI or CRA, as filed.
create table cvm.securit_classe (
  instrument_type text not null check (instrument_type in ('cri_mensal', 'cra_mensal')),
  cnpj_emissora text not null check (cnpj_emissora ~ '^[0-9]{14}$'),
  codigo_identificacao_certificado text not null,
  data_referencia date not null,
  versao integer not null,
  line_no integer not null check (line_no > 0),
  classe text,
  numero_serie numeric,
  tipo_oferta text,
  codigo_cetip text,
  codigo_isin text,
  data_vencimento date,
  situacao text,
  valor_total_integralizado numeric,
  taxa_juros text,
  quantidade_certificados numeric,
  valor_certificados numeric,
  classificacao_risco_atual text,
  ingest_id bigint not null,
  primary key (instrument_type, cnpj_emissora, codigo_identificacao_certificado, data_referencia, versao, line_no)
);
create index securit_classe_cetip on cvm.securit_classe (upper(codigo_cetip), data_referencia);
comment on table cvm.securit_classe is 'CVM CRI and CRA monthly reports, classe member (inf_mensal_cri_classe / inf_mensal_cra_classe), every report version (Versao) kept; a newer file of the same report version replaces its lines.';
comment on column cvm.securit_classe.instrument_type is 'Which report the row comes from: cri_mensal or cra_mensal (from the member name).';
comment on column cvm.securit_classe.line_no is 'The row''s ordinal within its report version in the file (1, 2, ...): distinct rows can share class and series and nothing published tells them apart.';
comment on column cvm.securit_classe.codigo_cetip is 'Codigo_CETIP: the series'' registry code as filed (what portfolio_instruments matches).';
comment on column cvm.securit_classe.valor_total_integralizado is 'Valor_Total_Integralizado (CRA) or Total_Integralizado (CRI): total paid in, BRL.';
alter table cvm.securit_classe owner to ingest_writer;
grant select on cvm.securit_classe to api_owner;
--! EndIncluded sql/cvm/securit_classe.sql
