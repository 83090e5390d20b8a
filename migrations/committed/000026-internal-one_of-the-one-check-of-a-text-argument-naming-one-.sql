--! Previous: sha1:7ad5823a04017747e14463cb3e708483ba8de5e0
--! Hash: sha1:c34eb72e9799c19a7531a1740cf273a151dd2456
--! Message: internal.one_of: the one check of a text argument naming one of a fixed set (folded, NULL kept, else 22023 naming the function, the argument and what it accepts), used by panel p_freq, quote_history p_board, screen_delinquency_drivers p_driver, both filer screens' p_family and fund_family instead of five pasted raise blocks

--! Included sql/internal/one_of.sql
-- Internal helper (not granted to callers): a text argument that names one of a
-- fixed set (a board, a driver, a family, a frequency), folded to lower case and
-- trimmed; NULL passes (the caller's "every one"), anything else is refused with
-- 22023 naming the calling function, the argument and what it accepts.
create or replace function internal.one_of(p_fn text, p_arg text, p_value text, p_allowed text[], p_detail text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_value text := lower(btrim(p_value));
begin
  if v_value is not null and not (v_value = any (p_allowed)) then
    raise exception using
      errcode = '22023',
      message = format('%s: unknown %s %s', p_fn, p_arg, quote_literal(p_value)),
      detail = p_detail,
      hint = p_how;
  end if;
  return v_value;
end;
$$;

alter function internal.one_of(text, text, text, text[], text, text) owner to api_owner;
revoke all on function internal.one_of(text, text, text, text[], text, text) from public;
comment on function internal.one_of(text, text, text, text[], text, text) is
  'Internal: p_value folded (lower case, trimmed) when it is one of p_allowed, NULL kept; anything else raises 22023 "<p_fn>: unknown <p_arg> ''value''" with p_detail and p_how as the hint.';
--! EndIncluded sql/internal/one_of.sql
--! Included sql/internal/fund_family.sql
-- The fund family argument (p_entity_type) of the fund endpoints: folded to
-- lower case, NULL kept (every family), anything else refused with 22023.
create or replace function internal.fund_family(p_entity_type text, p_fn text, p_how text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return internal.one_of(p_fn, 'p_entity_type', p_entity_type, array['fi', 'fidc', 'fii'], 'Families served: fi, fidc, fii.', p_how);
end;
$$;

alter function internal.fund_family(text, text, text) owner to api_owner;
revoke all on function internal.fund_family(text, text, text) from public;
comment on function internal.fund_family(text, text, text) is
  'Internal: p_entity_type folded to fi, fidc or fii (NULL = every family); anything else raises 22023 naming the calling function, with p_how as the hint.';
--! EndIncluded sql/internal/fund_family.sql
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
comment on column api.panel_row.asset_class is 'Fund family (fi, fidc, fii) for a CNPJ; for a ticker the class the tape types it as (equity, unit, bdr, fii, fund_quota, other; api.quotes asset_class).';
comment on column api.panel_row.date is 'Fund series: the reference period (fi and fii the first day of the month, fidc the last). Tape: the session (p_freq day) or the month''s last session in the window (p_freq month).';
comment on column api.panel_row.metric is 'Metric name (catalog metrics): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets for funds; open, high, low, close, volume, trades, quantity for tickers.';
comment on column api.panel_row.value is 'The value as filed or published (prices raw, never adjusted); NULL when the fund did not file a metric its family files, never 0.';

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
  v_freq := internal.one_of('panel', 'p_freq', coalesce(p_freq, 'month'), array['month', 'day'],
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
    sessions as (
      select q.ticker, q.trade_date, q.asset_class, q.open, q.high, q.low, q.close, q.volume, q.trades, q.quantity
      from api.quotes q
      where q.ticker = any(v_tickers) and q.board = 'cash' and q.trade_date between v_from and v_to
    ),
    bars as (
      -- p_freq day: each session; month: one bar of the sessions of the month in the window
      select s.ticker, s.trade_date, s.asset_class, s.open, s.high, s.low, s.close, s.volume, s.trades::numeric as trades, s.quantity
      from sessions s where v_freq = 'day'
      union all
      select s.ticker, max(s.trade_date), (array_agg(s.asset_class order by s.trade_date desc))[1],
             (array_agg(s.open order by s.trade_date))[1], max(s.high), min(s.low),
             (array_agg(s.close order by s.trade_date desc))[1], sum(s.volume), sum(s.trades), sum(s.quantity)
      from sessions s where v_freq = 'month'
      group by s.ticker, date_trunc('month', s.trade_date)
    ),
    tape as (
      select b.ticker as id, b.asset_class, b.trade_date as date, v.metric, v.value
      from bars b
      cross join lateral (values
        ('open', b.open), ('high', b.high), ('low', b.low), ('close', b.close),
        ('volume', b.volume), ('trades', b.trades), ('quantity', b.quantity)
      ) v(metric, value)
      where v_metrics is null or v.metric = any(v_metrics)
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
Ids: a 14-digit CNPJ (punctuation ignored) reads the monthly fund series (the metrics its family files: fi nav, quota, quotaholders, inflows, redemptions; fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets); anything else is a ticker read from the cash board of the quote tape (open, high, low, close, volume, trades, quantity; prices raw, never adjusted). 1 to 3 ids anonymous, 1 to 50 signed in (catalog tiers.*.panel_ids); more is refused (22023). p_freq month (default) serves the fund series as filed and the tape as monthly bars of the sessions in the window (open of the first session, high and low over the month, close of the last, volume, trades and quantity summed; date = the month''s last session); p_freq day serves the tape session by session and refuses fund metrics (the series is monthly). A metric a family never files is refused (22023, metric_coverage lists what each family files); an unknown metric, or one no id in p_ids carries, is refused too. A metric the family files but a fund left blank that month is NULL, never 0. Unknown ids give no rows (all unknown: an empty array). Rows are ordered by date, id, metric, asset_class. Paging: p_after = '''' for the first page, then the last row''s date|id|metric|asset_class; a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ids: fund CNPJs and/or B3 tickers, e.g. {PETR4,33.101.369/0001-40}.
p_metrics: metric names (catalog metrics); default null = every metric of each id.
p_from: first date (YYYY-MM-DD); default 365 days before p_to.
p_to: last date (YYYY-MM-DD); default today.
p_freq: month (default) or day.
p_entity_type: fi, fidc or fii to keep one family of the CNPJ ids; default null (every family).
p_after: cursor: null = whole result, '''' = first page, then the last row''s date|id|metric|asset_class.';
--! EndIncluded functions/panel.sql
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
  v_board text;
  v_after date;
  v_rows bigint;
begin
  v_board := internal.one_of('quote_history', 'board', p_board, array['cash', 'odd_lot'],
    'Boards: cash (standard lot) and odd_lot.',
    'Send p_board as cash or odd_lot, or null for both.');
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
--! Included functions/screen_delinquency_drivers.sql
-- api.screen_delinquency_drivers: what moved a FIDC's delinquency over a window, the value or its denominator.
-- Reads the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue
-- totals) that fund_nav serves. Computed once into an array so the 1000-row check
-- and the answer are one pass.
drop function if exists api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text);
drop type if exists api.screen_delinquency_drivers_row;

create type api.screen_delinquency_drivers_row as (
  cnpj text,
  fund_name text,
  status text,
  driver text,
  window_from date,
  window_to date,
  n_months integer,
  months_missing integer,
  first_month date,
  last_month date,
  delinquency_start numeric,
  delinquency_end numeric,
  delta_brl numeric,
  nav_start numeric,
  nav_end numeric,
  delta_nav numeric,
  rate_start numeric,
  rate_end numeric,
  delta_pp numeric,
  stopped_reporting boolean,
  screen text,
  params jsonb
);
alter type api.screen_delinquency_drivers_row owner to api_owner;
comment on type api.screen_delinquency_drivers_row is 'FIDC delinquency over a window, classified by what moved it: a signal with stated rules, not a verdict. Carries no sector, debtor or guarantee information.';
comment on column api.screen_delinquency_drivers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_delinquency_drivers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_delinquency_drivers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_delinquency_drivers_row.driver is 'consistent_worsening (value up and rate up), value_up_rate_masked (value up, rate flat or down: NAV grew with it), denominator_only (rate up, value flat or down: NAV shrank), improvement (both down), stable (anything else: both flat, or one down and the other flat). Up and down mean at least p_min_delta_brl (value) and p_min_delta_pp (rate) either way.';
comment on column api.screen_delinquency_drivers_row.window_from is 'First month of the window (last day of the month, the fidc period convention).';
comment on column api.screen_delinquency_drivers_row.window_to is 'Last month of the window (last day of the month): p_end''s month, by default the fidc complete-through period.';
comment on column api.screen_delinquency_drivers_row.n_months is 'Observations: months of the window with both delinquency and a positive NAV filed.';
comment on column api.screen_delinquency_drivers_row.months_missing is 'Months of the window without an observation (p_months - n_months).';
comment on column api.screen_delinquency_drivers_row.first_month is 'First observation month of the window.';
comment on column api.screen_delinquency_drivers_row.last_month is 'Last observation month of the window.';
comment on column api.screen_delinquency_drivers_row.delinquency_start is 'Delinquency (BRL, the filed overdue totals of tabs V and VI) at first_month.';
comment on column api.screen_delinquency_drivers_row.delinquency_end is 'Delinquency (BRL) at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_brl is 'delinquency_end - delinquency_start.';
comment on column api.screen_delinquency_drivers_row.nav_start is 'NAV (BRL) at first_month.';
comment on column api.screen_delinquency_drivers_row.nav_end is 'NAV (BRL) at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_nav is 'nav_end - nav_start.';
comment on column api.screen_delinquency_drivers_row.rate_start is 'Delinquency as percent of NAV at first_month.';
comment on column api.screen_delinquency_drivers_row.rate_end is 'Delinquency as percent of NAV at last_month.';
comment on column api.screen_delinquency_drivers_row.delta_pp is 'rate_end - rate_start, percentage points.';
comment on column api.screen_delinquency_drivers_row.stopped_reporting is 'TRUE when the fund''s newest filed month up to the window end is two or more months behind the window end.';
comment on column api.screen_delinquency_drivers_row.screen is 'delinquency_drivers.';
comment on column api.screen_delinquency_drivers_row.params is 'Every argument as used (p_end resolved to its month end, p_months, p_min_months, p_min_delta_brl, p_min_delta_pp, p_driver), so the call can be replayed.';

create function api.screen_delinquency_drivers(p_end date default null, p_months integer default 12, p_min_months integer default 6, p_min_delta_brl numeric default 1000000, p_min_delta_pp numeric default 1.0, p_driver text default null)
returns setof api.screen_delinquency_drivers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_driver text;
  v_end date;
  v_from date;
  v_rows api.screen_delinquency_drivers_row[];
begin
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_months', p_months, 2, 24, 'Send p_months between 2 and 24 (default 12).');
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_months', p_min_months, 2, p_months, format('Send p_min_months between 2 and p_months (%s); default 6.', p_months));
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_delta_brl', p_min_delta_brl, 0, null, 'Send p_min_delta_brl as a non-negative amount in BRL (default 1000000).');
  perform internal.assert_in_range('screen_delinquency_drivers', 'p_min_delta_pp', p_min_delta_pp, 0, null, 'Send p_min_delta_pp as non-negative percentage points (default 1.0).');
  v_driver := internal.one_of('screen_delinquency_drivers', 'p_driver', p_driver, array['consistent_worsening', 'value_up_rate_masked', 'denominator_only', 'improvement', 'stable'],
    'Drivers: consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable.',
    'Send p_driver as one of the five drivers, or null for every driver.');

  -- default p_end: the fidc complete-through period (the newest month is still being filed)
  v_end := (date_trunc('month', coalesce(p_end,
    (select cvm.complete_through_of('fidc', max(m.period)) from cvm.fund_month m where m.entity_type = 'fidc'),
    current_date - interval '1 month')) + interval '1 month - 1 day')::date;
  v_from := (date_trunc('month', v_end) - make_interval(months => p_months - 1) + interval '1 month - 1 day')::date;
  if v_from < date '2025-01-31' then
    raise exception using
      errcode = '22023',
      message = format('screen_delinquency_drivers: the window starts at %s, before 2025-01', to_char(v_from, 'YYYY-MM')),
      detail = 'FIDC delinquency reporting breaks at 2025-01 (the Resolution 175 adaptation deadline, catalog regime_breaks): a window across it would compare two series as one.',
      hint = format('Send p_end on or after %s for p_months %s, or fewer p_months.', ((date '2025-01-01' + make_interval(months => p_months)) - interval '1 day')::date, p_months);
  end if;

  with observed as (
    select m.cnpj, m.period, m.delinquency, m.nav, m.delinquency / m.nav * 100 as rate
    from cvm.fund_month m
    where m.entity_type = 'fidc' and m.period between v_from and v_end
      and m.delinquency is not null and m.nav > 0
  ),
  ends as (
    select o.cnpj, count(*)::integer as n_months,
           min(o.period) as first_month, max(o.period) as last_month,
           (array_agg(o.delinquency order by o.period))[1] as delinquency_start,
           (array_agg(o.delinquency order by o.period desc))[1] as delinquency_end,
           (array_agg(o.nav order by o.period))[1] as nav_start,
           (array_agg(o.nav order by o.period desc))[1] as nav_end,
           (array_agg(o.rate order by o.period))[1] as rate_start,
           (array_agg(o.rate order by o.period desc))[1] as rate_end
    from observed o
    group by o.cnpj
    having count(*) >= p_min_months
  ),
  classed as (
    select e.*, e.delinquency_end - e.delinquency_start as delta_brl, e.rate_end - e.rate_start as delta_pp,
      case
        when e.delinquency_end - e.delinquency_start >= p_min_delta_brl and e.rate_end - e.rate_start >= p_min_delta_pp then 'consistent_worsening'
        when e.delinquency_end - e.delinquency_start >= p_min_delta_brl then 'value_up_rate_masked'
        when e.rate_end - e.rate_start >= p_min_delta_pp then 'denominator_only'
        when e.delinquency_end - e.delinquency_start <= -p_min_delta_brl and e.rate_end - e.rate_start <= -p_min_delta_pp then 'improvement'
        else 'stable'
      end as driver
    from ends e
  ),
  picked as (
    select c.* from classed c where v_driver is null or c.driver = v_driver limit 1001
  )
  select array_agg(row(p.cnpj, r.fund_name, r.status, p.driver, v_from, v_end, p.n_months, p_months - p.n_months, p.first_month, p.last_month,
           p.delinquency_start, p.delinquency_end, p.delta_brl, p.nav_start, p.nav_end, p.nav_end - p.nav_start,
           round(p.rate_start, 6), round(p.rate_end, 6), round(p.delta_pp, 6),
           (select (extract(year from v_end) - extract(year from max(f.period))) * 12 + extract(month from v_end) - extract(month from max(f.period)) >= 2
              from cvm.fund_month f where f.entity_type = 'fidc' and f.cnpj = p.cnpj and f.period <= v_end),
           'delinquency_drivers',
           jsonb_build_object('p_end', v_end, 'p_months', p_months, 'p_min_months', p_min_months, 'p_min_delta_brl', p_min_delta_brl, 'p_min_delta_pp', p_min_delta_pp, 'p_driver', v_driver)
         )::api.screen_delinquency_drivers_row
         order by array_position(array['consistent_worsening', 'value_up_rate_masked', 'denominator_only', 'improvement', 'stable'], p.driver), p.delta_pp desc, p.cnpj)
  into v_rows
  from picked p
  left join cvm.fund_registry r on r.cnpj = p.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_delinquency_drivers',
    'Pin p_driver (consistent_worsening, value_up_rate_masked, denominator_only, improvement or stable), or raise p_min_months.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) owner to api_owner;
revoke all on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) from public;
grant execute on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) to anon, authenticated;

comment on function api.screen_delinquency_drivers(date, integer, integer, numeric, numeric, text) is 'What moved each FIDC''s delinquency over a window: the overdue value, or the NAV under it.
Compares the first and last observation of the window (a month with delinquency and a positive NAV filed in the monthly fund series that fund_nav serves; delinquency = the filed overdue totals of tabs V and VI) in BRL (delta_brl) and as percentage points of NAV (delta_pp), and classes the fund: consistent_worsening (value up AND rate up), value_up_rate_masked (value up, rate flat or down: NAV grew with it), denominator_only (rate up, value flat or down: NAV shrank), improvement (both down), stable (everything else, including a combination the five names do not cover: one down and the other flat, or both flat). Up means at least +p_min_delta_brl (value) or +p_min_delta_pp (rate), down at least as much the other way, flat in between. Funds with fewer than p_min_months observations are left out. stopped_reporting is TRUE when the fund''s newest filing up to the window end is two or more months behind it. status is the registry status as filed. A window starting before 2025-01 raises 22023 (regime break in FIDC delinquency reporting). Ordered by driver (in the order above), then delta_pp descending. Every row carries screen (delinquency_drivers) and params (the arguments as used, p_end resolved to its month end). Out-of-range arguments raise 22023, never clamped; more than 1000 rows raises 22023: pin p_driver. A signal, not a verdict: no sector, debtor or guarantee information.
p_end: the window''s last month (any day of it); default the fidc complete-through period (the month before the newest month filed).
p_months: months in the window, 2..24 (default 12).
p_min_months: observations a fund needs, 2..p_months (default 6).
p_min_delta_brl: BRL change that counts as up or down, at least 0 (default 1000000).
p_min_delta_pp: percentage-point change that counts as up or down, at least 0 (default 1.0).
p_driver: one of the five drivers, or null for every driver.';
--! EndIncluded functions/screen_delinquency_drivers.sql
--! Included functions/screen_late_filers.sql
-- api.screen_late_filers: FII and FIDC funds whose monthly structured report reached FNET late, month after month.
-- Built on the FNET register (b3.fnet_document) and the fund the search was asked
-- for (b3.fnet_document_fund): the listing names no fund, so the query's CNPJ is the
-- only identity. Computed once into an array so the 1000-row check and the answer
-- are one pass.
drop function if exists api.screen_late_filers(integer, date, integer, integer, text);
drop type if exists api.screen_late_filers_row;

create type api.screen_late_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  window_from date,
  window_to date,
  informes integer,
  informes_late integer,
  max_days_late integer,
  median_lag_days numeric,
  last_late_reference date,
  deadline_rule text,
  screen text,
  params jsonb
);
alter type api.screen_late_filers_row owner to api_owner;
comment on type api.screen_late_filers_row is 'A fund whose monthly structured report reached the funds filing system (FNET) late in several months: a delivery timestamp compared with a rule, not a finding.';
comment on column api.screen_late_filers_row.cnpj is 'The CNPJ the FNET search was asked for (cnpjFundo of the query), 14 digits; never matched by name.';
comment on column api.screen_late_filers_row.fund_family is 'fidc or fii: tipoFundo of the query (2 FIDC, 1 FII), else the registry family.';
comment on column api.screen_late_filers_row.fund_name is 'Name in the newest registry that has the CNPJ, else the FNET listing''s descricaoFundo; shown only, never used to match.';
comment on column api.screen_late_filers_row.window_from is 'First month measured for the fund''s family (first day of the month): the window''s first month, or the family''s first measurable month (2025-01 fidc, 2025-08 fii) when later.';
comment on column api.screen_late_filers_row.window_to is 'Last month of the window (first day of the month): p_end''s month.';
comment on column api.screen_late_filers_row.informes is 'Months of the window measured: months with a first delivery of a version 1 monthly structured report on record (a month with none is not counted).';
comment on column api.screen_late_filers_row.informes_late is 'Measured months delivered at least p_min_days_late days after the deadline.';
comment on column api.screen_late_filers_row.max_days_late is 'Days after the deadline of the latest delivery among the measured months.';
comment on column api.screen_late_filers_row.median_lag_days is 'Median, over the measured months, of the days from the end of the reference month to the first delivery.';
comment on column api.screen_late_filers_row.last_late_reference is 'Newest reference month (first day) delivered late.';
comment on column api.screen_late_filers_row.deadline_rule is 'The rule the delivery is compared with, citing the article of Resolution 175 of the securities regulator.';
comment on column api.screen_late_filers_row.screen is 'late_filers.';
comment on column api.screen_late_filers_row.params is 'Every argument as used (p_months, p_end as resolved to its month, p_min_days_late, p_min_late, p_family), so the call can be replayed.';

