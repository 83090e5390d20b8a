// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { command as indices } from '../../../src/ingest/b3-index/command.js';
import { indexUrl } from '../../../src/ingest/b3-index/fetch.js';
import { withClient } from '../../helpers/db.js';
import { B3_FIXTURES } from '../../helpers/price-report.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, useIngestDatabase } from '../support.js';

describe('the request', () => {
  it('carries {"language":"en-us","index":"IBOV","year":2022} base64 in the path, as the exchange answered it for rb3', () => {
    expect(indexUrl('IBOV', 2022)).toBe('https://sistemaswebb3-listados.b3.com.br/indexStatisticsProxy/IndexCall/GetPortfolioDay/eyJsYW5ndWFnZSI6ImVuLXVzIiwiaW5kZXgiOiJJQk9WIiwieWVhciI6MjAyMn0=');
  });
});

describe('fetching', () => {
  const env = useIngestDatabase();
  const asked: unknown[] = [];

  const answer = fs.readFileSync(path.join(B3_FIXTURES, 'IBOV_2022.json'));
  const site = useLoopbackServer((req, res) => {
    const args = JSON.parse(Buffer.from(req.url!.split('/').at(-1)!, 'base64').toString('utf8'));
    asked.push(args);
    if (asked.length === 1) return void res.writeHead(500).end(); // retried
    res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
  }, '/indexStatisticsProxy/IndexCall/GetPortfolioDay');

  it('downloads each index and year, retries a 500, and loads under <INDEX>_<YYYY>.json', async () => {
    const results = await fetchOnline(indices, { flags: { index: ['IBOV', 'SMLL'], year: ['2022'] } }, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl, download: { baseDelayMs: 1, sleep: async () => {} } });
    expect(asked).toEqual([{ language: 'en-us', index: 'IBOV', year: 2022 }, { language: 'en-us', index: 'IBOV', year: 2022 }, { language: 'en-us', index: 'SMLL', year: 2022 }]);
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['IBOV_2022.json', 'loaded'], ['SMLL_2022.json', 'loaded']]);
    const codes = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.index_level').select('index_code').distinct().orderBy('index_code').execute());
    expect(codes.map((c) => c.index_code)).toEqual(['IBOV', 'SMLL']);
  });
});
