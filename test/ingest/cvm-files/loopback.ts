// A stand-in for dados.cvm.gov.br on 127.0.0.1 (nothing leaves the machine):
// serves the given bytes at the portal's paths after one transient 503, records
// every request, and runs a source's command against it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { FileResult } from '../../../src/ingest/common/index.js';
import { SOURCES } from '../../../src/ingest/sources.js';
import type { TestDatabase } from '../../helpers/db.js';

/** `files`: portal path (after /dados/) -> a file on disk, or a function making it. */
export function useLoopbackPortal(env: { db: TestDatabase; dataDir: string }, files: Record<string, string | (() => Promise<string>)>) {
  let server: http.Server;
  let baseUrl = '';
  const requests: string[] = [];
  beforeAll(async () => {
    const served = new Map<string, Buffer>();
    for (const [at, file] of Object.entries(files)) served.set(`/dados/${at}`, fs.readFileSync(typeof file === 'string' ? file : await file()));
    let first = true;
    server = http.createServer((req, res) => {
      requests.push(req.url!);
      if (first) {
        first = false;
        return res.writeHead(503).end('busy');
      }
      const body = served.get(req.url!);
      if (!body) return res.writeHead(404).end('not found');
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dados`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Runs `npm run ingest -- <source>` with these flags against the loopback portal. */
  async function run(source: string, flags: Record<string, unknown>): Promise<{ results: FileResult[]; failures: Error[] }> {
    const command = await SOURCES[source]();
    const results: FileResult[] = [];
    const failures: Error[] = [];
    const go = command.prepare({ ...flags, 'base-url': baseUrl } as never);
    await go({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, force: false, progress: false, onResult: (r) => results.push(r), onFailure: (e) => failures.push(e) });
    return { results, failures };
  }
  return { requests, run };
}
