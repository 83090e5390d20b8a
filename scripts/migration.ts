// Developer wrapper around the graphile-migrate CLI for authoring migrations
// (`npm run migration -- commit`, `-- watch --once`, `-- status`, `-- uncommit`).
// It copies functions/, views/ and sql/ into migrations/fixtures/ (gitignored), where
// `--!include` resolves, and points the CLI at the embedded cluster (or at
// DATABASE_URL + SHADOW_DATABASE_URL + ROOT_DATABASE_URL when set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inheritedEnvironment, readConfig } from '../src/config.js';
import { REPO_ROOT } from '../src/db/migrate.js';
import { ensureDatabase, openDatabase } from '../src/db/runtime.js';
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
  const root = new URL(db.ownerUrl);
  root.pathname = '/postgres';
  const shadow = new URL(db.ownerUrl);
  shadow.pathname = '/brfin_shadow';
  await ensureDatabase(root.toString(), 'brfin_shadow');
  Object.assign(env, { DATABASE_URL: db.ownerUrl, SHADOW_DATABASE_URL: shadow.toString(), ROOT_DATABASE_URL: root.toString() });
}
const cli = path.join(REPO_ROOT, 'node_modules', 'graphile-migrate', 'dist', 'cli.js');
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit', env, cwd: REPO_ROOT });
await db.stop();
process.exit(result.status ?? 1);
