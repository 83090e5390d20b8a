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

// one pass over the headers, in their order: this runs on every request
function headersJson(r: ApiRequest): string {
  const headers = r.req.headers;
  const kept: Record<string, string | undefined> = {};
  for (const name in headers) {
    if (name === 'cookie') continue;
    const value = headers[name];
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return JSON.stringify(kept);
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

/** Claims text by claims object: the anonymous caller's claims are one object (jwt.ts), encoded once. */
const claimsText = new WeakMap<object, string>();

function claimsJson(claims: Record<string, unknown>): string {
  let text = claimsText.get(claims);
  if (text === undefined) {
    text = sortedJson(claims);
    claimsText.set(claims, text);
  }
  return text;
}

export function requestGucs(r: ApiRequest, timezone: string | undefined): RequestGucs {
  return {
    role: r.caller.role,
    claims: claimsJson(r.caller.claims),
    method: r.method,
    path: r.path,
    headers: headersJson(r),
    cookies: r.req.headers.cookie === undefined ? '{}' : JSON.stringify(cookiesOf(r.req.headers.cookie)),
    timezone,
  };
}
