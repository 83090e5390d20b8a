--! Previous: sha1:f1391e44d151e830706640681974f77397d8b229
--! Hash: sha1:842a1e80c189cdc2d981839306c7e1525ea89478
--! Message: api.catalog() serves a snapshot taken once per migration run; domain_values folded into plans

-- api.catalog() serves a snapshot taken once per migration run (internal.catalog_snapshot, refreshed by migrations/refresh-catalog.sql) instead of deriving the catalog from the system catalogs on every call (34 ms -> one row); internal.domain_values is folded into plans (immutable: a domain changes only by migration)
--! Included sql/internal/domain_values.sql
-- Internal helper (not granted to callers): the values a value-set domain allows,
-- in the order its CHECK lists them. A value set the contract states (a board, a
-- driver, a family...) is one domain, `CHECK (VALUE IN (...))`, in schema
-- internal; the argument checks (internal.one_of) and api.catalog()'s enums both
-- read it from here, so the list is written once.
-- IMMUTABLE on purpose: a domain's list changes only by a migration (ALTER DOMAIN),
-- and so the call (about 0.2 ms of catalog lookup and regex) is folded into each
-- endpoint's cached plan instead of running on every request. After a migration
-- that changes a list, restart the API (as for any migration: README, Scaling out).
create or replace function internal.domain_values(p_domain regtype)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array_agg(replace(m[1], '''''', '''') order by n)
    from pg_constraint c
   cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''((?:[^'']|'''')*)''::text', 'g') with ordinality as x(m, n)
   where c.contypid = p_domain and c.contype = 'c'
$$;

alter function internal.domain_values(regtype) owner to api_owner;
revoke all on function internal.domain_values(regtype) from public;
comment on function internal.domain_values(regtype) is
  'Internal: the text values of a value-set domain''s CHECK (VALUE IN (...)), in the order written.';
--! EndIncluded sql/internal/domain_values.sql
--! Included sql/internal/catalog_document.sql
-- internal.catalog_document: the machine-readable catalog assembled from its two
-- halves: what cannot be derived (catalog.json, rendered into one private function
-- per key, listed by internal.catalog_static) and what each endpoint states about
-- itself (internal.endpoint_facts, catalog_tiers, catalog_enums), derived from the
-- system catalogs. It reads pg_proc and pg_description (about 30 ms), so api.catalog()
-- serves its snapshot (internal.catalog_snapshot), taken after every migration run;
-- codegen reads this function, the live derivation.
create or replace function internal.catalog_document()
returns json
language plpgsql
stable
set search_path = ''
as $$
declare
  v_endpoints jsonb;
  v_defaults jsonb;
  v_functions jsonb;
  v_enums jsonb;
  v_tiers jsonb;
  v_keys text[] := '{}';
  v_values json[] := '{}';
  v_part record;
begin
  select jsonb_object_agg(f.name, jsonb_strip_nulls(jsonb_build_object('method', f.method, 'path', f.path, 'tag', f.tag, 'since', f.since)) order by f.name),
         jsonb_object_agg(f.name, f.defaults::jsonb order by f.name) filter (where f.defaults is not null),
         jsonb_build_object(
           'paged', coalesce(jsonb_object_agg(f.name, f.cursor order by f.name) filter (where f.cursor is not null), '{}'),
           -- refused above 1000 rows and neither paged nor clamped to a tier ceiling
           'raise_only', coalesce(jsonb_agg(f.name order by f.name) filter (where f.cursor is null and f.row_capped and not f.tier_clamped), '[]'))
    into v_endpoints, v_defaults, v_functions
    from internal.endpoint_facts() f;
  v_enums := internal.catalog_enums();
  select jsonb_build_object('anon', jsonb_object_agg(t.key, t.anon), 'authenticated', jsonb_object_agg(t.key, t.authenticated))
    into v_tiers from internal.catalog_tiers() t;

  -- catalog.json's keys in its order; where a key has derived parts, they are merged in
  for v_part in select s.key, s.value from internal.catalog_static() s order by s.ord loop
    v_keys := v_keys || v_part.key;
    v_values := v_values || case v_part.key
      when 'limits' then jsonb_set(v_part.value::jsonb, '{page,functions}', v_functions)::json
      when 'tiers' then (v_part.value::jsonb
        || jsonb_build_object('anon', (v_part.value::jsonb -> 'anon') || coalesce(v_tiers -> 'anon', '{}'))
        || jsonb_build_object('authenticated', (v_part.value::jsonb -> 'authenticated') || coalesce(v_tiers -> 'authenticated', '{}')))::json
      when 'defaults' then (coalesce(v_defaults, '{}') || v_part.value::jsonb)::json
      when 'enums' then (coalesce(v_enums, '{}') || v_part.value::jsonb)::json
      else v_part.value end;
  end loop;
  if not ('endpoints' = any (v_keys)) then
    v_keys := v_keys || 'endpoints'::text;
    v_values := v_values || v_endpoints::json;
  end if;
  return (select json_object_agg(k, v order by o) from unnest(v_keys, v_values) with ordinality as u(k, v, o));
end;
$$;

alter function internal.catalog_document() owner to api_owner;
revoke all on function internal.catalog_document() from public;
comment on function internal.catalog_document() is
  'Internal: the catalog assembled now from catalog.json''s parts and the api objects'' stated facts; api.catalog() serves its snapshot internal.catalog_snapshot.';
--! EndIncluded sql/internal/catalog_document.sql
--! Included sql/internal/catalog_snapshot.sql
-- internal.catalog_snapshot: the catalog as internal.catalog_document() assembles
-- it, taken once per migration run: the catalog changes only when a migration
-- changes an api object or catalog.json's parts, so every call of api.catalog()
-- reads one row instead of re-deriving it from the system catalogs. Refreshed by
-- graphile-migrate's afterAllMigrations (and afterCurrent) action,
-- migrations/refresh-catalog.sql; test/api/catalog.test.ts checks it equals the
-- live assembly.
create materialized view if not exists internal.catalog_snapshot as
select internal.catalog_document() as document;

alter materialized view internal.catalog_snapshot owner to api_owner;
comment on materialized view internal.catalog_snapshot is 'The catalog api.catalog() serves: internal.catalog_document() taken after every migration run (migrations/refresh-catalog.sql).';
--! EndIncluded sql/internal/catalog_snapshot.sql
--! Included functions/catalog.sql
-- api.catalog: the machine-readable catalog. It is assembled by
-- internal.catalog_document() (catalog.json's parts with what each endpoint states
-- about itself) once per migration run into internal.catalog_snapshot, so a call
-- reads one row: the answer is the same on every call until a migration runs.
create or replace function api.catalog()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select s.document from internal.catalog_snapshot s
$$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Machine-readable catalog of this API.
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path, tag and (where a rule came with a contract version) since. The same object on every call until the API changes. Send {}.
@tag Coverage & catalog';
--! EndIncluded functions/catalog.sql
