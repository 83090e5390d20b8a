--! Previous: sha1:fd9aec1f077b5650bd940e4f634c19d794785d84
--! Hash: sha1:8ca947ba089e0c662366f28a64b4772622c47239
--! Message: Portfolio: portfolio_fund_terms; cvm.extrato keeps the redemption-term columns

alter table cvm.extrato
  add column aplic_min numeric,
  add column qt_dia_conversao_cota integer,
  add column qt_dia_pagto_cota integer,
  add column qt_dia_resgate_cotas integer,
  add column qt_dia_pagto_resgate integer,
  add column tp_dia_pagto_resgate text,
  add column taxa_saida_pagto_resgate text;
comment on column cvm.extrato.aplic_min is 'APLIC_MIN: the minimum first investment, R$, as filed.';
comment on column cvm.extrato.qt_dia_conversao_cota is 'QT_DIA_CONVERSAO_COTA: days from a redemption request to the quota it is converted at, as filed.';
comment on column cvm.extrato.qt_dia_pagto_cota is 'QT_DIA_PAGTO_COTA: days to pay for a subscription, as filed.';
comment on column cvm.extrato.qt_dia_resgate_cotas is 'QT_DIA_RESGATE_COTAS: days the quotas are locked before they may be redeemed (carência), as filed; blank when the fund filed none.';
comment on column cvm.extrato.qt_dia_pagto_resgate is 'QT_DIA_PAGTO_RESGATE: days from the conversion to the payment of a redemption, as filed.';
comment on column cvm.extrato.tp_dia_pagto_resgate is 'TP_DIA_PAGTO_RESGATE: whether the redemption days are DIAS ÚTEIS (business days) or DIAS CORRIDOS (calendar days), as filed.';
comment on column cvm.extrato.taxa_saida_pagto_resgate is 'TAXA_SAIDA_PAGTO_RESGATE: S when an exit fee allows an earlier redemption payment, N otherwise, as filed.';
--! Included sql/internal/registry_origin.sql
-- internal.registry_origin: the registry a fund's manager and administrator are read from.
create domain internal.registry_origin as text
  check (value in ('registro_fundo', 'cad_fi'));

alter domain internal.registry_origin owner to api_owner;
comment on domain internal.registry_origin is 'Where portfolio_fund_terms read a fund''s manager and administrator: registro_fundo (the CVM Resolution 175 register: the class''s fund, or the fund itself) or cad_fi (the legacy register).';
--! EndIncluded sql/internal/registry_origin.sql
--! Included functions/portfolio_fund_terms.sql
-- api.portfolio_fund_terms: who runs a fund and how its redemptions work, as
-- filed: the manager and administrator from the CVM registers, the redemption
-- terms from the fund's newest Extrato. Nothing is inferred when a register or
-- the Extrato is silent: the column is NULL and the reason says which.
drop function if exists api.portfolio_fund_terms(text[]);
drop type if exists api.portfolio_fund_terms_row;

create type api.portfolio_fund_terms_row as (
  cnpj text,
  fund_name text,
  gestor_kind text,
  gestor_cnpj text,
  gestor_name text,
  admin_cnpj text,
  admin_name text,
  registry_origin text,
  terms_dt_comptc date,
  aplic_min numeric,
  qt_dia_conversao_cota integer,
  qt_dia_pagto_cota integer,
  qt_dia_pagto_resgate integer,
  tp_dia_pagto_resgate text,
  qt_dia_resgate_cotas integer,
  taxa_saida_pagto_resgate text,
  reason text
);
alter type api.portfolio_fund_terms_row owner to api_owner;
comment on type api.portfolio_fund_terms_row is 'One fund''s manager, administrator and redemption terms, as filed with the CVM.';
comment on column api.portfolio_fund_terms_row.cnpj is 'The CNPJ asked, 14 digits (one row per distinct CNPJ).';
comment on column api.portfolio_fund_terms_row.fund_name is 'The registry name; NULL when no register holds the CNPJ.';
comment on column api.portfolio_fund_terms_row.gestor_kind is 'PJ (a company) or PF (a person) as the register files the manager; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.gestor_cnpj is 'The manager''s CNPJ, 14 digits, only when the manager is a company (PJ): a person''s CPF is never served. NULL otherwise or when not filed.';
comment on column api.portfolio_fund_terms_row.gestor_name is 'The manager''s name as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.admin_cnpj is 'The administrator''s CNPJ as filed, 14 digits; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.admin_name is 'The administrator''s name as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.registry_origin is 'The register the manager and administrator come from: registro_fundo (CVM Resolution 175: the class''s fund, else the fund) or cad_fi (legacy); NULL when neither holds the CNPJ.
@enum internal.registry_origin';
comment on column api.portfolio_fund_terms_row.terms_dt_comptc is 'DT_COMPTC of the Extrato filing the terms come from (the newest); NULL when the fund has no Extrato.';
comment on column api.portfolio_fund_terms_row.aplic_min is 'APLIC_MIN: minimum first investment, R$, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_conversao_cota is 'QT_DIA_CONVERSAO_COTA: days from a redemption request to its quota conversion, as filed; NULL when not filed (0 is a filed same-day conversion).';
comment on column api.portfolio_fund_terms_row.qt_dia_pagto_cota is 'QT_DIA_PAGTO_COTA: days to pay for a subscription, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_pagto_resgate is 'QT_DIA_PAGTO_RESGATE: days from the conversion to the redemption payment, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.tp_dia_pagto_resgate is 'TP_DIA_PAGTO_RESGATE: DIAS ÚTEIS or DIAS CORRIDOS, as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.qt_dia_resgate_cotas is 'QT_DIA_RESGATE_COTAS: lock-up days before quotas may be redeemed (carência), as filed; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.taxa_saida_pagto_resgate is 'TAXA_SAIDA_PAGTO_RESGATE: S when an exit fee buys an earlier payment, N otherwise; NULL when not filed.';
comment on column api.portfolio_fund_terms_row.reason is 'Portuguese: where each part came from, or why it is missing. Never NULL.';

