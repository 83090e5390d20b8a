// Online mode: asks SIDRA's /values API for the IPCA tree one calendar year (and
// one table) at a time, saves each answer as its own file and loads it. A year
// not yet published answers with the header row only: it loads as 0 rows and the
// note says "not published yet".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { loadSidraFile } from './load.js';
import { IPCA_VARIABLES, sidraTableOf } from './tables.js';

export const SIDRA_BASE_URL = 'https://apisidra.ibge.gov.br/values';

export interface MonthRange {
  /** YYYY-MM */
  from: string;
  to: string;
}

export interface SidraRequest {
  table: 1419 | 7060;
  from: string;
  to: string;
}

/** Splits a month range at calendar years and at the 2020-01 change of table. */
export function sidraRequests(range: MonthRange): SidraRequest[] {
  const requests: SidraRequest[] = [];
  for (let year = Number(range.from.slice(0, 4)); year <= Number(range.to.slice(0, 4)); year += 1) {
    const from = year === Number(range.from.slice(0, 4)) ? range.from : `${year}-01`;
    const to = year === Number(range.to.slice(0, 4)) ? range.to : `${year}-12`;
    requests.push({ table: sidraTableOf(`${from}-01`), from, to });
  }
  return requests;
}

export function sidraUrl(request: SidraRequest, baseUrl = SIDRA_BASE_URL): string {
  const period = `${request.from.replace('-', '')}-${request.to.replace('-', '')}`;
  return `${baseUrl.replace(/\/+$/, '')}/t/${request.table}/n1/all/v/${Object.keys(IPCA_VARIABLES).join(',')}/p/${period}/c315/all?formato=json`;
}

export interface FetchSidraOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt' | 'loadKey'> {
  range: MonthRange;
  baseUrl?: string;
  download?: DownloadOptions;
  onResult?: (result: FileResult, request: SidraRequest) => void;
}

/** Downloads and loads year by year; stops at the first failure (earlier years stay loaded). */
export async function fetchAndLoadSidra(options: FetchSidraOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const request of sidraRequests(options.range)) {
    const fileName = `sidra_${request.table}_${request.from}_${request.to}.json`;
    const fetchedAt = new Date();
    const bytes = await downloadWithRetry(sidraUrl(request, options.baseUrl), options.download).catch((error: unknown) => {
      if (!(error instanceof DownloadError)) throw error;
      const offline = error.unreachable ? '; SIDRA could not be reached (no internet here?): save the answer elsewhere and load it with --file' : '';
      throw new IngestFileError(fileName, null, `${error.message}${offline}`, { cause: error });
    });
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-sidra-'));
    try {
      const filePath = path.join(dir, fileName);
      await fs.promises.writeFile(filePath, bytes);
      // a header-only answer has the same bytes for every range: key it by the range
      const result = await loadSidraFile(filePath, { ...options, fetchedAt, loadKey: fileName });
      options.onResult?.(result, request);
      results.push(result);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}
