--! Previous: sha1:3c1913b0292f0a2fb77b7e91c63d8ed6783df0ed
--! Hash: sha1:12d02b105f6048c1e8bad74c1542bd7f5c7ccb6a
--! Message: FIDC: originators, sectors, risk grades, tax debt, guarantees and tranches; fidc_cedentes, fidc_portfolio, fidc_tranches

-- FIDC: tab I's originator (cedente) slots; tabs II (sectors), X (SCR grades, tax debt), X_2/X_3/X_4/X_6 (tranches) and X_7 (guarantees) in their own tables
-- tab I: the originator (cedente) slots of both receivable blocks
alter table cvm.fidc_tab_i
  add column tab_i2a12_cpf_cnpj_cedente_1 text,
  add column tab_i2a12_pr_cedente_1 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_2 text,
  add column tab_i2a12_pr_cedente_2 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_3 text,
  add column tab_i2a12_pr_cedente_3 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_4 text,
  add column tab_i2a12_pr_cedente_4 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_5 text,
  add column tab_i2a12_pr_cedente_5 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_6 text,
  add column tab_i2a12_pr_cedente_6 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_7 text,
  add column tab_i2a12_pr_cedente_7 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_8 text,
  add column tab_i2a12_pr_cedente_8 numeric,
  add column tab_i2a12_cpf_cnpj_cedente_9 text,
  add column tab_i2a12_pr_cedente_9 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_1 text,
  add column tab_i2b12_pr_cedente_1 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_2 text,
  add column tab_i2b12_pr_cedente_2 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_3 text,
  add column tab_i2b12_pr_cedente_3 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_4 text,
  add column tab_i2b12_pr_cedente_4 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_5 text,
  add column tab_i2b12_pr_cedente_5 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_6 text,
  add column tab_i2b12_pr_cedente_6 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_7 text,
  add column tab_i2b12_pr_cedente_7 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_8 text,
  add column tab_i2b12_pr_cedente_8 numeric,
  add column tab_i2b12_cpf_cnpj_cedente_9 text,
  add column tab_i2b12_pr_cedente_9 numeric;
