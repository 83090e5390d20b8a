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
  v_board text;
  v_after date;
  v_after_board text;
  v_rows bigint;
begin
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
      select q.ticker, q.trade_date, q.board, q.isin, q.open, q.high, q.low, q.close, q.average, q.bid, q.ask,
             q.trades, q.quantity, q.volume, q.quotation_factor, q.asset_class, q.source
      from api.quotes q
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
One row per session and board (cash = standard lot, odd_lot), prices RAW as published (never adjusted for splits, groupings or distributions; per quotation_factor units), with trades, quantity, volume, ISIN and source. An unknown ticker gives an empty array. Default window: 365 days before p_to (or today). Rows are ordered by trade_date, then board (cash before odd_lot). Paging: p_after = '''' for the first page, then the last row''s trade_date|board (e.g. 2026-01-30|odd_lot), with or without p_board (without it a page holds both boards, and the cursor''s board says where a page that ended inside a session resumes); with p_board a bare trade_date is also accepted. A page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ticker: B3 trading code (case-insensitive), e.g. PETR4.
p_from: first session (YYYY-MM-DD); default 365 days before p_to.
p_to: last session (YYYY-MM-DD); default today.
p_board: cash or odd_lot; default null (both boards, in whole-result mode and when paging).
p_after: cursor: null = whole result, '''' = first page, then the last row''s trade_date|board (with p_board, the bare trade_date also works).
@tag Quotes
@cursor trade_date|board
@default p_from: 365 days before p_to
@default p_to: today
@default p_board
@default p_after';
