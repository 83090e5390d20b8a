// Like openDatabase, but shares an embedded cluster that is already running on
// the same DATA_DIR (e.g. `npm start` in another terminal) instead of failing
// to start a second one. Only when nothing answers on the embedded port is the
// cluster started (and then stopped again by stop()).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { AUTHENTICATOR_ROLE, type Config } from '../config.js';
import { EMBEDDED_DATABASE, ensureDatabase, openDatabase, withCredentials, withDatabase, type Database } from './runtime.js';
import { loadOrCreateSecrets } from './secrets.js';

const SUPERUSER = 'postgres';
const STARTING_UP = '57P03';
const BAD_PASSWORD = '28P01';

export async function openDatabaseShared(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase(config);
  return (await attachToRunningCluster(config)) ?? openDatabase(config);
}

async function attachToRunningCluster(config: Config): Promise<Database | null> {
  // No secrets yet means this DATA_DIR never had a cluster, so none can be running.
  if (!fs.existsSync(path.join(config.dataDir, 'secrets.json'))) return null;
  const secrets = loadOrCreateSecrets(config.dataDir);
  const serverUrl = `postgres://${SUPERUSER}:${encodeURIComponent(secrets.superuserPassword)}@127.0.0.1:${config.embeddedPort}/postgres`;
  let dataDirectory: string;
  try {
    dataDirectory = await askDataDirectory(serverUrl);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ECONNREFUSED') return null;
    if (code === BAD_PASSWORD) {
      throw new Error(
        `port ${config.embeddedPort} is held by a PostgreSQL that is not the embedded cluster of ${config.dataDir} (its password is refused); set EMBEDDED_PG_PORT to a free port`,
      );
    }
    throw error;
  }
  const expected = path.join(config.dataDir, 'pg');
  if (!fs.existsSync(expected) || fs.realpathSync(dataDirectory) !== fs.realpathSync(expected)) {
    throw new Error(
      `port ${config.embeddedPort} is held by the cluster in ${dataDirectory}, not by the one of DATA_DIR ${config.dataDir}; set EMBEDDED_PG_PORT or DATA_DIR to match`,
    );
  }
  await ensureDatabase(serverUrl, EMBEDDED_DATABASE);
  const ownerUrl = withDatabase(serverUrl, EMBEDDED_DATABASE);
  return {
    ownerUrl,
    authenticatorUrl: withCredentials(ownerUrl, AUTHENTICATOR_ROLE, secrets.authenticatorPassword),
    embedded: true,
    secrets,
    stop: async () => {}, // not ours to stop
  };
}

/** The running server's data directory (superuser only); waits out a cluster that is still starting. */
async function askDataDirectory(serverUrl: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ data_directory: string }>('show data_directory');
      return rows[0].data_directory;
    } catch (error) {
      if ((error as { code?: string }).code === STARTING_UP && attempt < 40) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      throw error;
    } finally {
      await client.end().catch(() => {});
    }
  }
}
