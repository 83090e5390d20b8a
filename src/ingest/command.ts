// The contract between `npm run ingest` and one source's command: the flags it
// takes, how it checks them, and the run it returns. The registry of sources
// is sources.ts; the CLI is scripts/ingest.ts.
import type { FileResult } from './common/types.js';
import { isCalendarDate } from './common/values.js';
import { weekdays } from './b3-bdi/weekdays.js';

export interface FlagHelp {
  type: 'string' | 'boolean';
  multiple?: boolean;
  /** Placeholder shown in help, e.g. YYYY-MM-DD. */
  value?: string;
  description: string;
}

export interface RunContext {
  ownerUrl: string;
  dataDir: string;
  force: boolean;
  progress: boolean;
  onResult(result: FileResult): void;
  onFailure(error: Error): void;
}

export type FlagValues = Record<string, string | boolean | string[] | undefined>;

export interface SourceCommand {
  summary: string;
  /** Flag lists shown after `npm run ingest -- <source>`. */
  usage: string[];
  flags: Record<string, FlagHelp>;
  /** Checks the flags (throwing UsageError before any database work) and returns the run. */
  prepare(flags: FlagValues): (context: RunContext) => Promise<void>;
}

/** Bad or missing flags: reported with a pointer to --help, exit 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The `--file` run every source shares: each file loads on its own, so one bad file fails alone and the others still load. */
export function loadEachFile(files: readonly string[], load: (file: string, context: RunContext) => Promise<FileResult>): (context: RunContext) => Promise<void> {
  return async (context) => {
    for (const file of files) {
      try {
        context.onResult(await load(file, context));
      } catch (error) {
        context.onFailure(error as Error);
      }
    }
  };
}

/** The flags of a source downloaded by session: --date (repeatable), or --from with --to. */
export const SESSION_DAY_FLAGS: Record<string, FlagHelp> = {
  date: { type: 'string', multiple: true, value: 'YYYY-MM-DD', description: 'download the file of this session (repeatable)' },
  from: { type: 'string', value: 'YYYY-MM-DD', description: 'download every weekday from this day (with --to)' },
  to: { type: 'string', value: 'YYYY-MM-DD', description: 'last day of --from' },
};

/**
 * The sessions --date and --from/--to ask for (by default every weekday of the range, holidays included;
 * `daysOf` lists another kind of day, e.g. every calendar day); a UsageError for bad flags.
 */
export function sessionDays(flags: FlagValues, daysOf: (from: string, to: string) => string[] = weekdays): string[] {
  const dates = (flags.date as string[] | undefined) ?? [];
  const from = flags.from as string | undefined;
  const to = flags.to as string | undefined;
  if (Boolean(from) !== Boolean(to)) throw new UsageError('give --from and --to together');
  for (const day of [...dates, from, to]) if (day !== undefined && !isCalendarDate(day)) throw new UsageError(`${day} is not a date YYYY-MM-DD`);
  if (from && to && from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
  const days = [...dates, ...(from && to ? daysOf(from, to) : [])];
  if (!days.length) throw new UsageError('give --file F, --date D or --from D --to D');
  return days;
}
