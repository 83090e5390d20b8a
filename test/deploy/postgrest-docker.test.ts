// The same HTTP contract against the official PostgREST image, with the gateway
// in proxy mode in front of it (as docker-compose.yml runs them). Needs a Docker
// engine; where none is reachable the leg is skipped with a one-line reason. The
// conformance suite's own Docker leg is vitest project `docker` (test/helpers/leg.ts).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { applyMigrations } from '../../src/db/migrate.js';
import { setAuthenticatorPassword } from '../../src/db/runtime.js';
import { routes } from '../../src/generated/routes.js';
import { startGateway, TEST_JWT_SECRET, type RunningApi } from '../helpers/api.js';
import { withClient } from '../helpers/db.js';
import { dockerReason } from '../helpers/docker.js';
import { ptaxContract, seedPtaxGolden } from '../api/ptax.contract.js';

const noDocker = await dockerReason();
if (noDocker) console.log(`PostgREST docker leg skipped: no Docker engine reachable (${noDocker})`);

describe.skipIf(noDocker !== null)('official PostgREST behind the gateway in proxy mode', () => {
  let api: RunningApi;
  const stops: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    const { GenericContainer, Network, Wait } = await import('testcontainers');
    const network = await new Network().start();
    stops.push(() => network.stop());
    const db = await new GenericContainer('postgres:17')
      .withNetwork(network)
      .withNetworkAliases('db')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres', POSTGRES_DB: 'brfin' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    stops.unshift(() => db.stop());
    const ownerUrl = `postgres://postgres:postgres@${db.getHost()}:${db.getMappedPort(5432)}/brfin`;
    await applyMigrations(ownerUrl, { quiet: true });
    await setAuthenticatorPassword(ownerUrl, 'authenticator');
    await withClient(ownerUrl, seedPtaxGolden);

    const rest = await new GenericContainer('postgrest/postgrest:v14.17')
      .withNetwork(network)
      .withEnvironment({
        PGRST_DB_URI: 'postgres://authenticator:authenticator@db:5432/brfin',
        PGRST_DB_SCHEMAS: 'api',
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_DB_MAX_ROWS: '1000',
        PGRST_JWT_SECRET: TEST_JWT_SECRET,
        PGRST_SERVER_HOST: '0.0.0.0',
        PGRST_ADMIN_SERVER_PORT: '3001',
      })
      .withExposedPorts(3000, 3001)
      .withWaitStrategy(Wait.forHttp('/ready', 3001))
      .start();
    stops.unshift(() => rest.stop());

    // proxy mode: the pool is never used; PostgREST talks to the database
    api = await startGateway({ routes, databaseUrl: ownerUrl, upstream: `http://${rest.getHost()}:${rest.getMappedPort(3000)}` });
    stops.unshift(() => api.close());
  }, 240_000);

  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => {});
  });

  ptaxContract(() => api);
});
