// The pure step of codegen: from catalog.json (the catalog's parts that cannot be
// derived) and from what the database says (route table, source facts, the
// private schemas, the catalog api.catalog() assembles), produce every generated
// file's path and content.
// No I/O here, so tests can generate from modified inputs in memory.
import type { RouteTable } from '../gateway/route-types.js';
import { readCatalogFacts } from './catalog-endpoints.js';
import { renderCatalogParts } from './catalog-sql.js';
import { clientEndpoints } from './client-model.js';
import { buildMcpContract } from './emit-mcp.js';
import { renderPythonModule } from './emit-python-client.js';
import { renderDatabaseType, renderEndpointsModule } from './emit-ts-client.js';
import type { GeneratedFile } from './drift.js';
import { renderKyselyModule } from './emit-kysely.js';
import type { RelationInfo } from './introspect-relations.js';
import { renderRoutesModule } from './emit-routes.js';
import { renderSchemaSnapshot } from './emit-schema-snapshot.js';
import type { SchemaInfo } from './introspect-schemas.js';
import { buildOpenApi } from './openapi.js';
import { README_PATH, renderEndpointTable, withEndpointTable } from './readme-endpoints.js';
import type { SourceFacts } from './source-facts.js';

export const GENERATED_PATHS = {
  catalog: 'src/generated/catalog.json',
  openapi: 'openapi.json',
  routes: 'src/generated/routes.ts',
  kysely: 'src/generated/db.ts',
  privateSchema: 'src/generated/private-schema.txt',
  mcp: 'src/generated/mcp.json',
  tsDatabase: 'clients/ts/src/database.ts',
  tsEndpoints: 'clients/ts/src/endpoints.ts',
  python: 'clients/python/brfin/_generated.py',
} as const;

export interface CodegenInput {
  routes: RouteTable;
  /** Tables and views of the private schemas, for the Kysely types. */
  privateRelations: RelationInfo[];
  facts: SourceFacts;
  /** api.catalog() as the migrated database answers it. */
  catalog: unknown;
  /** README.md as it is; its endpoint table is regenerated. */
  readme: string;
  /** The private schemas as the catalog describes them. */
  privateSchemas: SchemaInfo[];
}

/** The catalog's part functions depend on catalog.json alone, so they are made before any database is up. */
export function generateCatalogSql(catalogJson: unknown): GeneratedFile[] {
  return renderCatalogParts(catalogJson);
}

/** The files that describe the database: the whole catalog, OpenAPI, the gateway route table, Kysely types (api and private), the private-schema snapshot, the README's endpoint table, and the clients' contracts (MCP tools, the TypeScript Database type and methods, the Python methods). */
export function generateApiFiles({ routes, privateRelations, facts, catalog, privateSchemas, readme }: CodegenInput): GeneratedFile[] {
  const catalogFacts = readCatalogFacts(catalog);
  const openapi = buildOpenApi({ routes, facts, catalog: catalogFacts });
  const endpoints = clientEndpoints(openapi, catalog);
  return [
    { path: GENERATED_PATHS.catalog, content: `${JSON.stringify(catalog, null, 2)}\n` },
    { path: GENERATED_PATHS.openapi, content: `${JSON.stringify(openapi, null, 2)}\n` },
    { path: GENERATED_PATHS.routes, content: renderRoutesModule(routes) },
    { path: GENERATED_PATHS.kysely, content: renderKyselyModule(routes, privateRelations) },
    { path: GENERATED_PATHS.privateSchema, content: renderSchemaSnapshot(privateSchemas) },
    { path: README_PATH, content: withEndpointTable(readme, renderEndpointTable(routes, catalogFacts)) },
    { path: GENERATED_PATHS.mcp, content: `${JSON.stringify(buildMcpContract(endpoints, catalog), null, 2)}\n` },
    { path: GENERATED_PATHS.tsDatabase, content: renderDatabaseType(endpoints) },
    { path: GENERATED_PATHS.tsEndpoints, content: renderEndpointsModule(endpoints) },
    { path: GENERATED_PATHS.python, content: renderPythonModule(endpoints) },
  ];
}
