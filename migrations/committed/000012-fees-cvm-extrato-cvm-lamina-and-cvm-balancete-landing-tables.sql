--! Previous: sha1:892f177d95f5a10aaaafecb440bdf67af5b27ada
--! Hash: sha1:d4050910484721472fcba9f3a299379818aad47f
--! Message: Fees: cvm.extrato, cvm.lamina and cvm.balancete landing tables api.portfolio_fees (disclosed fee and balance-sheet estimate from the Extrato, the lamina or cad_fi, v55 exception, ratio and scale flag, expense ratio, benchmarks) and api.portfolio_fee_peers (fund peers, 30-fee groups, midrank); catalog entries

-- Enter migration here
--! Included sql/cvm/extrato.sql
-- extrato_fi.csv / extrato_fi_YYYY.csv: every version of the fund statement
-- (Extrato) filed, the fee columns as filed; the newest DT_COMPTC per CNPJ is the
-- current statement.
create table cvm.extrato (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  tp_fundo_classe text, -- NULL in the pre-2020 layout (no TP_FUNDO_CLASSE column)
  denom_social text,
  condom text,
  fundo_cotas text,
  classe_anbima text,
  taxa_adm numeric,
  taxa_custodia_max numeric,
  existe_taxa_perfm text,
  taxa_perfm numeric,
  param_taxa_perfm text,
  calc_taxa_perfm text,
  inf_taxa_perfm text,
  existe_taxa_ingresso text,
  taxa_ingresso_real numeric,
  taxa_ingresso_pr numeric,
  existe_taxa_saida text,
  taxa_saida_real numeric,
  taxa_saida_pr numeric,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc)
);
comment on table cvm.extrato is 'CVM fund statement (Extrato) versions as filed, both layouts (116 columns pre-2020, 117 with TP_FUNDO_CLASSE), the columns the fee endpoints read; one row per CNPJ (fund or class) and filing date DT_COMPTC. TAXA_ADM is % a year as filed: 0 and values above 5 are kept, never rewritten.';
comment on column cvm.extrato.dt_comptc is 'DT_COMPTC: the date this version was filed; the newest per CNPJ is the current statement.';
comment on column cvm.extrato.classe_anbima is 'CLASSE_ANBIMA: the association class the fund filed.';
alter table cvm.extrato owner to ingest_writer;
grant select on cvm.extrato to api_owner;
--! EndIncluded sql/cvm/extrato.sql
--! Included sql/cvm/lamina.sql
-- lamina_fi_YYYYMM.zip, main member: the factsheet (lâmina) fee columns as filed,
-- one row per fund or class, filing date and subclass.
create table cvm.lamina (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  id_subclasse text not null, -- '' when blank (most rows)
  tp_fundo_classe text,
  denom_social text,
  taxa_adm numeric,
  taxa_adm_min numeric,
  taxa_adm_max numeric,
  taxa_perfm text,
  pr_pl_despesa numeric,
  dt_ini_despesa date,
  dt_fim_despesa date,
  indice_refer text,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, id_subclasse)
);
comment on table cvm.lamina is 'CVM factsheet (lâmina, lamina_fi_YYYYMM.zip main member) fee columns as filed: TAXA_ADM, TAXA_ADM_MIN/MAX and PR_PL_DESPESA in % a year, TAXA_PERFM free text; one row per CNPJ, filing date and subclass (the classes of one fund may disagree).';
comment on column cvm.lamina.pr_pl_despesa is 'PR_PL_DESPESA: expenses as % of average daily NAV over dt_ini_despesa..dt_fim_despesa (total expense ratio); never added to the administration fee.';
comment on column cvm.lamina.indice_refer is 'INDICE_REFER: the reference index the factsheet names.';
alter table cvm.lamina owner to ingest_writer;
grant select on cvm.lamina to api_owner;
--! EndIncluded sql/cvm/lamina.sql
--! Included sql/cvm/balancete.sql
-- balancete_fi_YYYYMM.zip: only the balance-sheet accounts the fee estimate reads
-- (the administration and performance fee accounts, the equity groups 6, 7, 8),
-- per fund and date; the other ~2.2 million rows of a month are not kept.
create table cvm.balancete (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  dt_comptc date not null,
  cd_conta_balcte text not null,
  tp_fundo_classe text,
  vl_saldo_balcte numeric,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, cd_conta_balcte)
);
comment on table cvm.balancete is 'CVM fund balance sheets (balancete, COFI chart) as filed, only the accounts the fee estimate reads: 81781001 administration fee and its children, 81782000 performance fee (accumulated since the fiscal-year start, filed negative), and the groups 60000002, 70000009, 80000006 whose sum is the NAV.';
comment on column cvm.balancete.cd_conta_balcte is 'CD_CONTA_BALCTE: the COFI account with its check digit and no dots (8.1.7.81.00-1 -> 81781001).';
alter table cvm.balancete owner to ingest_writer;
grant select on cvm.balancete to api_owner;
--! EndIncluded sql/cvm/balancete.sql
--! Included sql/internal/assert_cnpj_list.sql
-- The CNPJ-list size rule portfolio_fees and portfolio_fee_peers share: at most
-- 200 CNPJs, and (when p_min is 1) at least one.
create or replace function internal.assert_cnpj_list(p_cnpjs text[], p_fn text, p_min integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_cnpjs), 0) > 200 then
    raise exception using
      errcode = '22023',
      message = format('%s: %s CNPJs sent, at most 200', p_fn, cardinality(p_cnpjs)),
      detail = 'One call answers at most 200 CNPJs.',
      hint = 'Split p_cnpjs into calls of at most 200 CNPJs each.';
  end if;
  if coalesce(cardinality(p_cnpjs), 0) < p_min then
    raise exception using
      errcode = '22023',
      message = format('%s: no CNPJ sent', p_fn),
      detail = 'p_cnpjs needs at least one CNPJ.',
      hint = 'Send p_cnpjs as an array of 1 to 200 CNPJs, e.g. ["00.000.684/0001-21"].';
  end if;
