// `npm run ingest -- b3-consolidated-trades ...`: consolidated trade files you have (--file) or downloads by session (--date, --from/--to).
import { loadEachFile, SESSION_DAY_FLAGS, sessionDays, UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadConsolidatedTrades } from './fetch.js';
import { loadConsolidatedTradesFile } from './load.js';

export const command: SourceCommand = {
  summary: "B3 TradeInformationConsolidatedFile (Up2Data: the session's consolidated trades per ticker, Final or Parcial) into b3.trade_consolidated",
  usage: ['--file F [--file G ...] [--force]', '--date YYYY-MM-DD [--date ...] [--force]', '--from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a TradeInformationConsolidatedFile CSV you have (repeatable)' },
    ...SESSION_DAY_FLAGS,
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    if (files.length && (flags.date || flags.from || flags.to)) throw new UsageError('give either --file or --date/--from/--to, not both');
    if (files.length) return loadEachFile(files, (file, context) => loadConsolidatedTradesFile(file, context));
    const days = sessionDays(flags); // a day without a file is reported, not loaded
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
