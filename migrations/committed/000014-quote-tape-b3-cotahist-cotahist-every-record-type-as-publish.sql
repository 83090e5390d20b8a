--! Previous: sha1:8431f40ee4eb1b68969af01069e03ca533d2fa11
--! Hash: sha1:189c515868094bf3764fbfc01c52636f08022523
--! Message: Quote tape: b3.cotahist (COTAHIST, every record type as published), api.quotes, api.quote_history (cursor paged per board), api.option_exercises (tier clamp, ISIN underlying); catalog entries

-- Enter migration here
--! Included sql/b3/cotahist.sql
-- The exchange's historical quote tape (COTAHIST), every record type (TPMERC)
-- as published: prices in BRL per quotation factor (FATCOT) units, never
-- adjusted; the exercise points kept raw beside their six-decimal reading.
create table b3.cotahist (
  trade_date date not null,
  codneg text not null,
  tpmerc text not null check (tpmerc ~ '^\d{3}$'),
  prazot text not null default '',
  codbdi text,
  nomres text,
  especi text,
  modref text,
  preabe numeric,
  premax numeric,
  premin numeric,
  premed numeric,
  preult numeric,
  preofc numeric,
  preofv numeric,
  totneg bigint,
  quatot numeric,
  voltot numeric,
  preexe numeric,
  indopc smallint,
  datven date,
  fatcot integer,
  ptoexe_raw text,
  ptoexe numeric,
  codisi text,
  dismes text,
  ingest_id bigint not null,
  primary key (trade_date, codneg, tpmerc, prazot)
);
create index cotahist_codneg_date on b3.cotahist (codneg, trade_date);
create index cotahist_isin_cash on b3.cotahist (codisi, trade_date) where tpmerc = '010';
create index cotahist_exercise on b3.cotahist (codneg text_pattern_ops, trade_date) where tpmerc in ('012', '013');
alter table b3.cotahist owner to ingest_writer;
grant select on b3.cotahist to api_owner;
comment on table b3.cotahist is 'B3 COTAHIST quote tape (daily, monthly and yearly files), one row per session, trading code, market type and term, as published.';
comment on column b3.cotahist.tpmerc is 'TPMERC market type: 010 cash, 012 call exercise, 013 put exercise, 017 auction, 020 odd lot, 030 forward, 070 call option, 080 put option, ...';
comment on column b3.cotahist.prazot is 'PRAZOT: term in days of a forward (030) record; empty when blank.';
comment on column b3.cotahist.preabe is 'PREABE: opening price in BRL (N(11)V99 as filed), per FATCOT units.';
comment on column b3.cotahist.preofc is 'PREOFC: best bid at the close.';
comment on column b3.cotahist.preofv is 'PREOFV: best ask at the close.';
comment on column b3.cotahist.quatot is 'QUATOT: quantity traded.';
comment on column b3.cotahist.voltot is 'VOLTOT: volume traded, BRL.';
comment on column b3.cotahist.preexe is 'PREEXE: strike of an option or exercise record; 0 as filed on other records.';
comment on column b3.cotahist.datven is 'DATVEN: expiry of an option, exercise or forward; NULL where the file says 9999-12-31 (no expiry).';
comment on column b3.cotahist.fatcot is 'FATCOT: quotation factor, 1 = prices per share, 1000 = per lot of 1000.';
comment on column b3.cotahist.ptoexe_raw is 'PTOEXE as filed (13 digits, N(07)V06).';
comment on column b3.cotahist.ptoexe is 'PTOEXE read with six decimals.';
comment on column b3.cotahist.codisi is 'CODISI: ISIN of the security (of the underlying, on option and exercise records).';
--! EndIncluded sql/b3/cotahist.sql
--! Included views/quotes.sql
-- api.quotes: the cash-market quote tape (COTAHIST TPMERC 010 standard lot and
-- 020 odd lot), one row per session, ticker and board, prices as published.
create or replace view api.quotes with (security_invoker = false) as
select q.codneg as ticker,
       q.trade_date,
       case q.tpmerc when '010' then 'cash' else 'odd_lot' end as board,
       q.codisi as isin,
       q.preabe as open,
       q.premax as high,
       q.premin as low,
       q.preult as close,
       q.premed as average,
       q.preofc as bid,
       q.preofv as ask,
       q.totneg as trades,
       q.quatot as quantity,
       q.voltot as volume,
       q.fatcot as quotation_factor,
       -- the class as the tape types it: CODBDI 12 real-estate funds, ESPECI for the rest
       case when q.codbdi = '12' then 'fii'
            when q.especi like 'CI%' then 'fund_quota'
            when q.especi like 'DR%' then 'bdr'
            when q.especi like 'UNT%' then 'unit'
            when q.especi ~ '^(ON|PN)' then 'equity'
            else 'other' end as asset_class,
       q.nomres as short_name,
       q.especi as spec,
       case when l.synthetic then 'synthetic_sample' else 'b3_cotahist' end as source
  from b3.cotahist q
  join ingest.ingest_log l on l.id = q.ingest_id
 where q.tpmerc in ('010', '020');

