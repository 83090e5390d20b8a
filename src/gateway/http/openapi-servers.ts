// The committed openapi.json names http://localhost:3000; the served copy names
// the address the caller used, so the docs page's "Try it out" reaches this
// gateway on whatever host and port it runs. Memoized per host (few distinct).
import type http from 'node:http';

const MAX_CACHED_HOSTS = 32;
const cache = new Map<string, string>();

export function openApiForRequest(openapi: string, req: http.IncomingMessage): string {
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host;
  if (!host || !/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return openapi;
  const proto = firstValue(req.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  const key = `${proto}://${host}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = withServer(openapi, `${key}/rest/v1`);
    if (cache.size >= MAX_CACHED_HOSTS) cache.delete(cache.keys().next().value!);
    cache.set(key, text);
  }
  return text;
}

function withServer(openapi: string, url: string): string {
  try {
    const doc = JSON.parse(openapi);
    doc.servers = [{ url }];
    return JSON.stringify(doc, null, 2) + '\n';
  } catch {
    return openapi;
  }
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0].trim() || undefined;
}
