// Calls to the API under /rest/v1 with the apikey the page holds; a refusal
// comes back as the four-key error, never thrown.
export const BASE = `${location.origin}/rest/v1`;
const KEY_STORE = 'brfin.apikey';

/** The apikey: from the address's #apikey=… (npm start prints such a link; a fragment never reaches a server), else remembered. */
export function loadApiKey(): string {
  const match = /(?:^#|&)apikey=([^&]+)/.exec(location.hash);
  if (match) {
    const key = decodeURIComponent(match[1]);
    saveApiKey(key);
    history.replaceState(null, '', location.pathname + location.search);
    return key;
  }
  return localStorage.getItem(KEY_STORE) ?? '';
}

export function saveApiKey(key: string): void {
  localStorage.setItem(KEY_STORE, key);
}

export interface ApiErrorBody {
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
}

export interface Call {
  method: 'GET' | 'POST';
  /** Under /rest/v1, e.g. /rpc/ptax or /quotes. */
  path: string;
  body?: Record<string, unknown>;
  /** For GET: the query string without '?'. */
  query?: string;
}

export type Answer = { ok: true; status: number; data: unknown; ms: number } | { ok: false; status: number; error: ApiErrorBody; ms: number };

export function callUrl(call: Call): string {
  return `${BASE}${call.path}${call.query ? `?${call.query}` : ''}`;
}

export async function send(call: Call, key: string): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { apikey: key, Accept: 'application/json' };
  if (call.method === 'POST') headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(callUrl(call), { method: call.method, headers, body: call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined });
  } catch (error) {
    return { ok: false, status: 0, error: { code: null, message: `The API did not answer: ${String(error)}`, details: null, hint: 'Is the server (npm start) running?' }, ms: performance.now() - started };
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // a non-JSON answer is shown as text
  }
  const ms = performance.now() - started;
  if (response.ok) return { ok: true, status: response.status, data, ms };
  const e = (data ?? {}) as Partial<ApiErrorBody>;
  return {
    ok: false,
    status: response.status,
    error: { code: e.code ?? null, message: e.message ?? text, details: e.details ?? null, hint: e.hint ?? null },
    ms,
  };
}
