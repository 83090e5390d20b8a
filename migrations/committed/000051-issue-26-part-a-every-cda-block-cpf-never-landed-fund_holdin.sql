--! Previous: sha1:3f6f44ff3eb4a784dd061e0c9cacbfe8eec4cf20
--! Hash: sha1:4d6dfca40c84cfd0768beee1754e2b0bb2c7f7ab
--! Message: Issue 26 part A: every CDA block (CPF never landed), fund_holdings, fund_debentures, portfolio_lookthrough, portfolio_resolve (from the holdings branch)

-- Issue 26 part A (merged from the holdings branch): every CDA block, fund_holdings, fund_debentures, portfolio_lookthrough, portfolio_resolve
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
create index cda_pl_folded_name on cvm.cda_pl (cvm.fold_name(denom_social));
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
-- fund_holdings and fund_debentures: CDA blocks 4, 2 and 6 by holder, ticker or issuer
--! Included sql/internal/holdings_kind.sql
-- internal.holdings_kind: a value set the contract states, written once. The
-- p_kind check of fund_holdings (internal.one_of with internal.domain_values) and
-- api.catalog()'s enums read it; its kind column says `@enum internal.holdings_kind`.
create domain internal.holdings_kind as text
  check (value in ('equity', 'fund'));

alter domain internal.holdings_kind owner to api_owner;
comment on domain internal.holdings_kind is 'What fund_holdings serves: equity (CDA block 4, coded listed securities) or fund (CDA block 2, quotas of other funds).';
--! EndIncluded sql/internal/holdings_kind.sql
--! Included sql/internal/assert_exactly_one.sql
-- Internal helper (not granted to callers): two arguments of which exactly one
-- must be sent (fund_holdings p_cnpj | p_ticker, fund_debentures p_cnpj |
-- p_issuer). Neither would be an unbounded scan of every filing; both is
-- ambiguous. Each mistake is refused by name, never narrowed silently.
create or replace function internal.assert_exactly_one(p_fn text, p_a text, p_a_sent boolean, p_b text, p_b_sent boolean, p_how text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not p_a_sent and not p_b_sent then
    raise exception using
      errcode = '22023',
      message = format('%s: send %s or %s', p_fn, p_a, p_b),
      detail = format('Neither %s nor %s was sent: the answer would be every filing held, an unbounded scan.', p_a, p_b),
      hint = p_how;
  elsif p_a_sent and p_b_sent then
    raise exception using
      errcode = '22023',
      message = format('%s: send %s or %s, not both', p_fn, p_a, p_b),
      detail = format('%s and %s ask two different questions; the function answers one of them.', p_a, p_b),
      hint = p_how;
  end if;
end;
$$;

alter function internal.assert_exactly_one(text, text, boolean, text, boolean, text) owner to api_owner;
revoke all on function internal.assert_exactly_one(text, text, boolean, text, boolean, text) from public;
comment on function internal.assert_exactly_one(text, text, boolean, text, boolean, text) is
  'Internal: raises SQLSTATE 22023 naming the calling function when neither or both of two alternative arguments were sent (p_a_sent, p_b_sent: the caller''s test for "sent", e.g. not null and not blank).';
--! EndIncluded sql/internal/assert_exactly_one.sql
--! Included functions/fund_holdings.sql
-- api.fund_holdings: what a fund holds (p_cnpj), or which funds hold a ticker
-- (p_ticker), from the CDA filing: block 4 (kind equity) or block 2 (kind fund),
-- one row per filed line, never summed (a fund files one ticker under several
-- application types, and those are different positions).
drop function if exists api.fund_holdings(text, text, date, date, text, integer);
drop type if exists api.fund_holdings_row;

create type api.fund_holdings_row as (
  cnpj text,
  period date,
  line_no integer,
  kind text,
  held_id text,
  held_name text,
  tp_aplic text,
  tp_ativo text,
  tp_negoc text,
  emissor_ligado text,
  qt_pos_final numeric,
  vl_merc_pos_final numeric
);
alter type api.fund_holdings_row owner to api_owner;
comment on type api.fund_holdings_row is 'One filed line of a fund''s CDA holdings in one month.';
comment on column api.fund_holdings_row.cnpj is 'The holding fund or class CNPJ, 14 digits.';
comment on column api.fund_holdings_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fund_holdings_row.line_no is 'The line''s ordinal within the fund month''s block in the file, so two equal-looking lines stay apart.';
comment on column api.fund_holdings_row.kind is 'equity (block 4) or fund (block 2).
@enum internal.holdings_kind';
comment on column api.fund_holdings_row.held_id is 'equity: CD_ATIVO, the trading code as filed; fund: the held fund''s CNPJ (14 digits). NULL where the filing is blank.';
comment on column api.fund_holdings_row.held_name is 'equity: DS_ATIVO; fund: the held fund''s name (NM_FUNDO_CLASSE_SUBCLASSE_COTA, NM_FUNDO_COTA before), as filed; NULL where blank.';
comment on column api.fund_holdings_row.tp_aplic is 'TP_APLIC: application type as filed (Ações, BDR Nível I, Ações e outros TVM cedidos em empréstimo, Cotas de Fundos, ...); NULL where blank.';
comment on column api.fund_holdings_row.tp_ativo is 'TP_ATIVO: asset type as filed; NULL where blank.';
comment on column api.fund_holdings_row.tp_negoc is 'TP_NEGOC: trading intent as filed (Para negociação, Mantido até o vencimento); NULL where blank.';
comment on column api.fund_holdings_row.emissor_ligado is 'EMISSOR_LIGADO: S when the issuer belongs to the fund''s economic group, as CVM publishes it (not an inference); NULL where blank.';
comment on column api.fund_holdings_row.qt_pos_final is 'QT_POS_FINAL: quantity at month end as filed; NULL where blank, never 0.';
comment on column api.fund_holdings_row.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value at month end, BRL, the fund''s own mark; NULL where blank, never 0.';

create function api.fund_holdings(p_cnpj text default null, p_ticker text default null, p_from date default null, p_to date default null, p_kind text default 'equity', p_limit integer default null)
returns setof api.fund_holdings_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_kind text;
  v_cnpj text;
  v_ticker text := upper(btrim(p_ticker));
  v_rows bigint;
begin
  perform internal.assert_exactly_one('fund_holdings', 'p_cnpj', nullif(btrim(p_cnpj), '') is not null, 'p_ticker', nullif(v_ticker, '') is not null,
    'Send p_cnpj (what that fund holds) or p_ticker (which funds hold that code), one of them.');
  v_kind := coalesce(internal.one_of('fund_holdings', 'p_kind', p_kind, internal.domain_values('internal.holdings_kind'),
    'p_kind picks the CDA block: equity (block 4, coded listed securities) or fund (block 2, quotas of other funds).',
    'Send p_kind as equity or fund (default equity).'), 'equity');
  if v_ticker is not null and v_kind = 'fund' then
    raise exception using
      errcode = '22023',
      message = 'fund_holdings: p_ticker goes with p_kind equity',
      detail = 'A ticker is a block-4 code; block 2 names a held fund by its CNPJ, not by a ticker.',
      hint = 'Send p_ticker with p_kind equity, or p_cnpj with p_kind fund for the funds a fund holds.';
  end if;
  if p_cnpj is not null then
    v_cnpj := internal.cnpj(p_cnpj, 'fund_holdings');
  end if;
  if p_limit is not null then
    perform internal.assert_in_range('fund_holdings', 'p_limit', p_limit, 1, 1000, 'Send p_limit between 1 and 1000 for the newest N rows, or null for the whole window.');
  end if;
  perform internal.assert_window(p_from, p_to, 'fund_holdings', 'Send p_from on or before p_to, or leave either null for an open end.');

  -- one statement per path, so each plans on its own index (the key for p_cnpj, cda_blc_4_code_month for p_ticker)
  if p_limit is null then
    if v_kind = 'fund' then
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_2 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    elsif v_cnpj is not null then
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_4 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    else
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_4 b
        where upper(b.cd_ativo) = v_ticker and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    end if;
    perform internal.assert_row_cap(v_rows, 'fund_holdings',
      'Narrow p_from/p_to (a month at a time for a widely held ticker), or send p_limit (1..1000) for the newest rows.');
  end if;

  if v_kind = 'fund' then
    return query
      select n.cnpj, n.dt_comptc, n.line_no, v_kind, n.cnpj_fundo_cota, n.nm_fundo_cota, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado, n.qt_pos_final, n.vl_merc_pos_final
      from (
        select b.* from cvm.cda_blc_2 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.line_no;
  elsif v_cnpj is not null then
    return query
      select n.cnpj, n.dt_comptc, n.line_no, v_kind, n.cd_ativo, n.ds_ativo, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado, n.qt_pos_final, n.vl_merc_pos_final
      from (
        select b.* from cvm.cda_blc_4 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.line_no;
  else
    return query
      select n.cnpj, n.dt_comptc, n.line_no, v_kind, n.cd_ativo, n.ds_ativo, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado, n.qt_pos_final, n.vl_merc_pos_final
      from (
        select b.* from cvm.cda_blc_4 b
        where upper(b.cd_ativo) = v_ticker and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.cnpj desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.cnpj, n.line_no;
  end if;
end;
$$;

alter function api.fund_holdings(text, text, date, date, text, integer) owner to api_owner;
revoke all on function api.fund_holdings(text, text, date, date, text, integer) from public;
grant execute on function api.fund_holdings(text, text, date, date, text, integer) to anon, authenticated;

comment on function api.fund_holdings(text, text, date, date, text, integer) is 'What a fund holds, or which funds hold a ticker, from the CVM holdings filing (CDA), one row per filed line, oldest first.
Exactly one of p_cnpj (the holder: what it holds) or p_ticker (the held code: which funds hold it); neither or both raises 22023. kind equity is CDA block 4, every coded listed security as filed (shares, units, BDRs, debentures with a code, options: filter on tp_aplic); kind fund is block 2, the quotas of other funds, held_id being the held fund''s CNPJ (portfolio_lookthrough follows them down). Rows are never summed: one code filed under several application types is several positions. p_ticker goes with kind equity only (22023 otherwise). History from 2005 (yearly archives) as loaded. An unknown CNPJ or ticker gives an empty array. More than 1000 rows raises 22023: narrow p_from/p_to or send p_limit.
p_cnpj: the holding fund or class CNPJ, 14 digits, punctuation ignored.
p_ticker: a trading code (CD_ATIVO), case ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_kind: equity (default, block 4) or fund (block 2).
p_limit: 1..1000: only the newest N rows, still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag Holdings
@default p_kind';
--! EndIncluded functions/fund_holdings.sql
--! Included functions/fund_debentures.sql
-- api.fund_debentures: the private-credit lines of the CDA filing (block 6), by
-- holder (p_cnpj) or by issuer (p_issuer, a company's CNPJ or CVM code), one row
-- per filed line, never summed: a debenture has no code in block 6, so two
-- series of one issuer are told apart by maturity and rate structure only.
drop function if exists api.fund_debentures(text, text, date, date, integer);
drop type if exists api.fund_debentures_row;

create type api.fund_debentures_row as (
  cnpj text,
  period date,
  line_no integer,
  issuer_id text,
  issuer_kind text,
  issuer text,
  tp_aplic text,
  tp_ativo text,
  tp_negoc text,
  emissor_ligado text,
  maturity date,
  indexer text,
  indexer_pct numeric,
  coupon_pct numeric,
  fixed_rate_pct numeric,
  titulo_cetip text,
  qt_pos_final numeric,
  vl_merc_pos_final numeric,
  vl_custo_pos_final numeric
);
alter type api.fund_debentures_row owner to api_owner;
comment on type api.fund_debentures_row is 'One filed private-credit line (CDA block 6) of a fund in one month.';
comment on column api.fund_debentures_row.cnpj is 'The holding fund or class CNPJ, 14 digits.';
comment on column api.fund_debentures_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fund_debentures_row.line_no is 'The line''s ordinal within the fund month''s block 6 in the file, so two equal-looking lines stay apart.';
comment on column api.fund_debentures_row.issuer_id is 'The issuer''s CNPJ (CPF_CNPJ_EMISSOR, 14 digits) when the issuer is a company; NULL when it is a person (a CPF is never stored or served) or the filing is blank.';
comment on column api.fund_debentures_row.issuer_kind is 'PF_PJ_EMISSOR as filed: PJ a company, PF a person; NULL where blank.';
comment on column api.fund_debentures_row.issuer is 'EMISSOR: the issuer''s name as filed when it is a company; NULL for a person (never stored) or where blank.';
comment on column api.fund_debentures_row.tp_aplic is 'TP_APLIC: application type as filed (Debêntures, CCB, CPR, ...); NULL where blank.';
comment on column api.fund_debentures_row.tp_ativo is 'TP_ATIVO: security type as filed; NULL where blank.';
comment on column api.fund_debentures_row.tp_negoc is 'TP_NEGOC: trading intent as filed; NULL where blank.';
comment on column api.fund_debentures_row.emissor_ligado is 'EMISSOR_LIGADO: S when the issuer belongs to the fund''s economic group, as CVM publishes it; NULL where blank.';
comment on column api.fund_debentures_row.maturity is 'DT_VENC: maturity as filed; NULL where blank.';
comment on column api.fund_debentures_row.indexer is 'CD_INDEXADOR_POSFX: the post-fixed index (DI1, IPCA, ...) as filed; NULL for a pre-fixed paper or where blank.';
comment on column api.fund_debentures_row.indexer_pct is 'PR_INDEXADOR_POSFX: percent of the index (100 = 100% of DI); NULL where blank.';
comment on column api.fund_debentures_row.coupon_pct is 'PR_CUPOM_POSFX: spread over the index, percent a year; NULL where blank, never 0.';
comment on column api.fund_debentures_row.fixed_rate_pct is 'PR_TAXA_PREFX: the pre-fixed rate, percent a year, when the paper is pre-fixed; NULL where blank.';
comment on column api.fund_debentures_row.titulo_cetip is 'TITULO_CETIP as filed; NULL where blank.';
comment on column api.fund_debentures_row.qt_pos_final is 'QT_POS_FINAL: quantity at month end as filed; NULL where blank, never 0.';
comment on column api.fund_debentures_row.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value at month end, BRL, the fund''s own mark; NULL where blank, never 0.';
comment on column api.fund_debentures_row.vl_custo_pos_final is 'VL_CUSTO_POS_FINAL: cost at month end, BRL; NULL where blank, never 0.';

create function api.fund_debentures(p_cnpj text default null, p_issuer text default null, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fund_debentures_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text;
  v_issuer text := btrim(p_issuer);
  v_digits text := regexp_replace(coalesce(btrim(p_issuer), ''), '[.\-/\s]', '', 'g');
  v_issuer_cnpj text;
  v_rows bigint;
begin
  perform internal.assert_exactly_one('fund_debentures', 'p_cnpj', nullif(btrim(p_cnpj), '') is not null, 'p_issuer', nullif(v_issuer, '') is not null,
    'Send p_cnpj (what that fund holds) or p_issuer (which funds hold that company''s paper), one of them.');
  if p_cnpj is not null then
    v_cnpj := internal.cnpj(p_cnpj, 'fund_debentures');
  elsif v_digits ~ '^[0-9]{14}$' then
    v_issuer_cnpj := v_digits;
  elsif v_issuer ~ '^[0-9]{1,6}$' then
    -- a CVM code: the listed company's CNPJ from the register (no row: no issuer, so [])
    select min(c.cnpj) into v_issuer_cnpj from cvm.cad_cia_aberta c where c.cd_cvm = v_issuer::integer;
  elsif v_digits ~ '^[0-9]{11}$' then
    raise exception using
      errcode = '22023',
      message = 'fund_debentures: p_issuer looks like a CPF',
      detail = 'A person''s identifier is never stored or served; lines issued by a person are reachable only through their holder (p_cnpj), without the identifier.',
      hint = 'Send p_issuer as a company''s CNPJ (14 digits) or CVM code, or p_cnpj for a fund.';
  else
    raise exception using
      errcode = '22023',
      message = format('fund_debentures: p_issuer %s is neither a CNPJ nor a CVM code', quote_literal(p_issuer)),
      detail = 'An issuer is named by its 14-digit CNPJ (dots, slash and hyphen ignored) or, for a listed company, its CVM code (1 to 6 digits); tickers are not resolved until the FCA ticker map lands, and names never are.',
      hint = 'Send p_issuer like "33.000.167/0001-01" or the CVM code "9512".';
  end if;
  if p_limit is not null then
    perform internal.assert_in_range('fund_debentures', 'p_limit', p_limit, 1, 1000, 'Send p_limit between 1 and 1000 for the newest N rows, or null for the whole window.');
  end if;
  perform internal.assert_window(p_from, p_to, 'fund_debentures', 'Send p_from on or before p_to, or leave either null for an open end.');

  -- one statement per path, so each plans on its own index (the key for p_cnpj, cda_blc_6_issuer_month for p_issuer)
  if p_limit is null then
    if v_cnpj is not null then
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_6 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    else
      select count(*) into v_rows from (
        select 1 from cvm.cda_blc_6 b
        where b.cpf_cnpj_emissor = v_issuer_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        limit 1001) w;
    end if;
    perform internal.assert_row_cap(v_rows, 'fund_debentures',
      'Narrow p_from/p_to, or send p_limit (1..1000) for the newest rows.');
  end if;

  if v_cnpj is not null then
    return query
      select n.cnpj, n.dt_comptc, n.line_no, n.cpf_cnpj_emissor, n.pf_pj_emissor, n.emissor, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado,
             n.dt_venc, n.cd_indexador_posfx, n.pr_indexador_posfx, n.pr_cupom_posfx, n.pr_taxa_prefx, n.titulo_cetip, n.qt_pos_final, n.vl_merc_pos_final, n.vl_custo_pos_final
      from (
        select b.* from cvm.cda_blc_6 b
        where b.cnpj = v_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.line_no;
  else
    return query
      select n.cnpj, n.dt_comptc, n.line_no, n.cpf_cnpj_emissor, n.pf_pj_emissor, n.emissor, n.tp_aplic, n.tp_ativo, n.tp_negoc, n.emissor_ligado,
             n.dt_venc, n.cd_indexador_posfx, n.pr_indexador_posfx, n.pr_cupom_posfx, n.pr_taxa_prefx, n.titulo_cetip, n.qt_pos_final, n.vl_merc_pos_final, n.vl_custo_pos_final
      from (
        select b.* from cvm.cda_blc_6 b
        where b.cpf_cnpj_emissor = v_issuer_cnpj and b.dt_comptc >= coalesce(p_from, '-infinity') and b.dt_comptc <= coalesce(p_to, 'infinity')
        order by b.dt_comptc desc, b.cnpj desc, b.line_no desc
        limit p_limit
      ) n
      order by n.dt_comptc, n.cnpj, n.line_no;
  end if;
end;
$$;

alter function api.fund_debentures(text, text, date, date, integer) owner to api_owner;
revoke all on function api.fund_debentures(text, text, date, date, integer) from public;
grant execute on function api.fund_debentures(text, text, date, date, integer) to anon, authenticated;

comment on function api.fund_debentures(text, text, date, date, integer) is 'The private-credit lines (debentures, bank credit notes, agribusiness notes) funds file in CDA block 6, by holder or by issuer, one row per filed line, oldest first.
Exactly one of p_cnpj (the holder) or p_issuer (the issuer: which funds hold its paper); neither or both raises 22023. Block 6 names each line''s issuer by CPF or CNPJ: a company''s CNPJ and name are served, a person''s CPF and name are never stored nor served (issuer_id and issuer NULL on those lines), and a CPF sent as p_issuer raises 22023. p_issuer is a CNPJ or, for a listed company, its CVM code (resolved through the CVM register); tickers are refused until the FCA ticker map lands. Rows are never summed: two series of one issuer differ only by maturity and rate structure. An unknown CNPJ or CVM code gives an empty array (an issuer never seen cannot be told from one whose paper no fund holds). More than 1000 rows raises 22023: narrow p_from/p_to or send p_limit.
p_cnpj: the holding fund or class CNPJ, 14 digits, punctuation ignored.
p_issuer: the issuer''s CNPJ (punctuation ignored) or a listed company''s CVM code.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows, still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag Holdings';
--! EndIncluded functions/fund_debentures.sql
-- portfolio_lookthrough: CDA block 2 followed down, weights through the chain, cuts reported
--! Included sql/internal/lookthrough_kind.sql
-- internal.lookthrough_kind: a value set the contract states, written once. The
-- kind column of portfolio_lookthrough says `@enum internal.lookthrough_kind`.
create domain internal.lookthrough_kind as text
  check (value in ('holding', 'confidential', 'cycle', 'depth_cap', 'month_missing'));

alter domain internal.lookthrough_kind owner to api_owner;
comment on domain internal.lookthrough_kind is 'A row of portfolio_lookthrough: holding (a direct holding, CDA blocks 1 and 3 to 8), confidential (the confidential member, by application type), cycle (a held fund already on the path: cut), depth_cap (a held fund below p_max_depth: not opened), month_missing (a fund with no CDA filing for the month: not opened).';
--! EndIncluded sql/internal/lookthrough_kind.sql
--! Included functions/portfolio_lookthrough.sql
-- api.portfolio_lookthrough: each fund's CDA holdings, the fund quotas of block 2
-- followed down, every leaf with its weight in the root fund through the chain.
-- Nothing is re-weighted: weights are value / the holder's PL times the holder's
-- own weight, so they sum to what the filings say (cash, liabilities and rounding
-- make that differ from 1), and a cut (cycle, depth, missing month) stays a row.
-- Every read of a landing table is a lateral on its key, fenced by OFFSET 0 so the
-- planner cannot pull it up: the CTE rows have no statistics, and a hash join
-- there read a whole block (a seq scan of block 2 was 230 of 290 ms for 100 funds).
drop function if exists api.portfolio_lookthrough(text[], date, integer);
drop type if exists api.portfolio_lookthrough_row;

create type api.portfolio_lookthrough_row as (
  root_cnpj text,
  depth integer,
  path text[],
  holder_cnpj text,
  period date,
  kind text,
  block integer,
  line_no integer,
  asset_id text,
  asset_name text,
  tp_aplic text,
  tp_ativo text,
  maturity date,
  value_brl numeric,
  holder_pl numeric,
  weight numeric
);
alter type api.portfolio_lookthrough_row owner to api_owner;
comment on type api.portfolio_lookthrough_row is 'One line of a look-through: a holding of the root fund or of a fund below it, or where the walk stopped.';
comment on column api.portfolio_lookthrough_row.root_cnpj is 'The fund asked about (p_cnpjs), 14 digits.';
comment on column api.portfolio_lookthrough_row.depth is 'Levels of funds between the root and the holder: 0 = the root''s own filing, 1 = a fund the root holds, ...';
comment on column api.portfolio_lookthrough_row.path is 'The CNPJs from the root down to the holder (the root first, the holder last).';
comment on column api.portfolio_lookthrough_row.holder_cnpj is 'The fund whose filing holds this line (the last CNPJ of path).';
comment on column api.portfolio_lookthrough_row.period is 'The holder''s CDA reference date (DT_COMPTC) for the month; NULL on a month_missing row of a root without any filing.';
comment on column api.portfolio_lookthrough_row.kind is 'holding (blocks 1, 3 to 8), confidential (the confidential member), cycle (block 2 line to a fund already on the path: cut, its weight is what the cycle holds), depth_cap (block 2 line below p_max_depth: not opened), month_missing (a held fund, or the root, with no CDA filing for the month: not opened).
@enum internal.lookthrough_kind';
comment on column api.portfolio_lookthrough_row.block is 'The CDA block of the line (1 public bonds, 2 fund quotas, 3 swaps, 4 listed securities, 5 bank paper, 6 private credit, 7 abroad, 8 other); NULL for confidential lines and for a root without a filing.';
comment on column api.portfolio_lookthrough_row.line_no is 'The line''s ordinal within the holder''s block for the month; NULL for a root without a filing.';
comment on column api.portfolio_lookthrough_row.asset_id is 'What is held: block 1 the ISIN, 2 the held fund''s CNPJ, 3 the swap code, 4 the trading code, 5 the issuing institution''s CNPJ, 6 the issuer''s CNPJ (NULL when the issuer is a person: never served), 7 the foreign code, 8 NULL; the root''s CNPJ on its month_missing row; NULL where the filing is blank.';
comment on column api.portfolio_lookthrough_row.asset_name is 'What is held, as filed: the bond (TP_TITPUB), the fund''s name, the swap, the asset description, the issuer (NULL for a person), the foreign asset; NULL where blank.';
comment on column api.portfolio_lookthrough_row.tp_aplic is 'TP_APLIC: application type as filed; NULL where blank.';
comment on column api.portfolio_lookthrough_row.tp_ativo is 'TP_ATIVO: asset type as filed; NULL where blank.';
comment on column api.portfolio_lookthrough_row.maturity is 'DT_VENC of blocks 1, 5 and 6; NULL elsewhere and where blank.';
comment on column api.portfolio_lookthrough_row.value_brl is 'VL_MERC_POS_FINAL: the line''s market value in the holder''s filing, BRL; NULL where blank, never 0.';
comment on column api.portfolio_lookthrough_row.holder_pl is 'The holder''s net assets for the month (VL_PATRIM_LIQ of the PL member), BRL; NULL on a root month_missing row.';
comment on column api.portfolio_lookthrough_row.weight is 'The line''s share of the root''s net assets through the chain: value_brl / holder_pl times the holder''s own weight (the root''s is 1), 12 decimals; never re-weighted to sum to 1. 1 on a root month_missing row. NULL when value_brl is blank or a PL on the chain is blank or zero.';

create function api.portfolio_lookthrough(p_cnpjs text[], p_month date default null, p_max_depth integer default 4)
returns setof api.portfolio_lookthrough_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_roots text[];
  v_month date := date_trunc('month', p_month)::date;
  v_rows api.portfolio_lookthrough_row[];
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_lookthrough', 1);
  perform internal.assert_in_range('portfolio_lookthrough', 'p_max_depth', p_max_depth, 1, 6,
    'Send p_max_depth between 1 and 6 (default 4): how many levels of funds to open, the root being the first.');
  select array_agg(r.cnpj order by r.ord) into v_roots
  from (select internal.cnpj(u.x, 'portfolio_lookthrough') as cnpj, min(u.ord) as ord from unnest(p_cnpjs) with ordinality u(x, ord) group by 1) r;

  with recursive
  roots as (
    select r.cnpj, r.ord,
           coalesce(v_month, (select date_trunc('month', max(p.dt_comptc))::date from cvm.cda_pl p where p.cnpj = r.cnpj)) as month
    from unnest(v_roots) with ordinality r(cnpj, ord)
  ),
  -- a node is a fund to open: the root, then each fund a filed node holds (block 2), not on its path, above the depth cap
  nodes as (
    select r.ord, r.cnpj as root, r.month, r.cnpj as fund, array[r.cnpj] as path, 0 as depth, 1::numeric as weight,
           null::integer as p_line, null::date as p_period, null::text as p_name, null::text as p_aplic, null::text as p_ativo, null::numeric as p_value, null::numeric as p_pl
    from roots r
    union all
    select n.ord, n.root, n.month, b.cnpj_fundo_cota, n.path || b.cnpj_fundo_cota, n.depth + 1,
           n.weight * b.vl_merc_pos_final / nullif(pl.vl_patrim_liq, 0),
           b.line_no, b.dt_comptc, b.nm_fundo_cota, b.tp_aplic, b.tp_ativo, b.vl_merc_pos_final, pl.vl_patrim_liq
    from nodes n
    cross join lateral (select x.* from cvm.cda_pl x where x.cnpj = n.fund and x.dt_comptc >= n.month and x.dt_comptc < n.month + interval '1 month' offset 0) pl
    cross join lateral (select x.* from cvm.cda_blc_2 x where x.cnpj = n.fund and x.dt_comptc = pl.dt_comptc offset 0) b
    where b.cnpj_fundo_cota is not null and b.cnpj_fundo_cota <> all (n.path) and n.depth + 1 < p_max_depth
  ),
  filed as (
    select n.*, pl.dt_comptc as period, pl.vl_patrim_liq as pl
    from nodes n
    left join lateral (
      select p.dt_comptc, p.vl_patrim_liq from cvm.cda_pl p
      where p.cnpj = n.fund and p.dt_comptc >= n.month and p.dt_comptc < n.month + interval '1 month'
      order by p.dt_comptc desc limit 1
    ) pl on true
  ),
  lines as (
    -- a fund with no filing for the month: the line that reached it (or the root itself), not opened
    select f.ord, f.root, f.depth - 1 as depth, f.path[1:f.depth] as path, f.p_period as period, 'month_missing' as kind, 2 as block, f.p_line as line_no,
           f.fund as asset_id, f.p_name as asset_name, f.p_aplic as tp_aplic, f.p_ativo as tp_ativo, null::date as maturity, f.p_value as value_brl, f.p_pl as holder_pl, f.weight
    from filed f where f.period is null and f.depth > 0
    union all
    select f.ord, f.root, 0, f.path, null, 'month_missing', null, null, f.fund, null, null, null, null, null, null, 1
    from filed f where f.period is null and f.depth = 0
    union all
    -- block 2 lines that are not opened: a fund already on the path, or below the depth cap
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, case when b.cnpj_fundo_cota = any (f.path) then 'cycle' else 'depth_cap' end, 2, b.line_no,
           b.cnpj_fundo_cota, b.nm_fundo_cota, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_2 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    where b.cnpj_fundo_cota = any (f.path) or f.depth + 1 >= p_max_depth
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 1, b.line_no, b.cd_isin, b.tp_titpub, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_1 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 3, b.line_no, b.cd_swap, b.ds_swap, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_3 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 4, b.line_no, b.cd_ativo, b.ds_ativo, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_4 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 5, b.line_no, b.cnpj_emissor, b.emissor, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_5 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 6, b.line_no, b.cpf_cnpj_emissor, b.emissor, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_6 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 7, b.line_no, b.cd_ativo_bv_merc, b.ds_ativo_exterior, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_7 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 8, b.line_no, null, b.ds_ativo, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_blc_8 x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'confidential', null, b.line_no, null, null, b.tp_aplic, null, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f cross join lateral (select * from cvm.cda_confid x where x.cnpj = f.fund and x.dt_comptc = f.period offset 0) b
  )
  -- at most 1001 rows are built, so a larger answer is refused without being kept
  select array_agg(row(l.root, l.depth, l.path, l.path[cardinality(l.path)], l.period, l.kind, l.block, l.line_no, l.asset_id, l.asset_name,
                       l.tp_aplic, l.tp_ativo, l.maturity, l.value_brl, l.holder_pl, round(l.weight, 12))::api.portfolio_lookthrough_row
                   order by l.ord, l.path, l.block nulls first, l.line_no)
  into v_rows
  from (select * from lines limit 1001) l;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_lookthrough',
    'Send fewer funds in p_cnpjs, or a smaller p_max_depth: each fund''s answer is every line of every fund below it.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_lookthrough(text[], date, integer) owner to api_owner;
revoke all on function api.portfolio_lookthrough(text[], date, integer) from public;
grant execute on function api.portfolio_lookthrough(text[], date, integer) to anon, authenticated;

comment on function api.portfolio_lookthrough(text[], date, integer) is 'Look-through of up to 200 funds: each fund''s holdings in the CVM holdings filing (CDA), the fund quotas of block 2 followed down, every line with its weight in the root fund through the chain.
A line''s weight is its market value over the holder''s net assets (the PL member), times the holder''s own weight in the root (the root''s is 1). Weights are never re-weighted to sum to 1: cash, receivables, liabilities and rounding make the filed lines sum to something else, and that is what is served. The walk stops, and says so in a row of its own carrying the weight that stays unexplained, at a fund already on the path (kind cycle: the loop is cut there), at p_max_depth (kind depth_cap) and at a fund with no filing for the month (kind month_missing: no PL line that month; a root without any is one month_missing row of weight 1). Every held fund is looked at in the root''s month. A fund reached along two paths appears under each, with each path''s weight. Lines are as filed, never summed; a person''s identifier (block 6) is never served. Rows: by fund in the order sent, then path, block, line. More than 200 CNPJs, none, a CNPJ that is not one, p_max_depth outside 1..6 or an answer above 1000 rows raises 22023.
p_cnpjs: 1 to 200 fund or class CNPJs, punctuation ignored; a repeated CNPJ is answered once.
p_month: the reference month (any day of it); null = each root''s newest month with a filing.
p_max_depth: 1..6 levels of funds to open, the root being the first (default 4): 1 opens the root only, its fund quotas come back as depth_cap.
@tag Portfolio
@default p_month: each fund''s newest CDA month
@default p_max_depth';
--! EndIncluded functions/portfolio_lookthrough.sql
-- portfolio_resolve: statement lines to candidate funds (cnpj, ETF ticker, exact names, trigram similarity)
create index cad_fi_folded_name on cvm.cad_fi (cvm.fold_name(denom_social));
-- (cda_pl_folded_name is created with the table, sql/cvm/cda_pl.sql)
--! Included sql/internal/resolve_match_kind.sql
-- internal.resolve_match_kind: a value set the contract states, written once. The
-- match_kind column of portfolio_resolve says `@enum internal.resolve_match_kind`.
create domain internal.resolve_match_kind as text
  check (value in ('cnpj', 'etf_ticker', 'exact_current', 'exact_history', 'similarity'));

alter domain internal.resolve_match_kind owner to api_owner;
comment on domain internal.resolve_match_kind is 'How portfolio_resolve found a candidate: cnpj (the CNPJ sent is in the registry), etf_ticker (the name is an ETF''s exchange ticker), exact_current (the registry''s current name), exact_history (a name the fund filed before: the legacy register or a holdings filing), similarity (trigram similarity of the names, at least 0.25).';
--! EndIncluded sql/internal/resolve_match_kind.sql
--! Included functions/portfolio_resolve.sql
-- api.portfolio_resolve: statement lines (a fund's name as a bank or broker
-- prints it, maybe its CNPJ, maybe the quota on a date) -> up to 5 candidate
-- funds each, with how each was found and a score. Nothing is picked for the
-- caller: the quota filed on the statement's date is served beside each
-- candidate so the caller can tell two similar names apart.
drop function if exists api.portfolio_resolve(text[], text[], numeric[], date[]);
drop type if exists api.portfolio_resolve_row;

create type api.portfolio_resolve_row as (
  line integer,
  input_name text,
  input_cnpj text,
  rank integer,
  match_kind text,
  score numeric,
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  matched_name text,
  quota_date date,
  quota_sent numeric,
  quota_filed numeric,
  quota_diff_pct numeric,
  reason text
);
alter type api.portfolio_resolve_row owner to api_owner;
comment on type api.portfolio_resolve_row is 'One candidate fund for one input line, or the line itself when nothing matched.';
comment on column api.portfolio_resolve_row.line is 'The input line: the 1-based position in p_names.';
comment on column api.portfolio_resolve_row.input_name is 'p_names at that position, as sent; NULL when sent as null.';
comment on column api.portfolio_resolve_row.input_cnpj is 'p_cnpjs at that position as 14 digits; NULL when not sent or blank.';
comment on column api.portfolio_resolve_row.rank is '1..5: the candidate''s rank within its line (match kind in the order cnpj, etf_ticker, exact_current, exact_history, similarity, then score, then CNPJ); NULL when nothing matched.';
comment on column api.portfolio_resolve_row.match_kind is 'How the candidate was found; NULL when nothing matched (reason says why).
@enum internal.resolve_match_kind';
comment on column api.portfolio_resolve_row.score is '1 for cnpj, etf_ticker, exact_current and exact_history; the trigram similarity of the folded names (0.25..1, 4 decimals) for similarity; NULL when nothing matched.';
comment on column api.portfolio_resolve_row.cnpj is 'The candidate fund or class CNPJ, 14 digits; NULL when nothing matched.';
comment on column api.portfolio_resolve_row.fund_name is 'The candidate''s current name in the fund registry; NULL when the registry does not hold the CNPJ (an exact_history match on an old filing) or nothing matched.';
comment on column api.portfolio_resolve_row.entity_type is 'The candidate''s family in the registry (fi, fidc, fii); NULL when unknown or nothing matched.';
comment on column api.portfolio_resolve_row.status is 'The candidate''s registry status as filed; NULL when unknown or nothing matched.';
comment on column api.portfolio_resolve_row.matched_name is 'The name that matched: the registry name (exact_current, similarity), the older name (exact_history), the ETF''s ticker (etf_ticker); NULL for cnpj and when nothing matched.';
comment on column api.portfolio_resolve_row.quota_date is 'p_quota_dates at that position; NULL when not sent.';
comment on column api.portfolio_resolve_row.quota_sent is 'p_quotas at that position; NULL when not sent.';
comment on column api.portfolio_resolve_row.quota_filed is 'The candidate''s quota (VL_QUOTA of the daily report, the fund or class itself, not a subclass) on quota_date; NULL when no quota date was sent or none is filed that day.';
comment on column api.portfolio_resolve_row.quota_diff_pct is '(quota_sent / quota_filed - 1) x 100, 4 decimals: near 0 when the statement''s quota is the candidate''s; NULL when either is NULL or quota_filed is 0.';
comment on column api.portfolio_resolve_row.reason is 'Why a line has no candidate, in Portuguese words; NULL on a candidate row.';

create function api.portfolio_resolve(p_names text[], p_cnpjs text[] default null, p_quotas numeric[] default null, p_quota_dates date[] default null)
returns setof api.portfolio_resolve_row
language plpgsql
stable
security definer
set search_path = ''
-- the similarity operator's threshold (pg_trgm's default is 0.3)
set pg_trgm.similarity_threshold = '0.25'
as $$
declare
  v_n integer := coalesce(cardinality(p_names), 0);
  v_cnpjs text[];
  v_rows api.portfolio_resolve_row[];
begin
  if v_n = 0 then
    raise exception using
      errcode = '22023',
      message = 'portfolio_resolve: no name sent',
      detail = 'p_names needs at least one line.',
      hint = 'Send p_names as an array of 1 to 200 fund names as the statement prints them.';
  end if;
  if v_n > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_resolve: %s names sent, at most 200', v_n),
      detail = 'One call answers at most 200 lines (5 candidates each fill one 1000-row response).',
      hint = 'Split p_names (and the arrays beside it) into calls of at most 200 lines each.';
  end if;
  if (p_cnpjs is not null and cardinality(p_cnpjs) <> v_n) or (p_quotas is not null and cardinality(p_quotas) <> v_n) or (p_quota_dates is not null and cardinality(p_quota_dates) <> v_n) then
    raise exception using
      errcode = '22023',
      message = 'portfolio_resolve: p_cnpjs, p_quotas and p_quota_dates must be as long as p_names',
      detail = format('p_names has %s entries; p_cnpjs %s, p_quotas %s, p_quota_dates %s. Each position is one statement line.', v_n,
        coalesce(cardinality(p_cnpjs)::text, 'not sent'), coalesce(cardinality(p_quotas)::text, 'not sent'), coalesce(cardinality(p_quota_dates)::text, 'not sent')),
      hint = 'Send each array with one entry per line of p_names (null where a line has no value), or leave it out.';
  end if;
  select array_agg(case when nullif(btrim(c), '') is null then null else internal.cnpj(c, 'portfolio_resolve') end order by i)
    into v_cnpjs
  from generate_series(1, v_n) i
  left join lateral (select p_cnpjs[i] as c) x on true;

  with
  input as (
    select i as line, p_names[i] as name, cvm.fold_name(btrim(p_names[i])) as folded, upper(btrim(p_names[i])) as code, v_cnpjs[i] as cnpj,
           p_quotas[i] as quota, p_quota_dates[i] as quota_date
    from generate_series(1, v_n) i
  ),
  found as (
    -- the CNPJ sent, when the registry holds it, is the line's only candidate
    select l.line, 1 as kind_ord, 'cnpj' as kind, 1::numeric as score, r.cnpj, null::text as matched_name
    from input l join cvm.fund_registry r on r.cnpj = l.cnpj
    union all
    select l.line, 2, 'etf_ticker', 1, e.cnpj, e.ticker
    from input l join curated.etf_registry e on upper(e.ticker) = l.code
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 3, 'exact_current', 1, r.cnpj, r.fund_name
    from input l join cvm.fund_registry r on r.search_name = l.folded
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 4, 'exact_history', 1, h.cnpj, h.name
    from input l
    cross join lateral (
      select distinct on (x.cnpj) x.cnpj, x.name from (
        select c.cnpj, c.denom_social as name from cvm.cad_fi c where cvm.fold_name(c.denom_social) = l.folded
        union all
        select p.cnpj, p.denom_social from cvm.cda_pl p where cvm.fold_name(p.denom_social) = l.folded
      ) x order by x.cnpj, x.name
    ) h
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 5, 'similarity', s.score, s.cnpj, s.fund_name
    from input l
    cross join lateral (
      select r.cnpj, r.fund_name, round(extensions.similarity(l.folded, r.search_name)::numeric, 4) as score
      from cvm.fund_registry r
      where l.folded operator(extensions.%) r.search_name
      order by extensions.similarity(l.folded, r.search_name) desc, r.cnpj
      limit 5
    ) s
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
  ),
  -- a fund found several ways keeps its strongest way; then the best 5 per line
  best as (
    select distinct on (f.line, f.cnpj) f.* from found f order by f.line, f.cnpj, f.kind_ord, f.score desc
  ),
  ranked as (
    select b.*, row_number() over (partition by b.line order by b.kind_ord, b.score desc, b.cnpj)::integer as rank from best b
  )
  select array_agg(row(l.line, l.name, l.cnpj, k.rank, k.kind, k.score, k.cnpj, r.fund_name, r.entity_type, r.status, k.matched_name,
                       l.quota_date, l.quota, q.vl_quota, round((l.quota / nullif(q.vl_quota, 0) - 1) * 100, 4),
                       case when k.line is null then case
                         when l.cnpj is not null and l.folded is null then 'CNPJ não encontrado no cadastro de fundos'
                         when l.folded is null or l.folded = '' then 'nenhum nome nem CNPJ enviado'
                         else 'nenhum fundo com nome igual ou parecido (similaridade abaixo de 0,25)' end end)::api.portfolio_resolve_row
                   order by l.line, k.rank)
    into v_rows
  from input l
  left join ranked k on k.line = l.line and k.rank <= 5
  left join cvm.fund_registry r on r.cnpj = k.cnpj
  left join cvm.inf_diario q on q.dt_comptc = l.quota_date and q.cnpj = k.cnpj and q.id_subclasse = '';

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_resolve', 'Send at most 200 lines: each answers at most 5 candidates.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_resolve(text[], text[], numeric[], date[]) owner to api_owner;
revoke all on function api.portfolio_resolve(text[], text[], numeric[], date[]) from public;
grant execute on function api.portfolio_resolve(text[], text[], numeric[], date[]) to anon, authenticated;

comment on function api.portfolio_resolve(text[], text[], numeric[], date[]) is 'Candidate funds for up to 200 statement lines (a fund''s name as a bank or broker prints it, optionally its CNPJ and a quota on a date): at most 5 per line, each with how it was found and a score.
Per line, in this order: match_kind cnpj when p_cnpjs gives a CNPJ the fund registry holds (then that is the only candidate); else etf_ticker (the name is an ETF''s exchange ticker in the curated ETF registry), exact_current (the name, lower case without accents, equals a registry name), exact_history (it equals a name the fund filed before: the legacy register cad_fi or a holdings filing''s PL member), similarity (PostgreSQL pg_trgm trigram similarity of the folded names, at least 0.25, best first). A fund found several ways keeps its strongest; candidates rank by that order, then score, then CNPJ. Nothing is picked for the caller: when p_quotas and p_quota_dates are sent, each candidate carries its quota filed in the daily report on that date and the difference in percent, which tells apart two funds of similar names. A line with no candidate is one row with match_kind NULL and a reason in Portuguese words. Rows: by line, then rank. An empty p_names, more than 200 lines, arrays of other lengths than p_names or a CNPJ that is not one raises 22023.
p_names: 1 to 200 fund names as printed (case and accents ignored).
p_cnpjs: per line, the fund''s CNPJ when the statement prints it (null or blank where not); punctuation ignored.
p_quotas: per line, the quota value the statement prints (null where not).
p_quota_dates: per line, the date of that quota (null where not).
@tag Portfolio';
--! EndIncluded functions/portfolio_resolve.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
--! Included sql/internal/catalog_part_tags.sql
-- GENERATED from catalog.json ("tags") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tags: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tags()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes.","Financials":"Listed companies'' statements from CVM''s DFP filings, in reais, as known on any date (p_as_of): every version is kept with its receipt date, so a restatement shows only from when CVM received it.","Fund-association data":"The fund association''s (ANBIMA) monthly fund bulletin: net assets, net flows, returns and fund counts per ANBIMA class, type and industry total, as published; industry aggregates, never a fund''s figure.","Holdings":"What funds hold, from the CVM holdings filing (CDA): a fund''s listed securities and fund quotas, which funds hold a ticker, and the private-credit lines by holder or issuer."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
