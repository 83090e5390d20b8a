// A tool call is an HTTP request to the API itself, with the caller's apikey and
// JWT, so it runs the gateway's own path: same roles, limits and refusals.
export interface ApiTarget {
  /** The API's base URL, e.g. http://127.0.0.1:3000/rest/v1. */
  baseUrl: string;
  /** apikey, and Authorization when the caller is signed in. */
  headers: Record<string, string>;
}

export interface ApiErrorBody {
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
}

export type ApiAnswer = { ok: true; body: unknown } | { ok: false; status: number; error: ApiErrorBody };

export async function callApi(target: ApiTarget, call: { method: 'GET' | 'POST'; path: string }, args: Record<string, unknown>): Promise<ApiAnswer> {
  const init: RequestInit = { method: call.method, headers: { ...target.headers, Accept: 'application/json' } };
  let url = `${target.baseUrl}${call.path}`;
  if (call.method === 'POST') {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(args);
  } else {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(args)) if (value !== undefined && value !== null) query.append(key, String(value));
    if ([...query].length) url += `?${query}`;
  }
  const response = await fetch(url, init);
  const text = await response.text();
  const body: unknown = text === '' ? null : JSON.parse(text);
  if (response.ok) return { ok: true, body };
  const e = (body ?? {}) as Partial<ApiErrorBody>;
  return { ok: false, status: response.status, error: { code: e.code ?? null, message: e.message ?? `HTTP ${response.status}`, details: e.details ?? null, hint: e.hint ?? null } };
}
