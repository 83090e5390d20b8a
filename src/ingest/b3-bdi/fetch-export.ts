// The exchange's BDI table export: POST {base}/bdi/table/export/csv?lang=pt-br
// with {"Name":T,"Date":D,"FinalDate":D,"ClientId":"","Filters":{}}; one table,
// one session per request. Network errors, 429 and 5xx are retried with backoff.
import { DownloadError, downloadWithRetry, type DownloadOptions } from '../common/index.js';

export const BDI_BASE_URL = 'https://arquivos.b3.com.br';

export interface ExportOptions extends Pick<DownloadOptions, 'attempts' | 'baseDelayMs' | 'timeoutMs' | 'sleep' | 'onRetry'> {
  baseUrl?: string;
}

export class ExportError extends Error {
  override name = 'ExportError';
}

export function exportUrl(baseUrl = BDI_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}/bdi/table/export/csv?lang=pt-br`;
}

export function exportBody(table: string, date: string): string {
  return JSON.stringify({ Name: table, Date: date, FinalDate: date, ClientId: '', Filters: {} });
}

/** The exported CSV bytes of one table and session, retried as every download is (common/download.ts). */
export async function exportTable(table: string, date: string, options: ExportOptions = {}): Promise<Buffer> {
  const url = exportUrl(options.baseUrl);
  const origin = new URL(url).origin;
  return downloadWithRetry(url, {
    ...options,
    method: 'POST',
    // the export refuses requests that do not look like its own page's
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/csv, */*',
      Origin: origin,
      Referer: `${origin}/bdi/`,
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) brfin-collect',
    },
    body: exportBody(table, date),
  }).catch((error: unknown) => {
    if (!(error instanceof DownloadError)) throw error;
    throw new ExportError(`${table} ${date}: could not export from ${url}: ${error.reason}`, { cause: error });
  });
}
