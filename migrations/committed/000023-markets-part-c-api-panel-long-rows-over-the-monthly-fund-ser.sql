--! Previous: sha1:9a440510469a70f003b43299b2da4c75ead4f948
--! Hash: sha1:6a51ff5c2bacc02481dc95cf57e623634cd3cb4b
--! Message: Markets part C: api.panel (long rows over the monthly fund series and the quote tape, cursor date|id|metric|asset_class, id ceilings 3/50), internal.panel_metric, internal.panel_ids; catalog entries; api.short_interest gains the upstream columns (adtv_value_21, adtv_sessions, days_to_cover from the quote tape; pct_float, float_basis, float_denominator, sector_top NULL with the reason); option_exercises finds the underlying by two one-row index probes and plans each call (force_custom_plan)

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
    ('quantity', 'ticker', null, array['day', 'month'])
  ) v(metric, id_type, asset_class, grain);
$$;

alter function internal.panel_metric() owner to api_owner;
revoke all on function internal.panel_metric() from public;
comment on function internal.panel_metric() is
  'Internal: the metrics of api.panel: per metric its id type (cnpj for the monthly fund series, ticker for the quote tape), the fund family that files it (NULL for the tape: every class the tape types) and the grains it is served at.';
--! EndIncluded sql/internal/panel_metric.sql
--! Included sql/internal/panel_ids.sql
-- The id list of api.panel: 1 to the tier's ceiling ids (catalog tiers.*.panel_ids),
-- each a 14-digit CNPJ (punctuation ignored) or else a ticker (upper-cased).
create or replace function internal.panel_ids(p_ids text[], out cnpjs text[], out tickers text[])
language plpgsql
stable
set search_path = ''
as $$
declare
  v_tier text := internal.caller_tier();
  v_cap integer := case v_tier when 'authenticated' then 50 else 3 end;
  v_ids text[];
begin
  select coalesce(array_agg(distinct upper(btrim(i))), '{}') into v_ids
  from unnest(p_ids) i where btrim(i) <> '';
  if cardinality(v_ids) = 0 then
    raise exception using
      errcode = '22023',
      message = 'panel: p_ids is empty',
      detail = 'The panel reads the ids it is given: fund CNPJs and exchange tickers.',
      hint = 'Send p_ids as an array of 1 to 3 ids (50 signed in), e.g. ["PETR4", "33.101.369/0001-40"].';
  end if;
  if cardinality(v_ids) > v_cap then
    raise exception using
      errcode = '22023',
      message = format('panel: %s ids is above the %s ceiling of %s', cardinality(v_ids), case v_tier when 'authenticated' then 'signed-in' else 'anonymous' end, v_cap),
      detail = 'Ids per call: 3 anonymous, 50 signed in (catalog tiers.*.panel_ids).',
      hint = case v_tier when 'authenticated' then 'Split the ids over several calls of at most 50.'
        else 'Split the ids over calls of at most 3, or sign in (Authorization: Bearer <JWT with role authenticated>) for up to 50.' end;
  end if;
  select coalesce(array_agg(regexp_replace(i, '[^0-9]', '', 'g')) filter (where i ~ '^[0-9./ -]+$' and length(regexp_replace(i, '[^0-9]', '', 'g')) = 14), '{}'),
         coalesce(array_agg(i) filter (where not (i ~ '^[0-9./ -]+$' and length(regexp_replace(i, '[^0-9]', '', 'g')) = 14)), '{}')
    into cnpjs, tickers
  from unnest(v_ids) i;
end;
$$;

alter function internal.panel_ids(text[]) owner to api_owner;
revoke all on function internal.panel_ids(text[]) from public;
comment on function internal.panel_ids(text[]) is
  'Internal: api.panel''s ids split into CNPJs (14 digits once punctuation is dropped) and tickers (upper-cased); an empty list or more ids than the caller''s tier allows (3 anonymous, 50 signed in) raises 22023.';
