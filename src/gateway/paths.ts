// Path shapes PostgREST accepts below the base path: `/`, `/<relation>`,
// `/rpc/<function>` (segments percent-decoded, as WAI's pathInfo).
import { ApiError } from './api-error.js';

export const BASE_PATH = '/rest/v1';

export type Resource = { kind: 'root' } | { kind: 'relation'; name: string } | { kind: 'routine'; name: string };

function decodeSegment(segment: string): string {
  return Buffer.from(segment.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

export function classifyPath(subPath: string): Resource {
  const trimmed = subPath.replace(/^\//, '');
  const segments = trimmed === '' ? [] : trimmed.split('/').map(decodeSegment);
  if (segments.length === 0) return { kind: 'root' };
  if (segments.length === 1) return { kind: 'relation', name: segments[0] };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'routine', name: segments[1] };
  throw invalidPath();
}

export function invalidPath(): ApiError {
  return new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
}

/** Splits a request target into its path and raw query string. */
export function splitTarget(url: string): { path: string; query: string } {
  const q = url.indexOf('?');
  return q < 0 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q + 1) };
}
