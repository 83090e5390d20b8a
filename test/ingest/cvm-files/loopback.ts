// A stand-in for dados.cvm.gov.br on 127.0.0.1 (nothing leaves the machine):
// serves the given bytes at the portal's paths after one transient 503, records
// every request, and runs a source's command against it.
import fs from 'node:fs';
import { beforeAll } from 'vitest';
import type { FileResult } from '../../../src/ingest/common/index.js';
import { SOURCES } from '../../../src/ingest/sources.js';
import { commandOf } from '../../../src/ingest/run-source.js';
import type { TestDatabase } from '../../helpers/db.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';

/** `files`: portal path (after /dados/) -> a file on disk, or a function making it. */
export function useLoopbackPortal(env: { db: TestDatabase; dataDir: string }, files: Record<string, string | (() => Promise<string>)>) {
  const served = new Map<string, Buffer>();
  beforeAll(async () => {
    for (const [at, file] of Object.entries(files)) served.set(`/dados/${at}`, fs.readFileSync(typeof file === 'string' ? file : await file()));
  });
  let first = true;
  const site = useLoopbackServer((req, res) => {
    if (first) {
      first = false;
      return res.writeHead(503).end('busy');
    }
    const body = served.get(req.url!);
    if (!body) return res.writeHead(404).end('not found');
    res.end(body);
  }, '/dados');
  const requests = site.requests;

  /** Runs `npm run ingest -- <source>` with these flags against the loopback portal. */
  async function run(source: string, flags: Record<string, unknown>): Promise<{ results: FileResult[]; failures: Error[] }> {
    const command = commandOf(await SOURCES[source]());
    const results: FileResult[] = [];
    const failures: Error[] = [];
    const go = command.prepare({ ...flags, 'base-url': site.baseUrl } as never);
    await go({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, force: false, progress: false, onResult: (r) => results.push(r), onFailure: (e) => failures.push(e) });
    return { results, failures };
  }
  return { requests, run };
}
