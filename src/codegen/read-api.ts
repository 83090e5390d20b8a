// Everything codegen reads from a database: the route table as anon sees it
// (PostgREST's follow-privileges) and the source facts beside it.
import pg from 'pg';
import type { RouteTable } from '../gateway/route-types.js';
import { introspect } from './introspect.js';
import { readSourceFacts, type SourceFacts } from './source-facts.js';

export async function readApi(url: string): Promise<{ routes: RouteTable; facts: SourceFacts }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const routes = await introspect(client, { role: 'anon' });
    const facts = await readSourceFacts(client, routes.schema);
    return { routes, facts };
  } finally {
    await client.end();
  }
}
