// cvm-fidc-mensal: local archives (--file) or downloads by month (--from/--to).
import { MONTH_FLAGS, monthsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_MONTHLY_UPDATE } from '../cvm-files/fetch.js';
import { fidcArchives, FIRST_MONTHLY_ARCHIVE } from './fetch.js';
import { loadFidcFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-fidc-mensal',
  summary: 'CVM FIDC monthly report (inf_mensal_fidc_YYYYMM.zip, or the yearly HIST inf_mensal_fidc_YYYY.zip; tabs I with its originator slots, II sectors, IV, V/VI overdue totals, VIII debtors, X SCR grades and tax debt, X_1 holders, X_2/X_3/X_4/X_6 tranches, X_7 guarantees) into cvm.fidc_tab_*, refreshing the fidc rows of cvm.fund_month',
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--force]'],
  flags: {
    from: { ...MONTH_FLAGS.from, description: 'download from this month (needs --to)' },
    to: { ...MONTH_FLAGS.to, description: `download through this month; one archive per month from ${FIRST_MONTHLY_ARCHIVE}, the whole year's HIST archive before` },
  },
  baseUrl: CVM_BASE_URL,
  load: loadFidcFile,
  plan: monthsOf,
  files: (months, baseUrl) => fidcArchives(months, baseUrl),
  update: CVM_MONTHLY_UPDATE,
};
