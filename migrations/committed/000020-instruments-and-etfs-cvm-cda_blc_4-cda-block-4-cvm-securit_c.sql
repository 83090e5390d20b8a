--! Previous: sha1:67fe05e2392de2e615afac857754953841448602
--! Hash: sha1:da737ec7766eb3f53df53809cad71a166ac0f9c7
--! Message: Instruments and ETFs: cvm.cda_blc_4 (CDA block 4), cvm.securit_classe (CRI/CRA classe, every Versao), api.portfolio_instruments; schema curated (etf_registry, etf_site_snapshot, etf_index_class, reviewed_by/reviewed_at); portfolio_fees ETF columns (rule 13) and ETF peers in portfolio_fee_peers (v66); catalog

-- Enter migration here
--! Included sql/cvm/cda_blc_4.sql
-- cda_fi_YYYYMM.zip / HIST cda_fi_YYYY.zip, block 4 (cda_fi_BLC_4_*): a fund's
-- coded assets at month end (shares, debentures, options, BDRs, units) as filed.
create table cvm.cda_blc_4 (
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
  cd_ativo text,
  ds_ativo text,
  cd_isin text,
  dt_ini_vigencia date,
  dt_fim_vigencia date,
  ingest_id bigint not null,
  primary key (cnpj, dt_comptc, line_no)
);
create index cda_blc_4_code_month on cvm.cda_blc_4 (upper(cd_ativo), dt_comptc) include (tp_aplic);
comment on table cvm.cda_blc_4 is 'CVM fund holdings (CDA) block 4, coded assets, as filed: one row per line of a fund''s month (CNPJ_FUNDO_CLASSE or CNPJ_FUNDO, DT_COMPTC); a newer file of the same fund month replaces its lines.';
comment on column cvm.cda_blc_4.line_no is 'The line''s ordinal within its fund month in the file (1, 2, ...): no published column tells two holdings apart.';
comment on column cvm.cda_blc_4.tp_aplic is 'TP_APLIC: application type (Ações, Debêntures, Opções - Posições titulares, ...).';
comment on column cvm.cda_blc_4.cd_ativo is 'CD_ATIVO: the exchange or registry trading code as filed.';
comment on column cvm.cda_blc_4.vl_merc_pos_final is 'VL_MERC_POS_FINAL: market value of the position at month end (BRL), the fund''s own mark.';
alter table cvm.cda_blc_4 owner to ingest_writer;
grant select on cvm.cda_blc_4 to api_owner;
--! EndIncluded sql/cvm/cda_blc_4.sql
--! Included sql/cvm/securit_classe.sql
-- inf_mensal_cri_YYYY.zip / inf_mensal_cra_YYYY.zip, classe member: the classes
-- and series of each filed monthly report version of a CRI or CRA, as filed.
create table cvm.securit_classe (
  instrument_type text not null check (instrument_type in ('cri_mensal', 'cra_mensal')),
  cnpj_emissora text not null check (cnpj_emissora ~ '^[0-9]{14}$'),
  codigo_identificacao_certificado text not null,
  data_referencia date not null,
  versao integer not null,
  line_no integer not null check (line_no > 0),
  classe text,
  numero_serie numeric,
  tipo_oferta text,
  codigo_cetip text,
  codigo_isin text,
  data_vencimento date,
  situacao text,
  valor_total_integralizado numeric,
  taxa_juros text,
  quantidade_certificados numeric,
  valor_certificados numeric,
  classificacao_risco_atual text,
  ingest_id bigint not null,
  primary key (instrument_type, cnpj_emissora, codigo_identificacao_certificado, data_referencia, versao, line_no)
);
create index securit_classe_cetip on cvm.securit_classe (upper(codigo_cetip), data_referencia);
comment on table cvm.securit_classe is 'CVM CRI and CRA monthly reports, classe member (inf_mensal_cri_classe / inf_mensal_cra_classe), every report version (Versao) kept; a newer file of the same report version replaces its lines.';
comment on column cvm.securit_classe.instrument_type is 'Which report the row comes from: cri_mensal or cra_mensal (from the member name).';
comment on column cvm.securit_classe.line_no is 'The row''s ordinal within its report version in the file (1, 2, ...): distinct rows can share class and series and nothing published tells them apart.';
comment on column cvm.securit_classe.codigo_cetip is 'Codigo_CETIP: the series'' registry code as filed (what portfolio_instruments matches).';
comment on column cvm.securit_classe.valor_total_integralizado is 'Valor_Total_Integralizado (CRA) or Total_Integralizado (CRI): total paid in, BRL.';
alter table cvm.securit_classe owner to ingest_writer;
grant select on cvm.securit_classe to api_owner;
--! EndIncluded sql/cvm/securit_classe.sql
--! Included functions/portfolio_instruments.sql
-- api.portfolio_instruments: what a list of instrument codes (a CRI/CRA series
-- registry code, a debenture ticker) is, from the filings alone: the CRI/CRA
-- monthly reports' class member first, else the funds' holdings (CDA block 4).
-- Nothing is inferred from a code's letters: a code neither filing holds gets a
-- row saying so, and a code the funds hold only as something other than a
-- debenture says what it was held as.
drop function if exists api.portfolio_instruments(text[]);
drop type if exists api.portfolio_instruments_row;

