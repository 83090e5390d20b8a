// The database going away and coming back, statement timeouts, and a graceful
// shutdown that lets in-flight requests finish. The pool reaches PostgreSQL
// through a TCP relay the test switches off and on.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client, errorBody, request, startHarness, startRelay, type Harness } from './harness.js';

let h: Harness;
let relay: Awaited<ReturnType<typeof startRelay>>;
/** The readiness flag the gateway is given (as npm start does while samples load). */
let samplesLoaded = true;
beforeAll(async () => {
  relay = await startRelay(Number(new URL(inject('pgServerUrl')).port));
  h = await startHarness({ ready: () => samplesLoaded }, (url) => {
    const u = new URL(url);
    u.port = String(relay.port);
    return u.toString();
  });
});
afterAll(async () => {
  await h?.close();
  await relay?.close();
});
const api = client(() => h.base);

async function expectUnavailable() {
  const started = Date.now();
  const r = await api.get('/rest/v1/conf_items?select=id&limit=1');
  expect(Date.now() - started).toBeLessThan(6000);
  expect(r.status).toBe(503);
  expect(r.headers['retry-after']).toBe('10');
  const body = JSON.parse(r.body);
  expect(body).toMatchObject({ code: 'PGRST001', hint: null, message: 'Database client error. Retrying the connection.' });
  expect(typeof body.details).toBe('string');
  expect(r.body).not.toContain('    at '); // no stack
  expect(body.details).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}\b/); // no internal address
  return body;
}

describe('database availability', () => {
  it('answers 503 PGRST001 while the database is unreachable and recovers on its own', async () => {
    await relay.down();
    await expectUnavailable(); // first request ever: role settings cannot even load
    await relay.up();
    expect((await api.get('/rest/v1/conf_items?select=id&limit=1')).body).toBe('[{"id":1}]');
    await relay.down(); // kills the pooled connections too
    await expectUnavailable();
    await relay.up();
    expect((await api.get('/rest/v1/conf_items?select=id&limit=1')).body).toBe('[{"id":1}]');
  });
});

describe('/live and /ready, as PostgREST\'s admin server answers them', () => {
  const probe = async (path: string) => {
    const r = await request(`${h.base}${path}`);
    return [r.status, r.body];
  };

  it('answers 200 with an empty body when alive and ready', async () => {
    expect(await probe('/live')).toEqual([200, '']);
    expect(await probe('/ready')).toEqual([200, '']);
  });

  it('is not ready (503, empty body) while the database is unreachable, but still alive', async () => {
    await relay.down();
    expect(await probe('/ready')).toEqual([503, '']);
    expect(await probe('/live')).toEqual([200, '']);
    await relay.up();
    expect(await probe('/ready')).toEqual([200, '']);
  });

  it("is not ready while the caller's readiness flag is down", async () => {
    samplesLoaded = false;
    try {
      expect(await probe('/ready')).toEqual([503, '']);
      expect(await probe('/live')).toEqual([200, '']);
    } finally {
      samplesLoaded = true;
    }
    expect(await probe('/ready')).toEqual([200, '']);
  });
});

describe('database recovering after a crash', () => {
  it('answers 503 PGRST001 while PostgreSQL refuses connections with 57P03, then recovers', async () => {
    await relay.up('recovering'); // also drops the pooled connections
    await new Promise((r) => setTimeout(r, 200)); // for the pool to see them close
    const body = await expectUnavailable();
    expect(body.details).toBe('the database system is starting up');
    await relay.up();
    expect((await api.get('/rest/v1/conf_items?select=id&limit=1')).body).toBe('[{"id":1}]');
  });
});

describe('statement timeout', () => {
  it("cancels an anonymous statement after the anon role's 3 s: 500 57014", async () => {
    const started = Date.now();
    const r = await api.post('/rest/v1/rpc/conf_sleep', { s: 5 });
    expect([r.status, r.body]).toEqual([500, errorBody('57014', 'canceling statement due to statement timeout')]);
    expect(Date.now() - started).toBeLessThan(4500);
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then stops accepting', async () => {
    const slow = api.post('/rest/v1/rpc/conf_sleep', { s: 0.5 });
    await new Promise((r) => setTimeout(r, 100));
    const closing = h.gateway.close();
    const finished = await slow;
    expect([finished.status, finished.body]).toEqual([200, '1']);
    await closing;
    await expect(request(`${h.base}/rest/v1/conf_items`, { newConnection: true })).rejects.toThrow(/ECONNREFUSED/);
  });
});
