--! Previous: sha1:15f92fee5947b6a5a846c1c725df6f05abd42a80
--! Hash: sha1:1c44e2fead3d87929b5c45effc8bae32d3bf6b07
--! Message: Listed companies: financial_statement_history (every version as filed, with receipt dates, PENÚLTIMO re-presentations included)

-- Listed companies (issue 25): financial_statement_history (every version as filed, with receipt dates, PENÚLTIMO re-presentations included); the period label shared by one helper.
--! Included sql/internal/statement_period_of.sql
-- The span label of a statement line, shared by internal.statement_rows and
-- api.financial_statement_history: an ITR files a quarter and its year to date
-- with one end, and only DT_INI_EXERC tells them apart. A fourth quarter is
-- never derived, so no label says so.
create or replace function internal.statement_period_of(p_doc_type text, p_start date, p_end date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_start is null then null
              when p_doc_type = 'dfp' then 'year'
              when p_start + interval '3 months' = p_end + 1 then 'quarter'
              else 'year_to_date' end
$$;

alter function internal.statement_period_of(text, date, date) owner to api_owner;
revoke all on function internal.statement_period_of(text, date, date) from public;
comment on function internal.statement_period_of(text, date, date) is
  'Internal: year for a DFP flow line, quarter for an ITR line spanning three months (a first quarter is also its year to date), year_to_date for a longer ITR span, NULL for a position (no DT_INI_EXERC).';
--! EndIncluded sql/internal/statement_period_of.sql
--! Included sql/internal/statement_presentation.sql
-- internal.statement_presentation: a value set the contract states, written once.
-- A column holding it says `@enum internal.statement_presentation` in its COMMENT.
create domain internal.statement_presentation as text
  check (value in ('ÚLTIMO', 'PENÚLTIMO'));

alter domain internal.statement_presentation owner to api_owner;
comment on domain internal.statement_presentation is 'CVM''s ORDEM_EXERC of a statement line: ÚLTIMO (the period a filing is about, as that filing states it) or PENÚLTIMO (the prior period re-presented as a comparative in a later filing).';
--! EndIncluded sql/internal/statement_presentation.sql
--! Included sql/internal/statement_rows.sql
-- The lines of a listed company's statements as known on a date, shared by
-- the statement endpoints (their checks run before this).
-- Per company, statement, scope, doc type and period (DT_REFER) the newest
-- version (VERSAO) received on or before p_as_of is taken, and only its ÚLTIMO
-- lines: a PENÚLTIMO line is the comparative as re-presented by a later filing.
-- A version with no receipt date (its index member not loaded) counts only when
-- p_as_of is NULL (now): it cannot be placed in time. period_kind labels a
-- line's span: year (DFP), quarter or year_to_date (ITR, by DT_INI_EXERC); a
-- fourth quarter is never derived.
drop function if exists internal.statement_rows(text[], text, integer, date, date, text, text, date);
create function internal.statement_rows(
  p_statements text[], p_cnpj text, p_cd_cvm integer, p_from date, p_to date, p_scope text, p_doc_type text, p_as_of date)
returns table (
  cnpj text, cd_cvm integer, company_name text, doc_type text, scope text, statement text,
  period_start date, period_end date, period_kind text, version integer, received_on date,
  account_code text, account_name text, value numeric, value_as_filed numeric, currency_scale text,
  fixed_account boolean, source text, equity_column text)
language sql
stable
set search_path = ''
as $$
  -- the version of each period first (one pass over the asked lines), then its lines:
  -- a correlated max() per line would read a period's lines once per line
  with chosen as (
    select v.cnpj, v.statement, v.doc_type, v.dt_refer, max(v.versao) as versao
    from cvm.cia_statement v
    left join cvm.cia_document vd on vd.cnpj = v.cnpj and vd.doc_type = v.doc_type and vd.dt_refer = v.dt_refer and vd.versao = v.versao
    where (p_cnpj is null or v.cnpj = p_cnpj)
      and (p_cd_cvm is null or v.cd_cvm = p_cd_cvm)
      and v.statement = any (p_statements)
      and v.scope = p_scope
      and (p_doc_type is null or v.doc_type = p_doc_type)
      and v.dt_refer between p_from and p_to
      and (p_as_of is null or vd.dt_receb <= p_as_of)
    group by v.cnpj, v.statement, v.doc_type, v.dt_refer
  )
  select s.cnpj, s.cd_cvm, s.denom_cia, s.doc_type, s.scope, s.statement,
         s.dt_ini_exerc, s.dt_fim_exerc,
         internal.statement_period_of(s.doc_type, s.dt_ini_exerc, s.dt_fim_exerc),
         s.versao, d.dt_receb,
         s.cd_conta, s.ds_conta,
         s.vl_conta * case s.escala_moeda when 'MIL' then 1000 when 'UNIDADE' then 1 end,
         s.vl_conta, s.escala_moeda,
         case s.st_conta_fixa when 'S' then true when 'N' then false end,
         case when l.synthetic then 'synthetic_sample' else 'cvm_' || s.doc_type end,
         nullif(s.coluna_df, '')
  from chosen c
  join cvm.cia_statement s on s.cnpj = c.cnpj and s.statement = c.statement and s.scope = p_scope and s.doc_type = c.doc_type
                          and s.dt_refer = c.dt_refer and s.versao = c.versao and s.ordem_exerc = 'ÚLTIMO'
  left join cvm.cia_document d on d.cnpj = s.cnpj and d.doc_type = s.doc_type and d.dt_refer = s.dt_refer and d.versao = s.versao
  join ingest.ingest_log l on l.id = s.ingest_id
  order by s.dt_fim_exerc, s.cnpj, s.doc_type, s.statement, s.dt_ini_exerc desc nulls first, s.cd_conta collate "C", s.coluna_df collate "C"
$$;

alter function internal.statement_rows(text[], text, integer, date, date, text, text, date) owner to api_owner;
revoke all on function internal.statement_rows(text[], text, integer, date, date, text, text, date) from public;
comment on function internal.statement_rows(text[], text, integer, date, date, text, text, date) is
  'Internal: the ÚLTIMO lines of the newest version received on or before p_as_of (any version when NULL) of each period, values in reais (VL_CONTA x 1000 for MIL, x 1 for UNIDADE); equity_column is the DMPL''s COLUNA_DF, NULL in every other statement; period_kind is year (dfp), quarter or year_to_date (itr, by DT_INI_EXERC), NULL for a position.';
--! EndIncluded sql/internal/statement_rows.sql
--! Included functions/financial_statement_history.sql
-- api.financial_statement_history: Every version of a listed company's statement as filed, with each version's receipt date, PENÚLTIMO re-presentations included, oldest period first.
-- The statement functions answer one version per period (as known on a date);
-- this one answers every line CVM published about the periods in the window:
-- each version of the period's own filing (ÚLTIMO) and the comparative a later
-- filing re-presents (PENÚLTIMO), so a restatement can be traced line by line.
drop function if exists api.financial_statement_history(text, text, date, date, text, text);
drop type if exists api.financial_statement_history_row;

create type api.financial_statement_history_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  filing_period_end date,
  version integer,
  received_on date,
  presentation text,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text,
  equity_column text
);
alter type api.financial_statement_history_row owner to api_owner;
comment on type api.financial_statement_history_row is 'One account line of one version of a listed company''s filing, as filed: the period''s own figure (ÚLTIMO) or a later filing''s comparative (PENÚLTIMO).';
comment on column api.financial_statement_history_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.financial_statement_history_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.financial_statement_history_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.financial_statement_history_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.financial_statement_history_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.financial_statement_history_row.statement is 'The statement asked (p_statement); never NULL.
@enum internal.financial_statement';
comment on column api.financial_statement_history_row.period_start is 'DT_INI_EXERC, first day of the period the line is about; NULL for a balance sheet line (a position).';
comment on column api.financial_statement_history_row.period_end is 'DT_FIM_EXERC, last day of the period the line is about (for a PENÚLTIMO line, the prior period); never NULL.';
comment on column api.financial_statement_history_row.period_kind is 'year (a DFP''s fiscal year), quarter or year_to_date (an ITR''s two spans, told apart by DT_INI_EXERC); NULL for a balance sheet line. A fourth quarter is never derived.
@enum internal.statement_period';
comment on column api.financial_statement_history_row.filing_period_end is 'DT_REFER, the reference date of the filing that states the line (later than period_end for a PENÚLTIMO comparative); never NULL.';
comment on column api.financial_statement_history_row.version is 'VERSAO of that filing; never NULL.';
comment on column api.financial_statement_history_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded.';
comment on column api.financial_statement_history_row.presentation is 'ORDEM_EXERC as filed: ÚLTIMO (the filing''s own period) or PENÚLTIMO (the prior period re-presented as a comparative); never NULL.
@enum internal.statement_presentation';
comment on column api.financial_statement_history_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.financial_statement_history_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.financial_statement_history_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.financial_statement_history_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.financial_statement_history_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.financial_statement_history_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.financial_statement_history_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';
comment on column api.financial_statement_history_row.equity_column is 'COLUNA_DF, the DMPL''s equity column as filed; NULL in every other statement.';

