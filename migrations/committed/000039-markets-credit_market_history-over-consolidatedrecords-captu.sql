--! Previous: sha1:2d7e4c47b2dd21cb765b89fc7d585e068638ecb0
--! Hash: sha1:3c1913b0292f0a2fb77b7e91c63d8ed6783df0ed
--! Message: Markets: credit_market_history over ConsolidatedRecords captures

-- Markets: the exchange's consolidated debenture trade records (ConsolidatedRecords), every capture kept as a vintage; credit_market_history answers what was known at p_as_of; a catalog example
--! Included sql/b3/credit_capture.sql
-- One capture of the exchange's ConsolidatedRecords export (debenture trades
-- consolidated per instrument, settlement date and classification) for one
-- session. The exchange revises what it exports, so every capture is kept as a
-- vintage: a read "as of" a moment takes, per session, the newest capture made
-- on or before it, and only that capture's rows (a row a later capture no
-- longer lists is gone from then on, never revived from an older capture).
create table b3.credit_capture (
  trade_date date not null,
  captured_at timestamptz not null,
  payload_sha256 text not null check (payload_sha256 ~ '^[0-9a-f]{64}$'),
  records_read integer not null check (records_read > 0),
  debenture_rows integer not null check (debenture_rows >= 0 and debenture_rows <= records_read),
  ingest_id bigint not null,
  primary key (trade_date, captured_at)
);
alter table b3.credit_capture owner to ingest_writer;
grant select on b3.credit_capture to api_owner;
comment on table b3.credit_capture is 'One capture (export answer) of the exchange''s ConsolidatedRecords table for one session, kept as a vintage beside every earlier one: the session, when it was captured, the sha256 of the bytes, how many records the export held and how many were debentures (kept in b3.credit_record). An empty answer (Nenhum resultado) is not a capture and is never recorded.';
comment on column b3.credit_capture.trade_date is 'The session asked for (Data negócio of every record of the capture).';
comment on column b3.credit_capture.captured_at is 'When the export answered (the collector''s clock), from the file name ConsolidatedRecords_<session>_<YYYYMMDDTHHMMSSZ>.csv or --captured-at; never the exchange''s publication time.';
comment on column b3.credit_capture.payload_sha256 is 'sha256 of the exported bytes as received (equal to ingest.ingest_log.sha256 of the load).';
comment on column b3.credit_capture.records_read is 'Data records of the export, every instrument type.';
comment on column b3.credit_capture.debenture_rows is 'Records of instrument type DEB, each a row of b3.credit_record; 0 is a session the export answered with no debenture.';
--! EndIncluded sql/b3/credit_capture.sql
--! Included sql/b3/credit_record.sql
-- The debenture rows of every ConsolidatedRecords capture (b3.credit_capture),
-- as published: one row per capture, instrument code, settlement date and trade
-- classification. Keyed by the instrument first: credit_market_history reads
-- one code over a window of sessions.
create table b3.credit_record (
  instrument_code text not null,
  trade_date date not null,
  captured_at timestamptz not null,
  settlement_date date not null,
  trade_classification text not null,
  isin text,
  issuer_name text,
  quantity numeric,
  min_price numeric,
  avg_price numeric,
  max_price numeric,
  last_price numeric,
  reference_price numeric,
  trade_count bigint,
  volume_brl numeric,
  oscillation_pct numeric,
  row_sha256 text not null check (row_sha256 ~ '^[0-9a-f]{64}$'),
  ingest_id bigint not null,
  primary key (instrument_code, trade_date, captured_at, settlement_date, trade_classification)
);
alter table b3.credit_record owner to ingest_writer;
grant select on b3.credit_record to api_owner;
comment on table b3.credit_record is 'Debenture (Instrumento financeiro DEB) records of each ConsolidatedRecords capture, values as published (decimal comma read as numbers, blank or - as NULL); the capture is (trade_date, captured_at) in b3.credit_capture. Other instrument types of the export are read and checked but not kept.';
comment on column b3.credit_record.instrument_code is 'Código IF: the instrument''s code at the exchange''s OTC registry.';
comment on column b3.credit_record.trade_date is 'Data negócio: the session.';
comment on column b3.credit_record.captured_at is 'The capture this row belongs to (b3.credit_capture.captured_at).';
comment on column b3.credit_record.settlement_date is 'Data liquidação.';
comment on column b3.credit_record.trade_classification is 'Classificação do negócio as published (e.g. EXTRAGRUPO, INTRAGRUPO); - when the export left it blank or -.';
comment on column b3.credit_record.quantity is 'Quantidade negociada.';
comment on column b3.credit_record.min_price is 'Preço mínimo (BRL per unit).';
comment on column b3.credit_record.avg_price is 'Preço médio (BRL per unit).';
comment on column b3.credit_record.max_price is 'Preço máximo (BRL per unit).';
comment on column b3.credit_record.last_price is 'Último preço (BRL per unit): the instrument''s last trade of the session, the same on every row of the instrument.';
comment on column b3.credit_record.reference_price is 'Preço de referência (BRL per unit): the exchange''s reference, possibly a model mark; not a trade.';
comment on column b3.credit_record.trade_count is 'Número de negócios.';
comment on column b3.credit_record.volume_brl is 'Volume financeiro (R$).';
comment on column b3.credit_record.oscillation_pct is 'Oscilação, percent (a trailing % dropped).';
comment on column b3.credit_record.row_sha256 is 'sha256 (hex) of the record''s fields as published, in the export''s column order, joined by ; (UTF-8): an unchanged record has the same hash in every capture.';
--! EndIncluded sql/b3/credit_record.sql
--! Included functions/credit_market_history.sql
-- api.credit_market_history: one debenture code's consolidated OTC trades per session, as the newest capture on or before p_as_of held them.
-- The capture is chosen per SESSION before the code is looked at: a row that a
-- later capture no longer lists is absent from then on (choosing per code would
-- revive it from an older capture).
drop function if exists api.credit_market_history(text, date, date, timestamptz);
drop type if exists api.credit_market_history_row;

