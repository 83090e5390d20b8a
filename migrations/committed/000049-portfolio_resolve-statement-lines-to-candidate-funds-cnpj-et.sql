--! Previous: sha1:833f26ebdf19255e9b18a3ac7860c6fca734f5e7
--! Hash: sha1:906b03a177a8fcbedbfbc5f756991a26b0d0e26d
--! Message: portfolio_resolve: statement lines to candidate funds (cnpj, ETF ticker, exact names, trigram similarity)

-- portfolio_resolve: statement lines to candidate funds (cnpj, ETF ticker, exact names, trigram similarity)
create index cad_fi_folded_name on cvm.cad_fi (cvm.fold_name(denom_social));
create index cda_pl_folded_name on cvm.cda_pl (cvm.fold_name(denom_social));
--! Included sql/internal/resolve_match_kind.sql
-- internal.resolve_match_kind: a value set the contract states, written once. The
-- match_kind column of portfolio_resolve says `@enum internal.resolve_match_kind`.
create domain internal.resolve_match_kind as text
  check (value in ('cnpj', 'etf_ticker', 'exact_current', 'exact_history', 'similarity'));

alter domain internal.resolve_match_kind owner to api_owner;
comment on domain internal.resolve_match_kind is 'How portfolio_resolve found a candidate: cnpj (the CNPJ sent is in the registry), etf_ticker (the name is an ETF''s exchange ticker), exact_current (the registry''s current name), exact_history (a name the fund filed before: the legacy register or a holdings filing), similarity (trigram similarity of the names, at least 0.25).';
--! EndIncluded sql/internal/resolve_match_kind.sql
--! Included functions/portfolio_resolve.sql
-- api.portfolio_resolve: statement lines (a fund's name as a bank or broker
-- prints it, maybe its CNPJ, maybe the quota on a date) -> up to 5 candidate
-- funds each, with how each was found and a score. Nothing is picked for the
-- caller: the quota filed on the statement's date is served beside each
-- candidate so the caller can tell two similar names apart.
drop function if exists api.portfolio_resolve(text[], text[], numeric[], date[]);
drop type if exists api.portfolio_resolve_row;

create type api.portfolio_resolve_row as (
  line integer,
  input_name text,
  input_cnpj text,
  rank integer,
  match_kind text,
  score numeric,
  cnpj text,
  fund_name text,
  entity_type text,
  status text,
  matched_name text,
  quota_date date,
  quota_sent numeric,
  quota_filed numeric,
  quota_diff_pct numeric,
  reason text
);
alter type api.portfolio_resolve_row owner to api_owner;
comment on type api.portfolio_resolve_row is 'One candidate fund for one input line, or the line itself when nothing matched.';
comment on column api.portfolio_resolve_row.line is 'The input line: the 1-based position in p_names.';
comment on column api.portfolio_resolve_row.input_name is 'p_names at that position, as sent; NULL when sent as null.';
comment on column api.portfolio_resolve_row.input_cnpj is 'p_cnpjs at that position as 14 digits; NULL when not sent or blank.';
comment on column api.portfolio_resolve_row.rank is '1..5: the candidate''s rank within its line (match kind in the order cnpj, etf_ticker, exact_current, exact_history, similarity, then score, then CNPJ); NULL when nothing matched.';
comment on column api.portfolio_resolve_row.match_kind is 'How the candidate was found; NULL when nothing matched (reason says why).
@enum internal.resolve_match_kind';
comment on column api.portfolio_resolve_row.score is '1 for cnpj, etf_ticker, exact_current and exact_history; the trigram similarity of the folded names (0.25..1, 4 decimals) for similarity; NULL when nothing matched.';
comment on column api.portfolio_resolve_row.cnpj is 'The candidate fund or class CNPJ, 14 digits; NULL when nothing matched.';
comment on column api.portfolio_resolve_row.fund_name is 'The candidate''s current name in the fund registry; NULL when the registry does not hold the CNPJ (an exact_history match on an old filing) or nothing matched.';
comment on column api.portfolio_resolve_row.entity_type is 'The candidate''s family in the registry (fi, fidc, fii); NULL when unknown or nothing matched.';
comment on column api.portfolio_resolve_row.status is 'The candidate''s registry status as filed; NULL when unknown or nothing matched.';
comment on column api.portfolio_resolve_row.matched_name is 'The name that matched: the registry name (exact_current, similarity), the older name (exact_history), the ETF''s ticker (etf_ticker); NULL for cnpj and when nothing matched.';
comment on column api.portfolio_resolve_row.quota_date is 'p_quota_dates at that position; NULL when not sent.';
comment on column api.portfolio_resolve_row.quota_sent is 'p_quotas at that position; NULL when not sent.';
comment on column api.portfolio_resolve_row.quota_filed is 'The candidate''s quota (VL_QUOTA of the daily report, the fund or class itself, not a subclass) on quota_date; NULL when no quota date was sent or none is filed that day.';
comment on column api.portfolio_resolve_row.quota_diff_pct is '(quota_sent / quota_filed - 1) x 100, 4 decimals: near 0 when the statement''s quota is the candidate''s; NULL when either is NULL or quota_filed is 0.';
comment on column api.portfolio_resolve_row.reason is 'Why a line has no candidate, in Portuguese words; NULL on a candidate row.';