create type api.portfolio_instruments_row as (
  input_code text,
  code text,
  match_kind text,
  instrument_type text,
  cnpj_securit text,
  line_no integer,
  numero_serie numeric,
  classe text,
  data_vencimento date,
  situacao text,
  valor_total_integralizado numeric,
  taxa_juros text,
  classificacao_risco_atual text,
  data_referencia date,
  cd_isin text,
  issuer_code text,
  n_fundos integer,
  preco_marcacao_fundos numeric,
  cda_period date,
  reason text
);
alter type api.portfolio_instruments_row owner to api_owner;
comment on type api.portfolio_instruments_row is 'One resolution of an input code: a securitization series (one row per series and class), a debenture in the funds'' holdings, or no match with the reason in Portuguese.';
comment on column api.portfolio_instruments_row.input_code is 'The code as sent (each distinct code once, in order of first appearance).';
comment on column api.portfolio_instruments_row.code is 'The code looked up: trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed (only with the hyphen).';
comment on column api.portfolio_instruments_row.match_kind is 'securit_registry (a CRI/CRA series with this registry code), cda_ticker (a debenture in the funds'' holdings), or NULL (no match; reason says why).';
comment on column api.portfolio_instruments_row.instrument_type is 'cri_mensal or cra_mensal (the monthly report the series comes from) for securit_registry; NULL otherwise.';
comment on column api.portfolio_instruments_row.cnpj_securit is 'CNPJ_Emissora: the securitization company (14 digits); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.line_no is 'The row''s place within its filed report version (several rows can share series and class; the first is shown); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.numero_serie is 'Numero_Serie as filed; NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.classe is 'Classe as filed (Sênior, Subordinada, ...); NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.data_vencimento is 'Data_Vencimento as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.situacao is 'Situacao as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.valor_total_integralizado is 'Total paid in, BRL (CRA Valor_Total_Integralizado, CRI Total_Integralizado); NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.taxa_juros is 'Taxa_Juros as filed (free text); NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.classificacao_risco_atual is 'Classificacao_Risco_Atual as filed; NULL unless securit_registry or not filed.';
comment on column api.portfolio_instruments_row.data_referencia is 'Data_Referencia of the report: the code''s newest; NULL unless securit_registry.';
comment on column api.portfolio_instruments_row.cd_isin is 'securit_registry: the series'' Codigo_ISIN as filed (not validated; NULL when not filed). cda_ticker: the most common CD_ISIN of the month''s debenture lines (NULL when none filed one). NULL without a match.';
comment on column api.portfolio_instruments_row.issuer_code is 'cda_ticker: characters 3-6 of cd_isin (the issuer code inside the ISIN, never a CNPJ); NULL otherwise or without an ISIN.';
comment on column api.portfolio_instruments_row.n_fundos is 'cda_ticker: distinct funds holding the code as a debenture in cda_period (the newest month may still be filling, so it can be low); NULL otherwise.';
comment on column api.portfolio_instruments_row.preco_marcacao_fundos is 'cda_ticker: sum of VL_MERC_POS_FINAL over sum of QT_POS_FINAL of those lines, 6 decimal places: the funds'' own marks, not a trade price; NULL otherwise or when the quantities sum to 0.';
comment on column api.portfolio_instruments_row.cda_period is 'cda_ticker, or a code held only as something else: DT_COMPTC of the newest holdings month in which the code appears (any application type); NULL otherwise.';
comment on column api.portfolio_instruments_row.reason is 'NULL on a match; else, in Portuguese, why not: what the funds held the code as, that neither filing holds it, or that the code is empty.';

