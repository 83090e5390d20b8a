// @legs direct postgrest
// api.bdrs through HTTP on the genuine COTAHIST days: the rows whose ESPECI
// class starts DR (computed here from the raw records), as filed.
import { describe, expect, it } from 'vitest';
import { genuineTape, useTapeApi, viewRows } from '../helpers/tape-api.js';

const tape = useTapeApi();
const receipts = () => genuineTape().filter((r) => ['010', '020', '021'].includes(r.tpmerc) && r.especiField.startsWith('DR'));

describe('bdrs', () => {
  it('holds exactly the cash rows of ESPECI DR*, both lots', async () => {
    const expected = receipts().filter((r) => r.trade_date === '2022-02-03').map((r) => `${r.codneg} ${r.tpmerc === '010' ? 'standard' : 'odd'}`).sort();
    const rows = await viewRows(tape.api(), '/bdrs?trade_date=eq.2022-02-03&select=ticker,lot&limit=1000');
    expect(rows.map((r) => `${r.ticker} ${r.lot}`).sort()).toEqual(expected);
    expect(new Set(receipts().map((r) => r.especiField.slice(0, 3)))).toEqual(new Set(['DRN', 'DR1', 'DR3']));
  });

  it('serves a receipt as filed', async () => {
    const r = receipts().find((x) => x.tpmerc === '010' && x.trade_date === '2022-02-04' && x.especiField.startsWith('DR3'))!;
    const rows = await viewRows(tape.api(), `/bdrs?ticker=eq.${r.codneg}&trade_date=eq.2022-02-04`);
    expect(rows).toEqual([expect.objectContaining({ ticker: r.codneg, lot: 'standard', board: r.codbdi, spec: r.especi, short_name: r.nomres, open: r.open, close: r.close, bid: r.bid, ask: r.ask, trades: r.trades, quantity: r.quantity, volume: r.volume, isin: r.isin, quotation_factor: r.fatcot, close_unit: r.close / r.fatcot, currency: r.modref, source: 'b3_cotahist' })]);
  });

  it('answers [] for an unknown ticker and for a share', async () => {
    for (const ticker of ['NOPE34', 'PETR4']) expect(await viewRows(tape.api(), `/bdrs?ticker=eq.${ticker}`)).toEqual([]);
  });
});
