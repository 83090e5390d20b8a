// Online mode against a local HTTP server on 127.0.0.1 only; nothing leaves the machine.
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { command as consolidated } from '../../../src/ingest/b3-consolidated-trades/command.js';
import { consolidatedText } from '../../../src/ingest/b3-consolidated-trades/write.js';
import { withClient } from '../../helpers/db.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { fetchOnline, useIngestDatabase, type OnlineOptions } from '../support.js';

describe('fetching', () => {
  const env = useIngestDatabase();
  const once = new Set<string>();
  const first = (what: string) => !once.has(what) && Boolean(once.add(what));

  const site = useLoopbackServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname.endsWith('/requestname')) {
      if (first('403')) return void res.writeHead(403).end('cloudflare'); // not retried: 4xx other than 429
      const day = url.searchParams.get('date');
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ redirectUrl: `~/download?token=t-${day}` }));
    }
    const token = url.searchParams.get('token');
    if (token === 't-2026-07-03' && first('502')) return void res.writeHead(502).end(); // retried
    if (token === 't-2026-07-06') return void res.writeHead(200).end(''); // no session
    res.writeHead(200, { 'content-type': 'text/csv' }).end(consolidatedText('Final', [{ RptDt: '2026-07-03', TckrSymb: 'FIXA11', SgmtNm: 'FORWARD', LastPric: 10.5, RefPric: 10.5, TradQty: 3 }]));
  }, '/api/download');
  const requests = site.requests;

  it('asks requestname for a token, downloads with it, retries a 502, and reports an empty body as no file', async () => {
    const common = { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, baseUrl: site.baseUrl, download: { baseDelayMs: 1, sleep: async () => {} } };
    const fetchAndLoadConsolidatedTrades = ({ days, onNoFile, ...options }: OnlineOptions & { days: string[]; onNoFile?: (day: string) => void }) =>
      fetchOnline(consolidated, { flags: { date: days } }, { ...options, onNote: onNoFile });
    await expect(fetchAndLoadConsolidatedTrades({ ...common, days: ['2026-07-03'] })).rejects.toThrow(/TradeInformationConsolidatedFile_2026-07-03.csv: could not download .*HTTP 403/);
    requests.length = 0;
    const none: string[] = [];
    const results = await fetchAndLoadConsolidatedTrades({ ...common, days: ['2026-07-03', '2026-07-06'], onNoFile: (day) => none.push(day) });
    expect(requests).toEqual([
      '/api/download/requestname?fileName=TradeInformationConsolidatedFile&date=2026-07-03&recaptchaToken=',
      '/api/download/?token=t-2026-07-03',
      '/api/download/?token=t-2026-07-03',
      '/api/download/requestname?fileName=TradeInformationConsolidatedFile&date=2026-07-06&recaptchaToken=',
      '/api/download/?token=t-2026-07-06',
    ]);
    expect(none).toEqual(['2026-07-06']);
    expect(results.map((r) => [r.fileName, r.status])).toEqual([['TradeInformationConsolidatedFile_2026-07-03.csv', 'loaded']]);
    expect(await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.trade_consolidated').select(['tckr_symb', 'last_pric']).execute())).toEqual([{ tckr_symb: 'FIXA11', last_pric: '10.5' }]);
  });
});
