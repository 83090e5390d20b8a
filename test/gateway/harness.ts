// Starts a real gateway on a fresh database clone holding the conformance
// fixture, and offers small HTTP helpers that return status, headers and the
// exact body text.
import { afterAll, beforeAll } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { SignJWT } from 'jose';
import { introspect } from '../../src/codegen/introspect.js';
import { createGateway, type Gateway, type GatewayOptions } from '../../src/gateway/index.js';
import type { RouteTable } from '../../src/gateway/route-types.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startUpstream, upstreamMajor, type Upstream } from '../helpers/leg.js';

export const API_KEY = 'sb_publishable_conformance_key';
export const OTHER_KEY = 'sb_publishable_second_key';
export const JWT_SECRET = 'conformance-secret-with-at-least-32-characters';
export const OPENAPI = '{"swagger":"2.0","info":{"title":"conformance","version":"75"},"paths":{}}';

const FIXTURE_SQL = fs.readFileSync(new URL('./conformance-fixture.sql', import.meta.url), 'utf8');

export interface Harness {
  db: TestDatabase;
  routes: RouteTable;
  pool: pg.Pool;
  gateway: Gateway;
  base: string;
  /** The real PostgREST behind the gateway in the `postgrest` and `docker` legs. */
  postgrest: Upstream | undefined;
  /**
   * Major version of the PostgREST that answers: the upstream's own in the
   * `postgrest` leg; 14 in direct mode (the gateway follows v14, the compose pin).
   */
  major: number;
  close(): Promise<void>;
}

/**
 * @param opts gateway options to override
 * @param connectUrl rewrites the authenticator URL the pool uses (e.g. through a relay)
 */
export async function startHarness(opts: Partial<GatewayOptions> = {}, connectUrl: (url: string) => string = (url) => url): Promise<Harness> {
  const db = await createTestDatabase();
  const routes = await withClient(db.superuserUrl, async (client) => {
    await client.query(FIXTURE_SQL);
    return introspect(client);
  });
  const pool = new pg.Pool({ connectionString: connectUrl(db.authenticatorUrl), max: 4, connectionTimeoutMillis: 3000 });
  // one PostgREST per test file, on the file's own database clone
  const postgrest = await startUpstream(connectUrl(db.authenticatorUrl), JWT_SECRET);
  const gateway = createGateway({ routes, pool, publishableKeys: [API_KEY, OTHER_KEY], jwtSecret: JWT_SECRET, openapi: OPENAPI, upstream: postgrest?.url, ...opts });
  const port = await gateway.listen(0);
  return {
    db,
    routes,
    pool,
    gateway,
    postgrest,
    major: upstreamMajor(postgrest?.version),
    base: `http://127.0.0.1:${port}`,
    async close() {
      await gateway.close();
      await postgrest?.stop();
      await pool.end();
      await db.drop();
    },
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw HTTP request (node:http, so HEAD bodies and exact bytes are visible). */
export function request(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string; newConnection?: boolean } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const agent = opts.newConnection ? false : undefined;
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers ?? {}, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** A client bound to one gateway that sends the publishable key unless told otherwise. */
export function client(base: () => string) {
  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    request(`${base()}${path}`, { method, headers: { apikey: API_KEY, ...headers }, body });
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, headers),
    head: (path: string, headers?: Record<string, string>) => call('HEAD', path, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      call('POST', path, { 'Content-Type': 'application/json', ...headers }, typeof body === 'string' ? body : JSON.stringify(body)),
    call,
  };
}

export function errorBody(code: string | null, message: string, details: string | null = null, hint: string | null = null): string {
  return JSON.stringify({ code, details, hint, message });
}

export async function token(claims: Record<string, unknown>, opts: { secret?: string; expiresIn?: number; alg?: string } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' }).setIssuedAt(now);
  if (opts.expiresIn !== undefined) jwt.setExpirationTime(now + opts.expiresIn);
  return jwt.sign(new TextEncoder().encode(opts.secret ?? JWT_SECRET));
}

/** What PostgreSQL answers a startup packet with while it replays its WAL after a crash. */
function startingUpPacket(): Buffer {
  const fields = Buffer.from('SFATAL\0VFATAL\0C57P03\0Mthe database system is starting up\0\0', 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * A TCP relay that can be switched off and on, to play a database going down and
 * coming back; `up('recovering')` plays a server that is starting up after a crash.
 */
export async function startRelay(targetPort: number): Promise<{ port: number; down(): Promise<void>; up(mode?: 'relay' | 'recovering'): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = (mode: 'relay' | 'recovering' = 'relay') =>
    new Promise<void>((resolve) => {
      server = net.createServer((socket) => {
        if (mode === 'recovering') {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.once('data', () => socket.end(startingUpPacket()));
          return;
        }
        const upstream = net.connect(targetPort, '127.0.0.1');
        sockets.add(socket).add(upstream);
        socket.pipe(upstream).pipe(socket);
        const drop = () => {
          socket.destroy();
          upstream.destroy();
        };
        socket.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const down = async () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  };
  await listen();
  return { port, down, up: async (mode) => { await down(); await listen(mode); }, close: down };
}

/** The file's harness: started before its tests, closed after; usable as `h.base` inside tests. */
export function useHarness(): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as Harness, {
    get: (_target, key) => {
      if (!started) throw new Error('the gateway harness is used before beforeAll started it');
      return started[key as keyof Harness];
    },
  });
}
