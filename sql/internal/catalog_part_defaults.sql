-- GENERATED from catalog.json ("defaults") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_defaults: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_defaults()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"views":{"limit":1000,"order":"none: send order for a stable page"}}'::json
$fn$;

alter function internal.catalog_part_defaults() owner to api_owner;
revoke all on function internal.catalog_part_defaults() from public;
comment on function internal.catalog_part_defaults() is 'Internal: catalog.json "defaults", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
