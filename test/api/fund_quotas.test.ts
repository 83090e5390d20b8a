// @legs direct postgrest
// api.fund_quotas through HTTP on the genuine COTAHIST days: which rows are fund
// quotas (ESPECI CI or FIDC) and each row's fund_type, computed here from the
// raw records' ESPECI and CODBDI.
import { describe, expect, it } from 'vitest';
import { genuineTape, useTapeApi, viewRows } from '../helpers/tape-api.js';

const tape = useTapeApi();
const kindOf = (especiField: string) => especiField.slice(0, 4).split(' ')[0]; // a marker such as the '*' of "CI *" is not the kind
// the rule under test, written from the published codes: FIDC by ESPECI, then the board
const fundType = (kind: string, codbdi: string | null) =>
  kind === 'FIDC' ? 'fidc' : codbdi === '14' ? 'etf' : codbdi === '05' || codbdi === '12' ? 'fii' : codbdi === '13' ? 'fiagro' : null;
const quotas = () => genuineTape().filter((r) => ['010', '020', '021'].includes(r.tpmerc) && ['CI', 'FIDC'].includes(kindOf(r.especiField)));

describe('fund_quotas', () => {
  it('holds exactly the cash rows of ESPECI CI or FIDC, each with the fund_type its codes give', async () => {
    for (const day of ['2021-06-25', '2022-02-04']) {
      const expected = quotas().filter((r) => r.trade_date === day).map((r) => `${r.codneg} ${fundType(kindOf(r.especiField), r.codbdi)}`).sort();
      const rows = await viewRows(tape.api(), `/fund_quotas?trade_date=eq.${day}&select=ticker,fund_type&limit=1000`);
      expect(rows.map((r) => `${r.ticker} ${r.fund_type}`).sort()).toEqual(expected);
    }
  });

  it('serves every family the genuine days hold: etf (14), fii (05 and 12), fiagro (13), fidc (ESPECI FIDC), NULL on the odd-lot board', async () => {
    const rows = await viewRows(tape.api(), '/fund_quotas?select=fund_type,board,lot&limit=1000');
    const seen = new Set(rows.map((r) => `${r.fund_type} ${r.board}`));
    for (const pair of ['etf 14', 'fii 12', 'fii 05', 'fiagro 13', 'fidc 14', 'null 96']) expect(seen).toContain(pair);
    expect(rows.filter((r) => r.lot === 'odd').every((r) => r.fund_type === null)).toBe(true);
  });

  it('serves an ETF as filed with close_unit', async () => {
    const r = quotas().find((x) => x.codbdi === '14' && kindOf(x.especiField) === 'CI' && x.trade_date === '2022-02-04')!;
    const rows = await viewRows(tape.api(), `/fund_quotas?ticker=eq.${r.codneg}&trade_date=eq.2022-02-04`);
    expect(rows).toEqual([expect.objectContaining({ ticker: r.codneg, fund_type: 'etf', lot: 'standard', board: '14', spec: r.especi, close: r.close, close_unit: r.close / r.fatcot, volume: r.volume, isin: r.isin, source: 'b3_cotahist' })]);
  });

  it('filters by family: fund_type=eq.fidc holds only ESPECI FIDC rows', async () => {
    const rows = await viewRows(tape.api(), '/fund_quotas?fund_type=eq.fidc&select=ticker,spec&limit=1000');
    expect(rows.length).toBe(quotas().filter((r) => kindOf(r.especiField) === 'FIDC').length);
    expect(rows.every((r) => String(r.spec).startsWith('FIDC'))).toBe(true);
  });

  it('answers [] for an unknown ticker and for a share', async () => {
    for (const ticker of ['NOPE11', 'PETR4']) expect(await viewRows(tape.api(), `/fund_quotas?ticker=eq.${ticker}`)).toEqual([]);
  });
});
