// HTTP download with retries: network errors, 429 and 5xx are retried with
// exponential backoff; any other status fails at once with what the server said.

export interface DownloadOptions {
  /** Total tries, first one included. */
  attempts?: number;
  /** Wait before the second try; doubles each time. */
  baseDelayMs?: number;
  timeoutMs?: number;
  /** Request headers (FNET answers its search only to X-Requested-With: XMLHttpRequest). */
  headers?: Record<string, string>;
  /** GET unless said (the bulletin's table export is a POST with a JSON body). */
  method?: string;
  body?: string;
  sleep?: (ms: number) => Promise<void>;
  /** Called before each retry (for a CLI note). */
  onRetry?: (attempt: number, reason: string, delayMs: number) => void;
}

export class DownloadError extends Error {
  constructor(
    message: string,
    /** True when the host could not be reached at all (DNS, refused, unreachable, timeout). */
    readonly unreachable: boolean,
    /** What the last try met: `HTTP 503 busy`, `network error ECONNREFUSED`. */
    readonly reason = '',
    /** The last HTTP status, when the server answered. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);

export async function downloadWithRetry(url: string, options: DownloadOptions = {}): Promise<Buffer> {
  const attempts = options.attempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let lastReason = '';
  let unreachable = false;
  let status: number | null = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) {
      const delay = baseDelayMs * 2 ** (attempt - 2);
      options.onRetry?.(attempt, lastReason, delay);
      await sleep(delay);
    }
    let response: Response;
    try {
      response = await fetch(url, { method: options.method, body: options.body, headers: options.headers, signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
    } catch (error) {
      const code = networkErrorCode(error);
      unreachable = UNREACHABLE_CODES.has(code) || code === 'TimeoutError';
      lastReason = `network error ${code}`;
      status = null;
      continue;
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (response.ok) return body;
    status = response.status;
    lastReason = `HTTP ${response.status} ${excerpt(body)}`;
    unreachable = false;
    if (response.status !== 429 && response.status < 500) break;
  }
  throw new DownloadError(`could not download ${url}: ${lastReason}`, unreachable, lastReason, status);
}

/** undici hides the socket error in `cause`; the code is what tells offline from a server fault. */
function networkErrorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; name?: string } }).cause;
  return cause?.code ?? (error as { name?: string }).name ?? 'unknown';
}

function excerpt(body: Buffer): string {
  const text = body.toString('utf8').replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