create function api.financial_statement_history(p_id text, p_statement text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null)
returns setof api.financial_statement_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_company record := internal.company_id(p_id, 'financial_statement_history');
  v_statement text := internal.one_of('financial_statement_history', 'p_statement', coalesce(p_statement, ''), internal.domain_values('internal.financial_statement'),
    'The statements are bpa (balance sheet, assets), bpp (liabilities and equity), dre (income), dra (comprehensive income), dfc_md and dfc_mi (cash flows, direct and indirect method), dva (value added) and dmpl (changes in equity).',
    'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.');
  v_scope text := internal.one_of('financial_statement_history', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('financial_statement_history', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_lines api.financial_statement_history_row[];
begin
  perform internal.assert_window(v_from, v_to, 'financial_statement_history',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the lines (at most 1001) gathered, counted, then returned
  select array_agg(l.r) into v_lines from (
    select row(s.cnpj, s.cd_cvm, s.denom_cia, s.doc_type, s.scope, s.statement, s.dt_ini_exerc, s.dt_fim_exerc,
               internal.statement_period_of(s.doc_type, s.dt_ini_exerc, s.dt_fim_exerc), s.dt_refer, s.versao, d.dt_receb, s.ordem_exerc,
               s.cd_conta, s.ds_conta, s.vl_conta * case s.escala_moeda when 'MIL' then 1000 when 'UNIDADE' then 1 end, s.vl_conta, s.escala_moeda,
               case s.st_conta_fixa when 'S' then true when 'N' then false end,
               case when lg.synthetic then 'synthetic_sample' else 'cvm_' || s.doc_type end,
               nullif(s.coluna_df, ''))::api.financial_statement_history_row as r
    from cvm.cia_statement s
    left join cvm.cia_document d on d.cnpj = s.cnpj and d.doc_type = s.doc_type and d.dt_refer = s.dt_refer and d.versao = s.versao
    join ingest.ingest_log lg on lg.id = s.ingest_id
    where (v_company.cnpj is null or s.cnpj = v_company.cnpj)
      and (v_company.cd_cvm is null or s.cd_cvm = v_company.cd_cvm)
      and s.statement = v_statement
      and s.scope = v_scope
      and (v_doc_type is null or s.doc_type = v_doc_type)
      and s.dt_fim_exerc between v_from and v_to
    order by s.dt_fim_exerc, s.cnpj, s.doc_type, s.dt_ini_exerc desc nulls first, s.cd_conta collate "C", s.coluna_df collate "C",
             d.dt_receb nulls last, s.dt_refer, s.versao
    limit 1001) l;
  perform internal.assert_row_cap(coalesce(cardinality(v_lines), 0), 'financial_statement_history', 'Narrow p_from/p_to to fewer periods, or send p_doc_type.');
  return query select * from unnest(v_lines);
end;
$$;

alter function api.financial_statement_history(text, text, date, date, text, text) owner to api_owner;
revoke all on function api.financial_statement_history(text, text, date, date, text, text) from public;
grant execute on function api.financial_statement_history(text, text, date, date, text, text) to anon, authenticated;
comment on function api.financial_statement_history(text, text, date, date, text, text) is 'Every version of a listed company''s statement as filed, with each version''s receipt date, PENÚLTIMO re-presentations included, oldest period first.
Every line CVM published about the periods ending in the window, for one statement: each version (VERSAO) of the period''s own filing (presentation ÚLTIMO) and the comparative that a later filing re-presents (presentation PENÚLTIMO, filing_period_end = that later filing''s reference date), each with its receipt date (DT_RECEB). Rows: oldest period end first, the quarter before its year to date (period_kind), then by account code (and DMPL equity column), then the versions in the order CVM received them. Nothing is chosen or merged: income_statements, balance_sheets, cash_flow_statements, financials and company_financials serve one version per period as known on a date; this function is their audit trail. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit; the filed figure and unit are kept); a blank VL_CONTA is NULL, never 0. A fourth quarter is never derived. An unknown company answers []; a p_id that is neither a CNPJ nor a CVM code, a missing or unknown p_statement (the refusal lists the valid ones), an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_statement: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl (case ignored).
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held';
--! EndIncluded functions/financial_statement_history.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How much cash did the synthetic company GAMA (CVM code 990003) generate from operations in 2023-2025, by the method it files?","call":{"method":"POST","path":"/rpc/cash_flow_statements","body":{"p_id":"990003","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"GAMA files the indirect method (statement dfc_mi; BETA, 990002, files the direct one, dfc_md); account 6.01 is net cash from operating activities, value in reais"},{"ask":"How did the synthetic company GAMA''s equity move in 2025, column by column (DMPL)?","call":{"method":"POST","path":"/rpc/financials","body":{"p_id":"990003","p_statement":"dmpl","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per account and equity column (equity_column, CVM''s COLUNA_DF): 5.01 opening balances, 5.05 total comprehensive income, 5.07 closing balances; p_statement takes bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl"},{"ask":"What were the synthetic company GAMA''s (CVM code 990003) quarterly results in 2025, quarter by quarter and year to date?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990003","p_from":"2025-01-01","p_to":"2025-09-30","p_doc_type":"itr"}},"then":"each quarter end has its quarter lines (period_kind quarter, period_start at the quarter''s first day) and its year-to-date lines (year_to_date, from 2025-01-01); the first quarter is filed once, as quarter. The second quarter is version 2, re-filed on 2025-10-02: send p_as_of 2025-09-30 for version 1. A fourth quarter is never derived"},{"ask":"What were the synthetic company ALFA''s (CVM code 990001) revenue, EBIT, net income, total assets, equity and operating cash flow in 2023-2025, and which account is each?","call":{"method":"POST","path":"/rpc/company_financials","body":{"p_id":"990001","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"one row per period and standard line with the statement and account_code it is read from (revenue 3.01, ebit 3.05, net_income 3.11, total_assets 1, equity 2.03, operating_cash_flow 6.01); 2024 is the restated version 2 (send p_as_of 2025-04-30 for version 1)"},{"ask":"How was the synthetic company ALFA''s (CVM code 990001) 2024 income statement filed, version by version, and how did the 2025 filing re-present it?","call":{"method":"POST","path":"/rpc/financial_statement_history","body":{"p_id":"990001","p_statement":"dre","p_from":"2024-01-01","p_to":"2024-12-31"}},"then":"per account: version 1 (ÚLTIMO, received 2025-03-25), version 2 (ÚLTIMO, revenue restated, received 2025-07-15), then the 2025 filing''s comparative (PENÚLTIMO, filing_period_end 2025-12-31); values in reais"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
