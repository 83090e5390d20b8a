// cvm-fip: local files (--file) or downloads by year (--year).
import { UsageError } from '../command.js';
import { yearsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_YEARLY_UPDATE } from '../cvm-files/fetch.js';
import { fipReport, FIRST_FOUR_MONTHLY_YEAR } from './fetch.js';
import { loadFipFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-fip',
  summary: `CVM FIP periodic report (inf_trimestral_fip_YYYY.csv quarterly through ${FIRST_FOUR_MONTHLY_YEAR - 1}, inf_quadrimestral_fip_YYYY.csv four-monthly from ${FIRST_FOUR_MONTHLY_YEAR}; one row per fund, date and quota class, restated rows kept by row hash) into cvm.fip_report`,
  usage: ['--file F [--file G ...] [--force]', '--year YYYY [--year YYYY ...] [--force]'],
  flags: { year: { type: 'string', multiple: true, value: 'YYYY', description: `download and load the report of this year (quarterly through ${FIRST_FOUR_MONTHLY_YEAR - 1}, four-monthly after; repeatable)`, selects: true } },
  baseUrl: CVM_BASE_URL,
  load: loadFipFile,
  plan(flags) {
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F or --year YYYY');
    return years;
  },
  files: (years, baseUrl) => years.map((y) => fipReport(Number(y), baseUrl)),
  update: CVM_YEARLY_UPDATE,
};
