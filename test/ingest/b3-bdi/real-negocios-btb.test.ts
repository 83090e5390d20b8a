// The exchange's real lending-trades day (22-03-2023_NEGOCIOSBTB.zip, byte for
// byte): every record loads, and values read back through the API equal the file.
import fs from 'node:fs';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBdiFile } from '../../../src/ingest/b3-bdi/load.js';
import { REAL_NEGOCIOS_BTB } from '../../../src/sample/b3-bdi/index.js';
import { startApi, type RunningApi } from '../../helpers/api.js';
import { asText, readDb } from '../../helpers/db.js';
import { useIngestDatabase } from '../support.js';

// the same bytes the b3-bdi sample set ships (samples/b3-bdi/)
const REAL = REAL_NEGOCIOS_BTB;
const env = useIngestDatabase();
let api: RunningApi;
let lines: string[][];

/** The file's records, read independently of the loader (plain split). */
async function readRecords(): Promise<string[][]> {
  const text = await new Promise<string>((resolve, reject) =>
    yauzl.open(REAL, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip!.readEntry();
      zip!.on('entry', (entry) =>
        zip!.openReadStream(entry, async (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          for await (const chunk of stream!) chunks.push(chunk as Buffer);
          resolve(Buffer.concat(chunks).toString('latin1'));
        }),
      );
    }),
  );
  return text.split(/\r?\n/).filter(Boolean).slice(1).map((l) => l.split(';'));
}

beforeAll(async () => {
  lines = await readRecords();
  api = await startApi(env.db);
});
afterAll(() => api?.close());

const num = (text: string) => Number(text.replace(',', '.'));

describe('22-03-2023_NEGOCIOSBTB.zip', () => {
  it('loads every record: one trade per line, 442 tickers, 41 participants, one session', async () => {
    const result = await loadBdiFile(REAL, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
    expect(result).toMatchObject({ status: 'loaded', rowsRead: lines.length + 1, rowsInserted: lines.length + 1 });
    expect(lines).toHaveLength(32603);
    const stats = await readDb(env.db.superuserUrl, (db) => {
      const parties = db.selectFrom('b3.lending_trade').select('lender_code as p').union(db.selectFrom('b3.lending_trade').select('borrower_code as p'));
      return db
        .selectFrom('b3.lending_trade')
        .select((eb) => [
          eb.cast<number>(eb.fn.countAll(), 'integer').as('trades'),
          eb.cast<number>(eb.fn.count('ticker').distinct(), 'integer').as('tickers'),
          eb.selectFrom(parties.as('x')).select((x) => x.cast<number>(x.fn.count('p').distinct(), 'integer').as('n')).as('participants'),
          eb.cast<string>(eb.fn.min('trade_date'), 'text').as('first'),
          eb.cast<string>(eb.fn.max('trade_date'), 'text').as('last'),
          eb.cast<string>(eb.fn.sum('quantity'), 'text').as('quantity'),
        ])
        .executeTakeFirstOrThrow();
    });
    expect(stats).toEqual({
      trades: 32603, tickers: new Set(lines.map((l) => l[1])).size, participants: 41, first: '2023-03-22', last: '2023-03-22',
      quantity: String(lines.reduce((s, l) => s + Number(l[4]), 0)),
    });
    expect(new Set(lines.map((l) => l[1])).size).toBe(442);
  });

  it('serves per-ticker values through the API equal to the file', async () => {
    for (const ticker of ['VALE3', 'ITUB4', 'JBSS3']) {
      const mine = lines.filter((l) => l[1] === ticker);
      const response = await api.get(`/lending_trades?ticker=eq.${ticker}`);
      expect(await response.json()).toEqual([
        expect.objectContaining({
          trade_date: '2023-03-22', ticker, trades: mine.length,
          quantity: mine.reduce((s, l) => s + Number(l[4]), 0),
          rate_min_pct: Math.min(...mine.map((l) => num(l[3]))),
          rate_max_pct: Math.max(...mine.map((l) => num(l[3]))),
          lender_brokers: new Set(mine.map((l) => l[10])).size,
          borrower_brokers: new Set(mine.map((l) => l[11])).size,
          internal_trades: mine.filter((l) => l[10] === l[11]).length,
        }),
      ]);
    }
  });

  it('serves a participant leg through the API equal to the file', async () => {
    const vale = lines.filter((l) => l[1] === 'VALE3');
    const lent = vale.filter((l) => l[10] === '85').reduce((s, l) => s + Number(l[4]), 0);
    const borrowed = vale.filter((l) => l[11] === '85').reduce((s, l) => s + Number(l[4]), 0);
    const response = await api.get('/lending_participants?ticker=eq.VALE3&broker_code=eq.85&select=quantity_lent,quantity_borrowed,quantity_net,broker_name');
    expect(await response.json()).toEqual([{ quantity_lent: lent, quantity_borrowed: borrowed, quantity_net: lent - borrowed, broker_name: null }]);
  });

  it('keeps the first record as published (the swapped DataDoPregao/TipoSessaoPregao columns read by their values)', async () => {
    const first = await readDb(env.db.superuserUrl, (db) =>
      db
        .selectFrom('b3.lending_trade')
        .select((eb) => [...asText(eb, 'trade_date'), 'ticker', 'update_action', ...asText(eb, 'rate_pct', 'quantity', 'trade_time'), 'session_type', 'market', 'lender_code', 'borrower_code'])
        .where('trade_number', '=', '44171101')
        .executeTakeFirstOrThrow(),
    );
    expect(first).toEqual({ trade_date: '2023-03-22', ticker: 'JBSS3', update_action: '0', rate_pct: '0.090', quantity: '4', trade_time: '08:00:44.489', session_type: '1', market: '91', lender_code: '27', borrower_code: '27' });
  });
});
