// Applies the committed migrations (graphile-migrate); running it twice is a no-op.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, migrate } from 'graphile-migrate';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function applyMigrations(connectionString: string, opts: { quiet?: boolean } = {}): Promise<void> {
  const logger = opts.quiet ? quietLogger : undefined;
  await migrate({
    connectionString,
    migrationsFolder: path.join(REPO_ROOT, 'migrations'),
    manageGraphileMigrateSchema: true,
    pgSettings: { search_path: 'pg_catalog' },
    ...(logger ? { logger } : {}),
  });
}

// graphile-migrate logs through @graphile/logger; keep errors, drop chatter.
const quietLogger = new Logger(() => (level: string, message: string) => {
  if (level === 'error') process.stderr.write(message + '\n');
});
