// Online mode: COTAHIST files from B3's historical-series page
// (COTAHIST_D<ddmmyyyy>.ZIP, _M<mmyyyy>.ZIP, _A<yyyy>.ZIP), one file per period.
import { isCalendarDate } from '../common/index.js';
import { MONTH, YEAR } from '../flags.js';

export const COTAHIST_BASE_URL = 'https://bvmf.bmfbovespa.com.br/InstDados/SerHist';

/** A day YYYY-MM-DD, a month YYYY-MM or a year YYYY -> the file B3 publishes for it. */
export function cotahistFileName(period: string): string {
  if (isCalendarDate(period)) return `COTAHIST_D${period.slice(8, 10)}${period.slice(5, 7)}${period.slice(0, 4)}.ZIP`;
  if (MONTH.test(period)) return `COTAHIST_M${period.slice(5, 7)}${period.slice(0, 4)}.ZIP`;
  if (YEAR.test(period)) return `COTAHIST_A${period}.ZIP`;
  throw new Error(`${JSON.stringify(period)} is not a day YYYY-MM-DD, a month YYYY-MM or a year YYYY`);
}
