-- GENERATED from catalog.json ("limits") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_limits: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_limits()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"rows_per_response":{"value":1000,"scope":"every endpoint, every tier","detect":"views: Content-Range 0-999/* means the page was cut at 1000 rows; functions refuse instead (22023)"},"view_limit_max":1000,"page":{"size":1000,"cursor_protocol":"p_after = '''' for the first page, then the last row''s key; a page shorter than 1000 rows is the last; p_after = null is whole-result mode, refused above 1000 rows","over_cap":"SQLSTATE 22023 naming the function, with how to narrow in hint","fund_nav_requires":"p_entity_type when paging: the cursor is a bare period, unique only within one fund family"},"cnpj_list_max":200,"code_list_max":200}'::json
$fn$;

alter function internal.catalog_part_limits() owner to api_owner;
revoke all on function internal.catalog_part_limits() from public;
comment on function internal.catalog_part_limits() is 'Internal: catalog.json "limits", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
