-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 8 (cda_fi_BLC_8_*): other assets without a code
-- at month end, as filed.
create table cvm.cda_blc_8 (
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
  ds_ativo text,
  pf_pj_emissor text,
  cpf_cnpj_emissor text check (cpf_cnpj_emissor ~ '^[0-9]{14}$'),
  emissor text,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
comment on table cvm.cda_blc_8 is 'CVM fund holdings (CDA) block 8, other assets without a code, as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines in every block.';
comment on column cvm.cda_blc_8.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_8.tp_aplic is 'TP_APLIC: application type as filed.';
comment on column cvm.cda_blc_8.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
comment on column cvm.cda_blc_8.cpf_cnpj_emissor is 'CPF_CNPJ_EMISSOR when the issuer is a company (14 digits); NULL when it is a person (PF): a person''s CPF is never landed.';
comment on column cvm.cda_blc_8.emissor is 'EMISSOR: the issuer''s name as filed; NULL when the issuer is a person: a person''s name is not landed.';
alter table cvm.cda_blc_8 owner to ingest_writer;
grant select on cvm.cda_blc_8 to api_owner;
