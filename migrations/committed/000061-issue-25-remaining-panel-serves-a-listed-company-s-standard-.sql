--! Previous: sha1:46dc575042a52e6d9ba9479a58fbe31a37fb3dfe
--! Hash: sha1:07f6708f5a7e2235f7dc8b965011a0a8f437c442
--! Message: Issue 25 remaining: panel serves a listed company's standard lines for company ids; statement endpoints read their lines once; a CVM code p_id by index; company_events planned per call (from the companies-perf branch)

-- Issue 25 remaining (merged from the companies-perf branch): panel serves a listed company's standard lines; the statement endpoints read their lines once; a CVM code p_id by index; company_events planned per call
alter domain internal.asset_class drop constraint asset_class_check;
alter domain internal.asset_class add constraint asset_class_check check (value in ('fi', 'fidc', 'fii', 'fip', 'fiagro', 'equity', 'unit', 'bdr', 'fund_quota', 'other', 'cia'));
comment on domain internal.asset_class is 'An asset class of panel and the quote tape (catalog asset_classes says what each holds); cia, a listed company''s standard lines, is panel''s only.';
alter domain internal.panel_metric_name drop constraint panel_metric_name_check;
alter domain internal.panel_metric_name add constraint panel_metric_name_check
  check (value in ('nav', 'quota', 'quotaholders', 'inflows', 'redemptions', 'delinquency', 'monthly_yield', 'assets', 'open', 'high', 'low', 'close', 'volume', 'trades', 'quantity', 'close_adj', 'close_return',
    'revenue', 'cost_of_sales', 'gross_profit', 'ebit', 'financial_result', 'pretax_income', 'income_tax', 'net_income', 'net_income_parent',
    'total_assets', 'current_assets', 'cash', 'non_current_assets', 'current_liabilities', 'non_current_liabilities', 'equity',
    'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'net_change_in_cash'));
comment on domain internal.panel_metric_name is 'A metric of panel (catalog metrics): the fund series, the tape''s daily or monthly bar, then a listed company''s standard lines (company_financials).';
--! Included sql/internal/standard_line_account.sql
-- The standard lines of a listed company's statements: each line is one account
-- of CVM's fixed chart for commercial, industrial and other companies (banks and
-- insurers file another chart). company_financials and panel read the lines
-- through this one map, so they cannot disagree on an account. statement dfc
-- stands for the DFC by either method (dfc_md, dfc_mi); ord is the served order.
create or replace function internal.standard_line_account()
returns table (ord integer, line text, statement text, account_code text)
language sql
immutable
set search_path = ''
as $$
  select v.ord, v.line, v.statement, v.account_code
  from (values
    (1, 'revenue', 'dre', '3.01'), (2, 'cost_of_sales', 'dre', '3.02'), (3, 'gross_profit', 'dre', '3.03'), (4, 'ebit', 'dre', '3.05'),
    (5, 'financial_result', 'dre', '3.06'), (6, 'pretax_income', 'dre', '3.07'), (7, 'income_tax', 'dre', '3.08'), (8, 'net_income', 'dre', '3.11'),
    (9, 'net_income_parent', 'dre', '3.11.01'),
    (10, 'total_assets', 'bpa', '1'), (11, 'current_assets', 'bpa', '1.01'), (12, 'cash', 'bpa', '1.01.01'), (13, 'non_current_assets', 'bpa', '1.02'),
    (14, 'current_liabilities', 'bpp', '2.01'), (15, 'non_current_liabilities', 'bpp', '2.02'), (16, 'equity', 'bpp', '2.03'),
    (17, 'operating_cash_flow', 'dfc', '6.01'), (18, 'investing_cash_flow', 'dfc', '6.02'), (19, 'financing_cash_flow', 'dfc', '6.03'),
    (20, 'net_change_in_cash', 'dfc', '6.05')
  ) v(ord, line, statement, account_code);
$$;

alter function internal.standard_line_account() owner to api_owner;
revoke all on function internal.standard_line_account() from public;
comment on function internal.standard_line_account() is
  'Internal: the standard lines of company_financials and panel (internal.standard_line), each with the statement (dre, bpa, bpp, or dfc for either DFC method) and the CVM fixed-chart account (CD_CONTA) it is read from, and its served order.';
--! EndIncluded sql/internal/standard_line_account.sql
--! Included sql/internal/panel_metric.sql
-- The metrics api.panel serves, one row per (metric, id type, class): the fund
-- families' filed metrics (catalog applicability.fund_nav) and the quote tape's
-- session figures, and a listed company's standard lines (id type company: a
-- ticker through the FCA map, a CNPJ or a CVM code). catalog.json metrics is pinned to this list by a test.
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
    ('nav', 'cnpj', 'fip', array['month']),
    ('nav', 'cnpj', 'fiagro', array['month']), ('delinquency', 'cnpj', 'fiagro', array['month']),
    ('open', 'ticker', null, array['day', 'month']), ('high', 'ticker', null, array['day', 'month']),
    ('low', 'ticker', null, array['day', 'month']), ('close', 'ticker', null, array['day', 'month']),
    ('volume', 'ticker', null, array['day', 'month']), ('trades', 'ticker', null, array['day', 'month']),
    ('quantity', 'ticker', null, array['day', 'month']),
    ('close_adj', 'ticker', null, array['day', 'month']), ('close_return', 'ticker', null, array['day', 'month'])
  ) v(metric, id_type, asset_class, grain)
  union all
  -- a listed company's standard lines (company_financials), from its DFP: p_freq month only
  select l.line, 'company', 'cia', array['month'] from internal.standard_line_account() l;
$$;

alter function internal.panel_metric() owner to api_owner;
revoke all on function internal.panel_metric() from public;
comment on function internal.panel_metric() is
  'Internal: the metrics of api.panel: per metric its id type (cnpj for the monthly fund series, ticker for the quote tape, company for a listed company''s standard lines), the fund family that files it (NULL for the tape: every class the tape types; cia for a company) and the grains it is served at.';
