// The gateway benches' measuring half (markets, fees, fidc): each case's POST
// /rpc through the gateway (a worker thread) at each concurrency (p50/p99); the
// plans of the statements inside each function come from nested-plans.ts.
import { Worker } from 'node:worker_threads';
import { request } from './http-client.js';
import { formatRow, measure } from './measure.js';

export interface GatewayCase {
  name: string;
  /** The function the case calls, and a body per request (varied by the picker). */
  fn: string;
  body: () => Record<string, unknown>;
  /** One representative call as SQL, for its plans. */
  sql: string;
  params: unknown[];
  /** HTTP statuses the case may answer (default 200 only), e.g. 400 for a refusal the bench times too. */
  statuses?: readonly number[];
}

export interface GatewayBenchOptions {
  ownerUrl: string;
  authenticatorUrl: string;
  durationMs: number;
  levels: number[];
  key: string;
  secret: string;
  workerUrl: URL;
  /** What the bench aims at, printed above the figures. */
  target?: string;
}

/** A deterministic pseudo-random integer source (same run, same bodies). */
export function picker(): () => number {
  let n = 0;
  return () => (n = (n * 1103515245 + 12345) & 0x7fffffff);
}

/** Times every case; returns the statuses each answered. */
export async function timeCases(o: GatewayBenchOptions, cases: readonly GatewayCase[]): Promise<Map<string, Set<number>>> {
  const worker = new Worker(o.workerUrl, { workerData: { ownerUrl: o.ownerUrl, authenticatorUrl: o.authenticatorUrl, key: o.key, secret: o.secret, poolSize: Math.max(...o.levels) } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  const base = `http://127.0.0.1:${port}/rest/v1`;
  const answered = new Map<string, Set<number>>();
  try {
    console.log(`through the gateway (${o.durationMs / 1000}s per measurement; ${o.target ?? 'target p99 < 50 ms at c=1'})`);
    for (const c of cases) {
      const seen = new Set<number>();
      answered.set(c.name, seen);
      const run = async () => {
        const status = await request(`${base}/rpc/${c.fn}`, { method: 'POST', headers: { apikey: o.key, 'content-type': 'application/json' }, body: JSON.stringify(c.body()) });
        if (!(c.statuses ?? [200]).includes(status)) throw new Error(`${c.fn}: HTTP ${status}`);
        seen.add(status);
      };
      await run();
      for (const level of o.levels) console.log(formatRow(c.name, level, await measure(run, level, o.durationMs)));
    }
    return answered;
  } finally {
    await new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage('close');
    });
    await worker.terminate();
  }
}
