// Online mode: the yearly FII monthly report archive
// /FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_YYYY.zip, one file per year.
import { CVM_BASE_URL, cvmFile, type CvmFile } from '../cvm-files/fetch.js';

export function fiiArchive(year: number, baseUrl = CVM_BASE_URL): CvmFile {
  return cvmFile(`FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_${year}.zip`, baseUrl);
}
