// `npm run ingest -- cvm-balancete ...`: monthly balance-sheet archives, local or downloaded.
import { cvmCommand, monthRange } from '../cvm-files/command.js';
import { loadBalanceteFile } from './load.js';

export const command = cvmCommand({
  summary: 'CVM fund balance sheets (balancete): the fee accounts and NAV groups of balancete_fi_YYYYMM.zip into cvm.balancete',
  onlineUsage: '--from YYYY-MM --to YYYY-MM ',
  onlineFlags: {
    from: { type: 'string', value: 'YYYY-MM', description: 'first month to download' },
    to: { type: 'string', value: 'YYYY-MM', description: 'last month' },
  },
  loadFile: loadBalanceteFile,
  onlinePaths: (flags) => monthRange(flags.from as string | undefined, flags.to as string | undefined).map((m) => `FI/DOC/BALANCETE/DADOS/balancete_fi_${m.replace('-', '')}.zip`),
});
