// Online mode: downloads one Focus endpoint from the Olinda Expectativas OData
// service one calendar year of survey dates per request (optionally one
// indicator), saves each answer as its own file and loads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { loadFocusFile } from './load.js';
import type { FocusEndpoint } from './tables.js';

export const OLINDA_FOCUS_BASE_URL = 'https://olinda.bcb.gov.br/olinda/servico/Expectativas/versao/v1/odata';

export interface DateRange {
  from: string;
  to: string;
}

export function focusUrl(endpoint: FocusEndpoint, range: DateRange, indicator?: string, baseUrl = OLINDA_FOCUS_BASE_URL): string {
  const clauses = [`Data ge '${range.from}'`, `Data le '${range.to}'`, ...(indicator ? [`Indicador eq '${indicator.replace(/'/g, "''")}'`] : [])];
  return `${baseUrl.replace(/\/+$/, '')}/${endpoint}?$filter=${encodeURIComponent(clauses.join(' and '))}&$orderby=Data&$format=json`;
}

/** Splits [from, to] (YYYY-MM-DD, inclusive) at calendar-year boundaries. */
export function focusYears(range: DateRange): DateRange[] {
  const out: DateRange[] = [];
  for (let year = Number(range.from.slice(0, 4)); year <= Number(range.to.slice(0, 4)); year += 1) {
    out.push({ from: year === Number(range.from.slice(0, 4)) ? range.from : `${year}-01-01`, to: year === Number(range.to.slice(0, 4)) ? range.to : `${year}-12-31` });
  }
  return out;
}

export interface FetchFocusOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt' | 'loadKey'> {
  endpoint: FocusEndpoint;
  indicator?: string;
  range: DateRange;
  baseUrl?: string;
  download?: DownloadOptions;
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads year by year; stops at the first failure (earlier years stay loaded). */
export async function fetchAndLoadFocus(options: FetchFocusOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const year of focusYears(options.range)) {
    const slug = options.indicator ? `_${options.indicator.replace(/[^A-Za-z0-9]+/g, '-')}` : '';
    const fileName = `focus_${options.endpoint}${slug}_${year.from}_${year.to}.json`;
    const fetchedAt = new Date();
    const bytes = await downloadWithRetry(focusUrl(options.endpoint, year, options.indicator, options.baseUrl), options.download).catch((error: unknown) => {
      if (!(error instanceof DownloadError)) throw error;
      const offline = error.unreachable ? '; olinda.bcb.gov.br could not be reached (no internet here?): save the answer elsewhere and load it with --file' : '';
      throw new IngestFileError(fileName, null, `${error.message}${offline}`, { cause: error });
    });
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-focus-'));
    try {
      const filePath = path.join(dir, fileName);
      await fs.promises.writeFile(filePath, bytes);
      const result = await loadFocusFile(filePath, { ...options, fetchedAt, loadKey: fileName });
      options.onResult?.(result);
      results.push(result);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}