create type api.credit_market_history_row as (
  instrument_code text,
  trade_date date,
  settlement_date date,
  trade_classification text,
  isin text,
  issuer_name text,
  quantity numeric,
  min_price numeric,
  avg_price numeric,
  max_price numeric,
  last_price numeric,
  reference_price numeric,
  trade_count bigint,
  volume_brl numeric,
  oscillation_pct numeric,
  units jsonb,
  capture_id text,
  payload_sha256 text,
  row_sha256 text,
  observed_at timestamptz,
  available_at timestamptz,
  source text
);
alter type api.credit_market_history_row owner to api_owner;
comment on type api.credit_market_history_row is 'One group of the exchange''s consolidated debenture trades (ConsolidatedRecords): a session, settlement date and trade classification of one instrument code, as the chosen capture published it.';
comment on column api.credit_market_history_row.instrument_code is 'Código IF: the debenture''s code at the exchange''s OTC registry (upper case).';
comment on column api.credit_market_history_row.trade_date is 'Data negócio: the session.';
comment on column api.credit_market_history_row.settlement_date is 'Data liquidação: a session''s trades can settle on several days, one row each.';
comment on column api.credit_market_history_row.trade_classification is 'Classificação do negócio as published (e.g. EXTRAGRUPO, INTRAGRUPO); - when the export left it blank or -.';
comment on column api.credit_market_history_row.isin is 'Código ISIN as published; NULL when blank.';
comment on column api.credit_market_history_row.issuer_name is 'Emissor: the issuer''s name as the exchange writes it; NULL when blank. No CNPJ is inferred.';
comment on column api.credit_market_history_row.quantity is 'Quantidade negociada of the group (units); NULL when blank or -.';
comment on column api.credit_market_history_row.min_price is 'Preço mínimo of the group, BRL per unit; NULL when blank or -.';
comment on column api.credit_market_history_row.avg_price is 'Preço médio of the group, BRL per unit; NULL when blank or -.';
comment on column api.credit_market_history_row.max_price is 'Preço máximo of the group, BRL per unit; NULL when blank or -.';
comment on column api.credit_market_history_row.last_price is 'Último preço, BRL per unit: the instrument''s last trade of the session, repeated on each of its rows (never sum or average the copies); NULL when blank or -, never replaced by reference_price.';
comment on column api.credit_market_history_row.reference_price is 'Preço de referência, BRL per unit: the exchange''s reference, possibly a model mark, NOT a trade; NULL when blank or -.';
comment on column api.credit_market_history_row.trade_count is 'Número de negócios of the group; NULL when blank or -, never 0 in its place.';
comment on column api.credit_market_history_row.volume_brl is 'Volume financeiro (R$) of the group: traded volume, not an outstanding amount; NULL when blank or -.';
comment on column api.credit_market_history_row.oscillation_pct is 'Oscilação as published, percent; NULL when blank or -.';
comment on column api.credit_market_history_row.units is 'The unit of each numeric column: {"quantity":"units","min_price":"BRL/unit",...,"oscillation_pct":"percent"}; never NULL.';
comment on column api.credit_market_history_row.capture_id is 'The capture the row comes from: <trade_date>/<observed_at in UTC, YYYYMMDDTHHMMSSZ>; never NULL.';
comment on column api.credit_market_history_row.payload_sha256 is 'sha256 of the capture''s exported bytes; never NULL.';
comment on column api.credit_market_history_row.row_sha256 is 'sha256 of the record''s published fields (export column order, joined by ;): equal across captures when the record did not change; never NULL.';
comment on column api.credit_market_history_row.observed_at is 'When the capture was made (the export answered): the time p_as_of is compared with; never the exchange''s publication time; never NULL.';
comment on column api.credit_market_history_row.available_at is 'When the capture was loaded into this store (ingest log); never NULL.';
comment on column api.credit_market_history_row.source is 'b3_bdi_consolidated_records (the exchange''s export) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.credit_market_history(p_code text, p_from date default null, p_to date default null, p_as_of timestamptz default null)
returns setof api.credit_market_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(p_code));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_as_of timestamptz := coalesce(p_as_of, now());
  v_rows bigint;
