// Online mode of the fee sources (cvm-extrato, cvm-lamina, cvm-balancete) through
// their commands, against a local HTTP server on 127.0.0.1 only: the paths
// dados.cvm.gov.br publishes them under, a transient failure retried.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileResult } from '../../../src/ingest/common/index.js';
import { SOURCES } from '../../../src/ingest/sources.js';
import { UsageError } from '../../../src/ingest/command.js';
import { useIngestDatabase } from '../support.js';
import { readDb } from '../../helpers/db.js';
import { cvmFixture, zipFixture } from './support.js';

const env = useIngestDatabase();
let server: http.Server;
let baseUrl: string;
const requests: string[] = [];
const served = new Map<string, Buffer>();

beforeAll(async () => {
  served.set('/dados/FI/DOC/EXTRATO/DADOS/extrato_fi_2020.csv', fs.readFileSync(cvmFixture('extrato_fi_2020.csv')));
  served.set('/dados/FI/DOC/EXTRATO/DADOS/extrato_fi.csv', fs.readFileSync(cvmFixture('extrato_fi_fees.csv')));
  served.set('/dados/FI/DOC/LAMINA/DADOS/lamina_fi_202504.zip', fs.readFileSync(await zipFixture('lamina', 'x.zip')));
  served.set('/dados/FI/DOC/BALANCETE/DADOS/balancete_fi_202504.zip', fs.readFileSync(await zipFixture('balancete', 'x.zip')));
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

describe('fee sources online', () => {
  it('downloads the yearly Extrato (after a retry), the current one, a lâmina month and a balance-sheet month; a missing month fails alone', async () => {
    expect((await run('cvm-extrato', { year: ['2020'] })).results.map((r) => r.status)).toEqual(['loaded']);
    expect((await run('cvm-extrato', {})).results.map((r) => r.status)).toEqual(['loaded']);
    const lamina = await run('cvm-lamina', { from: '2025-03', to: '2025-04' });
    expect(lamina.results.map((r) => r.status)).toEqual(['loaded']);
    expect(lamina.failures).toHaveLength(1);
    expect((await run('cvm-balancete', { from: '2025-04', to: '2025-04' })).results.map((r) => r.status)).toEqual(['loaded']);
    expect(requests).toContain('/dados/FI/DOC/LAMINA/DADOS/lamina_fi_202503.zip');
    const loaded = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('ingest.ingest_log').select((eb) => ['source', eb.cast<string>(eb.fn.countAll(), 'text').as('n')]).where('status', '=', 'loaded').groupBy('source').orderBy('source').execute(),
    );
    expect(loaded).toEqual([
      { source: 'cvm-balancete', n: '1' },
      { source: 'cvm-extrato', n: '2' },
      { source: 'cvm-lamina', n: '1' },
    ]);
  });

  it('refuses a malformed --year', async () => {
    const command = await SOURCES['cvm-extrato']();
    expect(() => command.prepare({ year: ['20x'] } as never)).toThrow(UsageError);
  });
});
