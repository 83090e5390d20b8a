// `npm run ingest -- cvm-securit-mensal ...`: the CRI and CRA monthly reports (yearly archives).
import { UsageError } from '../command.js';
import { cvmCommand, yearsOf } from '../cvm-files/command.js';
import { loadSecuritFile } from './load.js';

export const command = cvmCommand({
  summary: 'CVM CRI and CRA monthly reports: the classe member of inf_mensal_cri_YYYY.zip and inf_mensal_cra_YYYY.zip (every Versao) into cvm.securit_classe',
  onlineUsage: '--year YYYY [--year YYYY ...] ',
  onlineFlags: { year: { type: 'string', multiple: true, value: 'YYYY', description: 'download both yearly archives (CRI and CRA) of the year' } },
  loadFile: loadSecuritFile,
  onlinePaths: (flags) => {
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F, or --year YYYY');
    return years.flatMap((y) => [`SECURIT/DOC/INF_MENSAL_CRI/DADOS/inf_mensal_cri_${y}.zip`, `SECURIT/DOC/INF_MENSAL_CRA/DADOS/inf_mensal_cra_${y}.zip`]);
  },
});
