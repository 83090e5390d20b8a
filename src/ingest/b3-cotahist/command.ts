// `npm run ingest -- b3-cotahist ...`: COTAHIST files you have (--file) or downloads by day, month or year (--period).
import { loadEachFile, UsageError, type SourceCommand } from '../command.js';
import { cotahistFileName, fetchAndLoadCotahist } from './fetch.js';
import { loadCotahistFile } from './load.js';

export const command: SourceCommand = {
  summary: 'B3 COTAHIST quote tape (daily, monthly, yearly; TXT or ZIP, 245-byte records) into b3.cotahist',
  usage: ['--file F [--file G ...] [--force]', '--period YYYY-MM-DD|YYYY-MM|YYYY [--period ...] [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a COTAHIST TXT or ZIP you have (repeatable)' },
    period: { type: 'string', multiple: true, value: 'P', description: 'download the daily (YYYY-MM-DD), monthly (YYYY-MM) or yearly (YYYY) file (repeatable)' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const periods = (flags.period as string[] | undefined) ?? [];
    if (files.length && periods.length) throw new UsageError('give either --file or --period, not both');
    if (!files.length && !periods.length) throw new UsageError('give --file F or --period P');
    if (files.length) {
      return loadEachFile(files, (file, context) => loadCotahistFile(file, context));
    }
    for (const period of periods) {
      try {
        cotahistFileName(period);
      } catch (error) {
        throw new UsageError(`--period ${(error as Error).message}`);
      }
    }
    return async (context) => {
      try {
        await fetchAndLoadCotahist({ ...context, periods, onResult: context.onResult, download: { onRetry: (attempt, reason, delayMs) => process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`) } });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
