--! Previous: sha1:67fe05e2392de2e615afac857754953841448602
--! Hash: sha1:8cd0fc4435bbdc22198f1e5540c5e7d92fef069f
--! Message: Instruments: cvm.cda_blc_4 (CDA block 4, lines numbered per fund month), cvm.securit_classe (CRI/CRA classe member, every Versao) and api.portfolio_instruments (securit_registry, then cda_ticker, else a reason in Portuguese); catalog entries

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
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period","quote_history":"trade_date","trade_consolidated_history":"trade_date","index_history":"trade_date"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations","fidc_aging","fidc_sacados","screen_silent_filers","future_series","future_curve"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"quote_history":{"p_from":"365 days before p_to","p_to":"today","p_board":null,"p_after":null},"option_chain":{"p_expiry_from":"today","p_trade_date":"the newest session held for the prefix","p_limit":100},"option_exercises":{"p_from":"365 days before p_to","p_to":"today","p_limit":"the tier ceiling (tiers.*.option_exercises_rows)"},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"future_series":{"p_from":"12 months before p_to","p_to":"today"},"future_curve":{"p_root":"DI1","p_trade_date":"the newest session held for the root"},"index_history":{"p_from":"365 days before p_to","p_to":"today","p_after":null},"trade_consolidated_history":{"p_from":"the oldest session held","p_to":"the newest session held","p_after":null},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","index":"the exchange''s index code held by index_history (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","portfolio_instruments":"as filed (newest CRI/CRA report or newest CDA month holding the code)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback.","portfolio_instruments: at most 200 codes and one 1000-row page (22023 above); codes trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed only with the hyphen; CRI/CRA series registry first, else debentures in the funds'' holdings (CDA block 4), else match_kind NULL with a reason; nothing inferred from a code''s letters."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fiagro or null"},"meaning":"funds whose newest monthly filing is p_min..p_max months behind their family''s complete-through period (the month before the family''s newest month); a signal, not a verdict"}},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates)."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fidc_aging":{"method":"POST","path":"/rpc/fidc_aging","tag":"FIDC"},"fidc_sacados":{"method":"POST","path":"/rpc/fidc_sacados","tag":"FIDC"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro expectations"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Inflation"},"option_chain":{"method":"POST","path":"/rpc/option_chain","tag":"Derivatives"},"option_exercises":{"method":"POST","path":"/rpc/option_exercises","tag":"Derivatives"},"quote_history":{"method":"POST","path":"/rpc/quote_history","tag":"Quotes"},"quotes":{"method":"GET","path":"/quotes","tag":"Quotes"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"screen_silent_filers":{"method":"POST","path":"/rpc/screen_silent_filers","tag":"Screens"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"portfolio_instruments":{"method":"POST","path":"/rpc/portfolio_instruments","tag":"Lookup"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"},"future_series":{"method":"POST","path":"/rpc/future_series","tag":"Rates"},"future_curve":{"method":"POST","path":"/rpc/future_curve","tag":"Rates"},"trade_consolidated_history":{"method":"POST","path":"/rpc/trade_consolidated_history","tag":"Quotes"},"index_history":{"method":"POST","path":"/rpc/index_history","tag":"Quotes"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
