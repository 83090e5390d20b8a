// `npm run ingest -- cvm-balancete ...`: monthly balance-sheet archives, local or downloaded.
import { monthlyCvmCommand } from '../cvm-files/command.js';
import { loadBalanceteFile } from './load.js';

export const command = monthlyCvmCommand(
  'CVM fund balance sheets (balancete): the fee accounts and NAV groups of balancete_fi_YYYYMM.zip into cvm.balancete',
  loadBalanceteFile,
  (yyyymm) => `FI/DOC/BALANCETE/DADOS/balancete_fi_${yyyymm}.zip`,
);
