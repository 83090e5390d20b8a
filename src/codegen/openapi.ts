// Builds the OpenAPI 3.1 document of schema api from the route table (what
// anon can select/execute), the catalog (version, tags) and the source facts
// (schema comment, row caps). Output is deterministic: keys in a fixed order,
// views and functions sorted by name.
import type { ColumnInfo, RouteTable } from '../gateway/route-types.js';
import { FUNCTIONAL_GROUPS, tagsByEndpoint, type CatalogEnums, type CatalogFacts } from './catalog-endpoints.js';
import { parseComment } from './comments.js';
import { CONTENT_RANGE, ERROR_SCHEMA, SECURITY_SCHEMES, SHARED_RESPONSES, VIEW_PARAMETERS } from './openapi-components.js';
import { functionPathItem, viewPathItem, type CallExample } from './openapi-paths.js';
import { jsonSchemaOf } from './json-schema-of.js';
import { byCodePoint } from './order.js';
import { schemaForPgType, withEnum, type JsonSchema } from './openapi-types.js';
import type { SourceFacts } from './source-facts.js';

export const SERVER_URL = 'http://localhost:3000/rest/v1';

export interface OpenApiInput {
  routes: RouteTable;
  facts: SourceFacts;
  catalog: CatalogFacts;
}

/** The catalog's worked examples ({ask, call, then}); none when it lists none. */
function examplesOf(catalog: CatalogFacts): CallExample[] {
  const examples = (catalog.document as { examples?: unknown }).examples;
  return Array.isArray(examples) ? (examples as CallExample[]) : [];
}

export function buildOpenApi({ routes, facts, catalog }: OpenApiInput) {
  const tags = tagsByEndpoint(routes, catalog);
  const viewNames = sortedKeys(routes.views);
  const functionNames = sortedKeys(routes.functions);
  assertOneNamePerEndpoint(routes, viewNames, functionNames);
  assertEnumsNameSomething(routes, catalog.enums);
  const enums = (name: string) => catalog.enums[name] ?? {};

  const paths: Record<string, unknown> = {};
  const rowSchemas: Record<string, JsonSchema> = {};
  for (const name of viewNames) {
    const view = routes.views[name];
    paths[`/${name}`] = viewPathItem(view, tags[name]);
    rowSchemas[name] = rowSchema(view.description, view.columns, enums(name));
  }
  for (const name of functionNames) {
    const fn = routes.functions[name][0];
    const fnFacts = facts.functions[fn.signature];
    // a json result with a known constant shape (the catalog) gets that shape as its schema
    const constant = fn.returns.kind === 'json' && name === 'catalog' ? catalog.document : undefined;
    paths[`/rpc/${name}`] = functionPathItem(fn, tags[name], fnFacts, enums(name), constant !== undefined, examplesOf(catalog));
    if (fn.returns.kind === 'setof-composite' || fn.returns.kind === 'composite') {
      rowSchemas[name] = rowSchema(fnFacts?.rowTypeComment ?? `One row of ${name}.`, fn.returns.columns, enums(name));
    }
    if (constant !== undefined) rowSchemas[name] = { ...jsonSchemaOf(constant), description: parseComment(fn.description).summary ?? undefined };
  }

  const info = parseComment(facts.schemaComment);
  if (!info.summary) throw new Error(`schema ${routes.schema} has no COMMENT; OpenAPI info.title is its first line.`);
  const usedTags = new Set(Object.values(tags));
  const undescribed = [...usedTags].filter((t) => !catalog.tags[t]);
  if (undescribed.length) throw new Error(`catalog.json tags has no description for ${undescribed.join(', ')}; OpenAPI tag descriptions come from it.`);
  if (!catalog.license?.name) throw new Error('catalog.json: "license" ({name, identifier}) is missing; OpenAPI info.license comes from it.');
  return {
    openapi: '3.1.0',
    info: { title: info.summary, description: info.description ?? undefined, license: catalog.license, version: catalog.version },
    servers: [{ url: SERVER_URL }],
    security: [{ apikey: [] }, { apikey: [], bearer: [] }],
    tags: FUNCTIONAL_GROUPS.filter((g) => usedTags.has(g)).map((name) => ({ name, description: catalog.tags[name] })),
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: { Error: ERROR_SCHEMA, ...rowSchemas },
      parameters: VIEW_PARAMETERS,
      headers: { ContentRange: CONTENT_RANGE },
      responses: SHARED_RESPONSES,
    },
  };
}

/** Every key of a row is always present (its value may be null), so every column is required. */
function rowSchema(description: string | null, columns: ColumnInfo[], enums: Record<string, string[]>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const c of columns) {
    const schema = withEnum(schemaForPgType(c.pgType, { nullable: c.nullable }), enums[c.name], c.nullable);
    properties[c.name] = { ...schema, description: c.description ?? undefined };
  }
  return { type: 'object', description: description ?? undefined, properties, required: columns.map((c) => c.name) };
}

/** An enum in catalog.json must name an argument or column of its endpoint, so a rename cannot leave it behind. */
function assertEnumsNameSomething(routes: RouteTable, enums: CatalogEnums) {
  const problems: string[] = [];
  for (const [endpoint, keys] of Object.entries(enums)) {
    const view = routes.views[endpoint];
    const fn = routes.functions[endpoint]?.[0];
    const names = new Set([...(view?.columns ?? []), ...(fn?.args ?? []), ...(fn?.returns.columns ?? [])].map((x) => x.name));
    for (const key of Object.keys(keys)) if (!names.has(key)) problems.push(`catalog.json enums.${endpoint}.${key} names no argument or column of api.${endpoint}`);
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

/** One path, one operationId and one row schema per name: overloads and view/function twins cannot be described. */
function assertOneNamePerEndpoint(routes: RouteTable, viewNames: string[], functionNames: string[]) {
  const problems: string[] = [];
  for (const name of functionNames) {
    const overloads = routes.functions[name];
    if (overloads.length > 1) {
      problems.push(`api.${name} has ${overloads.length} overloads (${overloads.map((o) => o.signature).join('; ')}); drop the old signature`);
    }
    if (viewNames.includes(name)) problems.push(`api.${name} is both a view and a function`);
  }
  if (problems.length) throw new Error(`cannot describe schema ${routes.schema}:\n  - ${problems.join('\n  - ')}`);
}

function sortedKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).sort(byCodePoint);
}
