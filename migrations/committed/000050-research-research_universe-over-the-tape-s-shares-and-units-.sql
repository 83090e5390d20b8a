--! Previous: sha1:ef53d0b55e5d702c1c861d76f88aefe4df60a3e5
--! Hash: sha1:dac2b7a851e06b89cbffa9dfeeb70e78b038d14c
--! Message: Research: research_universe over the tape's shares and units and the FCA map

-- Issue 25: research_universe over the tape's shares and units (b3.tape_listing, kept at load time) and the FCA map
--! Included sql/b3/tape_listing.sql
-- The shares and units the quote tape has traded, one row per ticker and ISIN,
-- with the first and last cash-board session and how many sessions: kept by
-- b3.refresh_tape_listing in each COTAHIST file's transaction, so the research
-- universe reads a few thousand rows instead of aggregating a multi-year tape.
create table b3.tape_listing (
  ticker text not null,
  isin text not null,
  asset_class text not null check (asset_class in ('equity', 'unit')),
  short_name text,
  spec text,
  first_session date not null,
  last_session date not null,
  sessions integer not null check (sessions > 0),
  primary key (ticker, isin)
);
alter table b3.tape_listing owner to ingest_writer;
grant select on b3.tape_listing to api_owner;
comment on table b3.tape_listing is 'Derived from b3.cotahist (cash board, TPMERC 010): one row per ticker (CODNEG) and ISIN (CODISI; '''' when blank) of a share (ESPECI ON*/PN*, not a real-estate fund''s CODBDI 12) or unit (UNT*), with its first and last session, the sessions it traded and its newest short name and ESPECI. Refreshed by b3.refresh_tape_listing for the tickers each COTAHIST file holds.';
comment on column b3.tape_listing.sessions is 'Cash-board sessions with a record of this ticker and ISIN.';
--! EndIncluded sql/b3/tape_listing.sql
--! Included sql/b3/refresh_tape_listing.sql
-- Called by the COTAHIST loader after each file (inside its transaction) with
-- the file's oldest and newest session: recomputes b3.tape_listing for every
-- share or unit ticker those sessions hold, over the whole tape. One ticker at a
-- time on the (codneg, trade_date) index (a lateral probe), so the refresh never
-- depends on statistics the just-written rows do not have yet.
create or replace function b3.refresh_tape_listing(p_first date, p_last date)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_tickers text[];
begin
  if p_first is null or p_last is null then
    return;
  end if;
  select array_agg(distinct c.codneg) into v_tickers
  from b3.cotahist c
  where c.trade_date between p_first and p_last and c.tpmerc = '010';
  if v_tickers is null then
    return;
  end if;
  delete from b3.tape_listing l where l.ticker = any (v_tickers);
  insert into b3.tape_listing (ticker, isin, asset_class, short_name, spec, first_session, last_session, sessions)
  select t.ticker, a.isin,
         case when a.spec like 'UNT%' then 'unit' else 'equity' end,
         a.short_name, a.spec, a.first_session, a.last_session, a.sessions
  from unnest(v_tickers) t(ticker)
  cross join lateral (
    select coalesce(c.codisi, '') as isin, min(c.trade_date) as first_session, max(c.trade_date) as last_session, count(*)::integer as sessions,
           (array_agg(c.nomres order by c.trade_date desc))[1] as short_name,
           (array_agg(c.especi order by c.trade_date desc))[1] as spec
    from b3.cotahist c
    where c.codneg = t.ticker and c.tpmerc = '010'
    group by coalesce(c.codisi, '')
  ) a
  -- a share or a unit as the tape types its newest record (the quotes view's rule)
  where (a.spec ~ '^(ON|PN)' or a.spec like 'UNT%')
    and not exists (select 1 from b3.cotahist f where f.codneg = t.ticker and f.tpmerc = '010' and f.trade_date = a.last_session and f.codbdi = '12');
end;
$$;

alter function b3.refresh_tape_listing(date, date) owner to ingest_writer;
revoke all on function b3.refresh_tape_listing(date, date) from public;
comment on function b3.refresh_tape_listing(date, date) is 'Recomputes b3.tape_listing for the tickers of the cash board between p_first and p_last, over the whole tape. Called by the COTAHIST loader after each file.';
--! EndIncluded sql/b3/refresh_tape_listing.sql
create index company_ticker_stem on cvm.company_ticker (left(ticker, 4));
-- a tape loaded before this migration: its listing, once
select b3.refresh_tape_listing(min(c.trade_date), max(c.trade_date)) from b3.cotahist c;
--! Included sql/internal/cnpj_basis.sql
-- internal.cnpj_basis: a value set the contract states, written once. A column
-- holding it says `@enum internal.cnpj_basis` in its COMMENT.
create domain internal.cnpj_basis as text
  check (value in ('fca_ticker', 'fca_issuer_stem'));

alter domain internal.cnpj_basis owner to api_owner;
comment on domain internal.cnpj_basis is 'How research_universe matched a ticker to its company (NULL: not matched): fca_ticker, the registration forms'' (FCA) map lists the ticker for exactly one company on its last session; fca_issuer_stem, it does not, but lists tickers of the same 4-letter root for exactly one company then.';
--! EndIncluded sql/internal/cnpj_basis.sql
--! Included functions/research_universe.sql
-- api.research_universe: every share and unit the quote tape has traded, with
-- its company where the registration forms (FCA) say which, ticker order, cursor
-- paged. Reads b3.tape_listing (kept at load time), so a multi-year tape costs
-- one index probe per row for the company match.
drop function if exists api.research_universe(text);
drop type if exists api.research_universe_row;

create type api.research_universe_row as (
  ticker text,
  isin text,
  asset_class text,
  short_name text,
  first_session date,
  last_session date,
  sessions integer,
  cnpj text,
  cnpj_basis text,
  cd_cvm integer,
  company_name text,
  sector text
);
alter type api.research_universe_row owner to api_owner;
comment on type api.research_universe_row is 'One share or unit of the quote tape (ticker and ISIN) with its trading span and, where the FCA map says, its company.';
comment on column api.research_universe_row.ticker is 'CODNEG; never NULL.';
comment on column api.research_universe_row.isin is 'CODISI; '''' when the tape leaves it blank; never NULL (a ticker whose ISIN changed has one row per ISIN).';
comment on column api.research_universe_row.asset_class is 'equity (ESPECI ON*/PN*) or unit (UNT*), from the newest record; never NULL.
@enum internal.quote_asset_class';
comment on column api.research_universe_row.short_name is 'NOMRES of the newest record; NULL when blank.';
comment on column api.research_universe_row.first_session is 'First cash-board session (TPMERC 010) the tape holds for the ticker and ISIN; never NULL.';
comment on column api.research_universe_row.last_session is 'Last such session; never NULL.';
comment on column api.research_universe_row.sessions is 'Cash-board sessions the tape holds for it; never NULL.';
comment on column api.research_universe_row.cnpj is 'The company''s CNPJ as cnpj_basis says; NULL when the FCA map names no single company (never matched by name).';
comment on column api.research_universe_row.cnpj_basis is 'fca_ticker (the FCA map lists this ticker for exactly one company on last_session), fca_issuer_stem (it does not, but lists tickers of the same 4-letter root for exactly one company then); NULL when neither.
@enum internal.cnpj_basis';
comment on column api.research_universe_row.cd_cvm is 'The company''s CVM code from the register (the lowest for its CNPJ); NULL when cnpj is NULL or the register does not hold it.';
comment on column api.research_universe_row.company_name is 'DENOM_SOCIAL from the register; NULL when cnpj is NULL or the register does not hold it.';
comment on column api.research_universe_row.sector is 'SETOR_ATIV from the register, as it stands now (not as of last_session); NULL when cnpj is NULL, the register does not hold it or leaves it blank.';

