// npm start: database (embedded unless DATABASE_URL), migrations, then the
// gateway; the sample sets not yet held load afterwards in the background
// (coverage() lists them as samples/<set> until they are in, and
// samples.samplesReady() is the readiness flag). Ctrl-C stops the gateway and the database.
// With GATEWAY_UPSTREAM set (proxy mode, as docker-compose runs it) the database
// belongs to PostgREST and the migrate job: only the gateway starts.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../src/config.js';
import { assertJwtSecret } from '../src/auth/token.js';
import { applyMigrations, REPO_ROOT } from '../src/db/migrate.js';
import { openDatabase, setAuthenticatorPassword, type Database } from '../src/db/runtime.js';
import { loadOrCreateSecrets } from '../src/db/secrets.js';
import { createGateway } from '../src/gateway/server.js';
import { routes } from '../src/generated/routes.js';
import { prepareSampleLoading, type SampleLoading } from '../src/sample/background.js';

const config = readConfig();
const proxyMode = Boolean(config.gatewayUpstream);
let db: Database | undefined;
let gateway: ReturnType<typeof createGateway> | undefined;
let pool: pg.Pool | undefined;
/** Sample sets loading after the gateway listens; samples.samplesReady() is what a readiness probe reports. */
let samples: SampleLoading | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping: draining requests, closing the pool and the database…');
  await gateway?.close().catch(() => {});
  await pool?.end().catch(() => {});
  await db?.stop().catch(() => {});
  console.log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
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

  // In proxy mode the pool is never used (pg.Pool connects lazily).
  pool = new pg.Pool({ connectionString: authenticatorUrl, max: config.poolSize, connectionTimeoutMillis: 5000 });
  gateway = createGateway({
    routes,
    pool,
    publishableKeys,
    jwtSecret,
    openapi: fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'),
    upstream: config.gatewayUpstream,
  });
  const port = await gateway.listen(config.port);
  const base = `http://localhost:${port}/rest/v1`;
  console.log(`
API        ${base}${proxyMode ? `  (proxy mode -> ${config.gatewayUpstream})` : ''}
Docs       http://localhost:${port}/docs
apikey     ${publishableKeys[0]}

Try:
curl -s -X POST '${base}/rpc/ptax' -H 'apikey: ${publishableKeys[0]}' -H 'Content-Type: application/json' -d '{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}'

Ctrl-C stops the gateway and the database.`);
  if (samples?.pending.length) {
    console.log(`sample data: loading ${samples.pending.join(', ')} in the background (coverage() lists samples/<set> until each is in)…`);
    void samples.loadInBackground();
  }
} catch (error) {
  console.error(`start failed: ${(error as Error).message}`);
  await shutdown(1);
}
