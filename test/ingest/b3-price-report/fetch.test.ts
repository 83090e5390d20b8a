// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { command as priceReport } from '../../../src/ingest/b3-price-report/command.js';
import { priceReportFileName } from '../../../src/ingest/b3-price-report/fetch.js';
import type { FlagValues } from '../../../src/ingest/command.js';
import { prepareRun } from '../../../src/ingest/run-source.js';
import { priceReportXml } from '../../../src/ingest/b3-price-report/write.js';
import { withClient } from '../../helpers/db.js';
import { EMPTY_ZIP, writeZip } from '../../helpers/price-report.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, tempDir, useIngestDatabase } from '../support.js';

describe('file names', () => {
  it('PRyymmdd.zip and SPRDyymmdd.zip', () => {
    expect([priceReportFileName('pr', '2018-01-02'), priceReportFileName('sprd', '2026-01-12')]).toEqual(['PR180102.zip', 'SPRD260112.zip']);
  });
});

describe('fetching', () => {
  const env = useIngestDatabase();
  let session: Buffer;

  beforeAll(async () => {
    const dir = tempDir();
    const xml = priceReportXml({ created: '2024-03-01T20:00:00', records: [{ date: '2024-03-01', ticker: 'DI1F27', attributes: { AdjstdQt: '88000.1', AdjstdQtTax: '10.25' } }] });
    const inner = await writeZip(path.join(dir, 'inner.zip'), { 'PR240301.xml': xml });
    session = fs.readFileSync(await writeZip(path.join(dir, 'outer.zip'), { 'PR240301.zip': fs.readFileSync(inner) }));
  });
  const site = useLoopbackServer((req, res) => {
    if (requests.length === 1) return void res.writeHead(503).end('busy'); // retried
    const name = new URL(req.url!, 'http://x').searchParams.get('filelist');
    res.writeHead(200, { 'content-type': 'application/zip' }).end(name === 'PR240301.zip' ? session : EMPTY_ZIP);
  }, '/pesquisapregao/download');
  const requests = site.requests;

  it('downloads day by day with ?filelist=, retries a 503, loads the session and records the holiday as empty', async () => {
    const results = await fetchOnline(priceReport, { flags: { report: 'pr', date: ['2024-03-01', '2024-03-04'] } }, {
      ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl,
      download: { baseDelayMs: 1, sleep: async () => {} },
    });
    expect(requests).toEqual(['/pesquisapregao/download?filelist=PR240301.zip', '/pesquisapregao/download?filelist=PR240301.zip', '/pesquisapregao/download?filelist=PR240304.zip']);
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['PR240301.zip', 'loaded'], ['PR240304.zip', 'loaded']]);
    const held = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.price_report_session').select(['status', 'record_count']).orderBy('session_date').execute());
    expect(held).toEqual([{ status: 'loaded', record_count: 1 }, { status: 'empty', record_count: 0 }]);
  });
});

describe('the command', () => {
  it('refuses bad flags before any download', async () => {
    const command = { prepare: (flags: FlagValues) => prepareRun(priceReport, flags) };
    expect(() => command.prepare({ report: 'xyz', date: ['2024-03-01'] })).toThrow('--report xyz: give pr or sprd');
    expect(() => command.prepare({ from: '2024-03-01' })).toThrow('give --from and --to together');
    expect(() => command.prepare({ date: ['2024-02-30'] })).toThrow('2024-02-30 is not a date YYYY-MM-DD');
    expect(() => command.prepare({ from: '2024-03-05', to: '2024-03-01' })).toThrow('--from 2024-03-05 is after --to 2024-03-01');
    expect(() => command.prepare({ file: ['a.zip'], date: ['2024-03-01'] })).toThrow('give either --file or --date/--from/--to, not both');
    expect(() => command.prepare({})).toThrow('give --file F, --date D or --from D --to D');
  });
});