--! EndIncluded sql/internal/panel_ids.sql
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
  v_freq text := lower(btrim(coalesce(p_freq, 'month')));
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
  if v_freq not in ('month', 'day') then
    raise exception using
      errcode = '22023',
      message = format('panel: unknown p_freq %s', quote_literal(p_freq)),
      detail = 'Frequencies: month (fund series as filed, the tape as monthly bars) and day (the tape session by session).',
      hint = 'Send p_freq as month or day.';
  end if;
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
--! Included functions/catalog.sql
-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"kind":"catalog","version":75,"service":"Brazilian public financial data read API (PostgREST dialect, schema api)","license":{"name":"MIT","identifier":"MIT"},"limits":{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","functions":{"paged":{"fund_nav":"period","quote_history":"trade_date","trade_consolidated_history":"trade_date","index_history":"trade_date","panel":"date|id|metric|asset_class"},"raise_only":["ptax","inflation_items","macro_series","focus_expectations","fidc_aging","fidc_sacados","screen_silent_filers","future_series","future_curve","screen_late_filers","screen_delinquency_drivers"]},"over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200},"tiers":{"anon":{"statement_timeout_seconds":3,"search_funds_rows":25,"option_chain_rows":200,"option_exercises_rows":500,"panel_ids":3},"authenticated":{"statement_timeout_seconds":8,"search_funds_rows":200,"option_chain_rows":2000,"option_exercises_rows":5000,"panel_ids":50},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"},"defaults":{"fund_nav":{"p_from":"2019-01-01","p_to":"each family''s complete-through period (coverage() funds_<family>); the month still being filed only when p_to asks for it","p_entity_type":null,"p_after":null},"quote_history":{"p_from":"365 days before p_to","p_to":"today","p_board":null,"p_after":null},"option_chain":{"p_expiry_from":"today","p_trade_date":"the newest session held for the prefix","p_limit":100},"option_exercises":{"p_from":"365 days before p_to","p_to":"today","p_limit":"the tier ceiling (tiers.*.option_exercises_rows)"},"ptax":{"p_from":"12 months before p_to","p_to":"today"},"macro_series":{"p_from":"12 months before p_to","p_to":"today"},"focus_expectations":{"p_indicator":null,"p_horizon":null,"p_from":"1825 days before p_to","p_to":"today","p_base_calculo":0},"inflation_items":{"p_level":1,"p_item":null,"p_from":"35 months before p_to''s month (a 36-month window)","p_to":"the current month"},"future_series":{"p_from":"12 months before p_to","p_to":"today"},"future_curve":{"p_root":"DI1","p_trade_date":"the newest session held for the root"},"index_history":{"p_from":"365 days before p_to","p_to":"today","p_after":null},"trade_consolidated_history":{"p_from":"the oldest session held","p_to":"the newest session held","p_after":null},"search_funds":{"p_query":"","p_entity_type":null,"p_limit":50},"panel":{"p_metrics":"every metric of each id (catalog metrics)","p_from":"365 days before p_to","p_to":"today","p_freq":"month","p_entity_type":null,"p_after":null},"views":{"limit":1000,"order":"none: send order for a stable page"}},"id_types":{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored (fund_nav, panel)","ticker":"B3 trading code (quotes, quote_history, panel, trade_consolidated_history)","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","index":"the exchange''s index code held by index_history (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)"},"metrics":{"nav":{"id_type":["cnpj"],"asset_class":["fi","fidc","fii"],"grain":["month"],"source":"CVM daily report (fi), FIDC monthly report (fidc), FII monthly report (fii); cvm.fund_month","meaning":"net asset value, BRL"},"quota":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (VL_QUOTA of the month''s last reported day)","meaning":"quota value"},"quotaholders":{"id_type":["cnpj"],"asset_class":["fi","fii"],"grain":["month"],"source":"CVM daily report (fi), FII monthly report (fii)","meaning":"number of quotaholders"},"inflows":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (CAPTC_DIA summed over the month)","meaning":"the month''s inflows, BRL"},"redemptions":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (RESG_DIA summed over the month)","meaning":"the month''s redemptions, BRL"},"delinquency":{"id_type":["cnpj"],"asset_class":["fidc"],"grain":["month"],"source":"CVM FIDC monthly report (tabs V and VI filed overdue totals)","meaning":"overdue receivables, BRL"},"monthly_yield":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Percentual_Dividend_Yield_Mes)","meaning":"the month''s yield as a fraction as filed (0.0062 = 0.62 %)"},"assets":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Valor_Ativo)","meaning":"total assets, BRL"},"open":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"opening price, raw (month: the first session''s open)"},"high":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"highest price, raw (month: the highest of the sessions)"},"low":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"lowest price, raw (month: the lowest of the sessions)"},"close":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"last price, raw, never adjusted (month: the last session''s close)"},"volume":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"volume traded, BRL (month: summed)"},"trades":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"number of trades (month: summed)"},"quantity":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"quantity traded (month: summed)"}},"asset_classes":{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fii":{"what":"real-estate funds (CVM FII monthly report; their listed quotas on the quote tape, CODBDI 12)","served_by":["fund_nav","search_funds","metric_coverage","panel","quotes","quote_history"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]},"equity":{"what":"shares on the quote tape (ESPECI ON*/PN*)","served_by":["quotes","quote_history","panel"]},"unit":{"what":"units on the quote tape (ESPECI UNT*)","served_by":["quotes","quote_history","panel"]},"bdr":{"what":"depositary receipts on the quote tape (ESPECI DR*)","served_by":["quotes","quote_history","panel"]},"fund_quota":{"what":"listed fund quotas on the quote tape other than real-estate funds (ESPECI CI*)","served_by":["quotes","quote_history","panel"]},"other":{"what":"any other cash-market security on the quote tape (rights, receipts, ...)","served_by":["quotes","quote_history","panel"]}},"freq":{"fund_nav":"month (fi and fii: first day of the month; fidc: last day)","ptax":"business day","quotes":"exchange session","quote_history":"exchange session","option_exercises":"exchange session (one row per exercise print)","option_chain":"one exchange session","inflation_items":"month","fidc_aging":"month (21 rows each)","fidc_sacados":"month (up to 25 rows each)","focus_expectations":"survey date (business day)","macro_series":"as published: business day (SELIC_META, SELIC_DIARIA, CDI, POUPANCA, USDBRL, EURBRL) or month (IGPM, INPC, IPCA, PIB)","short_interest":"exchange session","short_interest_by_sector":"exchange session","investor_flow":"exchange session (T+2)","lending_trades":"exchange session","lending_participants":"exchange session","coverage":"as loaded","metric_coverage":"as loaded","portfolio_fees":"as filed (newest Extrato version per CNPJ)","portfolio_fee_peers":"as of p_as_of (latest Extrato per CNPJ)","portfolio_instruments":"as filed (newest CRI/CRA report or newest CDA month holding the code)","future_series":"exchange session","future_curve":"one exchange session","trade_consolidated_history":"exchange session","index_history":"exchange session","panel":"p_freq month (fund series as filed; the tape as monthly bars dated at the month''s last session) or day (the tape per session)"},"constraints":["Nothing is guessed: NULL is never 0, an unknown id gives an empty array, stored source values are never rewritten.","Set-returning functions refuse (SQLSTATE 22023) rather than trim when a window would exceed 1000 rows; narrow the window.","Function results are arrays ordered oldest first.","Views are cut at 1000 rows per response; page with limit/offset or Range and detect the cut with Content-Range.","Only schema api is exposed; any other schema or landing table answers 401.","ptax: rates are BRL per ONE unit of the currency as published; the last bulletin of a day is kept; no mid, cross or holiday rows.","portfolio_fees: at most 200 CNPJs (22023 above); one row per distinct CNPJ; a disclosed administration fee is usable only when above 0 and at most 5 % a year: 0 is returned with filed_zero (not informed), outside 0..5 is NULL with implausible_filed and the raw value in taxa_adm_filed_raw.","portfolio_fee_peers: 1 to 200 CNPJs (22023 otherwise); a peer group needs at least 30 usable fund fees (above 0, at most 5, not older than 36 months, not after p_as_of); no broader fallback.","portfolio_instruments: at most 200 codes and one 1000-row page (22023 above); codes trimmed, upper-cased, a leading CRA-, CRI- or DEB- removed only with the hyphen; CRI/CRA series registry first, else debentures in the funds'' holdings (CDA block 4), else match_kind NULL with a reason; nothing inferred from a code''s letters."],"enums":{"focus_expectations":{"p_endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"],"endpoint":["ExpectativasMercadoAnuais","ExpectativaMercadoMensais","ExpectativasMercadoSelic","ExpectativasMercadoInflacao12Meses"]},"macro_series":{"p_series":["CDI","EURBRL","IGPM","INPC","IPCA","PIB","POUPANCA","SELIC_DIARIA","SELIC_META","USDBRL"]},"fund_nav":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"search_funds":{"p_entity_type":["fi","fidc","fii"],"entity_type":["fi","fidc","fii"]},"investor_flow":{"flow_basis":["delta","month_open","unknown_opening_snapshot","missing_previous_snapshot"]},"metric_coverage":{"entity_type":["fi","fidc","fii"]}},"flow_basis":{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"},"regime_breaks":[{"dataset":"funds_fidc","column":"delinquency","boundary":"2025-01","before":"reports filed before the FIDC adaptation deadline of Resolution 175 (2024-12), read from the yearly HIST archives","after":"reports under Resolution 175, read from the monthly archives","never":"compare or difference delinquency across the boundary as if one series","refused_by":["screen_delinquency_drivers"]},{"dataset":"cvm-inf-diario","column":"cnpj","boundary":null,"before":"one row per fund (CNPJ_FUNDO, TP_FUNDO)","after":"one row per class under Resolution 175 (CNPJ_FUNDO_CLASSE, TP_FUNDO_CLASSE, ID_SUBCLASSE); the month of the switch is not confirmed, so files are read by header name","never":"assume a fund CNPJ before the switch is the class CNPJ after it"}],"applicability":{"fund_nav":{"fi":{"metrics":["nav","quota","quotaholders","inflows","redemptions"],"period":"first day of the reference month","source":"CVM daily report (inf_diario_fi), class rows without subclass: nav, quota and quotaholders of the last reported day of the month; inflows and redemptions the month sums of CAPTC_DIA and RESG_DIA"},"fidc":{"metrics":["nav","delinquency"],"period":"last day of the reference month","source":"CVM FIDC monthly report (inf_mensal_fidc): nav = TAB_IV_A_VL_PL; delinquency = the filed overdue totals TAB_V_B_VL_DIRCRED_INAD + TAB_VI_B_VL_DIRCRED_INAD (a blank total adds nothing; NULL when neither is filed); a restated month replaces the held one"},"fii":{"metrics":["nav","quotaholders","monthly_yield","assets"],"period":"first day of the reference month","source":"CVM FII monthly report (inf_mensal_fii, complemento member, highest Versao of the month): nav = Patrimonio_Liquido, quotaholders = Total_Numero_Cotistas, monthly_yield = Percentual_Dividend_Yield_Mes (a fraction as filed: 0.0062 = 0.62 %), assets = Valor_Ativo"},"not_filed":"a metric a family does not file is NULL, never 0; metric_coverage lists the span each family files","entity_type_mapping":"CVM fund types FI, FIF, CLASSES - FIF, FACFIF, FAPI, FITVM, FIC-FITVM, FIEX, FIC-FIEX, FI-FGTS, FMP-FGTS -> fi; every FIDC type (FIDC, FIDC-NP, FIC-FIDC, ...) -> fidc; FII, FIC-FII -> fii; other types (FIP, FIAGRO, FMIEE, FUNCINE, ...) are kept in the landing tables but not served"}},"screens":{"silent_filers":{"function":"screen_silent_filers","family":["fi","fidc","fii","fiagro"],"source":"the monthly fund series (cvm.fund_month) beside the registries","grain":"fund","params":{"p_min_silent_months":3,"p_max_silent_months":24,"p_family":null},"bounds":{"p_min_silent_months":"1..p_max_silent_months","p_max_silent_months":"p_min_silent_months..240","p_family":"fi, fidc, fii, fiagro or null"},"meaning":"funds whose newest monthly filing is p_min..p_max months behind their family''s complete-through period (the month before the family''s newest month); a signal, not a verdict"},"late_filers":{"function":"screen_late_filers","family":["fii","fidc"],"source":"the FNET document register (b3.fnet_document) with the fund the search was asked for (b3.fnet_document_fund)","grain":"fund","params":{"p_months":12,"p_end":null,"p_min_days_late":5,"p_min_late":2,"p_family":null},"bounds":{"p_months":"1..24","p_end":"a day of the window''s last month, not before 2025-01 (fidc or both) or 2025-08 (fii); null = the newest reference month on record","p_min_days_late":"1..365","p_min_late":"1..24","p_family":"fii, fidc or null"},"deadline_rule":"15 calendar days after the end of the reference month, no holiday calendar: FIDC Resolução CVM 175 Anexo Normativo II art. 27 III; FII Anexo Normativo III art. 36 I","meaning":"funds whose first delivery of a version 1 monthly structured report reached FNET at least p_min_days_late days after the deadline in at least p_min_late of the p_months months ending at p_end; months measured from 2025-01 (fidc) and 2025-08 (fii); a month with no report is not counted; identity is the CNPJ the search was asked for; a timestamp compared with a rule, not a finding"},"delinquency_drivers":{"function":"screen_delinquency_drivers","family":["fidc"],"source":"the monthly fund series (cvm.fund_month, fidc: nav and the filed overdue totals of tabs V and VI) beside the registries","grain":"fund","params":{"p_end":null,"p_months":12,"p_min_months":6,"p_min_delta_brl":1000000,"p_min_delta_pp":1,"p_driver":null},"bounds":{"p_end":"a day of the window''s last month; the window may not start before 2025-01; null = the fidc complete-through period","p_months":"2..24","p_min_months":"2..p_months","p_min_delta_brl":">= 0","p_min_delta_pp":">= 0","p_driver":"consistent_worsening, value_up_rate_masked, denominator_only, improvement, stable or null"},"regime_break":"funds_fidc delinquency at 2025-01 (regime_breaks)","meaning":"first against last observation of the window in BRL and in percentage points of NAV, classed consistent_worsening (both up), value_up_rate_masked (value up, rate flat or down), denominator_only (rate up, value flat or down), improvement (both down) or stable (anything else); stopped_reporting when the newest filing is two or more months behind the window end; a signal, not a verdict"}},"examples":[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"}],"tags":{"Coverage & catalog":"What the store holds (span, completeness, last landing, code version), which metric each fund family files, and this machine-readable catalog.","Funds":"Monthly series of CVM funds (fi, fidc, fii): NAV, quota, holders, flows, delinquency, yield, assets.","Lookup":"Find identifiers: funds by name or CNPJ prefix.","Macro":"Central-bank series: PTAX exchange rates and SGS series (Selic, CDI, IPCA, ...).","Quotes":"The exchange''s quote tape (COTAHIST): raw daily prices per ticker and board, never adjusted.","Derivatives":"Options from the exchange''s quote tape: one session''s chain, and exercise events.","FIDC":"Receivables funds in detail: the aging ladder and the largest debtors from the monthly report.","Screens":"Signals with stated rules, not verdicts: funds that stopped filing, funds that file late, and what drives a FIDC''s delinquency.","Inflation":"The statistics institute''s IPCA item tree: weights, changes and contributions per month.","Macro expectations":"The central bank''s Focus survey of market expectations.","Securities lending":"The exchange''s securities-lending trades per session and ticker, and per participant.","Short interest & flows":"The exchange''s daily bulletin: open lending positions (short interest) per ticker and sector, and daily net flow by investor type.","Panel":"Several ids and metrics at once in long rows: the monthly fund series beside the quote tape.","Rates":"Futures from the exchange''s settlement price reports: one contract through time, and one session''s curve (DI1 prices are rates)."},"endpoints":{"catalog":{"method":"POST","path":"/rpc/catalog","tag":"Coverage & catalog"},"coverage":{"method":"POST","path":"/rpc/coverage","tag":"Coverage & catalog"},"fidc_aging":{"method":"POST","path":"/rpc/fidc_aging","tag":"FIDC"},"fidc_sacados":{"method":"POST","path":"/rpc/fidc_sacados","tag":"FIDC"},"focus_expectations":{"method":"POST","path":"/rpc/focus_expectations","tag":"Macro expectations"},"fund_nav":{"method":"POST","path":"/rpc/fund_nav","tag":"Funds"},"inflation_items":{"method":"POST","path":"/rpc/inflation_items","tag":"Inflation"},"option_chain":{"method":"POST","path":"/rpc/option_chain","tag":"Derivatives"},"option_exercises":{"method":"POST","path":"/rpc/option_exercises","tag":"Derivatives"},"quote_history":{"method":"POST","path":"/rpc/quote_history","tag":"Quotes"},"quotes":{"method":"GET","path":"/quotes","tag":"Quotes"},"investor_flow":{"method":"GET","path":"/investor_flow","tag":"Short interest & flows"},"lending_participants":{"method":"GET","path":"/lending_participants","tag":"Securities lending"},"lending_trades":{"method":"GET","path":"/lending_trades","tag":"Securities lending"},"macro_series":{"method":"POST","path":"/rpc/macro_series","tag":"Macro"},"metric_coverage":{"method":"POST","path":"/rpc/metric_coverage","tag":"Coverage & catalog"},"ptax":{"method":"POST","path":"/rpc/ptax","tag":"Macro"},"screen_silent_filers":{"method":"POST","path":"/rpc/screen_silent_filers","tag":"Screens"},"screen_late_filers":{"method":"POST","path":"/rpc/screen_late_filers","tag":"Screens"},"screen_delinquency_drivers":{"method":"POST","path":"/rpc/screen_delinquency_drivers","tag":"Screens"},"search_funds":{"method":"POST","path":"/rpc/search_funds","tag":"Lookup"},"portfolio_fees":{"method":"POST","path":"/rpc/portfolio_fees","tag":"Funds"},"portfolio_fee_peers":{"method":"POST","path":"/rpc/portfolio_fee_peers","tag":"Funds"},"portfolio_instruments":{"method":"POST","path":"/rpc/portfolio_instruments","tag":"Lookup"},"short_interest":{"method":"GET","path":"/short_interest","tag":"Short interest & flows"},"short_interest_by_sector":{"method":"GET","path":"/short_interest_by_sector","tag":"Short interest & flows"},"future_series":{"method":"POST","path":"/rpc/future_series","tag":"Rates"},"future_curve":{"method":"POST","path":"/rpc/future_curve","tag":"Rates"},"trade_consolidated_history":{"method":"POST","path":"/rpc/trade_consolidated_history","tag":"Quotes"},"index_history":{"method":"POST","path":"/rpc/index_history","tag":"Quotes"},"panel":{"method":"POST","path":"/rpc/panel","tag":"Panel"}}}'::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version 75).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
--! EndIncluded functions/catalog.sql
--! Included sql/b3/tape_session.sql
-- The sessions the quote tape holds, with each one's 21-session window, kept by
-- b3.refresh_cash_adtv inside each COTAHIST file's transaction.
create table b3.tape_session (
  trade_date date primary key,
  window_start date not null,
  window_sessions integer not null check (window_sessions between 1 and 21),
  check (window_start <= trade_date)
);
alter table b3.tape_session owner to ingest_writer;
grant select on b3.tape_session to api_owner;
comment on table b3.tape_session is 'One row per session the quote tape (b3.cotahist) holds: window_start is the oldest of the 21 tape sessions ending at it, window_sessions how many there are (fewer than 21 near the start of the tape). Refreshed by b3.refresh_cash_adtv.';
--! EndIncluded sql/b3/tape_session.sql
--! Included sql/b3/cash_adtv.sql
-- The 21-session average traded value per session and cash-board ticker,
-- kept by b3.refresh_cash_adtv so short_interest reads it by an equi-join
-- instead of walking the tape per row.
create table b3.cash_adtv (
  trade_date date not null references b3.tape_session (trade_date),
  codneg text not null,
  adtv_value_21 numeric not null,
  adtv_sessions integer not null check (adtv_sessions between 1 and 21),
  primary key (trade_date, codneg)
);
alter table b3.cash_adtv owner to ingest_writer;
grant select on b3.cash_adtv to api_owner;
comment on table b3.cash_adtv is 'Per tape session and ticker with a cash-board (TPMERC 010) trade in its window: the ticker''s VOLTOT summed over the session''s 21-session window (b3.tape_session) divided by window_sessions (kept beside it as adtv_sessions, so a reader needs one probe), 2 decimals; a session without a trade counts 0. No row when the ticker has no cash-board trade in the window.';
--! EndIncluded sql/b3/cash_adtv.sql
--! Included sql/b3/refresh_cash_adtv.sql
-- Called by the COTAHIST loader after each file (inside its transaction) with
-- the file's oldest and newest session: records the sessions, then recomputes
-- the windows and averages of those sessions and of the 20 held after them
-- (a file loaded out of order changes their windows).
create or replace function b3.refresh_cash_adtv(p_first date, p_last date)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_lo date;
  v_hi date;
