// Online mode: the yearly FII monthly report archive
// /FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_YYYY.zip, one file per year.
import type { FileResult } from '../common/index.js';
import { CVM_BASE_URL, cvmFile, downloadAndLoadEach, type CvmFile, type FetchOptions } from '../cvm-files/fetch.js';
import { loadFiiFile } from './load.js';

export function fiiArchive(year: number, baseUrl = CVM_BASE_URL): CvmFile {
  return cvmFile(`FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_${year}.zip`, baseUrl);
}

export function fetchAndLoadFii(years: readonly number[], options: FetchOptions): Promise<FileResult[]> {
  return downloadAndLoadEach(
    years.map((y) => fiiArchive(y, options.baseUrl)),
    loadFiiFile,
    options,
  );
}
