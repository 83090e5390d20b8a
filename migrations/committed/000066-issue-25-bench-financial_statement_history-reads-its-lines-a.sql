--! Previous: sha1:c99ac11ee081193740c7a6e82c529934cc19d447
--! Hash: sha1:ddd92f2808a885aa186c56a294deea1855188f4f
--! Message: Issue 25 bench: financial_statement_history reads its lines as before; cvm.cia_statement_version drops the span of period ends

-- Issue 25 bench: financial_statement_history reads its lines as it did before
-- (one bitmap scan of the key with the period end in the index condition: about 90
-- buffers for two years, against 1,900 through the version table), so
-- cvm.cia_statement_version drops the span of period ends only it read
--! Included sql/cvm/cia_statement_version_maintain.sql
-- Keeps cvm.cia_statement_version equal to the versions held in cvm.cia_statement.
-- An insert (a load's COPY or its upsert) only adds versions: one aggregate over
-- the inserted rows. A delete or an update
-- re-derives the versions it touched from their lines (a probe of the key each).
-- One trigger per event (a trigger with transition tables takes one event).
create or replace function cvm.cia_statement_version_maintain() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_touched cvm.cia_statement_version[];
begin
  if tg_op = 'TRUNCATE' then
    delete from cvm.cia_statement_version;
  elsif tg_op = 'INSERT' then
    insert into cvm.cia_statement_version (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
    select n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, n.cd_cvm
    from new_rows n
    group by n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, n.cd_cvm
    on conflict (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm) do nothing;
  else
    -- the versions touched (key columns only): their rows go, then come back from the lines they still have
    if tg_op = 'DELETE' then
      v_touched := array(select distinct row(o.cnpj, o.statement, o.scope, o.doc_type, o.dt_refer, o.versao, null)::cvm.cia_statement_version
                         from old_rows o);
    else
      v_touched := array(select row(o.cnpj, o.statement, o.scope, o.doc_type, o.dt_refer, o.versao, null)::cvm.cia_statement_version from old_rows o
                         union
                         select row(n.cnpj, n.statement, n.scope, n.doc_type, n.dt_refer, n.versao, null)::cvm.cia_statement_version from new_rows n);
    end if;
    delete from cvm.cia_statement_version v
    using unnest(v_touched) t
    where v.cnpj = t.cnpj and v.statement = t.statement and v.scope = t.scope and v.doc_type = t.doc_type
      and v.dt_refer = t.dt_refer and v.versao = t.versao;
    insert into cvm.cia_statement_version (cnpj, statement, scope, doc_type, dt_refer, versao, cd_cvm)
    select s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm
    from unnest(v_touched) t
    join cvm.cia_statement s on s.cnpj = t.cnpj and s.statement = t.statement and s.scope = t.scope and s.doc_type = t.doc_type
                            and s.dt_refer = t.dt_refer and s.versao = t.versao
    group by s.cnpj, s.statement, s.scope, s.doc_type, s.dt_refer, s.versao, s.cd_cvm;
  end if;
  return null;
end;
$$;
alter function cvm.cia_statement_version_maintain() owner to ingest_writer;
revoke all on function cvm.cia_statement_version_maintain() from public;
comment on function cvm.cia_statement_version_maintain() is 'Trigger of cvm.cia_statement: adds the versions a statement inserted, re-derives from their lines the versions a statement updated or deleted (a version left with no line is removed), empties cvm.cia_statement_version on TRUNCATE.';

drop trigger if exists cia_statement_version_insert on cvm.cia_statement;
drop trigger if exists cia_statement_version_delete on cvm.cia_statement;
drop trigger if exists cia_statement_version_update on cvm.cia_statement;
drop trigger if exists cia_statement_version_truncate on cvm.cia_statement;
create trigger cia_statement_version_insert after insert on cvm.cia_statement
  referencing new table as new_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_delete after delete on cvm.cia_statement
  referencing old table as old_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_update after update on cvm.cia_statement
  referencing old table as old_rows new table as new_rows for each statement execute function cvm.cia_statement_version_maintain();
create trigger cia_statement_version_truncate after truncate on cvm.cia_statement
  for each statement execute function cvm.cia_statement_version_maintain();
--! EndIncluded sql/cvm/cia_statement_version_maintain.sql
alter table cvm.cia_statement_version drop column if exists first_period_end, drop column if exists last_period_end;
comment on table cvm.cia_statement_version is 'Derived: one row per version of a listed company''s statement held in cvm.cia_statement (cnpj, statement, scope, doc_type, dt_refer, versao, and the cd_cvm its lines carry); kept equal to cvm.cia_statement by its statement triggers (cvm.cia_statement_version_maintain), never loaded directly.';
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
  )
  select s.cnpj, s.cd_cvm, s.denom_cia, s.doc_type, s.scope, s.statement,
         s.dt_ini_exerc, s.dt_fim_exerc,
         internal.statement_period_of(s.doc_type, s.dt_ini_exerc, s.dt_fim_exerc),
         s.versao, c.dt_receb,
         s.cd_conta, s.ds_conta,
         s.vl_conta * case s.escala_moeda when 'MIL' then 1000 when 'UNIDADE' then 1 end,
         s.vl_conta, s.escala_moeda,
         case s.st_conta_fixa when 'S' then true when 'N' then false end,
         case when l.synthetic then 'synthetic_sample' else 'cvm_' || s.doc_type end,
         nullif(s.coluna_df, '')
  from chosen c
  join cvm.cia_statement s on s.cnpj = c.cnpj and s.statement = c.statement and s.scope = p_scope and s.doc_type = c.doc_type
                          and s.dt_refer = c.dt_refer and s.versao = c.versao and s.ordem_exerc = 'ÚLTIMO'
  join ingest.ingest_log l on l.id = s.ingest_id
  order by s.dt_fim_exerc, s.cnpj, s.doc_type, s.statement, s.dt_ini_exerc desc nulls first, s.cd_conta collate "C", s.coluna_df collate "C";
end;
$$;

alter function internal.statement_rows(text[], text, integer, date, date, text, text, date) owner to api_owner;
revoke all on function internal.statement_rows(text[], text, integer, date, date, text, text, date) from public;
comment on function internal.statement_rows(text[], text, integer, date, date, text, text, date) is
  'Internal: the ÚLTIMO lines of the newest version received on or before p_as_of (any version when NULL) of each period, values in reais (VL_CONTA x 1000 for MIL, x 1 for UNIDADE); equity_column is the DMPL''s COLUNA_DF, NULL in every other statement; period_kind is year (dfp), quarter or year_to_date (itr, by DT_INI_EXERC), NULL for a position.';
--! EndIncluded sql/internal/statement_rows.sql
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
--! EndIncluded functions/financial_statement_history.sql
