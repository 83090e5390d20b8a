// Online mode: downloads one SGS series in windows of at most 5 years (SGS
// refuses daily series over 10 years with a 406), saves each answer as its own
// file and loads it. A 404 "Value(s) not found" is an empty window: it loads as
// a file of 0 rows so the ingest log says the window was asked for.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { findSeries, knownSeries, loadSgsFile } from './load.js';

export const SGS_BASE_URL = 'https://api.bcb.gov.br/dados/serie';
const WINDOW_YEARS = 5;

export interface DateRange {
  from: string;
  to: string;
}

/** dd/mm/yyyy, the form SGS reads and writes. */
export function sgsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export function sgsUrl(code: number, range: DateRange, baseUrl = SGS_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}/bcdata.sgs.${code}/dados?formato=json&dataInicial=${sgsDate(range.from)}&dataFinal=${sgsDate(range.to)}`;
}

/** Splits [from, to] into windows of at most WINDOW_YEARS calendar years. */
export function sgsWindows(range: DateRange): DateRange[] {
  const windows: DateRange[] = [];
  for (let from = range.from; from <= range.to; ) {
    const end = `${Number(from.slice(0, 4)) + WINDOW_YEARS - 1}-12-31`;
    const to = end < range.to ? end : range.to;
    windows.push({ from, to });
    from = `${Number(to.slice(0, 4)) + 1}-01-01`;
  }
  return windows;
}

export interface FetchSgsOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt' | 'loadKey'> {
  series: string;
  range: DateRange;
  baseUrl?: string;
  download?: DownloadOptions;
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads window by window; stops at the first failure (earlier windows stay loaded). */
export async function fetchAndLoadSgs(options: FetchSgsOptions): Promise<FileResult[]> {
  const code = await seriesBeforeDownload(options.ownerUrl, options.series);
  const results: FileResult[] = [];
  for (const window of sgsWindows(options.range)) {
    const fileName = `sgs_${code}_${window.from}_${window.to}.json`;
    const fetchedAt = new Date();
    const bytes = await downloadWithRetry(sgsUrl(code, window, options.baseUrl), options.download).catch((error: unknown) => {
      if (error instanceof DownloadError && /: HTTP 404\b/.test(error.message)) return Buffer.from('[]'); // no value in the window
      if (!(error instanceof DownloadError)) throw error;
      const offline = error.unreachable ? '; api.bcb.gov.br could not be reached (no internet here?): save the answer elsewhere and load it with --file' : '';
      throw new IngestFileError(fileName, null, `${error.message}${offline}`, { cause: error });
    });
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-sgs-'));
    try {
      const filePath = path.join(dir, fileName);
      await fs.promises.writeFile(filePath, bytes);
      const result = await loadSgsFile(filePath, { ...options, series: String(code), fetchedAt, loadKey: fileName });
      options.onResult?.(result);
      results.push(result);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}

async function seriesBeforeDownload(ownerUrl: string, series: string): Promise<number> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const found = findSeries(await knownSeries(client), series);
    if (typeof found === 'string') throw new Error(found);
    return found.code;
  } finally {
    await client.end();
  }
}
