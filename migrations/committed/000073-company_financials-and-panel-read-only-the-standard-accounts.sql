--! Previous: sha1:ce529ca3cd92bd0a638f06413839d00892d4f35c
--! Hash: sha1:88a6c4609560724028808d2cd082d0b70861b1aa
--! Message: company_financials and panel read only the standard accounts

-- company_financials and panel read only the standard accounts; statement lines look up their load once
--! Included sql/internal/statement_rows.sql
-- The lines of a listed company's statements as known on a date, shared by
-- the statement endpoints (their checks run before this).
-- Per company, statement, scope, doc type and period (DT_REFER) the newest
-- version (VERSAO) received on or before p_as_of is taken, and only its ÚLTIMO
-- lines: a PENÚLTIMO line is the comparative as re-presented by a later filing.
-- A version with no receipt date (its index member not loaded) counts only when
-- p_as_of is NULL (now): it cannot be placed in time. period_kind labels a
-- line's span: year (DFP), quarter or year_to_date (ITR, by DT_INI_EXERC); a
-- fourth quarter is never derived.
-- The versions come from cvm.cia_statement_version (one row a version, kept by
-- triggers), not from the lines: reading every line of every version of the
-- window, with a filing-index probe per line, to keep one version a period read
-- about twice the buffers (a 5-year income statement: 2,000 against 1,050 on 700
-- companies x 15 years).
-- PL/pgSQL, not SQL: a SQL function that is not inlined (it sets search_path)
-- plans its body once with p_cnpj and p_cd_cvm unknown, and the "p is null or"
-- filters then read every company (about 0.9 s on 2,000 companies); PL/pgSQL
-- plans each call with the values, on the key's index (a few ms).
-- p_accounts (NULL: every line) keeps only those CD_CONTA, checked inside the
-- key's index scan (a custom plan folds "p_accounts is null or"), so the
-- standard-line callers fetch 20 lines a filing, not the hundreds a real one has.
-- The filing log (synthetic or CVM) is read once per load that wrote a line
-- served, not once per line.
drop function if exists internal.statement_rows(text[], text, integer, date, date, text, text, date);
drop function if exists internal.statement_rows(text[], text, integer, date, date, text, text, date, text[]);
create function internal.statement_rows(
  p_statements text[], p_cnpj text, p_cd_cvm integer, p_from date, p_to date, p_scope text, p_doc_type text, p_as_of date,
  p_accounts text[] default null)
returns table (
  cnpj text, cd_cvm integer, company_name text, doc_type text, scope text, statement text,
  period_start date, period_end date, period_kind text, version integer, received_on date,
  account_code text, account_name text, value numeric, value_as_filed numeric, currency_scale text,
  fixed_account boolean, source text, equity_column text)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  -- each period's version from the version table (a few rows a period, kept by the
  -- triggers of cvm.cia_statement) and its receipt date (one probe of the filing
  -- index a version), then that version's ÚLTIMO lines, a range of the key's index
  -- (materialized: joined to the lines first, the filing index would be probed once per line)
  with chosen as materialized (
    select c.cnpj, c.statement, c.doc_type, c.dt_refer, c.versao, d.dt_receb
    from (
      select v.cnpj, v.statement, v.doc_type, v.dt_refer, max(v.versao) as versao
      from cvm.cia_statement_version v
      left join cvm.cia_document vd on vd.cnpj = v.cnpj and vd.doc_type = v.doc_type and vd.dt_refer = v.dt_refer and vd.versao = v.versao
      where (p_cnpj is null or v.cnpj = p_cnpj)
        and (p_cd_cvm is null or v.cd_cvm = p_cd_cvm)
        and v.statement = any (p_statements)
        and v.scope = p_scope
        and (p_doc_type is null or v.doc_type = p_doc_type)
        and v.dt_refer between p_from and p_to
        and (p_as_of is null or vd.dt_receb <= p_as_of)
      group by v.cnpj, v.statement, v.doc_type, v.dt_refer
    ) c
    left join cvm.cia_document d on d.cnpj = c.cnpj and d.doc_type = c.doc_type and d.dt_refer = c.dt_refer and d.versao = c.versao
  ),
  -- the chosen versions' ÚLTIMO lines (materialized: read once, then their loads looked up once each)
  lines as materialized (
    select s.*, c.dt_receb
    from chosen c
    join cvm.cia_statement s on s.cnpj = c.cnpj and s.statement = c.statement and s.scope = p_scope and s.doc_type = c.doc_type
                            and s.dt_refer = c.dt_refer and s.versao = c.versao and s.ordem_exerc = 'ÚLTIMO'
    where p_accounts is null or s.cd_conta = any (p_accounts)
  ),
  loads as materialized (
    select l.id, l.synthetic from ingest.ingest_log l where l.id in (select distinct s.ingest_id from lines s)
  )
  select s.cnpj, s.cd_cvm, s.denom_cia, s.doc_type, s.scope, s.statement,
         s.dt_ini_exerc, s.dt_fim_exerc,
         internal.statement_period_of(s.doc_type, s.dt_ini_exerc, s.dt_fim_exerc),
         s.versao, s.dt_receb,
         s.cd_conta, s.ds_conta,
         s.vl_conta * case s.escala_moeda when 'MIL' then 1000 when 'UNIDADE' then 1 end,
         s.vl_conta, s.escala_moeda,
         case s.st_conta_fixa when 'S' then true when 'N' then false end,
         case when l.synthetic then 'synthetic_sample' else 'cvm_' || s.doc_type end,
         nullif(s.coluna_df, '')
  from lines s
  join loads l on l.id = s.ingest_id
  order by s.dt_fim_exerc, s.cnpj, s.doc_type, s.statement, s.dt_ini_exerc desc nulls first, s.cd_conta collate "C", s.coluna_df collate "C";
end;
$$;

alter function internal.statement_rows(text[], text, integer, date, date, text, text, date, text[]) owner to api_owner;
revoke all on function internal.statement_rows(text[], text, integer, date, date, text, text, date, text[]) from public;
comment on function internal.statement_rows(text[], text, integer, date, date, text, text, date, text[]) is
  'Internal: the ÚLTIMO lines of the newest version received on or before p_as_of (any version when NULL) of each period, values in reais (VL_CONTA x 1000 for MIL, x 1 for UNIDADE); equity_column is the DMPL''s COLUNA_DF, NULL in every other statement; period_kind is year (dfp), quarter or year_to_date (itr, by DT_INI_EXERC), NULL for a position. p_accounts, when given, keeps only those CD_CONTA.';
--! EndIncluded sql/internal/statement_rows.sql
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
  -- only the standard accounts are read (a filing has hundreds of lines)
  from internal.statement_rows(array['dre', 'bpa', 'bpp', 'dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, null, p_as_of,
                               array(select a.account_code from internal.standard_line_account() a)) s
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
--! EndIncluded functions/panel.sql
