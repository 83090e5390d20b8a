// The request as PostgREST exposes it to SQL: role, JWT claims, method, path,
// headers (lower-case names, no cookie) and cookies, each a transaction GUC.
import type { ApiRequest } from '../context.js';
import type { RequestGucs } from './transaction.js';

function cookiesJson(header: string | undefined): string {
  if (header === undefined) return '{}';
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return JSON.stringify(cookies);
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

export function requestGucs(r: ApiRequest, timezone: string | undefined): RequestGucs {
  return {
    role: r.caller.role,
    claims: r.caller.claimsJson,
    method: r.method,
    path: r.path,
    headers: headersJson(r),
    cookies: cookiesJson(r.req.headers.cookie),
    timezone,
  };
}