create function api.research_universe(p_after text default null)
returns setof api.research_universe_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text;
  v_isin text;
  v_rows bigint;
begin
  if p_after is not null and p_after <> '' then
    if p_after !~ '^[^|]+\|[^|]*$' then
      raise exception using
        errcode = '22023',
        message = format('research_universe: p_after %s is not a research_universe cursor', quote_literal(p_after)),
        detail = 'The cursor is the last row''s ticker|isin.',
        hint = 'Send p_after = '''' for the first page, then the last row''s ticker|isin, e.g. PETR4|BRPETRACNPR6.';
    end if;
    v_ticker := split_part(p_after, '|', 1);
    v_isin := split_part(p_after, '|', 2);
  end if;
  if p_after is null then
    select count(*) into v_rows from (select 1 from b3.tape_listing limit 1001) w;
    perform internal.assert_row_cap(v_rows, 'research_universe', 'Page with p_after = '''' (then the last row''s ticker|isin).');
  end if;
  return query
  select l.ticker, l.isin, l.asset_class, l.short_name, l.first_session, l.last_session, l.sessions,
         m.cnpj, m.basis, r.cd_cvm, r.denom_social, r.setor_ativ
  from (
    select x.* from b3.tape_listing x
    where v_ticker is null or (x.ticker, x.isin) > (v_ticker, v_isin)
    order by x.ticker, x.isin
    limit 1000
  ) l
  left join lateral (
    select coalesce(d.cnpj, s.cnpj) as cnpj, case when d.cnpj is not null then 'fca_ticker' when s.cnpj is not null then 'fca_issuer_stem' end as basis
    from (select min(t.cnpj) as cnpj from cvm.company_ticker t
           where t.ticker = l.ticker and (t.valid_from is null or t.valid_from <= l.last_session) and (t.valid_to is null or t.valid_to >= l.last_session)
          having count(distinct t.cnpj) = 1) d
    full join (select min(t.cnpj) as cnpj from cvm.company_ticker t
           where left(t.ticker, 4) = left(l.ticker, 4) and (t.valid_from is null or t.valid_from <= l.last_session) and (t.valid_to is null or t.valid_to >= l.last_session)
          having count(distinct t.cnpj) = 1) s on true
  ) m on true
  left join lateral (
    select c.cd_cvm, c.denom_social, c.setor_ativ from cvm.cad_cia_aberta c where c.cnpj = m.cnpj order by c.cd_cvm limit 1
  ) r on true
  order by l.ticker, l.isin;
