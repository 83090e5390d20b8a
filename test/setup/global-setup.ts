// Starts one embedded PostgreSQL for the whole run, migrates a template
// database once, and hands its address to the test files (each clones it).
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../src/db/migrate.js';
import { ensureDatabase, setAuthenticatorPassword } from '../../src/db/runtime.js';
import { startThrowawayCluster } from '../../src/db/throwaway.js';

export const TEMPLATE_DB = 'brfin_template';
export const AUTHENTICATOR_PASSWORD = 'test-authenticator';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDb: string;
    authenticatorPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startThrowawayCluster('brfin-test-pg');
  const serverUrl = cluster.superuserUrl('postgres');
  await ensureDatabase(serverUrl, TEMPLATE_DB);
  await applyMigrations(cluster.superuserUrl(TEMPLATE_DB), { quiet: true });
  await setAuthenticatorPassword(cluster.superuserUrl(TEMPLATE_DB), AUTHENTICATOR_PASSWORD);
  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', TEMPLATE_DB);
  project.provide('authenticatorPassword', AUTHENTICATOR_PASSWORD);
  return () => cluster.stop();
}
