// A keep-alive node:http client for the load loop: fetch (undici) adds about half
// a millisecond per request of its own, which would be billed to the gateway.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  const target = new URL(url);
  const headers = { ...init.headers, ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: init.method ?? 'GET', headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
