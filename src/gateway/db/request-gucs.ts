// The request as PostgREST exposes it to SQL: role, JWT claims, method, path,
// headers (lower-case names, no cookie) and cookies, each a transaction GUC.
import type { ApiRequest } from '../context.js';
import type { RequestGucs } from './transaction.js';

function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}

function headersJson(r: ApiRequest): string {
  const { cookie: _cookie, ...rest } = r.req.headers;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v])));
}

/** Object keys sorted at every level, as aeson encodes the claims. */
function sortedJson(value: unknown): string {
  const sortKeys = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sortKeys)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => [k, sortKeys(x)]))
        : v;
  return JSON.stringify(sortKeys(value));
}

export function requestGucs(r: ApiRequest, timezone: string | undefined): RequestGucs {
  return {
    role: r.caller.role,
    claims: sortedJson(r.caller.claims),
    method: r.method,
    path: r.path,
    headers: headersJson(r),
    cookies: JSON.stringify(cookiesOf(r.req.headers.cookie)),
    timezone,
  };
}
