// Developer wrapper around the graphile-migrate CLI for authoring migrations
// (`npm run migration -- commit`, `-- watch --once`, `-- status`, `-- uncommit`).
// It copies functions/, views/ and sql/ into migrations/fixtures/ (gitignored), where
// `--!include` resolves, and points the CLI at the embedded cluster (or at
// DATABASE_URL + SHADOW_DATABASE_URL + ROOT_DATABASE_URL when set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inheritedEnvironment, readConfig } from '../src/config.js';
import { REPO_ROOT } from '../src/repo-root.js';
import { ensureDatabase, openDatabase, withDatabase } from '../src/db/runtime.js';
import { SOURCE_DIRS } from '../src/db/sql-sources.js';

function syncFixtures() {
  const fixtures = path.join(REPO_ROOT, 'migrations', 'fixtures');
  fs.rmSync(fixtures, { recursive: true, force: true });
  for (const dir of SOURCE_DIRS) {
    const from = path.join(REPO_ROOT, dir);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(fixtures, dir), { recursive: true });
  }
}

const config = readConfig();
syncFixtures();
const db = await openDatabase(config);
const env = inheritedEnvironment();
if (db.embedded) {
  const root = withDatabase(db.ownerUrl, 'postgres');
  await ensureDatabase(root, 'brfin_shadow');
  Object.assign(env, { DATABASE_URL: db.ownerUrl, SHADOW_DATABASE_URL: withDatabase(db.ownerUrl, 'brfin_shadow'), ROOT_DATABASE_URL: root });
}
const cli = path.join(REPO_ROOT, 'node_modules', 'graphile-migrate', 'dist', 'cli.js');
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit', env, cwd: REPO_ROOT });
await db.stop();
process.exit(result.status ?? 1);
