// GATEWAY_WORKERS gateway processes on one port (node:cluster shares the
// listening socket): a gateway runs one event loop, so one process per core is
// what lets it use the machine, as PostgREST's threads do. The workers are
// stateless; each holds its own share of the connection pool.
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { LoopStatsSummary, StatsAction } from './loop-stats.js';
import { GATEWAY_NODE_FLAGS } from './node-flags.js';
import type { RouteTable } from './route-types.js';

const RESPAWN_DELAY_MS = 500;

export interface WorkerSettings {
  routes: RouteTable;
  authenticatorUrl: string;
  /** Connections of this worker's own pool. */
  poolSize: number;
  publishableKeys: string[];
  jwtSecret: string;
  openapi: string;
  upstream?: string;
  /** Named prepared statements (default true); off behind a pooler that cannot keep them. */
  preparedStatements?: boolean;
  port: number;
  host: string;
  /** /ready's extra condition (e.g. the sample data is in; default true); the primary flips it with setReady. */
  ready?: boolean;
}

export interface GatewayCluster {
  port: number;
  /** Process ids of the listening workers. */
  readonly pids: number[];
  /** Tells every worker (and any respawned later) whether /ready may answer 200. */
  setReady(ready: boolean): void;
  /** Drains every worker; resolves to the number of requests each served. */
  stop(): Promise<number[]>;
  /** Each gateway process's runtime recorder (src/gateway/loop-stats.ts): resume, pause or reset it; resolves to every process's summary. */
  loopStats(action: StatsAction): Promise<LoopStatsSummary[]>;
}

/** Each worker's share of a total pool size, so N workers hold about as many connections as one. */
export const poolShare = (total: number, workers: number) => Math.max(1, Math.ceil(total / workers));

export async function startGatewayCluster(count: number, settings: Omit<WorkerSettings, 'poolSize'> & { totalPoolSize: number }): Promise<GatewayCluster> {
  const { totalPoolSize, ...rest } = settings;
  const workerSettings: WorkerSettings = { ...rest, poolSize: poolShare(totalPoolSize, count) };
  // the worker is TypeScript: load it through tsx whatever started this process
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./cluster-worker.ts', import.meta.url)), execArgv: [...GATEWAY_NODE_FLAGS, '--import', 'tsx'], silent: false });
  /** Listening workers by slot; `started` also holds those still starting, for stop(). */
  const workers: Worker[] = [];
  const started = new Set<Worker>();
  let stopping = false;
  const stopAll = () => {
    stopping = true;
    return Promise.all([...started].map((w) => stopWorker(w)));
  };
  const spawn = (slot: number) =>
    new Promise<number>((resolve, reject) => {
      const worker = cluster.fork();
      started.add(worker);
      let listening = false;
      worker.on('message', (m: { waiting?: true; listening?: number; failed?: string }) => {
        if (m.waiting) worker.send({ settings: workerSettings });
        if (m.listening !== undefined) {
          listening = true;
          workers[slot] = worker;
          resolve(m.listening);
        }
        if (m.failed !== undefined) reject(new Error(`gateway worker failed: ${m.failed}`));
      });
      worker.once('exit', (code, signal) => {
        started.delete(worker);
        if (!listening) return reject(new Error(`gateway worker exited with ${code ?? signal}`));
        if (stopping) return;
        // a worker that dies while serving is replaced (after a pause, so a crash loop cannot spin)
        process.stderr.write(`[gateway] worker ${worker.process.pid} exited (${code ?? signal}); starting another\n`);
        setTimeout(() => {
          if (!stopping) spawn(slot).catch((error: Error) => process.stderr.write(`[gateway] ${error.message}\n`));
        }, RESPAWN_DELAY_MS);
      });
    });
  try {
    const ports = await Promise.all(Array.from({ length: count }, (_, slot) => spawn(slot)));
    return {
      port: ports[0],
      get pids() {
        return workers.map((w) => w.process.pid!);
      },
      setReady(ready: boolean) {
        workerSettings.ready = ready;
        for (const worker of started) if (worker.isConnected()) worker.send({ ready });
      },
      stop: stopAll,
      loopStats: (action) => Promise.all(workers.map((w) => askStats(w, action))),
    };
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

function askStats(worker: Worker, action: StatsAction): Promise<LoopStatsSummary> {
  return new Promise((resolve) => {
    const onMessage = (m: { stats?: LoopStatsSummary }) => {
      if (m.stats === undefined) return;
      worker.off('message', onMessage);
      resolve(m.stats);
    };
    worker.on('message', onMessage);
    worker.send({ stats: action });
  });
}
