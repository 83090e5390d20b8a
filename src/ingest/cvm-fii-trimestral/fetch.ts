// Online mode: the yearly FII quarterly report archive
// /FII/DOC/INF_TRIMESTRAL/DADOS/inf_trimestral_fii_YYYY.zip, one file per year.
import { CVM_BASE_URL, cvmFile, type CvmFile } from '../cvm-files/fetch.js';

export function fiiQuarterlyArchive(year: number, baseUrl = CVM_BASE_URL): CvmFile {
  return cvmFile(`FII/DOC/INF_TRIMESTRAL/DADOS/inf_trimestral_fii_${year}.zip`, baseUrl);
}
