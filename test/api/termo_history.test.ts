// @legs direct postgrest
// api.termo_history through HTTP: a forward code of the genuine COTAHIST days
// (every term of every session, values read off the raw records) and golden
// records for term ordering, defaults and refusals.
import { describe, expect, it } from 'vitest';
import { rpcCalls } from '../helpers/rpc.js';
import { genuineTape, useTapeApi } from '../helpers/tape-api.js';

const day = (i: number) => new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10);
const price = (p: number) => ({ open: p, high: p, low: p, average: p, close: p });
const GOLDEN = [
  // terms written out of order: served shortest first
  ...[120, 30, 60, 9].map((termDays) => ({ date: '2024-03-01', codneg: 'TERM3T', tpmerc: '030', termDays, prices: price(10 + termDays / 100) })),
  // the same code's cash-market print is not a forward
  { date: '2024-03-01', codneg: 'TERM3T', tpmerc: '010', prices: price(9) },
  // 550 sessions of two terms each
  ...Array.from({ length: 550 }, (_, i) => [30, 60].map((termDays) => ({ date: day(i), codneg: 'LONG3T', tpmerc: '030', termDays, prices: price(20) }))).flat(),
];
const tape = useTapeApi(GOLDEN);
const { ok, refused } = rpcCalls(tape.api, 'termo_history');

describe('termo_history', () => {
  it('serves every session and term of a genuine forward code, oldest first, shortest term first, as filed', async () => {
    const records = genuineTape().filter((r) => r.codneg === 'PETR4T' && r.tpmerc === '030')
      .sort((a, b) => a.trade_date.localeCompare(b.trade_date) || Number(a.prazot) - Number(b.prazot));
    expect(records.length).toBeGreaterThan(10);
    const rows = await ok({ p_codneg: 'petr4t', p_from: '2022-02-01', p_to: '2022-02-28' });
    expect(rows.map(({ fetched_at: _f, ...r }) => r)).toEqual(records.filter((r) => r.trade_date >= '2022-02-01').map((r) => ({
      codneg: 'PETR4T', trade_date: r.trade_date, term_days: Number(r.prazot), isin: r.isin, spec: r.especi, short_name: r.nomres,
      currency: r.modref, open: r.open, high: r.high, low: r.low, average: r.average, close: r.close, bid: r.bid, ask: r.ask,
      trades: r.trades, quantity: r.quantity, volume: r.volume, quotation_factor: r.fatcot, source: 'b3_cotahist',
    })));
  });

  it('orders a session\'s terms by length of term, and serves no cash row of the code', async () => {
    expect((await ok({ p_codneg: 'TERM3T', p_from: '2024-03-01', p_to: '2024-03-01' })).map((r) => [r.term_days, r.close])).toEqual([[9, 10.09], [30, 10.3], [60, 10.6], [120, 11.2]]);
  });

  it('defaults to the 365 days before p_to', async () => {
    const rows = await ok({ p_codneg: 'LONG3T', p_to: day(400) });
    expect([rows[0].trade_date, rows.at(-1)!.trade_date, rows.length]).toEqual([day(35), day(400), 2 * 366]);
  });

  it('answers [] for an unknown code and for a window without a print', async () => {
    expect(await ok({ p_codneg: 'NOPE3T', p_from: '2024-01-01', p_to: '2024-12-31' })).toEqual([]);
    expect(await ok({ p_codneg: 'TERM3T', p_from: '2024-03-02', p_to: '2024-12-31' })).toEqual([]);
  });

  it('refuses a window of more than 1000 rows (terms count), and serves 1000', async () => {
    const error = await refused({ p_codneg: 'LONG3T', p_from: day(0), p_to: day(549) });
    expect([error.message, error.hint]).toEqual(['termo_history: the requested window holds more than 1000 rows; refused rather than trimmed', 'Narrow p_from/p_to: a code prints one row per session and term, so several a session.']);
    expect(await ok({ p_codneg: 'LONG3T', p_from: day(0), p_to: day(499) })).toHaveLength(1000);
  });

  it('refuses p_from after p_to', async () => {
    expect((await refused({ p_codneg: 'LONG3T', p_from: '2024-02-02', p_to: '2024-02-01' })).message).toBe('termo_history: p_from (2024-02-02) is after p_to (2024-02-01)');
  });
});
