// Online mode: the FIAGRO monthly report, one archive per month from 2025-05
// (/FIAGRO/DOC/INF_MENSAL/DADOS/inf_mensal_fiagro_YYYYMM.zip); no earlier month is published.
import { CVM_BASE_URL, cvmFiles, type CvmFile } from '../cvm-files/fetch.js';

export const FIRST_FIAGRO_MONTH = '2025-05';

/** The archives of these months (YYYY-MM), in month order; months before the first published one are left out. */
export function fiagroArchives(months: readonly string[], baseUrl = CVM_BASE_URL): CvmFile[] {
  return cvmFiles([...months].sort().filter((m) => m >= FIRST_FIAGRO_MONTH).map((m) => `FIAGRO/DOC/INF_MENSAL/DADOS/inf_mensal_fiagro_${m.replace('-', '')}.zip`), baseUrl);
}