create function api.screen_late_filers(p_months integer default 12, p_end date default null, p_min_days_late integer default 5, p_min_late integer default 2, p_family text default null)
returns setof api.screen_late_filers_row
language plpgsql
stable
security definer
set search_path = ''
-- a year of monthly reports of every FII and FIDC (about 50,000 first deliveries) is grouped and sorted in memory
set work_mem = '32MB'
as $$
declare
  v_family text;
  v_end date;
  v_from date;
  v_first date;
  v_rows api.screen_late_filers_row[];
begin
  perform internal.assert_in_range('screen_late_filers', 'p_months', p_months, 1, 24, 'Send p_months between 1 and 24 (default 12).');
  perform internal.assert_in_range('screen_late_filers', 'p_min_days_late', p_min_days_late, 1, 365, 'Send p_min_days_late between 1 and 365 (default 5): a delivery on the deadline day is on time.');
  perform internal.assert_in_range('screen_late_filers', 'p_min_late', p_min_late, 1, 24, 'Send p_min_late between 1 and 24 (default 2).');
  v_family := internal.one_of('screen_late_filers', 'p_family', p_family, array['fii', 'fidc'],
    'Families screened: fii, fidc (the families whose monthly structured report is filed through FNET).',
    'Send p_family as fii or fidc, or null for both.');

  -- default p_end: the newest reference month with a monthly report on record
  v_end := date_trunc('month', coalesce(p_end,
    (select max(d.reference_date) from b3.fnet_document d where d.monthly_report and d.versao = 1),
    current_date - interval '1 month'))::date;
  v_from := (v_end - make_interval(months => p_months - 1))::date;
  v_first := case v_family when 'fii' then date '2025-08-01' else date '2025-01-01' end;
  if v_end < v_first then
    raise exception using
      errcode = '22023',
      message = format('screen_late_filers: the window ends at %s, before the first measured month %s', to_char(v_end, 'YYYY-MM'), to_char(v_first, 'YYYY-MM')),
      detail = 'A month is measured only from the first full month after the family''s adaptation deadline to Resolution 175: 2025-01 for fidc (deadline 2024-12), 2025-08 for fii (deadline 2025-07).',
      hint = format('Send p_end on or after %s%s.', v_first, case when v_family is null then ' (fii months count from 2025-08-01)' else '' end);
  end if;

  with firsts as (
    -- the first delivery of a version 1 monthly structured report per fund and month;
    -- several classes of one fund: the earliest filing
    select l.cnpj, l.tipo_fundo, d.reference_date as month, min(d.data_entrega) as delivered, min(d.descricao_fundo) as listed_name
    from b3.fnet_document d
    join b3.fnet_document_fund l on l.id = d.id
    where d.monthly_report and d.versao = 1
      and d.reference_date between v_from and v_end
    group by 1, 2, 3
  ),
  families as (
    -- the family from the query's tipoFundo; the registry only when the query did not say
    select f.*, coalesce(case f.tipo_fundo when 1 then 'fii' when 2 then 'fidc' end,
                         (select r.entity_type from cvm.fund_registry r where r.cnpj = f.cnpj)) as fund_family
    from firsts f
  ),
  measured as (
    select f.*, f.delivered::date - (f.month + interval '1 month - 1 day')::date as lag_days,
           f.delivered::date - ((f.month + interval '1 month - 1 day')::date + 15) as days_late,
           greatest(v_from, case f.fund_family when 'fii' then date '2025-08-01' else date '2025-01-01' end) as family_from
    from families f
    where f.fund_family in ('fii', 'fidc')
      and (v_family is null or f.fund_family = v_family)
  ),
  screened as (
    select m.cnpj, m.fund_family,
           min(m.listed_name) as listed_name,
           min(m.family_from) as window_from,
           count(*)::integer as informes,
           (count(*) filter (where m.days_late >= p_min_days_late))::integer as informes_late,
           max(m.days_late)::integer as max_days_late,
           percentile_cont(0.5) within group (order by m.lag_days)::numeric as median_lag_days,
           max(m.month) filter (where m.days_late >= p_min_days_late) as last_late_reference
    from measured m
    where m.month >= m.family_from
    group by m.cnpj, m.fund_family
    having count(*) filter (where m.days_late >= p_min_days_late) >= p_min_late
  )
  select array_agg(row(s.cnpj, s.fund_family, coalesce(r.fund_name, s.listed_name), s.window_from, v_end, s.informes, s.informes_late, s.max_days_late, s.median_lag_days, s.last_late_reference,
           case s.fund_family
             when 'fidc' then 'Resolução CVM 175, Anexo Normativo II, art. 27, III: the monthly report within 15 days after the end of the reference month'
             else 'Resolução CVM 175, Anexo Normativo III, art. 36, I: the monthly report within 15 days after the end of the reference month' end,
           'late_filers',
           jsonb_build_object('p_months', p_months, 'p_end', v_end, 'p_min_days_late', p_min_days_late, 'p_min_late', p_min_late, 'p_family', v_family)
         )::api.screen_late_filers_row order by s.informes_late desc, s.max_days_late desc, s.cnpj)
  into v_rows
  from (select * from screened limit 1001) s
  left join cvm.fund_registry r on r.cnpj = s.cnpj;

  perform internal.assert_row_cap(coalesce(cardinality(v_rows), 0), 'screen_late_filers',
    'Raise p_min_late or p_min_days_late, or pin p_family.');
  return query select * from unnest(v_rows);
