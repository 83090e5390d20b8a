// cvm-cia-itr: local ITR zips or member CSVs (--file) or downloads by year (--year).
import { UsageError } from '../command.js';
import { yearsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_YEARLY_UPDATE, cvmFile } from '../cvm-files/fetch.js';
import { loadCiaItrFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-cia-itr',
  summary: 'CVM listed companies\' quarterly statements (itr_cia_aberta_YYYY.zip or any member CSV: BPA, BPP, DRE, DRA, DFC_MD, DFC_MI, DVA, DMPL, con and ind, every version, quarter and year-to-date lines; the index member\'s receipt dates) into cvm.cia_statement and cvm.cia_document',
  usage: ['--file F [--file G ...] [--force]', '--year YYYY [--year YYYY ...] [--force]'],
  flags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download and load the ITR archive of this year (repeatable; its first three quarters)', selects: true } },
  baseUrl: CVM_BASE_URL,
  load: loadCiaItrFile,
  plan(flags) {
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F or --year YYYY');
    return years;
  },
  files: (years, baseUrl) => years.map((y) => cvmFile(`CIA_ABERTA/DOC/ITR/DADOS/itr_cia_aberta_${y}.zip`, baseUrl)),
  update: CVM_YEARLY_UPDATE,
};
