// npm run update against loopback stand-ins of two publishers (nothing leaves
// the machine): the CVM portal serves the registry, the exchange's index service
// answers 500 to everything. One source failing never stops the other; the
// summary says which failed and why; a second run finds the registry unchanged.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeUpdate, updateAll, type UpdateOptions } from '../../src/ingest/update.js';
import { useLoopbackServer } from '../helpers/loopback-server.js';
import { cvmFixture } from './cvm-files/support.js';
import { useIngestDatabase } from './support.js';

describe('npm run update', () => {
  const env = useIngestDatabase();
  const cvm = useLoopbackServer((req, res) => {
    if (req.url === '/dados/FI/CAD/DADOS/registro_fundo_classe.zip') return void res.end(fs.readFileSync(cvmFixture('registro_fundo_classe.zip')));
    res.writeHead(404).end('not found');
  }, '/dados');
  const b3 = useLoopbackServer((_req, res) => void res.writeHead(500).end('down for maintenance'), '/indexStatisticsProxy/IndexCall/GetPortfolioDay');

  const run = () => {
    const options: UpdateOptions = {
      ownerUrl: env.db.superuserUrl,
      dataDir: env.dataDir,
      sources: ['cvm-registro', 'b3-index'],
      today: '2026-11-20',
      baseUrls: { 'cvm-registro': cvm.baseUrl, 'b3-index': b3.baseUrl },
      download: { attempts: 2, baseDelayMs: 1, sleep: async () => {}, onRetry: () => {} },
    };
    return updateAll(options);
  };

  it('loads what one publisher has, says why the other failed, and finds nothing new the second time', async () => {
    const first = await run();
    expect(first.map(({ source, from, new: added, unchanged, failed }) => ({ source, from, new: added, unchanged, failed }))).toEqual([
      { source: 'cvm-registro', from: '2026-11-20', new: 1, unchanged: 0, failed: 0 },
      // never loaded: from 12 months back, the nine indices for 2025 and 2026
      { source: 'b3-index', from: '2025-11-20', new: 0, unchanged: 0, failed: 18 },
    ]);
    expect(first[1].why[0]).toMatch(/^IBOV_2025\.json: could not download .*: HTTP 500 down for maintenance$/);
    expect(b3.requests).toHaveLength(36); // each file tried twice
    const table = describeUpdate(first);
    expect(table.split('\n')[0]).toMatch(/^source\s+from\s+new\s+unchanged\s+absent\s+failed\s+why$/);
    expect(table).toMatch(/b3-index\s+2025-11-20\.\.2026-11-20\s+0\s+0\s+0\s+18\s+IBOV_2025\.json: could not download/);

    const second = await run();
    expect(second.map((r) => [r.source, r.new, r.unchanged, r.failed])).toEqual([
      ['cvm-registro', 0, 1, 0],
      ['b3-index', 0, 0, 18],
    ]);
    expect(cvm.requests).toEqual(['/dados/FI/CAD/DADOS/registro_fundo_classe.zip', '/dados/FI/CAD/DADOS/registro_fundo_classe.zip']);
  });
});
