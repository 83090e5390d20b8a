// Proxy mode in front of an official PostgREST, played here by a tiny local
// HTTP server that records what reaches it: this tests forwarding, and the
// checks that must stop a request before it is forwarded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../src/gateway/index.js';
import { API_KEY, JWT_SECRET, client, errorBody, request, token } from './harness.js';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let received: Received[] = [];
let reply: { status: number; headers: Record<string, string>; body: string };
let upstream: http.Server;
let gateway: Gateway;
let base = '';
// never connected: in proxy mode the database is the upstream's business
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gateway = createGateway({
    routes: { schema: 'api', views: {}, functions: {}, privateRelations: ['ptax', 'bcb.ptax'] },
    pool,
    publishableKeys: [API_KEY],
    jwtSecret: JWT_SECRET,
    openapi: '{}',
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
  base = `http://127.0.0.1:${await gateway.listen(0)}`;
});
afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  await pool.end();
});
beforeEach(() => {
  received = [];
  reply = {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': '0-0/*', 'X-Upstream': 'yes', 'Access-Control-Allow-Origin': 'http://upstream' },
    body: '[{"ok":true}]',
  };
});
const api = client(() => base);

describe('proxy mode', () => {
  it('forwards without /rest/v1 and apikey, with a fresh 60 s anon token, and streams the answer back', async () => {
    const r = await request(`${base}/rest/v1/some_view?apikey=${API_KEY}&select=id&b=x%20y`, { headers: { Origin: 'http://example.com', Prefer: 'count=exact' } });
    expect([r.status, r.body, r.headers['content-range'], r.headers['x-upstream'], r.headers['access-control-allow-origin']]).toEqual([200, '[{"ok":true}]', '0-0/*', 'yes', '*']);
    expect(received).toHaveLength(1);
    expect([received[0].method, received[0].url, received[0].headers.prefer]).toEqual(['GET', '/some_view?select=id&b=x%20y', 'count=exact']);
    const bearer = received[0].headers.authorization!.replace(/^Bearer /, '');
    const { payload } = await jwtVerify(bearer, new TextEncoder().encode(JWT_SECRET), { algorithms: ['HS256'] });
    expect(payload.role).toBe('anon');
    expect(payload.exp! - payload.iat!).toBe(60);
  });

  it("keeps a caller's valid JWT and forwards the method and body", async () => {
    const jwt = await token({ role: 'authenticated' }, { expiresIn: 300 });
    reply = { status: 404, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: errorBody('PGRST202', 'nope') };
    const r = await api.post('/rest/v1/rpc/some_fn', { p_x: 1 }, { Authorization: `Bearer ${jwt}` });
    expect([r.status, r.body]).toEqual([404, errorBody('PGRST202', 'nope')]);
    expect([received[0].method, received[0].url, received[0].body, received[0].headers.authorization]).toEqual(['POST', '/rpc/some_fn', '{"p_x":1}', `Bearer ${jwt}`]);
  });

  it('stops bad keys, bad tokens, foreign profiles and landing tables before the upstream', async () => {
    expect((await request(`${base}/rest/v1/some_view`)).status).toBe(401);
    expect(JSON.parse((await api.get('/rest/v1/some_view', { Authorization: `Bearer ${API_KEY}` })).body).message).toBe('Expected 3 parts in JWT; got 1');
    expect((await api.get('/rest/v1/some_view', { 'Accept-Profile': 'public' })).status).toBe(401);
    expect((await api.get('/rest/v1/bcb.ptax')).body).toBe(errorBody('42501', 'permission denied for table ptax', null, 'Only schema api is exposed.'));
    expect(received).toHaveLength(0);
  });

  it('answers CORS preflights itself', async () => {
    const r = await request(`${base}/rest/v1/some_view`, { method: 'OPTIONS', headers: { Origin: 'http://x', 'Access-Control-Request-Method': 'GET' } });
    expect([r.status, r.headers['access-control-allow-methods']]).toEqual([200, 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD']);
    expect(received).toHaveLength(0);
  });

  it('answers 502 when the upstream is unreachable', async () => {
    const dead = createGateway({
      routes: { schema: 'api', views: {}, functions: {}, privateRelations: [] },
      pool,
      publishableKeys: [API_KEY],
      jwtSecret: JWT_SECRET,
      openapi: '{}',
      upstream: 'http://127.0.0.1:1',
    });
    const port = await dead.listen(0);
    const r = await request(`http://127.0.0.1:${port}/rest/v1/x`, { headers: { apikey: API_KEY } });
    await dead.close();
    expect(r.status).toBe(502);
    expect(JSON.parse(r.body)).toMatchObject({ code: null, message: 'An invalid response was received from the upstream server' });
  });
});
