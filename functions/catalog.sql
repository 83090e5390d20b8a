-- api.catalog: the machine-readable catalog, assembled from two halves so that
-- adding an endpoint never re-copies the whole catalog into a migration:
-- - what cannot be derived (limits prose, metrics, screens, worked examples...):
--   catalog.json, rendered by codegen into one private function per top-level key
--   (sql/internal/catalog_part_<key>.sql, listed in order by internal.catalog_static);
-- - what each endpoint states about itself (method, path, tag, defaults, cursor,
--   refusals, tier ceilings, enums): derived from the api objects at call time
--   (internal.endpoint_facts, internal.catalog_tiers, internal.catalog_enums).
-- The answer is one JSON object, the same on every call until a migration runs.
create or replace function api.catalog()
returns json
language plpgsql
stable
security definer
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

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Machine-readable catalog of this API.
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path, tag and (where a rule came with a contract version) since. The same object on every call until the API changes. Send {}.
@tag Coverage & catalog';
