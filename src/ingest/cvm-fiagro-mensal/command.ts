// cvm-fiagro-mensal: local archives (--file) or downloads by month (--from/--to).
import { UsageError } from '../command.js';
import { MONTH_FLAGS, monthsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_MONTHLY_UPDATE } from '../cvm-files/fetch.js';
import { fiagroArchives, FIRST_FIAGRO_MONTH } from './fetch.js';
import { loadFiagroFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-fiagro-mensal',
  summary: `CVM FIAGRO monthly report (inf_mensal_fiagro_YYYYMM.zip from ${FIRST_FIAGRO_MONTH}: the report, every version kept, and its subclasses) into cvm.fiagro_monthly and cvm.fiagro_monthly_subclasse`,
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--force]'],
  flags: {
    from: { ...MONTH_FLAGS.from, description: 'download from this month (needs --to)' },
    to: { ...MONTH_FLAGS.to, description: `download through this month; one archive per month, published from ${FIRST_FIAGRO_MONTH}` },
  },
  baseUrl: CVM_BASE_URL,
  load: loadFiagroFile,
  plan(flags) {
    const months = monthsOf(flags);
    if (months.length && months.every((m) => m < FIRST_FIAGRO_MONTH)) throw new UsageError(`CVM publishes the FIAGRO monthly report from ${FIRST_FIAGRO_MONTH}: ask for a month from then on`);
    return months;
  },
  files: (months, baseUrl) => fiagroArchives(months, baseUrl),
  update: CVM_MONTHLY_UPDATE,
};
