-- GENERATED from catalog.json ("version") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_version: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_version()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '75'::json
$fn$;

alter function internal.catalog_part_version() owner to api_owner;
revoke all on function internal.catalog_part_version() from public;
comment on function internal.catalog_part_version() is 'Internal: catalog.json "version", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
