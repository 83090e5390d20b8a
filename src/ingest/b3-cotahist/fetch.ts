// Online mode: downloads COTAHIST files from B3's historical-series page
// (COTAHIST_D<ddmmyyyy>.ZIP, _M<mmyyyy>.ZIP, _A<yyyy>.ZIP) with retries, saves
// each as its own file and loads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { loadCotahistFile } from './load.js';

export const COTAHIST_BASE_URL = 'https://bvmf.bmfbovespa.com.br/InstDados/SerHist';

/** A day YYYY-MM-DD, a month YYYY-MM or a year YYYY -> the file B3 publishes for it. */
export function cotahistFileName(period: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return `COTAHIST_D${period.slice(8, 10)}${period.slice(5, 7)}${period.slice(0, 4)}.ZIP`;
  if (/^\d{4}-\d{2}$/.test(period)) return `COTAHIST_M${period.slice(5, 7)}${period.slice(0, 4)}.ZIP`;
  if (/^\d{4}$/.test(period)) return `COTAHIST_A${period}.ZIP`;
  throw new Error(`${JSON.stringify(period)} is not a day YYYY-MM-DD, a month YYYY-MM or a year YYYY`);
}

export interface FetchCotahistOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt'> {
  periods: string[];
  baseUrl?: string;
  download?: DownloadOptions;
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads period by period; stops at the first failure (earlier periods stay loaded). */
export async function fetchAndLoadCotahist(options: FetchCotahistOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const period of options.periods) {
    const fileName = cotahistFileName(period);
    const fetchedAt = new Date();
    const bytes = await downloadWithRetry(`${(options.baseUrl ?? COTAHIST_BASE_URL).replace(/\/+$/, '')}/${fileName}`, options.download).catch((error: unknown) => {
      if (!(error instanceof DownloadError)) throw error;
      const offline = error.unreachable ? '; bvmf.bmfbovespa.com.br could not be reached (no internet here?): download the ZIP elsewhere and load it with --file' : '';
      throw new IngestFileError(fileName, null, `${error.message}${offline}`, { cause: error });
    });
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-cotahist-'));
    try {
      const filePath = path.join(dir, fileName);
      await fs.promises.writeFile(filePath, bytes);
      const result = await loadCotahistFile(filePath, { ...options, fetchedAt });
      options.onResult?.(result);
      results.push(result);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}
