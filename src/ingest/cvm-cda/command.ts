// `npm run ingest -- cvm-cda ...`: fund holdings (CDA) block 4, local archives or by month
// (monthly archives from 2023-01, the year's HIST archive before).
import { monthlyCvmCommand } from '../cvm-files/command.js';
import { loadCdaFile } from './load.js';

export const FIRST_MONTHLY_CDA = '202301';

export const command = monthlyCvmCommand(
  'CVM fund holdings (CDA) block 4: cda_fi_YYYYMM.zip, or the yearly HIST cda_fi_YYYY.zip before 2023, into cvm.cda_blc_4',
  loadCdaFile,
  (yyyymm) => (yyyymm >= FIRST_MONTHLY_CDA ? `FI/DOC/CDA/DADOS/cda_fi_${yyyymm}.zip` : `FI/DOC/CDA/DADOS/HIST/cda_fi_${yyyymm.slice(0, 4)}.zip`),
);
