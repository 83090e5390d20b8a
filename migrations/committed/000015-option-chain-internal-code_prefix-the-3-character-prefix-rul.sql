--! Previous: sha1:189c515868094bf3764fbfc01c52636f08022523
--! Hash: sha1:abf9fe6b200426e8c4ebbbf323416f748d67c4b1
--! Message: Option chain: internal.code_prefix (the 3-character prefix rule of the option functions), api.option_chain (one session's calls and puts, tier clamp), option_exercises on the shared prefix rule; catalog entries

-- Enter migration here
--! Included sql/internal/code_prefix.sql
-- The trading-code prefix rule of the option functions: required, at least 3
-- characters (so a call names an underlying), case-insensitive.
create or replace function internal.code_prefix(p_prefix text, p_fn text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_prefix text := upper(btrim(p_prefix));
begin
  if v_prefix is null or length(v_prefix) < 3 then
    raise exception using
      errcode = '22023',
      message = format('%s: p_prefix %s is shorter than 3 characters', p_fn, coalesce(quote_literal(p_prefix), 'NULL')),
      detail = 'The prefix of the trading code is required and must have at least 3 characters, so a call names an underlying.',
      hint = 'Send p_prefix as the first letters of the option codes, e.g. {"p_prefix":"PETR"}.';
  end if;
  return v_prefix;
end;
$$;

alter function internal.code_prefix(text, text) owner to api_owner;
revoke all on function internal.code_prefix(text, text) from public;
comment on function internal.code_prefix(text, text) is
  'Internal: the upper-cased, trimmed trading-code prefix of an option function; shorter than 3 characters (or null) raises 22023 naming the calling function.';
--! EndIncluded sql/internal/code_prefix.sql
--! Included functions/option_exercises.sql
-- api.option_exercises: option exercise prints (COTAHIST TPMERC 012 call, 013 put) for a code prefix.
-- The row cap is the tier ceiling (catalog.json tiers.*.option_exercises_rows), clamped silently.
drop function if exists api.option_exercises(text, date, date, integer);
drop type if exists api.option_exercises_row;

create type api.option_exercises_row as (
  codneg text,
  side text,
  trade_date date,
  expiry date,
  strike numeric,
  exercise_price numeric,
  isin text,
  underlying_ticker text,
  spec text,
  market text,
  board text,
  term_days text,
  short_name text,
  currency text,
  contract_correction text,
  contract_points_raw text,
  contract_points numeric,
  distribution_number text,
  trades bigint,
  quantity numeric,
  volume numeric,
  open numeric,
  high numeric,
  low numeric,
  average numeric,
  bid numeric,
  ask numeric,
  quotation_factor integer,
  source text,
  fetched_at timestamptz
);
alter type api.option_exercises_row owner to api_owner;
comment on type api.option_exercises_row is 'One option exercise print of the quote tape: an EVENT, not a quote.';
comment on column api.option_exercises_row.codneg is 'Trading code of the exercise record (CODNEG), e.g. CPLEB680E.';
comment on column api.option_exercises_row.side is 'call (TPMERC 012) or put (TPMERC 013).';
comment on column api.option_exercises_row.trade_date is 'Session of the exercise (YYYY-MM-DD).';
comment on column api.option_exercises_row.expiry is 'Expiry of the option (DATVEN); NULL where the file says 9999-12-31.';
comment on column api.option_exercises_row.strike is 'Strike (PREEXE), raw.';
comment on column api.option_exercises_row.exercise_price is 'Price of the exercise print (PREULT), raw.';
comment on column api.option_exercises_row.isin is 'ISIN on the record (CODISI): the underlying security''s.';
comment on column api.option_exercises_row.underlying_ticker is 'The cash-market (TPMERC 010) ticker whose ISIN equals isin, its latest session on or before trade_date (else its latest held); NULL when the tape holds no such ticker.';
comment on column api.option_exercises_row.spec is 'ESPECI as filed.';
comment on column api.option_exercises_row.market is 'TPMERC as filed: 012 or 013.';
comment on column api.option_exercises_row.board is 'CODBDI as filed (38 call exercise, 42 put exercise, ...).';
comment on column api.option_exercises_row.term_days is 'PRAZOT as filed; NULL when blank.';
comment on column api.option_exercises_row.short_name is 'NOMRES: the issuer''s short name.';
comment on column api.option_exercises_row.currency is 'MODREF: currency of the prices (R$).';
comment on column api.option_exercises_row.contract_correction is 'INDOPC: correction index of the contract (1 US$, 6 index points, 9 URV, 0 none).';
comment on column api.option_exercises_row.contract_points_raw is 'PTOEXE exactly as filed (13 digits) before six-decimal decoding.';
comment on column api.option_exercises_row.contract_points is 'PTOEXE decoded with six decimals.';
comment on column api.option_exercises_row.distribution_number is 'DISMES: distribution number of the security as filed.';
comment on column api.option_exercises_row.trades is 'Number of exercise trades (TOTNEG).';
comment on column api.option_exercises_row.quantity is 'Quantity exercised (QUATOT).';
comment on column api.option_exercises_row.volume is 'Volume, BRL (VOLTOT).';
comment on column api.option_exercises_row.open is 'PREABE as filed.';
comment on column api.option_exercises_row.high is 'PREMAX as filed.';
comment on column api.option_exercises_row.low is 'PREMIN as filed.';
comment on column api.option_exercises_row.average is 'PREMED as filed.';
comment on column api.option_exercises_row.bid is 'PREOFC as filed.';
comment on column api.option_exercises_row.ask is 'PREOFV as filed.';
comment on column api.option_exercises_row.quotation_factor is 'FATCOT: prices per this many units.';
comment on column api.option_exercises_row.source is 'b3_cotahist or synthetic_sample.';
comment on column api.option_exercises_row.fetched_at is 'When the file was obtained (warehouse time, UTC), not a publication time of the exchange.';

create function api.option_exercises(p_prefix text, p_from date default null, p_to date default null, p_limit integer default null)
returns setof api.option_exercises_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_prefix text := internal.code_prefix(p_prefix, 'option_exercises');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_ceiling integer := case internal.caller_tier() when 'authenticated' then 5000 else 500 end;
  v_limit integer := least(greatest(coalesce(p_limit, v_ceiling), 1), v_ceiling);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'option_exercises',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist e
    where e.tpmerc in ('012', '013') and e.codneg like v_prefix || '%' and e.trade_date between v_from and v_to
    limit least(v_limit, 1001)
  ) w;
  perform internal.assert_row_cap(v_rows, 'option_exercises',
    'Send p_limit of 1000 or less, or narrow p_from/p_to or lengthen p_prefix.');

  return query
    select e.codneg, case e.tpmerc when '012' then 'call' else 'put' end, e.trade_date, e.datven, e.preexe, e.preult,
           e.codisi, u.codneg, e.especi, e.tpmerc, e.codbdi, nullif(e.prazot, ''), e.nomres, e.modref, e.indopc::text,
           e.ptoexe_raw, e.ptoexe, e.dismes, e.totneg, e.quatot, e.voltot, e.preabe, e.premax, e.premin, e.premed,
           e.preofc, e.preofv, e.fatcot,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end, l.fetched_at
    from (
      -- the newest v_limit exercises of the window
      select x.* from b3.cotahist x
      where x.tpmerc in ('012', '013') and x.codneg like v_prefix || '%' and x.trade_date between v_from and v_to
      order by x.trade_date desc, x.codneg desc, x.tpmerc desc
      limit v_limit
    ) e
    join ingest.ingest_log l on l.id = e.ingest_id
    left join lateral (
      select c.codneg from b3.cotahist c
      where c.tpmerc = '010' and c.codisi = e.codisi
      order by (c.trade_date <= e.trade_date) desc, c.trade_date desc
      limit 1
    ) u on true
    order by e.trade_date, e.codneg, e.tpmerc;
end;
$$;

alter function api.option_exercises(text, date, date, integer) owner to api_owner;
revoke all on function api.option_exercises(text, date, date, integer) from public;
grant execute on function api.option_exercises(text, date, date, integer) to anon, authenticated;

comment on function api.option_exercises(text, date, date, integer) is 'Option exercise EVENTS (COTAHIST market types 012 call and 013 put) whose trading code starts with p_prefix, oldest first.
One row per exercise print as published: not quotes, no return semantics. underlying_ticker follows the published ISIN mapping (the cash-market ticker with the exercise''s ISIN). contract_points_raw keeps the exercise points as filed before six-decimal decoding. fetched_at is warehouse time. Rows: the newest p_limit exercises of the window, p_limit clamped silently to 1..500 anonymous and 1..5000 signed in (null = the ceiling; a result of exactly the ceiling is probably cut); a result above 1000 rows is refused (22023), never trimmed. Default window: 365 days before p_to (or today). An unknown prefix gives an empty array.
p_prefix: first characters of the trading code, at least 3 (22023 otherwise), case-insensitive.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_limit: rows wanted; null = the tier ceiling; clamped to 1..500 anonymous, 1..5000 signed in.';
--! EndIncluded functions/option_exercises.sql
--! Included functions/option_chain.sql
-- api.option_chain: one session's listed options (COTAHIST TPMERC 070 calls, 080 puts) for a code prefix.
drop function if exists api.option_chain(text, date, date, integer);
drop type if exists api.option_chain_row;

create type api.option_chain_row as (
  trade_date date,
  codneg text,
  side text,
  expiry date,
  strike numeric,
  isin text,
  underlying_ticker text,
  spec text,
  open numeric,
  high numeric,
  low numeric,
  close numeric,
  average numeric,
  bid numeric,
  ask numeric,
  trades bigint,
  quantity numeric,
  volume numeric,
  quotation_factor integer,
  source text
);
alter type api.option_chain_row owner to api_owner;
comment on type api.option_chain_row is 'One option series traded in one session of the quote tape.';
comment on column api.option_chain_row.trade_date is 'The session (YYYY-MM-DD).';
comment on column api.option_chain_row.codneg is 'Option trading code (CODNEG), e.g. PETRB300.';
comment on column api.option_chain_row.side is 'call (TPMERC 070) or put (TPMERC 080).';
comment on column api.option_chain_row.expiry is 'Expiry (DATVEN).';
comment on column api.option_chain_row.strike is 'Strike (PREEXE), raw.';
comment on column api.option_chain_row.isin is 'ISIN on the record (CODISI): the underlying security''s.';
comment on column api.option_chain_row.underlying_ticker is 'The cash-market (TPMERC 010) ticker whose ISIN equals isin, its latest session on or before trade_date (else its latest held); NULL when the tape holds none.';
comment on column api.option_chain_row.spec is 'ESPECI as filed.';
comment on column api.option_chain_row.open is 'Opening premium, raw.';
comment on column api.option_chain_row.high is 'Highest premium, raw.';
comment on column api.option_chain_row.low is 'Lowest premium, raw.';
comment on column api.option_chain_row.close is 'Last premium of the session, raw.';
comment on column api.option_chain_row.average is 'Average premium, raw.';
comment on column api.option_chain_row.bid is 'Best bid at the close; 0 as filed when there was none.';
comment on column api.option_chain_row.ask is 'Best ask at the close; 0 as filed when there was none.';
comment on column api.option_chain_row.trades is 'Number of trades.';
comment on column api.option_chain_row.quantity is 'Contracts traded.';
comment on column api.option_chain_row.volume is 'Volume, BRL.';
comment on column api.option_chain_row.quotation_factor is 'FATCOT: premiums per this many units.';
comment on column api.option_chain_row.source is 'b3_cotahist or synthetic_sample.';

create function api.option_chain(p_prefix text, p_expiry_from date default null, p_trade_date date default null, p_limit integer default 100)
returns setof api.option_chain_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_prefix text := internal.code_prefix(p_prefix, 'option_chain');
  v_expiry_from date := coalesce(p_expiry_from, current_date);
  v_ceiling integer := case internal.caller_tier() when 'authenticated' then 2000 else 200 end;
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), v_ceiling);
  v_session date := p_trade_date;
  v_rows bigint;
