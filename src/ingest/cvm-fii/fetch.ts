// Online mode: the yearly FII monthly report archive
// /FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_YYYY.zip, one file per year.
import type { FileResult } from '../common/index.js';
import { CVM_DADOS_BASE_URL, fetchAndLoadArchives, type ArchiveToFetch, type FetchOptions } from '../cvm-fund-reports/fetch.js';
import { loadFiiFile } from './load.js';

export function fiiArchive(year: number, baseUrl = CVM_DADOS_BASE_URL): ArchiveToFetch {
  const fileName = `inf_mensal_fii_${year}.zip`;
  return { url: `${baseUrl.replace(/\/+$/, '')}/FII/DOC/INF_MENSAL/DADOS/${fileName}`, fileName };
}

export function fetchAndLoadFii(years: readonly number[], options: FetchOptions): Promise<FileResult[]> {
  return fetchAndLoadArchives(
    years.map((y) => fiiArchive(y, options.baseUrl)),
    loadFiiFile,
    options,
  );
}