begin
  if p_first is null or p_last is null then
    return;
  end if;
  insert into b3.tape_session (trade_date, window_start, window_sessions)
  select distinct c.trade_date, c.trade_date, 1 from b3.cotahist c where c.trade_date between p_first and p_last
  on conflict (trade_date) do nothing;

  select coalesce(max(s.trade_date), p_last) into v_hi
  from (select x.trade_date from b3.tape_session x where x.trade_date > p_last order by x.trade_date limit 20) s;
  select coalesce(min(s.trade_date), p_first) into v_lo
  from (select x.trade_date from b3.tape_session x where x.trade_date < p_first order by x.trade_date desc limit 20) s;

  with ordered as (
    select x.trade_date, row_number() over (order by x.trade_date) as ord
    from b3.tape_session x where x.trade_date between v_lo and v_hi
  )
  update b3.tape_session t
     set window_start = w.window_start, window_sessions = w.window_sessions
    from (select o.trade_date, min(o2.trade_date) as window_start, count(*)::integer as window_sessions
            from ordered o join ordered o2 on o2.ord between o.ord - 20 and o.ord
           group by o.trade_date) w
   where t.trade_date = w.trade_date and t.trade_date between p_first and v_hi;

  delete from b3.cash_adtv a where a.trade_date between p_first and v_hi;
  -- each cash row counted once per session whose window holds it (at most 21)
  insert into b3.cash_adtv (trade_date, codneg, adtv_value_21, adtv_sessions)
  with ordered as (
    select x.trade_date, x.window_sessions, row_number() over (order by x.trade_date) as ord
    from b3.tape_session x where x.trade_date between v_lo and v_hi
  ),
  daily as (
    select c.codneg, c.voltot, o.ord
    from b3.cotahist c join ordered o on o.trade_date = c.trade_date
    where c.trade_date between v_lo and v_hi and c.tpmerc = '010'
  )
  select s.trade_date, d.codneg, round(sum(d.voltot) / s.window_sessions, 2), s.window_sessions
  from ordered s join daily d on d.ord between s.ord - 20 and s.ord
  where s.trade_date between p_first and v_hi
  group by s.trade_date, d.codneg, s.window_sessions
  having sum(d.voltot) is not null;
