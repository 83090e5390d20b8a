// `npm run ingest -- cvm-inf-diario ...`: daily fund report zips, local or by month.
import { cvmCommand, monthRange } from '../cvm-files/command.js';
import { infDiarioPath, loadInfDiarioFile } from './load.js';

export const command = cvmCommand({
  summary: 'CVM daily fund report (inf_diario_fi_YYYYMM.zip, yearly HIST inf_diario_fi_YYYY.zip) into cvm.inf_diario; refreshes the fi monthly series',
  onlineUsage: '--from YYYY-MM --to YYYY-MM ',
  onlineFlags: {
    from: { type: 'string', value: 'YYYY-MM', description: 'download from this month (monthly zips from 2021, yearly HIST archives before)' },
    to: { type: 'string', value: 'YYYY-MM', description: 'download through this month' },
  },
  loadFile: loadInfDiarioFile,
  onlinePaths: (flags) => [...new Set(monthRange(flags.from as string | undefined, flags.to as string | undefined).map(infDiarioPath))],
});
