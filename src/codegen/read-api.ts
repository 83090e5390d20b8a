// Everything codegen reads from a database: the route table as anon sees it
// (PostgREST's follow-privileges), the source facts beside it, the private
// tables and views the Kysely types describe, and the private schemas for the
// committed snapshot.
import pg from 'pg';
import type { RouteTable } from '../gateway/route-types.js';
import { introspect } from './introspect.js';
import { relationsOf, type RelationInfo } from './introspect-relations.js';
import { introspectSchemas, type SchemaInfo } from './introspect-schemas.js';
import { readSourceFacts, type SourceFacts } from './source-facts.js';

export async function readApi(url: string): Promise<{ routes: RouteTable; privateRelations: RelationInfo[]; facts: SourceFacts; privateSchemas: SchemaInfo[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const routes = await introspect(client, { role: 'anon' });
    const facts = await readSourceFacts(client, routes.schema);
    const privateSchemas = await introspectSchemas(client);
    const privateRelations = relationsOf(privateSchemas);
    return { routes, privateRelations, facts, privateSchemas };
  } finally {
    await client.end();
  }
}
