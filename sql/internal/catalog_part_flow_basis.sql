-- GENERATED from catalog.json ("flow_basis") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_part_flow_basis: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.catalog_part_flow_basis()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select '{"delta":"this snapshot minus the previous session''s snapshot: one session of flow","month_open":"the month''s first session: the month-to-date value is the day","unknown_opening_snapshot":"no earlier snapshot of the month is held and this one is not known to be the month''s first session: flows NULL","missing_previous_snapshot":"an earlier snapshot of the month is held but a session between may be missing, so the difference could hold several sessions: flows NULL"}'::json
$fn$;

alter function internal.catalog_part_flow_basis() owner to api_owner;
revoke all on function internal.catalog_part_flow_basis() from public;
comment on function internal.catalog_part_flow_basis() is 'Internal: catalog.json "flow_basis", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
