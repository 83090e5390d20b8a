--! Previous: sha1:3774f97f8bafd22de67c30ad1bd40c4d84cbf7d8
--! Hash: sha1:ef53d0b55e5d702c1c861d76f88aefe4df60a3e5
--! Message: Lookup: one search across tickers, ISINs, CNPJs, CVM codes, fund and company names

-- Issue 25: lookup across tickers, ISINs, CNPJs, CVM codes, fund and company names
--! Included sql/internal/lookup_asset_class.sql
-- internal.lookup_asset_class: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_asset_class` in its COMMENT.
create domain internal.lookup_asset_class as text
  check (value in ('equity', 'unit', 'bdr', 'fii', 'fund_quota', 'other', 'fi', 'fidc', 'company'));

alter domain internal.lookup_asset_class owner to api_owner;
comment on domain internal.lookup_asset_class is 'What a lookup row is: a ticker typed as the quote tape types it (equity, unit, bdr, fii, fund_quota, other), a fund of a served family (fi, fidc, fii), or a listed company (company).';
--! EndIncluded sql/internal/lookup_asset_class.sql
--! Included sql/internal/lookup_match.sql
-- internal.lookup_match: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_match` in its COMMENT.
create domain internal.lookup_match as text
  check (value in ('ticker', 'isin', 'cnpj', 'cd_cvm', 'name'));

alter domain internal.lookup_match owner to api_owner;
comment on domain internal.lookup_match is 'Which key of a lookup row the query matched: a ticker, an ISIN, a CNPJ or a CVM code exactly, or the name (every word, accents and case ignored).';
--! EndIncluded sql/internal/lookup_match.sql
--! Included sql/internal/lookup_id_type.sql
-- internal.lookup_id_type: a value set the contract states, written once. A
-- column holding it says `@enum internal.lookup_id_type` in its COMMENT.
create domain internal.lookup_id_type as text
  check (value in ('ticker', 'cnpj'));

alter domain internal.lookup_id_type owner to api_owner;
comment on domain internal.lookup_id_type is 'What a lookup row''s id is: a ticker (quote_history, panel, company endpoints through the FCA map) or a 14-digit CNPJ (a fund''s, or a listed company''s).';
--! EndIncluded sql/internal/lookup_id_type.sql
--! Included functions/lookup.sql
-- api.lookup: one search box for every identifier the API takes: tickers, ISINs,
-- CNPJs, CVM codes, fund names and company names, at most 20 rows, ranked.
-- Exact keys are looked up on their indexes; names through the folded-name
-- trigram index (funds) or the small company register. A ticker row names its
-- company only through the FCA map (never by a name resemblance).
drop function if exists api.lookup(text);
drop type if exists api.lookup_row;

create type api.lookup_row as (
  id text,
  id_type text,
  asset_class text,
  name text,
  isin text,
  cnpj text,
  cd_cvm integer,
  tickers text[],
  match text
);
alter type api.lookup_row owner to api_owner;
comment on type api.lookup_row is 'One identifier found for a query: a ticker of the quote tape, a fund, or a listed company.';
comment on column api.lookup_row.id is 'The id to send to other endpoints: a ticker (quote_history, panel, the company endpoints) or a 14-digit CNPJ (fund_nav and the fund endpoints for a fund, the company endpoints for a company); never NULL.';
comment on column api.lookup_row.id_type is 'ticker or cnpj; never NULL.
@enum internal.lookup_id_type';
comment on column api.lookup_row.asset_class is 'A ticker typed as the quote tape types it (equity, unit, bdr, fii, fund_quota, other; from its newest record), a fund''s family (fi, fidc, fii), or company; never NULL.
@enum internal.lookup_asset_class';
comment on column api.lookup_row.name is 'The tape''s short name (NOMRES) of a ticker, the registered name of a fund, the register''s DENOM_SOCIAL of a company; never NULL.';
comment on column api.lookup_row.isin is 'The ticker''s ISIN (CODISI) on its newest tape record; NULL on fund and company rows, or when the tape leaves it blank.';
comment on column api.lookup_row.cnpj is 'A fund''s or company''s CNPJ; on a ticker row the company the registration forms (FCA) map the ticker to on its newest session, NULL when they map it to none or to more than one.';
comment on column api.lookup_row.cd_cvm is 'A company''s CVM code (the lowest when the register gives a CNPJ several); NULL on ticker and fund rows.';
comment on column api.lookup_row.tickers is 'On a company row, every ticker the FCA map holds for it (past ones included), sorted; NULL on other rows and for a company the map does not hold.';
comment on column api.lookup_row.match is 'What the query matched: ticker, isin, cnpj or cd_cvm exactly, or name (every word of the query inside the name, accents and case ignored); never NULL.
@enum internal.lookup_match';

