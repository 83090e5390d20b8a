// `npm run ingest -- cvm-fidc-mensal ...`: local archives (--file) or downloads by month (--from/--to).
import { monthRange, noteRetry, runOne } from '../cvm-files/command.js';
import { UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadFidc, FIRST_MONTHLY_ARCHIVE } from './fetch.js';
import { loadFidcFile } from './load.js';

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
        for (const file of files) await runOne(context, () => loadFidcFile(file, context));
      };
    }
    const months = monthRange(from, to);
    return async (context) => {
      try {
        await fetchAndLoadFidc(months, { ...context, onResult: context.onResult, download: { onRetry: noteRetry } });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
