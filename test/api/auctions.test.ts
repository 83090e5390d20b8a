// @legs direct postgrest
// api.auctions through HTTP. The genuine days in test/fixtures hold no auction
// print (TPMERC 017), so the auction rows are golden records built at B3's byte
// positions (test/helpers/cotahist-file.ts), loaded beside the genuine days.
import { describe, expect, it } from 'vitest';
import { withClient } from '../helpers/db.js';
import { genuineTape, useTapeApi, viewRows } from '../helpers/tape-api.js';

const bar = (close: number) => ({ open: close - 1, high: close + 1, low: close - 2, average: close - 0.5, close, bid: close - 0.01, ask: close + 0.01 });
const GOLDEN = [
  { date: '2024-03-01', codneg: 'LEIL3', tpmerc: '017', codbdi: '02', nomres: 'LEILAO SA', especi: 'ON      NM', prices: bar(12.34), trades: 3, quantity: 4500, volume: 55530, isin: 'BRLEILACNOR1' },
  { date: '2024-03-04', codneg: 'LEIL3', tpmerc: '017', codbdi: '02', nomres: 'LEILAO SA', especi: 'ON      NM', prices: bar(12.5), trades: 1, quantity: 100, volume: 1250, isin: 'BRLEILACNOR1' },
  // the same paper's regular session is a quote, not an auction print
  { date: '2024-03-04', codneg: 'LEIL3', tpmerc: '010', codbdi: '02', nomres: 'LEILAO SA', especi: 'ON      NM', prices: bar(12.6), trades: 50, quantity: 5000, volume: 63000, isin: 'BRLEILACNOR1' },
  { date: '2024-03-04', codneg: 'LOTE11', tpmerc: '017', codbdi: '12', especi: 'CI', fatcot: 1000, prices: bar(1500), trades: 1, quantity: 1000, volume: 1500 },
];
const tape = useTapeApi(GOLDEN);

describe('auctions', () => {
  it('serves the auction prints of a ticker as filed, oldest first, and not its regular session', async () => {
    const rows = await viewRows(tape.api(), '/auctions?ticker=eq.LEIL3&trade_date=gte.2024-01-01&order=trade_date');
    expect(rows.map(({ fetched_at: _f, ...r }) => r)).toEqual([
      { ticker: 'LEIL3', trade_date: '2024-03-01', board: '02', short_name: 'LEILAO SA', spec: 'ON      NM', currency: 'R$', open: 11.34, high: 13.34, low: 10.34, average: 11.84, close: 12.34, bid: 12.33, ask: 12.35, trades: 3, quantity: 4500, volume: 55530, isin: 'BRLEILACNOR1', quotation_factor: 1, close_unit: 12.34, source: 'b3_cotahist' },
      { ticker: 'LEIL3', trade_date: '2024-03-04', board: '02', short_name: 'LEILAO SA', spec: 'ON      NM', currency: 'R$', open: 11.5, high: 13.5, low: 10.5, average: 12, close: 12.5, bid: 12.49, ask: 12.51, trades: 1, quantity: 100, volume: 1250, isin: 'BRLEILACNOR1', quotation_factor: 1, close_unit: 12.5, source: 'b3_cotahist' },
    ]);
    expect(rows.every((r) => !Number.isNaN(Date.parse(String(r.fetched_at))))).toBe(true);
  });

  it('divides close by the quotation factor for close_unit', async () => {
    expect(await viewRows(tape.api(), '/auctions?ticker=eq.LOTE11&select=close,quotation_factor,close_unit')).toEqual([{ close: 1500, quotation_factor: 1000, close_unit: 1.5 }]);
  });

  it('holds no row of another market type: none of the genuine days (which print no 017)', async () => {
    expect(genuineTape().some((r) => r.tpmerc === '017')).toBe(false);
    expect(await viewRows(tape.api(), '/auctions?trade_date=lt.2024-01-01')).toEqual([]);
  });

  it('answers [] for an unknown ticker', async () => {
    expect(await viewRows(tape.api(), '/auctions?ticker=eq.NOPE3')).toEqual([]);
  });

  it('reaches the (codneg, trade_date) index for a ticker and a date range', async () => {
    const plan = await withClient(tape.db().superuserUrl, async (c) => {
      await c.query('set enable_seqscan = off');
      const { rows } = await c.query(`explain select * from api.auctions where ticker = 'LEIL3' and trade_date >= '2024-03-01'`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan, plan).toMatch(/Index Cond: \(\(codneg = 'LEIL3'::text\) AND \(trade_date >= '2024-03-01'::date\)\)/);
  });
});
