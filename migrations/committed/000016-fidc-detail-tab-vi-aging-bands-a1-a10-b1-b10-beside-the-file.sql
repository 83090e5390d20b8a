--! Previous: sha1:abf9fe6b200426e8c4ebbbf323416f748d67c4b1
--! Hash: sha1:e8c031d4c13dd45f5639d4bb40a48017f9101e70
--! Message: FIDC detail: tab VI aging bands (A1..A10, B1..B10) beside the filed overdue total, tab VIII (25 largest debtors); api.fidc_aging, api.fidc_sacados; catalog entries

-- Enter migration here
alter table cvm.fidc_tab_vi
  add column tab_vi_a1_vl_prazo_venc_30 numeric,
  add column tab_vi_a2_vl_prazo_venc_60 numeric,
  add column tab_vi_a3_vl_prazo_venc_90 numeric,
  add column tab_vi_a4_vl_prazo_venc_120 numeric,
  add column tab_vi_a5_vl_prazo_venc_150 numeric,
  add column tab_vi_a6_vl_prazo_venc_180 numeric,
  add column tab_vi_a7_vl_prazo_venc_360 numeric,
  add column tab_vi_a8_vl_prazo_venc_720 numeric,
  add column tab_vi_a9_vl_prazo_venc_1080 numeric,
  add column tab_vi_a10_vl_prazo_venc_maior_1080 numeric,
  add column tab_vi_b1_vl_inad_30 numeric,
  add column tab_vi_b2_vl_inad_60 numeric,
  add column tab_vi_b3_vl_inad_90 numeric,
  add column tab_vi_b4_vl_inad_120 numeric,
  add column tab_vi_b5_vl_inad_150 numeric,
  add column tab_vi_b6_vl_inad_180 numeric,
  add column tab_vi_b7_vl_inad_360 numeric,
  add column tab_vi_b8_vl_inad_720 numeric,
  add column tab_vi_b9_vl_inad_1080 numeric,
  add column tab_vi_b10_vl_inad_maior_1080 numeric;
comment on table cvm.fidc_tab_vi is 'FIDC monthly report tab VI (receivables acquired without substantial transfer of risk): the filed total of overdue instalments TAB_VI_B_VL_DIRCRED_INAD (BRL), the other term of the fidc delinquency of cvm.fund_month. Since the aging ladder (fidc_aging), also the ten to-maturity bands TAB_VI_A1..A10 and the ten overdue bands TAB_VI_B1..B10 as filed; the filed total is kept apart from the band sum.';
comment on column cvm.fidc_tab_vi.tab_vi_b_vl_dircred_inad is 'TAB_VI_B_VL_DIRCRED_INAD: the FILED total of overdue instalments (BRL); it may differ from the sum of the B1..B10 bands.';
--! Included sql/cvm/fidc_tab_viii.sql
-- FIDC monthly report tab VIII: the 25 largest debtors of each fund and month as
-- filed (rank and exposure; CVM publishes no debtor identity).
create table cvm.fidc_tab_viii (
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  reference_date date not null,
  fund_type text,
  fund_name text,
  sequencial integer not null,
  valor numeric,
  ingest_id bigint not null,
  primary key (cnpj, reference_date, sequencial)
);
alter table cvm.fidc_tab_viii owner to ingest_writer;
grant select on cvm.fidc_tab_viii to api_owner;
comment on table cvm.fidc_tab_viii is 'FIDC monthly report tab VIII (inf_mensal_fidc_tab_VIII): the 25 largest debtors (sacados) per fund and month, as filed: rank SEQUENCIAL and exposure VALOR (BRL); no debtor identity is published.';
comment on column cvm.fidc_tab_viii.sequencial is 'SEQUENCIAL: the regulator''s rank 1..25 as filed, never recomputed.';
comment on column cvm.fidc_tab_viii.valor is 'VALOR: the exposure to that debtor, BRL, as filed; NULL when blank.';
--! EndIncluded sql/cvm/fidc_tab_viii.sql
--! Included functions/fidc_aging.sql
-- api.fidc_aging: one FIDC's receivables aging ladder from tab VI, long format, 21 rows a month.
drop function if exists api.fidc_aging(text, date, date);
drop type if exists api.fidc_aging_row;

