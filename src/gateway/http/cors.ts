// CORS as PostgREST configures wai-cors: any origin, preflight answered without
// authentication, the usual response headers exposed.
import type http from 'node:http';

const EXPOSED = 'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';
const ALLOWED_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD';
const SIMPLE_HEADERS = ['Accept', 'Accept-Language', 'Content-Language'];

export function isPreflight(req: http.IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers.origin !== undefined && req.headers['access-control-request-method'] !== undefined;
}

/** Headers for an ordinary response to a request that carried an Origin. */
export function corsHeaders(req: http.IncomingMessage): Record<string, string> {
  if (req.headers.origin === undefined) return {};
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED };
}

/** The preflight answer: Authorization, the requested headers, then the CORS-safelisted ones, without duplicates. */
export function preflightHeaders(req: http.IncomingMessage): Record<string, string> {
  const requested = (req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const allowed: string[] = [];
  for (const h of ['Authorization', ...requested, ...SIMPLE_HEADERS]) {
    if (!allowed.some((a) => a.toLowerCase() === h.toLowerCase())) allowed.push(h);
  }
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': allowed.join(', '),
    'Access-Control-Max-Age': '86400',
  };
}
