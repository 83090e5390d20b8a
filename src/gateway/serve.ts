// The gateway as npm start and the bench run it: GATEWAY_WORKERS processes
// sharing one port (cluster.ts), or, for one, in this process; either way one
// handle to learn the port, flip /ready and drain. One gateway's pool and
// server come from openGateway, in a cluster worker and here alike.
import pg from 'pg';
import { startGatewayCluster, type GatewayCluster, type WorkerSettings } from './cluster.js';
import { readConfig } from '../config.js';
import { logLoopStatsEvery, loopStats } from './loop-stats.js';
import { createGateway, type Gateway } from './server.js';

export type GatewaySettings = Omit<WorkerSettings, 'poolSize'> & { totalPoolSize: number };

/**
 * How long a pooled connection may sit idle before it is closed: PostgREST's
 * db-pool-max-idletime default. pg.Pool's own default (10 s) closed connections
 * that a lull of 10-30 s left idle, so the next burst paid new backends (fork,
 * SCRAM, cold catalog caches): the default bench showed 8-10 of ~250 requests at
 * c=8 waiting up to 350 ms for a connection, the whole of its p99 there, while
 * PostgREST kept its connections.
 */
export const POOL_MAX_IDLE_MS = 30_000;

/** One gateway and its own pool (the pool connects lazily, so proxy mode never opens one). */
export function openGateway(s: WorkerSettings, ready: () => boolean): { gateway: Gateway; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: s.authenticatorUrl, max: s.poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: POOL_MAX_IDLE_MS });
  const gateway = createGateway({ routes: s.routes, pool, publishableKeys: s.publishableKeys, jwtSecret: s.jwtSecret, openapi: s.openapi, upstream: s.upstream, ready, preparedStatements: s.preparedStatements });
  const every = readConfig().loopStatsSeconds;
  if (every) logLoopStatsEvery(every);
  return { gateway, pool };
}

/** `count` gateway processes on one port, or one in this process (no IPC, no second V8 heap). */
export async function startGateways(count: number, settings: GatewaySettings): Promise<GatewayCluster> {
  if (count > 1) return startGatewayCluster(count, settings);
  const { totalPoolSize, ...rest } = settings;
  let ready = settings.ready ?? true;
  const { gateway, pool } = openGateway({ ...rest, poolSize: totalPoolSize }, () => ready);
  let served = 0;
  gateway.server.on('request', () => (served += 1));
  const stop = async () => {
    await gateway.close().catch(() => {});
    await pool.end().catch(() => {});
    return [served];
  };
  try {
    const port = await gateway.listen(settings.port, settings.host);
    return { port, pids: [process.pid], setReady: (r: boolean) => void (ready = r), stop, loopStats: async (action) => [loopStats.apply(action)] };
  } catch (error) {
    await stop();
    throw error;
  }
}
