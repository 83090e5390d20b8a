// `npm run ingest -- cvm-fidc-mensal ...`: local archives (--file) or downloads by month (--from/--to).
import { UsageError, type SourceCommand } from '../sources.js';
import { fetchAndLoadFidc, FIRST_MONTHLY_ARCHIVE, monthRange } from './fetch.js';
import { loadFidcFile } from './load.js';

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

export const command: SourceCommand = {
  summary: 'CVM FIDC monthly report (inf_mensal_fidc_YYYYMM.zip, or the yearly HIST inf_mensal_fidc_YYYY.zip; tabs I, IV, V/VI overdue totals, X_1) into cvm.fidc_tab_*, refreshing the fidc rows of cvm.fund_month',
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a downloaded monthly or HIST yearly archive (repeatable)' },
    from: { type: 'string', value: 'YYYY-MM', description: 'download from this month (needs --to)' },
    to: {
      type: 'string',
      value: 'YYYY-MM',
      description: `download through this month; one archive per month from ${FIRST_MONTHLY_ARCHIVE}, the whole year's HIST archive before`,
    },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const from = flags.from as string | undefined;
    const to = flags.to as string | undefined;
    if (files.length && (from || to)) throw new UsageError('give either --file or --from/--to, not both');
    if (files.length) {
      return async (context) => {
        for (const file of files) {
          try {
            context.onResult(await loadFidcFile(file, context));
          } catch (error) {
            context.onFailure(error as Error);
          }
        }
      };
    }
    if (!from || !to) throw new UsageError('give --file F, or --from YYYY-MM --to YYYY-MM');
    for (const [flag, value] of [['--from', from], ['--to', to]]) {
      if (!MONTH.test(value)) throw new UsageError(`${flag} ${JSON.stringify(value)} is not a month YYYY-MM`);
    }
    if (from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
    return async (context) => {
      try {
        await fetchAndLoadFidc(monthRange(from, to), { ...context, onResult: context.onResult, download: { onRetry: noteRetry } });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};

function noteRetry(attempt: number, reason: string, delayMs: number): void {
  process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`);
}
