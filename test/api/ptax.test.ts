// @legs direct postgrest docker
// api.ptax through HTTP, one case per rule of the spec's ptax entry: in direct
// mode, and in the postgrest/docker legs through PostgREST (vitest.config.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { ptaxContract, seedPtaxGolden } from './ptax.contract.js';

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, seedPtaxGolden);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

ptaxContract(() => api);

it('answers through the leg it runs in (PostgREST names itself in Server)', async () => {
  const res = await api.rpc('ptax', { p_currency: 'USD', p_from: '2025-04-22', p_to: '2025-04-22' });
  expect(res.headers.get('server')).toBe(api.upstreamVersion ? `postgrest/${api.upstreamVersion}` : null);
});
