// Online mode: downloads PTAX for one currency and a date range from the Olinda
// CotacaoMoedaPeriodo endpoint as CSV, one calendar year per request, and loads
// each year as its own file (archived, one transaction, one ingest_log row).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DownloadError, downloadWithRetry, IngestFileError, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { heldCurrencies, loadPtaxFile, unknownCurrencyReason } from './load.js';

export const OLINDA_PTAX_BASE_URL = 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata';

export interface DateRange {
  from: string;
  to: string;
}

/** Olinda wants MM-DD-YYYY; other forms answer 200 with an empty result. */
export function olindaDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}-${day}-${year}`;
}

export function ptaxPeriodUrl(currency: string, range: DateRange, baseUrl = OLINDA_PTAX_BASE_URL): string {
  return (
    `${baseUrl.replace(/\/+$/, '')}/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)` +
    `?@moeda='${currency}'&@dataInicial='${olindaDate(range.from)}'&@dataFinalCotacao='${olindaDate(range.to)}'&$format=text/csv`
  );
}

/** Splits [from, to] (YYYY-MM-DD, inclusive) at calendar-year boundaries. */
export function yearChunks(range: DateRange): DateRange[] {
  const chunks: DateRange[] = [];
  const lastYear = Number(range.to.slice(0, 4));
  for (let year = Number(range.from.slice(0, 4)); year <= lastYear; year += 1) {
    chunks.push({
      from: year === Number(range.from.slice(0, 4)) ? range.from : `${year}-01-01`,
      to: year === lastYear ? range.to : `${year}-12-31`,
    });
  }
  return chunks;
}

export interface FetchPtaxOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt'> {
  currency: string;
  range: DateRange;
  baseUrl?: string;
  download?: DownloadOptions;
  /** Called as each year is loaded, so a caller can report before the next download. */
  onResult?: (result: FileResult) => void;
}

/** Downloads and loads year by year; stops at the first failure (earlier years stay loaded). */
export async function fetchAndLoadPtax(options: FetchPtaxOptions): Promise<FileResult[]> {
  const currency = options.currency.trim().toUpperCase();
  await assertCurrencyHeldBeforeDownload(options.ownerUrl, currency);
  const results: FileResult[] = [];
  for (const chunk of yearChunks(options.range)) {
    const fileName = `ptax_${currency}_${chunk.from}_${chunk.to}.csv`;
    const url = ptaxPeriodUrl(currency, chunk, options.baseUrl);
    const fetchedAt = new Date();
    const bytes = await downloadWithRetry(url, options.download).catch((error: unknown) => {
      throw explainDownloadFailure(error, fileName, options.baseUrl ?? OLINDA_PTAX_BASE_URL);
    });
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'brfin-ptax-'));
    try {
      const filePath = path.join(dir, fileName);
      await fs.promises.writeFile(filePath, bytes);
      const result = await loadPtaxFile(filePath, { ...options, currency, fetchedAt });
      options.onResult?.(result);
      results.push(result);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}

async function assertCurrencyHeldBeforeDownload(ownerUrl: string, currency: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const held = await heldCurrencies(client);
    if (!held.includes(currency)) throw new Error(unknownCurrencyReason(currency, '--currency', held));
  } finally {
    await client.end();
  }
}

function explainDownloadFailure(error: unknown, fileName: string, baseUrl: string): Error {
  if (!(error instanceof DownloadError)) return error as Error;
  const offline = error.unreachable
    ? `; ${new URL(baseUrl).host} could not be reached (no internet here?): download the CSV elsewhere and load it with --file`
    : '';
  return new IngestFileError(fileName, null, `${error.message}${offline}`, { cause: error });
}
