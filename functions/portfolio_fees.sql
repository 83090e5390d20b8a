-- api.portfolio_fees: the disclosed fee of each fund, as filed, with every rule
-- that makes a filed number unusable (0 = not informed, above 5 = scale error)
-- visible in the row instead of silently applied. Sources served: the Extrato
-- (newest version) and the legacy registry cad_fi; the lamina, the balance-sheet
-- estimate and the ETF third-party fee are not loaded by this service yet, so
-- their columns are not part of this row.
drop function if exists api.portfolio_fees(text[], date);
drop type if exists api.portfolio_fees_row;

create type api.portfolio_fees_row as (
  cnpj text,
  fund_name text,
  month date,
  estimate_label text,
  disclosed_taxa_adm numeric,
  disclosed_taxa_perfm text,
  disclosed_taxa_adm_info text,
  disclosed_taxa_perfm_info text,
  disclosed_source text,
  disclosed_note text,
  disclosed_origin text,
  disclosed_as_of date,
  disclosed_age_months integer,
  disclosed_age_days integer,
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
  extrato_as_of date,
  fee_resolution text,
  benchmark_extrato text
);
alter type api.portfolio_fees_row owner to api_owner;
comment on type api.portfolio_fees_row is 'One fund (CNPJ) with its disclosed fees as filed (% a year). DISCLOSED numbers come from one source per fund: the newest Extrato version, else the legacy registry cad_fi.';
comment on column api.portfolio_fees_row.cnpj is 'Fund or class CNPJ, 14 digits, as asked (punctuation removed, left-padded).';
comment on column api.portfolio_fees_row.fund_name is 'DENOM_SOCIAL of the newest Extrato, else of the registry; NULL when neither holds the CNPJ.';
comment on column api.portfolio_fees_row.month is 'p_month as sent (the balance-sheet month of the estimate); NULL when p_month is null.';
comment on column api.portfolio_fees_row.estimate_label is 'Always present: says that no balance-sheet estimate is given and why (the balance-sheet accruals are not loaded). An estimate is never the disclosed fee.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm is 'Administration fee, % a year, from disclosed_origin. 0 is returned with filed_zero TRUE (not informed, never a zero cost); NULL when the filed value is above 5 or below 0 (implausible_filed, raw value in taxa_adm_filed_raw), when nothing is filed, or when no source holds the CNPJ. NULL is never a zero fee.';
comment on column api.portfolio_fees_row.disclosed_taxa_perfm is 'Performance fee as filed by disclosed_origin (Extrato TAXA_PERFM or cad_fi TAXA_PERFM), as text; NULL when not filed.';
comment on column api.portfolio_fees_row.disclosed_taxa_adm_info is 'cad_fi INF_TAXA_ADM when the registry is the source; NULL otherwise (the Extrato has no such field).';
comment on column api.portfolio_fees_row.disclosed_taxa_perfm_info is 'INF_TAXA_PERFM of the source (Extrato or cad_fi); NULL when not filed.';
comment on column api.portfolio_fees_row.disclosed_source is 'Which file the disclosed fee comes from, in words; NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_note is 'Why a disclosed value is NULL or must be read with care (filed 0, implausible value, no source); NULL when there is nothing to say.';
comment on column api.portfolio_fees_row.disclosed_origin is 'extrato or cad_fi (the lamina is not loaded yet); NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.disclosed_as_of is 'Filing date of the source: the Extrato version''s DT_COMPTC; NULL for cad_fi (the snapshot does not date its fee) and when there is no source.';
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
comment on column api.portfolio_fees_row.extrato_as_of is 'DT_COMPTC (filing date) of the newest Extrato version held; NULL without an Extrato.';
comment on column api.portfolio_fees_row.fee_resolution is 'extrato (plausible Extrato fee), extrato_to_check (the Extrato filed 0, above 5 or below 0, and no lamina fee is held beside it), cad_fi (no Extrato; registry fee); NULL when no source holds the CNPJ.';
comment on column api.portfolio_fees_row.benchmark_extrato is 'Extrato PARAM_TAXA_PERFM, the performance fee''s index as filed (dated extrato_as_of); never inferred from a name or class; NULL when blank or without an Extrato.';

