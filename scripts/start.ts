// npm start: database (embedded unless DATABASE_URL), migrations, sample data on
// first start, then the gateway. Ctrl-C stops the gateway and the database.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../src/config.js';
import { assertJwtSecret } from '../src/auth/token.js';
import { applyMigrations, REPO_ROOT } from '../src/db/migrate.js';
import { openDatabase, setAuthenticatorPassword } from '../src/db/runtime.js';
import { createGateway } from '../src/gateway/server.js';
import { routes } from '../src/generated/routes.js';
import { loadSampleDataIfEmpty } from '../src/sample/first-start.js';

const config = readConfig();
const db = await openDatabase(config);
let stopping = false;

async function shutdown(code: number, gateway?: ReturnType<typeof createGateway>, pool?: pg.Pool) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await gateway?.close().catch(() => {});
  await pool?.end().catch(() => {});
  await db.stop().catch(() => {});
  process.exit(code);
}

try {
  const publishableKeys = config.publishableKeys ?? [db.secrets.publishableKey];
  const jwtSecret = config.jwtSecret ?? db.secrets.jwtSecret;
  assertJwtSecret(jwtSecret);

  await applyMigrations(db.ownerUrl, { quiet: true });
  if (db.embedded) await setAuthenticatorPassword(db.ownerUrl, db.secrets.authenticatorPassword);
  await loadSampleDataIfEmpty(db.ownerUrl, config.dataDir);

  const pool = new pg.Pool({ connectionString: db.authenticatorUrl, max: config.poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {}); // an idle client lost with the server; the pool replaces it
  const gateway = createGateway({
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
API        ${base}
Docs       http://localhost:${port}/docs
apikey     ${publishableKeys[0]}
Database   ${db.embedded ? `embedded PostgreSQL 17 in ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}

Try:
curl -s -X POST '${base}/rpc/ptax' -H 'apikey: ${publishableKeys[0]}' -H 'Content-Type: application/json' -d '{"p_currency":"USD","p_from":"2026-10-01","p_to":"2026-10-31"}'

Ctrl-C stops the gateway and the database.`);
  process.on('SIGINT', () => void shutdown(0, gateway, pool));
  process.on('SIGTERM', () => void shutdown(0, gateway, pool));
} catch (error) {
  console.error(`start failed: ${(error as Error).message}`);
  await shutdown(1);
}
