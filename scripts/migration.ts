// Developer wrapper around the graphile-migrate CLI for authoring migrations
// (`npm run migration -- commit`, `-- watch --once`, `-- status`, `-- uncommit`).
// It copies functions/, views/ and sql/ into migrations/fixtures/ (gitignored), where
// `--!include` resolves, and points the CLI at the embedded cluster (or at
// DATABASE_URL + SHADOW_DATABASE_URL + ROOT_DATABASE_URL when set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exitWithHelp, exitWithUsageError, parseFlags } from '../src/cli-flags.js';
import { inheritedEnvironment, readConfig } from '../src/config.js';
import { REPO_ROOT } from '../src/repo-root.js';
import { ensureDatabase, openDatabase, withDatabase } from '../src/db/runtime.js';
import { SOURCE_DIRS } from '../src/db/sql-sources.js';

const USAGE = `Usage: npm run migration -- <command> [flags]
Authoring migrations with graphile-migrate, on the embedded cluster (or DATABASE_URL,
SHADOW_DATABASE_URL and ROOT_DATABASE_URL when set):

  watch --once [--shadow]       apply migrations/current.sql to the dev database once
  commit -m "what changed"      inline current.sql's includes into a new committed migration
  uncommit                      move the last committed migration back into current.sql
  status [--skipDatabase]       what is committed, pending, and whether current.sql is empty
  migrate [--shadow] [--forceActions]   apply the committed migrations
  current [--shadow] [--forceActions]   apply current.sql
  reset [--shadow] [--erase]    drop and rebuild the dev (or shadow) database
  compile [file] [--shadow], run [file] [--shadow] [--root] [--rootDatabase], init [--folder]
  --config/-c FILE              another .gmrc (every command)
  --help                        this help`;

/** graphile-migrate's commands and their flags (its CLI is strict: anything else is refused). */
const COMMANDS: Record<string, { flags: string[]; file?: boolean }> = {
  init: { flags: ['folder'] },
  migrate: { flags: ['shadow', 'forceActions'] },
  watch: { flags: ['once', 'shadow'] },
  current: { flags: ['shadow', 'forceActions'] },
  commit: { flags: ['message'] },
  uncommit: { flags: [] },
  status: { flags: ['skipDatabase'] },
  reset: { flags: ['shadow', 'erase'] },
  compile: { flags: ['shadow'], file: true },
  run: { flags: ['shadow', 'root', 'rootDatabase'], file: true },
};

/** Refuses what graphile-migrate would refuse, before any database starts. */
function checkArguments(args: string[]): void {
  if (args.includes('--help') || args.includes('-h')) exitWithHelp(USAGE);
  const [name, ...rest] = args;
  if (name === undefined) exitWithUsageError('migration', 'a command is needed', USAGE);
  const command = COMMANDS[name];
  if (!command) exitWithUsageError('migration', name.startsWith('-') ? `unknown flag ${name}` : `unknown command '${name}'`, USAGE);
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = { config: { type: 'string', short: 'c' } };
  for (const flag of command.flags) options[flag] = flag === 'message' ? { type: 'string', short: 'm' } : { type: 'boolean' };
  const { positionals } = parseFlags(`migration ${name}`, USAGE, options, { args: rest, allowPositionals: true });
  if (positionals.length > (command.file ? 1 : 0)) exitWithUsageError(`migration ${name}`, `unexpected argument '${positionals[command.file ? 1 : 0]}'`, USAGE);
}

function syncFixtures() {
  const fixtures = path.join(REPO_ROOT, 'migrations', 'fixtures');
  fs.rmSync(fixtures, { recursive: true, force: true });
  for (const dir of SOURCE_DIRS) {
    const from = path.join(REPO_ROOT, dir);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(fixtures, dir), { recursive: true });
  }
}

checkArguments(process.argv.slice(2));
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