--! EndIncluded sql/internal/panel_metric.sql
--! Included sql/internal/panel_companies.sql
-- api.panel's ids read as listed companies, for the standard lines of
-- company_financials: each id of a shape internal.company_on reads (a 14-digit
-- CNPJ, a 1-to-6-digit CVM code, a B3 code resolved through the FCA map on some
-- day of [p_from, p_to]) with the company it names. Any other id names no
-- company (no row), not a refusal: panel ids are fund CNPJs and tape tickers too.
-- A ticker two companies held in the window is refused by company_on (22023).
create or replace function internal.panel_companies(p_ids text[], p_from date, p_to date)
returns table (id text, cnpj text, cd_cvm integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_id text;
  v_company record;
begin
  foreach v_id in array coalesce(p_ids, '{}') loop
    if v_id ~ '^[0-9]{14}$' or v_id ~ '^[0-9]{1,6}$' or (v_id ~ '^[A-Z0-9]{4}[0-9]{1,2}[A-Z]?$' and v_id ~ '[A-Z]') then
      v_company := internal.company_on(v_id, 'panel', p_from, p_to);
      id := v_id;
      cnpj := v_company.cnpj;
      cd_cvm := v_company.cd_cvm;
      return next;
    end if;
  end loop;
end;
$$;

alter function internal.panel_companies(text[], date, date) owner to api_owner;
revoke all on function internal.panel_companies(text[], date, date) from public;
comment on function internal.panel_companies(text[], date, date) is
  'Internal: api.panel''s ids (upper-cased, CNPJs as 14 digits) that name a listed company: (id, cnpj, cd_cvm) through internal.company_on on [p_from, p_to] for a 14-digit CNPJ, a CVM code or a B3 code (cnpj '''' for a ticker no company held: no statement row matches); other ids give no row; a ticker two companies held raises 22023 (panel: ...).';
--! EndIncluded sql/internal/panel_companies.sql
--! Included functions/company_financials.sql
-- api.company_financials: A listed company's standard lines (revenue, gross profit, EBIT, net income, total assets, equity, operating cash flow...) across its statements, as known on a date, oldest period first.
-- Each line is one account of CVM's fixed chart (the map is
-- internal.standard_line_account, which panel reads too), read from the
-- lines internal.statement_rows serves, so a user can check it against the
-- statement it comes from. Banks and insurers file another chart: their
-- account 3.01 is not sales revenue, and account_name says what was filed.
drop function if exists api.company_financials(text, date, date, text, date);
drop type if exists api.company_financials_row;

create type api.company_financials_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  period_start date,
  period_end date,
  period_kind text,
  line text,
  statement text,
  account_code text,
  account_name text,
  value numeric,
  currency_scale text,
  version integer,
  received_on date,
  source text
);
alter type api.company_financials_row owner to api_owner;
comment on type api.company_financials_row is 'One standard line of a listed company''s filing for one period, with the account it is read from.';
comment on column api.company_financials_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.company_financials_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.company_financials_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.company_financials_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.company_financials_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.company_financials_row.period_start is 'DT_INI_EXERC, first day of the period of a flow line; NULL for a balance sheet line (a position).';
comment on column api.company_financials_row.period_end is 'DT_FIM_EXERC, last day of the period (a balance sheet line''s date); never NULL.';
comment on column api.company_financials_row.period_kind is 'year (a DFP''s fiscal year), quarter or year_to_date (an ITR''s two spans, told apart by DT_INI_EXERC); NULL for a balance sheet line. A fourth quarter is never derived.
@enum internal.statement_period';
comment on column api.company_financials_row.line is 'The standard line: revenue, cost_of_sales, gross_profit, ebit, financial_result, pretax_income, income_tax, net_income, net_income_parent, total_assets, current_assets, cash, non_current_assets, current_liabilities, non_current_liabilities, equity, operating_cash_flow, investing_cash_flow, financing_cash_flow, net_change_in_cash; never NULL.
@enum internal.standard_line';
comment on column api.company_financials_row.statement is 'The statement the line is read from: dre, bpa, bpp, dfc_md or dfc_mi (the DFC by the method filed); never NULL.
@enum internal.financial_statement';
comment on column api.company_financials_row.account_code is 'CD_CONTA the line is read from (e.g. 3.01 for revenue), to check it against the statement; never NULL.';
comment on column api.company_financials_row.account_name is 'DS_CONTA as filed (a bank or insurer files another chart: the name says what the account holds); NULL when blank.';
comment on column api.company_financials_row.value is 'The account in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.company_financials_row.currency_scale is 'ESCALA_MOEDA as filed: MIL or UNIDADE; never NULL.';
comment on column api.company_financials_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.company_financials_row.received_on is 'DT_RECEB of that version, from the filing index; NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.company_financials_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';

create function api.company_financials(p_id text, p_from date default null, p_to date default null, p_scope text default 'con', p_as_of date default null)
returns setof api.company_financials_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope text := internal.one_of('company_financials', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'company_financials', v_from, v_to);
  v_lines api.company_financials_row[];
begin
  perform internal.assert_window(v_from, v_to, 'company_financials',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the lines (at most 1001) gathered, counted, then returned
  select array_agg(l.r) into v_lines from (
  select row(s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.period_start, s.period_end, s.period_kind,
             m.line, s.statement, s.account_code, s.account_name, s.value, s.currency_scale, s.version, s.received_on, s.source)::api.company_financials_row as r
  from internal.statement_rows(array['dre', 'bpa', 'bpp', 'dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, null, p_as_of) s
  join internal.standard_line_account() m
    on m.account_code = s.account_code and m.statement = case when s.statement like 'dfc%' then 'dfc' else s.statement end
  order by s.period_end, s.doc_type, coalesce(s.period_kind = 'year_to_date', false), m.ord
  limit 1001) l;
  perform internal.assert_row_cap(coalesce(cardinality(v_lines), 0), 'company_financials', 'Narrow p_from/p_to to fewer periods.');
  return query select * from unnest(v_lines);
end;
$$;

alter function api.company_financials(text, date, date, text, date) owner to api_owner;
revoke all on function api.company_financials(text, date, date, text, date) from public;
grant execute on function api.company_financials(text, date, date, text, date) to anon, authenticated;
comment on function api.company_financials(text, date, date, text, date) is 'A listed company''s standard lines (revenue, gross profit, EBIT, net income, total assets, equity, operating cash flow...) across its statements, as known on a date, oldest period first.
A standard set of lines read from the DFP (yearly) and ITR (quarterly) filings, each with the account it comes from (statement, account_code, account_name) so it can be checked against income_statements, balance_sheets or cash_flow_statements: revenue 3.01, cost_of_sales 3.02, gross_profit 3.03, ebit 3.05, financial_result 3.06, pretax_income 3.07, income_tax 3.08, net_income 3.11, net_income_parent 3.11.01 (DRE); total_assets 1, current_assets 1.01, cash 1.01.01, non_current_assets 1.02 (BPA); current_liabilities 2.01, non_current_liabilities 2.02, equity 2.03 (BPP); operating_cash_flow 6.01, investing_cash_flow 6.02, financing_cash_flow 6.03, net_change_in_cash 6.05 (DFC, by the method filed). These are CVM''s fixed-chart accounts for commercial, industrial and other companies; banks and insurers file another chart, so their lines keep the filed account_name. Rows: per period end, DFP before ITR, a quarter''s lines and the positions before the year-to-date lines (period_kind year, quarter, year_to_date; a fourth quarter is never derived), then the lines in the order above. A line the filing lacks is absent, never 0; a blank VL_CONTA is NULL. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit). Each period is served from the newest version received on or before p_as_of, its ÚLTIMO lines only, as in the statement functions. An unknown company answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4, through the registration forms'' (FCA) map: the company that held it on some day of the window), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/company_financials.sql
--! Included functions/panel.sql
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
      cross join lateral internal.statement_rows(array['dre', 'bpa', 'bpp', 'dfc_md', 'dfc_mi'], c.cnpj, c.cd_cvm, v_from, v_to, 'con', 'dfp', null) s
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
--! EndIncluded functions/panel.sql
--! Included functions/income_statements.sql
-- api.income_statements: A listed company's income statements (DRE) as known on a date, oldest period first.
-- The period's value is the filing's ÚLTIMO line of the newest version received
-- on or before p_as_of (internal.statement_rows), so a backtest never sees a
-- restatement before CVM received it.
drop function if exists api.income_statements(text, date, date, text, text, date);
drop type if exists api.income_statements_row;

create type api.income_statements_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  version integer,
  received_on date,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text
);
alter type api.income_statements_row owner to api_owner;
comment on type api.income_statements_row is 'One account line of a listed company''s income statement (DRE, Demonstração do Resultado), as filed in the version served.';
comment on column api.income_statements_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.income_statements_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.income_statements_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.income_statements_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.income_statements_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.income_statements_row.statement is 'dre (income statement); never NULL.
@enum internal.financial_statement';
comment on column api.income_statements_row.period_start is 'DT_INI_EXERC, first day of the period; NULL for a balance sheet (a position, not a flow).';
comment on column api.income_statements_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.income_statements_row.period_kind is 'The span of the line''s period: year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far), told apart by DT_INI_EXERC; NULL for a balance sheet line (a position). A fourth quarter is never derived: the DFP''s year is served as filed.
@enum internal.statement_period';
comment on column api.income_statements_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.income_statements_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.income_statements_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.income_statements_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.income_statements_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.income_statements_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.income_statements_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.income_statements_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.income_statements_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';

create function api.income_statements(p_id text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null, p_as_of date default null)
returns setof api.income_statements_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope text := internal.one_of('income_statements', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('income_statements', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'income_statements', v_from, v_to);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'income_statements',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the rows (at most 1001) returned, then counted; a refusal raised after
  -- RETURN QUERY discards them, so more than 1000 rows still answer only the refusal
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['dre'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s
    limit 1001;
  get diagnostics v_rows = row_count;
  perform internal.assert_row_cap(v_rows, 'income_statements', 'Narrow p_from/p_to to fewer periods.');
end;
$$;

alter function api.income_statements(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.income_statements(text, date, date, text, text, date) from public;
grant execute on function api.income_statements(text, date, date, text, text, date) to anon, authenticated;
comment on function api.income_statements(text, date, date, text, text, date) is 'A listed company''s income statements (DRE) as known on a date, oldest period first.
The income statement (DRE, Demonstração do Resultado) as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/income_statements.sql
--! Included functions/balance_sheets.sql
-- api.balance_sheets: A listed company's balance sheets (assets BPA, liabilities and equity BPP) as known on a date, oldest period first.
-- The period's value is the filing's ÚLTIMO line of the newest version received
-- on or before p_as_of (internal.statement_rows), so a backtest never sees a
-- restatement before CVM received it.
drop function if exists api.balance_sheets(text, date, date, text, text, date);
drop type if exists api.balance_sheets_row;

create type api.balance_sheets_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  version integer,
  received_on date,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text
);
alter type api.balance_sheets_row owner to api_owner;
comment on type api.balance_sheets_row is 'One account line of a listed company''s balance sheet (BPA assets and BPP liabilities and equity), as filed in the version served.';
comment on column api.balance_sheets_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.balance_sheets_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.balance_sheets_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.balance_sheets_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.balance_sheets_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.balance_sheets_row.statement is 'bpa (assets) or bpp (liabilities and equity); never NULL.
@enum internal.financial_statement';
comment on column api.balance_sheets_row.period_start is 'DT_INI_EXERC, first day of the period; NULL for a balance sheet (a position, not a flow).';
comment on column api.balance_sheets_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.balance_sheets_row.period_kind is 'The span of the line''s period: year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far), told apart by DT_INI_EXERC; NULL for a balance sheet line (a position). A fourth quarter is never derived: the DFP''s year is served as filed.
@enum internal.statement_period';
comment on column api.balance_sheets_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.balance_sheets_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.balance_sheets_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.balance_sheets_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.balance_sheets_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.balance_sheets_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.balance_sheets_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.balance_sheets_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.balance_sheets_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';

create function api.balance_sheets(p_id text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null, p_as_of date default null)
returns setof api.balance_sheets_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope text := internal.one_of('balance_sheets', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('balance_sheets', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'balance_sheets', v_from, v_to);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'balance_sheets',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the rows (at most 1001) returned, then counted; a refusal raised after
  -- RETURN QUERY discards them, so more than 1000 rows still answer only the refusal
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['bpa', 'bpp'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s
    limit 1001;
  get diagnostics v_rows = row_count;
  perform internal.assert_row_cap(v_rows, 'balance_sheets', 'Narrow p_from/p_to to fewer periods.');
end;
$$;

alter function api.balance_sheets(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.balance_sheets(text, date, date, text, text, date) from public;
grant execute on function api.balance_sheets(text, date, date, text, text, date) to anon, authenticated;
comment on function api.balance_sheets(text, date, date, text, text, date) is 'A listed company''s balance sheets (assets BPA, liabilities and equity BPP) as known on a date, oldest period first.
The balance sheet (BPA assets and BPP liabilities and equity) as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/balance_sheets.sql
--! Included functions/cash_flow_statements.sql
-- api.cash_flow_statements: A listed company's cash flow statements (DFC, direct or indirect method as filed) as known on a date, oldest period first.
-- Both DFC members are read: a company files the direct or the indirect method,
-- and the statement column says which. The period's value is the filing's
-- ÚLTIMO line of the newest version received on or before p_as_of
-- (internal.statement_rows), so a backtest never sees a restatement before CVM
-- received it.
drop function if exists api.cash_flow_statements(text, date, date, text, text, date);
drop type if exists api.cash_flow_statements_row;

create type api.cash_flow_statements_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  version integer,
  received_on date,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text
);
alter type api.cash_flow_statements_row owner to api_owner;
comment on type api.cash_flow_statements_row is 'One account line of a listed company''s cash flow statement (DFC, Demonstração dos Fluxos de Caixa), as filed in the version served: by the direct method (dfc_md) or the indirect one (dfc_mi), whichever the company filed.';
comment on column api.cash_flow_statements_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.cash_flow_statements_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.cash_flow_statements_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.cash_flow_statements_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.cash_flow_statements_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.cash_flow_statements_row.statement is 'dfc_md (cash flows, direct method) or dfc_mi (indirect method), as the company filed; never NULL.
@enum internal.financial_statement';
comment on column api.cash_flow_statements_row.period_start is 'DT_INI_EXERC, first day of the period the flows cover; never NULL in a filed DFC line.';
comment on column api.cash_flow_statements_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.cash_flow_statements_row.period_kind is 'The span of the line''s period: year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far), told apart by DT_INI_EXERC; NULL for a balance sheet line (a position). A fourth quarter is never derived: the DFP''s year is served as filed.
@enum internal.statement_period';
comment on column api.cash_flow_statements_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.cash_flow_statements_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.cash_flow_statements_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 6.01, net cash from operating activities); never NULL.';
comment on column api.cash_flow_statements_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.cash_flow_statements_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.cash_flow_statements_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.cash_flow_statements_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.cash_flow_statements_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.cash_flow_statements_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';

create function api.cash_flow_statements(p_id text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null, p_as_of date default null)
returns setof api.cash_flow_statements_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope text := internal.one_of('cash_flow_statements', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('cash_flow_statements', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'cash_flow_statements', v_from, v_to);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'cash_flow_statements',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the rows (at most 1001) returned, then counted; a refusal raised after
  -- RETURN QUERY discards them, so more than 1000 rows still answer only the refusal
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s
    limit 1001;
  get diagnostics v_rows = row_count;
  perform internal.assert_row_cap(v_rows, 'cash_flow_statements', 'Narrow p_from/p_to to fewer periods.');
end;
$$;

alter function api.cash_flow_statements(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.cash_flow_statements(text, date, date, text, text, date) from public;
grant execute on function api.cash_flow_statements(text, date, date, text, text, date) to anon, authenticated;
comment on function api.cash_flow_statements(text, date, date, text, text, date) is 'A listed company''s cash flow statements (DFC, direct or indirect method as filed) as known on a date, oldest period first.
The cash flow statement (DFC, Demonstração dos Fluxos de Caixa) as CVM received it, by the method the company filed: dfc_md (direct) or dfc_mi (indirect), in the statement column (CVM publishes each method in its own member; a company files one of them, and both are served when both were filed). Every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. An unknown company answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4, through the registration forms'' (FCA) map: the company that held it on some day of the window), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/cash_flow_statements.sql
--! Included functions/financials.sql
-- api.financials: Any one statement of a listed company's filings (BPA, BPP, DRE, DRA, DFC, DVA, DMPL) as known on a date, oldest period first.
-- The generic form of income_statements, balance_sheets and cash_flow_statements,
-- and the only one for the comprehensive income (DRA), value added (DVA) and
-- changes in equity (DMPL); the DMPL's lines are per account and equity column.
-- The period's value is the filing's ÚLTIMO line of the newest version received
-- on or before p_as_of (internal.statement_rows), so a backtest never sees a
-- restatement before CVM received it.
drop function if exists api.financials(text, text, date, date, text, text, date);
drop type if exists api.financials_row;

create type api.financials_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  version integer,
  received_on date,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text,
  equity_column text
);
alter type api.financials_row owner to api_owner;
comment on type api.financials_row is 'One account line (and, in the DMPL, one equity column) of one statement of a listed company''s filing, as filed in the version served.';
comment on column api.financials_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.financials_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.financials_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.financials_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.financials_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.financials_row.statement is 'The statement asked (p_statement): bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl; never NULL.
@enum internal.financial_statement';
comment on column api.financials_row.period_start is 'DT_INI_EXERC, first day of the period; NULL for the balance sheets bpa and bpp (a position, not a flow).';
comment on column api.financials_row.period_end is 'DT_FIM_EXERC, last day of the period (the filing''s reference date); never NULL.';
comment on column api.financials_row.period_kind is 'The span of the line''s period: year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far), told apart by DT_INI_EXERC; NULL for a balance sheet line (a position). A fourth quarter is never derived: the DFP''s year is served as filed.
@enum internal.statement_period';
comment on column api.financials_row.version is 'VERSAO of the filing served: the newest received on or before p_as_of; never NULL.';
comment on column api.financials_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded (the version then counts only for p_as_of now).';
comment on column api.financials_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.financials_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.financials_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.financials_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.financials_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.financials_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.financials_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';
comment on column api.financials_row.equity_column is 'COLUNA_DF, the DMPL''s equity column as filed (e.g. Capital Social Integralizado, Patrimônio Líquido Consolidado); NULL in every other statement.';

create function api.financials(p_id text, p_statement text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null, p_as_of date default null)
returns setof api.financials_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_statement text := internal.one_of('financials', 'p_statement', coalesce(p_statement, ''), internal.domain_values('internal.financial_statement'),
    'The statements are bpa (balance sheet, assets), bpp (liabilities and equity), dre (income), dra (comprehensive income), dfc_md and dfc_mi (cash flows, direct and indirect method), dva (value added) and dmpl (changes in equity).',
    'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.');
  v_scope text := internal.one_of('financials', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('financials', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'financials', v_from, v_to);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'financials',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the rows (at most 1001) returned, then counted; a refusal raised after
  -- RETURN QUERY discards them, so more than 1000 rows still answer only the refusal
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source, s.equity_column
    from internal.statement_rows(array[v_statement], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s
    limit 1001;
  get diagnostics v_rows = row_count;
  perform internal.assert_row_cap(v_rows, 'financials', 'Narrow p_from/p_to to fewer periods.');
end;
$$;

alter function api.financials(text, text, date, date, text, text, date) owner to api_owner;
revoke all on function api.financials(text, text, date, date, text, text, date) from public;
grant execute on function api.financials(text, text, date, date, text, text, date) to anon, authenticated;
comment on function api.financials(text, text, date, date, text, text, date) is 'A listed company''s income statements (DRE) as known on a date, oldest period first.
One statement of the filings, as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code (and, in the DMPL, by equity column, equity_column). p_statement names the statement as CVM''s member files do: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl; a company files the DFC by one method, so the other answers []. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. An unknown company answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, a missing or unknown p_statement (the refusal lists the valid ones), an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4, through the registration forms'' (FCA) map: the company that held it on some day of the window), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_statement: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl (case ignored).
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
p_as_of: the date whose knowledge is answered; default now (the newest version of each period).
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held
@default p_as_of: now (the newest version of each period)';
--! EndIncluded functions/financials.sql
-- a CVM code p_id picks its versions from an index, as a CNPJ does
drop index cvm.cia_statement_cd_cvm;
create index cia_statement_cd_cvm on cvm.cia_statement (cd_cvm, statement, scope, doc_type, dt_refer, versao);
--! Included sql/internal/company_event_rows.sql
-- The rows of api.company_events (its checks run before this): per protocol of
-- the company the newest version held, then the window on that version's
-- delivery date, newest first. Versions are picked before the window so a
-- protocol re-filed after p_to is absent rather than served at an older version.
-- PL/pgSQL, not SQL, for the reason internal.statement_rows gives: a SQL function
-- that is not inlined plans its body once with p_cnpj and p_cd_cvm unknown, and
-- the "p is null or" filters then read every filing (a parallel seq scan of
-- cvm.ipe_document, about 100 ms on 700 companies x 15 years); PL/pgSQL plans
-- each call with the values, on the (cnpj, ...) or (codigo_cvm, ...) index.
drop function if exists internal.company_event_rows(text, integer, date, date, text);
create function internal.company_event_rows(p_cnpj text, p_cd_cvm integer, p_from date, p_to date, p_category text)
returns table (
  cnpj text, cd_cvm integer, company_name text, delivery_date date, reference_date date, category text,
  event_type text, species text, subject text, presentation text, protocol text, version integer, source_url text, source text)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select n.cnpj, n.codigo_cvm, n.nome_companhia, n.data_entrega, n.data_referencia, n.categoria,
         n.tipo, n.especie, n.assunto, n.tipo_apresentacao, n.protocolo_entrega, n.versao, n.link_download,
         case when l.synthetic then 'synthetic_sample' else 'cvm_ipe' end
  from (
    select distinct on (d.protocolo_entrega) d.*
    from cvm.ipe_document d
    where (p_cnpj is null or d.cnpj = p_cnpj)
      and (p_cd_cvm is null or d.codigo_cvm = p_cd_cvm)
    order by d.protocolo_entrega, d.versao desc
  ) n
  join ingest.ingest_log l on l.id = n.ingest_id
  where coalesce(n.data_entrega, n.data_referencia) between p_from and p_to
    and (p_category is null or n.categoria = p_category)
  order by coalesce(n.data_entrega, n.data_referencia) desc, n.protocolo_entrega desc;
end;
$$;

alter function internal.company_event_rows(text, integer, date, date, text) owner to api_owner;
revoke all on function internal.company_event_rows(text, integer, date, date, text) from public;
comment on function internal.company_event_rows(text, integer, date, date, text) is
  'Internal: a company''s IPE filings at the newest version of each protocol, delivered (or, without a delivery date, referring to a day) in [p_from, p_to], of p_category when given, newest first.';
--! EndIncluded sql/internal/company_event_rows.sql
--! Included functions/company_events.sql
-- api.company_events: A listed company's IPE filings (material facts, notices, meetings...), newest delivery first.
-- Newest first as the upstream serves it: an analyst reads events from today
-- backwards. Each protocol once, at its newest version, so a re-filing never
-- shows twice; the window runs on that version's delivery date.
drop function if exists api.company_events(text, date, date, text);
drop type if exists api.company_events_row;

create type api.company_events_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  delivery_date date,
  reference_date date,
  category text,
  event_type text,
  species text,
  subject text,
  presentation text,
  protocol text,
  version integer,
  source_url text,
  source text
);
alter type api.company_events_row owner to api_owner;
comment on type api.company_events_row is 'One filing of a listed company to CVM (IPE), at the newest version of its delivery protocol.';
comment on column api.company_events_row.cnpj is 'CNPJ_Companhia, 14 digits; never NULL.';
comment on column api.company_events_row.cd_cvm is 'Codigo_CVM, the company''s CVM code; never NULL.';
comment on column api.company_events_row.company_name is 'Nome_Companhia as filed; NULL when blank.';
comment on column api.company_events_row.delivery_date is 'Data_Entrega of the version served (CVM prints a date, no time); NULL when blank (the window then runs on reference_date).';
comment on column api.company_events_row.reference_date is 'Data_Referencia, the date the filing refers to (e.g. a meeting''s); NULL when blank.';
comment on column api.company_events_row.category is 'Categoria exactly as filed (Fato Relevante, Comunicado ao Mercado, Assembleia, ...), Portuguese, never translated; never NULL.';
comment on column api.company_events_row.event_type is 'Tipo as filed; NULL when blank.';
comment on column api.company_events_row.species is 'Especie as filed; NULL when blank.';
comment on column api.company_events_row.subject is 'Assunto as filed; NULL when blank.';
comment on column api.company_events_row.presentation is 'Tipo_Apresentacao as filed (e.g. AP - Apresentação, RE - Reapresentação); NULL when blank.';
comment on column api.company_events_row.protocol is 'Protocolo_Entrega, CVM''s delivery protocol: one per document; never NULL.';
comment on column api.company_events_row.version is 'Versao of the version served: the newest held for the protocol; never NULL.';
comment on column api.company_events_row.source_url is 'Link_Download exactly as published: the document on CVM''s RAD (this API stores the metadata, not the document); NULL when blank.';
comment on column api.company_events_row.source is 'cvm_ipe (CVM''s open data) or synthetic_sample (generated demo data; never a CVM filing).';

create function api.company_events(p_id text, p_from date default null, p_to date default null, p_category text default null)
returns setof api.company_events_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, (coalesce(p_to, current_date) - interval '12 months')::date);
  v_company record := internal.company_on(p_id, 'company_events', v_from, v_to);
  v_category text := btrim(p_category);
  v_held text[];
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'company_events',
    'Send p_from on or before p_to (p_from defaults to 12 months before p_to, p_to to today).', p_from is null);
  if v_category is not null and not exists (select 1 from cvm.ipe_document d where d.categoria = v_category) then
    -- the categories held, one index probe each (a loose scan of ipe_document_categoria)
    with recursive c(categoria) as (
      (select d.categoria from cvm.ipe_document d order by d.categoria limit 1)
      union all
      select (select d.categoria from cvm.ipe_document d where d.categoria > c.categoria order by d.categoria limit 1) from c where c.categoria is not null
    )
    select array_agg(c.categoria order by c.categoria) into v_held from c where c.categoria is not null;
    raise exception using
      errcode = '22023',
      message = format('company_events: unknown p_category %s', quote_literal(p_category)),
      detail = format('p_category matches CVM''s label exactly; the categories held are: %s.', coalesce(array_to_string(v_held, ', '), 'none (no IPE file loaded)')),
      hint = 'Send p_category as one of the categories held, e.g. Fato Relevante, or leave it out for every category.';
  end if;
  select count(*) into v_rows from (select 1 from internal.company_event_rows(v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_category) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'company_events', 'Narrow p_from/p_to or pin p_category.');
  return query select * from internal.company_event_rows(v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_category);
end;
$$;

alter function api.company_events(text, date, date, text) owner to api_owner;
revoke all on function api.company_events(text, date, date, text) from public;
grant execute on function api.company_events(text, date, date, text) to anon, authenticated;
comment on function api.company_events(text, date, date, text) is 'A listed company''s IPE filings (material facts, notices, meetings...), newest delivery first.
CVM''s IPE feed for one listed company: material facts (Fato Relevante), market notices, meeting calls and minutes and the rest of what companies file outside the ITR/DFP statements, newest delivery first (as the upstream service serves it), then by protocol. Each delivery protocol appears once, at its newest version held (version says which); category, event_type, species and subject are CVM''s text as filed; source_url is the document''s link as published. The window runs on the served version''s delivery date (the reference date when it has none). Filings CVM published without a delivery protocol (all before 2015, a minority since) are not held: history starts in 2015 and an empty window before it is that limit. p_id is a ticker (through the registration forms'' (FCA) map: the company that held it on some day of the window), a CNPJ or a CVM code, never a name. An unknown company, or a ticker no company held in the window, answers []; a ticker two companies held in the window, a p_id that is neither a ticker, a CNPJ nor a CVM code, a p_category not held (the detail lists those held) or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window or pin p_category).
p_id: a ticker (e.g. PETR4), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_from: first delivery date (YYYY-MM-DD); default 12 months before p_to.
p_to: last delivery date (YYYY-MM-DD); default today.
p_category: CVM''s category label exactly (e.g. Fato Relevante, Comunicado ao Mercado); default every category.
@tag Company events
@default p_from: 12 months before p_to
@default p_to: today
@default p_category: every category';
--! EndIncluded functions/company_events.sql
--! Included sql/internal/catalog_part_metrics.sql
-- GENERATED from catalog.json ("metrics") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_metrics: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_metrics()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"nav":{"id_type":["cnpj"],"asset_class":["fi","fidc","fii","fip","fiagro"],"grain":["month"],"source":"CVM daily report (fi), FIDC monthly report (fidc), FII monthly report (fii), FIP periodic report on 31 December (fip), FIAGRO monthly report (fiagro); cvm.fund_month","meaning":"net asset value, BRL"},"quota":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (VL_QUOTA of the month''s last reported day)","meaning":"quota value"},"quotaholders":{"id_type":["cnpj"],"asset_class":["fi","fii"],"grain":["month"],"source":"CVM daily report (fi), FII monthly report (fii)","meaning":"number of quotaholders"},"inflows":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (CAPTC_DIA summed over the month)","meaning":"the month''s inflows, BRL"},"redemptions":{"id_type":["cnpj"],"asset_class":["fi"],"grain":["month"],"source":"CVM daily report (RESG_DIA summed over the month)","meaning":"the month''s redemptions, BRL"},"delinquency":{"id_type":["cnpj"],"asset_class":["fidc","fiagro"],"grain":["month"],"source":"CVM FIDC monthly report (tabs V and VI filed overdue totals); CVM FIAGRO monthly report (Vencidos, overdue assets)","meaning":"overdue receivables (fidc) or overdue assets (fiagro), BRL"},"monthly_yield":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Percentual_Dividend_Yield_Mes)","meaning":"the month''s yield as a fraction as filed (0.0062 = 0.62 %)"},"assets":{"id_type":["cnpj"],"asset_class":["fii"],"grain":["month"],"source":"CVM FII monthly report (Valor_Ativo)","meaning":"total assets, BRL"},"open":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"opening price, raw (month: the first session''s open)"},"high":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"highest price, raw (month: the highest of the sessions)"},"low":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"lowest price, raw (month: the lowest of the sessions)"},"close":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"last price, raw, never adjusted (month: the last session''s close)"},"volume":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"volume traded, BRL (month: summed)"},"trades":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"number of trades (month: summed)"},"quantity":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board (TPMERC 010; api.quotes)","meaning":"quantity traded (month: summed)"},"close_adj":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"B3 COTAHIST quote tape, cash board, with the listed-companies stock events (b3-corporate-events); quote_history close_adj","meaning":"close per share adjusted for splits, reverse splits and bonus shares into the shares of the ticker''s newest session, 6 decimals (month: the last session''s); NULL where quote_history''s close_adj_null_reason says why (NULL for any class but equity and unit: not_share_or_unit); served only when named in p_metrics"},"close_return":{"id_type":["ticker"],"asset_class":["equity","unit","bdr","fii","fund_quota","other"],"grain":["day","month"],"source":"quote_history close_total_return (stock and cash events reinvested)","meaning":"total return since the previous session (day) or the previous calendar month''s last session (month), 8 decimals; NULL on the first bar of the window, after a month without a session, or where close_total_return is NULL (NULL for any class but equity and unit: not_share_or_unit); served only when named in p_metrics"},"revenue":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.01 (company_financials line revenue); each fiscal year''s newest version, dated at its period end","meaning":"Receita de Venda de Bens e/ou Serviços (sales revenue), BRL"},"cost_of_sales":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.02 (company_financials line cost_of_sales); each fiscal year''s newest version, dated at its period end","meaning":"cost of goods and/or services sold, BRL (negative as filed)"},"gross_profit":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.03 (company_financials line gross_profit); each fiscal year''s newest version, dated at its period end","meaning":"gross profit, BRL"},"ebit":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.05 (company_financials line ebit); each fiscal year''s newest version, dated at its period end","meaning":"result before financial result and taxes (EBIT), BRL"},"financial_result":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.06 (company_financials line financial_result); each fiscal year''s newest version, dated at its period end","meaning":"financial result, BRL"},"pretax_income":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.07 (company_financials line pretax_income); each fiscal year''s newest version, dated at its period end","meaning":"result before income taxes, BRL"},"income_tax":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.08 (company_financials line income_tax); each fiscal year''s newest version, dated at its period end","meaning":"income and social contribution taxes, BRL"},"net_income":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.11 (company_financials line net_income); each fiscal year''s newest version, dated at its period end","meaning":"consolidated net income of the year, BRL"},"net_income_parent":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DRE account 3.11.01 (company_financials line net_income_parent); each fiscal year''s newest version, dated at its period end","meaning":"net income attributed to the parent''s shareholders, BRL"},"total_assets":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, BPA account 1 (company_financials line total_assets); each fiscal year''s newest version, dated at its period end","meaning":"total assets at the fiscal year end, BRL"},"current_assets":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, BPA account 1.01 (company_financials line current_assets); each fiscal year''s newest version, dated at its period end","meaning":"current assets at the fiscal year end, BRL"},"cash":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, BPA account 1.01.01 (company_financials line cash); each fiscal year''s newest version, dated at its period end","meaning":"cash and cash equivalents at the fiscal year end, BRL"},"non_current_assets":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, BPA account 1.02 (company_financials line non_current_assets); each fiscal year''s newest version, dated at its period end","meaning":"non-current assets at the fiscal year end, BRL"},"current_liabilities":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, BPP account 2.01 (company_financials line current_liabilities); each fiscal year''s newest version, dated at its period end","meaning":"current liabilities at the fiscal year end, BRL"},"non_current_liabilities":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, BPP account 2.02 (company_financials line non_current_liabilities); each fiscal year''s newest version, dated at its period end","meaning":"non-current liabilities at the fiscal year end, BRL"},"equity":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, BPP account 2.03 (company_financials line equity); each fiscal year''s newest version, dated at its period end","meaning":"consolidated equity at the fiscal year end, BRL"},"operating_cash_flow":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DFC (either method) account 6.01 (company_financials line operating_cash_flow); each fiscal year''s newest version, dated at its period end","meaning":"net cash from operating activities over the year, BRL"},"investing_cash_flow":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DFC (either method) account 6.02 (company_financials line investing_cash_flow); each fiscal year''s newest version, dated at its period end","meaning":"net cash from investing activities over the year, BRL"},"financing_cash_flow":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DFC (either method) account 6.03 (company_financials line financing_cash_flow); each fiscal year''s newest version, dated at its period end","meaning":"net cash from financing activities over the year, BRL"},"net_change_in_cash":{"id_type":["company"],"asset_class":["cia"],"grain":["month"],"source":"CVM DFP, consolidated, DFC (either method) account 6.05 (company_financials line net_change_in_cash); each fiscal year''s newest version, dated at its period end","meaning":"increase (decrease) in cash and equivalents over the year, BRL"}}'::json
$fn$;

alter function internal.catalog_part_metrics() owner to api_owner;
revoke all on function internal.catalog_part_metrics() from public;
comment on function internal.catalog_part_metrics() is 'Internal: catalog.json "metrics", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_metrics.sql
--! Included sql/internal/catalog_part_id_types.sql
-- GENERATED from catalog.json ("id_types") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_id_types: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_id_types()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"currency":"ISO 4217 code held by ptax, e.g. USD","cnpj":"14-digit company/fund tax identifier, punctuation ignored (fund_nav, panel)","ticker":"B3 trading code (quotes, quote_history, panel, trade_consolidated_history)","option":"B3 option trading code (codneg)","future":"outright futures code: root, month letter F..Z, two-digit year (e.g. DI1F27)","index":"the exchange''s index code held by index_history (IBOV, IBXX, IBXL, IFIX, SMLL, IDIV, UTIL, ICON, IMOB, ...)","macro_series":"central-bank SGS series label or code (SELIC_META or 432, CDI or 12, ...; enums.macro_series.p_series)","ipca_item":"IPCA node: IBGE structure number (0 general index, 1 group, 11 subgroup, 1101 item, 1101002 subitem) or SIDRA classification 315 code (e.g. 7170)","company":"a listed company: a B3 ticker through the registration forms'' (FCA) map on the asked dates, its 14-digit CNPJ (punctuation ignored) or its CVM code (statement functions, company_financials, panel company lines); never a name"}'::json
$fn$;

alter function internal.catalog_part_id_types() owner to api_owner;
revoke all on function internal.catalog_part_id_types() from public;
comment on function internal.catalog_part_id_types() is 'Internal: catalog.json "id_types", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_id_types.sql
--! Included sql/internal/catalog_part_asset_classes.sql
-- GENERATED from catalog.json ("asset_classes") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_asset_classes: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_asset_classes()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"fi":{"what":"investment funds (CVM daily report: FI, FIF, FIC, FI-FGTS, ...)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fidc":{"what":"receivables funds (CVM FIDC monthly report)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fii":{"what":"real-estate funds (CVM FII monthly report; their listed quotas on the quote tape, CODBDI 12)","served_by":["fund_nav","search_funds","metric_coverage","panel","quotes","quote_history"]},"fip":{"what":"private-equity funds (CVM FIP periodic report: NAV on 31 December)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"fiagro":{"what":"agribusiness funds (CVM FIAGRO monthly report, from 2025-05)","served_by":["fund_nav","search_funds","metric_coverage","panel"]},"listed_instrument":{"what":"B3-listed instruments with open lending positions or lending trades (shares, units, ETFs, BDRs), by ticker","served_by":["short_interest","short_interest_by_sector","lending_trades","lending_participants"]},"currency":{"what":"currencies quoted by the central bank''s PTAX","served_by":["ptax"]},"future":{"what":"B3 futures contracts by outright code (root, month letter, two-digit year), from the settlement price reports BVBG.086.01 and BVBG.187.01","served_by":["future_series","future_curve"]},"index":{"what":"the exchange''s indices (closing level per session) from its index statistics","served_by":["index_history"]},"equity":{"what":"shares on the quote tape (ESPECI ON*/PN*)","served_by":["quotes","quote_history","panel"]},"unit":{"what":"units on the quote tape (ESPECI UNT*)","served_by":["quotes","quote_history","panel"]},"bdr":{"what":"depositary receipts on the quote tape (ESPECI DR*)","served_by":["quotes","quote_history","panel"]},"fund_quota":{"what":"listed fund quotas on the quote tape other than real-estate funds (ESPECI CI*)","served_by":["quotes","quote_history","panel"]},"other":{"what":"any other cash-market security on the quote tape (rights, receipts, ...)","served_by":["quotes","quote_history","panel"]},"cia":{"what":"listed companies (CVM DFP and ITR statements; in panel their standard lines from the DFP)","served_by":["income_statements","balance_sheets","cash_flow_statements","financials","company_financials","financial_statement_history","panel"]}}'::json
$fn$;

alter function internal.catalog_part_asset_classes() owner to api_owner;
revoke all on function internal.catalog_part_asset_classes() from public;
comment on function internal.catalog_part_asset_classes() is 'Internal: catalog.json "asset_classes", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_asset_classes.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which real-estate funds have the longest monthly series held?","call":{"method":"GET","path":"/funds","query":"entity_type=eq.fii&order=n_reports.desc,cnpj&limit=5"},"then":"page with offset (or last_period=gte.<date> for the funds still filing); pass a row''s cnpj to fund_profile or fund_nav"},{"ask":"Who administers and manages this real-estate fund, and what does the store hold of it?","call":{"method":"POST","path":"/rpc/fund_profile","body":{"p_cnpj":"33.101.369/0001-40"}},"then":"periods lists each dataset holding the fund (funds_fii is the monthly series of fund_nav); status_history is what the registries record now, not a log of every change"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"How did the central bank''s IPCA cores move in 2026?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"core","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"one row per month and core, value as published (percent over the month); acc_12m chains the twelve months ending there, NULL when one is missing"},{"ask":"What was the 12-month IPCA, chained and as published?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"headline","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"the IPCA row''s acc_12m is the chain of its last twelve months; the IPCA_12M row is the central bank''s own figure for the same month, served beside it to compare"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"},{"ask":"Which properties did an FII file in its 2025 quarterly reports, and what changed when it re-filed a quarter?","call":{"method":"POST","path":"/rpc/fii_property_history","body":{"p_cnpj":"33.100.037/0001-40","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per property line per quarter and report version; a re-filed quarter has a row set per version (compare percentual_vacancia across versions); row_hash identifies the source row, not a durable property"},{"ask":"What was a private-equity fund (FIP) worth at each year-end?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"44.100.000/0001-39","p_entity_type":"fip","p_to":"2025-12-31"}},"then":"one row per 31 December with nav (VL_PATRIM_LIQ as filed); every other metric is NULL for fip; without p_to the newest year-end (still being filed) is left out, as coverage() funds_fip says (sample FIPs are synthetic)"},{"ask":"How much of an agribusiness fund (FIAGRO) is overdue, month by month?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"55.100.000/0001-55","p_from":"2025-05-01","p_to":"2026-10-31"}},"then":"one row per month from 2025-05 (the first month CVM publishes): nav = Patrimonio_Liquido and delinquency = Vencidos (overdue assets, BRL) of the newest version; divide delinquency by nav for a rate (sample classes are synthetic)"},{"ask":"Which FIAGRO classes have stopped filing their monthly report?","call":{"method":"POST","path":"/rpc/screen_silent_filers","body":{"p_family":"fiagro"}},"then":"one row per class whose newest month is 3 to 24 months behind the family''s complete-through month, most silent first, with screen and params; p_family fip measures year-ends (steps of 12 months)"},{"ask":"How much cash did the synthetic company GAMA (CVM code 990003) generate from operations in 2023-2025, by the method it files?","call":{"method":"POST","path":"/rpc/cash_flow_statements","body":{"p_id":"990003","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"GAMA files the indirect method (statement dfc_mi; BETA, 990002, files the direct one, dfc_md); account 6.01 is net cash from operating activities, value in reais"},{"ask":"How did the synthetic company GAMA''s equity move in 2025, column by column (DMPL)?","call":{"method":"POST","path":"/rpc/financials","body":{"p_id":"990003","p_statement":"dmpl","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per account and equity column (equity_column, CVM''s COLUNA_DF): 5.01 opening balances, 5.05 total comprehensive income, 5.07 closing balances; p_statement takes bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl"},{"ask":"What were the synthetic company GAMA''s (CVM code 990003) quarterly results in 2025, quarter by quarter and year to date?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990003","p_from":"2025-01-01","p_to":"2025-09-30","p_doc_type":"itr"}},"then":"each quarter end has its quarter lines (period_kind quarter, period_start at the quarter''s first day) and its year-to-date lines (year_to_date, from 2025-01-01); the first quarter is filed once, as quarter. The second quarter is version 2, re-filed on 2025-10-02: send p_as_of 2025-09-30 for version 1. A fourth quarter is never derived"},{"ask":"What were the synthetic company ALFA''s (CVM code 990001) revenue, EBIT, net income, total assets, equity and operating cash flow in 2023-2025, and which account is each?","call":{"method":"POST","path":"/rpc/company_financials","body":{"p_id":"990001","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"one row per period and standard line with the statement and account_code it is read from (revenue 3.01, ebit 3.05, net_income 3.11, total_assets 1, equity 2.03, operating_cash_flow 6.01); 2024 is the restated version 2 (send p_as_of 2025-04-30 for version 1)"},{"ask":"How did the synthetic companies ALFA (ticker ALFA3) and GAMA (CVM code 990003) compare on yearly revenue, net income and equity in 2023-2025?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["ALFA3","990003"],"p_metrics":["revenue","net_income","equity"],"p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"long rows (id, asset_class cia, date = fiscal year end, metric, value in reais) from each company''s consolidated DFP as known now; the same values company_financials serves for its year rows"},{"ask":"How was the synthetic company ALFA''s (CVM code 990001) 2024 income statement filed, version by version, and how did the 2025 filing re-present it?","call":{"method":"POST","path":"/rpc/financial_statement_history","body":{"p_id":"990001","p_statement":"dre","p_from":"2024-01-01","p_to":"2024-12-31"}},"then":"per account: version 1 (ÚLTIMO, received 2025-03-25), version 2 (ÚLTIMO, revenue restated, received 2025-07-15), then the 2025 filing''s comparative (PENÚLTIMO, filing_period_end 2025-12-31); values in reais"},{"ask":"What are the balance sheets of the company trading as BTVJ3 (the synthetic BETA, which traded as BETA3 until 2024-06-30)?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"BTVJ3","p_from":"2024-07-01","p_to":"2025-12-31"}},"then":"BETA''s 2024 and 2025 balance sheets (cnpj 99200002000102): the ticker is resolved through the registration forms'' (FCA) map on the window asked; BETA3 with a window after 2024-06-30 answers [], and a ticker two companies held in the window is refused naming both"},{"ask":"What material facts and notices did the synthetic company trading as ALFA3 file in 2025?","call":{"method":"POST","path":"/rpc/company_events","body":{"p_id":"ALFA3","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"ALFA''s IPE filings newest delivery first: a market notice (2025-08-01) and the material fact on its restatement at version 2 (re-filed 2025-07-16); source_url is CVM''s link as published; add p_category ''Fato Relevante'' for material facts alone"},{"ask":"Which company trades as btvj3, and what other ids does it go by?","call":{"method":"POST","path":"/rpc/lookup","body":{"p_query":"btvj3"}},"then":"the synthetic BETA''s company row (cnpj 99200002000102, CVM code 990002) matched through the registration forms'' ticker map, with every ticker the map holds for it (BETA3, BTVJ3); a name (\"varejo sintetico\"), a CNPJ or a CVM code finds it too, and a ticker of the tape gives its own row first"},{"ask":"Which shares and units has the quote tape traded, since when, and which company is behind each?","call":{"method":"POST","path":"/rpc/research_universe","body":{"p_after":""}},"then":"the first page (up to 1000 rows) in ticker order: each share or unit with its ISIN, first and last session and sessions traded; cnpj and cnpj_basis where the registration forms'' ticker map names the company (NULL on the synthetic tape''s tickers, which no form lists); continue with p_after = the last row''s ticker|isin"},{"ask":"Which documents has the FIDC 07.727.002/0001-26 filed through FNET since 2025?","call":{"method":"POST","path":"/rpc/fund_documents","body":{"p_cnpj":"07727002000126","p_from":"2025-01-01"}},"then":"newest delivery first; its 12/2024 monthly report was filed three times (versao 1, 2, 3), each its own fnet_id with its FNET download link; has_body says whether the structured XML is held (sample: a synthetic listing over the genuine bodies of versions 2 and 3)"},{"ask":"Which of the FIDC 07.727.002/0001-26''s documents were re-filed, and against which version?","call":{"method":"POST","path":"/rpc/fund_restatements","body":{"p_cnpj":"07727002000126"}},"then":"857292 (versao 3) replaced 828381 after 33 days, diff_status compared with 31 fields changed; 828381 (versao 2) replaced 820655, whose body is not held, so diff_status is null (not diffed)"},{"ask":"What did the FIDC''s third filing of its 12/2024 monthly report (FNET 857292) change?","call":{"method":"POST","path":"/rpc/fund_restatement_diff","body":{"p_fnet_id":857292}},"then":"31 fields, old and new text as filed (decimal comma): delinquent credit VL_CRED_EXISTE_INAD 72284228,87 -> 75762196,86, net assets, the senior series'' return PR_APURADA 0.54 -> 0.74 (a keyed block, match_basis key)..."},{"ask":"Which funds re-filed at least two of their FNET documents, a fifth of what they filed, in the first quarter of 2025?","call":{"method":"POST","path":"/rpc/screen_restatements","body":{"p_end":"2025-03-31","p_months":3,"p_min_restatements":2}},"then":"the FIDC 07.727.002/0001-26 re-filed its 12/2024 monthly report twice (2 of 3 documents, 66.67%, both RE); params echoes the call; fund_restatements and fund_restatement_diff show what changed"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
