// Writing responses: explicit Content-Length (never on HEAD success responses,
// as PostgREST), and the error envelope with its Proxy-Status header.
import type http from 'node:http';
import type { ApiError } from '../api-error.js';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer | null, opts: { head?: boolean } = {}): void {
  const all: Record<string, string> = { ...headers };
  const sent = body === null || opts.head ? undefined : body;
  if (sent !== undefined) all['Content-Length'] = String(typeof sent === 'string' ? Buffer.byteLength(sent) : sent.length);
  res.writeHead(status, all);
  // a string body goes out with the header block in one write of one buffer (Node joins
  // them), not a header string and a body buffer through the generic writev path
  res.end(sent);
}

export function sendError(res: http.ServerResponse, error: ApiError, opts: { head?: boolean } = {}): void {
  const body = error.body();
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE, 'Content-Length': String(Buffer.byteLength(body)) };
  // the platform gateway's own refusals (code null) are not PostgREST errors
  if (error.code !== null) headers['Proxy-Status'] = `PostgREST; error=${error.code}`;
  res.writeHead(error.status, { ...headers, ...error.headers });
  res.end(opts.head ? undefined : body);
}
