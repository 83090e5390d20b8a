-- Internal helper (not granted to callers): the SQL default of one argument, read
-- from pg_get_function_arguments text, as JSON: NULL -> null, a number -> the
-- number, a quoted literal (with its ::type cast) -> the string. So an argument's
-- default is stated once, in the signature, and api.catalog() repeats it.
create or replace function internal.sql_default_json(p_arguments text, p_arg text)
returns json
language sql
immutable
set search_path = ''
as $$
  with found as (
    select (regexp_match(p_arguments, '(?:^|, )' || p_arg || ' [^,]*? DEFAULT (''(?:[^'']|'''')*''|[^,]+)'))[1] as expr
  ),
  bare as (
    select regexp_replace(expr, '::[a-z][a-z ]*(\[\])?$', '') as expr from found
  )
  select case when expr is null or upper(expr) = 'NULL' then 'null'::json
              when expr ~ '^-?\d+(\.\d+)?$' then expr::json
              when expr ~ '^''.*''$' then to_json(replace(substr(expr, 2, length(expr) - 2), '''''', ''''))
              else to_json(expr) end
    from bare
$$;

alter function internal.sql_default_json(text, text) owner to api_owner;
revoke all on function internal.sql_default_json(text, text) from public;
comment on function internal.sql_default_json(text, text) is
  'Internal: the DEFAULT of argument p_arg in a pg_get_function_arguments text, as JSON (null, a number, or the literal''s text).';
