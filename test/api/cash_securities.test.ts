// @legs direct postgrest
// api.cash_securities through HTTP on the genuine COTAHIST days: the residual
// of the cash tape (rights, warrants, other papers), and the rule that the five
// typed views split the cash tape, every cash record in exactly one of them.
import { describe, expect, it } from 'vitest';
import { genuineTape, useTapeApi, viewRows } from '../helpers/tape-api.js';

const GOLDEN = [{ date: '2024-03-01', codneg: 'BLNK3', tpmerc: '010', especi: '', prices: { open: 1, high: 1, low: 1, average: 1, close: 1 } }];
const tape = useTapeApi(GOLDEN);
const CASH = ['010', '020', '021'];
const kindOf = (especiField: string) => especiField.slice(0, 4).split(' ')[0]; // a marker such as the '*' of "CI *" is not the kind
const named = (kind: string) => /^(ON|PN[A-H]?)$/.test(kind) || kind === 'UNT' || kind.startsWith('DR') || kind === 'CI' || kind === 'FIDC';
const residual = () => genuineTape().filter((r) => CASH.includes(r.tpmerc) && !named(kindOf(r.especiField)));

describe('cash_securities', () => {
  it('holds exactly the cash rows no other typed view names: subscription rights, warrants, other papers', async () => {
    const expected = residual().map((r) => `${r.trade_date} ${r.codneg} ${r.tpmerc === '010' ? 'standard' : 'odd'}`).sort();
    const rows = await viewRows(tape.api(), '/cash_securities?trade_date=lt.2024-01-01&select=trade_date,ticker,lot&limit=1000');
    expect(rows.map((r) => `${r.trade_date} ${r.ticker} ${r.lot}`).sort()).toEqual(expected);
    // what the genuine days hold outside the four named kinds: subscription rights, subscription warrants, TPR
    expect(new Set(residual().map((r) => kindOf(r.especiField)))).toEqual(new Set(['DIR', 'BNS', 'TPR']));
  });

  it('serves a subscription right as filed', async () => {
    const r = residual().find((x) => kindOf(x.especiField) === 'DIR' && x.tpmerc === '010')!;
    const rows = await viewRows(tape.api(), `/cash_securities?ticker=eq.${r.codneg}&trade_date=eq.${r.trade_date}`);
    expect(rows).toEqual([expect.objectContaining({ ticker: r.codneg, lot: 'standard', board: r.codbdi, spec: r.especi, close: r.close, close_unit: r.close / r.fatcot, trades: r.trades, volume: r.volume, isin: r.isin, source: 'b3_cotahist' })]);
  });

  it('holds a row whose ESPECI is blank, spec NULL', async () => {
    expect(await viewRows(tape.api(), '/cash_securities?ticker=eq.BLNK3&select=ticker,spec,lot')).toEqual([{ ticker: 'BLNK3', spec: null, lot: 'standard' }]);
  });

  it('with equities, bdrs, units and fund_quotas splits the cash tape: every cash record in exactly one view', async () => {
    const key = (r: Record<string, unknown>) => `${r.trade_date} ${r.ticker} ${r.lot}`;
    const seen: string[] = [];
    for (const view of ['equities', 'bdrs', 'units', 'fund_quotas', 'cash_securities']) {
      for (const day of ['2021-06-25', '2022-02-03', '2022-02-04']) seen.push(...(await viewRows(tape.api(), `/${view}?trade_date=eq.${day}&select=trade_date,ticker,lot&limit=1000`)).map(key));
    }
    const cash = genuineTape().filter((r) => CASH.includes(r.tpmerc)).map((r) => `${r.trade_date} ${r.codneg} ${r.tpmerc === '010' ? 'standard' : 'odd'}`);
    expect(seen.length).toBe(cash.length);
    expect(seen.sort()).toEqual(cash.sort());
  });

  it('answers [] for an unknown ticker and for a share', async () => {
    for (const ticker of ['NOPE1', 'PETR4']) expect(await viewRows(tape.api(), `/cash_securities?ticker=eq.${ticker}`)).toEqual([]);
  });
});
