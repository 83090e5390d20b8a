-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, member cda_fi_CONFID_*: holdings kept
-- confidential for a while, by application type only (no asset is named).
create table cvm.cda_confid (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  line_no integer not null check (line_no > 0),
  tp_fundo_classe text,
  denom_social text,
  tp_aplic text,
  vl_venda_negoc numeric,
  vl_aquis_negoc numeric,
  vl_merc_pos_final numeric,
  vl_custo_pos_final numeric,
  dt_confid_aplic date,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
comment on table cvm.cda_confid is 'CVM fund holdings (CDA) confidential member (cda_fi_CONFID_*), present only while a confidentiality window is open: one row per line of a fund''s month, by application type, no asset named; a newer file of the same fund month replaces its lines.';
comment on column cvm.cda_confid.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...).';
comment on column cvm.cda_confid.tp_aplic is 'TP_APLIC: application type as filed.';
comment on column cvm.cda_confid.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the confidential positions at month end (BRL).';
comment on column cvm.cda_confid.dt_confid_aplic is 'DT_CONFID_APLIC: the date the confidentiality ends.';
alter table cvm.cda_confid owner to ingest_writer;
grant select on cvm.cda_confid to api_owner;
