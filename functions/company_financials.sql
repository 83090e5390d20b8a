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