end;
$$;

alter function internal.assert_cnpj_list(text[], text, integer) owner to api_owner;
revoke all on function internal.assert_cnpj_list(text[], text, integer) from public;
comment on function internal.assert_cnpj_list(text[], text, integer) is
  'Internal: refuses (22023, naming the calling function) a CNPJ list above 200 entries, or below p_min entries.';
--! EndIncluded sql/internal/assert_cnpj_list.sql
--! Included functions/portfolio_fees.sql
-- api.portfolio_fees: the disclosed fee of each fund, as filed, with every rule
-- that makes a filed number unusable (0 = not informed, above 5 = scale error)
-- visible in the row instead of silently applied. Sources served: the Extrato
-- (newest version), the lâmina (newest filing date) and the legacy registry
-- cad_fi; the ESTIMATE columns come from the balance sheet (balancete) and are
-- never mixed into the disclosed ones. The ETF third-party fee is not loaded by
-- this service yet, so its columns are not part of this row.
drop function if exists api.portfolio_fees(text[], date);
drop type if exists api.portfolio_fees_row;

create type api.portfolio_fees_row as (
  cnpj text,
  fund_name text,
  month date,
  nav numeric,
  adm_fee_flow numeric,
  adm_fee_pct_annual_est numeric,
  perf_fee_flow numeric,
  perf_fee_pct_annual_est numeric,
  fiscal_reset_suspect boolean,
  estimate_label text,
  disclosed_taxa_adm numeric,
  disclosed_taxa_adm_min numeric,
  disclosed_taxa_adm_max numeric,
  disclosed_taxa_perfm text,
  disclosed_taxa_adm_info text,
  disclosed_taxa_perfm_info text,
  disclosed_source text,
  disclosed_note text,
  disclosed_origin text,
  disclosed_as_of date,
  disclosed_age_months integer,
  disclosed_age_days integer,
  disclosed_n_classes integer,
  filed_zero boolean,
  implausible_filed boolean,
  taxa_adm_filed_raw numeric,
  extrato_tp_fundo_classe text,
  extrato_classe_assoc text,
  extrato_existe_taxa_perfm text,
  extrato_param_taxa_perfm text,
  extrato_calc_taxa_perfm text,
  extrato_inf_taxa_perfm text,
  extrato_existe_taxa_ingresso text,
  extrato_existe_taxa_saida text,
  extrato_taxa_perfm numeric,
  extrato_taxa_ingresso_pr numeric,
  extrato_taxa_ingresso_real numeric,
  extrato_taxa_saida_pr numeric,
  extrato_taxa_saida_real numeric,
  extrato_taxa_custodia_max numeric,
  extrato_taxa_adm_filed numeric,
  extrato_lamina_ratio numeric,
  extrato_scale_factor integer,
  extrato_as_of date,
  lamina_pr_pl_despesa numeric,
  lamina_taxa_adm numeric,
  lamina_taxa_adm_min numeric,
  lamina_taxa_adm_max numeric,
  lamina_n_classes integer,
  lamina_age_months integer,
  lamina_dt_ini_despesa date,
  lamina_dt_fim_despesa date,
  lamina_as_of date,
  lamina_expense_note text,
  fee_resolution text,
  benchmark_extrato text,
  benchmark_lamina text,
  benchmark_lamina_n integer
);
alter type api.portfolio_fees_row owner to api_owner;
comment on type api.portfolio_fees_row is 'One fund (CNPJ) with its disclosed fees as filed (% a year). DISCLOSED numbers come from one source per fund: the newest Extrato version, else the newest lâmina, else the legacy registry cad_fi (v55: a newer plausible lâmina replaces an Extrato that filed 0 or above 5).';
comment on column api.portfolio_fees_row.cnpj is 'Fund or class CNPJ, 14 digits, as asked (punctuation removed, left-padded).';
comment on column api.portfolio_fees_row.fund_name is 'DENOM_SOCIAL of the newest Extrato, else of the registry; NULL when neither holds the CNPJ.';
comment on column api.portfolio_fees_row.month is 'Balance-sheet month of the estimate (first day): p_month''s month, or the fund''s newest balance-sheet month when p_month is null; NULL when no balance sheet is held for the fund.';
comment on column api.portfolio_fees_row.nav is 'ESTIMATE base: the month''s accounting groups 6 + 7 + 8 (60000002 + 70000009 + 80000006) of the balance sheet, R$; NULL when not filed.';
comment on column api.portfolio_fees_row.adm_fee_flow is 'ESTIMATE: the month''s administration fee accrual, R$, positive = cost: previous month''s accumulated 81781001 minus this month''s (filed negative); in the registry''s fiscal-year start month, this month''s accumulated value alone. NULL in a suspected reset month, without the previous month, or without the account.';
comment on column api.portfolio_fees_row.adm_fee_pct_annual_est is 'ESTIMATE: adm_fee_flow x 12 / nav x 100, % a year; NULL when either is NULL or nav is not positive. Never the disclosed fee.';
comment on column api.portfolio_fees_row.perf_fee_flow is 'ESTIMATE: the month''s performance fee accrual (81782000) by the same rule; negative = a reversed provision; NULL when the account is not filed this or the previous month, or in a suspected reset month.';
comment on column api.portfolio_fees_row.perf_fee_pct_annual_est is 'ESTIMATE: perf_fee_flow x 12 / nav x 100, % a year; NULL when either is NULL or nav is not positive.';
comment on column api.portfolio_fees_row.fiscal_reset_suspect is 'TRUE when the accumulated administration fee fell this month (a fiscal-year reset) and the registry does not put the fiscal-year start in this month: the estimate is then NULL. FALSE otherwise; NULL without a balance sheet for the month.';
comment on column api.portfolio_fees_row.estimate_label is 'Always present: says the figures are a balance-sheet ESTIMATE (never the disclosed fee), or why there is none.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm is 'Administration fee, % a year, from disclosed_origin. 0 is returned with filed_zero TRUE (not informed, never a zero cost); NULL when the filed value is above 5 or below 0 (implausible_filed, raw value in taxa_adm_filed_raw), when the lâmina''s classes disagree (min/max and disclosed_note say so), when nothing is filed, or when no source holds the CNPJ. NULL is never a zero fee.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_min is 'Lowest TAXA_ADM the lâmina''s classes filed when the lâmina is the source; NULL otherwise.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_max is 'Highest TAXA_ADM the lâmina''s classes filed when the lâmina is the source; NULL otherwise.';
comment on column api.portfolio_fees_row.disclosed_n_classes is 'Rows (classes or subclasses) of the source filing: 1 for the Extrato and cad_fi, the lâmina''s row count when it is the source; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_taxa_perfm is 'Performance fee as filed by disclosed_origin (Extrato TAXA_PERFM, the lâmina''s free text when every class filed the same, or cad_fi TAXA_PERFM), as text; NULL when not filed or the classes differ.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_info is 'cad_fi INF_TAXA_ADM when the registry is the source; NULL otherwise (the Extrato has no such field).';
comment on column api.portfolio_fees_row.disclosed_taxa_perfm_info is 'INF_TAXA_PERFM of the source (Extrato or cad_fi); NULL when not filed.';
comment on column api.portfolio_fees_row.disclosed_source is 'Which file the disclosed fee comes from, in words; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_note is 'Why a disclosed value is NULL or must be read with care (filed 0, implausible value, no source); NULL when there is nothing to say.';
comment on column api.portfolio_fees_row.disclosed_origin is 'extrato, lamina or cad_fi; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_as_of is 'Filing date of the source: the Extrato version''s or the lâmina''s DT_COMPTC; NULL for cad_fi (the snapshot does not date its fee) and when there is no source.';
comment on column api.portfolio_fees_row.disclosed_age_months is 'Whole months from disclosed_as_of to today; NULL when disclosed_as_of is NULL.';
comment on column api.portfolio_fees_row.disclosed_age_days is 'Days from disclosed_as_of to today; NULL when disclosed_as_of is NULL.';
comment on column api.portfolio_fees_row.filed_zero is 'TRUE when the source filed an administration fee of exactly 0 (means not informed); FALSE otherwise; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.implausible_filed is 'TRUE when the source filed an administration fee above 5 or below 0 (not returned as the fee); FALSE otherwise; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.taxa_adm_filed_raw is 'The administration fee exactly as the source filed it (also when implausible); never rewritten; NULL when not filed.';
comment on column api.portfolio_fees_row.extrato_tp_fundo_classe is 'Extrato TP_FUNDO_CLASSE (FI or CLASSES - FIF); NULL for a pre-2020 layout version (no such column) or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_classe_assoc is 'Extrato CLASSE_ANBIMA: the association class filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_perfm is 'Extrato EXISTE_TAXA_PERFM (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_param_taxa_perfm is 'Extrato PARAM_TAXA_PERFM (the performance fee''s index) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_calc_taxa_perfm is 'Extrato CALC_TAXA_PERFM as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_inf_taxa_perfm is 'Extrato INF_TAXA_PERFM as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_ingresso is 'Extrato EXISTE_TAXA_INGRESSO (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_existe_taxa_saida is 'Extrato EXISTE_TAXA_SAIDA (S/N) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_perfm is 'Extrato TAXA_PERFM (%) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_ingresso_pr is 'Extrato TAXA_INGRESSO_PR (entry fee, %) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_ingresso_real is 'Extrato TAXA_INGRESSO_REAL (entry fee, R$) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_saida_pr is 'Extrato TAXA_SAIDA_PR (exit fee, %) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_saida_real is 'Extrato TAXA_SAIDA_REAL (exit fee, R$) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_custodia_max is 'Extrato TAXA_CUSTODIA_MAX (% a year) as filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_taxa_adm_filed is 'Extrato TAXA_ADM exactly as filed (0 and values above 5 included), whatever the source; never rescaled, never to be summed; NULL without an Extrato.';
comment on column api.portfolio_fees_row.extrato_lamina_ratio is 'Extrato TAXA_ADM over the lâmina''s single fee when both are above 0; NULL otherwise. A comparison only.';
comment on column api.portfolio_fees_row.extrato_scale_factor is '10 or 100 when an Extrato fee above 5 equals that factor times the lâmina''s single fee within the two-decimal rounding of both; a flag only, nothing is rescaled; NULL otherwise.';
comment on column api.portfolio_fees_row.lamina_pr_pl_despesa is 'PR_PL_DESPESA, the lâmina''s declared total expense ratio (% of average NAV over lamina_dt_ini_despesa..lamina_dt_fim_despesa) whatever the fee source; never added to the administration fee; NULL when not filed, when the classes differ (lamina_expense_note) or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_taxa_adm is 'The newest lâmina''s TAXA_ADM as filed when every class filed the same value; NULL when the classes differ, none filed one, or there is no lâmina. Never rescaled, never to be summed.';
comment on column api.portfolio_fees_row.lamina_taxa_adm_min is 'Lowest TAXA_ADM of the newest lâmina''s classes; NULL without a lâmina fee.';
comment on column api.portfolio_fees_row.lamina_taxa_adm_max is 'Highest TAXA_ADM of the newest lâmina''s classes; NULL without a lâmina fee.';
comment on column api.portfolio_fees_row.lamina_n_classes is 'Rows (classes or subclasses) of the newest lâmina; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_age_months is 'Whole months from lamina_as_of to today; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_dt_ini_despesa is 'DT_INI_DESPESA, start of the expense-ratio period (earliest of the classes); NULL when not filed or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_dt_fim_despesa is 'DT_FIM_DESPESA, end of the expense-ratio period (latest of the classes); NULL when not filed or without a lâmina.';
comment on column api.portfolio_fees_row.lamina_as_of is 'DT_COMPTC of the newest lâmina held; NULL without a lâmina.';
comment on column api.portfolio_fees_row.lamina_expense_note is 'Says when the classes filed different expense ratios (lamina_pr_pl_despesa is then NULL); NULL otherwise.';
comment on column api.portfolio_fees_row.benchmark_lamina is 'INDICE_REFER of the newest lâmina when every class filed the same one; NULL when none filed or they differ (benchmark_lamina_n says which). Never inferred from a name or class.';
comment on column api.portfolio_fees_row.benchmark_lamina_n is 'Distinct INDICE_REFER values the newest lâmina''s classes filed: 0 none, 1 one, above 1 the classes differ; NULL without a lâmina.';
comment on column api.portfolio_fees_row.extrato_as_of is 'DT_COMPTC (filing date) of the newest Extrato version held; NULL without an Extrato.';
comment on column api.portfolio_fees_row.fee_resolution is 'extrato (Extrato fee in (0, 5] or not filed), extrato_lamina_beside (the Extrato filed 0, above 5 or below 0; a lâmina fee is beside it but is not newer or not plausible), extrato_to_check (same, with no lâmina fee), lamina_newer (v55: the Extrato filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5]: the lâmina is the source), lamina (no Extrato), cad_fi (neither); NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.benchmark_extrato is 'Extrato PARAM_TAXA_PERFM, the performance fee''s index as filed (dated extrato_as_of); never inferred from a name or class; NULL when blank or without an Extrato.';

