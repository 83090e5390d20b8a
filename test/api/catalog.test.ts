import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';

let db: TestDatabase;
let api: RunningApi;
const catalogText = fs.readFileSync(path.join(REPO_ROOT, 'catalog.json'), 'utf8');
const catalog = JSON.parse(catalogText);

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('POST /rpc/catalog', () => {
  it('returns catalog.json byte for byte (compact)', async () => {
    const res = await api.rpc('catalog', {});
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(JSON.stringify(catalog));
  });

  it('states version 75, the 1000-row cut and the tiers', () => {
    expect(catalog.version).toBe(75);
    expect(catalog.limits.rows_per_response.value).toBe(1000);
    expect(catalog.limits.page.size).toBe(1000);
    expect(catalog.tiers.anon.statement_timeout_seconds).toBe(3);
    expect(catalog.tiers.authenticated.statement_timeout_seconds).toBe(8);
    for (const key of ['kind', 'version', 'limits', 'tiers', 'id_types', 'constraints', 'screens', 'endpoints']) expect(catalog).toHaveProperty(key);
  });

  it('lists every endpoint the API serves, with its method and path', () => {
    const openapi = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'));
    const served = Object.keys(openapi.paths).filter((p) => p !== '/').sort();
    expect(Object.values(catalog.endpoints).map((e: any) => e.path).sort()).toEqual(served);
  });

  it('names every refusing function as raise-only or paged', () => {
    const listed = new Set([...catalog.limits.page.functions.raise_only, ...Object.keys(catalog.limits.page.functions.paged)]);
    expect(listed.has('ptax')).toBe(true);
  });

  it('is reachable with GET for an immutable function', async () => {
    const res = await api.get('/rpc/catalog');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(JSON.stringify(catalog));
  });
});
