// @legs direct postgrest
// api.option_history through HTTP: a series of the genuine COTAHIST days (values
// read off the raw records) and golden records for reuse, defaults and refusals.
import { describe, expect, it } from 'vitest';
import { rpcCalls } from '../helpers/rpc.js';
import { genuineTape, useTapeApi } from '../helpers/tape-api.js';

const day = (i: number) => new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10);
const premium = (p: number) => ({ open: p, high: p, low: p, average: p, close: p });
const GOLDEN = [
  // one code, two series: the code is reused after the first expired
  { date: '2024-01-10', codneg: 'REUSA100', tpmerc: '070', strike: 10, expiry: '2024-01-15', prices: premium(1) },
  { date: '2024-02-10', codneg: 'REUSA100', tpmerc: '070', strike: 10.5, expiry: '2025-01-17', prices: premium(2) },
  // a put, and its exercise (an event: not served here) and a cash row of the same code
  { date: '2024-01-10', codneg: 'PUTSM50', tpmerc: '080', strike: 5, expiry: '2024-01-15', prices: premium(0.3) },
  { date: '2024-01-15', codneg: 'PUTSM50', tpmerc: '013', strike: 5, expiry: '2024-01-15', prices: premium(5) },
  // 1,100 sessions of one code
  ...Array.from({ length: 1100 }, (_, i) => ({ date: day(i), codneg: 'LONGA100', tpmerc: '070', strike: 10, expiry: '2026-12-18', prices: premium(1 + i / 1000) })),
];
const tape = useTapeApi(GOLDEN);
const { ok, refused } = rpcCalls(tape.api, 'option_history');

describe('option_history', () => {
  it('serves a genuine series session by session, oldest first, as filed', async () => {
    const records = genuineTape().filter((r) => r.codneg === 'PETRB166' && ['070', '080'].includes(r.tpmerc));
    expect(records.length).toBe(2);
    const rows = await ok({ p_codneg: 'petrb166', p_from: '2022-02-01', p_to: '2022-02-28' });
    expect(rows.map(({ fetched_at: _f, ...r }) => r)).toEqual(records.map((r) => ({
      codneg: 'PETRB166', trade_date: r.trade_date, side: r.tpmerc === '070' ? 'call' : 'put', strike: r.strike, expiry: r.expiry, isin: r.isin,
      spec: r.especi, short_name: r.nomres, currency: r.modref, open: r.open, high: r.high, low: r.low, average: r.average, close: r.close,
      bid: r.bid, ask: r.ask, trades: r.trades, quantity: r.quantity, volume: r.volume, quotation_factor: r.fatcot, distribution_number: r.dismes,
      source: 'b3_cotahist',
    })));
  });

  it('serves puts as put, and not the exercise events of the code', async () => {
    expect((await ok({ p_codneg: 'PUTSM50', p_from: '2024-01-01', p_to: '2024-01-31' })).map((r) => [r.trade_date, r.side, r.strike])).toEqual([['2024-01-10', 'put', 5]]);
  });

  it('shows both series of a reused code, told apart by expiry', async () => {
    expect((await ok({ p_codneg: 'REUSA100', p_from: '2024-01-01', p_to: '2024-12-31' })).map((r) => [r.trade_date, r.strike, r.expiry])).toEqual([
      ['2024-01-10', 10, '2024-01-15'], ['2024-02-10', 10.5, '2025-01-17'],
    ]);
  });

  it('defaults to the 365 days before p_to', async () => {
    const rows = await ok({ p_codneg: 'LONGA100', p_to: day(500) });
    expect([rows[0].trade_date, rows.at(-1)!.trade_date, rows.length]).toEqual([day(135), day(500), 366]);
  });

  it('answers [] for an unknown code and for a window without a print', async () => {
    expect(await ok({ p_codneg: 'NOPEA100', p_from: '2024-01-01', p_to: '2024-12-31' })).toEqual([]);
    expect(await ok({ p_codneg: 'REUSA100', p_from: '2024-03-01', p_to: '2024-12-31' })).toEqual([]);
  });

  it('refuses a window of more than 1000 rows, and serves 1000', async () => {
    const error = await refused({ p_codneg: 'LONGA100', p_from: day(0), p_to: day(1099) });
    expect([error.message, error.hint]).toEqual(['option_history: the requested window holds more than 1000 rows; refused rather than trimmed', 'Narrow p_from/p_to (one series trades once a session).']);
    expect(await ok({ p_codneg: 'LONGA100', p_from: day(0), p_to: day(999) })).toHaveLength(1000);
  });

  it('refuses p_from after p_to', async () => {
    expect((await refused({ p_codneg: 'LONGA100', p_from: '2024-02-02', p_to: '2024-02-01' })).message).toBe('option_history: p_from (2024-02-02) is after p_to (2024-02-01)');
  });
});
