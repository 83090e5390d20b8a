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
