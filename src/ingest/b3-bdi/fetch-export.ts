// The exchange's BDI table export: POST {base}/bdi/table/export/csv?lang=pt-br
// with {"Name":T,"Date":D,"FinalDate":D,"ClientId":"","Filters":{}}; one table,
// one session per request. Network errors, 429 and 5xx are retried with backoff
// (the shared downloadWithRetry only does GET).

export const BDI_BASE_URL = 'https://arquivos.b3.com.br';

export interface ExportOptions {
  baseUrl?: string;
  attempts?: number;
  baseDelayMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
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

/** The exported CSV bytes of one table and session. */
export async function exportTable(table: string, date: string, options: ExportOptions = {}): Promise<Buffer> {
  const url = exportUrl(options.baseUrl);
  const attempts = options.attempts ?? 4;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const origin = new URL(url).origin;
  let reason = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await sleep((options.baseDelayMs ?? 1000) * 2 ** (attempt - 2));
    let response: Response;
    try {
      response = await fetch(url, {
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
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      reason = `network error ${cause?.code ?? (error as Error).name}`;
      continue;
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (response.ok) return body;
    reason = `HTTP ${response.status} ${body.toString('utf8').replace(/\s+/g, ' ').slice(0, 200)}`;
    if (response.status !== 429 && response.status < 500) break;
  }
  throw new ExportError(`${table} ${date}: could not export from ${url}: ${reason}`);
}
