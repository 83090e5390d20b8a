-- GENERATED from catalog.json ("tiers") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_tiers: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_tiers()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"anon":{"statement_timeout_seconds":3},"authenticated":{"statement_timeout_seconds":8},"how_to_sign_in":"Send Authorization: Bearer <HS256 JWT with role authenticated> beside the apikey header (npm run token mints one for self-hosted deployments)"}'::json
$fn$;

alter function internal.catalog_part_tiers() owner to api_owner;
revoke all on function internal.catalog_part_tiers() from public;
comment on function internal.catalog_part_tiers() is 'Internal: catalog.json "tiers", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