begin
  if v_session is null then
    select max(o.trade_date) into v_session
    from b3.cotahist o
    where o.tpmerc in ('070', '080') and o.codneg like v_prefix || '%';
  end if;

  select count(*) into v_rows
  from (
    select 1 from b3.cotahist o
    where o.tpmerc in ('070', '080') and o.codneg like v_prefix || '%' and o.trade_date = v_session
      and o.datven >= v_expiry_from
    limit least(v_limit, 1001)
  ) w;
  perform internal.assert_row_cap(v_rows, 'option_chain',
    'Send p_limit of 1000 or less, a later p_expiry_from, or a longer p_prefix.');

  return query
    select o.trade_date, o.codneg, case o.tpmerc when '070' then 'call' else 'put' end, o.datven, o.preexe,
           o.codisi, u.codneg, o.especi, o.preabe, o.premax, o.premin, o.preult, o.premed, o.preofc, o.preofv,
           o.totneg, o.quatot, o.voltot, o.fatcot,
           case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end
    from (
      select x.* from b3.cotahist x
      where x.tpmerc in ('070', '080') and x.codneg like v_prefix || '%' and x.trade_date = v_session
        and x.datven >= v_expiry_from
      order by x.datven, x.preexe, x.tpmerc, x.codneg
      limit v_limit
    ) o
    join ingest.ingest_log l on l.id = o.ingest_id
    left join lateral (
      select c.codneg from b3.cotahist c
      where c.tpmerc = '010' and c.codisi = o.codisi
      order by (c.trade_date <= o.trade_date) desc, c.trade_date desc
      limit 1
    ) u on true
    order by o.datven, o.preexe, o.tpmerc, o.codneg;
