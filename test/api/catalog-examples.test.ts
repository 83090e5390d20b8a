// Every example of catalog.json ({ask, call, then}) is called through HTTP on
// the sample data npm start loads (every set, through the real loaders), so the
// catalog can never show a call that fails or answers nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { loadMissingSamples } from '../../src/sample/first-start.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';

interface Example {
  ask: string;
  call: { method: 'GET' | 'POST'; path: string; body?: unknown; query?: string };
  then: string;
}
const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8')) as { examples: Example[]; endpoints: Record<string, { method: string; path: string }> };

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  const loaded = await loadMissingSamples(db.superuserUrl, dataDir, { progress: false });
  expect(loaded.length).toBeGreaterThanOrEqual(4);
  api = await startApi(db);
}, 300_000);
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('catalog.json examples', () => {
  it('are {ask, call, then} with a call to an endpoint the catalog lists, by its method', () => {
    expect(catalog.examples.length).toBeGreaterThanOrEqual(10);
    const served = new Set(Object.values(catalog.endpoints).map((e) => `${e.method} ${e.path}`));
    for (const example of catalog.examples) {
      expect(Object.keys(example)).toEqual(['ask', 'call', 'then']);
      expect(served).toContain(`${example.call.method} ${example.call.path}`);
      // a function takes a JSON body, a view a query string
      expect(example.call.method === 'POST' ? 'body' in example.call : 'query' in example.call).toBe(true);
    }
  });

  it.each(catalog.examples.map((e) => [e.ask, e] as const))('%s: answers 200 with data on the sample data', async (_ask, example) => {
    const { method, path: endpoint, body, query } = example.call;
    const res = method === 'POST' ? await api.rpc(endpoint.replace(/^\/rpc\//, ''), body) : await api.get(`${endpoint}?${query}`);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const answer = JSON.parse(text);
    if (Array.isArray(answer)) expect(answer.length, text).toBeGreaterThan(0);
    else expect(answer).toMatchObject({ kind: 'catalog' });
  });
});

describe('openapi.json request examples (what /docs "Try it out" sends first)', () => {
  const openapi = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as { paths: Record<string, { post?: { requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } } }> };
  const firstExamples = Object.entries(openapi.paths)
    .filter(([, item]) => item.post)
    .map(([route, item]) => {
      const examples = item.post!.requestBody!.content['application/json'].examples ?? {};
      return [route, Object.values(examples)[0]?.value] as const;
    });

  it('gives every function a request example', () => {
    expect(firstExamples.length).toBeGreaterThanOrEqual(20);
    expect(firstExamples.filter(([, value]) => value === undefined).map(([route]) => route)).toEqual([]);
  });

  it.each(firstExamples)('POST %s with its first example answers 200 on the sample data', async (route, value) => {
    const res = await api.rpc(route.replace(/^\/rpc\//, ''), value);
    expect(res.status, await res.clone().text()).toBe(200);
  });
});