create function api.portfolio_fees(p_cnpjs text[], p_month date default null)
returns setof api.portfolio_fees_row
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fees', 0);
  return query
    with asked as (
      select internal.cnpj(a.c, 'portfolio_fees') as cnpj, a.ord
      from unnest(coalesce(p_cnpjs, '{}'::text[])) with ordinality as a(c, ord)
    ),
    ids as (select asked.cnpj, min(asked.ord) as ord from asked group by asked.cnpj),
    picked as (
      select ids.cnpj, ids.ord, x.dt_comptc is not null as has_extrato, r.cnpj is not null as has_registry,
             l.as_of is not null as has_lamina,
             x.denom_social as x_name, x.dt_comptc, x.tp_fundo_classe, x.classe_anbima, x.taxa_adm as x_adm,
             x.taxa_custodia_max, x.existe_taxa_perfm, x.taxa_perfm as x_perfm, x.param_taxa_perfm,
             x.calc_taxa_perfm, x.inf_taxa_perfm as x_perfm_info, x.existe_taxa_ingresso, x.taxa_ingresso_real,
             x.taxa_ingresso_pr, x.existe_taxa_saida, x.taxa_saida_real, x.taxa_saida_pr,
             r.denom_social as r_name, r.taxa_adm as r_adm, r.inf_taxa_adm as r_adm_info,
             r.taxa_perfm as r_perfm, r.inf_taxa_perfm as r_perfm_info,
             l.*, b.*
      from ids
      left join lateral (
        select e.* from cvm.extrato e where e.cnpj = ids.cnpj order by e.dt_comptc desc limit 1
      ) x on true
      left join lateral (
        -- the newest lâmina: every class (subclass row) filed on that date
        select max(m.denom_social) as l_name, m.dt_comptc as as_of, count(*)::integer as n_classes,
               case when count(distinct m.taxa_adm) = 1 and count(m.taxa_adm) = count(*) then min(m.taxa_adm) end as l_adm,
               min(m.taxa_adm) as l_adm_min, max(m.taxa_adm) as l_adm_max,
               case when count(distinct m.taxa_perfm) = 1 and count(m.taxa_perfm) = count(*) then min(m.taxa_perfm) end as l_perfm,
               case when count(distinct m.pr_pl_despesa) = 1 and count(m.pr_pl_despesa) = count(*) then min(m.pr_pl_despesa) end as l_despesa,
               count(distinct m.pr_pl_despesa) as n_despesa,
               min(m.dt_ini_despesa) as l_ini, max(m.dt_fim_despesa) as l_fim,
               count(distinct m.indice_refer)::integer as n_bench,
               case when count(distinct m.indice_refer) = 1 then min(m.indice_refer) end as l_bench
        from cvm.lamina m
        where m.cnpj = ids.cnpj
          and m.dt_comptc = (select max(n.dt_comptc) from cvm.lamina n where n.cnpj = ids.cnpj)
        group by m.dt_comptc
      ) l on true
      left join lateral (
        -- the balance-sheet month: p_month's, else the fund's newest; accounts of it and of the month before
        select bm.m as b_month,
               (select sum(v.vl_saldo_balcte) from cvm.balancete v
                 where v.cnpj = ids.cnpj and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month'
                   and v.cd_conta_balcte in ('60000002', '70000009', '80000006')) as b_nav,
               (select v.vl_saldo_balcte from cvm.balancete v where v.cnpj = ids.cnpj and v.cd_conta_balcte = '81781001'
                   and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month' order by v.dt_comptc desc limit 1) as adm_cur,
               (select v.vl_saldo_balcte from cvm.balancete v where v.cnpj = ids.cnpj and v.cd_conta_balcte = '81781001'
                   and v.dt_comptc >= bm.m - interval '1 month' and v.dt_comptc < bm.m order by v.dt_comptc desc limit 1) as adm_prev,
               (select v.vl_saldo_balcte from cvm.balancete v where v.cnpj = ids.cnpj and v.cd_conta_balcte = '81782000'
                   and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month' order by v.dt_comptc desc limit 1) as perf_cur,
               (select v.vl_saldo_balcte from cvm.balancete v where v.cnpj = ids.cnpj and v.cd_conta_balcte = '81782000'
                   and v.dt_comptc >= bm.m - interval '1 month' and v.dt_comptc < bm.m order by v.dt_comptc desc limit 1) as perf_prev,
               -- the registry puts the fiscal-year start in this month (history, or the current start's month of year)
               exists (select 1 from cvm.cad_fi_exerc_social es where es.cnpj = ids.cnpj and date_trunc('month', es.dt_ini_exerc) = bm.m)
                 or exists (select 1 from cvm.cad_fi f where f.cnpj = ids.cnpj and extract(month from f.dt_ini_exerc) = extract(month from bm.m)) as start_month
        from (select coalesce(date_trunc('month', p_month)::date,
                              (select date_trunc('month', max(v.dt_comptc))::date from cvm.balancete v where v.cnpj = ids.cnpj)) as m) bm
        where exists (select 1 from cvm.balancete v where v.cnpj = ids.cnpj and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month')
      ) b on true
      left join lateral (
        -- a CNPJ registered under several types: the one still active, then the newest registration
        select f.* from cvm.cad_fi f where f.cnpj = ids.cnpj
        order by (f.dt_cancel is null) desc, f.dt_reg desc nulls last, f.tp_fundo limit 1
      ) r on true
    ),
    resolved as (
      select p.*,
             case
               when not p.has_extrato then case when p.has_lamina then 'lamina' when p.has_registry then 'cad_fi' end
               when p.x_adm is null or (p.x_adm > 0 and p.x_adm <= 5) then 'extrato'
               -- v55: a newer plausible lâmina replaces an Extrato that filed exactly 0 or above 5
               when (p.x_adm = 0 or p.x_adm > 5) and p.l_adm > 0 and p.l_adm <= 5 and p.as_of > p.dt_comptc then 'lamina_newer'
               when p.l_adm_min is not null then 'extrato_lamina_beside'
               else 'extrato_to_check'
             end as resolution
      from picked p
    ),
    estimated as (
      select r.*,
             (r.adm_prev is not null and r.adm_cur is not null and abs(r.adm_cur) < abs(r.adm_prev)) as fell,
             case when r.start_month then -r.adm_cur
                  when abs(r.adm_cur) < abs(r.adm_prev) then null
                  else r.adm_prev - r.adm_cur end as adm_flow,
             case when r.start_month then -r.perf_cur
                  when abs(r.adm_cur) < abs(r.adm_prev) then null
                  else r.perf_prev - r.perf_cur end as perf_flow
      from resolved r
    ),
    sourced as (
      select r.*,
             case when r.resolution in ('lamina', 'lamina_newer') then 'lamina' when r.resolution = 'cad_fi' then 'cad_fi'
                  when r.resolution is not null then 'extrato' end as origin,
             case when r.resolution in ('lamina', 'lamina_newer') then r.l_adm when r.resolution = 'cad_fi' then r.r_adm
                  when r.resolution is not null then r.x_adm end as filed
      from estimated r
    )
    select s.cnpj,
           coalesce(case when s.origin = 'lamina' then s.l_name end, s.x_name, s.l_name, s.r_name),
           s.b_month,
           s.b_nav,
           s.adm_flow,
           case when s.b_nav > 0 then round(s.adm_flow * 12 / s.b_nav * 100, 6) end,
           s.perf_flow,
           case when s.b_nav > 0 then round(s.perf_flow * 12 / s.b_nav * 100, 6) end,
           case when s.b_month is not null then s.fell and not s.start_month end,
           case
             when s.b_month is null then 'No estimate: no balance sheet (balancete) is held for this fund' || case when p_month is not null then ' in that month.' else '.' end
             when s.fell and not s.start_month then 'No estimate: the accumulated fee fell this month (fiscal-year reset suspected) and the registry does not put the fiscal-year start in this month.'
             when s.adm_cur is null then 'No estimate: the balance sheet files no administration fee account (81781001) this month.'
             when s.adm_prev is null and not s.start_month then 'No estimate: the previous month''s balance sheet is not held, so the month''s accrual is unknown.'
             when not coalesce(s.b_nav > 0, false) then 'Estimate of the accrual only: the NAV (groups 6 + 7 + 8) is not held or not positive, so no annual rate.'
             else 'Estimate from balance-sheet accruals (month''s accrual x 12 / NAV of groups 6 + 7 + 8), not the disclosed fee'
                  || case when s.start_month then '; fiscal-year start month per the registry: the accumulated value alone.' else '.' end
           end,
           case when s.filed >= 0 and s.filed <= 5 then s.filed end,
           case when s.origin = 'lamina' then s.l_adm_min end,
           case when s.origin = 'lamina' then s.l_adm_max end,
           case s.origin when 'extrato' then s.x_perfm::text when 'lamina' then s.l_perfm when 'cad_fi' then s.r_perfm::text end,
           case s.origin when 'cad_fi' then s.r_adm_info end,
           case s.origin when 'extrato' then s.x_perfm_info when 'cad_fi' then s.r_perfm_info end,
           case s.origin
             when 'extrato' then format('CVM fund statement (Extrato, extrato_fi), version filed %s', s.dt_comptc)
             when 'lamina' then format('CVM factsheet (lâmina, lamina_fi), filed %s', s.as_of)
               || case when s.resolution = 'lamina_newer' then format(', newer than the Extrato of %s that filed %s', s.dt_comptc, s.x_adm) else '' end
             when 'cad_fi' then 'CVM legacy fund registry (cad_fi.csv), no Extrato or lâmina held'
           end,
           case
             when s.origin is null then 'No Extrato, lâmina or registry entry is held for this CNPJ: every disclosed value is unknown (NULL), not zero.'
             when s.origin = 'lamina' and s.l_adm is null and s.l_adm_min is not null then format('The lâmina''s %s classes filed different administration fees (%s to %s): no single fee.', s.n_classes, s.l_adm_min, s.l_adm_max)
             when s.filed = 0 then 'The fund filed an administration fee of 0, which means not informed, never a zero cost.'
             when s.filed > 5 or s.filed < 0 then format('The filed administration fee %s is outside 0..5 %% a year (probably a scale error); it is not returned as the fee and is kept in taxa_adm_filed_raw.', s.filed)
             when s.filed is null then 'The source filed no administration fee (NULL is not a zero fee).'
           end,
           s.origin,
           case s.origin when 'extrato' then s.dt_comptc when 'lamina' then s.as_of end,
           (select (extract(year from age(current_date, d)) * 12 + extract(month from age(current_date, d)))::integer
              from (select case s.origin when 'extrato' then s.dt_comptc when 'lamina' then s.as_of end as d) a),
           (case s.origin when 'extrato' then current_date - s.dt_comptc when 'lamina' then current_date - s.as_of end),
           case s.origin when 'lamina' then s.n_classes when 'extrato' then 1 when 'cad_fi' then 1 end,
           case when s.origin is not null then coalesce(s.filed = 0, false) end,
           case when s.origin is not null then coalesce(s.filed > 5 or s.filed < 0, false) end,
           s.filed,
           s.tp_fundo_classe,
           s.classe_anbima,
           s.existe_taxa_perfm,
           s.param_taxa_perfm,
           s.calc_taxa_perfm,
           s.x_perfm_info,
           s.existe_taxa_ingresso,
           s.existe_taxa_saida,
           s.x_perfm,
           s.taxa_ingresso_pr,
           s.taxa_ingresso_real,
           s.taxa_saida_pr,
           s.taxa_saida_real,
           s.taxa_custodia_max,
           s.x_adm,
           case when s.x_adm > 0 and s.l_adm > 0 then s.x_adm / s.l_adm end,
           case when s.x_adm > 5 and s.l_adm > 0 then
             (select f from unnest(array[10, 100]) as f where abs(s.x_adm - f * s.l_adm) <= 0.005 + f * 0.005 order by f limit 1)
           end,
           s.dt_comptc,
           s.l_despesa,
           s.l_adm,
           s.l_adm_min,
           s.l_adm_max,
           s.n_classes,
           (extract(year from age(current_date, s.as_of)) * 12 + extract(month from age(current_date, s.as_of)))::integer,
           s.l_ini,
           s.l_fim,
           s.as_of,
           case when s.n_despesa > 1 then format('The lâmina''s %s classes filed %s different expense ratios: no single value.', s.n_classes, s.n_despesa) end,
           s.resolution,
           s.param_taxa_perfm,
           s.l_bench,
           s.n_bench
    from sourced s
    order by s.ord;
end;
$$;

alter function api.portfolio_fees(text[], date) owner to api_owner;
revoke all on function api.portfolio_fees(text[], date) from public;
grant execute on function api.portfolio_fees(text[], date) to anon, authenticated;
comment on function api.portfolio_fees(text[], date) is 'Disclosed fees of up to 200 funds.
One row per distinct CNPJ, in the order of first appearance; an unknown CNPJ gives a row of NULLs whose disclosed_note says no source holds it (not an empty answer: the caller sees which CNPJ is unknown). The disclosed fee comes from ONE source: the newest Extrato version; else the newest lâmina; else the legacy registry cad_fi. An Extrato row is the source even when it filed 0 or above 5 (no fall-through), except (v55) when it filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5] (fee_resolution lamina_newer). When the lâmina''s classes disagree the single fee is NULL with min/max and a note. The other document''s fee is returned as filed beside it (lamina_*, extrato_taxa_adm_filed), with extrato_lamina_ratio and the extrato_scale_factor flag (10 or 100); lamina_pr_pl_despesa is the total expense ratio, never added to the fee. benchmark_extrato and benchmark_lamina(_n) are the indices as filed. A filed 0 is returned as 0 with filed_zero TRUE (not informed); a value above 5 or below 0 is NULL with implausible_filed TRUE and the raw value in taxa_adm_filed_raw. The Extrato''s other fees are returned as filed. ESTIMATE columns (month, nav, *_fee_flow, *_pct_annual_est, fiscal_reset_suspect) come from the balance-sheet accruals: previous accumulated minus current, x 12 / NAV (groups 6+7+8); in a month where the accumulated fee falls the estimate is NULL with fiscal_reset_suspect unless the registry''s fiscal-year start is that month (then the accumulated value alone); estimate_label on every row says it is an estimate or why there is none. Not served yet: the ETF third-party fee. More than 200 CNPJs, or an entry that is not a CNPJ, raises 22023.
p_cnpjs: array of CNPJs, punctuated or bare (leading zeros optional), at most 200.
p_month: the balance-sheet month of the estimate (any day of it); null = each fund''s newest balance-sheet month.';
--! EndIncluded functions/portfolio_fees.sql
--! Included functions/portfolio_fee_peers.sql
-- api.portfolio_fee_peers: where a fund's latest Extrato administration fee sits
-- among its peers (same association class, FUNDO_COTAS and scope, active in the
-- daily report). Fund peers only: the curated ETF registry is not loaded by this
-- service yet, so no ETF joins a group (n_etf_peers 0, ETF columns NULL).
drop function if exists api.portfolio_fee_peers(text[], date);
drop type if exists api.portfolio_fee_peers_row;

create type api.portfolio_fee_peers_row as (
  cnpj text,
  classe_assoc text,
  fundo_cotas text,
  tp_fundo_classe text,
  status text,
  reason_code text,
  taxa_adm numeric,
  fee_as_of date,
  comparison_as_of date,
  activity_from date,
  activity_to date,
  n_peers integer,
  n_fund_peers integer,
  n_etf_peers integer,
  n_excluded integer,
  n_etf_excluded integer,
  p25_pct_year numeric,
  median_pct_year numeric,
  p75_pct_year numeric,
  percentile_pct numeric,
  difference_pp numeric,
  peer_fee_oldest date,
  peer_fee_newest date,
  etf_peer_fee_oldest date,
  etf_peer_fee_newest date,
  etf_peer_tickers text[],
  etf_peer_fee_source text
);
alter type api.portfolio_fee_peers_row owner to api_owner;
comment on type api.portfolio_fee_peers_row is 'One input CNPJ: its latest Extrato administration fee compared with the usable fees of its peer group, or why it is not compared.';
comment on column api.portfolio_fee_peers_row.cnpj is 'Fund or class CNPJ, 14 digits, as asked (punctuation removed, left-padded).';
comment on column api.portfolio_fee_peers_row.classe_assoc is 'CLASSE_ANBIMA of the fund''s latest Extrato (the association class filed); NULL without an Extrato or when blank.';
comment on column api.portfolio_fee_peers_row.fundo_cotas is 'FUNDO_COTAS (S/N) of the latest Extrato; NULL without one.';
comment on column api.portfolio_fee_peers_row.tp_fundo_classe is 'TP_FUNDO_CLASSE (FI or CLASSES - FIF) of the latest Extrato; NULL for a pre-2020 layout version or without one.';
comment on column api.portfolio_fee_peers_row.status is 'compared, or not_compared (reason_code says why).';
comment on column api.portfolio_fee_peers_row.reason_code is 'NULL when compared; else sem_extrato_comparavel (no Extrato, or no class filed), taxa_data_futura (the latest Extrato is dated after p_as_of), taxa_defasada_comparacao (older than 36 months), taxa_nao_utilizavel (fee 0, above 5, negative or blank), pares_insuficientes (fewer than 30 usable fund fees in the group).';
comment on column api.portfolio_fee_peers_row.taxa_adm is 'The fund''s latest Extrato TAXA_ADM as filed (% a year), never rescaled; NULL without an Extrato.';
comment on column api.portfolio_fee_peers_row.fee_as_of is 'DT_COMPTC of the latest Extrato; NULL without one.';
comment on column api.portfolio_fee_peers_row.comparison_as_of is 'p_as_of (default today): the date the comparison is made at.';
comment on column api.portfolio_fee_peers_row.activity_from is 'First day of the three reference months ending in the p_as_of month: a peer must have a quota in the daily report in each of them.';
comment on column api.portfolio_fee_peers_row.activity_to is 'First day of the p_as_of month, the last of the three activity months.';
comment on column api.portfolio_fee_peers_row.n_peers is 'n_fund_peers + n_etf_peers; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_fund_peers is 'Usable fund fees in the group (the target included when eligible); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_etf_peers is 'ETF peers: 0 (the curated ETF registry is not loaded yet); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_excluded is 'Active funds of the group whose fee is not usable (0, above 5, negative, blank, older than 36 months or dated after p_as_of); NULL when the fund has no comparable Extrato.';
comment on column api.portfolio_fee_peers_row.n_etf_excluded is 'Mapped ETFs without a usable fee: 0 (no ETF registry loaded yet); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.p25_pct_year is 'First quartile of the group''s usable fees, % a year (continuous); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.median_pct_year is 'Median of the group''s usable fees, % a year; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.p75_pct_year is 'Third quartile of the group''s usable fees, % a year; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.percentile_pct is 'Midrank percentile of the fund''s fee in the group: (peers below + half the peers equal) / n_peers x 100; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.difference_pp is 'taxa_adm minus median_pct_year, percentage points; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.peer_fee_oldest is 'Oldest filing date of the usable fund fees; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.peer_fee_newest is 'Newest filing date of the usable fund fees; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_oldest is 'NULL: no ETF peers (registry not loaded yet).';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_newest is 'NULL: no ETF peers (registry not loaded yet).';
comment on column api.portfolio_fee_peers_row.etf_peer_tickers is 'NULL: no ETF peers (registry not loaded yet).';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_source is 'NULL: no ETF peers (registry not loaded yet).';

create function api.portfolio_fee_peers(p_cnpjs text[], p_as_of date default null)
returns setof api.portfolio_fee_peers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, current_date);
  v_to date := date_trunc('month', coalesce(p_as_of, current_date))::date;
  v_from date := (date_trunc('month', coalesce(p_as_of, current_date)) - interval '2 months')::date;
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fee_peers', 1);
  return query
    with asked as (
      select internal.cnpj(a.c, 'portfolio_fee_peers') as cnpj, a.ord
      from unnest(p_cnpjs) with ordinality as a(c, ord)
    ),
    ids as (select asked.cnpj, min(asked.ord) as ord from asked group by asked.cnpj),
    latest as (
      select distinct on (e.cnpj) e.cnpj, e.classe_anbima, e.fundo_cotas, e.tp_fundo_classe, e.taxa_adm, e.dt_comptc,
             e.taxa_adm > 0 and e.taxa_adm <= 5 and e.dt_comptc <= v_as_of
               and e.dt_comptc >= (v_as_of - interval '36 months')::date as usable
      from cvm.extrato e
      order by e.cnpj, e.dt_comptc desc
    ),
    active as (
      -- a quota in the daily report in each of the three reference months
      select m.cnpj from cvm.fund_month m
      where m.entity_type = 'fi' and m.period between v_from and v_to and m.quota is not null
      group by m.cnpj
      having count(distinct m.period) = 3
    ),
    targets as (
      select ids.cnpj, ids.ord, l.classe_anbima, l.fundo_cotas, l.tp_fundo_classe, l.taxa_adm, l.dt_comptc, l.usable,
             case
               when l.cnpj is null or l.classe_anbima is null then 'sem_extrato_comparavel'
               when l.dt_comptc > v_as_of then 'taxa_data_futura'
               when l.dt_comptc < (v_as_of - interval '36 months')::date then 'taxa_defasada_comparacao'
               when not coalesce(l.taxa_adm > 0 and l.taxa_adm <= 5, false) then 'taxa_nao_utilizavel'
             end as own_reason
      from ids left join latest l on l.cnpj = ids.cnpj
    ),
    groups as (
      -- each distinct peer group once (a handful per call), its usable fees sorted
      select p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe,
             count(*) filter (where p.usable) as n_usable,
             count(*) filter (where not coalesce(p.usable, false)) as n_unusable,
             percentile_cont(0.25) within group (order by p.taxa_adm) filter (where p.usable) as p25,
             percentile_cont(0.5) within group (order by p.taxa_adm) filter (where p.usable) as p50,
             percentile_cont(0.75) within group (order by p.taxa_adm) filter (where p.usable) as p75,
             array_agg(p.taxa_adm order by p.taxa_adm) filter (where p.usable) as fees,
             min(p.dt_comptc) filter (where p.usable) as oldest,
             max(p.dt_comptc) filter (where p.usable) as newest
      from latest p
      join active a on a.cnpj = p.cnpj
      where (p.classe_anbima, coalesce(p.fundo_cotas, ''), coalesce(p.tp_fundo_classe, '')) in
            (select t.classe_anbima, coalesce(t.fundo_cotas, ''), coalesce(t.tp_fundo_classe, '') from targets t where t.classe_anbima is not null)
      group by p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe
    ),
    judged as (
      select t.cnpj, t.ord, t.classe_anbima, t.fundo_cotas, t.tp_fundo_classe, t.taxa_adm, t.dt_comptc,
             g.n_usable, g.n_unusable, g.p25, g.p50, g.p75, g.oldest, g.newest,
             (select count(*) from unnest(g.fees) f where f < t.taxa_adm) as n_below,
             (select count(*) from unnest(g.fees) f where f = t.taxa_adm) as n_equal,
             coalesce(t.own_reason, case when coalesce(g.n_usable, 0) < 30 then 'pares_insuficientes' end) as reason
      from targets t
      left join groups g on g.classe_anbima = t.classe_anbima and g.fundo_cotas is not distinct from t.fundo_cotas
                        and g.tp_fundo_classe is not distinct from t.tp_fundo_classe
    )
    select j.cnpj, j.classe_anbima, j.fundo_cotas, j.tp_fundo_classe,
           case when j.reason is null then 'compared' else 'not_compared' end,
           j.reason,
           j.taxa_adm, j.dt_comptc, v_as_of, v_from, v_to,
           case when j.reason is null then j.n_usable::integer end,
           case when j.reason is null then j.n_usable::integer end,
           case when j.reason is null then 0 end,
           case when j.classe_anbima is not null then coalesce(j.n_unusable, 0)::integer end,
           case when j.reason is null then 0 end,
           case when j.reason is null then round(j.p25::numeric, 6) end,
           case when j.reason is null then round(j.p50::numeric, 6) end,
           case when j.reason is null then round(j.p75::numeric, 6) end,
           case when j.reason is null then round((j.n_below + 0.5 * j.n_equal) * 100.0 / j.n_usable, 4) end,
           case when j.reason is null then round(j.taxa_adm - j.p50::numeric, 6) end,
           case when j.reason is null then j.oldest end,
           case when j.reason is null then j.newest end,
           null::date, null::date, null::text[], null::text
    from judged j
    order by j.ord;
end;
$$;

alter function api.portfolio_fee_peers(text[], date) owner to api_owner;
revoke all on function api.portfolio_fee_peers(text[], date) from public;
grant execute on function api.portfolio_fee_peers(text[], date) to anon, authenticated;
comment on function api.portfolio_fee_peers(text[], date) is 'Administration fee against peers, for 1 to 200 funds.
One row per distinct CNPJ in order of first appearance. Uses each fund''s latest Extrato only (not a historical backtest). Fund peers: a quota in the daily report in each of the three reference months ending in the p_as_of month, the same filed association class (CLASSE_ANBIMA), the same FUNDO_COTAS flag and the same TP_FUNDO_CLASSE. A fee is usable when above 0 and at most 5 % a year, dated no later than p_as_of and no older than 36 months; a group needs at least 30 usable fund fees (the target included when eligible), with no broader fallback. p25/median/p75 are over the usable fees; percentile_pct is a midrank (ties count half); difference_pp is the fund''s fee minus the median. status not_compared carries reason_code and NULL statistics. Source values are never rescaled; no performance fee, expense ratio or saving is produced. ETF peers are not served yet (the curated ETF registry is not loaded): n_etf_peers is 0. No CNPJ, more than 200 CNPJs or an entry that is not a CNPJ raises 22023.
p_cnpjs: array of 1 to 200 CNPJs, punctuated or bare (leading zeros optional).
p_as_of: the comparison date (default today).';
--! EndIncluded functions/portfolio_fee_peers.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period"},"raise_only":["ptax"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback."],"enums":{"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
