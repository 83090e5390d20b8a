-- GENERATED from catalog.json ("license") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_license: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_license()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"name":"MIT","identifier":"MIT"}'::json
$fn$;

alter function internal.catalog_part_license() owner to api_owner;
revoke all on function internal.catalog_part_license() from public;
comment on function internal.catalog_part_license() is 'Internal: catalog.json "license", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
