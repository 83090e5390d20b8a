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
