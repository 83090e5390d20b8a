-- Internal helper (not granted to callers): what api.catalog() derives about each
-- endpoint from the endpoint itself, so no fact of an endpoint is written twice.
-- An endpoint is an api view anon may read or an api function anon may execute.
-- From the object: method and path (a view is GET /<name>, a function POST
-- /rpc/<name>), its summary (the COMMENT's first line), whether its source calls
-- internal.assert_row_cap (refuses above 1000 rows) and internal.tier_ceiling
-- (clamps to a tier's ceiling). From structured lines at the
-- end of its COMMENT, one per line:
--   @tag <functional group>          the spec's group (OpenAPI tag)
--   @since <subject>: <versions>     the contract version that introduced a rule
--   @cursor <key>                    the paging cursor p_after carries
--   @default <p_arg>[: <value>]      the argument's default: the value as written
--                                    (JSON literal or prose), or without one the
--                                    SQL default of the signature
create or replace function internal.endpoint_facts()
returns table (name text, method text, path text, tag text, summary text, since json, cursor text, row_capped boolean, tier_clamped boolean, defaults json)
language sql
stable
set search_path = ''
as $$
  with objects as (
    select p.proname::text as name, 'POST' as method, '/rpc/' || p.proname as path,
           obj_description(p.oid, 'pg_proc') as doc,
           regexp_replace(p.prosrc, '--[^\n]*', '', 'g') as code,
           pg_get_function_arguments(p.oid) as args
      from pg_proc p
     where p.pronamespace = 'api'::regnamespace and p.prokind = 'f'
       and has_function_privilege('anon', p.oid, 'execute')
    union all
    select c.relname::text, 'GET', '/' || c.relname, obj_description(c.oid, 'pg_class'), '', ''
      from pg_class c
     where c.relnamespace = 'api'::regnamespace and c.relkind in ('v', 'm', 'r')
       and has_table_privilege('anon', c.oid, 'select')
  ),
  lines as (
    select o.name, l.ord, l.m[1] as word, l.m[2] as rest
      from objects o
     cross join lateral regexp_matches(coalesce(o.doc, ''), '^@(\w+) *(.*)$', 'gn') with ordinality as l(m, ord)
  )
  select o.name, o.method, o.path,
         (select l.rest from lines l where l.name = o.name and l.word = 'tag' limit 1),
         split_part(coalesce(o.doc, ''), E'\n', 1),
         (select json_object_agg(split_part(l.rest, ': ', 1), substr(l.rest, strpos(l.rest, ': ') + 2) order by l.ord)
            from lines l where l.name = o.name and l.word = 'since'),
         (select l.rest from lines l where l.name = o.name and l.word = 'cursor' limit 1),
         o.code ~* '\minternal\.assert_row_cap\s*\(',
         o.code ~* '\minternal\.tier_ceiling\s*\(',
         (select json_object_agg(d.arg, d.value order by d.ord)
            from (select l.ord,
                         split_part(l.rest, ':', 1) as arg,
                         case when strpos(l.rest, ':') > 0
                              then internal.json_or_text(btrim(substr(l.rest, strpos(l.rest, ':') + 1)))
                              else internal.sql_default_json(o.args, l.rest) end as value
                    from lines l where l.name = o.name and l.word = 'default') d)
    from objects o
$$;

alter function internal.endpoint_facts() owner to api_owner;
revoke all on function internal.endpoint_facts() from public;
comment on function internal.endpoint_facts() is
  'Internal: per api endpoint (view anon reads, function anon executes) its method, path, @tag, summary (first COMMENT line), @since, @cursor, whether it calls internal.assert_row_cap and internal.tier_ceiling, and its @default arguments; api.catalog() builds endpoints, defaults and limits.page.functions from it.';
