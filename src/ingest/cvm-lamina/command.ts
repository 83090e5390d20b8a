// `npm run ingest -- cvm-lamina ...`: monthly factsheet archives, local or downloaded.
import { monthlyCvmCommand } from '../cvm-files/command.js';
import { loadLaminaFile } from './load.js';

export const command = monthlyCvmCommand(
  'CVM factsheet (lâmina): lamina_fi_YYYYMM.zip main member into cvm.lamina',
  loadLaminaFile,
  (yyyymm) => `FI/DOC/LAMINA/DADOS/lamina_fi_${yyyymm}.zip`,
);
