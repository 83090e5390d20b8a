// @legs direct postgrest docker
// api.quote_history and api.quotes through HTTP on the genuine COTAHIST days
// (expectations read off the raw records) and a built file of 1,100 sessions.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { cotahistFile, field, genuineRecords, price } from '../helpers/cotahist-file.js';
import { tempDir } from '../ingest/support.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/b3');
const DAYS = ['COTAHIST_D03022022.TXT', 'COTAHIST_D04022022.TXT'].map((f) => path.join(FIXTURES, f));
const day = (i: number) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
const LONG = Array.from({ length: 1100 }, (_, i) => ({ date: day(i), codneg: 'LONG3', tpmerc: '010', prices: { open: 10, high: 11, low: 9, average: 10, close: 10 + (i % 7) / 100 } }));
// LONG3 on the odd-lot board too: on day 5, and on day 998, whose cash row is the 1000th row of LONG3 over day 0..1099
// (both boards): a page of both boards then ends inside that session
const ODD = [
  { date: day(5), codneg: 'LONG3F', tpmerc: '020' },
  { date: day(5), codneg: 'LONG3', tpmerc: '020', prices: { open: 1, high: 1, low: 1, average: 1, close: 10.07 } },
  { date: day(998), codneg: 'LONG3', tpmerc: '020', prices: { open: 2, high: 2, low: 2, average: 2, close: 10.98 } },
];

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  for (const file of [...DAYS, cotahistFile(dir, 'long.txt', [...LONG, ...ODD])]) await loadCotahistFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'quote_history');
const FEB = { p_from: '2022-02-01', p_to: '2022-02-28' };

describe('quote_history', () => {
  it('serves PETR4 session by session with the raw published prices', async () => {
    const expected = DAYS.map((file) => genuineRecords(file).find((r) => field(r, 13, 24).trim() === 'PETR4' && field(r, 25, 27) === '010')!);
    const rows = await ok({ p_ticker: 'petr4', ...FEB });
    expect(rows.map((r) => [r.trade_date, r.board, r.open, r.high, r.low, r.close, r.average, r.bid, r.ask, r.isin, r.quotation_factor, r.source])).toEqual(
      expected.map((r) => [`${field(r, 3, 6)}-${field(r, 7, 8)}-${field(r, 9, 10)}`, 'cash', price(r, 57), price(r, 70), price(r, 83), price(r, 109), price(r, 96), price(r, 122), price(r, 135), field(r, 231, 242), Number(field(r, 211, 217)), 'b3_cotahist']),
    );
    expect(rows.map((r) => [r.trades, r.quantity, r.volume])).toEqual(expected.map((r) => [Number(field(r, 148, 152)), Number(field(r, 153, 170)), Number(field(r, 171, 188)) / 100]));
  });

  it('serves both boards by default, one board when asked', async () => {
    const window = { p_from: day(5), p_to: day(5) };
    expect((await ok({ p_ticker: 'LONG3', ...window })).map((r) => r.board)).toEqual(['cash', 'odd_lot']);
    expect((await ok({ p_ticker: 'LONG3', ...window, p_board: 'odd_lot' })).map((r) => [r.board, r.close])).toEqual([['odd_lot', 10.07]]);
  });

  it('answers [] for an unknown ticker', async () => {
    expect(await ok({ p_ticker: 'NOPE3', ...FEB })).toEqual([]);
  });

  it('defaults to the 365 days before p_to', async () => {
    const rows = await ok({ p_ticker: 'LONG3', p_board: 'cash', p_to: day(400) });
    expect([rows[0].trade_date, rows.at(-1)!.trade_date, rows.length]).toEqual([day(35), day(400), 366]);
  });

  it('pages 1000 rows at a time with p_board and p_after, the last page shorter', async () => {
    const whole = { p_ticker: 'LONG3', p_board: 'cash', p_from: day(0), p_to: day(1099) };
    const first = await ok({ ...whole, p_after: '' });
    expect([first.length, first[0].trade_date, first.at(-1)!.trade_date]).toEqual([1000, day(0), day(999)]);
    const second = await ok({ ...whole, p_after: first.at(-1)!.trade_date });
    expect([second.length, second[0].trade_date, second.at(-1)!.trade_date]).toEqual([100, day(1000), day(1099)]);
  });
});