create function api.portfolio_fund_terms(p_cnpjs text[])
returns setof api.portfolio_fund_terms_row
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform internal.assert_cnpj_list(p_cnpjs, 'portfolio_fund_terms', 1);
  return query
    with ids as (
      select distinct internal.cnpj(a.c, 'portfolio_fund_terms') as cnpj from unnest(p_cnpjs) as a(c)
    ),
    people as (
      select ids.cnpj, p.*
      from ids
      left join lateral (
        -- CVM 175: a class's fund register row, else the fund's own; else the legacy cad_fi
        (select 'registro_fundo'::text as origin, f.tipo_pessoa_gestor as kind, f.cpf_cnpj_gestor as gestor_id, f.gestor as gestor_name,
                f.cnpj_administrador as admin_cnpj, f.administrador as admin_name, 1 as pick, f.data_cancelamento as cancelled
         from cvm.registro_fundo f
         where f.cnpj_fundo = ids.cnpj
            or f.id_registro_fundo in (select c.id_registro_fundo from cvm.registro_classe c where c.cnpj_classe = ids.cnpj)
         order by (f.data_cancelamento is null) desc, f.data_cancelamento desc nulls last, f.id_registro_fundo desc
         limit 1)
        union all
        (select 'cad_fi', c.pf_pj_gestor, c.cpf_cnpj_gestor, c.gestor, c.cnpj_admin, c.admin, 2, c.dt_cancel
         from cvm.cad_fi c
         where c.cnpj = ids.cnpj
         order by (c.dt_cancel is null) desc, c.dt_cancel desc nulls last, c.tp_fundo
         limit 1)
        order by pick
        limit 1
      ) p on true
    ),
    terms as (
      select distinct on (e.cnpj) e.*
      from cvm.extrato e
      where e.cnpj in (select ids.cnpj from ids)
      order by e.cnpj, e.dt_comptc desc
    )
    select ids.cnpj, r.fund_name,
           nullif(upper(btrim(p.kind)), ''),
           case when upper(btrim(p.kind)) = 'PJ' and regexp_replace(coalesce(p.gestor_id, ''), '\D', '', 'g') ~ '^[0-9]{1,14}$'
                then lpad(regexp_replace(p.gestor_id, '\D', '', 'g'), 14, '0') end,
           nullif(btrim(p.gestor_name), ''),
           case when regexp_replace(coalesce(p.admin_cnpj, ''), '\D', '', 'g') ~ '^[0-9]{1,14}$'
                then lpad(regexp_replace(p.admin_cnpj, '\D', '', 'g'), 14, '0') end,
           nullif(btrim(p.admin_name), ''),
           p.origin,
           t.dt_comptc, t.aplic_min, t.qt_dia_conversao_cota, t.qt_dia_pagto_cota, t.qt_dia_pagto_resgate,
           t.tp_dia_pagto_resgate, t.qt_dia_resgate_cotas, t.taxa_saida_pagto_resgate,
           concat_ws('; ',
             case when p.origin is null then 'gestor e administrador: CNPJ em nenhum cadastro da CVM (registro_fundo, cad_fi)'
                  else format('gestor e administrador: %s%s', p.origin, case when p.cancelled is not null then format(' (registro cancelado em %s)', p.cancelled) end) end,
             case when upper(btrim(p.kind)) = 'PF' then 'gestor pessoa física: CPF não é servido' end,
             case when t.cnpj is null then 'prazos de resgate: fundo sem Extrato da CVM (o Extrato cobre fundos FI e classes FIF; FII, FIDC e FIP não o entregam)'
                  else format('prazos de resgate: Extrato de %s', t.dt_comptc) end)
    from ids
    left join cvm.fund_registry r on r.cnpj = ids.cnpj
    left join people p on p.cnpj = ids.cnpj
    left join terms t on t.cnpj = ids.cnpj
    order by ids.cnpj;
end;
$$;

alter function api.portfolio_fund_terms(text[]) owner to api_owner;
revoke all on function api.portfolio_fund_terms(text[]) from public;
grant execute on function api.portfolio_fund_terms(text[]) to anon, authenticated;
comment on function api.portfolio_fund_terms(text[]) is 'Who manages and administers a fund, and its redemption terms, as filed with the CVM.
One row per distinct CNPJ, ordered by CNPJ. Manager and administrator: the CVM Resolution 175 register (registro_fundo: the fund of the class asked, else the fund itself), else the legacy register (cad_fi); of several rows, an uncancelled one, then the latest cancelled (registry_origin and reason say which). The manager''s identifier is served only when the register files a company (PJ): a person''s CPF is never served. Redemption terms: the columns of the fund''s newest CVM Extrato as filed (conversion and payment days, business or calendar days, lock-up, exit fee for early payment, minimum investment); NULL when not filed, never 0; a fund without an Extrato (FII, FIDC, FIP) has them NULL and the reason says so. The lâmina''s terms are not read. 1 to 200 CNPJs (22023 otherwise), one page.
p_cnpjs: 1 to 200 fund or class CNPJs (punctuation optional).
@tag Portfolio';
--! EndIncluded functions/portfolio_fund_terms.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
