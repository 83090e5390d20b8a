// Online mode: the FIDC monthly report by month. From 2025-01 CVM publishes one
// archive per month (/FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_YYYYMM.zip);
// 2013-2024 sit in yearly HIST archives (.../DADOS/HIST/inf_mensal_fidc_YYYY.zip)
// holding the monthly members, so a month before 2025 fetches (once) its whole year.
import type { FileResult } from '../common/index.js';
import { CVM_DADOS_BASE_URL, fetchAndLoadArchives, type ArchiveToFetch, type FetchOptions } from '../cvm-fund-reports/fetch.js';
import { loadFidcFile } from './load.js';

export const FIRST_MONTHLY_ARCHIVE = '2025-01';

/** The archives holding these months (YYYY-MM), in month order, each once. */
export function fidcArchives(months: readonly string[], baseUrl = CVM_DADOS_BASE_URL): ArchiveToFetch[] {
  const base = `${baseUrl.replace(/\/+$/, '')}/FIDC/DOC/INF_MENSAL/DADOS`;
  const archives = new Map<string, ArchiveToFetch>();
  for (const month of [...months].sort()) {
    if (month >= FIRST_MONTHLY_ARCHIVE) {
      const fileName = `inf_mensal_fidc_${month.replace('-', '')}.zip`;
      archives.set(fileName, { url: `${base}/${fileName}`, fileName });
    } else {
      const fileName = `inf_mensal_fidc_${month.slice(0, 4)}.zip`;
      archives.set(fileName, { url: `${base}/HIST/${fileName}`, fileName });
    }
  }
  return [...archives.values()];
}

export function fetchAndLoadFidc(months: readonly string[], options: FetchOptions): Promise<FileResult[]> {
  return fetchAndLoadArchives(fidcArchives(months, options.baseUrl), loadFidcFile, options);
}

/** Every month from..to (YYYY-MM, inclusive). */
export function monthRange(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > to) return months;
    months.push(month);
    m += 1;
    if (m === 13) ((m = 1), (y += 1));
  }
}
