--! Previous: sha1:645ee319af6698523bd571c6920e97b9414b6baf
--! Hash: sha1:c0543c501e94f596d98759b5a521a9c93d6036b4
--! Message: Issue 25 statements: cash_flow_statements, financials, cvm-cia-itr with p_doc_type itr and period_kind, company_financials, financial_statement_history; statement_rows planned per call (from the companies2 branch)

-- Issue 25 statements (merged from the companies2 branch): cash_flow_statements, financials, the ITR (cvm-cia-itr) with p_doc_type itr, company_financials, financial_statement_history
alter table cvm.cia_statement drop constraint cia_statement_pkey;
alter table cvm.cia_statement add constraint cia_statement_key unique nulls not distinct (cnpj, statement, scope, doc_type, dt_refer, versao, ordem_exerc, coluna_df, dt_ini_exerc, dt_fim_exerc, cd_conta);
comment on column cvm.cia_statement.dt_ini_exerc is 'DT_INI_EXERC as published: the first day of a flow''s period (an ITR files a quarter and its year to date with the same end, told apart by this date); NULL in the balance sheets (BPA, BPP), which have no such column.';
alter domain internal.financial_doc_type drop constraint financial_doc_type_check;
alter domain internal.financial_doc_type add constraint financial_doc_type_check check (value in ('dfp', 'itr'));
comment on domain internal.financial_doc_type is 'A listed company''s filing type: dfp (the yearly standardised financial statements, Demonstrações Financeiras Padronizadas) or itr (the quarterly information, Informações Trimestrais, filed for the first three quarters of a fiscal year).';
--! Included sql/internal/statement_period.sql
-- internal.statement_period: a value set the contract states, written once. A
-- column holding it says `@enum internal.statement_period` in its COMMENT.
create domain internal.statement_period as text
  check (value in ('year', 'quarter', 'year_to_date'));

