// Online mode: the exchange's Up2Data public files (arquivos.b3.com.br). A
// file is asked for by name and session (requestname answers a redirect with
// a token), then downloaded with the token; both steps retry. An empty body
// means no session that day or a day outside the ~12-15 months kept: nothing
// is loaded and the caller is told.
import { downloadFile, IngestFileError, loadDownloaded, type DownloadOptions, type FileResult, type IngestFileOptions } from '../common/index.js';
import { loadConsolidatedTradesFile } from './load.js';

export const UP2DATA_BASE_URL = 'https://arquivos.b3.com.br/api/download';
export const CONSOLIDATED_FILE = 'TradeInformationConsolidatedFile';

export function consolidatedFileName(day: string): string {
  return `${CONSOLIDATED_FILE}_${day}.csv`;
}

export interface FetchConsolidatedOptions extends Omit<IngestFileOptions, 'fileName' | 'fetchedAt'> {
  days: string[];
  baseUrl?: string;
  download?: DownloadOptions;
  onResult?: (result: FileResult) => void;
  /** A day the exchange answered with an empty body. */
  onNoFile?: (day: string) => void;
}

/** Downloads and loads day by day; stops at the first failure (earlier days stay loaded). */
export async function fetchAndLoadConsolidatedTrades(options: FetchConsolidatedOptions): Promise<FileResult[]> {
  const base = (options.baseUrl ?? UP2DATA_BASE_URL).replace(/\/+$/, '');
  const results: FileResult[] = [];
  for (const day of options.days) {
    const fileName = consolidatedFileName(day);
    const get = (url: string) => downloadFile(url, fileName, 'arquivos.b3.com.br', options.download);
    const fetchedAt = new Date();
    const answer = (await get(`${base}/requestname?fileName=${CONSOLIDATED_FILE}&date=${day}&recaptchaToken=`)).toString('utf8');
    let token: string | null = null;
    try {
      token = new URL(String(JSON.parse(answer).redirectUrl).replace(/^~/, ''), 'http://x').searchParams.get('token');
    } catch {
      token = null;
    }
    if (!token) throw new IngestFileError(fileName, null, `requestname answered no download token: ${JSON.stringify(answer.slice(0, 200))}`);
    const bytes = await get(`${base}/?token=${encodeURIComponent(token)}`);
    if (!bytes.length) {
      options.onNoFile?.(day);
      continue;
    }
    const result = await loadDownloaded(bytes, fileName, (filePath) => loadConsolidatedTradesFile(filePath, { ...options, fetchedAt }));
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}
