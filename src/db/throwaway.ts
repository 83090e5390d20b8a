// Throwaway databases, never touching the user's DATA_DIR: a temporary embedded
// cluster in a temp folder on a free port, removed on stop (the test run, the
// bench), and a migrated database in one (codegen introspects it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded, type EmbeddedCluster } from './embedded.js';
import { freePort } from './free-port.js';
import { applyMigrations } from './migrate.js';
import { ensureDatabase } from './runtime.js';

export async function startThrowawayCluster(prefix: string): Promise<EmbeddedCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.chmodSync(dir, 0o755); // the cluster runs as user postgres when we are root
  try {
    const cluster = await startEmbedded({
      dir: path.join(dir, 'data'),
      port: await freePort(),
      password: crypto.randomBytes(18).toString('base64url'),
      persistent: false,
    });
    return {
      superuserUrl: cluster.superuserUrl,
      stop: async () => {
        await cluster.stop().catch(() => {});
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A throwaway cluster with one database migrated from scratch, given to `use`
 * and removed afterwards (also on Ctrl-C).
 */
export async function withThrowawayDatabase<T>(use: (url: string) => Promise<T>, database = 'brfin_codegen'): Promise<T> {
  let cluster: EmbeddedCluster | undefined;
  const onSignal = () => void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    cluster = await startThrowawayCluster(database.replace(/_/g, '-'));
    await ensureDatabase(cluster.superuserUrl(), database);
    const url = cluster.superuserUrl(database);
    await applyMigrations(url, { quiet: true });
    return await use(url);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cluster?.stop();
  }
}
