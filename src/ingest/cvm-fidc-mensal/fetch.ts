// Online mode: the FIDC monthly report by month. From 2025-01 CVM publishes one
// archive per month (/FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_YYYYMM.zip);
// 2013-2024 sit in yearly HIST archives (.../DADOS/HIST/inf_mensal_fidc_YYYY.zip)
// holding the monthly members, so a month before 2025 fetches (once) its whole year.
import { CVM_BASE_URL, cvmFiles, type CvmFile } from '../cvm-files/fetch.js';

export const FIRST_MONTHLY_ARCHIVE = '2025-01';

/** The archives holding these months (YYYY-MM), in month order, each once. */
export function fidcArchives(months: readonly string[], baseUrl = CVM_BASE_URL): CvmFile[] {
  return cvmFiles(
    [...months].sort().map((month) =>
      month >= FIRST_MONTHLY_ARCHIVE ? `FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_${month.replace('-', '')}.zip` : `FIDC/DOC/INF_MENSAL/DADOS/HIST/inf_mensal_fidc_${month.slice(0, 4)}.zip`,
    ),
    baseUrl,
  );
}
