// Starts the real gateway over HTTP on a test database: routes introspected from
// that database (so test-only objects are served too), a bounded pool as authenticator.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { introspect } from '../../src/codegen/introspect.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { mintToken } from '../../src/gateway/auth/token.js';
import { createGateway } from '../../src/gateway/server.js';
import type { RouteTable } from '../../src/gateway/route-types.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDatabase, withClient, type TestDatabase } from './db.js';
import { startUpstream } from './leg.js';

export const TEST_KEY = 'pk_test_0123456789abcdef';
export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-at-least-32-chars';

/** The Authorization header of a signed-in caller (role authenticated, ten minutes). */
export async function signedInHeaders(): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await mintToken({ secret: TEST_JWT_SECRET, role: 'authenticated', ttlSeconds: 600 })}` };
}

export interface RunningApi {
  baseUrl: string;
  /** The PostgREST behind the gateway, when a proxy leg runs one. */
  upstreamVersion?: string;
  key: string;
  /** POST /rpc/<fn> with the apikey, JSON body. */
  rpc(fn: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(pathAndQuery: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The gateway over `db`: direct, or in proxy mode over the leg's PostgREST (test/helpers/leg.ts). */
export async function startApi(db: TestDatabase): Promise<RunningApi> {
  const routes = await withClient(db.superuserUrl, (c) => introspect(c));
  const upstream = await startUpstream(db.authenticatorUrl, TEST_JWT_SECRET);
  const api = await startGateway({ routes, databaseUrl: db.authenticatorUrl, upstream: upstream?.url });
  const close = async () => {
    await api.close();
    await upstream?.stop();
  };
  return { ...api, upstreamVersion: upstream?.version, close };
}

/** The gateway on a free loopback port: direct mode over databaseUrl, or proxy mode to upstream. */
export async function startGateway(opts: { routes: RouteTable; databaseUrl: string; upstream?: string; preparedStatements?: boolean }): Promise<RunningApi> {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4, connectionTimeoutMillis: 3000 });
  const gateway = createGateway({
    routes: opts.routes,
    pool,
    publishableKeys: [TEST_KEY],
    jwtSecret: TEST_JWT_SECRET,
    openapi: fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'),
    upstream: opts.upstream,
    preparedStatements: opts.preparedStatements,
  });
  const port = await gateway.listen(0, '127.0.0.1');
  return apiAt(`http://127.0.0.1:${port}/rest/v1`, async () => {
    await gateway.close();
    await pool.end();
  });
}

/** A client for an API already listening at baseUrl, sending the test apikey. */
export function apiAt(baseUrl: string, close: () => Promise<void> = async () => {}): RunningApi {
  return {
    baseUrl,
    key: TEST_KEY,
    rpc: (fn, body, headers = {}) =>
      fetch(`${baseUrl}/rpc/${fn}`, { method: 'POST', headers: { apikey: TEST_KEY, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    get: (pathAndQuery, headers = {}) => fetch(`${baseUrl}${pathAndQuery}`, { headers: { apikey: TEST_KEY, ...headers } }),
    close,
  };
}

export interface SeededApi {
  /** GET pathAndQuery, expecting 200, returning the rows. */
  rows(pathAndQuery: string): Promise<Record<string, unknown>[]>;
  /** POST /rpc/<fn> with the apikey, any status. */
  rpc(fn: string, body: unknown): Promise<Response>;
}

/**
 * A test file's own database with golden rows written by `seed` (as the owner)
 * and the gateway over it, started before and dropped after the file's tests.
 */
export function useSeededApi(seed: (client: pg.ClientBase) => Promise<void>): SeededApi {
  let db: TestDatabase | undefined;
  let api: RunningApi | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    await withClient(db.superuserUrl, seed);
    api = await startApi(db);
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });
  return {
    async rows(pathAndQuery) {
      const response = await api!.get(pathAndQuery);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as Record<string, unknown>[];
    },
    rpc: (fn, body) => api!.rpc(fn, body),
  };
}
