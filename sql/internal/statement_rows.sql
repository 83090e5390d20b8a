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