begin
  if v_code is null or v_code !~ '^[A-Z0-9]{4,14}$' then
    raise exception using
      errcode = '22023',
      message = format('credit_market_history: p_code %s is not an instrument code', coalesce(quote_literal(p_code), 'null')),
      detail = 'An instrument code (Código IF) is 4 to 14 letters and digits, e.g. a debenture code like ABCD11.',
      hint = 'Send p_code as the debenture''s Código IF (case-insensitive).';
  end if;
  perform internal.assert_window(v_from, v_to, 'credit_market_history',
    'Send p_from on or before p_to (p_from defaults to 365 days before p_to, p_to to today).', p_from is null);

  select count(*) into v_rows
  from (
    select 1
    from b3.credit_capture c
    join b3.credit_record r on r.instrument_code = v_code and r.trade_date = c.trade_date and r.captured_at = c.captured_at
    where c.trade_date between v_from and v_to
      and c.captured_at = (select max(n.captured_at) from b3.credit_capture n where n.trade_date = c.trade_date and n.captured_at <= v_as_of)
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'credit_market_history',
    'Narrow p_from/p_to: a session can hold several rows of one code (settlement dates, classifications), so there is no date cursor.');

  return query
    select r.instrument_code, r.trade_date, r.settlement_date, r.trade_classification, r.isin, r.issuer_name,
           r.quantity, r.min_price, r.avg_price, r.max_price, r.last_price, r.reference_price,
           r.trade_count, r.volume_brl, r.oscillation_pct,
           jsonb_build_object('quantity', 'units', 'min_price', 'BRL/unit', 'avg_price', 'BRL/unit', 'max_price', 'BRL/unit',
                              'last_price', 'BRL/unit', 'reference_price', 'BRL/unit', 'trade_count', 'trades',
                              'volume_brl', 'BRL', 'oscillation_pct', 'percent'),
           c.trade_date::text || '/' || to_char(c.captured_at at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'),
           c.payload_sha256, r.row_sha256, c.captured_at, l.loaded_at,
           case when l.synthetic then 'synthetic_sample' else 'b3_bdi_consolidated_records' end
    from b3.credit_capture c
    join b3.credit_record r on r.instrument_code = v_code and r.trade_date = c.trade_date and r.captured_at = c.captured_at
    join ingest.ingest_log l on l.id = c.ingest_id
    where c.trade_date between v_from and v_to
      and c.captured_at = (select max(n.captured_at) from b3.credit_capture n where n.trade_date = c.trade_date and n.captured_at <= v_as_of)
    order by r.trade_date, r.settlement_date, r.trade_classification;
end;
$$;

alter function api.credit_market_history(text, date, date, timestamptz) owner to api_owner;
revoke all on function api.credit_market_history(text, date, date, timestamptz) from public;
grant execute on function api.credit_market_history(text, date, date, timestamptz) to anon, authenticated;
comment on function api.credit_market_history(text, date, date, timestamptz) is 'One debenture code''s consolidated OTC trades per session (the exchange''s ConsolidatedRecords export), oldest first, as known at p_as_of.
One row per session, settlement date and trade classification, values as published. Every capture of the export is kept: for each session the answer takes the newest capture observed on or before p_as_of and only its rows, so a row a later capture no longer lists is absent from then on, and a session never captured by p_as_of has no row (nothing is filled). min/avg/max price, quantity, trade_count and volume_brl belong to the row''s group; last_price and reference_price are the instrument''s and repeat on each of its rows (never sum them); reference_price is not a trade and never stands in for last_price. NULL is a blank or - in the export, never 0. No yield, rate or issuer CNPJ is inferred. A code never captured answers []; a code that is not 4 to 14 letters and digits raises 22023. More than 1000 rows raises 22023 (narrow the window; there is no cursor, a session can hold several rows).
p_code: the debenture''s Código IF, case-insensitive.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_as_of: the moment whose knowledge is answered (timestamp with time zone); default now (the newest capture of each session).
@tag Quotes
@default p_from: 365 days before p_to
@default p_to: today
@default p_as_of: now (the newest capture of each session)';
--! EndIncluded functions/credit_market_history.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
