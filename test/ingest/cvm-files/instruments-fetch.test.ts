// Online mode of the instrument sources (cvm-cda, cvm-securit-mensal) through
// their commands, against a local HTTP server on 127.0.0.1 only: the paths
// dados.cvm.gov.br publishes them under (a month before 2023 fetches its year's
// HIST archive once), a transient failure retried.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileResult } from '../../../src/ingest/common/index.js';
import { SOURCES } from '../../../src/ingest/sources.js';
import { UsageError } from '../../../src/ingest/command.js';
import { useIngestDatabase } from '../support.js';
import { rowsOf, zipFixture } from './support.js';

const env = useIngestDatabase();
let server: http.Server;
let baseUrl: string;
const requests: string[] = [];
const served = new Map<string, Buffer>();

beforeAll(async () => {
  served.set('/dados/FI/DOC/CDA/DADOS/cda_fi_202509.zip', fs.readFileSync(await zipFixture('cda', 'x.zip')));
  served.set('/dados/FI/DOC/CDA/DADOS/HIST/cda_fi_2022.zip', fs.readFileSync(await zipFixture('cda-hist', 'x.zip')));
  served.set('/dados/SECURIT/DOC/INF_MENSAL_CRI/DADOS/inf_mensal_cri_2025.zip', fs.readFileSync(await zipFixture('securit-cri', 'x.zip')));
  served.set('/dados/SECURIT/DOC/INF_MENSAL_CRA/DADOS/inf_mensal_cra_2025.zip', fs.readFileSync(await zipFixture('securit-cra', 'x.zip')));
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

async function run(source: string, flags: Record<string, unknown>): Promise<{ results: FileResult[]; failures: Error[] }> {
  const command = await SOURCES[source]();
  const results: FileResult[] = [];
  const failures: Error[] = [];
  const go = command.prepare({ ...flags, 'base-url': baseUrl } as never);
  await go({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, force: false, progress: false, onResult: (r) => results.push(r), onFailure: (e) => failures.push(e) });
  return { results, failures };
}

describe('instrument sources online', () => {
  it('CDA: two months of 2022 fetch the HIST year once (after a retry), 2025-09 its monthly archive; CRI and CRA by year', async () => {
    expect((await run('cvm-cda', { from: '2022-07', to: '2022-08' })).results.map((r) => r.status)).toEqual(['loaded']);
    expect((await run('cvm-cda', { from: '2025-09', to: '2025-09' })).results.map((r) => r.status)).toEqual(['loaded']);
    expect((await run('cvm-securit-mensal', { year: ['2025'] })).results.map((r) => r.status)).toEqual(['loaded', 'loaded']);
    expect(requests.filter((r) => r.includes('HIST'))).toEqual(['/dados/FI/DOC/CDA/DADOS/HIST/cda_fi_2022.zip', '/dados/FI/DOC/CDA/DADOS/HIST/cda_fi_2022.zip']);
    expect(await rowsOf(env.db.superuserUrl, "select source, count(*)::text as n from ingest.ingest_log where status = 'loaded' group by source order by source")).toEqual([
      { source: 'cvm-cda', n: '2' },
      { source: 'cvm-securit-mensal', n: '2' },
    ]);
  });

  it('refuses cvm-securit-mensal without --file or --year, and a malformed --year', async () => {
    const command = await SOURCES['cvm-securit-mensal']();
    expect(() => command.prepare({} as never)).toThrow(UsageError);
    expect(() => command.prepare({ year: ['25'] } as never)).toThrow(UsageError);
  });
});
