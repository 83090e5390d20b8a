-- GENERATED from catalog.json ("service") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_service: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_service()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '"Brazilian public financial data read API (PostgREST dialect, schema api)"'::json
$fn$;

alter function internal.catalog_part_service() owner to api_owner;
revoke all on function internal.catalog_part_service() from public;
comment on function internal.catalog_part_service() is 'Internal: catalog.json "service", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
