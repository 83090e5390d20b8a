// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { command as sidra } from '../../../src/ingest/ibge-sidra/command.js';
import { sidraRequests, sidraUrl } from '../../../src/ingest/ibge-sidra/fetch.js';
import { withClient } from '../../helpers/db.js';
import { SIDRA_HEADER, sidraObservation } from '../../helpers/sidra-answer.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, useIngestDatabase } from '../support.js';

describe('SIDRA request building', () => {
  it('splits a month range at calendar years and at the 2020-01 change of table', () => {
    expect(sidraRequests({ from: '2019-11', to: '2021-02' })).toEqual([
      { table: 1419, from: '2019-11', to: '2019-12' },
      { table: 7060, from: '2020-01', to: '2020-12' },
      { table: 7060, from: '2021-01', to: '2021-02' },
    ]);
  });
  it('asks for variables 63, 66, 69, 2265 and every classification 315 node, as JSON', () => {
    expect(sidraUrl({ table: 7060, from: '2026-01', to: '2026-03' })).toBe('https://apisidra.ibge.gov.br/values/t/7060/n1/all/v/63,66,69,2265/p/202601-202603/c315/all?formato=json');
  });
});

describe('fetching', () => {
  const env = useIngestDatabase();
  let failuresLeft = 1;

  const site = useLoopbackServer((req, res) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      res.writeHead(503).end('busy');
      return;
    }
    // 2019 and 2020 are published; 2021 is not yet (the header row only)
    const period = /\/p\/(\d{6})-(\d{6})\//.exec(req.url!)![1];
    const body = period.startsWith('2021')
      ? [SIDRA_HEADER]
      : [SIDRA_HEADER, sidraObservation('63', `${period.slice(0, 4)}-12`, 7170, '1.Alimentação e bebidas', '0.50')];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }, '/values');
  const requests = site.requests;

  it('downloads a year per request (retrying a 503), loads each, and records a year not yet published as 0 rows', async () => {
    const results = await fetchOnline(sidra, { flags: { from: '2019-12', to: '2021-03' } }, {
      ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl,
      download: { baseDelayMs: 1, sleep: async () => {} },
    });
    expect(requests.map((r) => /\/t\/(\d+)\/.*\/p\/([\d-]+)\//.exec(r)!.slice(1).join(' '))).toEqual([
      '1419 201912-201912', '1419 201912-201912', '7060 202001-202012', '7060 202101-202103',
    ]);
    expect(results.map((r) => (r.status === 'loaded' ? [r.fileName, r.rowsRead, r.rowsInserted] : r.status))).toEqual([
      ['sidra_1419_2019-12_2019-12.json', 1, 1],
      ['sidra_7060_2020-01_2020-12.json', 1, 1],
      ['sidra_7060_2021-01_2021-03.json', 0, 0],
    ]);
    const rows = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('ibge.ipca_item').select(['sidra_table', 'change_month']).orderBy('reference_month').execute());
    expect(rows).toEqual([{ sidra_table: 1419, change_month: '0.50' }, { sidra_table: 7060, change_month: '0.50' }]);
  });
});