create function api.lookup(p_query text)
returns setof api.lookup_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_space text := '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  v_query text := regexp_replace(coalesce(p_query, ''), format('^%s+|%s+$', v_space, v_space), '', 'g');
  v_upper text := upper(v_query);
  v_digits text := regexp_replace(v_query, '[.\-/\s]', '', 'g');
  v_folded text := cvm.fold_name(v_query);
  v_words text;
begin
  if v_query = '' or length(v_query) > 300 then
    raise exception using
      errcode = '22023',
      message = format('lookup: p_query is %s', case when v_query = '' then 'empty' else length(v_query) || ' characters long' end),
      detail = 'lookup needs a ticker, an ISIN, a CNPJ, a CVM code or a few words of a name, at most 300 characters.',
      hint = 'Send p_query like "PETR4", "BRPETRACNOR9", "33.000.167/0001-01", "9512" or "petrobras".';
  end if;
  -- every word inside the name, each a LIKE literal the trigram index answers
  -- (@column stands for the folded name of each population)
  select string_agg(format('@column like %L', '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'), ' and ')
    into v_words
  from regexp_split_to_table(v_folded, v_space || '+') w
  where w <> '';

  return query execute format($q$
    with tape as (
      -- the ticker's newest record on the cash and odd-lot boards
      select c.* from b3.cotahist c where c.codneg = $1 and c.tpmerc in ('010', '020') order by c.trade_date desc limit 1
    ),
    isin as (
      select distinct on (c.codneg) c.* from b3.cotahist c where c.codisi = $1 and c.tpmerc = '010' order by c.codneg, c.trade_date desc
    ),
    quoted as (
      select q.*, 'ticker' as hit from tape q
      union all
      select i.*, 'isin' from isin i where not exists (select 1 from tape)
    ),
    ticker_rows as (
      select q.codneg as id, 'ticker' as id_type,
             case when q.codbdi = '12' then 'fii' when q.especi like 'CI%%' then 'fund_quota' when q.especi like 'DR%%' then 'bdr'
                  when q.especi like 'UNT%%' then 'unit' when q.especi ~ '^(ON|PN)' then 'equity' else 'other' end as asset_class,
             q.nomres as name, q.codisi as isin,
             (select min(t.cnpj) from cvm.company_ticker t
               where t.ticker = q.codneg and (t.valid_from is null or t.valid_from <= q.trade_date) and (t.valid_to is null or t.valid_to >= q.trade_date)
              having count(*) = 1) as cnpj,
             null::integer as cd_cvm, null::text[] as tickers, q.hit as match, 1 as rank, 1.0::real as score
      from quoted q
    ),
    companies as (
      select distinct on (r.cnpj) r.cnpj, r.cd_cvm, r.denom_social
      from cvm.cad_cia_aberta r
      order by r.cnpj, r.cd_cvm
    ),
    company_hits as (
      select c.*, 'cnpj' as hit, 1 as rank, 1.0::real as score from companies c where c.cnpj = $2
      union all
      select c.*, 'cd_cvm', 1, 1.0::real from companies c where $2 ~ '^[0-9]{1,6}$' and c.cd_cvm = $2::integer
      union all
      select c.*, 'ticker', 1, 1.0::real from companies c where c.cnpj in (select t.cnpj from cvm.company_ticker t where t.ticker = $1)
      union all
      select c.*, 'name', case when cvm.fold_name(c.denom_social) like $3 || '%%' then 2 else 3 end, extensions.word_similarity($3, cvm.fold_name(c.denom_social))
      from companies c where %2$s
    ),
    company_rows as (
      select distinct on (h.cnpj) h.cnpj as id, 'cnpj' as id_type, 'company' as asset_class, h.denom_social as name, null::text as isin, h.cnpj,
             h.cd_cvm, (select array_agg(distinct t.ticker order by t.ticker) from cvm.company_ticker t where t.cnpj = h.cnpj) as tickers,
             h.hit as match, h.rank, h.score
      from company_hits h
      order by h.cnpj, h.rank, h.score desc
    ),
    fund_rows as (
      select f.cnpj as id, 'cnpj' as id_type, f.entity_type as asset_class, f.fund_name as name, null::text as isin, f.cnpj,
             null::integer as cd_cvm, null::text[] as tickers, 'cnpj' as match, 1 as rank, 1.0::real as score
      from cvm.fund_registry f where f.cnpj = $2 and f.entity_type is not null
      union all
      (select f.cnpj, 'cnpj', f.entity_type, f.fund_name, null, f.cnpj, null, null, 'name',
              case when f.search_name like $3 || '%%' then 2 else 3 end, extensions.word_similarity($3, f.search_name)
       from cvm.fund_registry f
       where %1$s and f.entity_type is not null and f.cnpj <> $2
       order by (f.search_name like $3 || '%%') desc, extensions.word_similarity($3, f.search_name) desc, f.fund_name, f.cnpj
       limit 20)
    )
    select a.id, a.id_type, a.asset_class, a.name, a.isin, a.cnpj, a.cd_cvm, a.tickers, a.match
    from (select * from ticker_rows union all select * from company_rows union all select * from fund_rows) a
    order by a.rank, a.score desc, a.name, a.id_type desc, a.id
    limit 20
  $q$, replace(coalesce(v_words, 'false'), '@column', 'f.search_name'), replace(coalesce(v_words, 'false'), '@column', 'cvm.fold_name(c.denom_social)'))
  using v_upper, v_digits, v_folded;
