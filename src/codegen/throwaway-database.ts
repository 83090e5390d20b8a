// A migrated database that codegen may introspect without touching the user's
// data: a throwaway embedded cluster, migrated from scratch, removed afterwards
// (also on Ctrl-C).
import { applyMigrations } from '../db/migrate.js';
import { ensureDatabase } from '../db/runtime.js';
import { startThrowawayCluster } from '../db/throwaway.js';

const DATABASE = 'brfin_codegen';

export async function withThrowawayDatabase<T>(use: (url: string) => Promise<T>): Promise<T> {
  let cluster: Awaited<ReturnType<typeof startThrowawayCluster>> | undefined;
  const onSignal = () => void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    cluster = await startThrowawayCluster('brfin-codegen');
    await ensureDatabase(cluster.superuserUrl(), DATABASE);
    const url = cluster.superuserUrl(DATABASE);
    await applyMigrations(url, { quiet: true });
    return await use(url);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cluster?.stop();
  }
}
