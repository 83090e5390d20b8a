-- The span label of a statement line, shared by internal.statement_rows and
-- api.financial_statement_history: an ITR files a quarter and its year to date
-- with one end, and only DT_INI_EXERC tells them apart. A fourth quarter is
-- never derived, so no label says so.
-- No SET search_path: a SQL function that sets one is never inlined, and this one
-- runs once per line served (its body names no object, only built-in operators,
-- which pg_catalog resolves first under any search_path).
create or replace function internal.statement_period_of(p_doc_type text, p_start date, p_end date)
returns text
language sql
immutable
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
