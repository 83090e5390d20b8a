// The gateway benches' measuring half (markets, fees, fidc): each case's POST
// /rpc (or GET of a view) through the gateway (a worker thread) at each
// concurrency (p50/p99), from wrk when asked and installed; the plans of the
// statements inside each function come from nested-plans.ts.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { request } from './http-client.js';
import { formatRow, measure, measureInterleaved } from './measure.js';
import { wrkAvailable } from './wrk.js';

export interface GatewayCase {
  name: string;
  /** The function the case calls, and a body per request (varied by the picker). */
  fn: string;
  body: () => Record<string, unknown>;
  /** A view case instead: the path and query of a GET (e.g. `/equities?ticker=eq.X`), varied by the picker; fn and body are then unused. */
  get?: () => string;
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
  /** Load from wrk (when installed) cycling through VARIANTS requests, instead of node:http in this process. */
  wrk?: boolean;
  /** Measurements per case and concurrency (each printed, with the load average before it); default 1. */
  repeats?: number;
}

/** Distinct requests a wrk run cycles through. */
const VARIANTS = 64;
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

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
  const useWrk = o.wrk === true && wrkAvailable();
  const headers = (c: GatewayCase): Record<string, string> => (c.get ? { apikey: o.key } : { apikey: o.key, 'content-type': 'application/json' });
  const next = (c: GatewayCase) => (c.get ? { path: `/rest/v1${c.get()}` } : { path: `/rest/v1/rpc/${c.fn}`, body: JSON.stringify(c.body()) });
  try {
    console.log(`through the gateway (${o.durationMs / 1000}s per measurement, HTTP load from ${useWrk ? `wrk cycling ${VARIANTS} requests` : 'node:http'}; ${o.target ?? 'target p99 < 50 ms at c=1'})`);
    for (const c of cases) {
      const seen = new Set<number>();
      answered.set(c.name, seen);
      const run = async () => {
        const r = next(c);
        const status = await request(`http://127.0.0.1:${port}${r.path}`, { method: c.get ? 'GET' : 'POST', headers: headers(c), body: r.body });
        // every status is said (a 500 from the statement timeout included); one not expected counts as an error
        seen.add(status);
        if (!(c.statuses ?? [200]).includes(status)) throw new Error(`${c.fn}: HTTP ${status}`);
      };
      // rows per call: one representative request, counted from its JSON array; a failing case is said and skipped
      const probe = next(c);
      const answer = await fetch(`http://127.0.0.1:${port}${probe.path}`, { method: c.get ? 'GET' : 'POST', headers: headers(c), body: probe.body });
      if (!(c.statuses ?? [200]).includes(answer.status)) {
        console.log(`${c.name}: HTTP ${answer.status} for ${probe.path} ${probe.body ?? ''}: ${(await answer.text()).slice(0, 500)} (not measured)`);
        continue;
      }
      const rows = answer.ok ? ((await answer.json()) as unknown[]).length : `HTTP ${answer.status}`;
      // the warm-up: as many calls at once as the highest concurrency measured, twice, so every pooled
      // connection has compiled the function and planned its statements once (a fresh backend's first
      // call costs several steady calls; a pool keeps its backends); a failure is said, and the
      // measurements count such answers as errors
      const warmers = Math.max(1, ...o.levels);
      for (let round = 0; round < 2; round += 1) {
        const failed = (await Promise.allSettled(Array.from({ length: warmers }, run))).find((r) => r.status === 'rejected');
        if (failed && round === 0) console.log(`${c.name}: warm-up call failed (${(failed as PromiseRejectedResult).reason.message}); measured all the same`);
      }
      const variants = Array.from({ length: VARIANTS }, () => next(c));
      const load = useWrk ? { wrk: { url: base, method: c.get ? ('GET' as const) : ('POST' as const), headers: headers(c), rotate: variants } } : run;
      for (const level of o.levels) {
        for (let k = 0; k < (o.repeats ?? 1); k += 1) {
          const before = loadAverage();
          const m = useWrk ? (await measureInterleaved({ m: load }, level, o.durationMs, 1)).m : await measure(run, level, o.durationMs);
          console.log(`${formatRow(c.name, level, m)}  rows/call ${rows}  loadavg ${before}`);
        }
      }
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
