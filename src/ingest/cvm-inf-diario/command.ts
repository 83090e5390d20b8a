// cvm-inf-diario: daily fund report zips, local (--file) or by month (--from/--to).
import { MONTH_FLAGS, monthsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_MONTHLY_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { infDiarioPath, loadInfDiarioFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-inf-diario',
  summary: 'CVM daily fund report (inf_diario_fi_YYYYMM.zip, yearly HIST inf_diario_fi_YYYY.zip) into cvm.inf_diario; refreshes the fi monthly series',
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--base-url URL] [--force]'],
  flags: {
    from: { ...MONTH_FLAGS.from, description: 'download from this month (monthly zips from 2021, yearly HIST archives before)' },
    to: { ...MONTH_FLAGS.to, description: 'download through this month' },
  },
  baseUrl: CVM_BASE_URL,
  load: loadInfDiarioFile,
  plan: monthsOf,
  files: (months, baseUrl) => cvmFiles(months.map(infDiarioPath), baseUrl),
  update: CVM_MONTHLY_UPDATE,
};