end;
$$;

alter function api.screen_late_filers(integer, date, integer, integer, text) owner to api_owner;
revoke all on function api.screen_late_filers(integer, date, integer, integer, text) from public;
grant execute on function api.screen_late_filers(integer, date, integer, integer, text) to anon, authenticated;

comment on function api.screen_late_filers(integer, date, integer, integer, text) is 'FII and FIDC funds that deliver their monthly structured report late.
Selects funds whose monthly structured report (the first delivery of a version 1 document of type Informe Mensal Estruturado, or Informe Mensal filed structured, in the funds filing system FNET) arrived at least p_min_days_late days after the deadline in at least p_min_late of the p_months reference months ending at p_end, most late months first. Deadline: 15 calendar days after the end of the reference month for both families (FIDC: Resolution 175 Annex II art. 27 III; FII: Annex III art. 36 I); no holiday calendar is applied, so p_min_days_late absorbs a roll-forward. Delivery days are São Paulo dates as FNET lists them. A month is measured only from the first full month after the family''s adaptation deadline (2025-01 fidc, 2025-08 fii); a window ending earlier raises 22023. A month with no report on record is not counted (absence is screen_silent_filers''s). A re-filing (version 2 or later) is never a first delivery. Fund identity is the CNPJ the FNET search was asked for, never the fund name; a fund with several classes is measured on its earliest filing of the month. A late delivery is a timestamp compared with a rule, not a finding. Every row carries screen (late_filers) and params (the arguments as used, p_end resolved to its month). Out-of-range arguments raise 22023, never clamped; more than 1000 rows raises 22023.
p_months: reference months in the window, 1..24 (default 12).
p_end: the window''s last reference month (any day of it); default the newest reference month with a monthly report on record.
p_min_days_late: days after the deadline that make a delivery late, 1..365 (default 5).
p_min_late: late months needed to be listed, 1..24 (default 2).
p_family: fii, fidc, or null for both.';
--! EndIncluded functions/screen_late_filers.sql
--! Included functions/screen_silent_filers.sql
-- api.screen_silent_filers: funds whose newest monthly filing is months behind their family's complete period.
drop function if exists api.screen_silent_filers(integer, integer, text);
drop type if exists api.screen_silent_filers_row;