comment on column cvm.fidc_tab_i.tab_i2a12_cpf_cnpj_cedente_1 is 'TAB_I2A12_CPF_CNPJ_CEDENTE_1..9 (block A) and TAB_I2B12_CPF_CNPJ_CEDENTE_1..9 (block B), from 2019-11: an originator''s CPF or CNPJ exactly as filed; placeholders of all 0s or all 9s are kept here and are not originators; a CPF is a person''s identifier and is never served. NULL when blank.';
comment on column cvm.fidc_tab_i.tab_i2a12_pr_cedente_1 is 'TAB_I2A12_PR_CEDENTE_1..9 and TAB_I2B12_PR_CEDENTE_1..9: the originator''s share of its block in percent, as filed (may exceed 100); NULL when blank.';
--! Included sql/cvm/fidc_tab_ii.sql
-- FIDC monthly report tab II: the receivables portfolio by sector, as filed.
create table cvm.fidc_tab_ii (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_ii_vl_carteira numeric,
  tab_ii_a_vl_indust numeric,
  tab_ii_b_vl_imobil numeric,
  tab_ii_c_vl_comerc numeric,
  tab_ii_c1_vl_comerc numeric,
  tab_ii_c2_vl_varejo numeric,
  tab_ii_c3_vl_arrend numeric,
  tab_ii_d_vl_serv numeric,
  tab_ii_d1_vl_serv numeric,
  tab_ii_d2_vl_serv_publico numeric,
  tab_ii_d3_vl_serv_educ numeric,
  tab_ii_d4_vl_entret numeric,
  tab_ii_e_vl_agroneg numeric,
  tab_ii_f_vl_financ numeric,
  tab_ii_f1_vl_cred_pessoa numeric,
  tab_ii_f2_vl_cred_pessoa_consig numeric,
  tab_ii_f3_vl_cred_corp numeric,
  tab_ii_f4_vl_midmarket numeric,
  tab_ii_f5_vl_veiculo numeric,
  tab_ii_f6_vl_imobil_empresa numeric,
  tab_ii_f7_vl_imobil_resid numeric,
  tab_ii_f8_vl_outro numeric,
  tab_ii_g_vl_credito numeric,
  tab_ii_h_vl_factor numeric,
  tab_ii_h1_vl_pessoa numeric,
  tab_ii_h2_vl_corp numeric,
  tab_ii_i_vl_setor_publico numeric,
  tab_ii_i1_vl_precat numeric,
  tab_ii_i2_vl_tribut numeric,
  tab_ii_i3_vl_royalties numeric,
  tab_ii_i4_vl_outro numeric,
  tab_ii_j_vl_judicial numeric,
  tab_ii_k_vl_marca numeric,
  ingest_id bigint not null,
  constraint fidc_tab_ii_key unique nulls not distinct (cnpj, reference_date, fund_type)
);
alter table cvm.fidc_tab_ii owner to ingest_writer;
grant select on cvm.fidc_tab_ii to api_owner;
comment on table cvm.fidc_tab_ii is 'FIDC monthly report tab II (inf_mensal_fidc_tab_II): the receivables portfolio by sector per fund or class, filer type and month, BRL as filed: the total TAB_II_VL_CARTEIRA, the lettered sectors A..K and the numbered members of C, D, F, H and I (a hierarchy: a parent is filed beside its members). NULL when blank.';
comment on column cvm.fidc_tab_ii.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
--! EndIncluded sql/cvm/fidc_tab_ii.sql
--! Included sql/cvm/fidc_tab_x.sql
-- FIDC monthly report tab X: SCR risk grades by debtor and by operation, and tax debt.
create table cvm.fidc_tab_x (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_scr_risco_devedor_aa numeric,
  tab_x_scr_risco_devedor_a numeric,
  tab_x_scr_risco_devedor_b numeric,
  tab_x_scr_risco_devedor_c numeric,
  tab_x_scr_risco_devedor_d numeric,
  tab_x_scr_risco_devedor_e numeric,
  tab_x_scr_risco_devedor_f numeric,
  tab_x_scr_risco_devedor_g numeric,
  tab_x_scr_risco_devedor_h numeric,
  tab_x_scr_risco_oper_aa numeric,
  tab_x_scr_risco_oper_a numeric,
  tab_x_scr_risco_oper_b numeric,
  tab_x_scr_risco_oper_c numeric,
  tab_x_scr_risco_oper_d numeric,
  tab_x_scr_risco_oper_e numeric,
  tab_x_scr_risco_oper_f numeric,
  tab_x_scr_risco_oper_g numeric,
  tab_x_scr_risco_oper_h numeric,
  tab_x_debito_tribut numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_key unique nulls not distinct (cnpj, reference_date, fund_type)
);
alter table cvm.fidc_tab_x owner to ingest_writer;
grant select on cvm.fidc_tab_x to api_owner;
comment on table cvm.fidc_tab_x is 'FIDC monthly report tab X (inf_mensal_fidc_tab_X, from 2023-10): the receivables under the central bank''s SCR risk grades AA..H by debtor (TAB_X_SCR_RISCO_DEVEDOR_*) and by operation (TAB_X_SCR_RISCO_OPER_*), one book graded two ways, and the tax debt TAB_X_DEBITO_TRIBUT; BRL as filed, NULL when blank.';
comment on column cvm.fidc_tab_x.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
--! EndIncluded sql/cvm/fidc_tab_x.sql
--! Included sql/cvm/fidc_tab_x_2.sql
-- FIDC monthly report tab X_2: quotas and quota value per series.
create table cvm.fidc_tab_x_2 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text not null,
  tab_x_qt_cota numeric,
  tab_x_vl_cota numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_2_key unique nulls not distinct (cnpj, reference_date, fund_type, tab_x_classe_serie)
);
alter table cvm.fidc_tab_x_2 owner to ingest_writer;
grant select on cvm.fidc_tab_x_2 to api_owner;
comment on table cvm.fidc_tab_x_2 is 'FIDC monthly report tab X_2 (inf_mensal_fidc_tab_X_2): quota count TAB_X_QT_COTA and quota value TAB_X_VL_COTA per quota class or series and month, as filed; NULL when blank.';
comment on column cvm.fidc_tab_x_2.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_2.tab_x_classe_serie is 'TAB_X_CLASSE_SERIE: the quota class or series as filed (free text; seniority is only ever in this label).';
--! EndIncluded sql/cvm/fidc_tab_x_2.sql
--! Included sql/cvm/fidc_tab_x_3.sql
-- FIDC monthly report tab X_3: the month's return per series.
create table cvm.fidc_tab_x_3 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text not null,
  tab_x_vl_rentab_mes numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_3_key unique nulls not distinct (cnpj, reference_date, fund_type, tab_x_classe_serie)
);
alter table cvm.fidc_tab_x_3 owner to ingest_writer;
grant select on cvm.fidc_tab_x_3 to api_owner;
comment on table cvm.fidc_tab_x_3 is 'FIDC monthly report tab X_3 (inf_mensal_fidc_tab_X_3): the month''s return TAB_X_VL_RENTAB_MES (percent) per quota class or series, as filed; NULL when blank.';
comment on column cvm.fidc_tab_x_3.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_3.tab_x_classe_serie is 'TAB_X_CLASSE_SERIE: the quota class or series as filed (free text; seniority is only ever in this label).';
--! EndIncluded sql/cvm/fidc_tab_x_3.sql
--! Included sql/cvm/fidc_tab_x_4.sql
-- FIDC monthly report tab X_4: the month's operations per series.
create table cvm.fidc_tab_x_4 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text not null,
  tab_x_tp_oper text not null,
  tab_x_vl_total numeric,
  tab_x_qt_cota numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_4_key unique nulls not distinct (cnpj, reference_date, fund_type, tab_x_classe_serie, tab_x_tp_oper)
);
alter table cvm.fidc_tab_x_4 owner to ingest_writer;
grant select on cvm.fidc_tab_x_4 to api_owner;
comment on table cvm.fidc_tab_x_4 is 'FIDC monthly report tab X_4 (inf_mensal_fidc_tab_X_4): the month''s operations per quota class or series, by the filed label TAB_X_TP_OPER (free text), with value TAB_X_VL_TOTAL (BRL) and quotas TAB_X_QT_COTA as filed; NULL when blank.';
comment on column cvm.fidc_tab_x_4.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_4.tab_x_classe_serie is 'TAB_X_CLASSE_SERIE: the quota class or series as filed (free text; seniority is only ever in this label).';
comment on column cvm.fidc_tab_x_4.tab_x_tp_oper is 'TAB_X_TP_OPER: the operation as filed (e.g. subscriptions, redemptions, amortizations), never bucketed.';
--! EndIncluded sql/cvm/fidc_tab_x_4.sql
--! Included sql/cvm/fidc_tab_x_6.sql
-- FIDC monthly report tab X_6: expected and realised performance per series.
create table cvm.fidc_tab_x_6 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_classe_serie text not null,
  tab_x_pr_desemp_esperado numeric,
  tab_x_pr_desemp_real numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_6_key unique nulls not distinct (cnpj, reference_date, fund_type, tab_x_classe_serie)
);
alter table cvm.fidc_tab_x_6 owner to ingest_writer;
grant select on cvm.fidc_tab_x_6 to api_owner;
comment on table cvm.fidc_tab_x_6 is 'FIDC monthly report tab X_6 (inf_mensal_fidc_tab_X_6): the performance a quota class or series promised (TAB_X_PR_DESEMP_ESPERADO) and delivered (TAB_X_PR_DESEMP_REAL), percent as filed, never clipped; NULL when blank.';
comment on column cvm.fidc_tab_x_6.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_6.tab_x_classe_serie is 'TAB_X_CLASSE_SERIE: the quota class or series as filed (free text; seniority is only ever in this label).';
--! EndIncluded sql/cvm/fidc_tab_x_6.sql
--! Included sql/cvm/fidc_tab_x_7.sql
-- FIDC monthly report tab X_7: guarantees over the receivables, as filed.
create table cvm.fidc_tab_x_7 (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  tab_x_vl_garantia_dircred numeric,
  tab_x_pr_garantia_dircred numeric,
  ingest_id bigint not null,
  constraint fidc_tab_x_7_key unique nulls not distinct (cnpj, reference_date, fund_type)
);
alter table cvm.fidc_tab_x_7 owner to ingest_writer;
grant select on cvm.fidc_tab_x_7 to api_owner;
comment on table cvm.fidc_tab_x_7 is 'FIDC monthly report tab X_7 (inf_mensal_fidc_tab_X_7): guarantees over the receivables per fund or class, filer type and month, as filed: a byte-identical repeated line is dropped, a negative value and a percent above 100 are kept, blanks are NULL.';
comment on column cvm.fidc_tab_x_7.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe), part of the key: a CNPJ may file one month under both; NULL in the older prefix without the column.';
comment on column cvm.fidc_tab_x_7.tab_x_vl_garantia_dircred is 'TAB_X_VL_GARANTIA_DIRCRED: value of the guarantees, BRL as filed (a negative value is kept); NULL when blank.';
comment on column cvm.fidc_tab_x_7.tab_x_pr_garantia_dircred is 'TAB_X_PR_GARANTIA_DIRCRED: guarantees as a percent of the receivables, as filed (may exceed 100); NULL when blank.';
--! EndIncluded sql/cvm/fidc_tab_x_7.sql
-- FIDC endpoints: fidc_cedentes (tab I's originators), fidc_portfolio (tabs II, X, X_7), fidc_tranches (tabs X_2, X_3, X_4, X_6); catalog examples and freq
--! Included sql/internal/cedente_block.sql
-- internal.cedente_block: the receivable blocks of the FIDC report's tab I, written
-- once; fidc_cedentes' block column says `@enum internal.cedente_block`.
create domain internal.cedente_block as text
  check (value in ('A', 'B'));

alter domain internal.cedente_block owner to api_owner;
comment on domain internal.cedente_block is 'A receivable block of FIDC tab I: A acquired with substantial retention of risks and benefits by the originator, B without.';
--! EndIncluded sql/internal/cedente_block.sql
--! Included sql/internal/cedente_id_kind.sql
-- internal.cedente_id_kind: what an originator slot of FIDC tab I holds, written
-- once; fidc_cedentes' cedente_kind column says `@enum internal.cedente_id_kind`.
create domain internal.cedente_id_kind as text
  check (value in ('cnpj', 'cpf', 'other'));

alter domain internal.cedente_id_kind owner to api_owner;
comment on domain internal.cedente_id_kind is 'What an originator slot holds: cnpj (12 to 14 digits, a company), cpf (11 digits or fewer, taken as a person''s CPF and never served), other (no digit pattern of either).';
--! EndIncluded sql/internal/cedente_id_kind.sql
--! Included sql/internal/fidc_portfolio_kind.sql
-- internal.fidc_portfolio_kind: a value set the contract states, written once. The
-- p_kind check of fidc_portfolio (internal.one_of with internal.domain_values) and
-- api.catalog()'s enums read it; its kind column says `@enum internal.fidc_portfolio_kind`.
create domain internal.fidc_portfolio_kind as text
  check (value in ('sector', 'scr_debtor', 'scr_operation', 'tax_debt', 'guarantees'));

alter domain internal.fidc_portfolio_kind owner to api_owner;
comment on domain internal.fidc_portfolio_kind is 'A row kind of fidc_portfolio: sector (tab II), scr_debtor and scr_operation (tab X SCR grades), tax_debt (tab X), guarantees (tab X_7).';
--! EndIncluded sql/internal/fidc_portfolio_kind.sql
--! Included sql/cvm/fidc_cedente_slot.sql
-- cvm.fidc_cedente_slot: the originator (cedente) slots of FIDC tab I, one row per
-- filled slot, with what the slot holds classified once here so fidc_cedentes
-- never handles a CPF: ids are read by their digits; all 0s or all 9s are
-- placeholders, not originators, and are left out, as are blank ids; 12 to 14
-- digits are a CNPJ (a dropped leading zero restored), 11 or fewer a CPF (a person:
-- its digits are never exposed here), anything else 'other'. A view without WITH, so
-- a caller's filters reach the table.
create or replace view cvm.fidc_cedente_slot as
  select
    t.cnpj,
    t.reference_date,
    s.block,
    s.slot,
    case
      when length(s.digits) between 12 and 14 then 'cnpj'
      when length(s.digits) between 1 and 11 then 'cpf'
      else 'other'
    end as cedente_kind,
    case when length(s.digits) between 12 and 14 then lpad(s.digits, 14, '0') end as cedente_cnpj,
    s.share_pct
  from cvm.fidc_tab_i t
  cross join lateral (
    select v.block, v.slot, v.filed, regexp_replace(v.filed, '[^0-9]', '', 'g') as digits, v.share_pct
    from (
      values
        ('A', 1, t.tab_i2a12_cpf_cnpj_cedente_1, t.tab_i2a12_pr_cedente_1),
        ('A', 2, t.tab_i2a12_cpf_cnpj_cedente_2, t.tab_i2a12_pr_cedente_2),
        ('A', 3, t.tab_i2a12_cpf_cnpj_cedente_3, t.tab_i2a12_pr_cedente_3),
        ('A', 4, t.tab_i2a12_cpf_cnpj_cedente_4, t.tab_i2a12_pr_cedente_4),
        ('A', 5, t.tab_i2a12_cpf_cnpj_cedente_5, t.tab_i2a12_pr_cedente_5),
        ('A', 6, t.tab_i2a12_cpf_cnpj_cedente_6, t.tab_i2a12_pr_cedente_6),
        ('A', 7, t.tab_i2a12_cpf_cnpj_cedente_7, t.tab_i2a12_pr_cedente_7),
        ('A', 8, t.tab_i2a12_cpf_cnpj_cedente_8, t.tab_i2a12_pr_cedente_8),
        ('A', 9, t.tab_i2a12_cpf_cnpj_cedente_9, t.tab_i2a12_pr_cedente_9),
        ('B', 1, t.tab_i2b12_cpf_cnpj_cedente_1, t.tab_i2b12_pr_cedente_1),
        ('B', 2, t.tab_i2b12_cpf_cnpj_cedente_2, t.tab_i2b12_pr_cedente_2),
        ('B', 3, t.tab_i2b12_cpf_cnpj_cedente_3, t.tab_i2b12_pr_cedente_3),
        ('B', 4, t.tab_i2b12_cpf_cnpj_cedente_4, t.tab_i2b12_pr_cedente_4),
        ('B', 5, t.tab_i2b12_cpf_cnpj_cedente_5, t.tab_i2b12_pr_cedente_5),
        ('B', 6, t.tab_i2b12_cpf_cnpj_cedente_6, t.tab_i2b12_pr_cedente_6),
        ('B', 7, t.tab_i2b12_cpf_cnpj_cedente_7, t.tab_i2b12_pr_cedente_7),
        ('B', 8, t.tab_i2b12_cpf_cnpj_cedente_8, t.tab_i2b12_pr_cedente_8),
        ('B', 9, t.tab_i2b12_cpf_cnpj_cedente_9, t.tab_i2b12_pr_cedente_9)
    ) as v(block, slot, filed, share_pct)
    where nullif(btrim(v.filed), '') is not null
  ) s
  where s.digits !~ '^(0+|9+)$';

alter view cvm.fidc_cedente_slot owner to api_owner;
comment on view cvm.fidc_cedente_slot is 'FIDC tab I originator slots, one row per filled slot (placeholders of all 0s or all 9s and blank ids left out): block A/B, slot 1..9, cedente_kind cnpj/cpf/other, cedente_cnpj (14 digits, only when cnpj) and the share of the block in percent as filed. Never exposes a CPF''s digits.';
--! EndIncluded sql/cvm/fidc_cedente_slot.sql
--! Included sql/cvm/fidc_portfolio_item.sql
-- cvm.fidc_portfolio_item: the FIDC report's portfolio tabs in one long shape for
-- fidc_portfolio: tab II by sector (a hierarchy: code, parent), tab X by SCR grade,
-- graded by debtor and by operation, and its tax debt, and tab X_7's guarantees
-- (value and percent as filed). One row per filed tab row and item, blanks NULL;
-- a month without the tab has no rows. kind_ord and ord give the served order.
-- Plain UNION ALL, no WITH, so a caller's cnpj and date filters reach each table's key.
create or replace view cvm.fidc_portfolio_item as
  select t.cnpj, t.reference_date, t.fund_type, 1 as kind_ord, 'sector'::text as kind, b.ord, b.code, b.parent, b.item, b.value, null::numeric as pct
  from cvm.fidc_tab_ii t
  cross join lateral (
    values
        (1, 'TOTAL', null, 'TAB_II_VL_CARTEIRA', t.tab_ii_vl_carteira),
        (2, 'A', null, 'TAB_II_A_VL_INDUST', t.tab_ii_a_vl_indust),
        (3, 'B', null, 'TAB_II_B_VL_IMOBIL', t.tab_ii_b_vl_imobil),
        (4, 'C', null, 'TAB_II_C_VL_COMERC', t.tab_ii_c_vl_comerc),
        (5, 'C1', 'C', 'TAB_II_C1_VL_COMERC', t.tab_ii_c1_vl_comerc),
        (6, 'C2', 'C', 'TAB_II_C2_VL_VAREJO', t.tab_ii_c2_vl_varejo),
        (7, 'C3', 'C', 'TAB_II_C3_VL_ARREND', t.tab_ii_c3_vl_arrend),
        (8, 'D', null, 'TAB_II_D_VL_SERV', t.tab_ii_d_vl_serv),
        (9, 'D1', 'D', 'TAB_II_D1_VL_SERV', t.tab_ii_d1_vl_serv),
        (10, 'D2', 'D', 'TAB_II_D2_VL_SERV_PUBLICO', t.tab_ii_d2_vl_serv_publico),
        (11, 'D3', 'D', 'TAB_II_D3_VL_SERV_EDUC', t.tab_ii_d3_vl_serv_educ),
        (12, 'D4', 'D', 'TAB_II_D4_VL_ENTRET', t.tab_ii_d4_vl_entret),
        (13, 'E', null, 'TAB_II_E_VL_AGRONEG', t.tab_ii_e_vl_agroneg),
        (14, 'F', null, 'TAB_II_F_VL_FINANC', t.tab_ii_f_vl_financ),
        (15, 'F1', 'F', 'TAB_II_F1_VL_CRED_PESSOA', t.tab_ii_f1_vl_cred_pessoa),
        (16, 'F2', 'F', 'TAB_II_F2_VL_CRED_PESSOA_CONSIG', t.tab_ii_f2_vl_cred_pessoa_consig),
        (17, 'F3', 'F', 'TAB_II_F3_VL_CRED_CORP', t.tab_ii_f3_vl_cred_corp),
        (18, 'F4', 'F', 'TAB_II_F4_VL_MIDMARKET', t.tab_ii_f4_vl_midmarket),
        (19, 'F5', 'F', 'TAB_II_F5_VL_VEICULO', t.tab_ii_f5_vl_veiculo),
        (20, 'F6', 'F', 'TAB_II_F6_VL_IMOBIL_EMPRESA', t.tab_ii_f6_vl_imobil_empresa),
        (21, 'F7', 'F', 'TAB_II_F7_VL_IMOBIL_RESID', t.tab_ii_f7_vl_imobil_resid),
        (22, 'F8', 'F', 'TAB_II_F8_VL_OUTRO', t.tab_ii_f8_vl_outro),
        (23, 'G', null, 'TAB_II_G_VL_CREDITO', t.tab_ii_g_vl_credito),
        (24, 'H', null, 'TAB_II_H_VL_FACTOR', t.tab_ii_h_vl_factor),
        (25, 'H1', 'H', 'TAB_II_H1_VL_PESSOA', t.tab_ii_h1_vl_pessoa),
        (26, 'H2', 'H', 'TAB_II_H2_VL_CORP', t.tab_ii_h2_vl_corp),
        (27, 'I', null, 'TAB_II_I_VL_SETOR_PUBLICO', t.tab_ii_i_vl_setor_publico),
        (28, 'I1', 'I', 'TAB_II_I1_VL_PRECAT', t.tab_ii_i1_vl_precat),
        (29, 'I2', 'I', 'TAB_II_I2_VL_TRIBUT', t.tab_ii_i2_vl_tribut),
        (30, 'I3', 'I', 'TAB_II_I3_VL_ROYALTIES', t.tab_ii_i3_vl_royalties),
        (31, 'I4', 'I', 'TAB_II_I4_VL_OUTRO', t.tab_ii_i4_vl_outro),
        (32, 'J', null, 'TAB_II_J_VL_JUDICIAL', t.tab_ii_j_vl_judicial),
        (33, 'K', null, 'TAB_II_K_VL_MARCA', t.tab_ii_k_vl_marca)
  ) as b(ord, code, parent, item, value)
  union all
  select t.cnpj, t.reference_date, t.fund_type, b.kind_ord, b.kind, b.ord, b.code, null::text, b.item, b.value, null::numeric
  from cvm.fidc_tab_x t
  cross join lateral (
    values
        (2, 'scr_debtor', 1, 'AA', 'TAB_X_SCR_RISCO_DEVEDOR_AA', t.tab_x_scr_risco_devedor_aa),
        (2, 'scr_debtor', 2, 'A', 'TAB_X_SCR_RISCO_DEVEDOR_A', t.tab_x_scr_risco_devedor_a),
        (2, 'scr_debtor', 3, 'B', 'TAB_X_SCR_RISCO_DEVEDOR_B', t.tab_x_scr_risco_devedor_b),
        (2, 'scr_debtor', 4, 'C', 'TAB_X_SCR_RISCO_DEVEDOR_C', t.tab_x_scr_risco_devedor_c),
        (2, 'scr_debtor', 5, 'D', 'TAB_X_SCR_RISCO_DEVEDOR_D', t.tab_x_scr_risco_devedor_d),
        (2, 'scr_debtor', 6, 'E', 'TAB_X_SCR_RISCO_DEVEDOR_E', t.tab_x_scr_risco_devedor_e),
        (2, 'scr_debtor', 7, 'F', 'TAB_X_SCR_RISCO_DEVEDOR_F', t.tab_x_scr_risco_devedor_f),
        (2, 'scr_debtor', 8, 'G', 'TAB_X_SCR_RISCO_DEVEDOR_G', t.tab_x_scr_risco_devedor_g),
        (2, 'scr_debtor', 9, 'H', 'TAB_X_SCR_RISCO_DEVEDOR_H', t.tab_x_scr_risco_devedor_h),
        (3, 'scr_operation', 1, 'AA', 'TAB_X_SCR_RISCO_OPER_AA', t.tab_x_scr_risco_oper_aa),
        (3, 'scr_operation', 2, 'A', 'TAB_X_SCR_RISCO_OPER_A', t.tab_x_scr_risco_oper_a),
        (3, 'scr_operation', 3, 'B', 'TAB_X_SCR_RISCO_OPER_B', t.tab_x_scr_risco_oper_b),
        (3, 'scr_operation', 4, 'C', 'TAB_X_SCR_RISCO_OPER_C', t.tab_x_scr_risco_oper_c),
        (3, 'scr_operation', 5, 'D', 'TAB_X_SCR_RISCO_OPER_D', t.tab_x_scr_risco_oper_d),
        (3, 'scr_operation', 6, 'E', 'TAB_X_SCR_RISCO_OPER_E', t.tab_x_scr_risco_oper_e),
        (3, 'scr_operation', 7, 'F', 'TAB_X_SCR_RISCO_OPER_F', t.tab_x_scr_risco_oper_f),
        (3, 'scr_operation', 8, 'G', 'TAB_X_SCR_RISCO_OPER_G', t.tab_x_scr_risco_oper_g),
        (3, 'scr_operation', 9, 'H', 'TAB_X_SCR_RISCO_OPER_H', t.tab_x_scr_risco_oper_h),
        (4, 'tax_debt', 1, 'TOTAL', 'TAB_X_DEBITO_TRIBUT', t.tab_x_debito_tribut)
  ) as b(kind_ord, kind, ord, code, item, value)
  union all
  select t.cnpj, t.reference_date, t.fund_type, 5, 'guarantees', 1, 'TOTAL', null::text, 'TAB_X_VL_GARANTIA_DIRCRED', t.tab_x_vl_garantia_dircred, t.tab_x_pr_garantia_dircred
  from cvm.fidc_tab_x_7 t;

alter view cvm.fidc_portfolio_item owner to api_owner;
comment on view cvm.fidc_portfolio_item is 'FIDC portfolio tabs long: kind sector (tab II, code TOTAL, A..K or a numbered member with its parent letter), scr_debtor and scr_operation (tab X, code = grade AA..H), tax_debt (tab X, code TOTAL), guarantees (tab X_7, code TOTAL, pct = the filed percent). value and pct as filed, NULL when blank; item = the source column.';
--! EndIncluded sql/cvm/fidc_portfolio_item.sql
--! Included functions/fidc_cedentes.sql
-- api.fidc_cedentes: the originators (cedentes) in FIDC tab I's slots, by fund or by
-- originator. The slots are classified once in cvm.fidc_cedente_slot, which never
-- exposes a CPF: a person's identifier is not served, only that a slot held one.
drop function if exists api.fidc_cedentes(text, text, date, date, integer);
drop type if exists api.fidc_cedentes_row;

create type api.fidc_cedentes_row as (
  cnpj text,
  period date,
  block text,
  slot integer,
  cedente_cnpj text,
  cedente_kind text,
  share_pct numeric,
  share_above_100 boolean
);
alter type api.fidc_cedentes_row owner to api_owner;
comment on type api.fidc_cedentes_row is 'One filled originator slot of one FIDC in one month (tab I).';
comment on column api.fidc_cedentes_row.cnpj is 'The fund or class CNPJ, 14 digits.';
comment on column api.fidc_cedentes_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_cedentes_row.block is 'A: receivables acquired WITH substantial retention of risks and benefits by the originator (TAB_I2A12_*); B: without (TAB_I2B12_*).
@enum internal.cedente_block';
comment on column api.fidc_cedentes_row.slot is 'The form''s slot 1..9 within the block, as filed (not a rank recomputed from share_pct).';
comment on column api.fidc_cedentes_row.cedente_cnpj is 'The originator''s CNPJ, 14 digits (a dropped leading zero restored); NULL when the slot holds a CPF (a person, never served) or an id of neither form (cedente_kind says which).';
comment on column api.fidc_cedentes_row.cedente_kind is 'What the slot holds: cnpj, cpf (11 digits or fewer: a person''s identifier, never served) or other.
@enum internal.cedente_id_kind';
comment on column api.fidc_cedentes_row.share_pct is 'The originator''s share of its BLOCK (not of the fund), percent as filed, never rescaled (values above 100 are filed); NULL when the filing leaves it blank.';
comment on column api.fidc_cedentes_row.share_above_100 is 'true when share_pct is above 100 (kept as filed, flagged here); NULL when share_pct is NULL.';

create function api.fidc_cedentes(p_cnpj text default null, p_cedente text default null, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fidc_cedentes_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text;
  v_cedente text := regexp_replace(coalesce(p_cedente, ''), '[.\-/\s]', '', 'g');
  v_rows bigint;
begin
  if (p_cnpj is null) = (p_cedente is null) then
    raise exception using
      errcode = '22023',
      message = 'fidc_cedentes: send exactly one of p_cnpj and p_cedente',
      detail = format('p_cnpj asks which originators a fund buys from; p_cedente which funds buy from an originator; this call sent %s.', case when p_cnpj is null then 'neither' else 'both' end),
      hint = 'Send p_cnpj (the fund) or p_cedente (the originator''s CNPJ), not both and not neither.';
  end if;
  if p_cnpj is not null then
    v_cnpj := internal.cnpj(p_cnpj, 'fidc_cedentes');
  elsif v_cedente !~ '^[0-9]{14}$' then
    raise exception using
      errcode = '22023',
      message = format('fidc_cedentes: p_cedente %s is not a 14-digit CNPJ', quote_literal(p_cedente)),
      detail = 'Originators are found by their CNPJ; a CPF identifies a person and is never served or searched.',
      hint = 'Send p_cedente as a CNPJ like "61.064.911/0001-77" or "61064911000177".';
  end if;
  if p_limit is not null then
    perform internal.assert_in_range('fidc_cedentes', 'p_limit', p_limit, 1, 1000, 'Send p_limit between 1 and 1000 for the newest N rows, or null for the whole window.');
  end if;
  perform internal.assert_window(p_from, p_to, 'fidc_cedentes', 'Send p_from on or before p_to, or leave either null for an open end.');

  if p_limit is null then
    select count(*) into v_rows
    from (
      select 1 from cvm.fidc_cedente_slot s
      where (v_cnpj is null or s.cnpj = v_cnpj) and (v_cnpj is not null or s.cedente_cnpj = v_cedente)
        and s.reference_date >= coalesce(p_from, '-infinity') and s.reference_date <= coalesce(p_to, 'infinity')
      limit 1001
    ) w;
    perform internal.assert_row_cap(v_rows, 'fidc_cedentes',
      'Narrow p_from/p_to (up to 18 slots a fund and month), or send p_limit (1..1000) for the newest rows.');
  end if;

  return query
    select n.cnpj, n.reference_date, n.block, n.slot, n.cedente_cnpj, n.cedente_kind, n.share_pct, n.share_pct > 100
    from (
      select s.* from cvm.fidc_cedente_slot s
      where (v_cnpj is null or s.cnpj = v_cnpj) and (v_cnpj is not null or s.cedente_cnpj = v_cedente)
        and s.reference_date >= coalesce(p_from, '-infinity') and s.reference_date <= coalesce(p_to, 'infinity')
      order by s.reference_date desc, s.cnpj desc, s.block desc, s.slot desc
      limit p_limit
    ) n
    order by n.reference_date, n.cnpj, n.block, n.slot;
end;
$$;

alter function api.fidc_cedentes(text, text, date, date, integer) owner to api_owner;
revoke all on function api.fidc_cedentes(text, text, date, date, integer) from public;
grant execute on function api.fidc_cedentes(text, text, date, date, integer) to anon, authenticated;

comment on function api.fidc_cedentes(text, text, date, date, integer) is 'The originators (cedentes) of FIDC receivables from the monthly report''s tab I: by fund (p_cnpj) or by originator (p_cedente), oldest first.
One row per filled slot: block A (acquired with substantial retention of risk by the originator) or B (without), the form''s slot 1..9, the originator''s CNPJ and its share of the BLOCK in percent as filed (above 100 is kept and flagged by share_above_100; NULL when blank). Placeholders of all 0s or all 9s are not originators and are left out, as are blank slots. A slot holding a CPF (11 digits or fewer) is a person: its row says cedente_kind cpf and cedente_cnpj is NULL, never the identifier. Slots exist from 2019-11. An unknown CNPJ gives an empty array. Exactly one of p_cnpj and p_cedente, else 22023; more than 1000 rows raises 22023: narrow p_from/p_to or send p_limit.
p_cnpj: the fund or class CNPJ, 14 digits, punctuation ignored: which originators it buys from.
p_cedente: the originator''s CNPJ, 14 digits, punctuation ignored: which funds buy from it (a CPF is refused).
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows (by month, fund, block, slot), still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag FIDC
@default p_cnpj: null (send it or p_cedente)
@default p_cedente: null (send it or p_cnpj)
@default p_from: the first month held
@default p_to: the newest month held
@default p_limit: null (the whole window, refused above 1000 rows)';
--! EndIncluded functions/fidc_cedentes.sql
--! Included functions/fidc_portfolio.sql
-- api.fidc_portfolio: one FIDC's book long, from the monthly report's tabs II
-- (sectors), X (SCR grades, tax debt) and X_7 (guarantees), as filed. The long
-- shape is cvm.fidc_portfolio_item; this function checks and pages it.
drop function if exists api.fidc_portfolio(text, text, date, date, integer);
drop type if exists api.fidc_portfolio_row;

create type api.fidc_portfolio_row as (
  cnpj text,
  period date,
  fund_type text,
  kind text,
  code text,
  parent text,
  item text,
  value numeric,
  pct numeric,
  pct_above_100 boolean
);
alter type api.fidc_portfolio_row owner to api_owner;
comment on type api.fidc_portfolio_row is 'One item of one FIDC''s book in one month: a sector, an SCR grade, the tax debt or the guarantees.';
comment on column api.fidc_portfolio_row.cnpj is 'The fund or class CNPJ, 14 digits.';
comment on column api.fidc_portfolio_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_portfolio_row.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe): a CNPJ that filed the month under both has both, each as filed; NULL in older files without the column.';
comment on column api.fidc_portfolio_row.kind is 'sector (tab II), scr_debtor or scr_operation (tab X: one book graded by debtor and by operation), tax_debt (tab X), guarantees (tab X_7).
@enum internal.fidc_portfolio_kind';
comment on column api.fidc_portfolio_row.code is 'sector: TOTAL, a lettered sector A..K or a numbered member (C1..C3, D1..D4, F1..F8, H1, H2, I1..I4); scr_*: the grade AA, A..H; tax_debt and guarantees: TOTAL.';
comment on column api.fidc_portfolio_row.parent is 'The lettered sector a numbered sector code belongs to (sum leaves or parents, never both); NULL at the top and on every other kind.';
comment on column api.fidc_portfolio_row.item is 'The published column the value comes from, e.g. TAB_II_F2_VL_CRED_PESSOA_CONSIG.';
comment on column api.fidc_portfolio_row.value is 'BRL as filed (a negative value is kept); NULL where the filing is blank, never 0.';
comment on column api.fidc_portfolio_row.pct is 'guarantees only: the guarantees as a percent of the receivables, as filed (TAB_X_PR_GARANTIA_DIRCRED, may exceed 100); NULL on other kinds and when blank.';
comment on column api.fidc_portfolio_row.pct_above_100 is 'true when pct is above 100 (kept as filed, flagged here); NULL when pct is NULL.';

create function api.fidc_portfolio(p_cnpj text, p_kind text default null, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fidc_portfolio_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_portfolio');
  v_kind text := internal.one_of('fidc_portfolio', 'p_kind', p_kind, internal.domain_values('internal.fidc_portfolio_kind'),
    'p_kind picks one part of the book: sector (tab II), scr_debtor, scr_operation, tax_debt (tab X) or guarantees (tab X_7).',
    'Send p_kind as one of sector, scr_debtor, scr_operation, tax_debt, guarantees, or null for all.');
  v_rows bigint;
begin
  if p_limit is not null then
    perform internal.assert_in_range('fidc_portfolio', 'p_limit', p_limit, 1, 1000, 'Send p_limit between 1 and 1000 for the newest N rows, or null for the whole window.');
  end if;
  perform internal.assert_window(p_from, p_to, 'fidc_portfolio', 'Send p_from on or before p_to, or leave either null for an open end.');

  if p_limit is null then
    select count(*) into v_rows
    from (
      select 1 from cvm.fidc_portfolio_item i
      where i.cnpj = v_cnpj and (v_kind is null or i.kind = v_kind)
        and i.reference_date >= coalesce(p_from, '-infinity') and i.reference_date <= coalesce(p_to, 'infinity')
      limit 1001
    ) w;
    perform internal.assert_row_cap(v_rows, 'fidc_portfolio',
      'Send p_kind (sector is 33 rows a month, each scr ladder 9), narrow p_from/p_to, or send p_limit (1..1000) for the newest rows.');
  end if;

  return query
    select n.cnpj, n.reference_date, n.fund_type, n.kind, n.code, n.parent, n.item, n.value, n.pct, n.pct > 100
    from (
      select i.* from cvm.fidc_portfolio_item i
      where i.cnpj = v_cnpj and (v_kind is null or i.kind = v_kind)
        and i.reference_date >= coalesce(p_from, '-infinity') and i.reference_date <= coalesce(p_to, 'infinity')
      order by i.reference_date desc, i.fund_type desc nulls first, i.kind_ord desc, i.ord desc
      limit p_limit
    ) n
    order by n.reference_date, n.fund_type nulls last, n.kind_ord, n.ord;
end;
$$;

alter function api.fidc_portfolio(text, text, date, date, integer) owner to api_owner;
revoke all on function api.fidc_portfolio(text, text, date, date, integer) from public;
grant execute on function api.fidc_portfolio(text, text, date, date, integer) to anon, authenticated;

comment on function api.fidc_portfolio(text, text, date, date, integer) is 'One FIDC''s book from the monthly report, long, as filed, oldest first: sectors (tab II), SCR risk grades by debtor and by operation and the tax debt (tab X), guarantees (tab X_7).
kind sector is a hierarchy (TOTAL, the sectors A..K and their numbered members with parent): sum leaves or parents, never both. scr_debtor and scr_operation are one book graded two ways (AA..H), not two books. guarantees carry value and the filed percent pct (above 100 kept and flagged by pct_above_100). Values are BRL as filed: a blank is NULL, never 0, and a negative value is kept. A month without the tab has no rows of its kinds (tab X from 2023-10: no scr rows before, not zero-graded ones). A CNPJ that filed one month both as Fundo and as Classe has both, told apart by fund_type. Ordered by month, fund_type, kind, then the form''s order. An unknown CNPJ gives an empty array; an unknown p_kind or more than 1000 rows raises 22023.
p_cnpj: the fund or class CNPJ, 14 digits, punctuation ignored.
p_kind: sector, scr_debtor, scr_operation, tax_debt or guarantees; null = every kind.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows, still ordered oldest first; null = the whole window (22023 above 1000 rows).
@tag FIDC
@default p_kind: every kind
@default p_from: the first month held
@default p_to: the newest month held
@default p_limit: null (the whole window, refused above 1000 rows)';
--! EndIncluded functions/fidc_portfolio.sql
--! Included functions/fidc_tranches.sql
-- api.fidc_tranches: one FIDC's tranches (quota classes or series) per month from
-- the monthly report's tabs X_2 (quotas, quota value), X_3 (return), X_6 (expected
-- and realised performance) and X_4 (the month's operations, as a JSON array).
drop function if exists api.fidc_tranches(text, date, date, text);
drop type if exists api.fidc_tranches_row;

create type api.fidc_tranches_row as (
  cnpj text,
  period date,
  fund_type text,
  classe_serie text,
  quotas numeric,
  quota_value numeric,
  return_month numeric,
  performance_expected numeric,
  performance_realised numeric,
  tranche_filed boolean,
  flows jsonb
);
alter type api.fidc_tranches_row owner to api_owner;
comment on type api.fidc_tranches_row is 'One tranche (quota class or series) of one FIDC in one month.';
comment on column api.fidc_tranches_row.cnpj is 'The fund or class CNPJ, 14 digits.';
comment on column api.fidc_tranches_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_tranches_row.fund_type is 'TP_FUNDO_CLASSE as filed (Fundo or Classe); NULL in the older files without the column (until 2023-09 in these tabs).';
comment on column api.fidc_tranches_row.classe_serie is 'TAB_X_CLASSE_SERIE as filed (free text; seniority is only ever in this label, never derived here).';
comment on column api.fidc_tranches_row.quotas is 'TAB_X_QT_COTA (tab X_2): quotas outstanding, as filed; NULL when blank or when tranche_filed is false.';
comment on column api.fidc_tranches_row.quota_value is 'TAB_X_VL_COTA (tab X_2): the quota''s value, BRL as filed; NULL when blank or when tranche_filed is false.';
comment on column api.fidc_tranches_row.return_month is 'TAB_X_VL_RENTAB_MES (tab X_3): the month''s return in percent as filed; NULL when blank or not filed for the series.';
comment on column api.fidc_tranches_row.performance_expected is 'TAB_X_PR_DESEMP_ESPERADO (tab X_6): the performance the series promised, percent as filed, never clipped; NULL when blank or not filed.';
comment on column api.fidc_tranches_row.performance_realised is 'TAB_X_PR_DESEMP_REAL (tab X_6): the performance it delivered, percent as filed, never clipped; NULL when blank or not filed.';
comment on column api.fidc_tranches_row.tranche_filed is 'true when the month has a tab X_2 row for the series; false when the series appears only in X_3, X_4 or X_6 (then quotas and quota_value are NULL because nothing was filed).';
comment on column api.fidc_tranches_row.flows is 'The series'' tab X_4 operations of the month: a JSON array of {tp_oper, value, quotas} (tp_oper the filed label, never bucketed; value BRL and quotas as filed, null when blank), by tp_oper; NULL when none was filed (not an empty array, not 0).';

create function api.fidc_tranches(p_cnpj text, p_from date default null, p_to date default null, p_series text default null)
returns setof api.fidc_tranches_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_tranches');
  v_from date := coalesce(p_from, '-infinity');
  v_to date := coalesce(p_to, 'infinity');
  v_rows bigint;
begin
  perform internal.assert_window(p_from, p_to, 'fidc_tranches', 'Send p_from on or before p_to, or leave either null for an open end.');

  select count(*) into v_rows
  from (
    select k.reference_date, k.fund_type, k.tab_x_classe_serie
    from (
      select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_2 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_3 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_6 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_4 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
    ) k
    where p_series is null or k.tab_x_classe_serie = p_series
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'fidc_tranches', 'Narrow p_from/p_to, or send p_series for one tranche.');

  return query
    select v_cnpj, k.reference_date, k.fund_type, k.tab_x_classe_serie,
      x2.tab_x_qt_cota, x2.tab_x_vl_cota, x3.tab_x_vl_rentab_mes, x6.tab_x_pr_desemp_esperado, x6.tab_x_pr_desemp_real,
      x2.cnpj is not null,
      (select jsonb_agg(jsonb_build_object('tp_oper', f.tab_x_tp_oper, 'value', f.tab_x_vl_total, 'quotas', f.tab_x_qt_cota) order by f.tab_x_tp_oper)
       from cvm.fidc_tab_x_4 f
       where f.cnpj = v_cnpj and f.reference_date = k.reference_date and f.fund_type is not distinct from k.fund_type and f.tab_x_classe_serie = k.tab_x_classe_serie)
    from (
      select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_2 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_3 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_6 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
      union select t.reference_date, t.fund_type, t.tab_x_classe_serie from cvm.fidc_tab_x_4 t where t.cnpj = v_cnpj and t.reference_date between v_from and v_to
    ) k
    left join cvm.fidc_tab_x_2 x2 on x2.cnpj = v_cnpj and x2.reference_date = k.reference_date and x2.fund_type is not distinct from k.fund_type and x2.tab_x_classe_serie = k.tab_x_classe_serie
    left join cvm.fidc_tab_x_3 x3 on x3.cnpj = v_cnpj and x3.reference_date = k.reference_date and x3.fund_type is not distinct from k.fund_type and x3.tab_x_classe_serie = k.tab_x_classe_serie
    left join cvm.fidc_tab_x_6 x6 on x6.cnpj = v_cnpj and x6.reference_date = k.reference_date and x6.fund_type is not distinct from k.fund_type and x6.tab_x_classe_serie = k.tab_x_classe_serie
    where p_series is null or k.tab_x_classe_serie = p_series
    order by k.reference_date, k.fund_type nulls last, k.tab_x_classe_serie;
end;
$$;

alter function api.fidc_tranches(text, date, date, text) owner to api_owner;
revoke all on function api.fidc_tranches(text, date, date, text) from public;
grant execute on function api.fidc_tranches(text, date, date, text) to anon, authenticated;

comment on function api.fidc_tranches(text, date, date, text) is 'One FIDC''s tranches (quota classes or series) per month from the monthly report''s tabs X_2, X_3, X_6 and X_4, as filed, oldest first.
One row per month and series (and filer type, for a CNPJ that filed a month as both Fundo and Classe): quotas and quota value (X_2), the month''s return (X_3), expected and realised performance (X_6, percent as filed, never clipped) and flows, the month''s X_4 operations as a JSON array of {tp_oper, value, quotas} with tp_oper the filed label, never bucketed (NULL when none was filed). tranche_filed is false when the series has no X_2 row that month (it appears only in X_3, X_4 or X_6): its X_2 columns are then NULL because nothing was filed. Nothing is derived: no seniority, no subordination ratio. A blank is NULL, never 0. Ordered by month, filer type, then series label. An unknown CNPJ or series gives an empty array; more than 1000 rows raises 22023.
p_cnpj: the fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_series: one TAB_X_CLASSE_SERIE, matched exactly as filed; null = every series.
@tag FIDC
@default p_from: the first month held
@default p_to: the newest month held
@default p_series: every series';
--! EndIncluded functions/fidc_tranches.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
--! Included sql/internal/catalog_part_freq.sql
-- GENERATED from catalog.json ("freq") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_freq: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_freq()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","fidc_cedentes":"month (up to 18 originator slots a fund)","fidc_portfolio":"month (sector 33 rows, scr_debtor and scr_operation 9 each, tax_debt and guarantees 1, per filer)","fidc_tranches":"month (one row per series)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","portfolio_instruments":"as filed (newest CRI/CRA report or newest CDA month holding the code)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session","panel":"p_freq month (fund series as filed; the tape as monthly bars dated at the month''s last session) or day (the tape per session)"}'::json
$fn$;

alter function internal.catalog_part_freq() owner to api_owner;
revoke all on function internal.catalog_part_freq() from public;
comment on function internal.catalog_part_freq() is 'Internal: catalog.json "freq", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_freq.sql
