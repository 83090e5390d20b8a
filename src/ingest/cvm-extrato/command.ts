// cvm-extrato: the current Extrato, or the yearly files with --year.
import { yearsOf } from '../flags.js';
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_CURRENT_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { loadExtratoFile } from './load.js';

export const command: Source<string[]> = {
  name: 'cvm-extrato',
  summary: 'CVM fund statement (Extrato): extrato_fi.csv, or extrato_fi_YYYY.csv with --year (every version filed), into cvm.extrato',
  usage: ['--file F [--file G ...] [--force]', '[--year YYYY ...] [--base-url URL] [--force]'],
  flags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download the yearly file(s) instead of the current one', selects: true } },
  baseUrl: CVM_BASE_URL,
  load: loadExtratoFile,
  plan: (flags) => yearsOf(flags),
  files: (years, baseUrl) => cvmFiles(years.length ? years.map((y) => `FI/DOC/EXTRATO/DADOS/extrato_fi_${y}.csv`) : ['FI/DOC/EXTRATO/DADOS/extrato_fi.csv'], baseUrl),
  update: CVM_CURRENT_UPDATE,
};