create function api.portfolio_resolve(p_names text[], p_cnpjs text[] default null, p_quotas numeric[] default null, p_quota_dates date[] default null)
returns setof api.portfolio_resolve_row
language plpgsql
stable
security definer
set search_path = ''
-- the similarity operator's threshold (pg_trgm's default is 0.3)
set pg_trgm.similarity_threshold = '0.25'
as $$
declare
  v_n integer := coalesce(cardinality(p_names), 0);
  v_cnpjs text[];
  v_rows api.portfolio_resolve_row[];
begin
  if v_n = 0 then
    raise exception using
      errcode = '22023',
      message = 'portfolio_resolve: no name sent',
      detail = 'p_names needs at least one line.',
      hint = 'Send p_names as an array of 1 to 200 fund names as the statement prints them.';
  end if;
  if v_n > 200 then
    raise exception using
      errcode = '22023',
      message = format('portfolio_resolve: %s names sent, at most 200', v_n),
      detail = 'One call answers at most 200 lines (5 candidates each fill one 1000-row response).',
      hint = 'Split p_names (and the arrays beside it) into calls of at most 200 lines each.';
  end if;
  if (p_cnpjs is not null and cardinality(p_cnpjs) <> v_n) or (p_quotas is not null and cardinality(p_quotas) <> v_n) or (p_quota_dates is not null and cardinality(p_quota_dates) <> v_n) then
    raise exception using
      errcode = '22023',
      message = 'portfolio_resolve: p_cnpjs, p_quotas and p_quota_dates must be as long as p_names',
      detail = format('p_names has %s entries; p_cnpjs %s, p_quotas %s, p_quota_dates %s. Each position is one statement line.', v_n,
        coalesce(cardinality(p_cnpjs)::text, 'not sent'), coalesce(cardinality(p_quotas)::text, 'not sent'), coalesce(cardinality(p_quota_dates)::text, 'not sent')),
      hint = 'Send each array with one entry per line of p_names (null where a line has no value), or leave it out.';
  end if;
  select array_agg(case when nullif(btrim(c), '') is null then null else internal.cnpj(c, 'portfolio_resolve') end order by i)
    into v_cnpjs
  from generate_series(1, v_n) i
  left join lateral (select p_cnpjs[i] as c) x on true;

  with
  input as (
    select i as line, p_names[i] as name, cvm.fold_name(btrim(p_names[i])) as folded, upper(btrim(p_names[i])) as code, v_cnpjs[i] as cnpj,
           p_quotas[i] as quota, p_quota_dates[i] as quota_date
    from generate_series(1, v_n) i
  ),
  found as (
    -- the CNPJ sent, when the registry holds it, is the line's only candidate
    select l.line, 1 as kind_ord, 'cnpj' as kind, 1::numeric as score, r.cnpj, null::text as matched_name
    from input l join cvm.fund_registry r on r.cnpj = l.cnpj
    union all
    select l.line, 2, 'etf_ticker', 1, e.cnpj, e.ticker
    from input l join curated.etf_registry e on upper(e.ticker) = l.code
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 3, 'exact_current', 1, r.cnpj, r.fund_name
    from input l join cvm.fund_registry r on r.search_name = l.folded
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 4, 'exact_history', 1, h.cnpj, h.name
    from input l
    cross join lateral (
      select distinct on (x.cnpj) x.cnpj, x.name from (
        select c.cnpj, c.denom_social as name from cvm.cad_fi c where cvm.fold_name(c.denom_social) = l.folded
        union all
        select p.cnpj, p.denom_social from cvm.cda_pl p where cvm.fold_name(p.denom_social) = l.folded
      ) x order by x.cnpj, x.name
    ) h
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
    union all
    select l.line, 5, 'similarity', s.score, s.cnpj, s.fund_name
    from input l
    cross join lateral (
      select r.cnpj, r.fund_name, round(extensions.similarity(l.folded, r.search_name)::numeric, 4) as score
      from cvm.fund_registry r
      where l.folded operator(extensions.%) r.search_name
      order by extensions.similarity(l.folded, r.search_name) desc, r.cnpj
      limit 5
    ) s
    where not exists (select 1 from cvm.fund_registry r where r.cnpj = l.cnpj)
  ),
  -- a fund found several ways keeps its strongest way; then the best 5 per line
  best as (
    select distinct on (f.line, f.cnpj) f.* from found f order by f.line, f.cnpj, f.kind_ord, f.score desc
  ),
  ranked as (
    select b.*, row_number() over (partition by b.line order by b.kind_ord, b.score desc, b.cnpj)::integer as rank from best b
  )
  select array_agg(row(l.line, l.name, l.cnpj, k.rank, k.kind, k.score, k.cnpj, r.fund_name, r.entity_type, r.status, k.matched_name,
                       l.quota_date, l.quota, q.vl_quota, round((l.quota / nullif(q.vl_quota, 0) - 1) * 100, 4),
                       case when k.line is null then case
                         when l.cnpj is not null and l.folded is null then 'CNPJ não encontrado no cadastro de fundos'
                         when l.folded is null or l.folded = '' then 'nenhum nome nem CNPJ enviado'
                         else 'nenhum fundo com nome igual ou parecido (similaridade abaixo de 0,25)' end end)::api.portfolio_resolve_row
                   order by l.line, k.rank)
    into v_rows
  from input l
  left join ranked k on k.line = l.line and k.rank <= 5
  left join cvm.fund_registry r on r.cnpj = k.cnpj
  left join cvm.inf_diario q on q.dt_comptc = l.quota_date and q.cnpj = k.cnpj and q.id_subclasse = '';

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'portfolio_resolve', 'Send at most 200 lines: each answers at most 5 candidates.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.portfolio_resolve(text[], text[], numeric[], date[]) owner to api_owner;
revoke all on function api.portfolio_resolve(text[], text[], numeric[], date[]) from public;
grant execute on function api.portfolio_resolve(text[], text[], numeric[], date[]) to anon, authenticated;

