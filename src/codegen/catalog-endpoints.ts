// The catalog (api.catalog(), as the migrated database answers it) lists every
// endpoint with its method, path and functional group (tag, from the `@tag` line
// of the object's COMMENT). OpenAPI takes its version, tags (with their
// descriptions), license and enums from it, so the two must describe the same
// surface: an api object without a catalog entry or a tag, an entry without an
// api object, or an entry whose method/path/tag is wrong stops codegen.
import type { RouteTable } from '../gateway/route-types.js';

/** The spec's functional groups, in the spec's order (OpenAPI lists the used ones in this order). */
export const FUNCTIONAL_GROUPS = [
  'Fund-association data',
  'Company events',
  'Coverage & catalog',
  'Derivatives',
  'FIDC',
  'Funds filing-system documents',
  'Financials',
  'Funds',
  'Holdings',
  'Inflation',
  'Lookup',
  'Macro',
  'Macro expectations',
  'Other',
  'Panel',
  'Portfolio',
  'Quotes',
  'Rates',
  'Research',
  'Screens',
  'Securities lending',
  'Short interest & flows',
] as const;

export interface CatalogEndpoint {
  method: string;
  path: string;
  tag: string;
}

/** Endpoint -> argument or column -> the only values the SQL accepts (22023 otherwise) or produces. */
export type CatalogEnums = Record<string, Record<string, string[]>>;

export interface CatalogFacts {
  version: string;
  endpoints: Record<string, CatalogEndpoint>;
  /** Functional group -> what it holds (OpenAPI tag descriptions). */
  tags: Record<string, string>;
  enums: CatalogEnums;
  license: { name: string; identifier?: string; url?: string } | null;
  /** The whole catalog, as api.catalog() returns it. */
  document: unknown;
}

export function readCatalogFacts(catalog: unknown): CatalogFacts {
  const c = catalog as { version?: unknown; endpoints?: unknown };
  if (typeof c?.version !== 'number' && typeof c?.version !== 'string') {
    throw new Error('catalog.json: "version" is missing; OpenAPI info.version comes from it.');
  }
  if (!c.endpoints || typeof c.endpoints !== 'object') {
    throw new Error('catalog.json: "endpoints" is missing; OpenAPI tags come from it.');
  }
  const { tags = {}, enums = {}, license = null } = catalog as { tags?: Record<string, string>; enums?: CatalogEnums; license?: CatalogFacts['license'] };
  return { version: String(c.version), endpoints: c.endpoints as Record<string, CatalogEndpoint>, tags, enums, license, document: catalog };
}

/** Checks catalog endpoints against the route table; returns endpoint name -> tag. */
export function tagsByEndpoint(routes: RouteTable, catalog: CatalogFacts): Record<string, string> {
  const expected = new Map<string, { method: string; path: string }>();
  for (const name of Object.keys(routes.views)) expected.set(name, { method: 'GET', path: `/${name}` });
  for (const name of Object.keys(routes.functions)) expected.set(name, { method: 'POST', path: `/rpc/${name}` });

  const problems: string[] = [];
  for (const [name, want] of expected) {
    const entry = catalog.endpoints[name];
    if (!entry) {
      problems.push(`api.${name} has no entry in the catalog's endpoints`);
      continue;
    }
    if (entry.method !== want.method || entry.path !== want.path) {
      problems.push(`the catalog's endpoints.${name} says ${entry.method} ${entry.path}; api.${name} is served at ${want.method} ${want.path}`);
    }
    if (!entry.tag) {
      problems.push(`api.${name} states no functional group: end its COMMENT with a line "@tag <group>", one of ${FUNCTIONAL_GROUPS.join(', ')}`);
    } else if (!(FUNCTIONAL_GROUPS as readonly string[]).includes(entry.tag)) {
      problems.push(`api.${name} has tag ${JSON.stringify(entry.tag)} (its COMMENT's @tag line), which is not one of the spec's functional groups`);
    }
  }
  for (const name of Object.keys(catalog.endpoints)) {
    if (!expected.has(name)) problems.push(`the catalog's endpoints.${name} names no api view or function that anon can use`);
  }
  if (problems.length) throw new Error(`the catalog and schema api disagree:\n  - ${problems.join('\n  - ')}`);

  return Object.fromEntries([...expected.keys()].map((name) => [name, catalog.endpoints[name].tag]));
}