create type api.fidc_aging_row as (
  cnpj text,
  period date,
  kind text,
  bucket text,
  days_from integer,
  days_to integer,
  value numeric,
  item text
);
alter type api.fidc_aging_row owner to api_owner;
comment on type api.fidc_aging_row is 'One band of one FIDC''s aging ladder in one month (tab VI: receivables acquired without substantial retention of risk).';
comment on column api.fidc_aging_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fidc_aging_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_aging_row.kind is 'to_maturity (credits not yet due, by days to maturity), overdue (overdue instalments by days past due), or overdue_total (the FILED total of overdue instalments, not the band sum).';
comment on column api.fidc_aging_row.bucket is 'Band: 1-30, 31-60, 61-90, 91-120, 121-150, 151-180, 181-360, 361-720, 721-1080, >1080; TOTAL on overdue_total.';
comment on column api.fidc_aging_row.days_from is 'First day of the band; NULL on overdue_total.';
comment on column api.fidc_aging_row.days_to is 'Last day of the band; NULL on >1080 and on overdue_total.';
comment on column api.fidc_aging_row.value is 'BRL as filed; NULL where the filing is blank (never 0).';
comment on column api.fidc_aging_row.item is 'The tab VI column the value comes from, e.g. TAB_VI_B3_VL_INAD_90.';

create function api.fidc_aging(p_cnpj text, p_from date default null, p_to date default null)
returns setof api.fidc_aging_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_aging');
  v_rows bigint;