end;
$$;

alter function api.lookup(text) owner to api_owner;
revoke all on function api.lookup(text) from public;
grant execute on function api.lookup(text) to anon, authenticated;
comment on function api.lookup(text) is 'Find the id of a ticker, fund or listed company from a ticker, ISIN, CNPJ, CVM code or name: at most 20 rows, best match first.
One search box for every identifier this API takes. A ticker (case ignored) matches the quote tape exactly (its newest record: type, short name, ISIN) and, through the registration forms'' (FCA) ticker map, the company that filed it; an ISIN matches the tickers the tape lists under it; a CNPJ (punctuation ignored) matches a fund or a listed company exactly; 1 to 6 digits match a company''s CVM code; otherwise every word of the query must appear in a fund''s or company''s name, accents and case ignored. Ranked: exact keys first (ticker rows, then companies, then funds), then names that start with the query, then names containing every word, closer names first (trigram word similarity), then by name. A company row carries every ticker the FCA map holds for it; a ticker row carries its company''s CNPJ only when the map names exactly one company for it on the ticker''s newest session, never by a name resemblance. No match answers []; more than 20 matches answer the best 20 (send more of the name). An empty p_query or one longer than 300 characters raises 22023.
p_query: a ticker (PETR4), an ISIN, a CNPJ, a CVM code or a few words of a name (petrobras).
@tag Lookup';
--! EndIncluded functions/lookup.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the balance sheets of the company trading as BTVJ3 (the synthetic BETA, which traded as BETA3 until 2024-06-30)?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"BTVJ3","p_from":"2024-07-01","p_to":"2025-12-31"}},"then":"BETA''s 2024 and 2025 balance sheets (cnpj 99200002000102): the ticker is resolved through the registration forms'' (FCA) map on the window asked; BETA3 with a window after 2024-06-30 answers [], and a ticker two companies held in the window is refused naming both"},{"ask":"What material facts and notices did the synthetic company trading as ALFA3 file in 2025?","call":{"method":"POST","path":"/rpc/company_events","body":{"p_id":"ALFA3","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"ALFA''s IPE filings newest delivery first: a market notice (2025-08-01) and the material fact on its restatement at version 2 (re-filed 2025-07-16); source_url is CVM''s link as published; add p_category ''Fato Relevante'' for material facts alone"},{"ask":"Which company trades as btvj3, and what other ids does it go by?","call":{"method":"POST","path":"/rpc/lookup","body":{"p_query":"btvj3"}},"then":"the synthetic BETA''s company row (cnpj 99200002000102, CVM code 990002) matched through the registration forms'' ticker map, with every ticker the map holds for it (BETA3, BTVJ3); a name (\"varejo sintetico\"), a CNPJ or a CVM code finds it too, and a ticker of the tape gives its own row first"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