create type api.screen_silent_filers_row as (
  cnpj text,
  fund_family text,
  fund_name text,
  status text,
  last_period date,
  complete_through date,
  months_silent integer,
  screen text,
  params jsonb
);
alter type api.screen_silent_filers_row owner to api_owner;
comment on type api.screen_silent_filers_row is 'A fund that has stopped filing its monthly report: a signal with a stated rule, not a verdict.';
comment on column api.screen_silent_filers_row.cnpj is 'Fund or class CNPJ, 14 digits.';
comment on column api.screen_silent_filers_row.fund_family is 'fi, fidc or fii (fiagro is accepted as p_family but no fiagro series is held yet).';
comment on column api.screen_silent_filers_row.fund_name is 'Name in the newest registry that has the CNPJ; NULL when no registry has it.';
comment on column api.screen_silent_filers_row.status is 'The fund''s registry status as filed (Portuguese, e.g. EM FUNCIONAMENTO NORMAL, CANCELADA); NULL when no registry has it.';
comment on column api.screen_silent_filers_row.last_period is 'The newest month the fund filed (fi and fii the first day, fidc the last day of the month).';
comment on column api.screen_silent_filers_row.complete_through is 'The family''s latest complete period: the month before the newest month any fund of the family has filed (the newest is taken as still being filed), as coverage() reports for funds_<family>.';
comment on column api.screen_silent_filers_row.months_silent is 'Months from last_period to complete_through.';
comment on column api.screen_silent_filers_row.screen is 'silent_filers.';
comment on column api.screen_silent_filers_row.params is 'Every argument as used (p_min_silent_months, p_max_silent_months, p_family), so the call can be replayed.';

