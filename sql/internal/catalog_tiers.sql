-- Internal helper (not granted to callers): every tiered ceiling, read from the
-- internal.tier_ceiling('<key>', <anon>, <authenticated>) calls in the sources of
-- schemas api and internal: the call is where a ceiling is stated, once.
create or replace function internal.catalog_tiers()
returns table (key text, anon integer, authenticated integer)
language sql
stable
set search_path = ''
as $$
  select distinct m[1], m[2]::integer, m[3]::integer
    from pg_proc p
   cross join lateral regexp_matches(regexp_replace(p.prosrc, '--[^\n]*', '', 'g'),
                                     'internal\.tier_ceiling\(\s*''(\w+)''\s*,\s*(\d+)\s*,\s*(\d+)\s*\)', 'g') as m
   where p.pronamespace in ('api'::regnamespace, 'internal'::regnamespace)
     and p.proname <> 'tier_ceiling'
$$;

alter function internal.catalog_tiers() owner to api_owner;
revoke all on function internal.catalog_tiers() from public;
comment on function internal.catalog_tiers() is
  'Internal: (key, anon ceiling, authenticated ceiling) of every internal.tier_ceiling call with literal arguments in schemas api and internal; api.catalog() merges them into tiers.';
