// b3-bdi: bulletin table exports and NegociosBTB files you have (--file). Online,
// every table and session is the collector (fetch.ts: `npm run collect`, and
// `npm run update`), which asks per table and session and records empty sessions.
import { UsageError } from '../command.js';
import { checkDay } from '../flags.js';
import { noteRetry } from '../run-source.js';
import type { Source } from '../source.js';
import { collectBdi } from './fetch.js';
import { BDI_BASE_URL } from './fetch-export.js';
import { loadBdiFile, type BdiFileOptions } from './load.js';
import { TABLE_NAMES, type BdiTableName } from './tables.js';
import { weekdaysBack } from './weekdays.js';

/** The exchange keeps about 21 sessions; 30 weekdays cover them and their holidays. */
export const COLLECT_WEEKDAYS_BACK = 30;

export const command: Source<never, BdiFileOptions> = {
  name: 'b3-bdi',
  summary: 'B3 daily bulletin tables (BDI export CSV: BTBLendingOpenPosition, BTBLoanBalance, BTBTrade, SharesInvesVolum, InstrumentsEquities; and NegociosBTB) into schema b3',
  usage: ['--file F [--file G ...] [--table T] [--date YYYY-MM-DD] [--force]'],
  flags: {
    table: { type: 'string', value: 'T', description: `table the file holds (${TABLE_NAMES.join(', ')}); needed for an empty answer not named so` },
    date: { type: 'string', value: 'YYYY-MM-DD', description: 'session the file was asked for; needed for InstrumentsEquities and empty answers not named so' },
  },
  baseUrl: BDI_BASE_URL,
  load: loadBdiFile,
  offline: 'give --file F (for downloads use npm run collect)',
  fileOptions(flags) {
    const table = flags.table as string | undefined;
    const date = flags.date as string | undefined;
    if (table && !(TABLE_NAMES as readonly string[]).includes(table)) throw new UsageError(`--table ${table} is not one of ${TABLE_NAMES.join(', ')}`);
    if (date) checkDay('--date', date);
    return { table: table as BdiTableName | undefined, sessionDate: date };
  },
  update: {
    // the exchange keeps ~21 sessions and never revises one: every session it still keeps that is not held
    window: { days: 0 },
    firstRun: { days: 0 },
    async run(range, context) {
      const reports = await collectBdi({
        ownerUrl: context.ownerUrl,
        dataDir: context.dataDir,
        since: weekdaysBack(range.to, COLLECT_WEEKDAYS_BACK),
        until: range.to,
        progress: context.progress,
        export: { baseUrl: context.baseUrl ?? BDI_BASE_URL, onRetry: noteRetry, ...context.download },
      });
      const count = (status: string) => reports.filter((r) => r.outcome.status === status).length;
      return {
        new: count('loaded') + count('empty'),
        unchanged: count('skipped'),
        absent: count('unavailable'),
        failed: count('failed'),
        why: reports.flatMap((r) => (r.outcome.status === 'failed' ? [r.outcome.why] : [])),
      };
    },
  },
};
