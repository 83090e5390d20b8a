// cvm-cia-ipe: local IPE zips or CSVs (--file) or downloads by year (--year).
import { UsageError } from '../command.js';
import { yearsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_YEARLY_UPDATE, cvmFile } from '../cvm-files/fetch.js';
import { loadCiaIpeFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-cia-ipe',
  summary: 'CVM listed companies\' periodic and eventual filings (ipe_cia_aberta_YYYY.zip or its CSV: material facts, notices, meetings..., every version; lines without a delivery protocol not landed) into cvm.ipe_document',
  usage: ['--file F [--file G ...] [--force]', '--year YYYY [--year YYYY ...] [--force]'],
  flags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download and load the IPE archive of this year (repeatable)', selects: true } },
  baseUrl: CVM_BASE_URL,
  load: loadCiaIpeFile,
  plan(flags) {
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F or --year YYYY');
    return years;
  },
  files: (years, baseUrl) => years.map((y) => cvmFile(`CIA_ABERTA/DOC/IPE/DADOS/ipe_cia_aberta_${y}.zip`, baseUrl)),
  update: CVM_YEARLY_UPDATE,
};
