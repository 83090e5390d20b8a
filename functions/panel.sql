-- api.panel: long rows (id, asset_class, date, metric, value) over the monthly
-- fund series, the quote tape and listed companies' standard lines (from their
-- DFP, the lines company_financials serves), for a few ids at once, cursor paged.
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
comment on column api.panel_row.id is 'The id as served: a fund CNPJ (14 digits) or a B3 ticker (upper case); for a company''s lines the id as sent (a ticker upper case, a CNPJ as 14 digits, a CVM code as sent).';
comment on column api.panel_row.asset_class is 'Fund family (fi, fidc, fii, fip, fiagro) for a CNPJ; for a ticker the class the tape types it as (equity, unit, bdr, fii, fund_quota, other; api.quotes asset_class); cia for a listed company''s standard lines.
@enum internal.asset_class';
comment on column api.panel_row.date is 'Fund series: the reference period (fi, fii and fiagro the first day of the month, fidc the last, fip 31 December). Tape: the session (p_freq day) or the month''s last session in the window (p_freq month). Company lines: the DFP''s period end (DT_FIM_EXERC, the fiscal year''s last day).';
comment on column api.panel_row.metric is 'Metric name (catalog metrics): nav, quota, quotaholders, inflows, redemptions, delinquency, monthly_yield, assets for funds; open, high, low, close, volume, trades, quantity, close_adj, close_return for tickers; revenue ... net_change_in_cash for a listed company (company_financials'' standard lines).
@enum internal.panel_metric_name';
comment on column api.panel_row.value is 'The value as filed or published (prices raw, never adjusted, but close_adj and close_return, which say so by name); NULL when the fund did not file a metric its family files, or when an adjusted metric cannot be computed (quote_history''s null_reason says why), or when a company''s VL_CONTA is blank; never 0.';

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
    'Send p_entity_type as fi, fidc, fii, fip or fiagro to keep one fund family, or null for every family of the CNPJs.');
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
  v_company_ids text[];
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
                        and ((pm.id_type = 'cnpj' and cardinality(v_cnpjs) > 0) or (pm.id_type = 'ticker' and cardinality(v_tickers) > 0)
                             or pm.id_type = 'company'));
    if v_bad is not null then
      raise exception using
        errcode = '22023',
        message = format('panel: no id in p_ids carries %s', v_bad),
        detail = 'Fund metrics (nav, quota, ...) belong to CNPJ ids; tape metrics (close, volume, ...) to ticker ids; company lines (revenue, ...) to any id naming a listed company (catalog metrics id_type).',
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

  -- a company's standard lines are served when named (an id is read as a company only then)
  if exists (select 1 from unnest(v_metrics) m join internal.panel_metric() pm on pm.metric = m and pm.id_type = 'company') then
    if v_freq = 'day' then
      raise exception using
        errcode = '22023',
        message = 'panel: a company''s lines are yearly; p_freq day serves only ticker metrics',
        detail = 'Company lines (revenue, ...) are read from the DFP, one value per fiscal year (catalog metrics grain).',
        hint = 'Send p_freq month, or drop the company lines from p_metrics.';
    end if;
    v_company_ids := v_cnpjs || v_tickers;
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
    company as (
      -- the consolidated DFP as known now: the lines company_financials serves for
      -- its year rows (flows over the fiscal year, positions at its end)
      select c.id, 'cia'::text as asset_class, s.period_end as date, a.line as metric, s.value
      from internal.panel_companies(v_company_ids, v_from, v_to) c
      -- only the accounts of the lines asked are read (a filing has hundreds of lines)
      cross join lateral internal.statement_rows(array['dre', 'bpa', 'bpp', 'dfc_md', 'dfc_mi'], c.cnpj, c.cd_cvm, v_from, v_to, 'con', 'dfp', null,
                                                 array(select a.account_code from internal.standard_line_account() a where a.line = any(v_metrics))) s
      join internal.standard_line_account() a
        on a.account_code = s.account_code and a.statement = case when s.statement like 'dfc%' then 'dfc' else s.statement end
      where a.line = any(v_metrics) and s.period_end between v_from and v_to
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
    from (select * from fund union all select * from tape union all select * from company) r
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
Ids: a 14-digit CNPJ (punctuation ignored) reads the monthly fund series (the metrics its family files: fi nav, quota, quotaholders, inflows, redemptions; fidc nav, delinquency; fii nav, quotaholders, monthly_yield, assets; fip nav, on 31 December only; fiagro nav, delinquency); anything else is a ticker read from the cash board of the quote tape (open, high, low, close, volume, trades, quantity; prices raw, never adjusted; and, when named in p_metrics, close_adj = quote_history''s split, reverse-split and bonus adjusted close per share and close_return = the return of quote_history''s close_total_return (cash events reinvested) since the previous session (day) or the previous calendar month''s last session (month), 8 decimals; each NULL where quote_history''s null_reason says why, and close_return NULL on the first bar of the window or after a month without a session). 1 to 3 ids anonymous, 1 to 50 signed in (catalog tiers.*.panel_ids); more is refused (22023). p_freq month (default) serves the fund series as filed and the tape as monthly bars of the sessions in the window (open of the first session, high and low over the month, close of the last, volume, trades and quantity summed; date = the month''s last session); p_freq day serves the tape session by session and refuses fund metrics (the series is monthly) and company lines (yearly). A listed company''s standard lines (company_financials: revenue 3.01, cost_of_sales, gross_profit, ebit, financial_result, pretax_income, income_tax, net_income, net_income_parent, total_assets 1, current_assets, cash, non_current_assets, current_liabilities, non_current_liabilities, equity 2.03, operating_cash_flow, investing_cash_flow, financing_cash_flow, net_change_in_cash) are served when named in p_metrics, asset_class cia, for each id that names a company as company_financials'' p_id does (a ticker through the registration forms'' (FCA) map on some day of the window, a 14-digit CNPJ or a CVM code; a ticker two companies held in the window is refused, 22023): the consolidated DFP (con) as known now (each fiscal year''s newest version, its ÚLTIMO lines), one value per fiscal year dated at its period end (flows over the year, positions at its end; quarters are served by company_financials), in reais (VL_CONTA times the ESCALA_MOEDA unit); a line the filing lacks is absent, a blank VL_CONTA NULL. A metric a family never files is refused (22023, metric_coverage lists what each family files); an unknown metric, or one no id in p_ids carries, is refused too. A metric the family files but a fund left blank that month is NULL, never 0. Unknown ids give no rows (all unknown: an empty array). Rows are ordered by date, id, metric, asset_class. Paging: p_after = '''' for the first page, then the last row''s date|id|metric|asset_class; a page shorter than 1000 rows is the last. p_after = null is whole-result mode, refused (22023) above 1000 rows.
p_ids: fund CNPJs and/or B3 tickers, e.g. {PETR4,33.101.369/0001-40}; for company lines also a company''s CNPJ or CVM code.
p_metrics: metric names (catalog metrics); default null = every metric of each id but the adjusted close_adj and close_return and the company lines, which are served when named.
p_from: first date (YYYY-MM-DD); default 365 days before p_to.
p_to: last date (YYYY-MM-DD); default today.
p_freq: month (default) or day.
p_entity_type: fi, fidc, fii, fip or fiagro to keep one family of the CNPJ ids; default null (every family).
p_after: cursor: null = whole result, '''' = first page, then the last row''s date|id|metric|asset_class.
@tag Panel
@cursor date|id|metric|asset_class
@default p_metrics: every metric of each id (catalog metrics) but close_adj, close_return and the company lines, which are served when named
@default p_from: 365 days before p_to
@default p_to: today
@default p_freq
@default p_entity_type
@default p_after';
