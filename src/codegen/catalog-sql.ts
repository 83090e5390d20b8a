// catalog.json holds what api.catalog() cannot derive from the api objects
// (limits prose, tiers' timeouts, metrics, screens, worked examples, tag
// descriptions...). This renders each top-level key into its own private
// function, sql/internal/catalog_part_<key>.sql, and their order into
// sql/internal/catalog_static.sql, so a migration that changes one key carries
// that key's file alone, never the whole catalog. Values are json literals
// (compact, key order kept).
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from './drift.js';

export const CATALOG_PART_DIR = 'sql/internal';
const PART_PREFIX = 'catalog_part_';

export function readCatalog(root: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(root, 'catalog.json'), 'utf8'));
}

/** A standard string literal (apostrophes doubled) rather than a dollar quote:
 * graphile-migrate's SQL splitter (pg-minify) cannot read a lone apostrophe inside dollar quotes. */
function sqlLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function partName(key: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`catalog.json: top-level key ${JSON.stringify(key)} is not a lower-case SQL identifier`);
  return `${PART_PREFIX}${key}`;
}

function renderPart(key: string, value: unknown): string {
  const fn = partName(key);
  return `-- GENERATED from catalog.json ("${key}") by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.${fn}: one top-level key of the catalog that cannot be derived from the api objects.
create or replace function internal.${fn}()
returns json
language sql
immutable
set search_path = ''
as $fn$
  select ${sqlLiteral(JSON.stringify(value))}::json
$fn$;

alter function internal.${fn}() owner to api_owner;
revoke all on function internal.${fn}() from public;
comment on function internal.${fn}() is 'Internal: catalog.json "${key}", as api.catalog() returns it (merged with what the api objects state where the key has derived parts).';
`;
}

function renderStatic(keys: string[]): string {
  const rows = keys.map((key, i) => `    (${i + 1}, '${key}', internal.${partName(key)}())`).join(',\n');
  return `-- GENERATED from catalog.json's top-level keys by scripts/codegen.ts; edit catalog.json, then run npm run codegen.
-- internal.catalog_static: the catalog keys catalog.json states, in its order.
create or replace function internal.catalog_static()
returns table (ord integer, key text, value json)
language sql
immutable
set search_path = ''
as $fn$
  values
${rows}
$fn$;

alter function internal.catalog_static() owner to api_owner;
revoke all on function internal.catalog_static() from public;
comment on function internal.catalog_static() is 'Internal: (order, key, value) of every top-level key of catalog.json; api.catalog() merges the derived parts in.';
`;
}

/** Every generated catalog file: one part per top-level key, then the ordered list. */
export function renderCatalogParts(catalog: unknown): GeneratedFile[] {
  const doc = catalog as Record<string, unknown>;
  const keys = Object.keys(doc);
  return [
    ...keys.map((key) => ({ path: `${CATALOG_PART_DIR}/${partName(key)}.sql`, content: renderPart(key, doc[key]) })),
    { path: `${CATALOG_PART_DIR}/catalog_static.sql`, content: renderStatic(keys) },
  ];
}

/** Part files on disk that no key of catalog.json generates any more (a removed key). */
export function orphanCatalogParts(root: string, generated: GeneratedFile[]): string[] {
  const made = new Set(generated.map((f) => f.path));
  const dir = path.join(root, CATALOG_PART_DIR);
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(PART_PREFIX) && f.endsWith('.sql'))
    .map((f) => `${CATALOG_PART_DIR}/${f}`)
    .filter((f) => !made.has(f));
}