comment on function api.portfolio_resolve(text[], text[], numeric[], date[]) is 'Candidate funds for up to 200 statement lines (a fund''s name as a bank or broker prints it, optionally its CNPJ and a quota on a date): at most 5 per line, each with how it was found and a score.
Per line, in this order: match_kind cnpj when p_cnpjs gives a CNPJ the fund registry holds (then that is the only candidate); else etf_ticker (the name is an ETF''s exchange ticker in the curated ETF registry), exact_current (the name, lower case without accents, equals a registry name), exact_history (it equals a name the fund filed before: the legacy register cad_fi or a holdings filing''s PL member), similarity (PostgreSQL pg_trgm trigram similarity of the folded names, at least 0.25, best first). A fund found several ways keeps its strongest; candidates rank by that order, then score, then CNPJ. Nothing is picked for the caller: when p_quotas and p_quota_dates are sent, each candidate carries its quota filed in the daily report on that date and the difference in percent, which tells apart two funds of similar names. A line with no candidate is one row with match_kind NULL and a reason in Portuguese words. Rows: by line, then rank. An empty p_names, more than 200 lines, arrays of other lengths than p_names or a CNPJ that is not one raises 22023.
p_names: 1 to 200 fund names as printed (case and accents ignored).
p_cnpjs: per line, the fund''s CNPJ when the statement prints it (null or blank where not); punctuation ignored.
p_quotas: per line, the quota value the statement prints (null where not).
p_quota_dates: per line, the date of that quota (null where not).
@tag Portfolio';
--! EndIncluded functions/portfolio_resolve.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