describe('quote_history paging without p_board (the spec: first page p_after = \'\')', () => {
  type Row = Record<string, unknown>;
  const key = (r: Row) => `${r.trade_date}|${r.board}`;
  const whole = { p_ticker: 'LONG3', p_from: day(0), p_to: day(1099) };

  it('walking every page returns exactly the unpaged rows of both boards, each once, in order', async () => {
    const pages: Row[][] = [];
    let after = '';
    for (;;) {
      const page = await ok({ ...whole, p_after: after });
      pages.push(page);
      if (page.length < 1000) break;
      after = key(page.at(-1)!);
    }
    // the first page ends inside day 998 (its cash row), the second starts with that session's odd-lot row
    expect(pages.map((p) => [p.length, key(p[0]), key(p.at(-1)!)])).toEqual([
      [1000, `${day(0)}|cash`, `${day(998)}|cash`],
      [102, `${day(998)}|odd_lot`, `${day(1099)}|cash`],
    ]);
    // the unpaged rows: whole-result mode over two windows of at most 1000 rows each
    const unpaged = [...(await ok({ ...whole, p_to: day(599) })), ...(await ok({ ...whole, p_from: day(600) }))];
    const walked = pages.flat();
    expect(unpaged).toHaveLength(1102);
    expect(new Set(walked.map(key)).size).toBe(walked.length);
    expect(walked).toEqual(unpaged);
  });

  it('the board-carrying cursor also pages one board, and a bare trade_date still does with p_board', async () => {
    const odd = await ok({ ...whole, p_board: 'odd_lot', p_after: `${day(5)}|odd_lot` });
    expect(odd.map(key)).toEqual([`${day(998)}|odd_lot`]);
    expect((await ok({ ...whole, p_board: 'odd_lot', p_after: day(5) })).map(key)).toEqual([`${day(998)}|odd_lot`]);
  });
});

describe('quote_history refusals', () => {
  it('more than 1000 rows without paging, with how to page', async () => {
    expect((await refused({ p_ticker: 'LONG3', p_from: day(0), p_to: day(1099) })).hint).toBe("Page with p_after = '' (then the last row's trade_date|board), or narrow p_from/p_to.");
  });
  it('a bare trade_date without p_board: the session alone does not say where the page ended', async () => {
    const error = await refused({ p_ticker: 'LONG3', p_after: day(998) });
    expect([error.message, error.hint]).toEqual([`quote_history: p_after '${day(998)}' needs the board`, `Send the last row's trade_date|board, e.g. ${day(998)}|odd_lot, or send p_board with a bare trade_date.`]);
  });
  it('a cursor that is not trade_date|board, or whose board is not p_board', async () => {
    expect((await refused({ p_ticker: 'LONG3', p_after: `${day(5)}|lot` })).message).toBe(`quote_history: p_after '${day(5)}|lot' is not a quote_history cursor`);
    expect((await refused({ p_ticker: 'LONG3', p_after: 'x|cash' })).details).toBe('The cursor is the last row\'s trade_date|board, board cash or odd_lot.');
    expect((await refused({ p_ticker: 'LONG3', p_board: 'cash', p_after: `${day(5)}|odd_lot` })).message).toBe("quote_history: the cursor's board odd_lot is not p_board cash");
  });
  it('a cursor that is not a date', async () => {
    expect((await refused({ p_ticker: 'LONG3', p_board: 'cash', p_after: 'abc' })).message).toBe("quote_history: p_after 'abc' is not a session date");
  });
  it('an unknown board', async () => {
    expect((await refused({ p_ticker: 'LONG3', p_board: 'lot' })).details).toBe('Boards: cash (standard lot) and odd_lot.');
  });
  it('p_from after p_to', async () => {
    expect((await refused({ p_ticker: 'LONG3', p_from: '2022-02-02', p_to: '2022-02-01' })).message).toMatch(/^quote_history: /);
  });
});

describe('the quotes view', () => {
  it('filters by ticker and session, raw prices, and reaches the ticker and session index through the view', async () => {
    const res = await api.get('/quotes?ticker=eq.PETR4&trade_date=gte.2022-02-04&select=ticker,trade_date,board,close,asset_class');
    expect(res.status).toBe(200);
    const record = genuineRecords(DAYS[1]).find((r) => field(r, 13, 24).trim() === 'PETR4' && field(r, 25, 27) === '010')!;
    expect(await res.json()).toEqual([{ ticker: 'PETR4', trade_date: '2022-02-04', board: 'cash', close: price(record, 109), asset_class: 'equity' }]);
    // the filter reaches the (codneg, trade_date) index through the view (seq scans off: the test tape is tiny)
    const plan = await withClient(db.superuserUrl, async (c) => {
      await c.query('set enable_seqscan = off');
      const { rows } = await c.query(`explain select * from api.quotes where ticker = 'PETR4' and trade_date >= '2022-02-04'`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan, plan).toMatch(/(Bitmap Index|Index|Index Only) Scan on cotahist_codneg_date|Index (Only )?Scan using cotahist_codneg_date/);
    expect(plan).toMatch(/Index Cond: \(\(codneg = 'PETR4'::text\) AND \(trade_date >= '2022-02-04'::date\)\)/);
  });
});