end;
$$;

alter function b3.refresh_cash_adtv(date, date) owner to ingest_writer;
revoke all on function b3.refresh_cash_adtv(date, date) from public;
comment on function b3.refresh_cash_adtv(date, date) is 'Records the tape sessions between p_first and p_last in b3.tape_session and recomputes the 21-session windows and b3.cash_adtv of those sessions and the 20 held after them. Called by the COTAHIST loader after each file.';
--! EndIncluded sql/b3/refresh_cash_adtv.sql
-- a store that already holds a tape gets its sessions and averages now
select b3.refresh_cash_adtv(min(c.trade_date), max(c.trade_date)) from b3.cotahist c;
--! Included views/short_interest.sql
-- api.short_interest: open securities-lending positions (short interest) per
-- session and ticker, with the published sector, lending rates and the quote
-- tape's 21-session average traded value. Dropped and recreated: the upstream
-- column order puts the new columns between the old ones.
drop view if exists api.short_interest;
create view api.short_interest with (security_invoker = false) as
select pos.trade_date,
       pos.ticker,
       pos.asset_name,
       pos.isin,
       pos.sector,
       null::text as sector_top,
       pos.category as instrument_category,
       pos.short_quantity,
       pos.short_value,
       null::numeric as pct_float,
       null::text as float_basis,
       null::numeric as float_denominator,
       round(pos.short_value / nullif(adtv.adtv_value_21, 0), 2) as days_to_cover,
       adtv.adtv_value_21,
       -- the session's window size from the average's own row; only a ticker without
       -- one looks the session up
       coalesce(adtv.adtv_sessions, (select t.window_sessions from b3.tape_session t where t.trade_date = pos.trade_date)) as adtv_sessions,
       rates.lender_rate_pct,
       rates.borrower_rate_pct,
       rates.contracts
  -- the Total-row and registry-snapshot rules, shared with short_interest_by_sector
  from b3.short_position pos
  left join lateral (
    select case when bool_or(b.is_total) then max(b.lender_rate_avg) filter (where b.is_total)
                else round(sum(b.lender_rate_avg * b.quantity) / nullif(sum(b.quantity) filter (where b.lender_rate_avg is not null), 0), 6) end as lender_rate_pct,
           case when bool_or(b.is_total) then max(b.borrower_rate_avg) filter (where b.is_total)
                else round(sum(b.borrower_rate_avg * b.quantity) / nullif(sum(b.quantity) filter (where b.borrower_rate_avg is not null), 0), 6) end as borrower_rate_pct,
           case when bool_or(b.is_total) then max(b.contracts) filter (where b.is_total)
                else sum(b.contracts) end as contracts
      from b3.lending_balance b
     where b.trade_date = pos.trade_date and b.ticker = pos.ticker
    having count(*) > 0
  ) rates on true
  -- the ticker's 21-session average, kept per session by the COTAHIST loader
  -- (b3.refresh_cash_adtv): one key probe
  left join b3.cash_adtv adtv on adtv.trade_date = pos.trade_date and adtv.codneg = pos.ticker;

