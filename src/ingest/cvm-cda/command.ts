// cvm-cda: fund holdings archives, local (--file) or by month (--from/--to; a month before 2023 is its year's HIST archive).
import { MONTH_FLAGS, monthsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_MONTHLY_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { loadCdaFile } from './load.js';

export const FIRST_MONTHLY_CDA = '2023-01';

export function cdaPath(month: string): string {
  return month >= FIRST_MONTHLY_CDA ? `FI/DOC/CDA/DADOS/cda_fi_${month.replace('-', '')}.zip` : `FI/DOC/CDA/DADOS/HIST/cda_fi_${month.slice(0, 4)}.zip`;
}

export const command: Source<string[]> = {
  name: 'cvm-cda',
  summary: 'CVM fund holdings (CDA), blocks 1 to 8, net assets (PL) and confidential holdings: cda_fi_YYYYMM.zip, or the yearly HIST cda_fi_YYYY.zip before 2023, into cvm.cda_blc_1..8, cvm.cda_pl, cvm.cda_confid',
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--base-url URL] [--force]'],
  flags: MONTH_FLAGS,
  baseUrl: CVM_BASE_URL,
  load: loadCdaFile,
  plan: monthsOf,
  files: (months, baseUrl) => cvmFiles(months.map(cdaPath), baseUrl),
  update: CVM_MONTHLY_UPDATE,
};
