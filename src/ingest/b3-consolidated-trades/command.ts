// `npm run ingest -- b3-consolidated-trades ...`: consolidated trade files you have (--file) or downloads by session (--date, --from/--to).
import { isCalendarDate } from '../common/index.js';
import { loadEachFile, UsageError, type SourceCommand } from '../command.js';
import { weekdays } from '../b3-bdi/weekdays.js';
import { fetchAndLoadConsolidatedTrades } from './fetch.js';
import { loadConsolidatedTradesFile } from './load.js';

export const command: SourceCommand = {
  summary: "B3 TradeInformationConsolidatedFile (Up2Data: the session's consolidated trades per ticker, Final or Parcial) into b3.trade_consolidated",
  usage: ['--file F [--file G ...] [--force]', '--date YYYY-MM-DD [--date ...] [--force]', '--from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a TradeInformationConsolidatedFile CSV you have (repeatable)' },
    date: { type: 'string', multiple: true, value: 'YYYY-MM-DD', description: 'download the file of this session (repeatable)' },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'download every weekday from this day (with --to); days without a file are reported, not loaded' },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'last day of --from' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const dates = (flags.date as string[] | undefined) ?? [];
    const from = flags.from as string | undefined;
    const to = flags.to as string | undefined;
    if (files.length && (dates.length || from || to)) throw new UsageError('give either --file or --date/--from/--to, not both');
    if (files.length) return loadEachFile(files, (file, context) => loadConsolidatedTradesFile(file, context));
    if (Boolean(from) !== Boolean(to)) throw new UsageError('give --from and --to together');
    for (const day of [...dates, from, to]) if (day !== undefined && !isCalendarDate(day)) throw new UsageError(`${day} is not a date YYYY-MM-DD`);
    if (from && to && from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
    const days = [...dates, ...(from && to ? weekdays(from, to) : [])];
    if (!days.length) throw new UsageError('give --file F, --date D or --from D --to D');
    return async (context) => {
      try {
        await fetchAndLoadConsolidatedTrades({
          ...context,
          days,
          onResult: context.onResult,
          onNoFile: (day) => process.stderr.write(`  ${day}: no file (no session, or outside the exchange's retention)\n`),
          download: { onRetry: (attempt, reason, delayMs) => process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`) },
        });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
