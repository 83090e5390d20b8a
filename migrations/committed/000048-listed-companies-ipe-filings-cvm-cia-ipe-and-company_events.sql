--! Previous: sha1:0f7892d0c6ab8b75ca011baa0045b12967b8e70c
--! Hash: sha1:3774f97f8bafd22de67c30ad1bd40c4d84cbf7d8
--! Message: Listed companies: IPE filings (cvm-cia-ipe) and company_events

-- Issue 25: the IPE filings (cvm-cia-ipe), company_events and its catalog example
--! Included sql/cvm/ipe_document.sql
-- CVM's IPE files (ipe_cia_aberta_YYYY.csv): listed companies' periodic and
-- eventual filings, one row per delivery protocol and version, as published.
-- Lines published without a protocol are not landed (see the loader).
create table cvm.ipe_document (
  protocolo_entrega text not null,
  versao integer not null,
  cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
  nome_companhia text,
  codigo_cvm integer not null,
  data_referencia date,
  categoria text not null,
  tipo text,
  especie text,
  assunto text,
  data_entrega date,
  tipo_apresentacao text,
  link_download text,
  ingest_id bigint not null,
  primary key (protocolo_entrega, versao)
);
create index ipe_document_cnpj on cvm.ipe_document (cnpj, protocolo_entrega, versao);
create index ipe_document_codigo_cvm on cvm.ipe_document (codigo_cvm, protocolo_entrega, versao);
create index ipe_document_categoria on cvm.ipe_document (categoria);
alter table cvm.ipe_document owner to ingest_writer;
grant select on cvm.ipe_document to api_owner;
comment on table cvm.ipe_document is 'CVM listed companies'' periodic and eventual filings (IPE, ipe_cia_aberta_YYYY.csv) as filed: one row per delivery protocol (Protocolo_Entrega) and version (Versao); CNPJ normalised to 14 digits, texts as published. Lines without a protocol (every filing before 2015, some since) are not landed: the file has no other key.';
comment on column cvm.ipe_document.link_download is 'Link_Download as published: the document on CVM''s RAD (the document itself is not stored).';
comment on column cvm.ipe_document.data_entrega is 'Data_Entrega, the day CVM received this version (a date, no time).';
--! EndIncluded sql/cvm/ipe_document.sql
--! Included sql/internal/company_event_rows.sql
-- The rows of api.company_events (its checks run before this): per protocol of
-- the company the newest version held, then the window on that version's
-- delivery date, newest first. Versions are picked before the window so a
-- protocol re-filed after p_to is absent rather than served at an older version.
create or replace function internal.company_event_rows(p_cnpj text, p_cd_cvm integer, p_from date, p_to date, p_category text)
returns table (
  cnpj text, cd_cvm integer, company_name text, delivery_date date, reference_date date, category text,
  event_type text, species text, subject text, presentation text, protocol text, version integer, source_url text, source text)
language sql
stable
set search_path = ''
as $$
  select n.cnpj, n.codigo_cvm, n.nome_companhia, n.data_entrega, n.data_referencia, n.categoria,
         n.tipo, n.especie, n.assunto, n.tipo_apresentacao, n.protocolo_entrega, n.versao, n.link_download,
         case when l.synthetic then 'synthetic_sample' else 'cvm_ipe' end
  from (
    select distinct on (d.protocolo_entrega) d.*
    from cvm.ipe_document d
    where (p_cnpj is null or d.cnpj = p_cnpj)
      and (p_cd_cvm is null or d.codigo_cvm = p_cd_cvm)
    order by d.protocolo_entrega, d.versao desc
  ) n
  join ingest.ingest_log l on l.id = n.ingest_id
  where coalesce(n.data_entrega, n.data_referencia) between p_from and p_to
    and (p_category is null or n.categoria = p_category)
  order by coalesce(n.data_entrega, n.data_referencia) desc, n.protocolo_entrega desc
$$;

alter function internal.company_event_rows(text, integer, date, date, text) owner to api_owner;
revoke all on function internal.company_event_rows(text, integer, date, date, text) from public;
comment on function internal.company_event_rows(text, integer, date, date, text) is
  'Internal: a company''s IPE filings at the newest version of each protocol, delivered (or, without a delivery date, referring to a day) in [p_from, p_to], of p_category when given, newest first.';
--! EndIncluded sql/internal/company_event_rows.sql
--! Included functions/company_events.sql
-- api.company_events: A listed company's IPE filings (material facts, notices, meetings...), newest delivery first.
-- Newest first as the upstream serves it: an analyst reads events from today
-- backwards. Each protocol once, at its newest version, so a re-filing never
-- shows twice; the window runs on that version's delivery date.
drop function if exists api.company_events(text, date, date, text);
drop type if exists api.company_events_row;

