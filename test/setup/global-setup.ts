// Starts one embedded PostgreSQL for the whole run, migrates a template
// database once, and hands its address to the test files (each clones it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../../src/db/embedded.js';
import { freePort } from '../../src/db/free-port.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { ensureDatabase, setAuthenticatorPassword } from '../../src/db/runtime.js';

export const TEMPLATE_DB = 'brfin_template';
const SUPERUSER_PASSWORD = 'test-superuser';
export const AUTHENTICATOR_PASSWORD = 'test-authenticator';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDb: string;
    authenticatorPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-test-pg-'));
  fs.chmodSync(dir, 0o755); // the cluster runs as user postgres when we are root
  const port = await freePort();
  const cluster = await startEmbedded({ dir: path.join(dir, 'data'), port, password: SUPERUSER_PASSWORD, persistent: false });
  const serverUrl = cluster.superuserUrl('postgres');
  await ensureDatabase(serverUrl, TEMPLATE_DB);
  await applyMigrations(cluster.superuserUrl(TEMPLATE_DB), { quiet: true });
  await setAuthenticatorPassword(cluster.superuserUrl(TEMPLATE_DB), AUTHENTICATOR_PASSWORD);
  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', TEMPLATE_DB);
  project.provide('authenticatorPassword', AUTHENTICATOR_PASSWORD);
  return async () => {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
