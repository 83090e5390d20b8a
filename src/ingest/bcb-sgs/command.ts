// `npm run ingest -- bcb-sgs ...`: saved SGS answers (--file) or a download (--series --from --to).
import { isCalendarDate } from '../common/index.js';
import { loadEachFile, UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadSgs } from './fetch.js';
import { loadSgsFile } from './load.js';

export const command: SourceCommand = {
  summary: 'central-bank SGS series (api.bcb.gov.br bcdata.sgs JSON: SELIC_META, CDI, IPCA, ...) into bcb.sgs',
  usage: ['--file F [--file G ...] [--series S] [--force]', '--series S --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a saved SGS JSON answer (repeatable)' },
    series: { type: 'string', value: 'S', description: 'label or SGS code (SELIC_META or 432, ...); for --file only needed when the name is not sgs_<code>_...' },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'download from this day (needs --series and --to)' },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'download through this day; one request per 5 years' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const series = flags.series as string | undefined;
    const from = flags.from as string | undefined;
    const to = flags.to as string | undefined;
    if (files.length && (from || to)) throw new UsageError('give either --file or --from/--to, not both');
    if (files.length) {
      return loadEachFile(files, (file, context) => loadSgsFile(file, { ...context, series }));
    }
    if (!series || !from || !to) throw new UsageError('give --file F, or --series S --from YYYY-MM-DD --to YYYY-MM-DD');
    for (const [flag, value] of [['--from', from], ['--to', to]]) {
      if (!isCalendarDate(value)) throw new UsageError(`${flag} ${JSON.stringify(value)} is not a date YYYY-MM-DD`);
    }
    if (from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
    return async (context) => {
      try {
        await fetchAndLoadSgs({
          ...context,
          series,
          range: { from, to },
          onResult: context.onResult,
          download: { onRetry: (attempt, reason, delayMs) => process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`) },
        });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
