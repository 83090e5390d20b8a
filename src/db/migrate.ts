// Applies the committed migrations (graphile-migrate); running it twice is a no-op.
import path from 'node:path';
import { Logger, migrate } from 'graphile-migrate';
// graphile-migrate keeps its pool for 200 ms after migrate() returns and calls
// process.exit(1) if a pooled connection then errors (as stopping the cluster
// does); clearAllPools releases it at once. Internal path, pinned 2.0.0-rc.3.
import { clearAllPools } from 'graphile-migrate/dist/pgReal.js';
import { REPO_ROOT } from '../repo-root.js';

export async function applyMigrations(connectionString: string, opts: { quiet?: boolean } = {}): Promise<void> {
  const logger = opts.quiet ? quietLogger : undefined;
  await migrate({
    connectionString,
    migrationsFolder: path.join(REPO_ROOT, 'migrations'),
    manageGraphileMigrateSchema: true,
    pgSettings: { search_path: 'pg_catalog' },
    // api.catalog() serves a snapshot taken once per run (sql/internal/catalog_snapshot.sql)
    afterAllMigrations: [{ _: 'sql', file: 'refresh-catalog.sql' }],
    ...(logger ? { logger } : {}),
  });
  clearAllPools();
}

// graphile-migrate logs through @graphile/logger; keep errors, drop chatter.
const quietLogger = new Logger(() => (level: string, message: string) => {
  if (level === 'error') process.stderr.write(message + '\n');
});
