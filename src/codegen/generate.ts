// The pure step of codegen: from what the database says (route table, source
// facts, the private schemas) and catalog.json, produce every generated file's path and content.
// No I/O here, so tests can generate from modified inputs in memory.
import type { RouteTable } from '../gateway/route-types.js';
import { readCatalogFacts } from './catalog-endpoints.js';
import { renderCatalogSql } from './catalog-sql.js';
import type { GeneratedFile } from './drift.js';
import { renderKyselyModule } from './emit-kysely.js';
import type { RelationInfo } from './introspect-relations.js';
import { renderRoutesModule } from './emit-routes.js';
import { renderSchemaSnapshot } from './emit-schema-snapshot.js';
import type { SchemaInfo } from './introspect-schemas.js';
import { buildOpenApi } from './openapi.js';
import type { SourceFacts } from './source-facts.js';

export const GENERATED_PATHS = {
  catalogSql: 'functions/catalog.sql',
  openapi: 'openapi.json',
  routes: 'src/generated/routes.ts',
  kysely: 'src/generated/db.ts',
  privateSchema: 'src/generated/private-schema.txt',
} as const;

export interface CodegenInput {
  routes: RouteTable;
  /** Tables and views of the private schemas, for the Kysely types. */
  privateRelations: RelationInfo[];
  facts: SourceFacts;
  /** The parsed catalog.json. */
  catalog: unknown;
  /** The private schemas as the catalog describes them. */
  privateSchemas: SchemaInfo[];
}

/** functions/catalog.sql depends on catalog.json alone, so it is made before any database is up. */
export function generateCatalogSql(catalog: unknown): GeneratedFile {
  return { path: GENERATED_PATHS.catalogSql, content: renderCatalogSql(catalog) };
}

/** The files that describe the database: OpenAPI, the gateway route table, Kysely types (api and private), the private-schema snapshot. */
export function generateApiFiles({ routes, privateRelations, facts, catalog, privateSchemas }: CodegenInput): GeneratedFile[] {
  const openapi = buildOpenApi({ routes, facts, catalog: readCatalogFacts(catalog) });
  return [
    { path: GENERATED_PATHS.openapi, content: `${JSON.stringify(openapi, null, 2)}\n` },
    { path: GENERATED_PATHS.routes, content: renderRoutesModule(routes) },
    { path: GENERATED_PATHS.kysely, content: renderKyselyModule(routes, privateRelations) },
    { path: GENERATED_PATHS.privateSchema, content: renderSchemaSnapshot(privateSchemas) },
  ];
}

export function generateFiles(input: CodegenInput): GeneratedFile[] {
  return [generateCatalogSql(input.catalog), ...generateApiFiles(input)];
}
