// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { command as sgs } from '../../../src/ingest/bcb-sgs/command.js';
import { sgsUrl, sgsWindows } from '../../../src/ingest/bcb-sgs/fetch.js';
import { withClient } from '../../helpers/db.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, useIngestDatabase } from '../support.js';

describe('SGS request building', () => {
  it('writes dates dd/mm/yyyy into the bcdata.sgs URL', () => {
    expect(sgsUrl(432, { from: '2024-01-01', to: '2024-03-31' })).toBe('https://api.bcb.gov.br/dados/serie/bcdata.sgs.432/dados?formato=json&dataInicial=01/01/2024&dataFinal=31/03/2024');
  });
  it('splits a range into windows of at most 5 calendar years (SGS refuses daily series over 10 years)', () => {
    expect(sgsWindows({ from: '2012-03-01', to: '2026-10-30' })).toEqual([
      { from: '2012-03-01', to: '2016-12-31' },
      { from: '2017-01-01', to: '2021-12-31' },
      { from: '2022-01-01', to: '2026-10-30' },
    ]);
  });
});

describe('the series flags', () => {
  it('give --file loads at most one series (the series of the files)', () => {
    expect(sgs.fileOptions!({ series: ['433'] })).toEqual({ series: '433' });
    expect(() => sgs.fileOptions!({ series: ['433', '12'] })).toThrow(/--file takes at most one --series/);
  });
});

describe('fetching', () => {
  const env = useIngestDatabase();

  const site = useLoopbackServer((req, res) => {
    if (requests.length === 1) return void res.writeHead(500).end('busy'); // retried
    const from = /dataInicial=(\d\d)\/(\d\d)\/(\d{4})/.exec(req.url!)!;
    if (from[3] === '2012') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Value(s) not found"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ data: `${from[1]}/${from[2]}/${from[3]}`, valor: '10.50' }]));
  }, '/dados/serie');
  const requests = site.requests;

  it('downloads window by window by label, retries a 500, and loads a 404 window as 0 rows', async () => {
    const results = await fetchOnline(sgs, { flags: { series: 'selic_meta', from: '2012-03-01', to: '2020-06-30' } }, {
      ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl,
      download: { baseDelayMs: 1, sleep: async () => {} },
    });
    expect(requests.map((r) => /bcdata\.sgs\.(\d+)\/dados\?formato=json&dataInicial=([\d/]+)&dataFinal=([\d/]+)/.exec(r)!.slice(1).join(' '))).toEqual([
      '432 01/03/2012 31/12/2016', '432 01/03/2012 31/12/2016', '432 01/01/2017 30/06/2020',
    ]);
    expect(results.map((r) => (r.status === 'loaded' ? [r.fileName, r.rowsRead] : r.status))).toEqual([
      ['sgs_432_2012-03-01_2016-12-31.json', 0],
      ['sgs_432_2017-01-01_2020-06-30.json', 1],
    ]);
    const rows = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('bcb.sgs').select(['code', 'value']).execute());
    expect(rows).toEqual([{ code: 432, value: '10.50' }]);
  });

  it('fetches every series of the inflation family with `--series inflation`, beside other series, each once', async () => {
    const before = requests.length;
    const results = await fetchOnline(sgs, { flags: { series: ['inflation', 'CDI', '433'], from: '2025-01-01', to: '2025-06-30' } }, {
      ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl,
      download: { baseDelayMs: 1, sleep: async () => {} },
    });
    const codes = requests.slice(before).map((r) => Number(/bcdata\.sgs\.(\d+)\//.exec(r)![1]));
    // the family in label order, then CDI; 433 asked again is fetched once
    expect(codes.at(-1)).toBe(12);
    expect(codes.slice(0, -1).sort((a, b) => a - b)).toEqual([433, 1635, 1636, 1637, 1638, 1639, 1640, 1641, 1642, 1643, 4447, 4448, 4449, 4466, 7478, 10841, 10842, 10843, 10844, 11426, 11427, 11428, 13522, 16121, 16122, 21379]);
    expect(results.every((r) => r.status === 'loaded')).toBe(true);
    const held = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c).selectFrom('bcb.sgs').innerJoin('bcb.inflation_series', 'bcb.inflation_series.code', 'bcb.sgs.code').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow());
    expect(Number(held.n)).toBe(26);
  });

  it('refuses an unknown series before any download', async () => {
    const before = requests.length;
    await expect(fetchOnline(sgs, { flags: { series: 'SELIC', from: '2020-01-01', to: '2020-02-01' } }, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl })).rejects.toThrow(/unknown SGS series "SELIC"/);
    expect(requests.length).toBe(before);
  });
});