alter view api.short_interest owner to api_owner;
revoke all on api.short_interest from public;
grant select on api.short_interest to anon, authenticated;
comment on view api.short_interest is 'Short interest per session and ticker: open securities-lending positions from the exchange''s daily bulletin (BTBLendingOpenPosition), with the sector and category the equities registry publishes and the lending rates of BTBLoanBalance.

short_quantity and short_value sum the per-market rows (registered and electronic markets); the exchange''s Total row is never added to them and is used only when a ticker has no per-market row. The exchange keeps about 21 sessions and publishes no archive; every session collected here is kept. From the quote tape (COTAHIST): adtv_value_21 (the 21-session average traded value), adtv_sessions and days_to_cover. pct_float, float_basis, float_denominator and sector_top are NULL: no free-float, shares-outstanding or sector-tree source is held (see each column).';
comment on column api.short_interest.trade_date is 'Session of the open position (YYYY-MM-DD).';
comment on column api.short_interest.ticker is 'B3 trading code (Código IF).';
comment on column api.short_interest.asset_name is 'Company or fund name as published (Empresa ou fundo).';
comment on column api.short_interest.isin is 'ISIN as published (Código ISIN).';
comment on column api.short_interest.sector is 'Sector the equities instrument registry (InstrumentsEquities, column Segmento) publishes for the ticker: the snapshot of the session, else the newest before it, else the oldest after it. NULL when the registry holds no sector for the ticker.';
comment on column api.short_interest.sector_top is 'Top-level economic sector above sector. Always NULL here: the exchange''s sector classification tree (economic sector, subsector, segment) is not a source this store holds; the equities registry publishes only the segment (sector).';
comment on column api.short_interest.instrument_category is 'Category the equities instrument registry publishes (e.g. SHARES, UNIT, ETF EQUITIES, FUNDS, BDR); NULL when the ticker is not in the registry.';
comment on column api.short_interest.short_quantity is 'Shares (or units) on loan at the end of the session: sum of the per-market rows, never including the Total row.';
comment on column api.short_interest.short_value is 'Value on loan in R$ (Saldo em R$): sum of the per-market rows, never including the Total row.';
comment on column api.short_interest.lender_rate_pct is 'Lender (doador) volume-weighted average rate, % per year, from BTBLoanBalance: the Total row when published, else the per-market averages weighted by quantity (6 decimals). NULL when no balance is published for the ticker and session.';
comment on column api.short_interest.borrower_rate_pct is 'Borrower (tomador) volume-weighted average rate, % per year, from BTBLoanBalance, as lender_rate_pct. NULL when not published.';
comment on column api.short_interest.contracts is 'Open lending contracts (Número de contratos) from BTBLoanBalance: the Total row when published, else the sum of the market rows. NULL when not published.';
comment on column api.short_interest.pct_float is 'short_quantity as a share of the free float (a fraction). Always NULL here: neither input the upstream service uses is held (the exchange''s index portfolios, which publish each constituent''s free-float shares, nor shares outstanding per ticker; the registry''s share_capital is capital in BRL, not a share count).';
comment on column api.short_interest.float_basis is 'Which denominator pct_float uses: index_free_float or shares_outstanding. Always NULL here, as pct_float (no free-float or shares-outstanding source is held).';
comment on column api.short_interest.float_denominator is 'The free-float or outstanding share count pct_float divides by. Always NULL here, as pct_float.';
comment on column api.short_interest.days_to_cover is 'short_value / adtv_value_21: sessions of average traded value the position represents, 2 decimals. NULL when adtv_value_21 is NULL (or 0).';
comment on column api.short_interest.adtv_value_21 is 'Average daily traded value, BRL: the ticker''s cash-board volume (COTAHIST VOLTOT, TPMERC 010) summed over the adtv_sessions tape sessions ending at trade_date, divided by adtv_sessions (a session without a trade counts 0), 2 decimals. NULL when the quote tape does not hold trade_date, or holds no cash-board trade of the ticker in those sessions.';
comment on column api.short_interest.adtv_sessions is 'Sessions adtv_value_21 averages over: the 21 quote-tape sessions ending at trade_date (inclusive), fewer when the tape holds fewer before it. NULL when the tape does not hold trade_date.';
--! EndIncluded views/short_interest.sql
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
-- a generic plan cannot turn like v_prefix || '%' into an index range: plan each call
set plan_cache_mode = force_custom_plan
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
    -- the cash ticker of the ISIN: the newest on or before the exercise, else the
    -- newest after it (two tickers of one ISIN on that session: the first by code);
    -- each a one-row backward probe of cotahist_isin_cash
    left join lateral (
      select y.codneg
      from ((select c.codneg, 0 as preference from b3.cotahist c
              where c.tpmerc = '010' and c.codisi = e.codisi and c.trade_date <= e.trade_date
              order by c.trade_date desc, c.codneg limit 1)
            union all
            (select c.codneg, 1 from b3.cotahist c
              where c.tpmerc = '010' and c.codisi = e.codisi and c.trade_date > e.trade_date
              order by c.trade_date desc, c.codneg limit 1)) y
      order by y.preference
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