end;
$$;

alter function api.research_universe(text) owner to api_owner;
revoke all on function api.research_universe(text) from public;
grant execute on function api.research_universe(text) to anon, authenticated;
comment on function api.research_universe(text) is 'Every share and unit the quote tape has traded (ticker, ISIN, first and last session, sessions), with its company where the registration forms say which, ticker order.
One row per ticker and ISIN of a share (ESPECI ON*/PN*) or unit (UNT*) on the cash board of the quote tape (COTAHIST), with its first and last session and the sessions it traded, kept at load time. cnpj comes from the registration forms'' (FCA) ticker map and cnpj_basis says how: fca_ticker when the map lists the ticker for exactly one company on its last session, fca_issuer_stem when it does not but lists tickers of the same 4-letter root for exactly one company then, NULL otherwise (never matched by name). cd_cvm, company_name and sector (SETOR_ATIV) come from CVM''s register for that CNPJ, as it stands now. Ordered by ticker, then ISIN. Paging: p_after = '''' for the first page, then the last row''s ticker|isin; a page shorter than 1000 rows is the last. p_after = null answers the whole universe and is refused (22023) above 1000 rows; a malformed cursor raises 22023.
p_after: cursor: null = whole result, '''' = first page, then the last row''s ticker|isin (e.g. PETR4|BRPETRACNPR6).
@tag Research
@cursor ticker|isin
@default p_after';
--! EndIncluded functions/research_universe.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the balance sheets of the company trading as BTVJ3 (the synthetic BETA, which traded as BETA3 until 2024-06-30)?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"BTVJ3","p_from":"2024-07-01","p_to":"2025-12-31"}},"then":"BETA''s 2024 and 2025 balance sheets (cnpj 99200002000102): the ticker is resolved through the registration forms'' (FCA) map on the window asked; BETA3 with a window after 2024-06-30 answers [], and a ticker two companies held in the window is refused naming both"},{"ask":"What material facts and notices did the synthetic company trading as ALFA3 file in 2025?","call":{"method":"POST","path":"/rpc/company_events","body":{"p_id":"ALFA3","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"ALFA''s IPE filings newest delivery first: a market notice (2025-08-01) and the material fact on its restatement at version 2 (re-filed 2025-07-16); source_url is CVM''s link as published; add p_category ''Fato Relevante'' for material facts alone"},{"ask":"Which company trades as btvj3, and what other ids does it go by?","call":{"method":"POST","path":"/rpc/lookup","body":{"p_query":"btvj3"}},"then":"the synthetic BETA''s company row (cnpj 99200002000102, CVM code 990002) matched through the registration forms'' ticker map, with every ticker the map holds for it (BETA3, BTVJ3); a name (\"varejo sintetico\"), a CNPJ or a CVM code finds it too, and a ticker of the tape gives its own row first"},{"ask":"Which shares and units has the quote tape traded, since when, and which company is behind each?","call":{"method":"POST","path":"/rpc/research_universe","body":{"p_after":""}},"then":"the first page (up to 1000 rows) in ticker order: each share or unit with its ISIN, first and last session and sessions traded; cnpj and cnpj_basis where the registration forms'' ticker map names the company (NULL on the synthetic tape''s tickers, which no form lists); continue with p_after = the last row''s ticker|isin"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"}]'::json
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
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix; tickers, ISINs, CNPJs, CVM codes, fund and company names in one search (lookup).","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes.","Financials":"Listed companies'' statements from CVM''s DFP filings, in reais, as known on any date (p_as_of): every version is kept with its receipt date, so a restatement shows only from when CVM received it.","Research":"The research universe: every share and unit the quote tape has traded, its span, and the company the registration forms name for it."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
