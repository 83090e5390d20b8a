-- api.catalog: the machine-readable catalog. It is assembled by
-- internal.catalog_document() (catalog.json's parts with what each endpoint states
-- about itself) once per migration run into internal.catalog_snapshot, so a call
-- reads one row: the answer is the same on every call until a migration runs.
create or replace function api.catalog()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select s.document from internal.catalog_snapshot s
$$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Machine-readable catalog of this API.
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path, tag and (where a rule came with a contract version) since. The same object on every call until the API changes. Send {}.
@tag Coverage & catalog';
