// The gateway's HTTP server: routes from the RouteTable it is given, a pool
// connected as `authenticator`, and a close() that lets in-flight requests finish.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { ApiKeyChecker } from './auth/api-key.js';
import { JwtVerifier } from './auth/jwt.js';
import type { GatewayContext } from './context.js';
import { RoleSettingsCache } from './db/role-settings.js';
import { TierLanes } from './db/tier-lanes.js';
import { TimezoneNames } from './db/timezone-names.js';
import { handleRequest } from './handler.js';
import { refuseConnect, refuseMalformed } from './http/refuse-raw.js';
import type { RouteTable } from './route-types.js';

export interface GatewayOptions {
  routes: RouteTable;
  /** Connected as `authenticator`. The caller owns it and ends it after close(). */
  pool: pg.Pool;
  publishableKeys: string[];
  jwtSecret: string;
  /** The OpenAPI document (JSON text) served at `/rest/v1/` and `/docs/openapi.json`. */
  openapi: string;
  /** `http://host:port` of an official PostgREST: proxy mode. */
  upstream?: string;
  /** `/ready` answers 503 while this says false (e.g. sample data still loading in the background). */
  ready?: () => boolean;
  /**
   * Named server-side prepared statements, one per request shape and connection (default true,
   * as PostgREST's db-prepared-statements). Off: every statement runs unnamed, for a pooler in
   * transaction mode that hands each transaction another server connection.
   */
  preparedStatements?: boolean;
}

export interface Gateway {
  server: http.Server;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

export function createGateway(opts: GatewayOptions): Gateway {
  const ctx: GatewayContext = {
    routes: opts.routes,
    privateRelations: new Set(opts.routes.privateRelations),
    pool: opts.pool,
    apiKeys: new ApiKeyChecker(opts.publishableKeys),
    jwt: new JwtVerifier(opts.jwtSecret),
    openapi: opts.openapi,
    roleSettings: new RoleSettingsCache(opts.pool),
    timezones: new TimezoneNames(opts.pool),
    lanes: new TierLanes(opts.pool.options.max ?? 10),
    upstream: opts.upstream,
    ready: opts.ready,
    preparedStatements: opts.preparedStatements ?? true,
  };
  // an idle pooled connection dying (database restart) must not crash the process: pg.Pool
  // drops that client and the next request connects anew
  opts.pool.on('error', (error) => process.stderr.write(`[gateway] idle database connection lost: ${error.message}\n`));
  let inFlight = 0;
  let closing = false;
  let drained: (() => void) | undefined;

  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.on('close', () => {
      inFlight -= 1;
      if (closing) server.closeIdleConnections();
      if (inFlight === 0) drained?.();
    });
    // handleRequest answers every error itself; this only covers a socket that broke mid-answer
    handleRequest(ctx, req, res).catch(() => res.destroy());
  });
  server.on('clientError', refuseMalformed);
  server.on('connect', refuseConnect);

  return {
    server,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    async close() {
      closing = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      // nothing is in flight any more: whatever connection is left is an idle keep-alive one
      server.closeAllConnections();
      await stopped;
    },
  };
}
