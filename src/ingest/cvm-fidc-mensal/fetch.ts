// Online mode: the FIDC monthly report by month. From 2025-01 CVM publishes one
// archive per month (/FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_YYYYMM.zip);
// 2013-2024 sit in yearly HIST archives (.../DADOS/HIST/inf_mensal_fidc_YYYY.zip)
// holding the monthly members, so a month before 2025 fetches (once) its whole year.
import type { FileResult } from '../common/index.js';
import { CVM_BASE_URL, cvmFile, downloadAndLoadEach, type CvmFile, type FetchOptions } from '../cvm-files/fetch.js';
import { loadFidcFile } from './load.js';

export const FIRST_MONTHLY_ARCHIVE = '2025-01';

/** The archives holding these months (YYYY-MM), in month order, each once. */
export function fidcArchives(months: readonly string[], baseUrl = CVM_BASE_URL): CvmFile[] {
  const archives = new Map<string, CvmFile>();
  for (const month of [...months].sort()) {
    const archive =
      month >= FIRST_MONTHLY_ARCHIVE
        ? cvmFile(`FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_${month.replace('-', '')}.zip`, baseUrl)
        : cvmFile(`FIDC/DOC/INF_MENSAL/DADOS/HIST/inf_mensal_fidc_${month.slice(0, 4)}.zip`, baseUrl);
    archives.set(archive.fileName, archive);
  }
  return [...archives.values()];
}

export function fetchAndLoadFidc(months: readonly string[], options: FetchOptions): Promise<FileResult[]> {
  return downloadAndLoadEach(fidcArchives(months, options.baseUrl), loadFidcFile, options);
}
