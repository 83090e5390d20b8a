-- api.quote_latest: one ticker's newest session on the quote tape, one row at most.
-- Reads api.quotes like quote_history, newest first: a backward probe of the
-- (codneg, trade_date) index.
drop function if exists api.quote_latest(text, text);
drop type if exists api.quote_latest_row;

create type api.quote_latest_row as (
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
alter type api.quote_latest_row owner to api_owner;
comment on type api.quote_latest_row is 'The newest session of one ticker on the quote tape; prices raw, as published (the columns of quote_history).';
comment on column api.quote_latest_row.ticker is 'B3 trading code.';
comment on column api.quote_latest_row.trade_date is 'The newest session held for the ticker (YYYY-MM-DD): the last tape loaded, not necessarily today.';
comment on column api.quote_latest_row.board is 'cash (standard lot, TPMERC 010) or odd_lot (TPMERC 020).
@enum internal.board';
comment on column api.quote_latest_row.isin is 'ISIN of the security on that session.';
comment on column api.quote_latest_row.open is 'Opening price, raw (never adjusted).';
comment on column api.quote_latest_row.high is 'Highest price, raw.';
comment on column api.quote_latest_row.low is 'Lowest price, raw.';
comment on column api.quote_latest_row.close is 'Last price, raw: not adjusted for splits, groupings or distributions.';
comment on column api.quote_latest_row.average is 'Average price, raw.';
comment on column api.quote_latest_row.bid is 'Best bid at the close; 0 as filed when there was none.';
comment on column api.quote_latest_row.ask is 'Best ask at the close; 0 as filed when there was none.';
comment on column api.quote_latest_row.trades is 'Number of trades.';
comment on column api.quote_latest_row.quantity is 'Quantity traded.';
comment on column api.quote_latest_row.volume is 'Volume traded, BRL.';
comment on column api.quote_latest_row.quotation_factor is 'Prices are per this many units (1 = per share, 1000 = per lot of 1000).';
comment on column api.quote_latest_row.asset_class is 'fii, fund_quota, bdr, unit, equity or other (as api.quotes types it).
@enum internal.quote_asset_class';
comment on column api.quote_latest_row.source is 'b3_cotahist or synthetic_sample.';

create function api.quote_latest(p_ticker text, p_board text default null)
returns setof api.quote_latest_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ticker text := upper(btrim(p_ticker));
  v_board text := internal.one_of('quote_latest', 'board', p_board, internal.domain_values('internal.board'),
    'Boards: cash (standard lot) and odd_lot.',
    'Send p_board as cash or odd_lot, or null for the newest session on either.');
begin
  -- on a session both boards printed, null p_board takes the cash row (cash sorts before odd_lot)
  return query
    select q.ticker, q.trade_date, q.board, q.isin, q.open, q.high, q.low, q.close, q.average, q.bid, q.ask,
           q.trades, q.quantity, q.volume, q.quotation_factor, q.asset_class, q.source
    from api.quotes q
    where q.ticker = v_ticker and (v_board is null or q.board = v_board)
    order by q.trade_date desc, q.board
    limit 1;
end;
$$;

alter function api.quote_latest(text, text) owner to api_owner;
revoke all on function api.quote_latest(text, text) from public;
grant execute on function api.quote_latest(text, text) to anon, authenticated;

comment on function api.quote_latest(text, text) is 'One ticker''s newest session on the exchange''s quote tape (COTAHIST): at most one row, the columns of quote_history.
"Latest" is the newest session the store holds for the ticker (the last tape loaded; coverage() says how current the tape is), never advanced to today. Prices RAW as published (never adjusted; per quotation_factor units). p_board null takes the newest session on either board, and on a session both boards printed the cash (standard lot) row; p_board = odd_lot asks for the odd-lot board. An unknown ticker (or one that never printed on p_board) gives an empty array.
p_ticker: B3 trading code (case-insensitive), e.g. PETR4.
p_board: cash or odd_lot; default null (either board, cash first on a shared session).
@tag Quotes
@default p_board';
