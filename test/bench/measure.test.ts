// The bench's measuring: interleaved slices give every load the same time, and
// wrk's quantiles merge into the right percentiles, and a wrk run cycles through the requests it is given.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { measureInterleaved } from '../../src/bench/measure.js';
import { sampleWrk, wrkAvailable } from '../../src/bench/wrk.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('measureInterleaved', () => {
  it('runs each load for the same total time in rotating slices and reports its own latencies', async () => {
    const order: string[] = [];
    const load = (name: string, ms: number) => async () => {
      if (order.at(-1) !== name) order.push(name);
      await sleep(ms);
    };
    const m = await measureInterleaved({ fast: load('fast', 2), slow: load('slow', 20) }, 1, 400, 4);
    // four rounds, the first load rotating: fast slow | slow fast | fast slow | slow fast (runs of one name merged)
    expect(order.join(' ')).toBe('fast slow fast slow fast');
    expect(m.slow.seconds).toBeGreaterThan(0.35);
    expect(Math.abs(m.fast.seconds - m.slow.seconds)).toBeLessThan(0.1);
    expect(m.fast.p50).toBeGreaterThanOrEqual(2);
    expect(m.fast.p50).toBeLessThan(15);
    expect(m.slow.p50).toBeGreaterThanOrEqual(20);
    expect(m.fast.rps).toBeGreaterThan(3 * m.slow.rps);
  });
});

describe.skipIf(!wrkAvailable())('wrk', () => {
  it('counts the requests of a run and reports quantiles weighted by them', async () => {
    // every fifth request is slow
    let n = 0;
    const server = http.createServer((_req, res) => {
      n += 1;
      setTimeout(() => res.end('ok'), n % 5 === 0 ? 30 : 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const s = await sampleWrk({ url: `http://127.0.0.1:${port}/` }, 1, 1);
      // one connection: the server may have taken one more request that wrk stopped waiting for
      expect(n - s.requests!).toBeGreaterThanOrEqual(0);
      expect(n - s.requests!).toBeLessThanOrEqual(1);
      expect(s.requests).toBeGreaterThan(20);
      expect(s.errors).toBe(0);
      expect(s.latencies).toHaveLength(1000);
      expect(s.weights!.reduce((a, b) => a + b, 0)).toBeCloseTo(s.requests!, 6);
      // most answer at once, one in five after 30 ms: the median is fast, the top quantiles are slow
      const sorted = [...s.latencies].sort((a, b) => a - b);
      expect(sorted[500]).toBeLessThan(30);
      expect(sorted[950]).toBeGreaterThanOrEqual(30);
    } finally {
      server.close();
    }
  });

  it('cycles through the rotated requests: each path with its own body, in order', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        res.end('[]');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const rotate = [{ path: '/a?x=eq.1', body: '{"p":1}' }, { path: '/b', body: '{"p":"two"}' }, { path: '/c', body: '{}' }];
      const s = await sampleWrk({ url: `http://127.0.0.1:${port}/`, method: 'POST', headers: { 'content-type': 'application/json' }, rotate }, 1, 1);
      expect(s.errors).toBe(0);
      expect(seen.length).toBeGreaterThan(6);
      const expected = rotate.map((r) => `POST ${r.path} ${r.body}`);
      // wrk builds one request of its own before the run, so the cycle may start past the first
      const start = expected.indexOf(seen[0]);
      expect(start).toBeGreaterThanOrEqual(0);
      seen.forEach((line, i) => expect(line).toBe(expected[(start + i) % 3]));
    } finally {
      server.close();
    }
  });
});
