--! Previous: sha1:842a1e80c189cdc2d981839306c7e1525ea89478
--! Hash: sha1:c499ea20018ec16f88613e3efdf7599b5f8b7ef5
--! Message: cvm-cda: every block of the CDA archives (1-8), the PL member and the confidential member

-- cvm-cda: every block of the CDA archives, the PL member and the confidential member
--! Included sql/cvm/cda_blc_1.sql
-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 1 (cda_fi_BLC_1_*): public bonds (títulos públicos)
-- at month end, as filed.
create table cvm.cda_blc_1 (
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
  tp_titpub text,
  cd_isin text,
  cd_selic text,
  dt_emissao date,
  dt_venc date,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
comment on table cvm.cda_blc_1 is 'CVM fund holdings (CDA) block 1, public bonds (títulos públicos), as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines in every block.';
comment on column cvm.cda_blc_1.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_1.tp_aplic is 'TP_APLIC: application type as filed.';
comment on column cvm.cda_blc_1.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
comment on column cvm.cda_blc_1.tp_titpub is 'TP_TITPUB: the bond (LTN, LFT, NTN-B, ...) as filed.';
comment on column cvm.cda_blc_1.dt_venc is 'DT_VENC: maturity.';
alter table cvm.cda_blc_1 owner to ingest_writer;
grant select on cvm.cda_blc_1 to api_owner;
--! EndIncluded sql/cvm/cda_blc_1.sql
--! Included sql/cvm/cda_blc_2.sql
-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 2 (cda_fi_BLC_2_*): quotas of other funds (the held fund by CNPJ)
-- at month end, as filed.
create table cvm.cda_blc_2 (
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
  cnpj_fundo_cota text check (cnpj_fundo_cota ~ '^[0-9]{14}$'),
  nm_fundo_cota text,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
create index cda_blc_2_held_fund on cvm.cda_blc_2 (cnpj_fundo_cota, dt_comptc);
comment on table cvm.cda_blc_2 is 'CVM fund holdings (CDA) block 2, quotas of other funds (the held fund by CNPJ), as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines in every block.';
comment on column cvm.cda_blc_2.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_2.tp_aplic is 'TP_APLIC: application type as filed.';
comment on column cvm.cda_blc_2.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
comment on column cvm.cda_blc_2.cnpj_fundo_cota is 'CNPJ_FUNDO_CLASSE_COTA (CNPJ_FUNDO_COTA before): the held fund or class, 14 digits.';
comment on column cvm.cda_blc_2.nm_fundo_cota is 'NM_FUNDO_CLASSE_SUBCLASSE_COTA (NM_FUNDO_COTA before): the held fund''s name as filed.';
alter table cvm.cda_blc_2 owner to ingest_writer;
grant select on cvm.cda_blc_2 to api_owner;
--! EndIncluded sql/cvm/cda_blc_2.sql
--! Included sql/cvm/cda_blc_3.sql
-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 3 (cda_fi_BLC_3_*): swaps
-- at month end, as filed.
create table cvm.cda_blc_3 (
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
  cd_swap text,
  ds_swap text,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
comment on table cvm.cda_blc_3 is 'CVM fund holdings (CDA) block 3, swaps, as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines in every block.';
comment on column cvm.cda_blc_3.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_3.tp_aplic is 'TP_APLIC: application type as filed.';
comment on column cvm.cda_blc_3.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
alter table cvm.cda_blc_3 owner to ingest_writer;
grant select on cvm.cda_blc_3 to api_owner;
--! EndIncluded sql/cvm/cda_blc_3.sql
--! Included sql/cvm/cda_blc_5.sql
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
--! EndIncluded sql/cvm/cda_blc_5.sql
--! Included sql/cvm/cda_blc_6.sql
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
--! EndIncluded sql/cvm/cda_blc_6.sql
--! Included sql/cvm/cda_blc_7.sql
-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 7 (cda_fi_BLC_7_*): investments abroad
-- at month end, as filed.
create table cvm.cda_blc_7 (
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
  invest_coletivo text,
  invest_coletivo_gestor text,
  cd_pais text,
  pais text,
  cd_bv_merc text,
  bv_merc text,
  cd_ativo_bv_merc text,
  ds_ativo_exterior text,
  qt_ativo_exterior numeric,
  vl_ativo_exterior numeric,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
comment on table cvm.cda_blc_7 is 'CVM fund holdings (CDA) block 7, investments abroad, as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines in every block.';
comment on column cvm.cda_blc_7.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_7.tp_aplic is 'TP_APLIC: application type as filed.';
comment on column cvm.cda_blc_7.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
alter table cvm.cda_blc_7 owner to ingest_writer;
grant select on cvm.cda_blc_7 to api_owner;
--! EndIncluded sql/cvm/cda_blc_7.sql
--! Included sql/cvm/cda_blc_8.sql
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
--! EndIncluded sql/cvm/cda_blc_8.sql
--! Included sql/cvm/cda_pl.sql
-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, member cda_fi_PL_*: the fund month's
-- net assets, the denominator of every holding's weight.
create table cvm.cda_pl (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  tp_fundo_classe text,
  denom_social text,
  vl_patrim_liq numeric,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc)
);
comment on table cvm.cda_pl is 'CVM fund holdings (CDA) member PL: one row per fund month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC) with the net assets the filing states.';
comment on column cvm.cda_pl.vl_patrim_liq is 'VL_PATRIM_LIQ: net assets at month end (BRL), as filed.';
alter table cvm.cda_pl owner to ingest_writer;
grant select on cvm.cda_pl to api_owner;
--! EndIncluded sql/cvm/cda_pl.sql
--! Included sql/cvm/cda_confid.sql
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
--! EndIncluded sql/cvm/cda_confid.sql
