--! Previous: sha1:c9bbf908596eb728684bc5a420f2ea3bdcbfaf4d
--! Hash: sha1:2d7e4c47b2dd21cb765b89fc7d585e068638ecb0
--! Message: Markets: corporate events, adjusted closes, cash_events, index_portfolio

-- Markets: corporate events (stock and cash events of the listed-companies service), quote_history p_fields with close_adj and close_total_return (NULL with a stated reason where an event is not held), cash_events, index_portfolio; panel gains close_adj and close_return; catalog examples, metrics and the Company events tag
--! Included sql/b3/corporate_answer.sql
-- Which answers of the exchange's listed-companies service are held per issuer,
-- and the day each was captured: an issuer's events are known only up to it.
create table b3.corporate_answer (
  issuer_code text not null check (issuer_code ~ '^[A-Z0-9]{4}$'),
  answer text not null check (answer in ('GetListedSupplementCompany', 'GetListedCashDividends')),
  captured_on date not null,
  ingest_id bigint not null,
  primary key (issuer_code, answer)
);
alter table b3.corporate_answer owner to ingest_writer;
grant select on b3.corporate_answer to api_owner;
comment on table b3.corporate_answer is 'One row per issuer and listed-companies answer held (GetListedSupplementCompany: company data and stock events; GetListedCashDividends: cash events), with the day it was captured: events after that day are not known.';
comment on column b3.corporate_answer.issuer_code is 'The issuer''s 4-letter code on the exchange (ABEV), the first four characters of its tickers.';
comment on column b3.corporate_answer.answer is 'The service''s call the answer came from: GetListedSupplementCompany or GetListedCashDividends.';
comment on column b3.corporate_answer.captured_on is 'The day the answer was captured (downloaded, or --captured-on for a saved file): every event the exchange had listed by then is in it.';
--! EndIncluded sql/b3/corporate_answer.sql
--! Included sql/b3/listed_company.sql
-- Company data of the exchange's listed-companies service (GetListedSupplementCompany),
-- one row per issuer as published.
create table b3.listed_company (
  issuer_code text not null primary key check (issuer_code ~ '^[A-Z0-9]{4}$'),
  trading_name text,
  code_cvm text,
  segment text,
  stock_capital numeric,
  number_common_shares numeric,
  number_preferred_shares numeric,
  total_number_shares numeric,
  round_lot numeric,
  quoted_per_share_since date,
  ingest_id bigint not null
);
alter table b3.listed_company owner to ingest_writer;
grant select on b3.listed_company to api_owner;
comment on table b3.listed_company is 'B3 listed-companies service, GetListedSupplementCompany: the issuer''s capital and share counts as published (code, tradingName, codeCVM, segment, stockCapital, numberCommonShares, numberPreferredShares, totalNumberShares, roundLot, quotedPerSharSince).';
comment on column b3.listed_company.trading_name is 'tradingName as published, trailing blanks trimmed.';
comment on column b3.listed_company.stock_capital is 'stockCapital: share capital, BRL.';
comment on column b3.listed_company.number_common_shares is 'numberCommonShares: common (ON) shares issued.';
comment on column b3.listed_company.number_preferred_shares is 'numberPreferredShares: preferred (PN) shares issued.';
comment on column b3.listed_company.total_number_shares is 'totalNumberShares: all shares issued.';
comment on column b3.listed_company.round_lot is 'roundLot: the standard lot, shares.';
comment on column b3.listed_company.quoted_per_share_since is 'quotedPerSharSince: the day prices began to be quoted per share.';
--! EndIncluded sql/b3/listed_company.sql
--! Included sql/b3/stock_event.sql
-- Stock events (split, reverse split, bonus) of the exchange's listed-companies
-- service (GetListedSupplementCompany stockDividends), as published.
create table b3.stock_event (
  issuer_code text not null check (issuer_code ~ '^[A-Z0-9]{4}$'),
  isin_code text not null,
  label text not null,
  factor numeric not null,
  last_date_prior date not null,
  approved_on date,
  asset_issued text,
  remarks text,
  ingest_id bigint not null,
  primary key (isin_code, label, last_date_prior, factor)
);
create index stock_event_issuer on b3.stock_event (issuer_code);
alter table b3.stock_event owner to ingest_writer;
grant select on b3.stock_event to api_owner;
comment on table b3.stock_event is 'B3 listed-companies service, GetListedSupplementCompany stockDividends: one row per stock event of one ISIN as published (DESDOBRAMENTO split, GRUPAMENTO reverse split, BONIFICACAO bonus, ...).';
comment on column b3.stock_event.isin_code is 'isinCode: the security the event applies to.';
comment on column b3.stock_event.label is 'label as published: DESDOBRAMENTO, GRUPAMENTO, BONIFICACAO, ...';
comment on column b3.stock_event.factor is 'factor as published: a percentage for DESDOBRAMENTO and BONIFICACAO (100 = one new share per share held), the new-per-old ratio for GRUPAMENTO (0.1 = one share per ten).';
comment on column b3.stock_event.last_date_prior is 'lastDatePrior: the last session the shares traded with the right (the ex-date is the next session).';
comment on column b3.stock_event.approved_on is 'approvedOn: the day the event was approved.';
comment on column b3.stock_event.asset_issued is 'assetIssued: the ISIN of the shares issued.';
--! EndIncluded sql/b3/stock_event.sql
--! Included sql/b3/cash_dividend.sql
-- Cash events of the exchange's listed-companies service (GetListedCashDividends),
-- as published: one row per event of one issuer and share type.
create table b3.cash_dividend (
  issuer_code text not null check (issuer_code ~ '^[A-Z0-9]{4}$'),
  type_stock text not null,
  corporate_action text not null,
  date_approval date not null,
  last_date_prior_ex date not null,
  value_cash numeric not null,
  ratio numeric,
  quoted_per_shares numeric,
  date_closing_price_prior_ex_date date,
  closing_price_prior_ex_date numeric,
  corporate_action_price numeric,
  ingest_id bigint not null,
  primary key (issuer_code, type_stock, corporate_action, date_approval, last_date_prior_ex, value_cash)
);
alter table b3.cash_dividend owner to ingest_writer;
grant select on b3.cash_dividend to api_owner;
comment on table b3.cash_dividend is 'B3 listed-companies service, GetListedCashDividends: every cash event of one issuer (DIVIDENDO, JRS CAP PROPRIO, RENDIMENTO, ...) per share type, as published (no payment date: GetListedSupplementCompany lists it for recent events, b3.company_cash_dividend).';
comment on column b3.cash_dividend.type_stock is 'typeStock: the share type (ON, PN, PNA, PNB, UNT, ...).';
comment on column b3.cash_dividend.corporate_action is 'corporateAction: the kind as published (DIVIDENDO, JRS CAP PROPRIO, RENDIMENTO, ...).';
comment on column b3.cash_dividend.date_approval is 'dateApproval: the day the event was approved.';
comment on column b3.cash_dividend.last_date_prior_ex is 'lastDatePriorEx: the last session with the right (the ex-date is the next session).';
comment on column b3.cash_dividend.value_cash is 'valueCash: BRL per quotedPerShares shares, as published.';
comment on column b3.cash_dividend.ratio is 'ratio as published.';
comment on column b3.cash_dividend.quoted_per_shares is 'quotedPerShares: valueCash is per this many shares.';
comment on column b3.cash_dividend.closing_price_prior_ex_date is 'closingPricePriorExDate: the close the exchange states for dateClosingPricePriorExDate.';
comment on column b3.cash_dividend.corporate_action_price is 'corporateActionPrice: valueCash as a percentage of that close, as published.';
--! EndIncluded sql/b3/cash_dividend.sql
--! Included sql/b3/company_cash_dividend.sql
-- Recent cash events with their payment date, from the exchange's listed-companies
-- service (GetListedSupplementCompany cashDividends), as published.
create table b3.company_cash_dividend (
  issuer_code text not null check (issuer_code ~ '^[A-Z0-9]{4}$'),
  isin_code text not null,
  label text not null,
  approved_on date not null,
  last_date_prior date not null,
  rate numeric not null,
  payment_date date,
  related_to text,
  asset_issued text,
  remarks text,
  ingest_id bigint not null,
  primary key (isin_code, label, approved_on, last_date_prior, rate)
);
create index company_cash_dividend_issuer on b3.company_cash_dividend (issuer_code);
alter table b3.company_cash_dividend owner to ingest_writer;
grant select on b3.company_cash_dividend to api_owner;
comment on table b3.company_cash_dividend is 'B3 listed-companies service, GetListedSupplementCompany cashDividends: the recent cash events of one ISIN with their payment date, as published.';
comment on column b3.company_cash_dividend.label is 'label: the kind as published (DIVIDENDO, JRS CAP PROPRIO, RENDIMENTO, ...).';
comment on column b3.company_cash_dividend.last_date_prior is 'lastDatePrior: the last session with the right.';
comment on column b3.company_cash_dividend.rate is 'rate: BRL per share, as published.';
comment on column b3.company_cash_dividend.payment_date is 'paymentDate; NULL when the exchange leaves it blank (not yet set).';
comment on column b3.company_cash_dividend.related_to is 'relatedTo: the period the event relates to (Anual/2021, ...).';
--! EndIncluded sql/b3/company_cash_dividend.sql
--! Included sql/b3/index_portfolio.sql
-- The exchange's theoretical portfolio of an index (GetTheoricalPortfolio), one
-- capture per index and day, as published.
create table b3.index_portfolio (
  index_code text not null check (index_code ~ '^[A-Z0-9]{3,8}$'),
  captured_on date not null,
  ticker text not null,
  asset_name text,
  asset_type text,
  theoretical_quantity numeric not null,
  weight_pct numeric not null,
  ingest_id bigint not null,
  primary key (index_code, captured_on, ticker)
);
alter table b3.index_portfolio owner to ingest_writer;
grant select on b3.index_portfolio to api_owner;
comment on table b3.index_portfolio is 'B3 index theoretical portfolio (indexProxy/indexCall/GetTheoricalPortfolio), one row per stock of one capture of one index, as published (cod, asset, type, theoricalQty, part).';
comment on column b3.index_portfolio.captured_on is 'The day the answer was captured (downloaded, or --date for a saved file): the portfolio in force that day.';
comment on column b3.index_portfolio.asset_name is 'asset: the issuer''s short name as published.';
comment on column b3.index_portfolio.asset_type is 'type: share type and listing segment as published (ON NM, PN N1, UNT N2, ...), blanks kept.';
comment on column b3.index_portfolio.theoretical_quantity is 'theoricalQty: the theoretical quantity of shares in the portfolio.';
comment on column b3.index_portfolio.weight_pct is 'part: the weight in the portfolio, percent.';
--! EndIncluded sql/b3/index_portfolio.sql
--! Included sql/internal/quote_field.sql
-- internal.quote_field: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.quote_field` in its COMMENT.
create domain internal.quote_field as text
  check (value in ('ticker', 'trade_date', 'board', 'isin', 'open', 'high', 'low', 'close', 'average', 'bid', 'ask', 'trades', 'quantity', 'volume', 'quotation_factor', 'asset_class', 'source', 'close_adj', 'close_adj_null_reason', 'close_total_return', 'close_total_return_null_reason'));

alter domain internal.quote_field owner to api_owner;
comment on domain internal.quote_field is 'A field quote_history can be asked for in p_fields: its row''s columns.';
--! EndIncluded sql/internal/quote_field.sql
--! Included sql/internal/adjustment_null_reason.sql
-- internal.adjustment_null_reason: a value set the contract states, written once. Argument
-- checks (internal.one_of with internal.domain_values) and api.catalog()'s enums
-- read it; a column holding it says `@enum internal.adjustment_null_reason` in its COMMENT.
create domain internal.adjustment_null_reason as text
  check (value in ('not_selected', 'not_share_or_unit', 'stock_events_not_held', 'stock_events_outdated', 'unsupported_stock_event', 'cash_events_not_held', 'cash_events_outdated', 'prior_close_not_held', 'cash_event_not_below_close'));

alter domain internal.adjustment_null_reason owner to api_owner;
comment on domain internal.adjustment_null_reason is 'Why an adjusted close (close_adj, close_total_return) is NULL: not asked for; not a share or unit; the issuer''s stock or cash events not held, or captured before the ticker''s newest session; a stock event this version does not adjust; the tape lacks the close on an event''s last date prior; a cash event at or above that close.';
--! EndIncluded sql/internal/adjustment_null_reason.sql
--! Included sql/internal/share_type.sql
-- Internal helper (not granted to callers): the share type a ticker's suffix
-- names, as the exchange's listed-companies answers write it (typeStock), so a
-- ticker finds its issuer's cash events: 3 ON, 4 PN, 5 PNA, 6 PNB, 7 PNC, 8 PND, 11 UNT.
create or replace function internal.share_type(p_ticker text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case substring(p_ticker from '^[A-Z0-9]{4}([0-9]{1,2})$')
           when '3' then 'ON' when '4' then 'PN' when '5' then 'PNA' when '6' then 'PNB'
           when '7' then 'PNC' when '8' then 'PND' when '11' then 'UNT' end
$$;

alter function internal.share_type(text) owner to api_owner;
revoke all on function internal.share_type(text) from public;
comment on function internal.share_type(text) is
  'Internal: the share type (typeStock) a ticker''s suffix names: 3 ON, 4 PN, 5 PNA, 6 PNB, 7 PNC, 8 PND, 11 UNT; NULL for any other ticker.';
--! EndIncluded sql/internal/share_type.sql
--! Included sql/b3/stock_adjustment.sql
-- The factor that puts one ISIN's price on a session into the shares of a later
-- session: the product of the share multipliers of the stock events whose last
-- date with the right falls in [p_from, p_to) (DESDOBRAMENTO and BONIFICACAO
-- 1 + factor/100, GRUPAMENTO factor); NULL when one of them is another kind.
create or replace function b3.stock_adjustment(p_isin text, p_from date, p_to date)
returns numeric
language sql
stable
set search_path = ''
as $$
  select case when bool_or(e.label not in ('DESDOBRAMENTO', 'GRUPAMENTO', 'BONIFICACAO') or e.factor <= 0) then null
              when count(*) = 0 then 1::numeric
              -- numeric ln/exp: exact to far more than the 6 decimals served
              else exp(sum(ln(case when e.factor <= 0 then 1 when e.label = 'GRUPAMENTO' then e.factor else 1 + e.factor / 100 end))) end
    from b3.stock_event e
   where e.isin_code = p_isin and e.last_date_prior >= p_from and e.last_date_prior < p_to
$$;

alter function b3.stock_adjustment(text, date, date) owner to api_owner;
revoke all on function b3.stock_adjustment(text, date, date) from public;
comment on function b3.stock_adjustment(text, date, date) is
  'Share multiplier of the stock events of p_isin whose lastDatePrior is in [p_from, p_to): DESDOBRAMENTO and BONIFICACAO 1 + factor/100, GRUPAMENTO factor, multiplied; 1 with none; NULL when one is another kind (not adjusted by this version) or has a factor of 0 or less.';
--! EndIncluded sql/b3/stock_adjustment.sql
--! Included sql/b3/cash_adjustment.sql
-- The factor that reinvests one ticker's cash events between two sessions: the
-- product of (1 - value per share / the raw close on the event's last date with
-- the right) over the events whose last date prior falls in [p_from, p_to).
-- Both figures are in the shares of that day, so no split factor enters.
create or replace function b3.cash_adjustment(p_ticker text, p_from date, p_to date)
returns table (factor numeric, null_reason text)
language sql
stable
set search_path = ''
as $$
  with e as (
    select 1 - (d.value_cash / coalesce(nullif(d.quoted_per_shares, 0), 1)) / (c.preult / coalesce(nullif(c.fatcot, 0), 1)) as f,
           c.preult is null or c.preult = 0 as no_close
      from b3.cash_dividend d
      left join b3.cotahist c on c.codneg = p_ticker and c.tpmerc = '010' and c.trade_date = d.last_date_prior_ex
     where d.issuer_code = left(p_ticker, 4) and d.type_stock = internal.share_type(p_ticker)
       and d.last_date_prior_ex >= p_from and d.last_date_prior_ex < p_to
  )
  select case when bool_or(e.no_close) or bool_or(e.f <= 0) then null
              when count(*) = 0 then 1::numeric
              else exp(sum(ln(case when e.f > 0 then e.f else 1 end))) end,
         case when bool_or(e.no_close) then 'prior_close_not_held' when bool_or(e.f <= 0) then 'cash_event_not_below_close' end
    from e
$$;

alter function b3.cash_adjustment(text, date, date) owner to api_owner;
revoke all on function b3.cash_adjustment(text, date, date) from public;
comment on function b3.cash_adjustment(text, date, date) is
  'Reinvestment factor of the cash events (b3.cash_dividend) of p_ticker''s issuer and share type whose lastDatePriorEx is in [p_from, p_to): the product of 1 - (valueCash / quotedPerShares) / (raw cash-board close / quotation factor on lastDatePriorEx); 1 with none; NULL with null_reason prior_close_not_held when the tape lacks that close, cash_event_not_below_close when a value reaches it.';
--! EndIncluded sql/b3/cash_adjustment.sql
--! Included sql/b3/quote_adjusted.sql
-- One ticker's adjusted closes over a window, per session and board, for
-- api.quote_history and api.panel: the raw close per share divided by the share
-- multiplier of the stock events between the session and the ticker's newest
-- session (close_adj), then times the reinvestment factor of its cash events
-- (close_total_return); each NULL with its reason, never a raw number.
create or replace function b3.quote_adjusted(p_ticker text, p_from date, p_to date, p_board text, p_total_return boolean)
returns table (trade_date date, board text, close_adj numeric, close_adj_null_reason text, close_total_return numeric, close_total_return_null_reason text)
language sql
stable
set search_path = ''
as $$
  with k as (
    -- the anchor: levels are in the shares of the ticker's newest session, and the issuer's
    -- answers must have been captured on or after it, else an event before it may be missing
    select (select max(c.trade_date) from b3.cotahist c where c.codneg = p_ticker and c.tpmerc in ('010', '020')) as anchor,
           (select a.captured_on from b3.corporate_answer a where a.issuer_code = left(p_ticker, 4) and a.answer = 'GetListedSupplementCompany') as stock_on,
           (select a.captured_on from b3.corporate_answer a where a.issuer_code = left(p_ticker, 4) and a.answer = 'GetListedCashDividends') as cash_on
  ),
  r as (
    select q.trade_date, q.board, q.close, q.quotation_factor, q.isin, k.anchor, k.cash_on,
           case when q.asset_class not in ('equity', 'unit') then 'not_share_or_unit'
                when k.stock_on is null then 'stock_events_not_held'
                when k.stock_on < k.anchor then 'stock_events_outdated' end as stock_reason
      from api.quotes q
     cross join k
     where q.ticker = p_ticker and (p_board is null or q.board = p_board) and q.trade_date between p_from and p_to
  ),
  s as (
    select r.*, case when r.stock_reason is null then b3.stock_adjustment(r.isin, r.trade_date, r.anchor) end as stock_factor
      from r
  ),
  a as (
    select s.*,
           coalesce(s.stock_reason, case when s.stock_factor is null then 'unsupported_stock_event' end) as adj_reason
      from s
  ),
  t as (
    select a.*,
           case when a.adj_reason is not null then a.adj_reason
                when not p_total_return then 'not_selected'
                when a.cash_on is null then 'cash_events_not_held'
                when a.cash_on < a.anchor then 'cash_events_outdated' end as tr_reason
      from a
  ),
  c as (
    select t.*,
           case when t.tr_reason is null then (select x.factor from b3.cash_adjustment(p_ticker, t.trade_date, t.anchor) x) end as cash_factor,
           case when t.tr_reason is null then (select x.null_reason from b3.cash_adjustment(p_ticker, t.trade_date, t.anchor) x) end as cash_reason
      from t
  )
  select c.trade_date, c.board,
         case when c.adj_reason is null then round(c.close / c.quotation_factor / c.stock_factor, 6) end,
         c.adj_reason,
         case when c.tr_reason is null and c.cash_factor is not null then round(c.close / c.quotation_factor / c.stock_factor * c.cash_factor, 6) end,
         coalesce(c.tr_reason, c.cash_reason)
    from c
$$;

alter function b3.quote_adjusted(text, date, date, text, boolean) owner to api_owner;
revoke all on function b3.quote_adjusted(text, date, date, text, boolean) from public;
comment on function b3.quote_adjusted(text, date, date, text, boolean) is
  'Per session and board of p_ticker in [p_from, p_to]: close_adj = close / quotation factor / b3.stock_adjustment(isin, session, newest session), 6 decimals; close_total_return = close_adj x b3.cash_adjustment(ticker, session, newest session), 6 decimals (p_total_return false: NULL, not_selected). Each NULL with a reason of internal.adjustment_null_reason: not a share or unit, the issuer''s answers not held or captured before the newest session, a stock event not adjusted, a prior close the tape lacks.';
--! EndIncluded sql/b3/quote_adjusted.sql
--! Included functions/quote_history.sql
-- api.quote_history: one ticker's sessions from the quote tape, oldest first, cursor paged.
drop function if exists api.quote_history(text, date, date, text, text);
drop function if exists api.quote_history(text, date, date, text, text, text[]);
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
  source text,
  close_adj numeric,
  close_adj_null_reason text,
  close_total_return numeric,
  close_total_return_null_reason text
);
alter type api.quote_history_row owner to api_owner;
comment on type api.quote_history_row is 'One session of one ticker on one board of the quote tape; prices raw, as published, beside the adjusted closes p_fields asks for. A field p_fields does not name is NULL (ticker, trade_date and board are always filled).';
comment on column api.quote_history_row.ticker is 'B3 trading code.';
comment on column api.quote_history_row.trade_date is 'Session (YYYY-MM-DD).';
comment on column api.quote_history_row.board is 'cash (standard lot, TPMERC 010) or odd_lot (TPMERC 020).
@enum internal.board';
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
comment on column api.quote_history_row.close_adj is 'Close per share adjusted for splits (DESDOBRAMENTO), reverse splits (GRUPAMENTO) and bonus shares (BONIFICACAO) into the shares of the ticker''s newest session, 6 decimals: close / quotation_factor / the product of 1 + factor/100 (split, bonus) or factor (reverse split) of the events of the session''s ISIN from its session up to the newest one. Shares and units only. NULL when not selected or when an event the window needs is not held: close_adj_null_reason says which.';
comment on column api.quote_history_row.close_adj_null_reason is 'Why close_adj is NULL (NULL when it has a value): not_selected, not_share_or_unit, stock_events_not_held (no company answer of the issuer), stock_events_outdated (captured before the ticker''s newest session), unsupported_stock_event.
@enum internal.adjustment_null_reason';
comment on column api.quote_history_row.close_total_return is 'close_adj with the cash events (dividends, interest on equity, ...) reinvested on their ex-date, 6 decimals: times the product of 1 - value per share / raw close on the event''s last date prior, for the events from the session up to the newest one. NULL when not selected, when close_adj is NULL, or when a cash event the window needs is not held: close_total_return_null_reason says which.';
comment on column api.quote_history_row.close_total_return_null_reason is 'Why close_total_return is NULL (NULL when it has a value): close_adj''s reason, not_selected, cash_events_not_held, cash_events_outdated, prior_close_not_held (the tape lacks the close on an event''s last date prior), cash_event_not_below_close.
@enum internal.adjustment_null_reason';

create function api.quote_history(
  p_ticker text,
  p_from date default null,
  p_to date default null,
  p_board text default null,
  p_after text default null,
  p_fields text[] default null
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
  v_board text;
  v_after date;
  v_after_board text;
  v_rows bigint;
  v_fields text[];
  v_adj boolean;
  v_tr boolean;
begin
  -- p_fields: null keeps the raw row as it always was; a list fills only the fields it names
  if p_fields is not null then
    for i in 1 .. coalesce(array_length(p_fields, 1), 0) loop
      v_fields := v_fields || internal.one_of('quote_history', 'p_fields', p_fields[i], internal.domain_values('internal.quote_field'),
        'Fields: ' || array_to_string(internal.domain_values('internal.quote_field'), ', ') || '.',
        'Send p_fields as a list of those fields (e.g. ["close", "close_adj"]), or null for the raw row.');
    end loop;
    v_fields := coalesce(v_fields, '{}');
  end if;
  v_adj := coalesce(v_fields && array['close_adj', 'close_adj_null_reason'], false);
  v_tr := coalesce(v_fields && array['close_total_return', 'close_total_return_null_reason'], false);

  v_board := internal.one_of('quote_history', 'board', p_board, internal.domain_values('internal.board'),
    'Boards: cash (standard lot) and odd_lot.',
    'Send p_board as cash or odd_lot, or null for both.');
  perform internal.assert_window(v_from, v_to, 'quote_history',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  if p_after is not null then
    -- The cursor carries the board: the last row's trade_date|board, so a page may end between the
    -- two boards of one session and the next one starts with the other board. A bare trade_date is
    -- unique only within one board, so it is taken only with p_board.
    if p_after like '%|%' then
      begin
        if array_length(string_to_array(p_after, '|'), 1) <> 2 or split_part(p_after, '|', 2) not in ('cash', 'odd_lot') then
          raise exception 'cursor';
        end if;
        v_after := split_part(p_after, '|', 1)::date;
        v_after_board := split_part(p_after, '|', 2);
      exception when others then
        raise exception using
          errcode = '22023',
          message = format('quote_history: p_after %s is not a quote_history cursor', quote_literal(p_after)),
          detail = 'The cursor is the last row''s trade_date|board, board cash or odd_lot.',
          hint = 'Send p_after = '''' for the first page, then the last row''s trade_date|board, e.g. 2026-01-30|odd_lot.';
      end;
      if v_board is not null and v_after_board <> v_board then
        raise exception using
          errcode = '22023',
          message = format('quote_history: the cursor''s board %s is not p_board %s', v_after_board, v_board),
          detail = 'A cursor continues the call that answered it: the same p_board.',
          hint = 'Send the last row''s trade_date|board of a page of this p_board, or p_after = '''' to start again.';
      end if;
    elsif p_after <> '' then
      if v_board is null then
        raise exception using
          errcode = '22023',
          message = format('quote_history: p_after %s needs the board', quote_literal(p_after)),
          detail = 'Without p_board a page holds both boards, and a session date alone does not say which of its rows came last.',
          hint = format('Send the last row''s trade_date|board, e.g. %s|odd_lot, or send p_board with a bare trade_date.', p_after);
      end if;
      v_after := internal.cursor_date(p_after, 'quote_history', 'session date', 'trade_date');
      v_after_board := v_board;
    end if;
    return query
      select q.ticker, q.trade_date, q.board,
             case when v_fields is null or 'isin' = any(v_fields) then q.isin end,
             case when v_fields is null or 'open' = any(v_fields) then q.open end,
             case when v_fields is null or 'high' = any(v_fields) then q.high end,
             case when v_fields is null or 'low' = any(v_fields) then q.low end,
             case when v_fields is null or 'close' = any(v_fields) then q.close end,
             case when v_fields is null or 'average' = any(v_fields) then q.average end,
             case when v_fields is null or 'bid' = any(v_fields) then q.bid end,
             case when v_fields is null or 'ask' = any(v_fields) then q.ask end,
             case when v_fields is null or 'trades' = any(v_fields) then q.trades end,
             case when v_fields is null or 'quantity' = any(v_fields) then q.quantity end,
             case when v_fields is null or 'volume' = any(v_fields) then q.volume end,
             case when v_fields is null or 'quotation_factor' = any(v_fields) then q.quotation_factor end,
             case when v_fields is null or 'asset_class' = any(v_fields) then q.asset_class end,
             case when v_fields is null or 'source' = any(v_fields) then q.source end,
             case when v_adj then a.close_adj end, case when v_adj then a.close_adj_null_reason else 'not_selected' end,
             case when v_tr then a.close_total_return end, case when v_tr then a.close_total_return_null_reason else 'not_selected' end
      from api.quotes q
      left join b3.quote_adjusted(v_ticker, v_from, v_to, v_board, v_tr) a on (v_adj or v_tr)
        and a.trade_date = q.trade_date and a.board = q.board
      where q.ticker = v_ticker and (v_board is null or q.board = v_board) and q.trade_date between v_from and v_to
        and (v_after is null or (q.trade_date >= v_after and (q.trade_date > v_after or q.board > v_after_board)))
      order by q.trade_date, q.board
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
    'Page with p_after = '''' (then the last row''s trade_date|board), or narrow p_from/p_to.');

  return query
    select q.ticker, q.trade_date, q.board,
           case when v_fields is null or 'isin' = any(v_fields) then q.isin end,
           case when v_fields is null or 'open' = any(v_fields) then q.open end,
           case when v_fields is null or 'high' = any(v_fields) then q.high end,
           case when v_fields is null or 'low' = any(v_fields) then q.low end,
           case when v_fields is null or 'close' = any(v_fields) then q.close end,
           case when v_fields is null or 'average' = any(v_fields) then q.average end,
           case when v_fields is null or 'bid' = any(v_fields) then q.bid end,
           case when v_fields is null or 'ask' = any(v_fields) then q.ask end,
           case when v_fields is null or 'trades' = any(v_fields) then q.trades end,
           case when v_fields is null or 'quantity' = any(v_fields) then q.quantity end,
           case when v_fields is null or 'volume' = any(v_fields) then q.volume end,
           case when v_fields is null or 'quotation_factor' = any(v_fields) then q.quotation_factor end,
           case when v_fields is null or 'asset_class' = any(v_fields) then q.asset_class end,
           case when v_fields is null or 'source' = any(v_fields) then q.source end,
           case when v_adj then a.close_adj end, case when v_adj then a.close_adj_null_reason else 'not_selected' end,
           case when v_tr then a.close_total_return end, case when v_tr then a.close_total_return_null_reason else 'not_selected' end
    from api.quotes q
    left join b3.quote_adjusted(v_ticker, v_from, v_to, v_board, v_tr) a on (v_adj or v_tr)
      and a.trade_date = q.trade_date and a.board = q.board
    where q.ticker = v_ticker and (v_board is null or q.board = v_board) and q.trade_date between v_from and v_to
    order by q.trade_date, q.board;
end;
$$;

alter function api.quote_history(text, date, date, text, text, text[]) owner to api_owner;
revoke all on function api.quote_history(text, date, date, text, text, text[]) from public;
grant execute on function api.quote_history(text, date, date, text, text, text[]) to anon, authenticated;

comment on function api.quote_history(text, date, date, text, text, text[]) is 'One ticker''s sessions from the exchange''s quote tape (COTAHIST), oldest first.
One row per session and board (cash = standard lot, odd_lot), prices RAW as published (never adjusted for splits, groupings or distributions; per quotation_factor units), with trades, quantity, volume, ISIN and source. An unknown ticker gives an empty array. Default window: 365 days before p_to (or today). Rows are ordered by trade_date, then board (cash before odd_lot). Paging: p_after = '''' for the first page, then the last row''s trade_date|board (e.g. 2026-01-30|odd_lot), with or without p_board (without it a page holds both boards, and the cursor''s board says where a page that ended inside a session resumes); with p_board a bare trade_date is also accepted. A page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ticker: B3 trading code (case-insensitive), e.g. PETR4.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_board: cash or odd_lot; default null (both boards, in whole-result mode and when paging).
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date|board (with p_board, the bare trade_date also works).
p_fields: the fields to fill (internal.quote_field): null = the raw row as published (every column but the adjusted closes, which are NULL with reason not_selected); a list fills ticker, trade_date, board and the fields it names, every other column NULL (a null_reason column says not_selected). close_adj: split, reverse-split and bonus adjusted close per share, 6 decimals, shares and units only; close_total_return: also reinvesting cash events. Each is NULL with its *_null_reason where the issuer''s events for the window are not held (never a raw number under an adjusted name). An unknown field is refused (22023) naming the valid ones. Unlike the upstream (one JSON object holding only the chosen keys), every row carries every column so the row stays typed; keep the same p_fields on every page.
@tag Quotes
@cursor trade_date|board
@default p_from: 365 days before p_to
@default p_to: today
@default p_board
@default p_after
@default p_fields: null (the raw row; adjusted closes not_selected)';
--! EndIncluded functions/quote_history.sql
--! Included functions/cash_events.sql
-- api.cash_events: one ticker's cash events (dividends, interest on equity, ...)
-- as the exchange's listed-companies service publishes them, oldest first.
drop function if exists api.cash_events(text, date, date);
drop type if exists api.cash_events_row;

create type api.cash_events_row as (
  ticker text,
  issuer_code text,
  share_type text,
  kind text,
  approved_on date,
  last_date_prior date,
  ex_date date,
  value_per_share numeric,
  quoted_per_shares numeric,
  payment_date date,
  closing_price_prior_ex numeric,
  value_pct_of_close numeric,
  source text
);
alter type api.cash_events_row owner to api_owner;
comment on type api.cash_events_row is 'One cash event of one issuer and share type, as the exchange''s listed-companies service (GetListedCashDividends) publishes it.';
comment on column api.cash_events_row.ticker is 'The ticker asked for (B3 trading code).';
comment on column api.cash_events_row.issuer_code is 'The issuer''s 4-letter code (the ticker''s first four characters).';
comment on column api.cash_events_row.share_type is 'typeStock as published: the share type the ticker''s suffix names (3 ON, 4 PN, 5 PNA, 6 PNB, 7 PNC, 8 PND, 11 UNT).';
comment on column api.cash_events_row.kind is 'corporateAction as published: DIVIDENDO, JRS CAP PROPRIO (interest on equity), RENDIMENTO, ...';
comment on column api.cash_events_row.approved_on is 'dateApproval: the day the event was approved.';
comment on column api.cash_events_row.last_date_prior is 'lastDatePriorEx: the last session the shares traded with the right.';
comment on column api.cash_events_row.ex_date is 'The first session after last_date_prior on the quote tape; NULL when the tape does not hold last_date_prior as a session, or no later one.';
comment on column api.cash_events_row.value_per_share is 'valueCash as published: BRL per quoted_per_shares shares (gross; interest on equity before withholding tax).';
comment on column api.cash_events_row.quoted_per_shares is 'quotedPerShares: value_per_share is per this many shares.';
comment on column api.cash_events_row.payment_date is 'paymentDate from the issuer''s company answer (GetListedSupplementCompany cashDividends, which lists only recent events); NULL when that answer does not list the event or leaves the date blank.';
comment on column api.cash_events_row.closing_price_prior_ex is 'closingPricePriorExDate: the close the exchange states for the last date prior; NULL when not published.';
comment on column api.cash_events_row.value_pct_of_close is 'corporateActionPrice: value_per_share as a percentage of that close, as published; NULL when not published.';
comment on column api.cash_events_row.source is 'b3_listed_companies (the exchange''s answer) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.cash_events(p_ticker text, p_from date default null, p_to date default null)
returns setof api.cash_events_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, '1900-01-01'::date);
  v_type text;
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'cash_events',
    'Send p_from on or before p_to, or omit p_from for every event held.');
  if v_ticker is null or v_ticker !~ '^[A-Z0-9]{4}[0-9]{1,2}$' then
    raise exception using
      errcode = '22023',
      message = format('cash_events: %s is not a ticker', coalesce(quote_literal(p_ticker), 'null')),
      detail = 'A ticker is the issuer''s four characters and the share''s number (ABEV3, PETR4, TAEE11).',
      hint = 'Send p_ticker as a B3 trading code, e.g. ABEV3.';
  end if;
  v_type := internal.share_type(v_ticker);

  select count(*) into v_rows
  from (select 1 from b3.cash_dividend d
        where d.issuer_code = left(v_ticker, 4) and d.type_stock = v_type and d.last_date_prior_ex between v_from and v_to
        limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'cash_events', 'Narrow p_from/p_to.');

  return query
    select v_ticker, d.issuer_code, d.type_stock, d.corporate_action, d.date_approval, d.last_date_prior_ex,
           -- the next session only when the tape holds the last date prior itself (else a gap in the tape would move it)
           case when exists (select 1 from b3.tape_session s where s.trade_date = d.last_date_prior_ex)
                then (select s.trade_date from b3.tape_session s where s.trade_date > d.last_date_prior_ex order by s.trade_date limit 1) end,
           d.value_cash, d.quoted_per_shares,
           -- the company answer's payment date, when it lists this one event (same kind, approval, last date and value)
           (select case when count(distinct c.payment_date) = 1 and count(*) = count(c.payment_date) then min(c.payment_date) end
              from b3.company_cash_dividend c
             where c.issuer_code = d.issuer_code and c.label = d.corporate_action and c.approved_on = d.date_approval
               and c.last_date_prior = d.last_date_prior_ex and c.rate = d.value_cash),
           d.closing_price_prior_ex_date, d.corporate_action_price,
           case when l.synthetic then 'synthetic_sample' else 'b3_listed_companies' end
    from b3.cash_dividend d
    join ingest.ingest_log l on l.id = d.ingest_id
    where d.issuer_code = left(v_ticker, 4) and d.type_stock = v_type and d.last_date_prior_ex between v_from and v_to
    order by d.last_date_prior_ex, d.date_approval, d.corporate_action, d.value_cash;
end;
$$;

alter function api.cash_events(text, date, date) owner to api_owner;
revoke all on function api.cash_events(text, date, date) from public;
grant execute on function api.cash_events(text, date, date) to anon, authenticated;

comment on function api.cash_events(text, date, date) is 'One ticker''s cash events (dividends, interest on equity, ...) as the exchange publishes them, oldest first.
From the exchange''s listed-companies service: GetListedCashDividends (every event of the issuer and share type: kind, approval, last date with the right, value per share, the close it states) and, for recent events, the payment date from GetListedSupplementCompany. The ticker names its issuer (first four characters) and share type (suffix 3 ON, 4 PN, 5 PNA, 6 PNB, 7 PNC, 8 PND, 11 UNT); a ticker with another suffix, or an issuer not held, gives an empty array. Values are as published, never adjusted for later splits. Rows are ordered by last_date_prior, approval, kind, value. Above 1000 events refused (22023). A malformed ticker is refused (22023).
p_ticker: B3 trading code (case-insensitive), e.g. ABEV3.
p_from: first last-date-prior (YYYY-MM-DD); default: every event held.
p_to: last last-date-prior (YYYY-MM-DD); default today.
@tag Company events
@default p_from: every event held
@default p_to: today';
--! EndIncluded functions/cash_events.sql
--! Included functions/index_portfolio.sql
-- api.index_portfolio: the exchange's theoretical portfolio of one index as
-- captured on a day, one row per stock, as published.
drop function if exists api.index_portfolio(text, date);
drop type if exists api.index_portfolio_row;

create type api.index_portfolio_row as (
  index_code text,
  captured_on date,
  ticker text,
  asset_name text,
  asset_type text,
  theoretical_quantity numeric,
  weight_pct numeric,
  source text
);
alter type api.index_portfolio_row owner to api_owner;
comment on type api.index_portfolio_row is 'One stock of one index''s theoretical portfolio, as the exchange''s GetTheoricalPortfolio answer published it on the day it was captured.';
comment on column api.index_portfolio_row.index_code is 'The exchange''s index code, e.g. IBOV.';
comment on column api.index_portfolio_row.captured_on is 'The day the portfolio was captured: the portfolio in force that day (the newest capture on or before p_date).';
comment on column api.index_portfolio_row.ticker is 'cod: the stock''s trading code.';
comment on column api.index_portfolio_row.asset_name is 'asset: the issuer''s short name as published; NULL when blank.';
comment on column api.index_portfolio_row.asset_type is 'type: share type and listing segment as published (ON NM, PN N1, UNT N2, ...); NULL when blank.';
comment on column api.index_portfolio_row.theoretical_quantity is 'theoricalQty: the theoretical quantity of the stock in the portfolio.';
comment on column api.index_portfolio_row.weight_pct is 'part: the stock''s weight in the portfolio, percent, as published (three decimals; the weights may sum to 100 +- 0.001 by rounding).';
comment on column api.index_portfolio_row.source is 'b3_index_portfolio (the exchange''s answer) or synthetic_sample (generated demo data; never an exchange figure).';

create function api.index_portfolio(p_index text, p_date date default null)
returns setof api.index_portfolio_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_index text := upper(btrim(p_index));
  v_on date;
  v_rows bigint;
begin
  if v_index is null or v_index !~ '^[A-Z0-9]{3,8}$' then
    raise exception using
      errcode = '22023',
      message = format('index_portfolio: %s is not an index code', coalesce(quote_literal(p_index), 'null')),
      detail = 'An index code is 3 to 8 letters or digits (IBOV, IBXX, SMLL, IDIV, ...).',
      hint = 'Send p_index as the exchange''s index code, e.g. IBOV.';
  end if;
  -- the newest capture on or before p_date (one index probe of the key)
  select p.captured_on into v_on
    from b3.index_portfolio p
   where p.index_code = v_index and p.captured_on <= coalesce(p_date, 'infinity'::date)
   order by p.captured_on desc
   limit 1;

  select count(*) into v_rows
  from (select 1 from b3.index_portfolio p where p.index_code = v_index and p.captured_on = v_on limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'index_portfolio', 'No index portfolio holds more than 1000 stocks: check p_index.');

  return query
    select p.index_code, p.captured_on, p.ticker, p.asset_name, p.asset_type, p.theoretical_quantity, p.weight_pct,
           case when l.synthetic then 'synthetic_sample' else 'b3_index_portfolio' end
    from b3.index_portfolio p
    join ingest.ingest_log l on l.id = p.ingest_id
    where p.index_code = v_index and p.captured_on = v_on
    order by p.ticker;
end;
$$;

alter function api.index_portfolio(text, date) owner to api_owner;
revoke all on function api.index_portfolio(text, date) from public;
grant execute on function api.index_portfolio(text, date) to anon, authenticated;

comment on function api.index_portfolio(text, date) is 'The exchange''s theoretical portfolio of one index on a day: each stock''s theoretical quantity and weight, as published.
From the exchange''s GetTheoricalPortfolio answers, one capture per index and day: the newest capture on or before p_date (default: the newest held), every stock of it, ordered by ticker. An index with no capture on or before p_date (or not held) gives an empty array. A malformed index code is refused (22023).
p_index: the exchange''s index code (case-insensitive), e.g. IBOV.
p_date: the day (YYYY-MM-DD); default: the newest capture held.
@tag Quotes
@default p_date: the newest capture held';
--! EndIncluded functions/index_portfolio.sql
alter domain internal.panel_metric_name drop constraint panel_metric_name_check;
alter domain internal.panel_metric_name add constraint panel_metric_name_check
  check (value in ('nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets', 'open', 'high', 'low', 'close', 'volume', 'trades', 'quantity', 'close_adj', 'close_return'));
--! Included sql/internal/panel_metric.sql
-- The metrics api.panel serves, one row per (metric, id type, class): the fund
-- families' filed metrics (catalog applicability.fund_nav) and the quote tape's
-- session figures. catalog.json metrics is pinned to this list by a test.
create or replace function internal.panel_metric()
returns table (metric text, id_type text, asset_class text, grain text[])
language sql
immutable
set search_path = ''
as $$
  select v.metric, v.id_type, v.asset_class, v.grain
  from (values
    ('nav', 'cnpj', 'fi', array['month']), ('quota', 'cnpj', 'fi', array['month']),
    ('quotaholders', 'cnpj', 'fi', array['month']), ('inflows', 'cnpj', 'fi', array['month']),
    ('redemptions', 'cnpj', 'fi', array['month']),
    ('nav', 'cnpj', 'fidc', array['month']), ('delinquency', 'cnpj', 'fidc', array['month']),
    ('nav', 'cnpj', 'fii', array['month']), ('quotaholders', 'cnpj', 'fii', array['month']),
    ('monthly_yield', 'cnpj', 'fii', array['month']), ('assets', 'cnpj', 'fii', array['month']),
    ('open', 'ticker', null, array['day', 'month']), ('high', 'ticker', null, array['day', 'month']),
    ('low', 'ticker', null, array['day', 'month']), ('close', 'ticker', null, array['day', 'month']),
    ('volume', 'ticker', null, array['day', 'month']), ('trades', 'ticker', null, array['day', 'month']),
    ('quantity', 'ticker', null, array['day', 'month']),
    ('close_adj', 'ticker', null, array['day', 'month']), ('close_return', 'ticker', null, array['day', 'month'])
  ) v(metric, id_type, asset_class, grain);
$$;

alter function internal.panel_metric() owner to api_owner;
revoke all on function internal.panel_metric() from public;
comment on function internal.panel_metric() is
  'Internal: the metrics of api.panel: per metric its id type (cnpj for the monthly fund series, ticker for the quote tape), the fund family that files it (NULL for the tape: every class the tape types) and the grains it is served at.';
--! EndIncluded sql/internal/panel_metric.sql
--! Included functions/panel.sql
-- api.panel: long rows (id, asset_class, date, metric, value) over the monthly
-- fund series and the quote tape, for a few ids at once, cursor paged.
drop function if exists api.panel(text[], text[], date, date, text, text, text);
drop type if exists api.panel_row;

create type api.panel_row as (
  id text,
  asset_class text,
  date date,
  metric text,
  value numeric
);
alter type api.panel_row owner to api_owner;
comment on type api.panel_row is 'One value of one metric of one id at one date (long format).';
comment on column api.panel_row.id is 'The id as served: a fund CNPJ (14 digits) or a B3 ticker (upper case).';
comment on column api.panel_row.asset_class is 'Fund family (fi, fidc, fii) for a CNPJ; for a ticker the class the tape types it as (equity, unit, bdr, fii, fund_quota, other; api.quotes asset_class).
@enum internal.asset_class';
comment on column api.panel_row.date is 'Fund series: the reference period (fi and fii the first day of the month, fidc the last). Tape: the session (p_freq day) or the month''s last session in the window (p_freq month).';
comment on column api.panel_row.metric is 'Metric name (catalog metrics): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets for funds; open, high, low, close, volume, trades, quantity, close_adj, close_return for tickers.
@enum internal.panel_metric_name';
comment on column api.panel_row.value is 'The value as filed or published (prices raw, never adjusted, but close_adj and close_return, which say so by name); NULL when the fund did not file a metric its family files, or when an adjusted metric cannot be computed (quote_history''s null_reason says why), never 0.';

create function api.panel(
  p_ids text[],
  p_metrics text[] default null,
  p_from date default null,
  p_to date default null,
  p_freq text default 'month',
  p_entity_type text default null,
  p_after text default null
)
returns setof api.panel_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids record := internal.panel_ids(p_ids);
  v_cnpjs text[] := v_ids.cnpjs;
  v_tickers text[] := v_ids.tickers;
  v_family text := internal.fund_family(p_entity_type, 'panel',
    'Send p_entity_type as fi, fidc or fii to keep one fund family, or null for every family of the CNPJs.');
  v_freq text;
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 365);
  v_metrics text[];
  v_families text[];
  v_bad text;
  v_after_date date;
  v_after_id text;
  v_after_metric text;
  v_after_class text;
  v_rows bigint;
begin
  v_freq := internal.one_of('panel', 'p_freq', coalesce(p_freq, 'month'), internal.domain_values('internal.panel_freq'),
    'Frequencies: month (fund series as filed, the tape as monthly bars) and day (the tape session by session).',
    'Send p_freq as month or day.');
  perform internal.assert_window(v_from, v_to, 'panel',
    'Send p_from on or before p_to, or omit p_from for the default 365 days before p_to.');

  if p_metrics is not null then
    select array_agg(distinct lower(btrim(m))) into v_metrics from unnest(p_metrics) m;
    select string_agg(m, ', ' order by m) into v_bad
    from unnest(v_metrics) m where not exists (select 1 from internal.panel_metric() pm where pm.metric = m);
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: unknown metric %s', v_bad),
        detail = (select 'Metrics: ' || string_agg(distinct pm.metric, ', ') || '.' from internal.panel_metric() pm),
        hint = 'Send p_metrics from catalog metrics, or null for every metric of each id.';
    end if;
    -- a metric none of the ids' types carries
    select string_agg(m, ', ' order by m) into v_bad
    from unnest(v_metrics) m
    where not exists (select 1 from internal.panel_metric() pm
                      where pm.metric = m
                        and ((pm.id_type = 'cnpj' and cardinality(v_cnpjs) > 0) or (pm.id_type = 'ticker' and cardinality(v_tickers) > 0)));
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: no id in p_ids carries %s', v_bad),
        detail = 'Fund metrics (nav, quota, ...) belong to CNPJ ids; tape metrics (close, volume, ...) to ticker ids (catalog metrics id_type).',
        hint = 'Send the metric with an id of its type, or drop it from p_metrics.';
    end if;
  end if;

  if cardinality(v_cnpjs) > 0 then
    select array_agg(distinct m.entity_type order by m.entity_type) into v_families
    from cvm.fund_month m
    where m.cnpj = any(v_cnpjs) and (v_family is null or m.entity_type = v_family);
    -- a fund metric one of the ids' families never files
    select string_agg(format('%s never files %s', f, m), '; ' order by f, m) into v_bad
    from unnest(coalesce(v_families, '{}')) f
    cross join unnest(coalesce(v_metrics, '{}')) m
    where exists (select 1 from internal.panel_metric() pm where pm.metric = m and pm.id_type = 'cnpj')
      and not exists (select 1 from internal.panel_metric() pm where pm.metric = m and pm.asset_class = f);
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: %s', v_bad),
        detail = 'A fund family files only some metrics: metric_coverage lists each family''s metrics and the span it files them over (catalog applicability.fund_nav).',
        hint = 'Drop the metric, or send p_entity_type to keep the families that file it; POST /rpc/metric_coverage shows which do.';
    end if;
    if v_freq = 'day' and (v_metrics is null or exists (
        select 1 from unnest(v_metrics) m join internal.panel_metric() pm on pm.metric = m and pm.id_type = 'cnpj')) then
      raise exception using
        errcode = '22023',
        message = 'panel: the fund series is monthly; p_freq day serves only ticker metrics',
        detail = 'Fund metrics have grain month (catalog metrics grain); only the quote tape has sessions.',
        hint = 'Send p_freq month, or only ticker ids or tape metrics with p_freq day.';
    end if;
  end if;

  if p_after is not null and p_after <> '' then
    begin
      if array_length(string_to_array(p_after, '|'), 1) <> 4 then raise exception 'cursor'; end if;
      v_after_date := split_part(p_after, '|', 1)::date;
      v_after_id := split_part(p_after, '|', 2);
      v_after_metric := split_part(p_after, '|', 3);
      v_after_class := split_part(p_after, '|', 4);
    exception when others then
      raise exception using
        errcode = '22023',
        message = format('panel: p_after %s is not a panel cursor', quote_literal(p_after)),
        detail = 'The cursor is the last row''s date|id|metric|asset_class.',
        hint = 'Send p_after = '''' for the first page, then date|id|metric|asset_class of the last row, e.g. 2026-01-30|PETR4|close|equity.';
    end;
  end if;

  return query
    with fund as (
      select m.cnpj as id, m.entity_type as asset_class, m.period as date, v.metric, v.value
      from cvm.fund_month m
      cross join lateral (values
        ('nav', m.nav), ('quota', m.quota), ('quotaholders', m.quotaholders::numeric), ('inflows', m.inflows),
        ('redemptions', m.redemptions), ('delinquency', m.delinquency), ('monthly_yield', m.monthly_yield), ('assets', m.assets)
      ) v(metric, value)
      where m.cnpj = any(v_cnpjs) and (v_family is null or m.entity_type = v_family)
        and m.period between v_from and v_to
        and exists (select 1 from internal.panel_metric() pm where pm.metric = v.metric and pm.asset_class = m.entity_type)
        and (v_metrics is null or v.metric = any(v_metrics))
    ),
    adjusted as (
      -- the adjusted closes, only when asked for (they read the issuer's corporate events)
      select t.ticker, a.trade_date, a.close_adj, a.close_total_return
      from unnest(v_tickers) t(ticker)
      cross join lateral b3.quote_adjusted(t.ticker, v_from, v_to, 'cash', 'close_return' = any(v_metrics)) a
      where v_metrics && array['close_adj', 'close_return']
    ),
    sessions as (
      select q.ticker, q.trade_date, q.asset_class, q.open, q.high, q.low, q.close, q.volume, q.trades, q.quantity,
             a.close_adj, a.close_total_return
      from api.quotes q
      left join adjusted a on a.ticker = q.ticker and a.trade_date = q.trade_date
      where q.ticker = any(v_tickers) and q.board = 'cash' and q.trade_date between v_from and v_to
    ),
    bars as (
      -- p_freq day: each session; month: one bar of the sessions of the month in the window
      select s.ticker, s.trade_date, s.asset_class, s.open, s.high, s.low, s.close, s.volume, s.trades::numeric as trades, s.quantity,
             s.close_adj, s.close_total_return
      from sessions s where v_freq = 'day'
      union all
      select s.ticker, max(s.trade_date), (array_agg(s.asset_class order by s.trade_date desc))[1],
             (array_agg(s.open order by s.trade_date))[1], max(s.high), min(s.low),
             (array_agg(s.close order by s.trade_date desc))[1], sum(s.volume), sum(s.trades), sum(s.quantity),
             (array_agg(s.close_adj order by s.trade_date desc))[1], (array_agg(s.close_total_return order by s.trade_date desc))[1]
      from sessions s where v_freq = 'month'
      group by s.ticker, date_trunc('month', s.trade_date)
    ),
    returns as (
      -- close_return: the total-return close against the previous bar in the window (day: the previous
      -- session; month: the previous calendar month only, never a two-month return across a gap)
      select b.*,
             case when v_freq = 'day' or date_trunc('month', lag(b.trade_date) over w) = date_trunc('month', b.trade_date) - interval '1 month'
                  then round(b.close_total_return / nullif(lag(b.close_total_return) over w, 0) - 1, 8) end as close_return
      from bars b
      window w as (partition by b.ticker order by b.trade_date)
    ),
    tape as (
      select b.ticker as id, b.asset_class, b.trade_date as date, v.metric, v.value
      from returns b
      cross join lateral (values
        ('open', b.open), ('high', b.high), ('low', b.low), ('close', b.close),
        ('volume', b.volume), ('trades', b.trades), ('quantity', b.quantity),
        ('close_adj', b.close_adj), ('close_return', b.close_return)
      ) v(metric, value)
      -- no p_metrics: the raw metrics only (the adjusted ones are asked for by name)
      where (v_metrics is null and v.metric not in ('close_adj', 'close_return')) or v.metric = any(v_metrics)
    )
    select r.id, r.asset_class, r.date, r.metric, r.value
    from (select * from fund union all select * from tape) r
    where v_after_date is null or (r.date, r.id, r.metric, r.asset_class) > (v_after_date, v_after_id, v_after_metric, v_after_class)
    order by r.date, r.id, r.metric, r.asset_class
    limit case when p_after is null then 1001 else 1000 end;

  get diagnostics v_rows = row_count;
  perform internal.assert_row_cap(v_rows, 'panel',
    'Page with p_after = '''' (then the last row''s date|id|metric|asset_class), or narrow p_ids, p_metrics or p_from/p_to.');
end;
$$;

alter function api.panel(text[], text[], date, date, text, text, text) owner to api_owner;
revoke all on function api.panel(text[], text[], date, date, text, text, text) from public;
grant execute on function api.panel(text[], text[], date, date, text, text, text) to anon, authenticated;

comment on function api.panel(text[], text[], date, date, text, text, text) is 'Several ids and metrics at once in long rows (id, asset_class, date, metric, value): the monthly fund series and the quote tape side by side.
Ids: a 14-digit CNPJ (punctuation ignored) reads the monthly fund series (the metrics its family files: fi nav, quota, quotaholders, inflows, redemptions; fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets); anything else is a ticker read from the cash board of the quote tape (open, high, low, close, volume, trades, quantity; prices raw, never adjusted; and, when named in p_metrics, close_adj = quote_history''s split, reverse-split and bonus adjusted close per share and close_return = the return of quote_history''s close_total_return (cash events reinvested) since the previous session (day) or the previous calendar month''s last session (month), 8 decimals; each NULL where quote_history''s null_reason says why, and close_return NULL on the first bar of the window or after a month without a session). 1 to 3 ids anonymous, 1 to 50 signed in (catalog tiers.*.panel_ids); more is refused (22023). p_freq month (default) serves the fund series as filed and the tape as monthly bars of the sessions in the window (open of the first session, high and low over the month, close of the last, volume, trades and quantity summed; date = the month''s last session); p_freq day serves the tape session by session and refuses fund metrics (the series is monthly). A metric a family never files is refused (22023, metric_coverage lists what each family files); an unknown metric, or one no id in p_ids carries, is refused too. A metric the family files but a fund left blank that month is NULL, never 0. Unknown ids give no rows (all unknown: an empty array). Rows are ordered by date, id, metric, asset_class. Paging: p_after = '''' for the first page, then the last row''s date|id|metric|asset_class; a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ids: fund CNPJs and/or B3 tickers, e.g. {PETR4,33.101.369/0001-40}.
p_metrics: metric names (catalog metrics); default null = every metric of each id but the adjusted close_adj and close_return.
p_from: first date (YYYY-MM-DD); default 365 days before p_to.
p_to: last date (YYYY-MM-DD); default today.
p_freq: month (default) or day.
p_entity_type: fi, fidc or fii to keep one family of the CNPJ ids; default null (every family).
p_after: cursor: null = whole result, '''' = first page, then the last row''s date|id|metric|asset_class.
@tag Panel
@cursor date|id|metric|asset_class
@default p_metrics: every metric of each id (catalog metrics) but close_adj and close_return, which are served when named
@default p_from: 365 days before p_to
@default p_to: today
@default p_freq
@default p_entity_type
@default p_after';
--! EndIncluded functions/panel.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
--! Included sql/internal/catalog_part_metrics.sql
-- GENERATED from catalog.json ("metrics") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_metrics: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_metrics()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"nav":{"id_type":["cnpj"],"asset_class":["fi","fidc","fii"],"grain":["month"],"source":"CVM daily report (fi), FIDC monthly report (fidc), FII monthly report (fii); cvm.fund_month","meaning":"net asset value, BRL"},"quota":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (VL_QUOTA of the month''s last reported day)","meaning":"quota value"},"quotaholders":{"id_type":["cnpj"],"asset_class":["fi","fii"],"grain":["month"],"source":"CVM daily report (fi), FII monthly report (fii)","meaning":"number of quotaholders"},"inflows":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (CAPTC_DIA summed over the month)","meaning":"the month''s inflows, BRL"},"redemptions":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (RESG_DIA summed over the month)","meaning":"the month''s redemptions, BRL"},"delinquency":{"id_type":["cnpj"],"asset_class":["fidc"],"grain":["month"],"source":"CVM FIDC monthly report (tabs V and VI filed overdue totals)","meaning":"overdue receivables, BRL"},"monthly_yield":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Percentual_Dividend_Yield_Mes)","meaning":"the month''s yield as a fraction as filed (0.0062 = 0.62 %)"},"assets":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Valor_Ativo)","meaning":"total assets, BRL"},"open":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"opening price, raw (month: the first session''s open)"},"high":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"highest price, raw (month: the highest of the sessions)"},"low":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"lowest price, raw (month: the lowest of the sessions)"},"close":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"last price, raw, never adjusted (month: the last session''s close)"},"volume":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"volume traded, BRL (month: summed)"},"trades":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"number of trades (month: summed)"},"quantity":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"quantity traded (month: summed)"},"close_adj":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board, with the listed-companies stock events (b3-corporate-events); quote_history close_adj","meaning":"close per share adjusted for splits, reverse splits and bonus shares into the shares of the ticker''s newest session, 6 decimals (month: the last session''s); NULL where quote_history''s close_adj_null_reason says why (NULL for any class but equity and unit: not_share_or_unit); served only when named in p_metrics"},"close_return":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"quote_history close_total_return (stock and cash events reinvested)","meaning":"total return since the previous session (day) or the previous calendar month''s last session (month), 8 decimals; NULL on the first bar of the window, after a month without a session, or where close_total_return is NULL (NULL for any class but equity and unit: not_share_or_unit); served only when named in p_metrics"}}'::json
$fn$;

alter function internal.catalog_part_metrics() owner to api_owner;
revoke all on function internal.catalog_part_metrics() from public;
comment on function internal.catalog_part_metrics() is 'Internal: catalog.json "metrics", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_metrics.sql
--! Included sql/internal/catalog_part_tags.sql
-- GENERATED from catalog.json ("tags") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tags: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tags()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted; typed views per instrument (equities, BDRs, units, fund quotas, the rest), auction prints, and each ticker''s latest session.","Derivatives":"Options and forwards from the exchange''s quote tape: one session''s option chain, one option series or forward (termo) code through time, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates); the exchange''s reference-rate curves (TaxaSwap): one session''s vertices, and one tenor through time.","Portfolio":"Several funds at once: disclosed fees beside their estimate, fee peers, and instrument codes resolved from the filings.","Company events":"Corporate events as the exchange publishes them: cash events (dividends, interest on equity) per ticker; splits and bonuses reach quote_history''s adjusted closes."}'::json
$fn$;

alter function internal.catalog_part_tags() owner to api_owner;
revoke all on function internal.catalog_part_tags() from public;
comment on function internal.catalog_part_tags() is 'Internal: catalog.json "tags", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_tags.sql
