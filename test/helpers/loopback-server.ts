// A stand-in for a publisher's web server on 127.0.0.1 (nothing leaves the
// machine), for a describe block: listening before its tests, closed after
// them, every request's URL recorded before the handler answers it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface LoopbackServer {
  /** `http://127.0.0.1:<port><path>`, once the server listens (read it inside a test or hook). */
  readonly baseUrl: string;
  /** The URL (path and query) of every request so far, in order. */
  readonly requests: string[];
}

/** `path` is appended to the server's origin in `baseUrl`, e.g. '/dados/serie'. */
export function useLoopbackServer(handler: http.RequestListener, path = ''): LoopbackServer {
  let server: http.Server | undefined;
  let baseUrl = '';
  const requests: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url!);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    get baseUrl() {
      if (!baseUrl) throw new Error('useLoopbackServer: baseUrl is only known once the server listens (read it inside a test or hook)');
      return baseUrl;
    },
    requests,
  };
}
