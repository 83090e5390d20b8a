// Where the database is: an external server (DATABASE_URL) or the embedded
// cluster under DATA_DIR. Everything that needs a database starts here.
import path from 'node:path';
import pg from 'pg';
import { AUTHENTICATOR_ROLE, type Config } from '../config.js';
import { startEmbedded } from './embedded.js';
import { loadOrCreateSecrets, type Secrets } from './secrets.js';

export const EMBEDDED_DATABASE = 'brfin';

export interface Database {
  /** Owner/superuser URL: migrations and loaders. */
  ownerUrl: string;
  /** The gateway's login: authenticator, which can only switch to anon/authenticated. */
  authenticatorUrl: string;
  embedded: boolean;
  secrets: Secrets;
  stop(): Promise<void>;
}

export async function openDatabase(config: Config): Promise<Database> {
  const secrets = loadOrCreateSecrets(config.dataDir);
  if (config.databaseUrl) {
    const authenticatorUrl = config.authenticatorUrl ?? withCredentials(config.databaseUrl, AUTHENTICATOR_ROLE, config.authenticatorPassword ?? secrets.authenticatorPassword);
    return { ownerUrl: config.databaseUrl, authenticatorUrl, embedded: false, secrets, stop: async () => {} };
  }
  const cluster = await startEmbedded({ dir: path.join(config.dataDir, 'pg'), port: config.embeddedPort, password: secrets.superuserPassword, supervise: true });
  await ensureDatabase(cluster.superuserUrl(), EMBEDDED_DATABASE);
  const ownerUrl = cluster.superuserUrl(EMBEDDED_DATABASE);
  return {
    ownerUrl,
    authenticatorUrl: withCredentials(ownerUrl, AUTHENTICATOR_ROLE, secrets.authenticatorPassword),
    embedded: true,
    secrets,
    stop: () => cluster.stop(),
  };
}

/** The migration creates authenticator without a password; give it the one we hold. */
export async function setAuthenticatorPassword(ownerUrl: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query(`alter role ${client.escapeIdentifier(AUTHENTICATOR_ROLE)} password ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function withCredentials(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = encodeURIComponent(user);
  u.password = encodeURIComponent(password);
  return u.toString();
}