create function api.portfolio_instruments(p_codes text[])
returns setof api.portfolio_instruments_row
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_rows api.portfolio_instruments_row[];
begin
  if coalesce(cardinality(p_codes), 0) > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_instruments: %s codes sent, at most 200', cardinality(p_codes)),
      detail = 'One call resolves at most 200 codes.',
      hint = 'Split p_codes into calls of at most 200 codes each.';
  end if;

  with input as (
    select min(u.ord) as ord, u.raw as input_code
    from unnest(p_codes) with ordinality as u(raw, ord)
    group by u.raw
  ),
  normalized as (
    select i.ord, i.input_code,
           regexp_replace(upper(regexp_replace(coalesce(i.input_code, ''), '^\s+|\s+$', '', 'g')), '^(CRA|CRI|DEB)-', '') as code
    from input i
  ),
  securit as (
    -- every series filed under the code at its newest reference date, one row per (series, class): highest version, first line
    select distinct on (n.ord, s.numero_serie, s.classe)
           n.ord, n.input_code, n.code, s.*
    from normalized n
    join cvm.securit_classe s
      on upper(s.codigo_cetip) = n.code
     and s.data_referencia = (select max(m.data_referencia) from cvm.securit_classe m where upper(m.codigo_cetip) = n.code)
    where n.code <> ''
    order by n.ord, s.numero_serie, s.classe, s.versao desc, s.line_no, s.instrument_type, s.cnpj_emissora
  ),
  cda_month as (
    select n.ord, n.code, (select max(b.dt_comptc) from cvm.cda_blc_4 b where upper(b.cd_ativo) = n.code) as period
    from normalized n
    where n.code <> '' and not exists (select 1 from securit s where s.ord = n.ord)
  ),
  cda as (
    select m.ord, m.period,
           count(distinct b.cnpj) filter (where b.tp_aplic = 'Debêntures')::integer as n_fundos,
           mode() within group (order by b.cd_isin) filter (where b.tp_aplic = 'Debêntures') as cd_isin,
           round(sum(b.vl_merc_pos_final) filter (where b.tp_aplic = 'Debêntures')
                 / nullif(sum(b.qt_pos_final) filter (where b.tp_aplic = 'Debêntures'), 0), 6) as preco,
           string_agg(distinct coalesce(b.tp_aplic, '(tipo de aplicação em branco)'), ', ' order by coalesce(b.tp_aplic, '(tipo de aplicação em branco)'))
             filter (where b.tp_aplic is distinct from 'Debêntures') as held_as
    from cda_month m
    join cvm.cda_blc_4 b on upper(b.cd_ativo) = m.code and b.dt_comptc = m.period
    group by m.ord, m.period
  ),
  answer as (
    select s.ord, s.numero_serie as serie, s.classe as cls,
           row(s.input_code, s.code, 'securit_registry', s.instrument_type, s.cnpj_emissora, s.line_no, s.numero_serie, s.classe,
               s.data_vencimento, s.situacao, s.valor_total_integralizado, s.taxa_juros, s.classificacao_risco_atual,
               s.data_referencia, s.codigo_isin, null, null, null, null, null)::api.portfolio_instruments_row as r
    from securit s
    union all
    select n.ord, null, null,
           case
             when c.n_fundos > 0 then
               row(n.input_code, n.code, 'cda_ticker', null, null, null, null, null, null, null, null, null, null, null,
                   c.cd_isin, substr(c.cd_isin, 3, 4), c.n_fundos, c.preco, c.period, null)::api.portfolio_instruments_row
             else
               row(n.input_code, n.code, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                   c.period,
                   case
                     when n.code = '' then 'código vazio depois da normalização (espaços e prefixo CRA-, CRI- ou DEB- removidos)'
                     when c.period is not null then format('código presente na carteira dos fundos (CDA bloco 4) de %s apenas como %s, não como Debêntures; nenhuma série de CRI/CRA tem este código',
                                                           to_char(c.period, 'YYYY-MM'), c.held_as)
                     else 'código não encontrado: nenhuma série de CRI/CRA (informe mensal, Codigo_CETIP) nem posição na carteira dos fundos (CDA bloco 4) com este código'
                   end)::api.portfolio_instruments_row
           end
    from normalized n
    left join cda c on c.ord = n.ord
    where not exists (select 1 from securit s where s.ord = n.ord)
  )
  select array_agg(a.r order by a.ord, a.serie, a.cls) into v_rows from answer a;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_instruments',
    'Send fewer codes per call: a registry code can match many series, so split p_codes until each call answers at most 1000 rows.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_instruments(text[]) owner to api_owner;
