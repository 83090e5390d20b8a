// Online mode: the day's report from the exchange's pesquisapregao service
// (PRyymmdd.zip for BVBG.086.01, SPRDyymmdd.zip for BVBG.187.01). A non-session
// day answers an empty zip, which the loader records as such.

export const PRICE_REPORT_BASE_URL = 'https://www.b3.com.br/pesquisapregao/download';
export const REPORT_PREFIXES = { pr: 'PR', sprd: 'SPRD' } as const;
export type ReportKind = keyof typeof REPORT_PREFIXES;

/** The file the exchange publishes for a report and session, e.g. PR180102.zip. */
export function priceReportFileName(kind: ReportKind, day: string): string {
  return `${REPORT_PREFIXES[kind]}${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}.zip`;
}
