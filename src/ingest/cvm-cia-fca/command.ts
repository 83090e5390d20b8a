// cvm-cia-fca: local FCA zips or valor_mobiliario member CSVs (--file) or downloads by year (--year).
import { UsageError } from '../command.js';
import { yearsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_YEARLY_UPDATE, cvmFile } from '../cvm-files/fetch.js';
import { loadCiaFcaFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-cia-fca',
  summary: 'CVM listed companies\' registration forms (fca_cia_aberta_YYYY.zip or its member fca_cia_aberta_valor_mobiliario_YYYY.csv: securities and trading codes, every version) into cvm.fca_valor_mobiliario and the ticker map cvm.company_ticker',
  usage: ['--file F [--file G ...] [--force]', '--year YYYY [--year YYYY ...] [--force]'],
  flags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download and load the FCA archive of this year (repeatable)', selects: true } },
  baseUrl: CVM_BASE_URL,
  load: loadCiaFcaFile,
  plan(flags) {
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F or --year YYYY');
    return years;
  },
  files: (years, baseUrl) => years.map((y) => cvmFile(`CIA_ABERTA/DOC/FCA/DADOS/fca_cia_aberta_${y}.zip`, baseUrl)),
  update: CVM_YEARLY_UPDATE,
};
