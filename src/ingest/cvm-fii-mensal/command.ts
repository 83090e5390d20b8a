// `npm run ingest -- cvm-fii-mensal ...`: local archives (--file) or downloads by year (--year).
import { noteRetry, runOne } from '../cvm-files/command.js';
import { UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadFii } from './fetch.js';
import { loadFiiFile } from './load.js';

export const command: SourceCommand = {
  summary: 'CVM FII monthly report (inf_mensal_fii_YYYY.zip: geral, complemento, ativo_passivo; every version kept) into cvm.fii_monthly_*, refreshing the fii rows of cvm.fund_month',
  usage: ['--file F [--file G ...] [--force]', '--year YYYY [--year YYYY ...] [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a downloaded inf_mensal_fii_YYYY.zip (repeatable)' },
    year: { type: 'string', multiple: true, value: 'YYYY', description: 'download and load the archive of this year (repeatable)' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const years = (flags.year as string[] | undefined) ?? [];
    if (files.length && years.length) throw new UsageError('give either --file or --year, not both');
    if (!files.length && !years.length) throw new UsageError('give --file F or --year YYYY');
    if (files.length) {
      return async (context) => {
        for (const file of files) await runOne(context, () => loadFiiFile(file, context));
      };
    }
    const bad = years.find((y) => !/^(19|20)\d{2}$/.test(y));
    if (bad !== undefined) throw new UsageError(`--year ${JSON.stringify(bad)} is not a year YYYY`);
    return async (context) => {
      try {
        await fetchAndLoadFii([...new Set(years)].map(Number).sort(), { ...context, onResult: context.onResult, download: { onRetry: noteRetry } });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
