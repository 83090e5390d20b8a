-- Internal helper (not granted to callers): the enums of the catalog (endpoint ->
-- argument or column -> values), each from the value-set domain that states it:
-- - an argument: a call internal.one_of(..., <expression naming p_arg>,
--   internal.domain_values('<domain>'), ...) in the endpoint's source, or a call
--   of an internal helper whose COMMENT carries `@enum <domain>` with the argument
--   first (internal.fund_family(p_entity_type, ...)), or a line
--   `@enum <p_arg>: <set>` in the endpoint's COMMENT for a check written by hand;
-- - a column of an endpoint's rows (its view, or its function's row type): a
--   line `@enum <domain>` in the column's COMMENT.
create or replace function internal.catalog_enums()
returns jsonb
language sql
stable
set search_path = ''
as $$
  with endpoints as (
    select p.proname::text as name, regexp_replace(p.prosrc, '--[^\n]*', '', 'g') as code, t.typrelid as rel,
           obj_description(p.oid, 'pg_proc') as doc
      from pg_proc p
      join pg_type t on t.oid = p.prorettype
     where p.pronamespace = 'api'::regnamespace and p.prokind = 'f' and has_function_privilege('anon', p.oid, 'execute')
    union all
    select c.relname::text, '', c.oid, null
      from pg_class c
     where c.relnamespace = 'api'::regnamespace and c.relkind = 'v' and has_table_privilege('anon', c.oid, 'select')
  ),
  enum_helpers as (
    select p.proname::text as helper, (regexp_match(obj_description(p.oid, 'pg_proc'), '(?n)^@enum (\S+)$'))[1] as domain
      from pg_proc p
     where p.pronamespace = 'internal'::regnamespace
  ),
  found as (
    -- arguments checked by one_of against a domain
    select e.name, (regexp_match(m[1], '\m(p_\w+)\M'))[1] as key, m[2] as domain, 1 as src
      from endpoints e
     cross join lateral regexp_matches(e.code,
       'internal\.one_of\(\s*''[^'']*''\s*,\s*''[^'']*''\s*,\s*([^;]*?)\s*,\s*internal\.domain_values\(\s*''([\w.]+)''', 'g') as m
    union all
    -- arguments handed to a helper that checks a domain
    select e.name, m[2], h.domain, 1
      from endpoints e
     cross join lateral regexp_matches(e.code, 'internal\.(\w+)\(\s*(p_\w+)\M', 'g') as m
      join enum_helpers h on h.helper = m[1] and h.domain is not null
    union all
    -- arguments whose check the endpoint's comment names
    select e.name, m[1], m[2], 1
      from endpoints e
     cross join lateral regexp_matches(coalesce(e.doc, ''), '^@enum (p_\w+): (\S+)$', 'gn') as m
    union all
    -- columns whose comment names their domain
    select e.name, a.attname::text, (regexp_match(col_description(e.rel, a.attnum), '(?n)^@enum (\S+)$'))[1], 2
      from endpoints e
      join pg_attribute a on a.attrelid = e.rel and a.attnum > 0 and not a.attisdropped
     where e.rel <> 0
  ),
  valued as (
    select f.name, f.key, f.src, internal.value_set(f.domain) as vals
      from (select distinct * from found where domain is not null and key is not null) f
  )
  select coalesce(jsonb_object_agg(name, per), '{}')
    from (select name, jsonb_object_agg(key, to_jsonb(vals) order by src, key) as per from valued group by name) x
$$;

alter function internal.catalog_enums() owner to api_owner;
revoke all on function internal.catalog_enums() from public;
comment on function internal.catalog_enums() is
  'Internal: endpoint -> argument or column -> the values its value-set domain allows, from the one_of calls against internal.domain_values, the argument helpers marked @enum, and the columns whose COMMENT says @enum <domain>.';
