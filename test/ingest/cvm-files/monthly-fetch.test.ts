// Online mode of both loaders against a local HTTP server on 127.0.0.1 only;
// nothing leaves the machine. The server serves the fixture archives at the
// paths dados.cvm.gov.br publishes them under.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { monthRange } from '../../../src/ingest/flags.js';
import { command as fidc } from '../../../src/ingest/cvm-fidc-mensal/command.js';
import { fidcArchives } from '../../../src/ingest/cvm-fidc-mensal/fetch.js';
import { command as fii } from '../../../src/ingest/cvm-fii-mensal/command.js';
import { fiiArchive } from '../../../src/ingest/cvm-fii-mensal/fetch.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, ingestLog, useIngestDatabase, type OnlineOptions } from '../support.js';

// the months and years each test asks for, as a plan (the months need not be one range)
const fetchAndLoadFii = (years: number[], options: OnlineOptions) => fetchOnline(fii, { plan: years.map(String) }, options);
const fetchAndLoadFidc = (months: string[], options: OnlineOptions) => fetchOnline(fidc, { plan: months }, options);
import { fundMonth, zipFixture } from './support.js';

describe('archive addresses', () => {
  it('FII: one yearly archive', () => {
    expect(fiiArchive(2025)).toEqual({ url: 'https://dados.cvm.gov.br/dados/FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_2025.zip', fileName: 'inf_mensal_fii_2025.zip' });
  });

  it('FIDC: a monthly archive from 2025-01, the yearly HIST archive (once) before', () => {
    expect(monthRange('2024-11', '2025-02')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(fidcArchives(monthRange('2024-11', '2025-02')).map((a) => a.url)).toEqual([
      'https://dados.cvm.gov.br/dados/FIDC/DOC/INF_MENSAL/DADOS/HIST/inf_mensal_fidc_2024.zip',
      'https://dados.cvm.gov.br/dados/FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_202501.zip',
      'https://dados.cvm.gov.br/dados/FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_202502.zip',
    ]);
  });
});

describe('download and load', () => {
  const env = useIngestDatabase();
  const served = new Map<string, Buffer>();

  beforeAll(async () => {
    served.set('/dados/FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_2025.zip', fs.readFileSync(await zipFixture('fii/fii_2025_rcvm175', 'x.zip')));
    served.set('/dados/FIDC/DOC/INF_MENSAL/DADOS/HIST/inf_mensal_fidc_2019.zip', fs.readFileSync(await zipFixture('fidc/fidc_2019_hist', 'x.zip')));
    served.set('/dados/FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_202506.zip', fs.readFileSync(await zipFixture('fidc/fidc_202506', 'x.zip')));
  });
  let first = true;
  const site = useLoopbackServer((req, res) => {
    if (first) {
      first = false;
      return res.writeHead(503).end('busy'); // one transient failure, retried
    }
    const body = served.get(req.url!);
    if (!body) return res.writeHead(404).end('not found');
    res.setHeader('content-type', 'application/zip');
    res.end(body);
  }, '/dados');
  const requests = site.requests;
  afterEach(() => {
    requests.length = 0;
  });
  const fast = { baseDelayMs: 1, attempts: 3 };

  it('FII by year: retries, archives the download under its published name, loads it', async () => {
    const results = await fetchAndLoadFii([2025], { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, baseUrl: site.baseUrl, download: fast });
    expect(requests).toEqual(['/dados/FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_2025.zip', '/dados/FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_2025.zip']);
    expect(results.map((r) => r.status === 'loaded' && [r.fileName, r.rowsInserted])).toEqual([['inf_mensal_fii_2025.zip', 15]]);
    const log = await ingestLog(env.db.superuserUrl);
    expect(fs.readFileSync(`${env.dataDir}/${log[0].archive_path}`).equals(served.get('/dados/FII/DOC/INF_MENSAL/DADOS/inf_mensal_fii_2025.zip')!)).toBe(true);
    expect((await fundMonth(env.db.superuserUrl, 'fii')).length).toBe(4);
  });

  it('FIDC by month: the HIST archive once for 2019, then the monthly archive', async () => {
    const results = await fetchAndLoadFidc(['2019-01', '2019-02', '2025-06'], { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, baseUrl: site.baseUrl, download: fast });
    expect(requests).toEqual(['/dados/FIDC/DOC/INF_MENSAL/DADOS/HIST/inf_mensal_fidc_2019.zip', '/dados/FIDC/DOC/INF_MENSAL/DADOS/inf_mensal_fidc_202506.zip']);
    expect(results.map((r) => r.status === 'loaded' && [r.fileName, r.lastPeriod])).toEqual([
      ['inf_mensal_fidc_2019.zip', '2019-02-28'],
      ['inf_mensal_fidc_202506.zip', '2025-06-30'],
    ]);
    expect((await fundMonth(env.db.superuserUrl, 'fidc')).map((r) => r.period)).toEqual(['2019-01-31', '2019-02-28', '2025-06-30', '2025-06-30', '2025-06-30', '2025-06-30']);
  });

  it('a month not published yet fails with what the server said, after the earlier months loaded', async () => {
    await expect(fetchAndLoadFidc(['2025-06', '2025-07'], { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, baseUrl: site.baseUrl, download: fast, force: true })).rejects.toThrow(
      /^inf_mensal_fidc_202507\.zip: could not download .*inf_mensal_fidc_202507\.zip: HTTP 404 not found/,
    );
    expect(requests).toHaveLength(2);
  });

  it('an unreachable host says how to load the archive offline', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      fetchAndLoadFii([2024], { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, baseUrl: `http://127.0.0.1:${port}/dados`, download: { ...fast, attempts: 1 } }),
    ).rejects.toThrow(/could not be reached \(no internet here\?\): download http:\/\/127\.0\.0\.1:\d+\/dados\/FII\/DOC\/INF_MENSAL\/DADOS\/inf_mensal_fii_2024\.zip elsewhere and load it with --file/);
  });
});
