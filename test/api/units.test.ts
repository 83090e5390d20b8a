// @legs direct postgrest
// api.units through HTTP on the genuine COTAHIST days: the rows whose ESPECI
// class is UNT (computed here from the raw records), as filed.
import { describe, expect, it } from 'vitest';
import { genuineTape, useTapeApi, viewRows } from '../helpers/tape-api.js';

const tape = useTapeApi();
const units = () => genuineTape().filter((r) => ['010', '020', '021'].includes(r.tpmerc) && r.especiField.slice(0, 4).split(' ')[0] === 'UNT');

describe('units', () => {
  it('holds exactly the cash rows of ESPECI UNT, both lots', async () => {
    const expected = units().filter((r) => r.trade_date === '2021-06-25').map((r) => `${r.codneg} ${r.tpmerc === '010' ? 'standard' : 'odd'}`).sort();
    const rows = await viewRows(tape.api(), '/units?trade_date=eq.2021-06-25&select=ticker,lot&limit=1000');
    expect(rows.map((r) => `${r.ticker} ${r.lot}`).sort()).toEqual(expected);
    expect(new Set(rows.map((r) => r.lot))).toEqual(new Set(['standard', 'odd']));
  });

  it('serves a unit as filed, on both days it printed, oldest first', async () => {
    const r = units().find((x) => x.tpmerc === '010' && x.trade_date === '2022-02-04')!;
    const expected = units().filter((x) => x.codneg === r.codneg).map((x) => ({ trade_date: x.trade_date, close: x.close, average: x.average, volume: x.volume, spec: x.especi, isin: x.isin }));
    const rows = await viewRows(tape.api(), `/units?ticker=eq.${r.codneg}&trade_date=gte.2021-01-01&select=trade_date,close,average,volume,spec,isin&order=trade_date`);
    expect(rows).toEqual(expected);
  });

  it('answers [] for an unknown ticker and for a share', async () => {
    for (const ticker of ['NOPE11', 'PETR4']) expect(await viewRows(tape.api(), `/units?ticker=eq.${ticker}`)).toEqual([]);
  });
});
