// Everything codegen reads from a database: the route table as anon sees it
// (PostgREST's follow-privileges), the source facts beside it, the private
// tables and views the Kysely types describe, the private schemas for the
// committed snapshot, and the catalog as api.catalog() assembles it.
import pg from 'pg';
import type { RouteTable } from '../gateway/route-types.js';
import { introspect } from './introspect.js';
import { relationsOf, type RelationInfo } from './introspect-relations.js';
import { introspectSchemas, type SchemaInfo } from './introspect-schemas.js';
import { readSourceFacts, type SourceFacts } from './source-facts.js';

export interface ApiSnapshot {
  routes: RouteTable;
  privateRelations: RelationInfo[];
  facts: SourceFacts;
  privateSchemas: SchemaInfo[];
  /** The catalog as internal.catalog_document() assembles it now (api.catalog() serves its post-migration snapshot). */
  catalog: Record<string, unknown>;
}

export async function readApi(url: string): Promise<ApiSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const routes = await introspect(client, { role: 'anon' });
    const facts = await readSourceFacts(client, routes.schema);
    const privateSchemas = await introspectSchemas(client);
    const privateRelations = relationsOf(privateSchemas);
    const catalog = (await client.query<{ catalog: Record<string, unknown> }>('select internal.catalog_document() as catalog')).rows[0].catalog;
    return { routes, privateRelations, facts, privateSchemas, catalog };
  } finally {
    await client.end();
  }
}