alter view api.quotes owner to api_owner;
revoke all on api.quotes from public;
grant select on api.quotes to anon, authenticated;
comment on view api.quotes is 'The exchange''s cash-market quote tape (COTAHIST), one row per session, ticker and board: open, high, low, close, average, closing bid and ask, trades, quantity and volume as published.

Prices are RAW: never adjusted for splits, groupings or distributions, in BRL per quotation_factor units (1 = per share, 1000 = per lot of 1000). Filter by ticker and trade_date (an index serves ticker=eq.X&trade_date=gte.Y); a response is cut at 1000 rows (see Content-Range).';
comment on column api.quotes.ticker is 'B3 trading code (CODNEG).';
comment on column api.quotes.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.quotes.board is 'cash (TPMERC 010, standard lot) or odd_lot (TPMERC 020).';
comment on column api.quotes.isin is 'ISIN of the security (CODISI).';
comment on column api.quotes.open is 'Opening price, raw (PREABE).';
comment on column api.quotes.high is 'Highest price, raw (PREMAX).';
comment on column api.quotes.low is 'Lowest price, raw (PREMIN).';
comment on column api.quotes.close is 'Last price of the session, raw (PREULT); never adjusted.';
comment on column api.quotes.average is 'Average price, raw (PREMED).';
comment on column api.quotes.bid is 'Best bid at the close (PREOFC); 0 as filed when there was none.';
comment on column api.quotes.ask is 'Best ask at the close (PREOFV); 0 as filed when there was none.';
comment on column api.quotes.trades is 'Number of trades (TOTNEG).';
comment on column api.quotes.quantity is 'Quantity traded (QUATOT).';
comment on column api.quotes.volume is 'Volume traded, BRL (VOLTOT).';
comment on column api.quotes.quotation_factor is 'FATCOT: prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.quotes.asset_class is 'fii (CODBDI 12), fund_quota (ESPECI CI*), bdr (DR*), unit (UNT*), equity (ON*/PN*), other.';
comment on column api.quotes.short_name is 'NOMRES: the issuer''s short name as filed.';
comment on column api.quotes.spec is 'ESPECI: the security''s specification as filed (ON NM, PN N1, CI, DRN, ...).';
comment on column api.quotes.source is 'b3_cotahist (a COTAHIST file) or synthetic_sample (generated demo data; never an exchange figure).';
--! EndIncluded views/quotes.sql
--! Included sql/internal/cursor_date.sql
-- The date cursor of the paged functions: '' is the first page (NULL here),
-- anything else must be the date of the last row of the previous page.
create or replace function internal.cursor_date(p_after text, p_fn text, p_noun text, p_column text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_after is null or p_after = '' then
    return null;
  end if;
  return p_after::date;
exception when others then
  raise exception using
    errcode = '22023',
    message = format('%s: p_after %s is not a %s', p_fn, quote_literal(p_after), p_noun),
    detail = format('The cursor is the %s of the last row of the previous page.', p_column),
    hint = format('Send p_after = '''' for the first page, then the last row''s %s as YYYY-MM-DD.', p_column);
end;
$$;

alter function internal.cursor_date(text, text, text, text) owner to api_owner;
revoke all on function internal.cursor_date(text, text, text, text) from public;
comment on function internal.cursor_date(text, text, text, text) is
  'Internal: the date in a paged function''s p_after cursor (NULL for the first page ''''); anything that is not a date raises 22023 naming the calling function, the noun and the cursor column.';
--! EndIncluded sql/internal/cursor_date.sql
--! Included functions/quote_history.sql
-- api.quote_history: one ticker's sessions from the quote tape, oldest first, cursor paged.
drop function if exists api.quote_history(text, date, date, text, text);
drop type if exists api.quote_history_row;

create type api.quote_history_row as (
  ticker text,
  trade_date date,
  board text,
  isin text,
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
  asset_class text,
  source text
);
alter type api.quote_history_row owner to api_owner;
comment on type api.quote_history_row is 'One session of one ticker on one board of the quote tape; prices raw, as published.';
comment on column api.quote_history_row.ticker is 'B3 trading code.';
comment on column api.quote_history_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.quote_history_row.board is 'cash (standard lot, TPMERC 010) or odd_lot (TPMERC 020).';
comment on column api.quote_history_row.isin is 'ISIN of the security on that session.';
comment on column api.quote_history_row.open is 'Opening price, raw (never adjusted).';
comment on column api.quote_history_row.high is 'Highest price, raw.';
comment on column api.quote_history_row.low is 'Lowest price, raw.';
comment on column api.quote_history_row.close is 'Last price, raw: not adjusted for splits, groupings or distributions.';
comment on column api.quote_history_row.average is 'Average price, raw.';
comment on column api.quote_history_row.bid is 'Best bid at the close; 0 as filed when there was none.';
comment on column api.quote_history_row.ask is 'Best ask at the close; 0 as filed when there was none.';
comment on column api.quote_history_row.trades is 'Number of trades.';
comment on column api.quote_history_row.quantity is 'Quantity traded.';
comment on column api.quote_history_row.volume is 'Volume traded, BRL.';
comment on column api.quote_history_row.quotation_factor is 'Prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.quote_history_row.asset_class is 'fii, fund_quota, bdr, unit, equity or other (as api.quotes types it).';
comment on column api.quote_history_row.source is 'b3_cotahist or synthetic_sample.';

create function api.quote_history(
  p_ticker text,
  p_from date default null,
  p_to date default null,
  p_board text default null,
  p_after text default null
)
returns setof api.quote_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_board text := lower(btrim(p_board));
  v_after date;
  v_rows bigint;
begin
  if v_board is not null and v_board not in ('cash', 'odd_lot') then
    raise exception using
      errcode = '22023',
      message = format('quote_history: unknown board %s', quote_literal(p_board)),
      detail = 'Boards: cash (standard lot) and odd_lot.',
      hint = 'Send p_board as cash or odd_lot, or null for both.';
  end if;
  perform internal.assert_window(v_from, v_to, 'quote_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  if p_after is not null then
    if v_board is null then
      raise exception using
        errcode = '22023',
        message = 'quote_history: paging (p_after) needs p_board',
        detail = 'The cursor is a bare session date, unique only within one board.',
        hint = 'Send p_board (cash or odd_lot) with p_after; p_after = '''' for the first page, then the last row''s trade_date (YYYY-MM-DD).';
    end if;
    v_after := internal.cursor_date(p_after, 'quote_history', 'session date', 'trade_date');
    return query
      select q.ticker, q.trade_date, q.board, q.isin, q.open, q.high, q.low, q.close, q.average, q.bid, q.ask,
             q.trades, q.quantity, q.volume, q.quotation_factor, q.asset_class, q.source
      from api.quotes q
      where q.ticker = v_ticker and q.board = v_board and q.trade_date between v_from and v_to
        and (v_after is null or q.trade_date > v_after)
      order by q.trade_date
      limit 1000;
    return;
  end if;

  select count(*) into v_rows
  from (
    select 1 from api.quotes q
    where q.ticker = v_ticker and (v_board is null or q.board = v_board) and q.trade_date between v_from and v_to
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'quote_history',
    'Page with p_board and p_after = '''' (then the last row''s trade_date), or narrow p_from/p_to.');

  return query
    select q.ticker, q.trade_date, q.board, q.isin, q.open, q.high, q.low, q.close, q.average, q.bid, q.ask,
           q.trades, q.quantity, q.volume, q.quotation_factor, q.asset_class, q.source
    from api.quotes q
    where q.ticker = v_ticker and (v_board is null or q.board = v_board) and q.trade_date between v_from and v_to
    order by q.trade_date, q.board;
end;
$$;

alter function api.quote_history(text, date, date, text, text) owner to api_owner;
revoke all on function api.quote_history(text, date, date, text, text) from public;
grant execute on function api.quote_history(text, date, date, text, text) to anon, authenticated;

comment on function api.quote_history(text, date, date, text, text) is 'One ticker''s sessions from the exchange''s quote tape (COTAHIST), oldest first.
One row per session and board (cash = standard lot, odd_lot), prices RAW as published (never adjusted for splits, groupings or distributions; per quotation_factor units), with trades, quantity, volume, ISIN and source. An unknown ticker gives an empty array. Default window: 365 days before p_to (or today). Paging: p_board plus p_after = '''' for the first page, then the last row''s trade_date; a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ticker: B3 trading code (case-insensitive), e.g. PETR4.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_board: cash or odd_lot; default null (both); required when paging.
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date.';
--! EndIncluded functions/quote_history.sql
--! Included functions/fund_nav.sql
-- api.fund_nav: one fund's monthly series, oldest first, with cursor paging.
-- The row type is named so its columns carry comments into the OpenAPI schema.
drop function if exists api.fund_nav(text, date, date, text, text);
drop type if exists api.fund_nav_row;

create type api.fund_nav_row as (
  entity_type text,
  cnpj text,
  period date,
  nav numeric,
  quota numeric,
  quotaholders bigint,
  inflows numeric,
  redemptions numeric,
  delinquency numeric,
  monthly_yield numeric,
  assets numeric
);
alter type api.fund_nav_row owner to api_owner;
comment on type api.fund_nav_row is 'One fund, family and reference month of the monthly fund series.';
comment on column api.fund_nav_row.entity_type is 'Fund family: fi (investment fund, daily report), fidc (receivables fund, FIDC monthly report) or fii (real-estate fund, FII monthly report).';
comment on column api.fund_nav_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.fund_nav_row.period is 'Reference month: fi and fii the first day of the month, fidc the last day (YYYY-MM-DD).';
comment on column api.fund_nav_row.nav is 'Net asset value in BRL: fi VL_PATRIM_LIQ of the last reported day of the month; fidc and fii as filed in their monthly report.';
comment on column api.fund_nav_row.quota is 'fi only: quota value (VL_QUOTA) of the last reported day of the month; NULL for fidc and fii.';
comment on column api.fund_nav_row.quotaholders is 'fi: NR_COTST of the last reported day of the month; fii: quotaholders as filed; NULL for fidc.';
comment on column api.fund_nav_row.inflows is 'fi only: the sum of the month''s daily inflows (CAPTC_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.redemptions is 'fi only: the sum of the month''s daily redemptions (RESG_DIA), BRL; NULL when no day filed one and for fidc and fii.';
comment on column api.fund_nav_row.delinquency is 'fidc only: overdue receivables in BRL as filed; NULL for fi and fii.';
comment on column api.fund_nav_row.monthly_yield is 'fii only: the monthly yield as filed; NULL for fi and fidc.';
comment on column api.fund_nav_row.assets is 'fii only: total assets in BRL as filed; NULL for fi and fidc.';

create function api.fund_nav(
  p_cnpj text,
  p_from date default '2019-01-01',
  p_to date default null,
  p_entity_type text default null,
  p_after text default null
)
returns setof api.fund_nav_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cnpj text := internal.cnpj(p_cnpj, 'fund_nav');
  v_family text := internal.fund_family(p_entity_type, 'fund_nav',
    'Send p_entity_type as fi, fidc or fii, or null for every family of the CNPJ (whole-result mode only).');
  v_after date;
  v_rows bigint;
  -- the default window starts where the upstream service's does
  v_from date := coalesce(p_from, date '2019-01-01');
  -- without p_to, each family up to its complete-through period (the one coverage() reports);
  -- looked up only for the family asked for, or all three when none is
  v_to_fi date := coalesce(p_to, case when coalesce(v_family, 'fi') = 'fi' then cvm.complete_through_of('fi', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fi')) end);
  v_to_fidc date := coalesce(p_to, case when coalesce(v_family, 'fidc') = 'fidc' then cvm.complete_through_of('fidc', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fidc')) end);
  v_to_fii date := coalesce(p_to, case when coalesce(v_family, 'fii') = 'fii' then cvm.complete_through_of('fii', (select max(m.period) from cvm.fund_month m where m.entity_type = 'fii')) end);
begin
  perform internal.assert_window(v_from, p_to, 'fund_nav', 'Send p_from on or before p_to.', v_from = date '2019-01-01');

  if p_after is not null then
    if v_family is null then
      raise exception using
        errcode = '22023',
        message = 'fund_nav: paging (p_after) needs p_entity_type',
        detail = 'The cursor is a bare period, unique only within one fund family.',
        hint = 'Send p_entity_type (fi, fidc or fii) with p_after; p_after = '''' for the first page, then the last row''s period (YYYY-MM-DD).';
    end if;
    v_after := internal.cursor_date(p_after, 'fund_nav', 'period', 'period');
    return query
      select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
             m.delinquency, m.monthly_yield, m.assets
      from cvm.fund_month m
      where m.entity_type = v_family and m.cnpj = v_cnpj
        and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
        and (v_after is null or m.period > v_after)
      order by m.period
      limit 1000;
    return;
  end if;

  select count(*) into v_rows
  from (
    select 1 from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'fund_nav',
    'Page with p_entity_type and p_after = '''' (then the last row''s period), or narrow p_from/p_to.');

  return query
    select m.entity_type, m.cnpj, m.period, m.nav, m.quota, m.quotaholders, m.inflows, m.redemptions,
           m.delinquency, m.monthly_yield, m.assets
    from cvm.fund_month m
    where m.cnpj = v_cnpj and (v_family is null or m.entity_type = v_family)
      and m.period >= v_from
        and m.period <= case m.entity_type when 'fi' then v_to_fi when 'fidc' then v_to_fidc else v_to_fii end
    order by m.period, m.entity_type;
end;
$$;

alter function api.fund_nav(text, date, date, text, text) owner to api_owner;
revoke all on function api.fund_nav(text, date, date, text, text) from public;
grant execute on function api.fund_nav(text, date, date, text, text) to anon, authenticated;

comment on function api.fund_nav(text, date, date, text, text) is 'Monthly series of one fund (NAV, quota, flows, holders, delinquency, yield), oldest first.
One row per family and reference month from the monthly fund series. Each family fills only the metrics it files and leaves the others NULL, never 0: fi nav, quota, quotaholders, inflows, redemptions (from the daily report: the last reported day of the month, flows summed over the month); fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets. Period convention: fi and fii the first day of the month, fidc the last day. Window: from p_from (default 2019-01-01, as the upstream service) to p_to; without p_to each family is served up to its complete-through period, the one coverage() reports for funds_<family> (the family''s newest month is still being filed, so it is left out until p_to asks for it). An unknown CNPJ gives an empty array. Paging: p_after = '''' for the first page, then the last row''s period as YYYY-MM-DD; a page shorter than 1000 rows is the last; p_entity_type is required when paging (22023 otherwise). p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_cnpj: fund or class CNPJ, 14 digits, punctuation ignored.
p_from: first period of the window (YYYY-MM-DD); default 2019-01-01 (null means the default).
p_to: last period of the window (YYYY-MM-DD); default null = each family up to its complete-through period (coverage() funds_<family>); a later p_to also returns the month still being filed.
p_entity_type: fund family fi, fidc or fii; default null (every family of the CNPJ); required when paging.
p_after: cursor: null = whole result, '''' = first page, then the last row''s period (YYYY-MM-DD).';
--! EndIncluded functions/fund_nav.sql
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
  v_prefix text := upper(btrim(p_prefix));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_ceiling integer := case internal.caller_tier() when 'authenticated' then 5000 else 500 end;
  v_limit integer := least(greatest(coalesce(p_limit, v_ceiling), 1), v_ceiling);
  v_rows bigint;
begin
  if v_prefix is null or length(v_prefix) < 3 then
    raise exception using
      errcode = '22023',
      message = format('option_exercises: p_prefix %s is shorter than 3 characters', coalesce(quote_literal(p_prefix), 'NULL')),
      detail = 'The prefix of the trading code is required and must have at least 3 characters, so a call names an underlying.',
      hint = 'Send p_prefix as the first letters of the option codes, e.g. {"p_prefix":"PETR"}.';
  end if;
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
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period","quote_history":"trade_date"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"quote_history":{"p_from":"365 days before p_to","p_to":"today","p_board":null,"p_after":null},"option_exercises":{"p_from":"365 days before p_to","p_to":"today","p_limit":"the tier ceiling (tiers.*.option_exercises_rows)"},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored","ticker":"B3 trading code","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"fii":{"what":"real-estate funds (CVM FII monthly report)","served_by":["fund_nav","search_funds","metric_coverage"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","inflation_items":"month","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series"},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Option exercise events from the exchange''s quote tape.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro expectations"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Inflation"},"option_exercises":{"method":"POST","path":"/rpc/option_exercises","tag":"Derivatives"},"quote_history":{"method":"POST","path":"/rpc/quote_history","tag":"Quotes"},"quotes":{"method":"GET","path":"/quotes","tag":"Quotes"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
