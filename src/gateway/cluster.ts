// GATEWAY_WORKERS gateway processes on one port (node:cluster shares the
// listening socket): a gateway runs one event loop, so one process per core is
// what lets it use the machine, as PostgREST's threads do. The workers are
// stateless; each holds its own share of the connection pool.
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { RouteTable } from './route-types.js';

export interface WorkerSettings {
  routes: RouteTable;
  authenticatorUrl: string;
  /** Connections of this worker's own pool. */
  poolSize: number;
  publishableKeys: string[];
  jwtSecret: string;
  openapi: string;
  upstream?: string;
  port: number;
  host: string;
}

export interface GatewayCluster {
  port: number;
  pids: number[];
  /** Drains every worker; resolves to the number of requests each served. */
  stop(): Promise<number[]>;
}

/** Each worker's share of a total pool size, so N workers hold about as many connections as one. */
export const poolShare = (total: number, workers: number) => Math.max(1, Math.ceil(total / workers));

export async function startGatewayCluster(count: number, settings: Omit<WorkerSettings, 'poolSize'> & { totalPoolSize: number }): Promise<GatewayCluster> {
  const { totalPoolSize, ...rest } = settings;
  const workerSettings: WorkerSettings = { ...rest, poolSize: poolShare(totalPoolSize, count) };
  // the worker is TypeScript: load it through tsx whatever started this process
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./cluster-worker.ts', import.meta.url)), execArgv: ['--import', 'tsx'], silent: false });
  const workers: Worker[] = [];
  const stopAll = () => Promise.all(workers.map((w) => stopWorker(w)));
  try {
    const ports = await Promise.all(
      Array.from({ length: count }, () => {
        const worker = cluster.fork();
        workers.push(worker);
        return new Promise<number>((resolve, reject) => {
          worker.on('message', (m: { waiting?: true; listening?: number; failed?: string }) => {
            if (m.waiting) worker.send({ settings: workerSettings });
            if (m.listening !== undefined) resolve(m.listening);
            if (m.failed !== undefined) reject(new Error(`gateway worker failed: ${m.failed}`));
          });
          worker.once('exit', (code) => reject(new Error(`gateway worker exited with ${code}`)));
        });
      }),
    );
    return { port: ports[0], pids: workers.map((w) => w.process.pid!), stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function stopWorker(worker: Worker): Promise<number> {
  if (worker.isDead()) return Promise.resolve(0);
  return new Promise((resolve) => {
    let served = 0;
    worker.on('message', (m: { closed?: number }) => {
      if (m.closed !== undefined) served = m.closed;
    });
    worker.once('exit', () => resolve(served));
    worker.send({ close: true });
  });
}
