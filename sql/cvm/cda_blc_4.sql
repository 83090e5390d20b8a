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
