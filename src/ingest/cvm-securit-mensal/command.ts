// cvm-securit-mensal: the CRI and CRA monthly reports (yearly archives), local (--file) or by year.
import { UsageError } from '../command.js';
import { yearsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_YEARLY_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { loadSecuritFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-securit-mensal',
  summary: 'CVM CRI and CRA monthly reports: the classe member of inf_mensal_cri_YYYY.zip and inf_mensal_cra_YYYY.zip (every Versao) into cvm.securit_classe',
  usage: ['--file F [--file G ...] [--force]', '--year YYYY [--year YYYY ...] [--base-url URL] [--force]'],
  flags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download both yearly archives (CRI and CRA) of the year', selects: true } },
  baseUrl: CVM_BASE_URL,
  load: loadSecuritFile,
  plan(flags) {
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F, or --year YYYY');
    return years;
  },
  files: (years, baseUrl) => cvmFiles(years.flatMap((y) => [`SECURIT/DOC/INF_MENSAL_CRI/DADOS/inf_mensal_cri_${y}.zip`, `SECURIT/DOC/INF_MENSAL_CRA/DADOS/inf_mensal_cra_${y}.zip`]), baseUrl),
  update: CVM_YEARLY_UPDATE,
};
