-- GENERATED from catalog.json ("kind") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_kind: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_kind()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '"catalog"'::json
$fn$;

alter function internal.catalog_part_kind() owner to api_owner;
revoke all on function internal.catalog_part_kind() from public;
comment on function internal.catalog_part_kind() is 'Internal: catalog.json "kind", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