create function api.screen_silent_filers(p_min_silent_months integer default 3, p_max_silent_months integer default 24, p_family text default null)
returns setof api.screen_silent_filers_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family text;
  v_params jsonb := jsonb_build_object('p_min_silent_months', p_min_silent_months, 'p_max_silent_months', p_max_silent_months, 'p_family', lower(btrim(p_family)));
  v_rows bigint;
begin
  if p_min_silent_months is null or p_max_silent_months is null or p_min_silent_months < 1 or p_max_silent_months > 240 or p_min_silent_months > p_max_silent_months then
    raise exception using
      errcode = '22023',
      message = format('screen_silent_filers: months %s..%s are out of range', coalesce(p_min_silent_months::text, 'NULL'), coalesce(p_max_silent_months::text, 'NULL')),
      detail = 'p_min_silent_months must be at least 1 and at most p_max_silent_months, which must be at most 240; thresholds are never clamped.',
      hint = 'Send for example {"p_min_silent_months":3,"p_max_silent_months":24}, the defaults.';
  end if;
  v_family := internal.one_of('screen_silent_filers', 'p_family', p_family, array['fi', 'fidc', 'fii', 'fiagro'],
    'Families: fi, fidc, fii, fiagro.',
    'Send p_family as fi, fidc, fii or fiagro, or null for every family.');

  select count(*) into v_rows
  from (
    select 1 from internal.silent_funds(v_family) f
    where f.months_silent between p_min_silent_months and p_max_silent_months
    limit 1001
  ) w;
  perform internal.assert_row_cap(v_rows, 'screen_silent_filers',
    'Raise p_min_silent_months, lower p_max_silent_months, or pin p_family.');

  return query
    select f.cnpj, f.fund_family, r.fund_name, r.status, f.last_period, f.complete_through, f.months_silent, 'silent_filers'::text, v_params
    from internal.silent_funds(v_family) f
    left join cvm.fund_registry r on r.cnpj = f.cnpj
    where f.months_silent between p_min_silent_months and p_max_silent_months
    order by f.months_silent desc, f.fund_family, f.cnpj;
