// Online mode: downloads the day's report from the exchange's
// pesquisapregao service (PRyymmdd.zip for BVBG.086.01, SPRDyymmdd.zip for
// BVBG.187.01) with retries, saves it under that name and loads it. A
// non-session day answers an empty zip, which is recorded as such.
import { downloadFile, loadDownloaded, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { loadPriceReportFile } from './load.js';

export const PRICE_REPORT_BASE_URL = 'https://www.b3.com.br/pesquisapregao/download';
export const REPORT_PREFIXES = { pr: 'PR', sprd: 'SPRD' } as const;
export type ReportKind = keyof typeof REPORT_PREFIXES;

/** The file the exchange publishes for a report and session, e.g. PR180102.zip. */
export function priceReportFileName(kind: ReportKind, day: string): string {
  return `${REPORT_PREFIXES[kind]}${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}.zip`;
}

export interface FetchPriceReportOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt' | 'loadKey'> {
  kind: ReportKind;
  days: string[];
  baseUrl?: string;
  download?: DownloadOptions;
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads day by day; stops at the first failure (earlier days stay loaded). */
export async function fetchAndLoadPriceReports(options: FetchPriceReportOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const day of options.days) {
    const fileName = priceReportFileName(options.kind, day);
    const fetchedAt = new Date();
    const bytes = await downloadFile(`${options.baseUrl ?? PRICE_REPORT_BASE_URL}?filelist=${fileName}`, fileName, 'www.b3.com.br', options.download);
    const result = await loadDownloaded(bytes, fileName, (filePath) => loadPriceReportFile(filePath, { ...options, fetchedAt }));
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}