alter domain internal.statement_period owner to api_owner;
comment on domain internal.statement_period is 'The span of a statement line''s period (DT_INI_EXERC to DT_FIM_EXERC): year (a DFP''s fiscal year), quarter (an ITR''s three months; a first quarter is also its year to date) or year_to_date (an ITR''s fiscal year so far, six or nine months). A fourth quarter is never derived.';
--! EndIncluded sql/internal/statement_period.sql
--! Included sql/internal/statement_period_of.sql
-- The span label of a statement line, shared by internal.statement_rows and
-- api.financial_statement_history: an ITR files a quarter and its year to date
-- with one end, and only DT_INI_EXERC tells them apart. A fourth quarter is
-- never derived, so no label says so.
create or replace function internal.statement_period_of(p_doc_type text, p_start date, p_end date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_start is null then null
              when p_doc_type = 'dfp' then 'year'
              when p_start + interval '3 months' = p_end + 1 then 'quarter'
              else 'year_to_date' end
$$;

alter function internal.statement_period_of(text, date, date) owner to api_owner;
revoke all on function internal.statement_period_of(text, date, date) from public;
comment on function internal.statement_period_of(text, date, date) is
  'Internal: year for a DFP flow line, quarter for an ITR line spanning three months (a first quarter is also its year to date), year_to_date for a longer ITR span, NULL for a position (no DT_INI_EXERC).';
--! EndIncluded sql/internal/statement_period_of.sql
--! Included sql/internal/statement_presentation.sql
-- internal.statement_presentation: a value set the contract states, written once.
-- A column holding it says `@enum internal.statement_presentation` in its COMMENT.
create domain internal.statement_presentation as text
  check (value in ('ÚLTIMO', 'PENÚLTIMO'));

alter domain internal.statement_presentation owner to api_owner;
comment on domain internal.statement_presentation is 'CVM''s ORDEM_EXERC of a statement line: ÚLTIMO (the period a filing is about, as that filing states it) or PENÚLTIMO (the prior period re-presented as a comparative in a later filing).';
--! EndIncluded sql/internal/statement_presentation.sql
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
-- PL/pgSQL, not SQL: a SQL function that is not inlined (it sets search_path)
-- plans its body once with p_cnpj and p_cd_cvm unknown, and the "p is null or"
-- filters then read every company (about 0.9 s on 2,000 companies); PL/pgSQL
-- plans each call with the values, on the key's index (a few ms).
drop function if exists internal.statement_rows(text[], text, integer, date, date, text, text, date);
create function internal.statement_rows(
  p_statements text[], p_cnpj text, p_cd_cvm integer, p_from date, p_to date, p_scope text, p_doc_type text, p_as_of date)
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
  -- the version of each period first (one pass over the asked lines), then its lines:
  -- a correlated max() per line would read a period's lines once per line
  with chosen as (
    select v.cnpj, v.statement, v.doc_type, v.dt_refer, max(v.versao) as versao
    from cvm.cia_statement v
    left join cvm.cia_document vd on vd.cnpj = v.cnpj and vd.doc_type = v.doc_type and vd.dt_refer = v.dt_refer and vd.versao = v.versao
    where (p_cnpj is null or v.cnpj = p_cnpj)
      and (p_cd_cvm is null or v.cd_cvm = p_cd_cvm)
      and v.statement = any (p_statements)
      and v.scope = p_scope
      and (p_doc_type is null or v.doc_type = p_doc_type)
      and v.dt_refer between p_from and p_to
      and (p_as_of is null or vd.dt_receb <= p_as_of)
    group by v.cnpj, v.statement, v.doc_type, v.dt_refer
  )
  select s.cnpj, s.cd_cvm, s.denom_cia, s.doc_type, s.scope, s.statement,
         s.dt_ini_exerc, s.dt_fim_exerc,
         internal.statement_period_of(s.doc_type, s.dt_ini_exerc, s.dt_fim_exerc),
         s.versao, d.dt_receb,
         s.cd_conta, s.ds_conta,
         s.vl_conta * case s.escala_moeda when 'MIL' then 1000 when 'UNIDADE' then 1 end,
         s.vl_conta, s.escala_moeda,
         case s.st_conta_fixa when 'S' then true when 'N' then false end,
         case when l.synthetic then 'synthetic_sample' else 'cvm_' || s.doc_type end,
         nullif(s.coluna_df, '')
  from chosen c
  join cvm.cia_statement s on s.cnpj = c.cnpj and s.statement = c.statement and s.scope = p_scope and s.doc_type = c.doc_type
                          and s.dt_refer = c.dt_refer and s.versao = c.versao and s.ordem_exerc = 'ÚLTIMO'
  left join cvm.cia_document d on d.cnpj = s.cnpj and d.doc_type = s.doc_type and d.dt_refer = s.dt_refer and d.versao = s.versao
  join ingest.ingest_log l on l.id = s.ingest_id
  order by s.dt_fim_exerc, s.cnpj, s.doc_type, s.statement, s.dt_ini_exerc desc nulls first, s.cd_conta collate "C", s.coluna_df collate "C";
end;
$$;

alter function internal.statement_rows(text[], text, integer, date, date, text, text, date) owner to api_owner;
revoke all on function internal.statement_rows(text[], text, integer, date, date, text, text, date) from public;
comment on function internal.statement_rows(text[], text, integer, date, date, text, text, date) is
  'Internal: the ÚLTIMO lines of the newest version received on or before p_as_of (any version when NULL) of each period, values in reais (VL_CONTA x 1000 for MIL, x 1 for UNIDADE); equity_column is the DMPL''s COLUNA_DF, NULL in every other statement; period_kind is year (dfp), quarter or year_to_date (itr, by DT_INI_EXERC), NULL for a position.';
--! EndIncluded sql/internal/statement_rows.sql
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
  v_company record := internal.company_id(p_id, 'income_statements');
  v_scope text := internal.one_of('income_statements', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('income_statements', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'income_statements',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (select 1 from internal.statement_rows(array['dre'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'income_statements', 'Narrow p_from/p_to to fewer periods.');
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['dre'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s;
end;
$$;

alter function api.income_statements(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.income_statements(text, date, date, text, text, date) from public;
grant execute on function api.income_statements(text, date, date, text, text, date) to anon, authenticated;
comment on function api.income_statements(text, date, date, text, text, date) is 'A listed company''s income statements (DRE) as known on a date, oldest period first.
The income statement (DRE, Demonstração do Resultado) as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. An unknown company answers []; a p_id that is neither a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
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
  v_company record := internal.company_id(p_id, 'balance_sheets');
  v_scope text := internal.one_of('balance_sheets', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('balance_sheets', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'balance_sheets',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (select 1 from internal.statement_rows(array['bpa', 'bpp'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'balance_sheets', 'Narrow p_from/p_to to fewer periods.');
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['bpa', 'bpp'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s;
end;
$$;

alter function api.balance_sheets(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.balance_sheets(text, date, date, text, text, date) from public;
grant execute on function api.balance_sheets(text, date, date, text, text, date) to anon, authenticated;
comment on function api.balance_sheets(text, date, date, text, text, date) is 'A listed company''s balance sheets (assets BPA, liabilities and equity BPP) as known on a date, oldest period first.
The balance sheet (BPA assets and BPP liabilities and equity) as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. An unknown company answers []; a p_id that is neither a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
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
  v_company record := internal.company_id(p_id, 'cash_flow_statements');
  v_scope text := internal.one_of('cash_flow_statements', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('cash_flow_statements', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'cash_flow_statements',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (select 1 from internal.statement_rows(array['dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'cash_flow_statements', 'Narrow p_from/p_to to fewer periods.');
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source
    from internal.statement_rows(array['dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s;
end;
$$;

alter function api.cash_flow_statements(text, date, date, text, text, date) owner to api_owner;
revoke all on function api.cash_flow_statements(text, date, date, text, text, date) from public;
grant execute on function api.cash_flow_statements(text, date, date, text, text, date) to anon, authenticated;
comment on function api.cash_flow_statements(text, date, date, text, text, date) is 'A listed company''s cash flow statements (DFC, direct or indirect method as filed) as known on a date, oldest period first.
The cash flow statement (DFC, Demonstração dos Fluxos de Caixa) as CVM received it, by the method the company filed: dfc_md (direct) or dfc_mi (indirect), in the statement column (CVM publishes each method in its own member; a company files one of them, and both are served when both were filed). Every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. An unknown company answers []; a p_id that is neither a CNPJ nor a CVM code, an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
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
  v_company record := internal.company_id(p_id, 'financials');
  v_statement text := internal.one_of('financials', 'p_statement', coalesce(p_statement, ''), internal.domain_values('internal.financial_statement'),
    'The statements are bpa (balance sheet, assets), bpp (liabilities and equity), dre (income), dra (comprehensive income), dfc_md and dfc_mi (cash flows, direct and indirect method), dva (value added) and dmpl (changes in equity).',
    'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.');
  v_scope text := internal.one_of('financials', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('financials', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_rows bigint;
begin
  perform internal.assert_window(v_from, v_to, 'financials',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  select count(*) into v_rows
  from (select 1 from internal.statement_rows(array[v_statement], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) limit 1001) w;
  perform internal.assert_row_cap(v_rows, 'financials', 'Narrow p_from/p_to to fewer periods.');
  return query select s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.statement, s.period_start, s.period_end, s.period_kind, s.version, s.received_on,
      s.account_code, s.account_name, s.value, s.value_as_filed, s.currency_scale, s.fixed_account, s.source, s.equity_column
    from internal.statement_rows(array[v_statement], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, v_doc_type, p_as_of) s;
end;
$$;

alter function api.financials(text, text, date, date, text, text, date) owner to api_owner;
revoke all on function api.financials(text, text, date, date, text, text, date) from public;
grant execute on function api.financials(text, text, date, date, text, text, date) to anon, authenticated;
comment on function api.financials(text, text, date, date, text, text, date) is 'A listed company''s income statements (DRE) as known on a date, oldest period first.
One statement of the filings, as CVM received it: every account line of the periods ending in the window, oldest period end first, the quarter before its year to date, then by account code (and, in the DMPL, by equity column, equity_column). p_statement names the statement as CVM''s member files do: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl; a company files the DFC by one method, so the other answers []. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit: MIL = 1000, UNIDADE = 1; the unit and the filed figure are kept in currency_scale and value_as_filed); NULL is a blank VL_CONTA, never 0. For each period the version served is the newest received on or before p_as_of (CVM''s DT_RECEB), so a period first filed after p_as_of is absent and a restatement shows only from its receipt; a version whose receipt date is not held counts only when p_as_of is left out. p_doc_type itr serves the quarterly information (ITR): where CVM files a quarter and its year to date with one end, both are served, told apart by DT_INI_EXERC and labelled in period_kind (quarter, year_to_date); a fourth quarter is never derived (the DFP''s fiscal year is served as filed, period_kind year). A period''s value is the filing''s ÚLTIMO line; the PENÚLTIMO comparative a later filing re-presents is not served here. An unknown company answers []; a p_id that is neither a CNPJ nor a CVM code, a missing or unknown p_statement (the refusal lists the valid ones), an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
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
--! Included sql/internal/standard_line.sql
-- internal.standard_line: a value set the contract states, written once. A
-- column holding it says `@enum internal.standard_line` in its COMMENT.
create domain internal.standard_line as text
  check (value in ('revenue', 'cost_of_sales', 'gross_profit', 'ebit', 'financial_result', 'pretax_income', 'income_tax', 'net_income', 'net_income_parent',
                   'total_assets', 'current_assets', 'cash', 'non_current_assets', 'current_liabilities', 'non_current_liabilities', 'equity',
                   'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'net_change_in_cash'));

alter domain internal.standard_line owner to api_owner;
comment on domain internal.standard_line is 'A standard line of company_financials, each one account of CVM''s fixed chart for commercial, industrial and other companies: revenue 3.01, cost_of_sales 3.02, gross_profit 3.03, ebit 3.05, financial_result 3.06, pretax_income 3.07, income_tax 3.08, net_income 3.11, net_income_parent 3.11.01 (DRE); total_assets 1, current_assets 1.01, cash 1.01.01, non_current_assets 1.02 (BPA); current_liabilities 2.01, non_current_liabilities 2.02, equity 2.03 (BPP); operating_cash_flow 6.01, investing_cash_flow 6.02, financing_cash_flow 6.03, net_change_in_cash 6.05 (DFC, either method).';
--! EndIncluded sql/internal/standard_line.sql
--! Included functions/company_financials.sql
-- api.company_financials: A listed company's standard lines (revenue, gross profit, EBIT, net income, total assets, equity, operating cash flow...) across its statements, as known on a date, oldest period first.
-- Each line is one account of CVM's fixed chart (the map is the VALUES list
-- below, the same list as the domain internal.standard_line), read from the
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
  v_company record := internal.company_id(p_id, 'company_financials');
  v_scope text := internal.one_of('company_financials', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_lines api.company_financials_row[];
begin
  perform internal.assert_window(v_from, v_to, 'company_financials',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the lines (at most 1001) gathered, counted, then returned
  select array_agg(l.r) into v_lines from (
  select row(s.cnpj, s.cd_cvm, s.company_name, s.doc_type, s.scope, s.period_start, s.period_end, s.period_kind,
             m.line, s.statement, s.account_code, s.account_name, s.value, s.currency_scale, s.version, s.received_on, s.source)::api.company_financials_row as r
  from internal.statement_rows(array['dre', 'bpa', 'bpp', 'dfc_md', 'dfc_mi'], v_company.cnpj, v_company.cd_cvm, v_from, v_to, v_scope, null, p_as_of) s
  join (values
    (1, 'revenue', 'dre', '3.01'), (2, 'cost_of_sales', 'dre', '3.02'), (3, 'gross_profit', 'dre', '3.03'), (4, 'ebit', 'dre', '3.05'),
    (5, 'financial_result', 'dre', '3.06'), (6, 'pretax_income', 'dre', '3.07'), (7, 'income_tax', 'dre', '3.08'), (8, 'net_income', 'dre', '3.11'),
    (9, 'net_income_parent', 'dre', '3.11.01'),
    (10, 'total_assets', 'bpa', '1'), (11, 'current_assets', 'bpa', '1.01'), (12, 'cash', 'bpa', '1.01.01'), (13, 'non_current_assets', 'bpa', '1.02'),
    (14, 'current_liabilities', 'bpp', '2.01'), (15, 'non_current_liabilities', 'bpp', '2.02'), (16, 'equity', 'bpp', '2.03'),
    (17, 'operating_cash_flow', 'dfc', '6.01'), (18, 'investing_cash_flow', 'dfc', '6.02'), (19, 'financing_cash_flow', 'dfc', '6.03'),
    (20, 'net_change_in_cash', 'dfc', '6.05')
  ) as m(ord, line, statement, account_code)
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
A standard set of lines read from the DFP (yearly) and ITR (quarterly) filings, each with the account it comes from (statement, account_code, account_name) so it can be checked against income_statements, balance_sheets or cash_flow_statements: revenue 3.01, cost_of_sales 3.02, gross_profit 3.03, ebit 3.05, financial_result 3.06, pretax_income 3.07, income_tax 3.08, net_income 3.11, net_income_parent 3.11.01 (DRE); total_assets 1, current_assets 1.01, cash 1.01.01, non_current_assets 1.02 (BPA); current_liabilities 2.01, non_current_liabilities 2.02, equity 2.03 (BPP); operating_cash_flow 6.01, investing_cash_flow 6.02, financing_cash_flow 6.03, net_change_in_cash 6.05 (DFC, by the method filed). These are CVM''s fixed-chart accounts for commercial, industrial and other companies; banks and insurers file another chart, so their lines keep the filed account_name. Rows: per period end, DFP before ITR, a quarter''s lines and the positions before the year-to-date lines (period_kind year, quarter, year_to_date; a fourth quarter is never derived), then the lines in the order above. A line the filing lacks is absent, never 0; a blank VL_CONTA is NULL. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit). Each period is served from the newest version received on or before p_as_of, its ÚLTIMO lines only, as in the statement functions. An unknown company answers []; a p_id that is neither a CNPJ nor a CVM code, an unknown p_scope, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
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
--! Included functions/financial_statement_history.sql
-- api.financial_statement_history: Every version of a listed company's statement as filed, with each version's receipt date, PENÚLTIMO re-presentations included, oldest period first.
-- The statement functions answer one version per period (as known on a date);
-- this one answers every line CVM published about the periods in the window:
-- each version of the period's own filing (ÚLTIMO) and the comparative a later
-- filing re-presents (PENÚLTIMO), so a restatement can be traced line by line.
drop function if exists api.financial_statement_history(text, text, date, date, text, text);
drop type if exists api.financial_statement_history_row;

create type api.financial_statement_history_row as (
  cnpj text,
  cd_cvm integer,
  company_name text,
  doc_type text,
  scope text,
  statement text,
  period_start date,
  period_end date,
  period_kind text,
  filing_period_end date,
  version integer,
  received_on date,
  presentation text,
  account_code text,
  account_name text,
  value numeric,
  value_as_filed numeric,
  currency_scale text,
  fixed_account boolean,
  source text,
  equity_column text
);
alter type api.financial_statement_history_row owner to api_owner;
comment on type api.financial_statement_history_row is 'One account line of one version of a listed company''s filing, as filed: the period''s own figure (ÚLTIMO) or a later filing''s comparative (PENÚLTIMO).';
comment on column api.financial_statement_history_row.cnpj is 'CNPJ_CIA, 14 digits; never NULL.';
comment on column api.financial_statement_history_row.cd_cvm is 'CD_CVM, the company''s CVM code (unpadded); never NULL.';
comment on column api.financial_statement_history_row.company_name is 'DENOM_CIA as filed in this version; NULL when blank.';
comment on column api.financial_statement_history_row.doc_type is 'The filing: dfp (yearly standardised statements) or itr (quarterly information); never NULL.
@enum internal.financial_doc_type';
comment on column api.financial_statement_history_row.scope is 'con (consolidated) or ind (individual), as asked; never NULL.
@enum internal.statement_scope';
comment on column api.financial_statement_history_row.statement is 'The statement asked (p_statement); never NULL.
@enum internal.financial_statement';
comment on column api.financial_statement_history_row.period_start is 'DT_INI_EXERC, first day of the period the line is about; NULL for a balance sheet line (a position).';
comment on column api.financial_statement_history_row.period_end is 'DT_FIM_EXERC, last day of the period the line is about (for a PENÚLTIMO line, the prior period); never NULL.';
comment on column api.financial_statement_history_row.period_kind is 'year (a DFP''s fiscal year), quarter or year_to_date (an ITR''s two spans, told apart by DT_INI_EXERC); NULL for a balance sheet line. A fourth quarter is never derived.
@enum internal.statement_period';
comment on column api.financial_statement_history_row.filing_period_end is 'DT_REFER, the reference date of the filing that states the line (later than period_end for a PENÚLTIMO comparative); never NULL.';
comment on column api.financial_statement_history_row.version is 'VERSAO of that filing; never NULL.';
comment on column api.financial_statement_history_row.received_on is 'DT_RECEB of that version, from the filing index ({dfp,itr}_cia_aberta_YYYY.csv); NULL when the index was not loaded.';
comment on column api.financial_statement_history_row.presentation is 'ORDEM_EXERC as filed: ÚLTIMO (the filing''s own period) or PENÚLTIMO (the prior period re-presented as a comparative); never NULL.
@enum internal.statement_presentation';
comment on column api.financial_statement_history_row.account_code is 'CD_CONTA, CVM''s account code (e.g. 3.01); never NULL.';
comment on column api.financial_statement_history_row.account_name is 'DS_CONTA as filed; NULL when blank.';
comment on column api.financial_statement_history_row.value is 'The line in reais: VL_CONTA times the unit of ESCALA_MOEDA (MIL = 1000, UNIDADE = 1); NULL when VL_CONTA is blank, never 0.';
comment on column api.financial_statement_history_row.value_as_filed is 'VL_CONTA as filed, in the unit currency_scale states; NULL when blank.';
comment on column api.financial_statement_history_row.currency_scale is 'ESCALA_MOEDA as filed: MIL (thousands of reais) or UNIDADE (reais); never NULL.';
comment on column api.financial_statement_history_row.fixed_account is 'ST_CONTA_FIXA: true for an account of CVM''s fixed chart (S), false for one the company added (N); NULL when blank.';
comment on column api.financial_statement_history_row.source is 'cvm_dfp or cvm_itr (CVM''s open data, by filing) or synthetic_sample (generated demo data; never a CVM figure).';
comment on column api.financial_statement_history_row.equity_column is 'COLUNA_DF, the DMPL''s equity column as filed; NULL in every other statement.';

create function api.financial_statement_history(p_id text, p_statement text, p_from date default null, p_to date default null, p_scope text default 'con', p_doc_type text default null)
returns setof api.financial_statement_history_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_company record := internal.company_id(p_id, 'financial_statement_history');
  v_statement text := internal.one_of('financial_statement_history', 'p_statement', coalesce(p_statement, ''), internal.domain_values('internal.financial_statement'),
    'The statements are bpa (balance sheet, assets), bpp (liabilities and equity), dre (income), dra (comprehensive income), dfc_md and dfc_mi (cash flows, direct and indirect method), dva (value added) and dmpl (changes in equity).',
    'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.');
  v_scope text := internal.one_of('financial_statement_history', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('financial_statement_history', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  v_lines api.financial_statement_history_row[];
begin
  perform internal.assert_window(v_from, v_to, 'financial_statement_history',
    'Send p_from on or before p_to (p_from defaults to 1825 days before p_to, p_to to today).', p_from is null);
  -- one pass: the lines (at most 1001) gathered, counted, then returned
  select array_agg(l.r) into v_lines from (
    select row(s.cnpj, s.cd_cvm, s.denom_cia, s.doc_type, s.scope, s.statement, s.dt_ini_exerc, s.dt_fim_exerc,
               internal.statement_period_of(s.doc_type, s.dt_ini_exerc, s.dt_fim_exerc), s.dt_refer, s.versao, d.dt_receb, s.ordem_exerc,
               s.cd_conta, s.ds_conta, s.vl_conta * case s.escala_moeda when 'MIL' then 1000 when 'UNIDADE' then 1 end, s.vl_conta, s.escala_moeda,
               case s.st_conta_fixa when 'S' then true when 'N' then false end,
               case when lg.synthetic then 'synthetic_sample' else 'cvm_' || s.doc_type end,
               nullif(s.coluna_df, ''))::api.financial_statement_history_row as r
    from cvm.cia_statement s
    left join cvm.cia_document d on d.cnpj = s.cnpj and d.doc_type = s.doc_type and d.dt_refer = s.dt_refer and d.versao = s.versao
    join ingest.ingest_log lg on lg.id = s.ingest_id
    where (v_company.cnpj is null or s.cnpj = v_company.cnpj)
      and (v_company.cd_cvm is null or s.cd_cvm = v_company.cd_cvm)
      and s.statement = v_statement
      and s.scope = v_scope
      and (v_doc_type is null or s.doc_type = v_doc_type)
      and s.dt_fim_exerc between v_from and v_to
    order by s.dt_fim_exerc, s.cnpj, s.doc_type, s.dt_ini_exerc desc nulls first, s.cd_conta collate "C", s.coluna_df collate "C",
             d.dt_receb nulls last, s.dt_refer, s.versao
    limit 1001) l;
  perform internal.assert_row_cap(coalesce(cardinality(v_lines), 0), 'financial_statement_history', 'Narrow p_from/p_to to fewer periods, or send p_doc_type.');
  return query select * from unnest(v_lines);
end;
$$;

alter function api.financial_statement_history(text, text, date, date, text, text) owner to api_owner;
revoke all on function api.financial_statement_history(text, text, date, date, text, text) from public;
grant execute on function api.financial_statement_history(text, text, date, date, text, text) to anon, authenticated;
comment on function api.financial_statement_history(text, text, date, date, text, text) is 'Every version of a listed company''s statement as filed, with each version''s receipt date, PENÚLTIMO re-presentations included, oldest period first.
Every line CVM published about the periods ending in the window, for one statement: each version (VERSAO) of the period''s own filing (presentation ÚLTIMO) and the comparative that a later filing re-presents (presentation PENÚLTIMO, filing_period_end = that later filing''s reference date), each with its receipt date (DT_RECEB). Rows: oldest period end first, the quarter before its year to date (period_kind), then by account code (and DMPL equity column), then the versions in the order CVM received them. Nothing is chosen or merged: income_statements, balance_sheets, cash_flow_statements, financials and company_financials serve one version per period as known on a date; this function is their audit trail. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit; the filed figure and unit are kept); a blank VL_CONTA is NULL, never 0. A fourth quarter is never derived. An unknown company answers []; a p_id that is neither a CNPJ nor a CVM code, a missing or unknown p_statement (the refusal lists the valid ones), an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
p_statement: bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl (case ignored).
p_from: first period end (YYYY-MM-DD); default 1825 days before p_to.
p_to: last period end (YYYY-MM-DD); default today.
p_scope: con (consolidated, default) or ind (individual).
p_doc_type: dfp (yearly) or itr (quarterly); default every filing type held.
@tag Financials
@default p_from: 1825 days before p_to
@default p_to: today
@default p_scope
@default p_doc_type: every filing type held';
--! EndIncluded functions/financial_statement_history.sql
--! Included sql/internal/catalog_part_examples.sql
-- GENERATED from catalog.json ("examples") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_examples: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_examples()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '[{"ask":"What was the USD PTAX in October 2026?","call":{"method":"POST","path":"/rpc/ptax","body":{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"buy_rate and sell_rate are BRL per ONE unit of the currency; a window of up to about 3 years fits in one response, a longer one is refused (22023)"},{"ask":"Which funds are called something like ''ipe imobiliario''?","call":{"method":"POST","path":"/rpc/search_funds","body":{"p_query":"ipe imobiliario","p_limit":3}},"then":"pass a row''s cnpj to fund_nav; first_period and last_period say the span of its monthly series"},{"ask":"How did this real-estate fund''s NAV and holders move since January 2026?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33.101.369/0001-40","p_from":"2026-01-01"}},"then":"without p_to the series stops at the family''s complete-through period (coverage funds_fii); send p_to to include the month still being filed"},{"ask":"Give me the whole monthly series of that fund, page by page","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"33101369000140","p_entity_type":"fii","p_after":""}},"then":"a page shorter than 1000 rows is the last; otherwise call again with p_after = the last row''s period"},{"ask":"Which real-estate funds have the longest monthly series held?","call":{"method":"GET","path":"/funds","query":"entity_type=eq.fii&order=n_reports.desc,cnpj&limit=5"},"then":"page with offset (or last_period=gte.<date> for the funds still filing); pass a row''s cnpj to fund_profile or fund_nav"},{"ask":"Who administers and manages this real-estate fund, and what does the store hold of it?","call":{"method":"POST","path":"/rpc/fund_profile","body":{"p_cnpj":"33.101.369/0001-40"}},"then":"periods lists each dataset holding the fund (funds_fii is the monthly series of fund_nav); status_history is what the registries record now, not a log of every change"},{"ask":"Which metrics does each fund family file, and over which span?","call":{"method":"POST","path":"/rpc/metric_coverage","body":{}},"then":"a (family, metric) pair absent from the list is never filed: fund_nav returns it as NULL, never 0"},{"ask":"What does the store hold, and how fresh is it?","call":{"method":"POST","path":"/rpc/coverage","body":{}},"then":"complete_through is the last period taken as complete; landed_at and code_version say when and by which code the newest file loaded; source says synthetic_sample for demo data"},{"ask":"Which sectors had the largest short interest on 2026-11-13?","call":{"method":"GET","path":"/short_interest_by_sector","query":"trade_date=eq.2026-11-13&order=short_value.desc"},"then":"drill into one sector with GET /short_interest?trade_date=eq.2026-11-13&sector=eq.<sector>; tickers without a published sector are under Não classificado"},{"ask":"How has PETR4''s short interest moved over the last sessions?","call":{"method":"GET","path":"/short_interest","query":"ticker=eq.PETR4&order=trade_date.desc&limit=5"},"then":"the bulletin keeps about 21 sessions; coverage b3-bdi/BTBLendingOpenPosition says which are held"},{"ask":"What did foreign investors buy and sell in the latest sessions?","call":{"method":"GET","path":"/investor_flow","query":"investor_type=eq.Investidor%20Estrangeiro&order=reference_date.desc&limit=5"},"then":"flows are R$ thousands of one session when flow_basis is delta or month_open; NULL otherwise (catalog flow_basis says why)"},{"ask":"Which tickers were lent the most on 2023-03-22?","call":{"method":"GET","path":"/lending_trades","query":"trade_date=eq.2023-03-22&order=quantity.desc&limit=10"},"then":"GET /lending_participants with the same trade_date and ticker shows who lent and who borrowed"},{"ask":"Who lent and borrowed PETR4 on 2026-11-13?","call":{"method":"GET","path":"/lending_participants","query":"trade_date=eq.2026-11-13&ticker=eq.PETR4&order=quantity_lent.desc"},"then":"quantity_net is lent minus borrowed; internal_legs counts trades where the broker was on both sides"},{"ask":"What are the limits, tiers and endpoints of this API?","call":{"method":"POST","path":"/rpc/catalog","body":{}},"then":"limits.page says how to page; tiers says what signing in raises; endpoints lists every method and path"},{"ask":"Where did the January 2027 DI1 contract settle in October 2026?","call":{"method":"POST","path":"/rpc/future_series","body":{"p_ticker":"DI1F27","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"settlement_rate is % a year (DI1 prices are rates) and settlement_price the unit price; nothing is rolled, so DI1F28 is another series; future_curve lists a session''s contracts"},{"ask":"What does the DI1 curve look like on the newest session held?","call":{"method":"POST","path":"/rpc/future_curve","body":{}},"then":"one row per contract, nearest expiry first; send p_trade_date for another session or p_root for another futures root"},{"ask":"How did the IBOV close in the first weeks of November 2026?","call":{"method":"POST","path":"/rpc/index_history","body":{"p_index":"IBOV","p_from":"2026-11-01","p_to":"2026-11-20"}},"then":"close_level in points per session; a code that is not an index held is refused with the list of codes held"},{"ask":"How did SMPL3 trade from August to November 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"SMPL3","p_from":"2026-08-01","p_to":"2026-11-20"}},"then":"prices are raw as the tape publishes them (never adjusted for splits or distributions); p_board picks cash or odd_lot, both when null"},{"ask":"What are the instrument codes CRI-26E1234567 and SMPL11 in my portfolio?","call":{"method":"POST","path":"/rpc/portfolio_instruments","body":{"p_codes":["CRI-26E1234567","SMPL11"]}},"then":"match_kind securit_registry gives one row per series and class of the CRI/CRA report; cda_ticker gives the funds'' holdings of a debenture (n_fundos, their mark); NULL match_kind carries the reason in Portuguese (sample codes: the cvm-instruments set)"},{"ask":"How did PETR4''s monthly close and volume move beside this real-estate fund''s NAV this year?","call":{"method":"POST","path":"/rpc/panel","body":{"p_ids":["PETR4","33.101.369/0001-40"],"p_metrics":["close","volume","nav"],"p_from":"2026-01-01"}},"then":"long rows (id, asset_class, date, metric, value); up to 3 ids anonymous, 50 signed in; page with p_after = '''' then the last row''s date|id|metric|asset_class"},{"ask":"How did the fixed-income ETF DEMF11 trade in October 2026 (a ticker the quote-history file does not carry)?","call":{"method":"POST","path":"/rpc/trade_consolidated_history","body":{"p_ticker":"DEMF11","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session of the FORWARD segment; a session without a trade carries only ref_price (never a close); file_status says Final or Parcial; a ticker of the quote-history file is refused with a hint to quote_history (sample tickers: SMPF11, DEMF11, TSTF11)"},{"ask":"How did the debenture SMPD11 trade over the counter in October 2026, as known on the evening of 2026-10-15 (before that session was revised)?","call":{"method":"POST","path":"/rpc/credit_market_history","body":{"p_code":"SMPD11","p_from":"2026-10-01","p_to":"2026-10-31","p_as_of":"2026-10-16T00:00:00Z"}},"then":"one row per session, settlement date and trade classification from the newest capture of each session observed on or before p_as_of (sessions not yet captured then have no row); drop p_as_of to see the revised 2026-10-15 session, without its D+1 group; last_price and reference_price repeat on each row of a session, never sum them (sample codes: SMPD11, SMPD12, SMPD21)"},{"ask":"How old are one FIDC''s overdue receivables, band by band, in the first half of 2026?","call":{"method":"POST","path":"/rpc/fidc_aging","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-06-30"}},"then":"21 rows a month: kind to_maturity and overdue in ten bands each, and overdue_total, the FILED total, which may differ from the band sum"},{"ask":"Who are one FIDC''s largest debtors this year?","call":{"method":"POST","path":"/rpc/fidc_sacados","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"up to 25 rows a month, seq as the regulator ranks them and valor as filed; no debtor identity is published"},{"ask":"Which originators does one FIDC buy its receivables from?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cnpj":"22.100.111/0001-02","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per filled slot of tab I: share_pct is a percent of its block (A with, B without retention of risk), as filed; a slot holding a CPF says cedente_kind cpf and never shows the identifier"},{"ask":"Which FIDCs buy receivables from this originator?","call":{"method":"POST","path":"/rpc/fidc_cedentes","body":{"p_cedente":"45.678.901/0001-23","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per fund, month and slot naming that CNPJ; send exactly one of p_cnpj and p_cedente (sample originator 45.678.901/0001-23 is synthetic)"},{"ask":"What sectors is one FIDC''s book in?","call":{"method":"POST","path":"/rpc/fidc_portfolio","body":{"p_cnpj":"22.100.111/0001-02","p_kind":"sector","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"33 rows a month: TOTAL, the sectors A..K and their numbered members (parent names the letter): sum leaves or parents, never both; p_kind scr_debtor, scr_operation, tax_debt or guarantees for the rest of the book"},{"ask":"How are one FIDC''s tranches priced and paid month by month?","call":{"method":"POST","path":"/rpc/fidc_tranches","body":{"p_cnpj":"22.100.037/0001-24","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"one row per series and month: quotas, quota_value, return_month, expected and realised performance, and flows (the month''s X_4 operations as filed); tranche_filed false marks a series with flows but no X_2 row"},{"ask":"What does the market expect for IPCA in 2026, survey by survey?","call":{"method":"POST","path":"/rpc/focus_expectations","body":{"p_endpoint":"ExpectativasMercadoAnuais","p_indicator":"IPCA","p_horizon":"2026","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"median, mean, deviation, min, max and respondents per survey date on the 30-day basis (p_base_calculo 0)"},{"ask":"What was the daily CDI in the first quarter of 2026?","call":{"method":"POST","path":"/rpc/macro_series","body":{"p_series":"CDI","p_from":"2026-01-01","p_to":"2026-03-31"}},"then":"one row per business day, the value as the central bank publishes it (% a day for CDI); SGS code 12 works as p_series too"},{"ask":"How did the central bank''s IPCA cores move in 2026?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"core","p_from":"2026-01-01","p_to":"2026-10-31"}},"then":"one row per month and core, value as published (percent over the month); acc_12m chains the twelve months ending there, NULL when one is missing"},{"ask":"What was the 12-month IPCA, chained and as published?","call":{"method":"POST","path":"/rpc/inflation","body":{"p_family":"headline","p_from":"2026-07-01","p_to":"2026-10-31"}},"then":"the IPCA row''s acc_12m is the chain of its last twelve months; the IPCA_12M row is the central bank''s own figure for the same month, served beside it to compare"},{"ask":"Which options on the SMPL prefix were listed on 2026-11-19?","call":{"method":"POST","path":"/rpc/option_chain","body":{"p_prefix":"SMPL","p_trade_date":"2026-11-19","p_expiry_from":"2026-11-19"}},"then":"calls and puts of that session, nearest expiry first, then strike; 100 rows by default"},{"ask":"Which options on the SMPL prefix were exercised over the last year?","call":{"method":"POST","path":"/rpc/option_exercises","body":{"p_prefix":"SMPL","p_from":"2025-11-01","p_to":"2026-10-31"}},"then":"one row per exercise print (TPMERC 012 call, 013 put), oldest first; not quotes"},{"ask":"What administration fee do these two funds disclose, and what does their balance sheet suggest?","call":{"method":"POST","path":"/rpc/portfolio_fees","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per CNPJ: the disclosed fee from one source (Extrato, else lâmina, else cad_fi) and, never mixed in, a balance-sheet estimate"},{"ask":"Is this fund''s administration fee high against its peers?","call":{"method":"POST","path":"/rpc/portfolio_fee_peers","body":{"p_cnpjs":["11.100.000/0001-80"],"p_as_of":"2026-11-01"}},"then":"status compared with the peer quartiles and the fund''s percentile, or not_compared with a reason_code"},{"ask":"How did DEMO3 trade in October 2026?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per session and board, prices RAW as published (never adjusted), per quotation_factor units"},{"ask":"Which Novo Mercado common shares traded the most on 2022-02-04?","call":{"method":"GET","path":"/equities","query":"trade_date=eq.2022-02-04&share_class=eq.ON&governance_segment=eq.NM&lot=eq.standard&order=volume.desc&limit=5&select=ticker,short_name,close,volume"},"then":"lot=eq.standard keeps the round lot (the odd lot is its own row, ticker ending F); share_class and governance_segment are read off the published ESPECI"},{"ask":"Which BDRs traded the most on 2022-02-04?","call":{"method":"GET","path":"/bdrs","query":"trade_date=eq.2022-02-04&lot=eq.standard&order=volume.desc&limit=5&select=ticker,spec,close,volume"},"then":"prices are raw, in BRL per quotation_factor units; close_unit is the price of one receipt"},{"ask":"How did the unit UNIT11 close in November 2026?","call":{"method":"GET","path":"/units","query":"ticker=eq.UNIT11&lot=eq.standard&trade_date=gte.2026-11-01&order=trade_date&select=trade_date,close,volume,source"},"then":"synthetic sample rows say source synthetic_sample; quote_history serves the same ticker as a series"},{"ask":"Which ETFs traded the most on 2022-02-04?","call":{"method":"GET","path":"/fund_quotas","query":"trade_date=eq.2022-02-04&fund_type=eq.etf&lot=eq.standard&order=volume.desc&limit=5&select=ticker,close,volume"},"then":"fund_type comes from the published codes (ESPECI FIDC, CODBDI 14 etf, 05/12 fii, 13 fiagro) and is NULL on the odd-lot board"},{"ask":"Which subscription rights and other papers printed on 2022-02-04?","call":{"method":"GET","path":"/cash_securities","query":"trade_date=eq.2022-02-04&order=ticker&select=ticker,spec,lot,close,volume"},"then":"spec says what each paper is (DIR subscription right, BNS subscription warrant, ...); with equities, bdrs, units and fund_quotas these rows make up the whole cash tape"},{"ask":"When did TEST3 go to auction in 2026?","call":{"method":"GET","path":"/auctions","query":"ticker=eq.TEST3&trade_date=gte.2026-01-01&order=trade_date&select=trade_date,close,quantity,volume"},"then":"an auction print is an event, not a session of a series: the same day''s regular session is in quotes"},{"ask":"What is PETR4''s latest close?","call":{"method":"POST","path":"/rpc/quote_latest","body":{"p_ticker":"PETR4"}},"then":"the newest session the store holds, never advanced to today: check trade_date, and coverage() for how current the tape is"},{"ask":"How has the SMPL3 December 20.00 call traded?","call":{"method":"POST","path":"/rpc/option_history","body":{"p_codneg":"SMPLL200","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session the series traded; option_chain lists a session''s codes, option_exercises the exercise events"},{"ask":"How have the SMPL3 forwards (termo) priced over the last weeks?","call":{"method":"POST","path":"/rpc/termo_history","body":{"p_codneg":"SMPL3T","p_from":"2026-11-01","p_to":"2026-11-30"}},"then":"one row per session and term: term_days is part of the key, a 30-day and a 60-day forward are different contracts"},{"ask":"What does the exchange''s DI x pre reference curve look like on its newest session?","call":{"method":"POST","path":"/rpc/curve","body":{"p_curve":"PRE"}},"then":"every vertex, shortest first, as published: calendar and business days, rate % a year, vertex_type F (fixed nominal tenor, vertex_code) or M (a contract maturity); an unknown curve is refused listing the codes held (sample: synthetic PRE, DOC, DPL 2026-11-13..19, the genuine APR of 2014-12-12)"},{"ask":"How did the one-year (252 business days) pre rate move over the sample week?","call":{"method":"POST","path":"/rpc/curve_history","body":{"p_curve":"PRE","p_tenor_days":252,"p_from":"2026-11-13","p_to":"2026-11-19"}},"then":"one row per session: the published vertex when the session has one at 252 business days (interpolated false), else flat-forward on 252 business days between the nearest vertices (interpolated true, both named), NULL outside the published range"},{"ask":"What is DEMO3''s split-adjusted close and total-return close across its 2026 split?","call":{"method":"POST","path":"/rpc/quote_history","body":{"p_ticker":"DEMO3","p_from":"2026-06-10","p_to":"2026-06-22","p_board":"cash","p_fields":["close","close_adj","close_total_return"]}},"then":"one row per session: close raw, close_adj in the shares after the 2-for-1 split of 2026-06-16 (no jump), close_total_return also reinvesting the cash events; a NULL adjusted close carries its *_null_reason (sample issuer: DEMO)"},{"ask":"Which dividends and interest on equity did DEMO3 pay in 2026?","call":{"method":"POST","path":"/rpc/cash_events","body":{"p_ticker":"DEMO3","p_from":"2026-01-01"}},"then":"one row per cash event as published (kind, approval, last date with the right, ex-date from the tape, value per share, payment date when the company answer lists it); ABEV3 serves Ambev''s 29 genuine events"},{"ask":"What is in the IBOV theoretical portfolio?","call":{"method":"POST","path":"/rpc/index_portfolio","body":{"p_index":"IBOV"}},"then":"one row per stock of the newest capture held (ticker, name, type, theoretical quantity, weight %), as published (sample: the genuine May 2022 answer, 92 stocks)"},{"ask":"Which FIDCs carry delinquency above 5% of a NAV over R$1 million in the newest month?","call":{"method":"POST","path":"/rpc/screen_zombie_growth","body":{}},"then":"one row per FIDC crossing both lines, largest NAV first: nav, delinquency (BRL) and delinquency_pct of the newest fidc month held, with screen and params (p_period resolved); a signal, not a verdict"},{"ask":"Which FIDCs hold a long tail of receivables overdue more than 1080 days that does not move?","call":{"method":"POST","path":"/rpc/screen_evergreen_aging","body":{}},"then":"one row per FIDC whose > 1080-day band peaked above 70% of the tab VI overdue total and moved less than 10 p.p. over 12 months: months_observed, min and max share, with screen and params (sample: one synthetic fund at 75% every month); a signal, not a verdict"},{"ask":"Which FIIs hold more than R$50 million for fewer than 10 quotaholders?","call":{"method":"POST","path":"/rpc/screen_captive_vehicles","body":{}},"then":"one row per FII whose largest NAV of the last 3 months held is above R$50 million while its smallest quotaholder count is below 10, largest NAV first, with screen and params (sample: one synthetic fund with 4 to 6 quotaholders); a signal, not a verdict"},{"ask":"How many fi classes sat still (no subscription, no redemption) each month?","call":{"method":"POST","path":"/rpc/screen_dormant_trend","body":{"p_lookback_months":3,"p_history_months":12}},"then":"one row per month of the last 12 complete fi months: classes filing, empty shells, parked-capital classes and the NAV parked in them, with screen and params (a signal, not a verdict)"},{"ask":"Which CRI or CRA series are past maturity while their newest filing is not terminal?","call":{"method":"POST","path":"/rpc/screen_overdue_securit","body":{"p_min_volume":100000}},"then":"one row per series line of a certificate''s newest report whose maturity has passed and whose status is not terminal, oldest maturity first, with as_of, screen and params (sample: the synthetic CRA-VENCIDO series; a stale filing, not a default)"},{"ask":"What did the synthetic company ALFA (CVM code 990001) report as its 2024 income statement, as known on 2025-04-30, before it restated?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990001","p_from":"2024-01-01","p_to":"2024-12-31","p_as_of":"2025-04-30"}},"then":"version 1 as received on 2025-03-25; leave p_as_of out for version 2 (revenue restated, received 2025-07-15). value is in reais (value_as_filed times the currency_scale unit); account 3.01 is revenue"},{"ask":"What are the synthetic company BETA''s consolidated balance sheets for 2023-2025?","call":{"method":"POST","path":"/rpc/balance_sheets","body":{"p_id":"99.200.002/0001-02","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"account 1 (total assets, bpa) equals account 2 (liabilities and equity, bpp) per period; BETA files in UNIDADE, so value equals value_as_filed"},{"ask":"How did net assets of the Renda Fixa class move in 2026, per the ANBIMA bulletin?","call":{"method":"POST","path":"/rpc/anbima_classes","body":{"p_category":"Renda Fixa","p_metric":"pl_brl_mm","p_from":"2026-01-01"}},"then":"value is R$ millions as ANBIMA prints it (unit brl_mm), one row per month through the newest edition held; p_level ''type'' gives the ANBIMA types under the class, ''total'' the industry totals"},{"ask":"How did Ações Livre funds do over the last 12 and 6 months?","call":{"method":"POST","path":"/rpc/class_return_distribution","body":{"p_classe_anbima":"Ações Livre","p_fundo_cotas":"N","p_month":"2026-09-01"}},"then":"two rows (12 and 6 months): the 25th, 50th and 75th percentiles of the class''s quota returns, or nao_avaliado with the reason (fewer than 30 funds, an incomplete month)"},{"ask":"Was September unusual for these two funds, against their ANBIMA class?","call":{"method":"POST","path":"/rpc/portfolio_movement","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"],"p_month":"2026-09-01"}},"then":"one row per fund: its quota return, the class''s winsorized mean and standard deviation, z and level normal / atencao (|z| > 2) / forte (|z| > 3), or nao_avaliado with a Portuguese reason"},{"ask":"Who manages these funds, and how fast can I redeem?","call":{"method":"POST","path":"/rpc/portfolio_fund_terms","body":{"p_cnpjs":["11.100.000/0001-80","11.100.037/0001-08"]}},"then":"one row per fund: manager and administrator as the CVM registers file them (a person''s CPF never served), and the newest Extrato''s redemption terms as filed: conversion and payment days, business or calendar days, lock-up; NULL where not filed"},{"ask":"Which ETF is the market equivalent of the Ações Livre class, and is it cheaper than the class''s funds?","call":{"method":"POST","path":"/rpc/portfolio_equivalents","body":{"p_classes":["Ações Livre","Multimercados Livre"],"p_as_of":"2026-11-01"}},"then":"one row per active ETF mapped to the class (is_equivalent on the largest by net assets; fee and net assets are a website''s curated values, flagged sample_entry on the shipped sample rows) beside the median fee of the class''s funds; a class with no mapped index is one sem_par row"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold in other funds?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_cnpj":"91000001000101","p_kind":"fund","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"held_id is each held fund''s CNPJ: call fund_holdings on it, or portfolio_lookthrough to follow the chain down with weights"},{"ask":"Which funds held SMPL3 in October 2026?","call":{"method":"POST","path":"/rpc/fund_holdings","body":{"p_ticker":"SMPL3","p_from":"2026-10-01","p_to":"2026-10-31"}},"then":"one row per filed line, never summed: a fund can file one ticker under several application types (tp_aplic)"},{"ask":"Which funds hold debentures issued by the company 61.000.001/0001-01?","call":{"method":"POST","path":"/rpc/fund_debentures","body":{"p_issuer":"61.000.001/0001-01"}},"then":"maturity, indexer and coupon_pct tell the issuer''s series apart; a line issued by a person never carries the person''s identifier"},{"ask":"What does the fund of funds 91.000.001/0001-01 hold through the funds it holds, in October 2026?","call":{"method":"POST","path":"/rpc/portfolio_lookthrough","body":{"p_cnpjs":["91000001000101"],"p_month":"2026-10-01"}},"then":"weight is each line''s share of the root through the chain, never scaled to 1; rows of kind cycle, depth_cap and month_missing say where the walk stopped and what weight stays unexplained"},{"ask":"Which funds could the statement lines \"Fundo de Investimento em Acoes Aurora\" and \"AMOS11\" be?","call":{"method":"POST","path":"/rpc/portfolio_resolve","body":{"p_names":["Fundo de Investimento em Acoes Aurora","AMOS11"]}},"then":"up to 5 candidates per line with match_kind and score; send p_quotas and p_quota_dates to see which candidate''s filed quota matches the statement"},{"ask":"Which properties did an FII file in its 2025 quarterly reports, and what changed when it re-filed a quarter?","call":{"method":"POST","path":"/rpc/fii_property_history","body":{"p_cnpj":"33.100.037/0001-40","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per property line per quarter and report version; a re-filed quarter has a row set per version (compare percentual_vacancia across versions); row_hash identifies the source row, not a durable property"},{"ask":"What was a private-equity fund (FIP) worth at each year-end?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"44.100.000/0001-39","p_entity_type":"fip","p_to":"2025-12-31"}},"then":"one row per 31 December with nav (VL_PATRIM_LIQ as filed); every other metric is NULL for fip; without p_to the newest year-end (still being filed) is left out, as coverage() funds_fip says (sample FIPs are synthetic)"},{"ask":"How much of an agribusiness fund (FIAGRO) is overdue, month by month?","call":{"method":"POST","path":"/rpc/fund_nav","body":{"p_cnpj":"55.100.000/0001-55","p_from":"2025-05-01","p_to":"2026-10-31"}},"then":"one row per month from 2025-05 (the first month CVM publishes): nav = Patrimonio_Liquido and delinquency = Vencidos (overdue assets, BRL) of the newest version; divide delinquency by nav for a rate (sample classes are synthetic)"},{"ask":"Which FIAGRO classes have stopped filing their monthly report?","call":{"method":"POST","path":"/rpc/screen_silent_filers","body":{"p_family":"fiagro"}},"then":"one row per class whose newest month is 3 to 24 months behind the family''s complete-through month, most silent first, with screen and params; p_family fip measures year-ends (steps of 12 months)"},{"ask":"How much cash did the synthetic company GAMA (CVM code 990003) generate from operations in 2023-2025, by the method it files?","call":{"method":"POST","path":"/rpc/cash_flow_statements","body":{"p_id":"990003","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"GAMA files the indirect method (statement dfc_mi; BETA, 990002, files the direct one, dfc_md); account 6.01 is net cash from operating activities, value in reais"},{"ask":"How did the synthetic company GAMA''s equity move in 2025, column by column (DMPL)?","call":{"method":"POST","path":"/rpc/financials","body":{"p_id":"990003","p_statement":"dmpl","p_from":"2025-01-01","p_to":"2025-12-31"}},"then":"one row per account and equity column (equity_column, CVM''s COLUNA_DF): 5.01 opening balances, 5.05 total comprehensive income, 5.07 closing balances; p_statement takes bpa, bpp, dre, dra, dfc_md, dfc_mi, dva or dmpl"},{"ask":"What were the synthetic company GAMA''s (CVM code 990003) quarterly results in 2025, quarter by quarter and year to date?","call":{"method":"POST","path":"/rpc/income_statements","body":{"p_id":"990003","p_from":"2025-01-01","p_to":"2025-09-30","p_doc_type":"itr"}},"then":"each quarter end has its quarter lines (period_kind quarter, period_start at the quarter''s first day) and its year-to-date lines (year_to_date, from 2025-01-01); the first quarter is filed once, as quarter. The second quarter is version 2, re-filed on 2025-10-02: send p_as_of 2025-09-30 for version 1. A fourth quarter is never derived"},{"ask":"What were the synthetic company ALFA''s (CVM code 990001) revenue, EBIT, net income, total assets, equity and operating cash flow in 2023-2025, and which account is each?","call":{"method":"POST","path":"/rpc/company_financials","body":{"p_id":"990001","p_from":"2023-01-01","p_to":"2025-12-31"}},"then":"one row per period and standard line with the statement and account_code it is read from (revenue 3.01, ebit 3.05, net_income 3.11, total_assets 1, equity 2.03, operating_cash_flow 6.01); 2024 is the restated version 2 (send p_as_of 2025-04-30 for version 1)"},{"ask":"How was the synthetic company ALFA''s (CVM code 990001) 2024 income statement filed, version by version, and how did the 2025 filing re-present it?","call":{"method":"POST","path":"/rpc/financial_statement_history","body":{"p_id":"990001","p_statement":"dre","p_from":"2024-01-01","p_to":"2024-12-31"}},"then":"per account: version 1 (ÚLTIMO, received 2025-03-25), version 2 (ÚLTIMO, revenue restated, received 2025-07-15), then the 2025 filing''s comparative (PENÚLTIMO, filing_period_end 2025-12-31); values in reais"}]'::json
$fn$;

alter function internal.catalog_part_examples() owner to api_owner;
revoke all on function internal.catalog_part_examples() from public;
comment on function internal.catalog_part_examples() is 'Internal: catalog.json "examples", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
--! EndIncluded sql/internal/catalog_part_examples.sql
