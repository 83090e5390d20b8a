// Scale out (issue 14 item 7): two gateway processes (GATEWAY_WORKERS=2, node:cluster
// sharing one port) on one database answer exactly as one in-process gateway does,
// and both processes take part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayCluster, type GatewayCluster } from '../../src/gateway/cluster.js';
import { startGateways } from '../../src/gateway/serve.js';
import { API_KEY, JWT_SECRET, OPENAPI, OTHER_KEY, request, startHarness, type Harness, type Reply } from './harness.js';

let h: Harness;
let cluster: GatewayCluster;
let clusterBase: string;

/** The harness database and keys, a free port, /ready held at 503 until setReady(true). */
const settings = (totalPoolSize: number) => ({
  routes: h.routes,
  authenticatorUrl: h.db.authenticatorUrl,
  totalPoolSize,
  publishableKeys: [API_KEY, OTHER_KEY],
  jwtSecret: JWT_SECRET,
  openapi: OPENAPI,
  port: 0,
  host: '127.0.0.1',
  ready: false,
});

beforeAll(async () => {
  h = await startHarness();
  cluster = await startGatewayCluster(2, settings(4));
  clusterBase = `http://127.0.0.1:${cluster.port}`;
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
  await h?.close();
});

const REQUESTS: { name: string; status: number; method?: string; path: string; headers?: Record<string, string>; body?: string }[] = [
  { name: 'a filtered, ordered view read', status: 200, path: '/rest/v1/conf_items?select=id,name,score&score=gte.2&order=score.desc,id' },
  { name: 'a ranged read with an exact count', status: 206, path: '/rest/v1/conf_many?select=n&order=n.desc', headers: { Range: '5-9', Prefer: 'count=exact' } },
  { name: 'an RPC with named arguments', status: 200, method: 'POST', path: '/rest/v1/rpc/conf_items_between', headers: { 'Content-Type': 'application/json' }, body: '{"p_from":1,"p_to":3}' },
  { name: 'an RPC by GET', status: 200, path: '/rest/v1/rpc/conf_add?a=40&b=2' },
  { name: "a function's refusal", status: 400, method: 'POST', path: '/rest/v1/rpc/conf_refuse', headers: { 'Content-Type': 'application/json' }, body: '{"p_n":11}' },
  { name: 'an unknown view', status: 404, path: '/rest/v1/conf_itemz' },
];

/** Status, body and the headers a client relies on (Date and connection headers differ by nature). */
const essence = (r: Reply) => ({ status: r.status, body: r.body, type: r.headers['content-type'], range: r.headers['content-range'] });

const send = (base: string, q: (typeof REQUESTS)[number]) =>
  // a new connection per request, so the cluster spreads them over its processes
  request(`${base}${q.path}`, { method: q.method ?? 'GET', headers: { apikey: API_KEY, ...q.headers }, body: q.body, newConnection: true });

describe('two gateway processes on one database', () => {
  it("answer /ready 503 until the primary says the samples are in, then 200 (every process)", async () => {
    const ready = () => Promise.all(Array.from({ length: 8 }, () => request(`${clusterBase}/ready`, { newConnection: true })));
    for (const r of await ready()) expect([r.status, r.body]).toEqual([503, '']);
    cluster.setReady(true);
    await new Promise((r) => setTimeout(r, 200));
    for (const r of await ready()) expect([r.status, r.body]).toEqual([200, '']);
  });

  it.each(REQUESTS)('answer $name as one gateway does', async (q) => {
    const expected = essence(await send(h.base, q));
    expect(expected.status).toBe(q.status);
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(clusterBase, q)));
    for (const answer of answers) expect(essence(answer)).toEqual(expected);
  });

  it('replaces a worker that dies, and keeps answering', async () => {
    const [victim, survivor] = cluster.pids;
    process.kill(victim, 'SIGKILL');
    const deadline = Date.now() + 30_000;
    while (cluster.pids.includes(victim) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(cluster.pids).toContain(survivor);
    expect(cluster.pids).not.toContain(victim);
    const expected = essence(await send(h.base, REQUESTS[0]));
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(clusterBase, REQUESTS[0])));
    for (const answer of answers) expect(essence(answer)).toEqual(expected);
  }, 40_000);

  it("record their runtime (loop delay, GC, pool waits) only between resume and pause, each process its own", async () => {
    await cluster.loopStats('reset');
    const idle = await cluster.loopStats('summary');
    expect(idle).toHaveLength(2);
    for (const s of idle) expect([s.poolWait.acquires, s.loopDelay.samples, s.gc.count]).toEqual([0, 0, 0]);
    await Promise.all(Array.from({ length: 20 }, () => send(clusterBase, REQUESTS[0]))); // not recorded: paused
    expect((await cluster.loopStats('summary')).map((s) => s.poolWait.acquires)).toEqual([0, 0]);
    await cluster.loopStats('resume');
    await Promise.all(Array.from({ length: 40 }, () => send(clusterBase, REQUESTS[0])));
    await new Promise((r) => setTimeout(r, 100)); // a few 10 ms loop-delay samples
    const window = await cluster.loopStats('pause');
    expect(window.reduce((sum, s) => sum + s.poolWait.acquires, 0)).toBe(40); // one acquisition per view read
    for (const s of window) {
      expect(s.loopDelay.samples).toBeGreaterThan(0);
      expect(s.loopDelay.max).toBeGreaterThanOrEqual(s.loopDelay.p50);
      expect(s.seconds).toBeGreaterThan(0.09);
    }
  });

  it('both processes serve requests', async () => {
    expect(cluster.pids).toHaveLength(2);
    expect(new Set(cluster.pids).size).toBe(2);
    await Promise.all(Array.from({ length: 40 }, () => send(clusterBase, REQUESTS[0])));
    const served = await cluster.stop();
    expect(served).toHaveLength(2);
    for (const n of served) expect(n).toBeGreaterThan(0);
  });
});

describe('one gateway (GATEWAY_WORKERS=1) through the same handle, in this process', () => {
  it('answers /ready 503 until setReady(true), answers as the harness gateway does, and reports what it served', async () => {
    const one = await startGateways(1, settings(2));
    const base = `http://127.0.0.1:${one.port}`;
    try {
      expect(one.pids).toEqual([process.pid]);
      expect((await request(`${base}/ready`)).status).toBe(503);
      one.setReady(true);
      expect((await request(`${base}/ready`)).status).toBe(200);
      for (const q of REQUESTS) expect(essence(await send(base, q))).toEqual(essence(await send(h.base, q)));
    } finally {
      expect(await one.stop()).toEqual([2 + REQUESTS.length]);
    }
  });
});