begin
  perform internal.assert_window(p_from, p_to, 'fidc_aging', 'Send p_from on or before p_to, or leave either null for an open end.');

  select count(*) * 21 into v_rows
  from (
    select 1 from cvm.fidc_tab_vi t
    where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
    limit 49
  ) w;
  perform internal.assert_row_cap(v_rows, 'fidc_aging',
    'Narrow p_from/p_to: 21 rows a month, so a window of up to 47 months fits in one response.');

  return query
    select t.cnpj, t.reference_date, b.kind, b.bucket, b.days_from, b.days_to, b.value, b.item
    from cvm.fidc_tab_vi t
    cross join lateral (
      values
        (1, 'to_maturity', '1-30', 1, 30, t.tab_vi_a1_vl_prazo_venc_30, 'TAB_VI_A1_VL_PRAZO_VENC_30'),
        (2, 'to_maturity', '31-60', 31, 60, t.tab_vi_a2_vl_prazo_venc_60, 'TAB_VI_A2_VL_PRAZO_VENC_60'),
        (3, 'to_maturity', '61-90', 61, 90, t.tab_vi_a3_vl_prazo_venc_90, 'TAB_VI_A3_VL_PRAZO_VENC_90'),
        (4, 'to_maturity', '91-120', 91, 120, t.tab_vi_a4_vl_prazo_venc_120, 'TAB_VI_A4_VL_PRAZO_VENC_120'),
        (5, 'to_maturity', '121-150', 121, 150, t.tab_vi_a5_vl_prazo_venc_150, 'TAB_VI_A5_VL_PRAZO_VENC_150'),
        (6, 'to_maturity', '151-180', 151, 180, t.tab_vi_a6_vl_prazo_venc_180, 'TAB_VI_A6_VL_PRAZO_VENC_180'),
        (7, 'to_maturity', '181-360', 181, 360, t.tab_vi_a7_vl_prazo_venc_360, 'TAB_VI_A7_VL_PRAZO_VENC_360'),
        (8, 'to_maturity', '361-720', 361, 720, t.tab_vi_a8_vl_prazo_venc_720, 'TAB_VI_A8_VL_PRAZO_VENC_720'),
        (9, 'to_maturity', '721-1080', 721, 1080, t.tab_vi_a9_vl_prazo_venc_1080, 'TAB_VI_A9_VL_PRAZO_VENC_1080'),
        (10, 'to_maturity', '>1080', 1081, null, t.tab_vi_a10_vl_prazo_venc_maior_1080, 'TAB_VI_A10_VL_PRAZO_VENC_MAIOR_1080'),
        (11, 'overdue', '1-30', 1, 30, t.tab_vi_b1_vl_inad_30, 'TAB_VI_B1_VL_INAD_30'),
        (12, 'overdue', '31-60', 31, 60, t.tab_vi_b2_vl_inad_60, 'TAB_VI_B2_VL_INAD_60'),
        (13, 'overdue', '61-90', 61, 90, t.tab_vi_b3_vl_inad_90, 'TAB_VI_B3_VL_INAD_90'),
        (14, 'overdue', '91-120', 91, 120, t.tab_vi_b4_vl_inad_120, 'TAB_VI_B4_VL_INAD_120'),
        (15, 'overdue', '121-150', 121, 150, t.tab_vi_b5_vl_inad_150, 'TAB_VI_B5_VL_INAD_150'),
        (16, 'overdue', '151-180', 151, 180, t.tab_vi_b6_vl_inad_180, 'TAB_VI_B6_VL_INAD_180'),
        (17, 'overdue', '181-360', 181, 360, t.tab_vi_b7_vl_inad_360, 'TAB_VI_B7_VL_INAD_360'),
        (18, 'overdue', '361-720', 361, 720, t.tab_vi_b8_vl_inad_720, 'TAB_VI_B8_VL_INAD_720'),
        (19, 'overdue', '721-1080', 721, 1080, t.tab_vi_b9_vl_inad_1080, 'TAB_VI_B9_VL_INAD_1080'),
        (20, 'overdue', '>1080', 1081, null, t.tab_vi_b10_vl_inad_maior_1080, 'TAB_VI_B10_VL_INAD_MAIOR_1080'),
        (21, 'overdue_total', 'TOTAL', null, null, t.tab_vi_b_vl_dircred_inad, 'TAB_VI_B_VL_DIRCRED_INAD')
    ) as b(ord, kind, bucket, days_from, days_to, value, item)
    where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
    order by t.reference_date, b.ord;
end;
$$;

alter function api.fidc_aging(text, date, date) owner to api_owner;
revoke all on function api.fidc_aging(text, date, date) from public;
grant execute on function api.fidc_aging(text, date, date) to anon, authenticated;

comment on function api.fidc_aging(text, date, date) is 'One FIDC''s receivables aging ladder from the monthly report''s tab VI, long format, oldest first, 21 rows a month.
kind to_maturity: credits not yet due in ten bands of days to maturity (1-30 up to >1080); kind overdue: overdue instalments in the same ten bands of days past due; kind overdue_total: the regulator''s FILED total of overdue instalments, which is not the sum of the bands and may disagree with it. Values are BRL as filed; a blank in the filing is NULL, never 0; item names the source column. Tab VI covers credits acquired WITHOUT substantial retention of risk by the originator (tab V is not served here). History from 2013-01 (yearly archives through 2024-12, monthly reports from 2025-01). An unknown CNPJ gives an empty array; more than 1000 rows (48 months or more) raises 22023.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.';
--! EndIncluded functions/fidc_aging.sql
--! Included functions/fidc_sacados.sql
-- api.fidc_sacados: one FIDC's 25 largest debtors per month from tab VIII, as filed.
drop function if exists api.fidc_sacados(text, date, date, integer);
drop type if exists api.fidc_sacados_row;

create type api.fidc_sacados_row as (
  cnpj text,
  period date,
  seq integer,
  valor numeric
);
alter type api.fidc_sacados_row owner to api_owner;
comment on type api.fidc_sacados_row is 'One of a FIDC''s largest debtors in one month (tab VIII), without identity.';
comment on column api.fidc_sacados_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fidc_sacados_row.period is 'Reference month (DT_COMPTC as filed, the last day of the month).';
comment on column api.fidc_sacados_row.seq is 'SEQUENCIAL: the regulator''s rank as filed (1 = largest), never recomputed from valor.';
comment on column api.fidc_sacados_row.valor is 'VALOR: exposure to that debtor, BRL as filed; NULL where the filing is blank.';