end;
$$;

alter function api.screen_silent_filers(integer, integer, text) owner to api_owner;
revoke all on function api.screen_silent_filers(integer, integer, text) from public;
grant execute on function api.screen_silent_filers(integer, integer, text) to anon, authenticated;

comment on function api.screen_silent_filers(integer, integer, text) is 'Funds that have stopped filing their monthly report: the newest filing at least p_min_silent_months and at most p_max_silent_months behind the family''s latest complete period, most silent first.
"Complete" is decided from the data held: each family''s newest month filed by any fund is taken as still being filed, so the family is complete through the month before it (the rule coverage() reports for funds_<family>). A fund''s months_silent is the months from its newest filing to that period. A signal with a stated rule, not a verdict: a fund may have been cancelled, merged or renamed (status says what the registry files). Every row carries screen (silent_filers) and params (the arguments as used). Out-of-range thresholds and an unknown p_family raise 22023, never clamped; more than 1000 rows raises 22023. fiagro is accepted but no fiagro series is held yet, so it answers [].
p_min_silent_months: at least this many months behind (default 3, 1..p_max_silent_months).
p_max_silent_months: at most this many months behind (default 24, up to 240): older silences are left out.
p_family: fi, fidc, fii, fiagro, or null for every family.';
--! EndIncluded functions/screen_silent_filers.sql
