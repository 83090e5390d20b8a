// @legs direct postgrest docker
// api.trade_consolidated_history through HTTP on built consolidated files
// (FORWARD and other segments, Parcial then Final, a no-trade session) and a
// one-ticker quote tape for the refusal's hint.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConsolidatedTradesFile } from '../../src/ingest/b3-consolidated-trades/load.js';
import { consolidatedText, type ConsolidatedRecord } from '../../src/ingest/b3-consolidated-trades/write.js';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { cotahistFile } from '../helpers/cotahist-file.js';
import { tempDir } from '../ingest/support.js';

const day = (i: number) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10);
const row = (date: string, ticker: string, last: number, more: ConsolidatedRecord = {}): ConsolidatedRecord => ({
  RptDt: date, TckrSymb: ticker, ISIN: `BR${ticker}CTF000`, SgmtNm: 'FORWARD', MinPric: last - 0.5, MaxPric: last + 0.5, TradAvrgPric: last + 0.1, LastPric: last, OscnPctg: 0.25, RefPric: last - 0.2, TradQty: 40, FinInstrmQty: 900, NtlFinVol: 9000.5, ...more,
});
const LONG = Array.from({ length: 1100 }, (_, i) => row(day(i), 'LONG11', 100 + i / 100));

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const file = (name: string, text: string) => (fs.writeFileSync(path.join(dir, name), text), path.join(dir, name));
  const files = [
    file('long.csv', consolidatedText('Final', LONG)),
    file('d1-parcial.csv', consolidatedText('Parcial', [row('2025-07-01', 'FIXA11', 10), row('2025-07-01', 'PETR4', 30, { SgmtNm: 'CASH' }), row('2025-07-01', 'DI1F27', 14, { SgmtNm: 'FINANCIAL' })])),
    file('d1-final.csv', consolidatedText('Final', [row('2025-07-01', 'FIXA11', 10.4), row('2025-07-01', 'PETR4', 30, { SgmtNm: 'CASH' }), row('2025-07-01', 'DI1F27', 14, { SgmtNm: 'FINANCIAL' })])),
    file('d2-parcial.csv', consolidatedText('Parcial', [row('2025-07-02', 'FIXA11', 10.6)])),
    // a session without a trade: the exchange still publishes the reference price
    file('d3-final.csv', consolidatedText('Final', [{ RptDt: '2025-07-03', TckrSymb: 'FIXA11', ISIN: 'BRFIXA11CTF000', SgmtNm: 'FORWARD', RefPric: 10.55, TradQty: 0, FinInstrmQty: 0, NtlFinVol: 0 }])),
  ];
  for (const f of files) await loadConsolidatedTradesFile(f, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  await loadCotahistFile(cotahistFile(dir, 'tape.txt', [{ date: '2025-07-01', codneg: 'PETR4', tpmerc: '010' }, { date: '2025-07-01', codneg: 'VALE3', tpmerc: '010' }]), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'trade_consolidated_history');

describe('trade_consolidated_history', () => {
  it('serves a FORWARD ticker oldest first, as published, with the status of its file', async () => {
    const rows = await ok({ p_ticker: 'fixa11' });
    expect(rows.map((r) => [r.trade_date, r.last_price, r.file_status])).toEqual([['2025-07-01', 10.4, 'Final'], ['2025-07-02', 10.6, 'Parcial'], ['2025-07-03', null, 'Final']]);
    expect(rows[0]).toEqual({
      ticker: 'FIXA11', trade_date: '2025-07-01', isin: 'BRFIXA11CTF000', segment: 'FORWARD', min_price: 9.9, max_price: 10.9, avg_price: 10.5, last_price: 10.4, ref_price: 10.2,
      oscillation_pct: 0.25, trade_count: 40, quantity: 900, notional_brl: 9000.5, file_status: 'Final', source: 'b3_trade_consolidated',
    });
  });

  it('a session with no trade carries only ref_price (never a close, never 0)', async () => {
    const [row] = await ok({ p_ticker: 'FIXA11', p_from: '2025-07-03', p_to: '2025-07-03' });
    expect([row.ref_price, row.last_price, row.min_price, row.max_price, row.avg_price, row.trade_count, row.quantity, row.notional_brl]).toEqual([10.55, null, null, null, null, null, null, null]);
  });

  it('ref_price is never a close: last_price is the last trade even when they differ', async () => {
    const [row] = await ok({ p_ticker: 'FIXA11', p_from: '2025-07-01', p_to: '2025-07-01' });
    expect([row.last_price, row.ref_price]).toEqual([10.4, 10.2]);
  });

  it('pages 1000 rows at a time with p_after, the last page shorter', async () => {
    const first = await ok({ p_ticker: 'LONG11', p_after: '' });
    expect([first.length, first[0].trade_date, first.at(-1)!.trade_date]).toEqual([1000, day(0), day(999)]);
    const second = await ok({ p_ticker: 'LONG11', p_after: first.at(-1)!.trade_date });
    expect([second.length, second[0].trade_date, second.at(-1)!.trade_date]).toEqual([100, day(1000), day(1099)]);
  });

  it('an empty window of a held ticker is []', async () => {
    expect(await ok({ p_ticker: 'FIXA11', p_from: '2024-01-01', p_to: '2024-12-31' })).toEqual([]);
  });
});

describe('trade_consolidated_history refusals', () => {
  it('a ticker of the quote tape: the hint points to quote_history', async () => {
    const error = await refused({ p_ticker: 'VALE3' });
    expect([error.message, error.hint]).toEqual(["trade_consolidated_history: ticker 'VALE3' is not held in the FORWARD segment", 'VALE3 is in the quote-history file: call quote_history with {"p_ticker": "VALE3"}.']);
  });
  it('a ticker of another segment of the file: the detail names it', async () => {
    const error = await refused({ p_ticker: 'PETR4' });
    expect(error.details).toMatch(/^The consolidated file lists it in segment CASH; this function serves the FORWARD segment only/);
    expect(error.hint).toMatch(/call quote_history/);
  });
  it('a ticker held nowhere, never []', async () => {
    const error = await refused({ p_ticker: 'NOPE11' });
    expect(error.hint).toMatch(/^Check the ticker; coverage\(\) lists the history held/);
  });
  it('more than 1000 rows without paging, with how to page', async () => {
    expect((await refused({ p_ticker: 'LONG11' })).hint).toMatch(/Page with p_after = ''/);
  });
  it('a cursor that is not a date', async () => {
    expect((await refused({ p_ticker: 'LONG11', p_after: 'x' })).message).toBe("trade_consolidated_history: p_after 'x' is not a session date");
  });
  it('p_from after p_to', async () => {
    expect((await refused({ p_ticker: 'FIXA11', p_from: '2025-07-02', p_to: '2025-07-01' })).message).toBe('trade_consolidated_history: p_from (2025-07-02) is after p_to (2025-07-01)');
  });
});
