// api.lending_participants through HTTP: per session, ticker and broker, quantity
// lent, borrowed and net, the rate of each side, internal legs and quantity.
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../helpers/api.js';
import { insertB3, trade } from '../helpers/bdi-rows.js';

const D = '2026-11-13';

const view = useSeededApi(async (c) => {
  await insertB3(c, 'lending_trade', [
    trade(D, '1', 'PETR4', 100, 1.0, '3', '8'),
    trade(D, '2', 'PETR4', 300, 2.0, '3', '3'), // internal
    trade(D, '3', 'PETR4', 600, 0.5, '8', '27'),
    trade('2023-03-22', '9', 'PETR4', 5, 0.2, '3', '8', false), // NegociosBTB: codes only
  ]);
});

const rows = (query: string) => view.rows(`/lending_participants?${query}`);

describe('lending_participants', () => {
  it('gives each broker its lent, borrowed and net quantity and the weighted rate of each side', async () => {
    expect(await rows(`trade_date=eq.${D}&order=broker_code`)).toEqual([
      // broker 27 only borrowed; broker 3 lent 100 @1 and 300 @2 (internal) and borrowed 300 @2 (internal)
      { trade_date: D, ticker: 'PETR4', broker_code: '27', broker_name: 'Broker 27', quantity_lent: 0, quantity_borrowed: 600, quantity_net: -600,
        lender_rate_pct: null, borrower_rate_pct: 0.5, internal_legs: 0, internal_qty: 0 },
      { trade_date: D, ticker: 'PETR4', broker_code: '3', broker_name: 'Broker 3', quantity_lent: 400, quantity_borrowed: 300, quantity_net: 100,
        lender_rate_pct: 1.75, borrower_rate_pct: 2, internal_legs: 2, internal_qty: 300 },
      { trade_date: D, ticker: 'PETR4', broker_code: '8', broker_name: 'Broker 8', quantity_lent: 600, quantity_borrowed: 100, quantity_net: 500,
        lender_rate_pct: 0.5, borrower_rate_pct: 1, internal_legs: 0, internal_qty: 0 },
    ]);
  });

  it('carries a NULL name for sessions from the NegociosBTB file (codes only)', async () => {
    expect((await rows('trade_date=eq.2023-03-22&select=broker_code,broker_name&order=broker_code'))).toEqual([
      { broker_code: '3', broker_name: null },
      { broker_code: '8', broker_name: null },
    ]);
  });

  it('answers [] for a broker not held', async () => {
    expect(await rows('broker_code=eq.999')).toEqual([]);
  });
});
