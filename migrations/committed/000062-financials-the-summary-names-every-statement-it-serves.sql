--! Previous: sha1:07f6708f5a7e2235f7dc8b965011a0a8f437c442
--! Hash: sha1:b6a7fd33e90c0e213217676847955e9d1825a26b
--! Message: financials: the summary names every statement it serves

-- financials: its summary line names every statement it serves, not the income statement alone
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
comment on function api.financials(text, text, date, date, text, text, date) is 'Any one of a listed company''s statements (bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl) as known on a date, oldest period first.
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
