// api.ptax through HTTP in direct mode, one case per rule of the spec's ptax entry.
import { afterAll, beforeAll } from 'vitest';
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
