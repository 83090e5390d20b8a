--! Previous: sha1:b615919f161d5422f8364d03978d78d4f09c7728
--! Hash: sha1:833f26ebdf19255e9b18a3ac7860c6fca734f5e7
--! Message: portfolio_lookthrough: CDA block 2 followed down, weights through the chain, cuts reported

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
    join cvm.cda_pl pl on pl.cnpj = n.fund and pl.dt_comptc >= n.month and pl.dt_comptc < n.month + interval '1 month'
    join cvm.cda_blc_2 b on b.cnpj = n.fund and b.dt_comptc >= n.month and b.dt_comptc < n.month + interval '1 month'
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
    from filed f join cvm.cda_blc_2 b on b.cnpj = f.fund and b.dt_comptc = f.period
    where b.cnpj_fundo_cota = any (f.path) or f.depth + 1 >= p_max_depth
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 1, b.line_no, b.cd_isin, b.tp_titpub, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f join cvm.cda_blc_1 b on b.cnpj = f.fund and b.dt_comptc = f.period
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 3, b.line_no, b.cd_swap, b.ds_swap, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f join cvm.cda_blc_3 b on b.cnpj = f.fund and b.dt_comptc = f.period
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 4, b.line_no, b.cd_ativo, b.ds_ativo, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f join cvm.cda_blc_4 b on b.cnpj = f.fund and b.dt_comptc = f.period
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 5, b.line_no, b.cnpj_emissor, b.emissor, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f join cvm.cda_blc_5 b on b.cnpj = f.fund and b.dt_comptc = f.period
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 6, b.line_no, b.cpf_cnpj_emissor, b.emissor, b.tp_aplic, b.tp_ativo, b.dt_venc, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f join cvm.cda_blc_6 b on b.cnpj = f.fund and b.dt_comptc = f.period
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 7, b.line_no, b.cd_ativo_bv_merc, b.ds_ativo_exterior, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f join cvm.cda_blc_7 b on b.cnpj = f.fund and b.dt_comptc = f.period
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'holding', 8, b.line_no, null, b.ds_ativo, b.tp_aplic, b.tp_ativo, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f join cvm.cda_blc_8 b on b.cnpj = f.fund and b.dt_comptc = f.period
    union all
    select f.ord, f.root, f.depth, f.path, b.dt_comptc, 'confidential', null, b.line_no, null, null, b.tp_aplic, null, null, b.vl_merc_pos_final, f.pl, f.weight * b.vl_merc_pos_final / nullif(f.pl, 0)
    from filed f join cvm.cda_confid b on b.cnpj = f.fund and b.dt_comptc = f.period
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
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