create type api.company_events_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  delivery_date date,
  reference_date date,
  category text,
  event_type text,
  species text,
  subject text,
  presentation text,
  protocol text,
  version integer,
  source_url text,
  source text
);
alter type api.company_events_row owner to api_owner;
comment on type api.company_events_row is 'One filing of a listed company to CVM (IPE), at the newest version of its delivery protocol.';
comment on column api.company_events_row.cnpj is 'CNPJ_Companhia, 14 digits; never NULL.';
comment on column api.company_events_row.cd_cvm is 'Codigo_CVM, the company''s CVM code; never NULL.';
comment on column api.company_events_row.company_name is 'Nome_Companhia as filed; NULL when blank.';
comment on column api.company_events_row.delivery_date is 'Data_Entrega of the version served (CVM prints a date, no time); NULL when blank (the window then runs on reference_date).';
comment on column api.company_events_row.reference_date is 'Data_Referencia, the date the filing refers to (e.g. a meeting''s); NULL when blank.';
comment on column api.company_events_row.category is 'Categoria exactly as filed (Fato Relevante, Comunicado ao Mercado, Assembleia, ...), Portuguese, never translated; never NULL.';
comment on column api.company_events_row.event_type is 'Tipo as filed; NULL when blank.';
comment on column api.company_events_row.species is 'Especie as filed; NULL when blank.';
comment on column api.company_events_row.subject is 'Assunto as filed; NULL when blank.';
comment on column api.company_events_row.presentation is 'Tipo_Apresentacao as filed (e.g. AP - Apresentação, RE - Reapresentação); NULL when blank.';
comment on column api.company_events_row.protocol is 'Protocolo_Entrega, CVM''s delivery protocol: one per document; never NULL.';
comment on column api.company_events_row.version is 'Versao of the version served: the newest held for the protocol; never NULL.';
comment on column api.company_events_row.source_url is 'Link_Download exactly as published: the document on CVM''s RAD (this API stores the metadata, not the document); NULL when blank.';
comment on column api.company_events_row.source is 'cvm_ipe (CVM''s open data) or synthetic_sample (generated demo data; never a CVM filing).';

create function api.company_events(p_id text, p_from date default null, p_to date default null, p_category text default null)
returns setof api.company_events_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_company record := internal.company_on(p_id, 'company_events', v_from, v_to);
  v_category text := btrim(p_category);
  v_held text[];
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'company_events',
    'Send p_from on or before p_to (p_from defaults to 12 months before p_to, p_to to today).', p_from is null);
  if v_category is not null and not exists (select 1 from cvm.ipe_document d where d.categoria = v_category) then
    -- the categories held, one index probe each (a loose scan of ipe_document_categoria)
    with recursive c(categoria) as (
      (select d.categoria from cvm.ipe_document d order by d.categoria limit 1)
      union all
      select (select d.categoria from cvm.ipe_document d where d.categoria > c.categoria order by d.categoria limit 1) from c where c.categoria is not null
    )
    select array_agg(c.categoria order by c.categoria) into v_held from c where c.categoria is not null;
    raise exception using
      errcode = '22023',
      message = format('company_events: unknown p_category %s', quote_literal(p_category)),
      detail = format('p_category matches CVM''s label exactly; the categories held are: %s.', coalesce(array_to_string(v_held, ', '), 'none (no IPE file loaded)')),
      hint = 'Send p_category as one of the categories held, e.g. Fato Relevante, or leave it out for every category.';
  end if;
  select count(*) into v_rows from (select 1 from internal.company_event_rows(v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_category) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'company_events', 'Narrow p_from/p_to or pin p_category.');
  return query select * from internal.company_event_rows(v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_category);
end;
$$;

alter function api.company_events(text, date, date, text) owner to api_owner;
revoke all on function api.company_events(text, date, date, text) from public;
grant execute on function api.company_events(text, date, date, text) to anon, authenticated;
comment on function api.company_events(text, date, date, text) is 'A listed company''s IPE filings (material facts, notices, meetings...), newest delivery first.
CVM''s IPE feed for one listed company: material facts (Fato Relevante), market notices, meeting calls and minutes and the rest of what companies file outside the ITR/DFP statements, newest delivery first (as the upstream service serves it), then by protocol. Each delivery protocol appears once, at its newest version held (version says which); category, event_type, species and subject are CVM''s text as filed; source_url is the document''s link as published. The window runs on the served version''s delivery date (the reference date when it has none). Filings CVM published without a delivery protocol (all before 2015, a minority since) are not held: history starts in 2015 and an empty window before it is that limit. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window, a p_id that is neither a ticker, a CNPJ nor a CVM code, a p_category not held (the detail lists those held) or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window or pin p_category).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first delivery date (YYYY-MM-DD); default 12 months before p_to.
p_to: last delivery date (YYYY-MM-DD); default today.
p_category: CVM''s category label exactly (e.g. Fato Relevante, Comunicado ao Mercado); default every category.
@tag Company events
@default p_from: 12 months before p_to
@default p_to: today
@default p_category: every category';
--! EndIncluded functions/company_events.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the balance sheets of the company trading as BTVJ3 (the synthetic BETA, which traded as BETA3 until 2024-06-30)?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"BTVJ3","p_from":"2024-07-01","p_to":"2025-12-31"}},"then":"BETA''s 2024 and 2025 balance sheets (cnpj 99200002000102): the ticker is resolved through the registration forms'' (FCA) map on the window asked; BETA3 with a window after 2024-06-30 answers [], and a ticker two companies held in the window is refused naming both"},{"ask":"What material facts and notices did the synthetic company trading as ALFA3 file in 2025?","call":{"method":"POST","path":"/rpc/company_events","body":{"p_id":"ALFA3","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"ALFA''s IPE filings newest delivery first: a market notice (2025-08-01) and the material fact on its restatement at version 2 (re-filed 2025-07-16); source_url is CVM''s link as published; add p_category ''Fato Relevante'' for material facts alone"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
