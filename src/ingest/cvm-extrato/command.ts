// `npm run ingest -- cvm-extrato ...`: the current Extrato, or the yearly files with --year.
import { cvmCommand, yearsOf } from '../cvm-files/command.js';
import { loadExtratoFile } from './load.js';

export const command = cvmCommand({
  summary: 'CVM fund statement (Extrato): extrato_fi.csv, or extrato_fi_YYYY.csv with --year (every version filed), into cvm.extrato',
  onlineUsage: '[--year YYYY ...] ',
  onlineFlags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download the yearly file(s) instead of the current one' } },
  loadFile: loadExtratoFile,
  onlinePaths: (flags) => {
    const years = yearsOf(flags);
    return years.length ? years.map((y) => `FI/DOC/EXTRATO/DADOS/extrato_fi_${y}.csv`) : ['FI/DOC/EXTRATO/DADOS/extrato_fi.csv'];
  },
});
