-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 5 (cda_fi_BLC_5_*): bank deposits and bank-issued paper
-- at month end, as filed.
create table cvm.cda_blc_5 (
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
  cnpj_emissor text check (cnpj_emissor ~ '^[0-9]{14}$'),
  emissor text,
  titulo_posfx text,
  cd_indexador_posfx text,
  ds_indexador_posfx text,
  pr_indexador_posfx numeric,
  pr_cupom_posfx numeric,
  pr_taxa_prefx numeric,
  risco_emissor text,
  ag_risco text,
  dt_risco date,
  grau_risco text,
  dt_venc date,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
comment on table cvm.cda_blc_5 is 'CVM fund holdings (CDA) block 5, bank deposits and bank-issued paper, as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines in every block.';
comment on column cvm.cda_blc_5.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_5.tp_aplic is 'TP_APLIC: application type as filed.';
comment on column cvm.cda_blc_5.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
comment on column cvm.cda_blc_5.cnpj_emissor is 'CNPJ_EMISSOR: the issuing institution''s CNPJ (14 digits), as filed.';
comment on column cvm.cda_blc_5.emissor is 'EMISSOR: the issuing institution''s name as filed.';
comment on column cvm.cda_blc_5.pr_indexador_posfx is 'PR_INDEXADOR_POSFX: percentage of the post-fixed index (e.g. 100 for 100% of DI).';
comment on column cvm.cda_blc_5.pr_cupom_posfx is 'PR_CUPOM_POSFX: spread over the post-fixed index, percent a year.';
comment on column cvm.cda_blc_5.pr_taxa_prefx is 'PR_TAXA_PREFX: pre-fixed rate, percent a year.';
comment on column cvm.cda_blc_5.dt_venc is 'DT_VENC: maturity.';
alter table cvm.cda_blc_5 owner to ingest_writer;
grant select on cvm.cda_blc_5 to api_owner;
