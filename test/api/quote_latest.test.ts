// @legs direct postgrest
// api.quote_latest through HTTP: the newest of the genuine COTAHIST days (values
// read off the raw record) and golden records for the board rules.
import { describe, expect, it } from 'vitest';
import { rpcCalls } from '../helpers/rpc.js';
import { genuineTape, useTapeApi } from '../helpers/tape-api.js';

const bar = (close: number) => ({ open: close, high: close, low: close, average: close, close });
const GOLDEN = [
  // both boards on its newest session
  { date: '2024-03-01', codneg: 'BOTH3', tpmerc: '010', prices: bar(10) },
  { date: '2024-03-04', codneg: 'BOTH3', tpmerc: '010', prices: bar(11) },
  { date: '2024-03-04', codneg: 'BOTH3', tpmerc: '020', prices: bar(11.5) },
  // its newest print is an odd-lot one, its newest cash session older
  { date: '2024-03-01', codneg: 'ODDL3', tpmerc: '010', prices: bar(20) },
  { date: '2024-03-05', codneg: 'ODDL3', tpmerc: '020', prices: bar(21) },
];
const tape = useTapeApi(GOLDEN);
const { ok, refused } = rpcCalls(tape.api, 'quote_latest');

describe('quote_latest', () => {
  it('serves the newest session held, as filed (the genuine 2022-02-04 record of PETR4)', async () => {
    const r = genuineTape().find((x) => x.codneg === 'PETR4' && x.tpmerc === '010' && x.trade_date === '2022-02-04')!;
    expect(await ok({ p_ticker: ' petr4 ' })).toEqual([{
      ticker: 'PETR4', trade_date: '2022-02-04', board: 'cash', isin: r.isin, open: r.open, high: r.high, low: r.low, close: r.close,
      average: r.average, bid: r.bid, ask: r.ask, trades: r.trades, quantity: r.quantity, volume: r.volume, quotation_factor: r.fatcot,
      asset_class: 'equity', source: 'b3_cotahist',
    }]);
  });

  it('without p_board: one row, the cash row when both boards printed the newest session', async () => {
    expect((await ok({ p_ticker: 'BOTH3' })).map((r) => [r.trade_date, r.board, r.close])).toEqual([['2024-03-04', 'cash', 11]]);
  });

  it('without p_board: the newest session on either board, even when that is the odd lot', async () => {
    expect((await ok({ p_ticker: 'ODDL3' })).map((r) => [r.trade_date, r.board, r.close])).toEqual([['2024-03-05', 'odd_lot', 21]]);
  });

  it('with p_board: the newest session on that board', async () => {
    expect((await ok({ p_ticker: 'ODDL3', p_board: 'cash' })).map((r) => [r.trade_date, r.board, r.close])).toEqual([['2024-03-01', 'cash', 20]]);
    expect((await ok({ p_ticker: 'BOTH3', p_board: 'ODD_LOT' })).map((r) => [r.trade_date, r.board, r.close])).toEqual([['2024-03-04', 'odd_lot', 11.5]]);
  });

  it('answers [] for an unknown ticker, and for a ticker that never printed on p_board', async () => {
    expect(await ok({ p_ticker: 'NOPE3' })).toEqual([]);
    const cashOnly = genuineTape().find((r) => r.tpmerc === '010' && r.codbdi === '12')!.codneg;
    expect(await ok({ p_ticker: cashOnly, p_board: 'odd_lot' })).toEqual([]);
  });

  it('refuses an unknown board, naming the two', async () => {
    const error = await refused({ p_ticker: 'PETR4', p_board: 'standard' });
    expect([error.message, error.details, error.hint]).toEqual([
      "quote_latest: unknown board 'standard'", 'Boards: cash (standard lot) and odd_lot.', 'Send p_board as cash or odd_lot, or null for the newest session on either.',
    ]);
  });
});
