// api.lending_trades through HTTP: per session and ticker, trades, quantity,
// volume-weighted rate and range, distinct participants, internal trades.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { insertB3, trade } from '../helpers/bdi-rows.js';

const D = '2026-11-13';

const view = useSeededApi(async (c) => {
  await insertB3(c, 'lending_trade', [
    trade(D, '1', 'PETR4', 100, 1.0, '3', '8'),
    trade(D, '2', 'PETR4', 300, 2.0, '3', '3'), // internal: same broker both sides
    trade(D, '3', 'PETR4', 600, 0.5, '27', '8'),
    trade(D, '4', 'VALE3', 50, null, '40', '85'), // rate not published
    trade('2026-11-12', '1', 'PETR4', 10, 9.0, '3', '8'),
  ]);
});

const rows = (query: string) => view.rows(`/lending_trades?${query}`);

describe('lending_trades', () => {
  it('aggregates one session and ticker: trades, quantity, weighted rate, min and max, distinct lenders and borrowers, internal trades', async () => {
    // rate (100*1 + 300*2 + 600*0.5) / 1000 = 1.0
    expect(await rows(`trade_date=eq.${D}&ticker=eq.PETR4`)).toEqual([
      { trade_date: D, ticker: 'PETR4', trades: 3, quantity: 1000, rate_pct: 1, rate_min_pct: 0.5, rate_max_pct: 2, lender_brokers: 2, borrower_brokers: 2, internal_trades: 1 },
    ]);
  });

  it('gives NULL rates (never 0) when no trade published a rate', async () => {
    expect((await rows(`ticker=eq.VALE3`))[0]).toMatchObject({ trades: 1, quantity: 50, rate_pct: null, rate_min_pct: null, rate_max_pct: null, internal_trades: 0 });
  });

  it('keeps sessions apart and answers [] for a ticker not held', async () => {
    expect((await rows('ticker=eq.PETR4&order=trade_date')).map((r) => [r.trade_date, r.trades])).toEqual([['2026-11-12', 1], [D, 3]]);
    expect(await rows('ticker=eq.XXXX3')).toEqual([]);
  });
});