create function api.fidc_sacados(p_cnpj text, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.fidc_sacados_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fidc_sacados');
  v_rows bigint;
begin
  if p_limit is not null and p_limit not between 1 and 1000 then
    raise exception using
      errcode = '22023',
      message = format('fidc_sacados: p_limit %s is outside 1..1000', p_limit),
      detail = 'p_limit asks for the newest N rows; a response holds at most 1000.',
      hint = 'Send p_limit between 1 and 1000, or null for the whole window.';
  end if;
  perform internal.assert_window(p_from, p_to, 'fidc_sacados', 'Send p_from on or before p_to, or leave either null for an open end.');

  if p_limit is null then
    select count(*) into v_rows
    from (
      select 1 from cvm.fidc_tab_viii t
      where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
      limit 1001
    ) w;
    perform internal.assert_row_cap(v_rows, 'fidc_sacados',
      'Narrow p_from/p_to (up to 25 rows a month, so 40 months fit), or send p_limit (1..1000) for the newest rows.');
  end if;

  return query
    select n.cnpj, n.reference_date, n.sequencial, n.valor
    from (
      select t.* from cvm.fidc_tab_viii t
      where t.cnpj = v_cnpj and t.reference_date >= coalesce(p_from, '-infinity') and t.reference_date <= coalesce(p_to, 'infinity')
      order by t.reference_date desc, t.sequencial desc
      limit p_limit
    ) n
    order by n.reference_date, n.sequencial;
end;
$$;

alter function api.fidc_sacados(text, date, date, integer) owner to api_owner;
revoke all on function api.fidc_sacados(text, date, date, integer) from public;
grant execute on function api.fidc_sacados(text, date, date, integer) to anon, authenticated;

comment on function api.fidc_sacados(text, date, date, integer) is 'One FIDC''s 25 largest debtors per month from the monthly report''s tab VIII, as filed, oldest first.
(seq, valor) with no identity: CVM publishes neither the debtor''s name nor its tax id. seq is the regulator''s rank as filed and is never recomputed from valor; a fund that files fewer than 25 ranks has fewer rows. History from 2013-01. An unknown CNPJ gives an empty array. More than 1000 rows raises 22023: narrow p_from/p_to or send p_limit for the newest N rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first reference month (YYYY-MM-DD); null = from the first month held.
p_to: last reference month (YYYY-MM-DD); null = to the newest month held.
p_limit: 1..1000: only the newest N rows (by month, then rank), still ordered oldest first; null = the whole window (22023 above 1000 rows).';
--! EndIncluded functions/fidc_sacados.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period","quote_history":"trade_date"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations","fidc_aging","fidc_sacados"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"quote_history":{"p_from":"365 days before p_to","p_to":"today","p_board":null,"p_after":null},"option_chain":{"p_expiry_from":"today","p_trade_date":"the newest session held for the prefix","p_limit":100},"option_exercises":{"p_from":"365 days before p_to","p_to":"today","p_limit":"the tier ceiling (tiers.*.option_exercises_rows)"},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fidc_aging":{"method":"POST","path":"/rpc/fidc_aging","tag":"FIDC"},"fidc_sacados":{"method":"POST","path":"/rpc/fidc_sacados","tag":"FIDC"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro expectations"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Inflation"},"option_chain":{"method":"POST","path":"/rpc/option_chain","tag":"Derivatives"},"option_exercises":{"method":"POST","path":"/rpc/option_exercises","tag":"Derivatives"},"quote_history":{"method":"POST","path":"/rpc/quote_history","tag":"Quotes"},"quotes":{"method":"GET","path":"/quotes","tag":"Quotes"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
