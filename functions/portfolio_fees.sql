-- api.portfolio_fees: the disclosed fee of each fund, as filed, with every rule
-- that makes a filed number unusable (0 = not informed, above 5 = scale error)
-- visible in the row instead of silently applied. Sources served: the Extrato
-- (newest version), the lâmina (newest filing date) and the legacy registry
-- cad_fi; the ESTIMATE columns come from the balance sheet (balancete) and are
-- never mixed into the disclosed ones. For an ETF (curated registry) the fee a
-- third-party website prints sits in etf_site_* beside them, never in disclosed_*.
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
  extrato_class_note text,
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
  etf_ticker text,
  etf_site_source text,
  etf_site_note text,
  etf_site_taxa_adm numeric,
  etf_site_nr_cotistas numeric,
  etf_site_pl numeric,
  etf_site_as_of date,
  benchmark_extrato text,
  benchmark_lamina text,
  benchmark_lamina_n integer
);
alter type api.portfolio_fees_row owner to api_owner;
comment on type api.portfolio_fees_row is 'One fund (CNPJ) with its disclosed fees as filed (% a year). DISCLOSED numbers come from one source per fund: the newest Extrato version, else the newest lâmina, else the legacy registry cad_fi (a newer plausible lâmina replaces an Extrato that filed 0 or above 5).';
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
comment on column api.portfolio_fees_row.disclosed_note is 'Why a disclosed value is NULL or must be read with care (filed 0, implausible value, lâmina classes that filed different fees or left the fee blank, nothing filed, no source); NULL when there is nothing to say.';
comment on column api.portfolio_fees_row.disclosed_origin is 'extrato, lamina or cad_fi; NULL when no source holds the CNPJ.
@enum internal.disclosed_origin';
comment on column api.portfolio_fees_row.disclosed_as_of is 'Filing date of the source: the Extrato version''s or the lâmina''s DT_COMPTC; NULL for cad_fi (the snapshot does not date its fee) and when there is no source.';
comment on column api.portfolio_fees_row.disclosed_age_months is 'Whole months from disclosed_as_of to today; NULL when disclosed_as_of is NULL.';
comment on column api.portfolio_fees_row.disclosed_age_days is 'Days from disclosed_as_of to today; NULL when disclosed_as_of is NULL.';
comment on column api.portfolio_fees_row.filed_zero is 'TRUE when the source filed an administration fee of exactly 0 (means not informed); FALSE otherwise; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.implausible_filed is 'TRUE when the source filed an administration fee above 5 or below 0 (not returned as the fee); FALSE otherwise; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.taxa_adm_filed_raw is 'The administration fee exactly as the source filed it (also when implausible); never rewritten; NULL when not filed.';
comment on column api.portfolio_fees_row.extrato_tp_fundo_classe is 'Extrato TP_FUNDO_CLASSE (FI or CLASSES - FIF); NULL for a pre-2020 layout version (no such column) or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_classe_assoc is 'Extrato CLASSE_ANBIMA: the association class filed; NULL when blank or without an Extrato.';
comment on column api.portfolio_fees_row.extrato_class_note is 'What the Extrato row covers, read from its filed TP_FUNDO_CLASSE (the Extrato layout has no note column of its own): CLASSES - FIF = a class-level row of a CVM Resolution 175 fund (no subclass column: a fee that differs by subclass is not visible and none is assumed); FI = the fund''s own row; any other value is named as filed. NULL for a pre-2020 layout version (no TP_FUNDO_CLASSE column) or without an Extrato.';
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
comment on column api.portfolio_fees_row.benchmark_lamina is 'INDICE_REFER of the newest lâmina when every class filed the same NON-blank index; NULL when any class left it blank (a blank is no index, not the same one), when the classes differ, or without a lâmina (benchmark_lamina_n says how many distinct values were filed). Never inferred from a name or class.';
comment on column api.portfolio_fees_row.benchmark_lamina_n is 'Distinct INDICE_REFER values the newest lâmina''s classes filed; a blank is not a value and is not counted: 0 none filed, 1 one value (benchmark_lamina is NULL all the same when another class left it blank), above 1 the classes differ; NULL without a lâmina.';
comment on column api.portfolio_fees_row.extrato_as_of is 'DT_COMPTC (filing date) of the newest Extrato version held; NULL without an Extrato.';
comment on column api.portfolio_fees_row.fee_resolution is 'extrato (Extrato fee in (0, 5] or not filed), extrato_lamina_beside (the Extrato filed 0, above 5 or below 0; a lâmina fee is beside it but is not newer or not plausible), extrato_to_check (same, with no lâmina fee), lamina_newer (the Extrato filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5]: the lâmina is the source), lamina (no Extrato), cad_fi (neither); NULL when no source holds the CNPJ.
@enum internal.fee_resolution';
comment on column api.portfolio_fees_row.etf_ticker is 'The ticker of the CNPJ in the owner-curated ETF registry; NULL when the CNPJ is not an ETF there.';
comment on column api.portfolio_fees_row.etf_site_source is 'Where the ETF values were copied from (the website, as the curated snapshot names it); NULL without a snapshot with a fee.';
comment on column api.portfolio_fees_row.etf_site_note is 'Says the etf_site_* values are a third-party website''s, never a disclosed fee (the Extrato, lâmina and registry carry no fee for an ETF), and why a value is NULL; NULL when the CNPJ is not in the ETF registry.';
comment on column api.portfolio_fees_row.etf_site_taxa_adm is 'Total administration fee the third-party website printed, % a year: the newest snapshot of the ticker with a fee; never placed in disclosed_*. NULL when not an ETF or no snapshot printed a fee.';
comment on column api.portfolio_fees_row.etf_site_nr_cotistas is 'Holder count from the same snapshot; descriptive only, never summed. NULL when not printed or no snapshot.';
comment on column api.portfolio_fees_row.etf_site_pl is 'Net assets (R$) from the same snapshot; descriptive only, never a fee base. NULL when not printed or no snapshot.';
comment on column api.portfolio_fees_row.etf_site_as_of is 'Date of that snapshot; NULL without one.';
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
             l.*, b.*, etf.*
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
               count(distinct m.taxa_adm)::integer as n_adm, (count(*) - count(m.taxa_adm))::integer as n_adm_blank,
               -- a class that left INDICE_REFER blank filed no index: not a value of n_bench, and not "the same one"
               count(distinct m.indice_refer)::integer as n_bench,
               case when count(distinct m.indice_refer) = 1 and count(m.indice_refer) = count(*) then min(m.indice_refer) end as l_bench
        from cvm.lamina m
        where m.cnpj = ids.cnpj
          and m.dt_comptc = (select max(n.dt_comptc) from cvm.lamina n where n.cnpj = ids.cnpj)
        group by m.dt_comptc
      ) l on true
      left join lateral (
        -- the balance-sheet month: p_month's, else the fund's newest; accounts of it and of the month before,
        -- read in one range scan of the two months (a value is the newest filing of its month)
        select bm.m as b_month,
               sum(v.vl_saldo_balcte) filter (where v.dt_comptc >= bm.m and v.cd_conta_balcte in ('60000002', '70000009', '80000006')) as b_nav,
               (array_agg(v.vl_saldo_balcte order by v.dt_comptc desc) filter (where v.cd_conta_balcte = '81781001' and v.dt_comptc >= bm.m))[1] as adm_cur,
               (array_agg(v.vl_saldo_balcte order by v.dt_comptc desc) filter (where v.cd_conta_balcte = '81781001' and v.dt_comptc < bm.m))[1] as adm_prev,
               (array_agg(v.vl_saldo_balcte order by v.dt_comptc desc) filter (where v.cd_conta_balcte = '81782000' and v.dt_comptc >= bm.m))[1] as perf_cur,
               (array_agg(v.vl_saldo_balcte order by v.dt_comptc desc) filter (where v.cd_conta_balcte = '81782000' and v.dt_comptc < bm.m))[1] as perf_prev,
               -- the registry puts the fiscal-year start in this month (history, or the current start's month of year)
               exists (select 1 from cvm.cad_fi_exerc_social es where es.cnpj = ids.cnpj and date_trunc('month', es.dt_ini_exerc) = bm.m)
                 or exists (select 1 from cvm.cad_fi f where f.cnpj = ids.cnpj and extract(month from f.dt_ini_exerc) = extract(month from bm.m)) as start_month
        from (
          -- offset 0 keeps the month a computed row: pulled up, its max() probe ran once per use
          select coalesce(date_trunc('month', p_month)::date,
                          (select date_trunc('month', max(v.dt_comptc))::date from cvm.balancete v where v.cnpj = ids.cnpj)) as m
          offset 0
        ) bm
        left join cvm.balancete v
          on v.cnpj = ids.cnpj and v.dt_comptc >= bm.m - interval '1 month' and v.dt_comptc < bm.m + interval '1 month'
         and v.cd_conta_balcte in ('60000002', '70000009', '80000006', '81781001', '81782000')
        where exists (select 1 from cvm.balancete v where v.cnpj = ids.cnpj and v.dt_comptc >= bm.m and v.dt_comptc < bm.m + interval '1 month')
        group by bm.m
      ) b on true
      left join lateral (
        -- an ETF of the curated registry: its ticker's newest website snapshot that printed a fee
        select g.ticker as etf_ticker, g.sample as etf_sample, w.as_of as w_as_of, w.taxa_adm as w_adm, w.nr_cotistas as w_holders,
               w.pl as w_pl, w.source as w_source, w.sample as w_sample
        from curated.etf_registry g
        left join lateral (
          select w.* from curated.etf_site_snapshot w where w.ticker = g.ticker and w.taxa_adm is not null order by w.as_of desc limit 1
        ) w on true
        where g.cnpj = ids.cnpj
      ) etf on true
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
    select s.cnpj as cnpj,
           coalesce(case when s.origin = 'lamina' then s.l_name end, s.x_name, s.l_name, s.r_name) as fund_name,
           s.b_month as month,
           s.b_nav as nav,
           s.adm_flow as adm_fee_flow,
           case when s.b_nav > 0 then round(s.adm_flow * 12 / s.b_nav * 100, 6) end as adm_fee_pct_annual_est,
           s.perf_flow as perf_fee_flow,
           case when s.b_nav > 0 then round(s.perf_flow * 12 / s.b_nav * 100, 6) end as perf_fee_pct_annual_est,
           case when s.b_month is not null then s.fell and not s.start_month end as fiscal_reset_suspect,
           case
             when s.b_month is null then 'No estimate: no balance sheet (balancete) is held for this fund' || case when p_month is not null then ' in that month.' else '.' end
             when s.fell and not s.start_month then 'No estimate: the accumulated fee fell this month (fiscal-year reset suspected) and the registry does not put the fiscal-year start in this month.'
             when s.adm_cur is null then 'No estimate: the balance sheet files no administration fee account (81781001) this month.'
             when s.adm_prev is null and not s.start_month then 'No estimate: the previous month''s balance sheet is not held, so the month''s accrual is unknown.'
             when not coalesce(s.b_nav > 0, false) then 'Estimate of the accrual only: the NAV (groups 6 + 7 + 8) is not held or not positive, so no annual rate.'
             else 'Estimate from balance-sheet accruals (month''s accrual x 12 / NAV of groups 6 + 7 + 8), not the disclosed fee'
                  || case when s.start_month then '; fiscal-year start month per the registry: the accumulated value alone.' else '.' end
           end as estimate_label,
           case when s.filed >= 0 and s.filed <= 5 then s.filed end as disclosed_taxa_adm,
           case when s.origin = 'lamina' then s.l_adm_min end as disclosed_taxa_adm_min,
           case when s.origin = 'lamina' then s.l_adm_max end as disclosed_taxa_adm_max,
           case s.origin when 'extrato' then s.x_perfm::text when 'lamina' then s.l_perfm when 'cad_fi' then s.r_perfm::text end as disclosed_taxa_perfm,
           case s.origin when 'cad_fi' then s.r_adm_info end as disclosed_taxa_adm_info,
           case s.origin when 'extrato' then s.x_perfm_info when 'cad_fi' then s.r_perfm_info end as disclosed_taxa_perfm_info,
           case s.origin
             when 'extrato' then format('CVM fund statement (Extrato, extrato_fi), version filed %s', s.dt_comptc)
             when 'lamina' then format('CVM factsheet (lâmina, lamina_fi), filed %s', s.as_of)
               || case when s.resolution = 'lamina_newer' then format(', newer than the Extrato of %s that filed %s', s.dt_comptc, s.x_adm) else '' end
             when 'cad_fi' then 'CVM legacy fund registry (cad_fi.csv), no Extrato or lâmina held'
           end as disclosed_source,
           case
             when s.origin is null then 'No Extrato, lâmina or registry entry is held for this CNPJ: every disclosed value is unknown (NULL), not zero.'
             when s.origin = 'lamina' and s.l_adm is null and s.n_adm > 1 then format('The lâmina''s %s classes filed different administration fees (%s to %s)%s: no single fee.', s.n_classes, s.l_adm_min, s.l_adm_max,
               case when s.n_adm_blank > 0 then format('; %s of them filed none', s.n_adm_blank) else '' end)
             when s.origin = 'lamina' and s.l_adm is null and s.n_adm = 1 then format('%s of the lâmina''s %s classes filed no administration fee (blank, not a zero fee) and the others filed %s: no single fee.', s.n_adm_blank, s.n_classes, s.l_adm_min)
             when s.filed = 0 then 'The fund filed an administration fee of 0, which means not informed, never a zero cost.'
             when s.filed > 5 or s.filed < 0 then format('The filed administration fee %s is outside 0..5 %% a year (probably a scale error); it is not returned as the fee and is kept in taxa_adm_filed_raw.', s.filed)
             when s.filed is null then 'The source filed no administration fee (NULL is not a zero fee).'
           end as disclosed_note,
           s.origin as disclosed_origin,
           case s.origin when 'extrato' then s.dt_comptc when 'lamina' then s.as_of end as disclosed_as_of,
           (select (extract(year from age(current_date, d)) * 12 + extract(month from age(current_date, d)))::integer
              from (select case s.origin when 'extrato' then s.dt_comptc when 'lamina' then s.as_of end as d) a) as disclosed_age_months,
           (case s.origin when 'extrato' then current_date - s.dt_comptc when 'lamina' then current_date - s.as_of end) as disclosed_age_days,
           case s.origin when 'lamina' then s.n_classes when 'extrato' then 1 when 'cad_fi' then 1 end as disclosed_n_classes,
           case when s.origin is not null then coalesce(s.filed = 0, false) end as filed_zero,
           case when s.origin is not null then coalesce(s.filed > 5 or s.filed < 0, false) end as implausible_filed,
           s.filed as taxa_adm_filed_raw,
           s.tp_fundo_classe as extrato_tp_fundo_classe,
           s.classe_anbima as extrato_classe_assoc,
           case
             when s.tp_fundo_classe = 'CLASSES - FIF' then 'Class-level row (CVM Resolution 175, TP_FUNDO_CLASSE CLASSES - FIF): the Extrato has no subclass column, so these are the class''s fees; a fee that differs by subclass is not visible and no subclass fee is assumed.'
             when s.tp_fundo_classe = 'FI' then 'Fund-level row (TP_FUNDO_CLASSE FI): the fees of the fund as filed.'
             when s.tp_fundo_classe is not null then 'TP_FUNDO_CLASSE ' || s.tp_fundo_classe || ' as filed: the Extrato has no subclass column, so no subclass fee is assumed.'
           end as extrato_class_note,
           s.existe_taxa_perfm as extrato_existe_taxa_perfm,
           s.param_taxa_perfm as extrato_param_taxa_perfm,
           s.calc_taxa_perfm as extrato_calc_taxa_perfm,
           s.x_perfm_info as extrato_inf_taxa_perfm,
           s.existe_taxa_ingresso as extrato_existe_taxa_ingresso,
           s.existe_taxa_saida as extrato_existe_taxa_saida,
           s.x_perfm as extrato_taxa_perfm,
           s.taxa_ingresso_pr as extrato_taxa_ingresso_pr,
           s.taxa_ingresso_real as extrato_taxa_ingresso_real,
           s.taxa_saida_pr as extrato_taxa_saida_pr,
           s.taxa_saida_real as extrato_taxa_saida_real,
           s.taxa_custodia_max as extrato_taxa_custodia_max,
           s.x_adm as extrato_taxa_adm_filed,
           case when s.x_adm > 0 and s.l_adm > 0 then s.x_adm / s.l_adm end as extrato_lamina_ratio,
           case when s.x_adm > 5 and s.l_adm > 0 then
             (select f from unnest(array[10, 100]) as f where abs(s.x_adm - f * s.l_adm) <= 0.005 + f * 0.005 order by f limit 1)
           end as extrato_scale_factor,
           s.dt_comptc as extrato_as_of,
           s.l_despesa as lamina_pr_pl_despesa,
           s.l_adm as lamina_taxa_adm,
           s.l_adm_min as lamina_taxa_adm_min,
           s.l_adm_max as lamina_taxa_adm_max,
           s.n_classes as lamina_n_classes,
           (extract(year from age(current_date, s.as_of)) * 12 + extract(month from age(current_date, s.as_of)))::integer as lamina_age_months,
           s.l_ini as lamina_dt_ini_despesa,
           s.l_fim as lamina_dt_fim_despesa,
           s.as_of as lamina_as_of,
           case when s.n_despesa > 1 then format('The lâmina''s %s classes filed %s different expense ratios: no single value.', s.n_classes, s.n_despesa) end as lamina_expense_note,
           s.resolution as fee_resolution,
           s.etf_ticker as etf_ticker,
           s.w_source as etf_site_source,
           case
             when s.etf_ticker is null then null
             when s.w_as_of is null then format('ETF %s in the curated registry, but no third-party website snapshot with a fee is held: etf_site_* are NULL (unknown, not zero). The Extrato, lâmina and registry carry no fee for an ETF.', s.etf_ticker)
             else format('Third-party website value (%s, %s), not a disclosed fee: the Extrato, lâmina and registry carry no fee for an ETF, so it is never placed in disclosed_*.', s.w_source, s.w_as_of)
           end
             || case when s.etf_sample or s.w_sample then ' SAMPLE ENTRY of the curated files: illustrative, not a real ETF or snapshot.' else '' end as etf_site_note,
           s.w_adm as etf_site_taxa_adm,
           s.w_holders as etf_site_nr_cotistas,
           s.w_pl as etf_site_pl,
           s.w_as_of as etf_site_as_of,
           s.param_taxa_perfm as benchmark_extrato,
           s.l_bench as benchmark_lamina,
           s.n_bench as benchmark_lamina_n
    from sourced s
    order by s.ord;
end;
$$;

alter function api.portfolio_fees(text[], date) owner to api_owner;
revoke all on function api.portfolio_fees(text[], date) from public;
grant execute on function api.portfolio_fees(text[], date) to anon, authenticated;
comment on function api.portfolio_fees(text[], date) is 'Disclosed fees of up to 200 funds.
One row per distinct CNPJ, in the order of first appearance; an unknown CNPJ gives a row of NULLs whose disclosed_note says no source holds it (not an empty answer: the caller sees which CNPJ is unknown). The disclosed fee comes from ONE source: the newest Extrato version; else the newest lâmina; else the legacy registry cad_fi. An Extrato row is the source even when it filed 0 or above 5 (no fall-through), except when it filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5] (fee_resolution lamina_newer). When the lâmina''s classes disagree the single fee is NULL with min/max and a note. The other document''s fee is returned as filed beside it (lamina_*, extrato_taxa_adm_filed), with extrato_lamina_ratio and the extrato_scale_factor flag (10 or 100); lamina_pr_pl_despesa is the total expense ratio, never added to the fee. benchmark_extrato and benchmark_lamina(_n) are the indices as filed. A filed 0 is returned as 0 with filed_zero TRUE (not informed); a value above 5 or below 0 is NULL with implausible_filed TRUE and the raw value in taxa_adm_filed_raw. The Extrato''s other fees are returned as filed, with extrato_class_note saying whether its row is a CVM 175 class (no subclass fee is assumed) or a fund, from TP_FUNDO_CLASSE. benchmark_lamina is NULL unless every class filed the same non-blank index. ESTIMATE columns (month, nav, *_fee_flow, *_pct_annual_est, fiscal_reset_suspect) come from the balance-sheet accruals: previous accumulated minus current, x 12 / NAV (groups 6+7+8); in a month where the accumulated fee falls the estimate is NULL with fiscal_reset_suspect unless the registry''s fiscal-year start is that month (then the accumulated value alone); estimate_label on every row says it is an estimate or why there is none. ETFs: for a CNPJ in the owner-curated ETF registry, etf_ticker and the newest third-party website snapshot of the ticker that printed a fee (etf_site_taxa_adm, etf_site_as_of, etf_site_source, and the holders and net assets of the same snapshot, descriptive only); never placed in disclosed_*, and etf_site_note says so and why a value is NULL. More than 200 CNPJs, or an entry that is not a CNPJ, raises 22023.
p_cnpjs: array of CNPJs, punctuated or bare (leading zeros optional), at most 200.
p_month: the balance-sheet month of the estimate (any day of it); null = each fund''s newest balance-sheet month.
@tag Portfolio
@since lamina_newer: v55
@since etf: v56, v57';
