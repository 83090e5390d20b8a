// cvm-lamina: monthly factsheet archives, local (--file) or by month (--from/--to).
import { MONTH_FLAGS, monthsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_MONTHLY_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { loadLaminaFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-lamina',
  summary: 'CVM factsheet (lâmina): lamina_fi_YYYYMM.zip main member into cvm.lamina',
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--base-url URL] [--force]'],
  flags: MONTH_FLAGS,
  baseUrl: CVM_BASE_URL,
  load: loadLaminaFile,
  plan: monthsOf,
  files: (months, baseUrl) => cvmFiles(months.map((m) => `FI/DOC/LAMINA/DADOS/lamina_fi_${m.replace('-', '')}.zip`), baseUrl),
  update: CVM_MONTHLY_UPDATE,
};
