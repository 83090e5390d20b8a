// cvm-fii-mensal: local archives (--file) or downloads by year (--year).
import { UsageError } from '../command.js';
import { yearsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_YEARLY_UPDATE } from '../cvm-files/fetch.js';
import { fiiArchive } from './fetch.js';
import { loadFiiFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-fii-mensal',
  summary: 'CVM FII monthly report (inf_mensal_fii_YYYY.zip: geral, complemento, ativo_passivo; every version kept) into cvm.fii_monthly_*, refreshing the fii rows of cvm.fund_month',
  usage: ['--file F [--file G ...] [--force]', '--year YYYY [--year YYYY ...] [--force]'],
  flags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download and load the archive of this year (repeatable)', selects: true } },
  baseUrl: CVM_BASE_URL,
  load: loadFiiFile,
  plan(flags) {
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F or --year YYYY');
    return years;
  },
  files: (years, baseUrl) => years.map((y) => fiiArchive(Number(y), baseUrl)),
  update: CVM_YEARLY_UPDATE,
};
