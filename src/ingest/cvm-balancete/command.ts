// cvm-balancete: monthly balance-sheet archives, local (--file) or by month (--from/--to).
import { MONTH_FLAGS, monthsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_MONTHLY_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { loadBalanceteFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-balancete',
  summary: 'CVM fund balance sheets (balancete): the fee accounts and NAV groups of balancete_fi_YYYYMM.zip into cvm.balancete',
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--base-url URL] [--force]'],
  flags: MONTH_FLAGS,
  baseUrl: CVM_BASE_URL,
  load: loadBalanceteFile,
  plan: monthsOf,
  files: (months, baseUrl) => cvmFiles(months.map((m) => `FI/DOC/BALANCETE/DADOS/balancete_fi_${m.replace('-', '')}.zip`), baseUrl),
  update: CVM_MONTHLY_UPDATE,
};
