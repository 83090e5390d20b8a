// cvm-fii-trimestral: local archives (--file) or downloads by year (--year).
import { UsageError } from '../command.js';
import { yearsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_YEARLY_UPDATE } from '../cvm-files/fetch.js';
import { fiiQuarterlyArchive } from './fetch.js';
import { loadFiiQuarterlyFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-fii-trimestral',
  summary: 'CVM FII quarterly report (inf_trimestral_fii_YYYY.zip: all sixteen members, properties keyed by a row hash; every version kept) into cvm.fii_quarterly_*',
  usage: ['--file F [--file G ...] [--force]', '--year YYYY [--year YYYY ...] [--force]'],
  flags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download and load the archive of this year (repeatable)', selects: true } },
  baseUrl: CVM_BASE_URL,
  load: loadFiiQuarterlyFile,
  plan(flags) {
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F or --year YYYY');
    return years;
  },
  files: (years, baseUrl) => years.map((y) => fiiQuarterlyArchive(Number(y), baseUrl)),
  update: CVM_YEARLY_UPDATE,
};
