// `npm run ingest -- cvm-lamina ...`: monthly factsheet archives, local or downloaded.
import { cvmCommand, monthRange } from '../cvm-files/command.js';
import { loadLaminaFile } from './load.js';

export const command = cvmCommand({
  summary: 'CVM factsheet (lâmina): lamina_fi_YYYYMM.zip main member into cvm.lamina',
  onlineUsage: '--from YYYY-MM --to YYYY-MM ',
  onlineFlags: {
    from: { type: 'string', value: 'YYYY-MM', description: 'first month to download' },
    to: { type: 'string', value: 'YYYY-MM', description: 'last month' },
  },
  loadFile: loadLaminaFile,
  onlinePaths: (flags) => monthRange(flags.from as string | undefined, flags.to as string | undefined).map((m) => `FI/DOC/LAMINA/DADOS/lamina_fi_${m.replace('-', '')}.zip`),
});
