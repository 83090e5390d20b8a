-- GENERATED from catalog.json ("enums") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_enums: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_enums()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{}'::json
$fn$;

alter function internal.catalog_part_enums() owner to api_owner;
revoke all on function internal.catalog_part_enums() from public;
comment on function internal.catalog_part_enums() is 'Internal: catalog.json "enums", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