create function api.portfolio_fees(p_cnpjs text[], p_month date default null)
returns setof api.portfolio_fees_row
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_cnpjs), 0) > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_fees: %s CNPJs sent, at most 200', cardinality(p_cnpjs)),
      detail = 'One call answers at most 200 CNPJs.',
      hint = 'Split p_cnpjs into calls of at most 200 CNPJs each.';
  end if;
  return query
    with asked as (
      select internal.cnpj(a.c, 'portfolio_fees') as cnpj, a.ord
      from unnest(coalesce(p_cnpjs, '{}'::text[])) with ordinality as a(c, ord)
    ),
    ids as (select asked.cnpj, min(asked.ord) as ord from asked group by asked.cnpj),
    picked as (
      select ids.cnpj, ids.ord, x.dt_comptc is not null as has_extrato, r.cnpj is not null as has_registry,
             x.denom_social as x_name, x.dt_comptc, x.tp_fundo_classe, x.classe_anbima, x.taxa_adm as x_adm,
             x.taxa_custodia_max, x.existe_taxa_perfm, x.taxa_perfm as x_perfm, x.param_taxa_perfm,
             x.calc_taxa_perfm, x.inf_taxa_perfm as x_perfm_info, x.existe_taxa_ingresso, x.taxa_ingresso_real,
             x.taxa_ingresso_pr, x.existe_taxa_saida, x.taxa_saida_real, x.taxa_saida_pr,
             r.denom_social as r_name, r.taxa_adm as r_adm, r.inf_taxa_adm as r_adm_info,
             r.taxa_perfm as r_perfm, r.inf_taxa_perfm as r_perfm_info
      from ids
      left join lateral (
        select e.* from cvm.extrato e where e.cnpj = ids.cnpj order by e.dt_comptc desc limit 1
      ) x on true
      left join lateral (
        -- a CNPJ registered under several types: the one still active, then the newest registration
        select f.* from cvm.cad_fi f where f.cnpj = ids.cnpj
        order by (f.dt_cancel is null) desc, f.dt_reg desc nulls last, f.tp_fundo limit 1
      ) r on true
    ),
    sourced as (
      select p.*,
             case when p.has_extrato then 'extrato' when p.has_registry then 'cad_fi' end as origin,
             case when p.has_extrato then p.x_adm when p.has_registry then p.r_adm end as filed
      from picked p
    )
    select s.cnpj,
           coalesce(s.x_name, s.r_name),
           p_month,
           'No estimate: the balance-sheet (balancete) fee accruals are not loaded by this service yet, so no figure is estimated; the disclosed_* columns are the fund''s own filing.'::text,
           case when s.filed >= 0 and s.filed <= 5 then s.filed end,
           case s.origin when 'extrato' then s.x_perfm::text when 'cad_fi' then s.r_perfm::text end,
           case s.origin when 'cad_fi' then s.r_adm_info end,
           case s.origin when 'extrato' then s.x_perfm_info when 'cad_fi' then s.r_perfm_info end,
           case s.origin
             when 'extrato' then format('CVM fund statement (Extrato, extrato_fi), version filed %s', s.dt_comptc)
             when 'cad_fi' then 'CVM legacy fund registry (cad_fi.csv), no Extrato held'
           end,
           case
             when s.origin is null then 'No Extrato or registry entry is held for this CNPJ: every disclosed value is unknown (NULL), not zero.'
             when s.filed = 0 then 'The fund filed an administration fee of 0, which means not informed, never a zero cost.'
             when s.filed > 5 or s.filed < 0 then format('The filed administration fee %s is outside 0..5 %% a year (probably a scale error); it is not returned as the fee and is kept in taxa_adm_filed_raw.', s.filed)
             when s.filed is null then 'The source filed no administration fee (NULL is not a zero fee).'
           end,
           s.origin,
           case s.origin when 'extrato' then s.dt_comptc end,
           case s.origin when 'extrato' then (extract(year from age(current_date, s.dt_comptc)) * 12 + extract(month from age(current_date, s.dt_comptc)))::integer end,
           case s.origin when 'extrato' then (current_date - s.dt_comptc) end,
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
           s.dt_comptc,
           case
             when s.origin = 'extrato' and (s.x_adm = 0 or s.x_adm > 5 or s.x_adm < 0) then 'extrato_to_check'
             else s.origin
           end,
           s.param_taxa_perfm
    from sourced s
    order by s.ord;
end;
$$;

alter function api.portfolio_fees(text[], date) owner to api_owner;
revoke all on function api.portfolio_fees(text[], date) from public;
grant execute on function api.portfolio_fees(text[], date) to anon, authenticated;
comment on function api.portfolio_fees(text[], date) is 'Disclosed fees of up to 200 funds.
One row per distinct CNPJ, in the order of first appearance; an unknown CNPJ gives a row of NULLs whose disclosed_note says no source holds it (not an empty answer: the caller sees which CNPJ is unknown). The disclosed fee comes from ONE source: the newest Extrato version; else the legacy registry cad_fi. An Extrato row is the source even when it filed 0 or above 5 (no fall-through to the registry). A filed 0 is returned as 0 with filed_zero TRUE (not informed); a value above 5 or below 0 is NULL with implausible_filed TRUE and the raw value in taxa_adm_filed_raw. The Extrato''s other fees are returned as filed. Not served yet: the lamina, the balance-sheet estimate (estimate_label says so on every row) and the ETF third-party fee. More than 200 CNPJs, or an entry that is not a CNPJ, raises 22023.
p_cnpjs: array of CNPJs, punctuated or bare (leading zeros optional), at most 200.
p_month: the balance-sheet month of the estimate; echoed in month (no estimate is computed yet).';
