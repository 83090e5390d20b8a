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
  v_statement text := internal.one_of('financial_statement_history', 'p_statement', coalesce(p_statement, ''), internal.domain_values('internal.financial_statement'),
    'The statements are bpa (balance sheet, assets), bpp (liabilities and equity), dre (income), dra (comprehensive income), dfc_md and dfc_mi (cash flows, direct and indirect method), dva (value added) and dmpl (changes in equity).',
    'Send p_statement as one of bpa, bpp, dre, dra, dfc_md, dfc_mi, dva, dmpl.');
  v_scope text := internal.one_of('financial_statement_history', 'p_scope', coalesce(p_scope, 'con'), internal.domain_values('internal.statement_scope'),
    'The scopes are con (consolidated) and ind (individual, the parent company alone).', 'Send p_scope as con or ind.');
  v_doc_type text := internal.one_of('financial_statement_history', 'p_doc_type', p_doc_type, internal.domain_values('internal.financial_doc_type'),
    'The filings held are dfp (the yearly standardised statements) and itr (the quarterly information).', 'Send p_doc_type as dfp or itr, or leave it out for every filing.');
  v_to date := coalesce(p_to, current_date);
  v_from date := coalesce(p_from, coalesce(p_to, current_date) - 1825);
  -- a ticker resolves through the FCA map on the periods asked
  v_company record := internal.company_on(p_id, 'financial_statement_history', v_from, v_to);
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
Every line CVM published about the periods ending in the window, for one statement: each version (VERSAO) of the period''s own filing (presentation ÚLTIMO) and the comparative that a later filing re-presents (presentation PENÚLTIMO, filing_period_end = that later filing''s reference date), each with its receipt date (DT_RECEB). Rows: oldest period end first, the quarter before its year to date (period_kind), then by account code (and DMPL equity column), then the versions in the order CVM received them. Nothing is chosen or merged: income_statements, balance_sheets, cash_flow_statements, financials and company_financials serve one version per period as known on a date; this function is their audit trail. Values are in reais (VL_CONTA times the ESCALA_MOEDA unit; the filed figure and unit are kept); a blank VL_CONTA is NULL, never 0. A fourth quarter is never derived. An unknown company answers []; a ticker two companies held in the window raises 22023 naming both; a p_id that is neither a ticker, a CNPJ nor a CVM code, a missing or unknown p_statement (the refusal lists the valid ones), an unknown p_scope or p_doc_type, or p_from after p_to raise 22023; more than 1000 rows raise 22023 (narrow the window).
p_id: a ticker (e.g. PETR4, through the registration forms'' (FCA) map: the company that held it on some day of the window), the company''s 14-digit CNPJ (punctuation ignored) or CVM code, e.g. 9512.
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
