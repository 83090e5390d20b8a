// What every request handler gets: the gateway's fixed parts and the request,
// already authenticated and with the `/rest/v1` prefix and `apikey` removed.
import type http from 'node:http';
import type pg from 'pg';
import type { ApiKeyChecker } from './auth/api-key.js';
import type { Caller, JwtVerifier } from './auth/jwt.js';
import type { RoleSettingsCache } from './db/role-settings.js';
import type { TierLanes } from './db/tier-lanes.js';
import type { TimezoneNames } from './db/timezone-names.js';
import type { QueryPair } from './query/query-string.js';
import type { RouteTable } from './route-types.js';

export interface GatewayContext {
  routes: RouteTable;
  /** routes.privateRelations as a set, built once (looked up on every request). */
  privateRelations: ReadonlySet<string>;
  pool: pg.Pool;
  apiKeys: ApiKeyChecker;
  jwt: JwtVerifier;
  openapi: string;
  roleSettings: RoleSettingsCache;
  timezones: TimezoneNames;
  /** Keeps a share of the pool from anonymous callers. */
  lanes: TierLanes;
  upstream?: string;
  /** Extra readiness for `/ready` (e.g. sample data loaded); absent = ready. */
  ready?: () => boolean;
  /** Named prepared statements on the pooled connections (GatewayOptions.preparedStatements). */
  preparedStatements: boolean;
}

export interface ApiRequest {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  method: string;
  /** Raw path below `/rest/v1`, e.g. `/rpc/ptax` (what PostgREST sees behind the platform gateway). */
  path: string;
  /** Query pairs without `apikey`. */
  pairs: QueryPair[];
  caller: Caller;
  /** `Accept-Profile`/`Content-Profile: api` was sent, so responses say `Content-Profile: api`. */
  profileNegotiated: boolean;
  head: boolean;
}
