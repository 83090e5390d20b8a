// Writing responses: explicit Content-Length (never on HEAD success responses,
// as PostgREST), and the error envelope with its Proxy-Status header.
import type http from 'node:http';
import type { ApiError } from '../api-error.js';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer | null, opts: { head?: boolean } = {}): void {
  const all: Record<string, string> = { ...headers };
  // encoded once: its length and the bytes written come from the same buffer
  const bytes = body === null || opts.head ? undefined : typeof body === 'string' ? Buffer.from(body) : body;
  if (bytes !== undefined) all['Content-Length'] = String(bytes.length);
  res.writeHead(status, all);
  res.end(bytes);
}

export function sendError(res: http.ServerResponse, error: ApiError, opts: { head?: boolean } = {}): void {
  const body = error.body();
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE, 'Content-Length': String(Buffer.byteLength(body)) };
  // the platform gateway's own refusals (code null) are not PostgREST errors
  if (error.code !== null) headers['Proxy-Status'] = `PostgREST; error=${error.code}`;
  res.writeHead(error.status, { ...headers, ...error.headers });
  res.end(opts.head ? undefined : body);
}