revoke all on function api.portfolio_instruments(text[]) from public;
grant execute on function api.portfolio_instruments(text[]) to anon, authenticated;
comment on function api.portfolio_instruments(text[]) is 'Instrument codes resolved from the filings.
Each code is trimmed, upper-cased and a leading CRA-, CRI- or DEB- removed (only with the hyphen: CRA019 stays CRA019). Then, per code: (1) match_kind securit_registry: every series of the CRI and CRA monthly reports (classe member) whose Codigo_CETIP is the code, at the code''s newest Data_Referencia, one row per (numero_serie, classe) at its highest Versao, columns as filed, cd_isin the filed ISIN (NULL when not filed); (2) else match_kind cda_ticker: the newest month in which the funds'' holdings (CDA block 4) list the code under any application type, and that month''s Debêntures lines: cd_isin (most common), issuer_code (ISIN characters 3-6), n_fundos, preco_marcacao_fundos (funds'' marks, not a trade price), cda_period; a code held that month only as something else is no match and reason says what it was held as; (3) else one row with match_kind NULL and the reason in Portuguese. Nothing is inferred from a code''s letters. Each distinct input code once, in order of first appearance.
Refused (22023): more than 200 codes, or an answer above one 1000-row page.
p_codes: array of up to 200 codes, e.g. ["CRA-CRA019", "PETR16"].';
--! EndIncluded functions/portfolio_instruments.sql
--! Included sql/curated/schema.sql
-- Owner-curated registries committed to the repository as CSV (curated/*.csv):
-- written by ingest_writer, read by api_owner only.
create schema curated authorization ingest_writer;
grant usage on schema curated to api_owner;
comment on schema curated is 'Registries the owner curates and reviews by hand (committed CSV files under curated/, loaded by the curated-etf source): the ETF registry, third-party ETF website snapshots and the index-to-class mapping; private (read only through api).';
--! EndIncluded sql/curated/schema.sql
--! Included sql/curated/etf_registry.sql
-- curated/etf_registry.csv: which CNPJs are ETFs (index funds), their ticker and
-- underlying index, as reviewed by the owner.
create table curated.etf_registry (
  cnpj text primary key check (cnpj ~ '^[0-9]{14}$'),
  ticker text not null unique,
  fund_name text,
  underlying_index text not null,
  active boolean not null,
  sample boolean not null,
  reviewed_by text not null,
  reviewed_at date not null,
  ingest_id bigint not null
);
comment on table curated.etf_registry is 'Owner-curated ETF registry (curated/etf_registry.csv): one row per ETF CNPJ, its exchange ticker and underlying index; the file is the whole registry (a row removed from it goes).';
comment on column curated.etf_registry.underlying_index is 'The index the ETF tracks, as the owner names it; curated.etf_index_class maps it to an association class.';
comment on column curated.etf_registry.active is 'Owner-reviewed: the ETF is listed and trading; only active ETFs join fee peer groups.';
comment on column curated.etf_registry.sample is 'TRUE for the illustrative rows shipped with the repository (not a real ETF): replace them with reviewed rows.';
comment on column curated.etf_registry.reviewed_by is 'Who reviewed the row.';
comment on column curated.etf_registry.reviewed_at is 'When the row was last reviewed.';
alter table curated.etf_registry owner to ingest_writer;
grant select on curated.etf_registry to api_owner;
--! EndIncluded sql/curated/etf_registry.sql
--! Included sql/curated/etf_site_snapshot.sql
-- curated/etf_site_snapshots.csv: what a third-party website printed for an ETF
-- on a date (total administration fee, holders, net assets), as copied by hand.
create table curated.etf_site_snapshot (
  ticker text not null,
  as_of date not null,
  taxa_adm numeric,
  nr_cotistas numeric,
  pl numeric,
  source text not null,
  sample boolean not null,
  reviewed_by text not null,
  reviewed_at date not null,
  ingest_id bigint not null,
  primary key (ticker, as_of)
);
comment on table curated.etf_site_snapshot is 'Third-party ETF website snapshots (curated/etf_site_snapshots.csv), one per ticker and date: never a disclosed fee; the file is the whole set (a row removed from it goes).';
comment on column curated.etf_site_snapshot.taxa_adm is 'Total administration fee the website printed, % a year; NULL when it printed none.';
comment on column curated.etf_site_snapshot.nr_cotistas is 'Holder count the website printed; descriptive only.';
comment on column curated.etf_site_snapshot.pl is 'Net assets the website printed, R$; descriptive only, never a fee base.';
comment on column curated.etf_site_snapshot.source is 'The website (and page) the values were copied from.';
comment on column curated.etf_site_snapshot.sample is 'TRUE for the illustrative rows shipped with the repository (not a real snapshot).';
alter table curated.etf_site_snapshot owner to ingest_writer;
grant select on curated.etf_site_snapshot to api_owner;
--! EndIncluded sql/curated/etf_site_snapshot.sql
--! Included sql/curated/etf_index_class.sql
-- curated/etf_index_class.csv: the owner-reviewed mapping of an ETF's underlying
-- index to the association class (CLASSE_ANBIMA) whose fee peers it joins.
create table curated.etf_index_class (
  underlying_index text primary key,
  classe_anbima text not null,
  sample boolean not null,
  reviewed_by text not null,
  reviewed_at date not null,
  ingest_id bigint not null
);
comment on table curated.etf_index_class is 'Owner-reviewed mapping of an underlying index to an association class (curated/etf_index_class.csv), never inferred from names: an ETF joins the fee peers of that class only through it; the file is the whole mapping.';
comment on column curated.etf_index_class.classe_anbima is 'The association class exactly as the Extrato files it (CLASSE_ANBIMA).';
comment on column curated.etf_index_class.sample is 'TRUE for the illustrative rows shipped with the repository (not a reviewed mapping).';
alter table curated.etf_index_class owner to ingest_writer;
grant select on curated.etf_index_class to api_owner;
--! EndIncluded sql/curated/etf_index_class.sql
--! Included functions/portfolio_fees.sql
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
           s.etf_ticker,
           s.w_source,
           case
             when s.etf_ticker is null then null
             when s.w_as_of is null then format('ETF %s in the curated registry, but no third-party website snapshot with a fee is held: etf_site_* are NULL (unknown, not zero). The Extrato, lâmina and registry carry no fee for an ETF.', s.etf_ticker)
             else format('Third-party website value (%s, %s), not a disclosed fee: the Extrato, lâmina and registry carry no fee for an ETF, so it is never placed in disclosed_*.', s.w_source, s.w_as_of)
           end
             || case when s.etf_sample or s.w_sample then ' SAMPLE ENTRY of the curated files: illustrative, not a real ETF or snapshot.' else '' end,
           s.w_adm,
           s.w_holders,
           s.w_pl,
           s.w_as_of,
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
One row per distinct CNPJ, in the order of first appearance; an unknown CNPJ gives a row of NULLs whose disclosed_note says no source holds it (not an empty answer: the caller sees which CNPJ is unknown). The disclosed fee comes from ONE source: the newest Extrato version; else the newest lâmina; else the legacy registry cad_fi. An Extrato row is the source even when it filed 0 or above 5 (no fall-through), except (v55) when it filed exactly 0 or above 5 and a NEWER lâmina''s single fee is in (0, 5] (fee_resolution lamina_newer). When the lâmina''s classes disagree the single fee is NULL with min/max and a note. The other document''s fee is returned as filed beside it (lamina_*, extrato_taxa_adm_filed), with extrato_lamina_ratio and the extrato_scale_factor flag (10 or 100); lamina_pr_pl_despesa is the total expense ratio, never added to the fee. benchmark_extrato and benchmark_lamina(_n) are the indices as filed. A filed 0 is returned as 0 with filed_zero TRUE (not informed); a value above 5 or below 0 is NULL with implausible_filed TRUE and the raw value in taxa_adm_filed_raw. The Extrato''s other fees are returned as filed. ESTIMATE columns (month, nav, *_fee_flow, *_pct_annual_est, fiscal_reset_suspect) come from the balance-sheet accruals: previous accumulated minus current, x 12 / NAV (groups 6+7+8); in a month where the accumulated fee falls the estimate is NULL with fiscal_reset_suspect unless the registry''s fiscal-year start is that month (then the accumulated value alone); estimate_label on every row says it is an estimate or why there is none. ETFs (v56, v57): for a CNPJ in the owner-curated ETF registry, etf_ticker and the newest third-party website snapshot of the ticker that printed a fee (etf_site_taxa_adm, etf_site_as_of, etf_site_source, and the holders and net assets of the same snapshot, descriptive only); never placed in disclosed_*, and etf_site_note says so and why a value is NULL. More than 200 CNPJs, or an entry that is not a CNPJ, raises 22023.
p_cnpjs: array of CNPJs, punctuated or bare (leading zeros optional), at most 200.
p_month: the balance-sheet month of the estimate (any day of it); null = each fund''s newest balance-sheet month.';
--! EndIncluded functions/portfolio_fees.sql
--! Included functions/portfolio_fee_peers.sql
-- api.portfolio_fee_peers: where a fund's latest Extrato administration fee sits
-- among its peers (same association class, FUNDO_COTAS and scope, active in the
-- daily report), and the active ETFs whose underlying index the owner mapped to
-- that class (third-party website fees) once the group has 30 usable fund fees.
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
comment on column api.portfolio_fee_peers_row.n_etf_peers is 'Active ETFs of the curated registry whose underlying index is mapped to the class (owner-reviewed, never inferred from a name), with a usable third-party website fee; they join only a group that already has 30 usable fund fees. NULL when not compared.';
comment on column api.portfolio_fee_peers_row.n_excluded is 'Active funds of the group whose fee is not usable (0, above 5, negative, blank, older than 36 months or dated after p_as_of); NULL when the fund has no comparable Extrato.';
comment on column api.portfolio_fee_peers_row.n_etf_excluded is 'Active mapped ETFs without a usable website fee (none dated by p_as_of, 0, above 5, or older than 36 months); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.p25_pct_year is 'First quartile of the group''s usable fees, % a year (continuous); NULL when not compared.';
comment on column api.portfolio_fee_peers_row.median_pct_year is 'Median of the group''s usable fees, % a year; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.p75_pct_year is 'Third quartile of the group''s usable fees, % a year; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.percentile_pct is 'Midrank percentile of the fund''s fee in the group: (peers below + half the peers equal) / n_peers x 100; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.difference_pp is 'taxa_adm minus median_pct_year, percentage points; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.peer_fee_oldest is 'Oldest filing date of the usable fund fees; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.peer_fee_newest is 'Newest filing date of the usable fund fees; NULL when not compared.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_oldest is 'Oldest website snapshot date of the ETF peers'' fees; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_newest is 'Newest website snapshot date of the ETF peers'' fees; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_tickers is 'Tickers of the ETF peers, sorted; NULL when not compared or no ETF peer.';
comment on column api.portfolio_fee_peers_row.etf_peer_fee_source is 'Says the ETF peers'' fees are third-party website values (curated snapshots), never disclosed fees; NULL when not compared or no ETF peer.';

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
      -- an ETF of the curated registry is an ETF peer (once), never a fund peer
      where not exists (select 1 from curated.etf_registry g where g.cnpj = e.cnpj)
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
             array_agg(p.taxa_adm order by p.taxa_adm) filter (where p.usable) as fees,
             min(p.dt_comptc) filter (where p.usable) as oldest,
             max(p.dt_comptc) filter (where p.usable) as newest
      from latest p
      join active a on a.cnpj = p.cnpj
      where (p.classe_anbima, coalesce(p.fundo_cotas, ''), coalesce(p.tp_fundo_classe, '')) in
            (select t.classe_anbima, coalesce(t.fundo_cotas, ''), coalesce(t.tp_fundo_classe, '') from targets t where t.classe_anbima is not null)
      group by p.classe_anbima, p.fundo_cotas, p.tp_fundo_classe
    ),
    etf_groups as (
      -- active ETFs whose underlying index the owner mapped to a target's class: the
      -- newest website snapshot with a fee dated by p_as_of, usable by the fund rules
      select m.classe_anbima,
             count(*) filter (where e.usable) as n_etf,
             count(*) filter (where not e.usable) as n_etf_unusable,
             array_agg(e.taxa_adm order by e.taxa_adm) filter (where e.usable) as etf_fees,
             array_agg(g.ticker order by g.ticker) filter (where e.usable) as tickers,
             min(e.as_of) filter (where e.usable) as etf_oldest,
             max(e.as_of) filter (where e.usable) as etf_newest
      from curated.etf_registry g
      join curated.etf_index_class m on m.underlying_index = g.underlying_index
      left join lateral (
        select w.taxa_adm, w.as_of,
               w.taxa_adm > 0 and w.taxa_adm <= 5 and w.as_of >= (v_as_of - interval '36 months')::date as usable
        from curated.etf_site_snapshot w
        where w.ticker = g.ticker and w.taxa_adm is not null and w.as_of <= v_as_of
        order by w.as_of desc limit 1
      ) e0 on true
      cross join lateral (select e0.taxa_adm, e0.as_of, coalesce(e0.usable, false) as usable) e
      where g.active and m.classe_anbima in (select t.classe_anbima from targets t)
      group by m.classe_anbima
    ),
    judged as (
      select t.cnpj, t.ord, t.classe_anbima, t.fundo_cotas, t.tp_fundo_classe, t.taxa_adm, t.dt_comptc,
             g.n_usable, g.n_unusable, g.oldest, g.newest,
             coalesce(eg.n_etf, 0) as n_etf, coalesce(eg.n_etf_unusable, 0) as n_etf_unusable, eg.tickers, eg.etf_oldest, eg.etf_newest,
             st.*,
             coalesce(t.own_reason, case when coalesce(g.n_usable, 0) < 30 then 'pares_insuficientes' end) as reason
      from targets t
      left join groups g on g.classe_anbima = t.classe_anbima and g.fundo_cotas is not distinct from t.fundo_cotas
                        and g.tp_fundo_classe is not distinct from t.tp_fundo_classe
      left join etf_groups eg on eg.classe_anbima = t.classe_anbima
      -- the combined group: fund fees, plus the ETF fees (they join only a group with 30 fund fees)
      left join lateral (
        select percentile_cont(0.25) within group (order by f) as p25,
               percentile_cont(0.5) within group (order by f) as p50,
               percentile_cont(0.75) within group (order by f) as p75,
               count(*) filter (where f < t.taxa_adm) as n_below,
               count(*) filter (where f = t.taxa_adm) as n_equal,
               count(*) as n_all
        from unnest(g.fees || coalesce(eg.etf_fees, '{}'::numeric[])) f
      ) st on true
    )
    select j.cnpj, j.classe_anbima, j.fundo_cotas, j.tp_fundo_classe,
           case when j.reason is null then 'compared' else 'not_compared' end,
           j.reason,
           j.taxa_adm, j.dt_comptc, v_as_of, v_from, v_to,
           case when j.reason is null then j.n_all::integer end,
           case when j.reason is null then j.n_usable::integer end,
           case when j.reason is null then j.n_etf::integer end,
           case when j.classe_anbima is not null then coalesce(j.n_unusable, 0)::integer end,
           case when j.reason is null then j.n_etf_unusable::integer end,
           case when j.reason is null then round(j.p25::numeric, 6) end,
           case when j.reason is null then round(j.p50::numeric, 6) end,
           case when j.reason is null then round(j.p75::numeric, 6) end,
           case when j.reason is null then round((j.n_below + 0.5 * j.n_equal) * 100.0 / j.n_all, 4) end,
           case when j.reason is null then round(j.taxa_adm - j.p50::numeric, 6) end,
           case when j.reason is null then j.oldest end,
           case when j.reason is null then j.newest end,
           case when j.reason is null and j.n_etf > 0 then j.etf_oldest end,
           case when j.reason is null and j.n_etf > 0 then j.etf_newest end,
           case when j.reason is null and j.n_etf > 0 then j.tickers end,
           case when j.reason is null and j.n_etf > 0 then 'third-party website values (owner-curated ETF snapshots), never a disclosed fee' end
    from judged j
    order by j.ord;
end;
$$;

alter function api.portfolio_fee_peers(text[], date) owner to api_owner;
revoke all on function api.portfolio_fee_peers(text[], date) from public;
grant execute on function api.portfolio_fee_peers(text[], date) to anon, authenticated;
comment on function api.portfolio_fee_peers(text[], date) is 'Administration fee against peers, for 1 to 200 funds.
One row per distinct CNPJ in order of first appearance. Uses each fund''s latest Extrato only (not a historical backtest). Fund peers: a quota in the daily report in each of the three reference months ending in the p_as_of month, the same filed association class (CLASSE_ANBIMA), the same FUNDO_COTAS flag and the same TP_FUNDO_CLASSE. A fee is usable when above 0 and at most 5 % a year, dated no later than p_as_of and no older than 36 months; a group needs at least 30 usable fund fees (the target included when eligible), with no broader fallback. p25/median/p75 are over the usable fees; percentile_pct is a midrank (ties count half); difference_pp is the fund''s fee minus the median. status not_compared carries reason_code and NULL statistics. Source values are never rescaled; no performance fee, expense ratio or saving is produced. ETF peers (v66): an active ETF of the owner-curated registry whose underlying index the owner mapped to the class joins every FUNDO_COTAS and scope cell of that class, once, with the newest third-party website fee dated by p_as_of under the same usable rules, but only a group that already has 30 usable fund fees (ETFs never make a group qualify); n_peers = n_fund_peers + n_etf_peers and the statistics are over the combined group. No CNPJ, more than 200 CNPJs or an entry that is not a CNPJ raises 22023.
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
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period","quote_history":"trade_date","trade_consolidated_history":"trade_date","index_history":"trade_date"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations","fidc_aging","fidc_sacados","screen_silent_filers","future_series","future_curve"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"quote_history":{"p_from":"365 days before p_to","p_to":"today","p_board":null,"p_after":null},"option_chain":{"p_expiry_from":"today","p_trade_date":"the newest session held for the prefix","p_limit":100},"option_exercises":{"p_from":"365 days before p_to","p_to":"today","p_limit":"the tier ceiling (tiers.*.option_exercises_rows)"},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"future_series":{"p_from":"12 months before p_to","p_to":"today"},"future_curve":{"p_root":"DI1","p_trade_date":"the newest session held for the root"},"index_history":{"p_from":"365 days before p_to","p_to":"today","p_after":null},"trade_consolidated_history":{"p_from":"the oldest session held","p_to":"the newest session held","p_after":null},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","index":"the exchange''s index code held by index_history (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","portfolio_instruments":"as filed (newest CRI/CRA report or newest CDA month holding the code)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback.","portfolio_instruments: at most 200 codes and one 1000-row page (22023 above); codes trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed only with the hyphen; CRI/CRA series registry first, else debentures in the funds'' holdings (CDA block 4), else match_kind NULL with a reason; nothing inferred from a code''s letters."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fiagro or null"},"meaning":"funds whose newest monthly filing is p_min..p_max months behind their family''s complete-through period (the month before the family''s newest month); a signal, not a verdict"}},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates)."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fidc_aging":{"method":"POST","path":"/rpc/fidc_aging","tag":"FIDC"},"fidc_sacados":{"method":"POST","path":"/rpc/fidc_sacados","tag":"FIDC"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro expectations"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Inflation"},"option_chain":{"method":"POST","path":"/rpc/option_chain","tag":"Derivatives"},"option_exercises":{"method":"POST","path":"/rpc/option_exercises","tag":"Derivatives"},"quote_history":{"method":"POST","path":"/rpc/quote_history","tag":"Quotes"},"quotes":{"method":"GET","path":"/quotes","tag":"Quotes"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"screen_silent_filers":{"method":"POST","path":"/rpc/screen_silent_filers","tag":"Screens"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"portfolio_instruments":{"method":"POST","path":"/rpc/portfolio_instruments","tag":"Lookup"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"},"future_series":{"method":"POST","path":"/rpc/future_series","tag":"Rates"},"future_curve":{"method":"POST","path":"/rpc/future_curve","tag":"Rates"},"trade_consolidated_history":{"method":"POST","path":"/rpc/trade_consolidated_history","tag":"Quotes"},"index_history":{"method":"POST","path":"/rpc/index_history","tag":"Quotes"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
