// Online mode: the FIP periodic report, one plain CSV per year: the quarterly
// report through 2023 (/FIP/DOC/INF_TRIMESTRAL/DADOS/inf_trimestral_fip_YYYY.csv),
// the four-monthly one from 2024 (/FIP/DOC/INF_QUADRIMESTRAL/DADOS/inf_quadrimestral_fip_YYYY.csv).
import { CVM_BASE_URL, cvmFile, type CvmFile } from '../cvm-files/fetch.js';

export const FIRST_FOUR_MONTHLY_YEAR = 2024;

export function fipReport(year: number, baseUrl = CVM_BASE_URL): CvmFile {
  return year >= FIRST_FOUR_MONTHLY_YEAR
    ? cvmFile(`FIP/DOC/INF_QUADRIMESTRAL/DADOS/inf_quadrimestral_fip_${year}.csv`, baseUrl)
    : cvmFile(`FIP/DOC/INF_TRIMESTRAL/DADOS/inf_trimestral_fip_${year}.csv`, baseUrl);
}