end;
$$;

alter function api.option_chain(text, date, date, integer) owner to api_owner;
revoke all on function api.option_chain(text, date, date, integer) from public;
grant execute on function api.option_chain(text, date, date, integer) to anon, authenticated;

comment on function api.option_chain(text, date, date, integer) is 'One session''s listed options (calls TPMERC 070, puts 080) whose trading code starts with p_prefix, nearest expiry first, then strike.
Premiums as published in the quote tape (raw, per quotation_factor units), with side, strike, expiry and the underlying ticker found by ISIN. Only series that traded in the session appear (the tape lists traded series). Rows: the first p_limit by expiry and strike, p_limit default 100, clamped silently to 1..200 anonymous and 1..2000 signed in; a result above 1000 rows is refused (22023), never trimmed. An unknown prefix gives an empty array.
p_prefix: first characters of the option codes, at least 3 (22023 otherwise), case-insensitive.
p_expiry_from: first expiry to list (YYYY-MM-DD); default today.
p_trade_date: the session (YYYY-MM-DD); default the newest session the tape holds for the prefix.
p_limit: rows wanted; default 100; clamped to 1..200 anonymous, 1..2000 signed in.';
--! EndIncluded functions/option_chain.sql
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period","quote_history":"trade_date"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"quote_history":{"p_from":"365 days before p_to","p_to":"today","p_board":null,"p_after":null},"option_chain":{"p_expiry_from":"today","p_trade_date":"the newest session held for the prefix","p_limit":100},"option_exercises":{"p_from":"365 days before p_to","p_to":"today","p_limit":"the tier ceiling (tiers.*.option_exercises_rows)"},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro expectations"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Inflation"},"option_chain":{"method":"POST","path":"/rpc/option_chain","tag":"Derivatives"},"option_exercises":{"method":"POST","path":"/rpc/option_exercises","tag":"Derivatives"},"quote_history":{"method":"POST","path":"/rpc/quote_history","tag":"Quotes"},"quotes":{"method":"GET","path":"/quotes","tag":"Quotes"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
