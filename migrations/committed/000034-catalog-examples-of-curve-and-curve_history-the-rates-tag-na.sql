--! Previous: sha1:a14b7b82566ecf2ad7c224cf13293da119ee8f36
--! Hash: sha1:bae4f72c8bfc817e7375212bd6683ea7f8b9f7b4
--! Message: Catalog examples of curve and curve_history, the Rates tag names the reference curves, future_series points to them

--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"}]'::json
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
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
--! Included functions/future_series.sql
-- api.future_series: one futures contract through time from the price reports, oldest first.
drop function if exists api.future_series(text, date, date);
drop type if exists api.future_series_row;

create type api.future_series_row as (
  ticker text,
  trade_date date,
  contract_month date,
  settlement_rate numeric,
  settlement_price numeric,
  prev_settlement_rate numeric,
  settlement_status text,
  open_interest numeric,
  contracts numeric,
  trades bigint,
  notional_brl numeric,
  open_px numeric,
  low_px numeric,
  high_px numeric,
  avg_px numeric,
  close_px numeric,
  source text
);
alter type api.future_series_row owner to api_owner;
comment on type api.future_series_row is 'One session of one outright futures contract from the exchange''s settlement price reports (BVBG.086.01, else BVBG.187.01). For DI1 every price is a RATE (% per year, 252 business days); settlement_price is the unit price (PU).';
comment on column api.future_series_row.ticker is 'Outright futures code: root, month letter (F = January .. Z = December), two-digit year, e.g. DI1F27.';
comment on column api.future_series_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.future_series_row.contract_month is 'First day of the contract month the code names (two-digit year read as 20YY); the contract expires in that month (DI1: its first business day).';
comment on column api.future_series_row.settlement_rate is 'Settlement rate, % per year (AdjstdQtTax); NULL for contracts quoted in price rather than rate.';
comment on column api.future_series_row.settlement_price is 'Settlement price (AdjstdQt); for DI1 the unit price (PU) in BRL.';
comment on column api.future_series_row.prev_settlement_rate is 'Previous session''s settlement rate (PrvsAdjstdQtTax); NULL when not published.';
comment on column api.future_series_row.settlement_status is 'AdjstdQtStin as published (F or P in the reports seen); NULL when the report carries none.';
comment on column api.future_series_row.open_interest is 'Open interest in contracts (OpnIntrst); NULL when not published.';
comment on column api.future_series_row.contracts is 'Contracts traded (FinInstrmQty); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_series_row.trades is 'Number of trades (TradQty, or RglrTxsQty in BVBG.187.01); NULL when nothing traded.';
comment on column api.future_series_row.notional_brl is 'Volume in BRL (NtlFinVol); NULL when the report does not carry it (BVBG.187.01) or nothing traded.';
comment on column api.future_series_row.open_px is 'First trade (FrstPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.low_px is 'Lowest trade (MinPric); a rate for DI1 (the lowest rate is the highest PU). NULL when nothing traded.';
comment on column api.future_series_row.high_px is 'Highest trade (MaxPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.avg_px is 'Average trade (TradAvrgPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.close_px is 'Last trade (LastPric); a rate for DI1. NULL when nothing traded.';
comment on column api.future_series_row.source is 'b3_price_report (BVBG.086.01), b3_derivatives_report (BVBG.187.01) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.future_series(p_ticker text, p_from date default null, p_to date default null)
returns setof api.future_series_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_rows bigint;
begin
  if v_ticker is null or v_ticker !~ '^[A-Z][A-Z0-9]{2}[FGHJKMNQUVXZ][0-9]{2}$' then
    raise exception using
      errcode = '22023',
      message = format('future_series: %s is not an outright futures code', coalesce(quote_literal(p_ticker), 'null')),
      detail = 'An outright code is a root of three characters, a month letter (F G H J K M N Q U V X Z = January .. December) and a two-digit year, e.g. DI1F27; nothing is rolled or made continuous.',
      hint = 'Send one contract, e.g. {"p_ticker": "DI1F27"}; future_curve lists the contracts of a session.';
  end if;
  perform internal.assert_window(v_from, v_to, 'future_series',
    'Send p_from on or before p_to, or omit p_from for the default 12 months before p_to.', p_from is null);

  select count(*) into v_rows
  from (select 1 from b3.future_settlement f where f.ticker = v_ticker and f.trade_date between v_from and v_to limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'future_series', 'Narrow p_from/p_to (about four years of sessions fit in one response).');

  return query
    select f.ticker, f.trade_date, f.contract_month, f.settlement_rate, f.settlement_price, f.prev_settlement_rate, f.settlement_status,
           f.open_interest, f.contracts, f.trades, f.notional_brl, f.open_px, f.low_px, f.high_px, f.avg_px, f.close_px, f.source
    from b3.future_settlement f
    where f.ticker = v_ticker and f.trade_date between v_from and v_to
    order by f.trade_date;
end;
$$;

alter function api.future_series(text, date, date) owner to api_owner;
revoke all on function api.future_series(text, date, date) from public;
grant execute on function api.future_series(text, date, date) to anon, authenticated;
comment on function api.future_series(text, date, date) is 'One futures contract through time, oldest session first, from the exchange''s settlement price reports (from 2018-01-02).
Settlement rate and unit price, previous settlement rate, open interest, contracts, trades, volume and the session''s first/min/max/average/last trades; for DI1 every price is a RATE (% per year, 252 business days). Nothing is rolled, spliced or made continuous (constant-maturity rates come from curve and curve_history, the exchange''s reference-rate curves): a window outside the contract''s life returns []; an unknown contract returns []. p_ticker must be an outright code (root, month letter F..Z, two-digit year), else 22023. Default window: 12 months before p_to (or today). More than 1000 rows raises 22023.
p_ticker: outright futures code, e.g. DI1F27 (case-insensitive).
p_from: first session (YYYY-MM-DD); default 12 months before p_to.
p_to: last session (YYYY-MM-DD); default today.
@tag Rates
@default p_from: 12 months before p_to
@default p_to: today';
--! EndIncluded functions/future_series.sql
