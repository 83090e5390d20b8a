// `npm run ingest -- bcb-ptax ...`: local files (--file) or a download (--currency --from --to).
import { isCalendarDate } from '../common/index.js';
import { loadEachFile, UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadPtax } from './fetch.js';
import { loadPtaxFile } from './load.js';

export const command: SourceCommand = {
  summary: 'central-bank PTAX exchange rates (Olinda CotacaoMoedaPeriodo / CotacaoDolarPeriodo CSV or JSON) into bcb.ptax',
  usage: ['--file F [--file G ...] [--currency X] [--force]', '--currency X --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a downloaded Olinda PTAX file (repeatable)' },
    currency: {
      type: 'string',
      value: 'X',
      description: 'ISO code (USD, EUR, ...); for --file only needed when neither the name ptax_<CUR>_... nor USD-only columns say it',
    },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'download from this day (needs --currency and --to)' },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'download through this day; one request and one file per calendar year' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const currency = flags.currency as string | undefined;
    const from = flags.from as string | undefined;
    const to = flags.to as string | undefined;
    if (files.length && (from || to)) throw new UsageError('give either --file or --from/--to, not both');
    if (files.length) {
      return loadEachFile(files, (file, context) => loadPtaxFile(file, { ...context, currency }));
    }
    const range = checkRange(currency, from, to);
    return async (context) => {
      try {
        await fetchAndLoadPtax({ ...context, currency: currency!, range, download: { onRetry: noteRetry } });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};

function checkRange(currency: string | undefined, from: string | undefined, to: string | undefined) {
  if (!currency || !from || !to) throw new UsageError('give --file F, or --currency X --from YYYY-MM-DD --to YYYY-MM-DD');
  for (const [flag, value] of [['--from', from], ['--to', to]]) {
    if (!isCalendarDate(value)) throw new UsageError(`${flag} ${JSON.stringify(value)} is not a date YYYY-MM-DD`);
  }
  if (from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
  return { from, to };
}

function noteRetry(attempt: number, reason: string, delayMs: number): void {
  process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`);
}
