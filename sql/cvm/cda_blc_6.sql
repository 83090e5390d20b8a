-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 6 (cda_fi_BLC_6_*): private credit and agribusiness paper (debentures, CRI, CRA, notes)
-- at month end, as filed.
create table cvm.cda_blc_6 (
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
  pf_pj_emissor text,
  cpf_cnpj_emissor text check (cpf_cnpj_emissor ~ '^[0-9]{14}$'),
  emissor text,
  titulo_posfx text,
  cd_indexador_posfx text,
  ds_indexador_posfx text,
  pr_indexador_posfx numeric,
  pr_cupom_posfx numeric,
  pr_taxa_prefx numeric,
  dt_venc date,
  titulo_cetip text,
  titulo_garantia text,
  cnpj_instituicao_financ_coobr text check (cnpj_instituicao_financ_coobr ~ '^[0-9]{14}$'),
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
create index cda_blc_6_issuer_month on cvm.cda_blc_6 (cpf_cnpj_emissor, dt_comptc);
comment on table cvm.cda_blc_6 is 'CVM fund holdings (CDA) block 6, private credit and agribusiness paper (debentures, CRI, CRA, notes), as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines in every block.';
comment on column cvm.cda_blc_6.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_6.tp_aplic is 'TP_APLIC: application type as filed.';
comment on column cvm.cda_blc_6.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
comment on column cvm.cda_blc_6.emissor is 'EMISSOR: the issuer''s name as filed; NULL when the issuer is a person (PF_PJ_EMISSOR PF, or an identifier that is not a CNPJ): a person''s name is not landed.';
comment on column cvm.cda_blc_6.cpf_cnpj_emissor is 'CPF_CNPJ_EMISSOR when the issuer is a company (14 digits); NULL when it is a person (PF): a person''s CPF is never landed.';
comment on column cvm.cda_blc_6.pr_indexador_posfx is 'PR_INDEXADOR_POSFX: percentage of the post-fixed index (e.g. 100 for 100% of DI).';
comment on column cvm.cda_blc_6.pr_cupom_posfx is 'PR_CUPOM_POSFX: spread over the post-fixed index, percent a year.';
comment on column cvm.cda_blc_6.pr_taxa_prefx is 'PR_TAXA_PREFX: pre-fixed rate, percent a year.';
comment on column cvm.cda_blc_6.dt_venc is 'DT_VENC: maturity.';
alter table cvm.cda_blc_6 owner to ingest_writer;
grant select on cvm.cda_blc_6 to api_owner;
