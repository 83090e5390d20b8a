// catalog.json is the single source of api.catalog(): this renders it into
// functions/catalog.sql as a json literal (compact, so the HTTP body equals
// JSON.stringify of the file byte for byte).
import fs from 'node:fs';
import path from 'node:path';

export function readCatalog(root: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(root, 'catalog.json'), 'utf8'));
}

export function renderCatalogSql(catalog: unknown): string {
  const literal = JSON.stringify(catalog);
  // A standard string literal (apostrophes doubled) rather than a dollar quote:
  // graphile-migrate's SQL splitter (pg-minify) cannot read a lone apostrophe
  // inside dollar quotes.
  const quoted = `'${literal.replaceAll("'", "''")}'`;
  return `-- GENERATED from catalog.json by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- api.catalog: the constant machine-readable catalog (INVOKER, no table access).
create or replace function api.catalog()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select ${quoted}::json
$fn$;

alter function api.catalog() owner to api_owner;
revoke all on function api.catalog() from public;
grant execute on function api.catalog() to anon, authenticated;

comment on function api.catalog() is 'Constant machine-readable catalog of this API (version ${(catalog as { version: number }).version}).
Limits, tiers and their ceilings, argument defaults, identifier types, asset classes, frequencies, the rules in short prose, enumerated values (enums, flow_basis), regime breaks, screens, worked examples ({ask, call, then}, each run against the sample data by the tests), tag descriptions, and every endpoint with its method, path and tag. Send {}.';
`;
}
