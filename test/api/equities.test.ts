// @legs direct postgrest
// api.equities through HTTP: the genuine COTAHIST days (expectations read off the
// raw records: the class from ESPECI characters 1-4, the segment from 9-10) and
// golden records for what the genuine days lack (TPMERC 021, a quotation factor
// of 1000, a filed term).
import { describe, expect, it } from 'vitest';
import { withClient } from '../helpers/db.js';
import { genuineTape, useTapeApi, viewRows } from '../helpers/tape-api.js';

const GOLDEN = [
  { date: '2024-03-01', codneg: 'GOLD3Q', tpmerc: '021', codbdi: '93', especi: 'ON      NM', prices: { open: 5, high: 5, low: 5, average: 5, close: 5 } },
  { date: '2024-03-01', codneg: 'LOTE3', tpmerc: '010', especi: 'PNF', fatcot: 1000, prices: { open: 1234.5, high: 1234.5, low: 1234.5, average: 1234.5, close: 1234.56 } },
  { date: '2024-03-01', codneg: 'TERM3', tpmerc: '010', especi: 'ON', termDays: 45, prices: { open: 1, high: 1, low: 1, average: 1, close: 1 } },
];
const tape = useTapeApi(GOLDEN);
const CLASS = /^(ON|PN[A-H]?)$/;
const kindOf = (especiField: string) => especiField.slice(0, 4).split(' ')[0]; // a marker such as the '*' of "CI *" is not the kind
const CASH = ['010', '020', '021'];

describe('equities', () => {
  it('holds exactly the cash rows whose ESPECI class is ON, PN or PNA..PNH, both lots', async () => {
    const expected = genuineTape()
      .filter((r) => CASH.includes(r.tpmerc) && CLASS.test(kindOf(r.especiField)) && r.trade_date === '2022-02-04')
      .map((r) => `${r.codneg} ${r.tpmerc === '010' ? 'standard' : 'odd'}`)
      .sort();
    const rows = await viewRows(tape.api(), '/equities?trade_date=eq.2022-02-04&select=ticker,lot&limit=1000');
    expect(rows.map((r) => `${r.ticker} ${r.lot}`).sort()).toEqual(expected);
    expect(new Set(rows.map((r) => r.lot))).toEqual(new Set(['standard', 'odd']));
  });

  it('serves a genuine share as filed: class, segment, board, prices, close_unit, isin, source', async () => {
    const r = genuineTape().find((x) => x.codneg === 'PETR4' && x.tpmerc === '010' && x.trade_date === '2022-02-04')!;
    const [row] = await viewRows(tape.api(), '/equities?ticker=eq.PETR4&trade_date=eq.2022-02-04');
    expect(row).toMatchObject({
      ticker: 'PETR4', trade_date: '2022-02-04', board: r.codbdi, lot: 'standard', term_days: null,
      share_class: kindOf(r.especiField), governance_segment: r.especiField.slice(8, 10).trim() || null,
      short_name: r.nomres, spec: r.especi, currency: r.modref, open: r.open, high: r.high, low: r.low, average: r.average,
      close: r.close, bid: r.bid, ask: r.ask, trades: r.trades, quantity: r.quantity, volume: r.volume, isin: r.isin,
      quotation_factor: r.fatcot, close_unit: r.close / r.fatcot, source: 'b3_cotahist',
    });
    expect(Date.parse(String(row.fetched_at))).not.toBeNaN();
  });

  it('reads the listing segment off ESPECI characters 9-10, NULL when they are blank', async () => {
    const day = genuineTape().filter((r) => r.trade_date === '2022-02-04' && r.tpmerc === '010' && CLASS.test(kindOf(r.especiField)));
    const nm = day.find((r) => r.especiField.slice(8, 10) === 'NM')!;
    const none = day.find((r) => r.especiField.slice(8, 10).trim() === '')!;
    for (const [r, segment] of [[nm, 'NM'], [none, null]] as const) {
      const rows = await viewRows(tape.api(), `/equities?ticker=eq.${r.codneg}&trade_date=eq.2022-02-04&select=governance_segment,spec`);
      expect(rows).toEqual([{ governance_segment: segment, spec: r.especi }]);
    }
    const segments = await viewRows(tape.api(), '/equities?governance_segment=not.is.null&select=governance_segment&limit=1000');
    const filed = genuineTape().filter((r) => CASH.includes(r.tpmerc) && CLASS.test(kindOf(r.especiField))).map((r) => r.especiField.slice(8, 10).trim());
    expect(new Set(segments.map((s) => s.governance_segment))).toEqual(new Set(filed.filter((s) => s !== '')));
    expect(new Set(filed.filter((s) => s !== ''))).toEqual(new Set(['NM', 'N1', 'N2', 'MA', 'MB'])); // every one a value of internal.governance_segment
  });

  it('takes TPMERC 021 as the odd lot, a lettered class as filed, and close_unit as close / quotation_factor', async () => {
    const rows = await viewRows(tape.api(), '/equities?trade_date=eq.2024-03-01&select=ticker,lot,share_class,governance_segment,close,quotation_factor,close_unit,term_days&order=ticker');
    expect(rows).toEqual([
      { ticker: 'GOLD3Q', lot: 'odd', share_class: 'ON', governance_segment: 'NM', close: 5, quotation_factor: 1, close_unit: 5, term_days: null },
      { ticker: 'LOTE3', lot: 'standard', share_class: 'PNF', governance_segment: null, close: 1234.56, quotation_factor: 1000, close_unit: 1.23456, term_days: null },
      { ticker: 'TERM3', lot: 'standard', share_class: 'ON', governance_segment: null, close: 1, quotation_factor: 1, close_unit: 1, term_days: 45 },
    ]);
  });

  it('answers [] for an unknown ticker and for a paper of another type (an ETF, a BDR)', async () => {
    const etf = genuineTape().find((r) => r.codbdi === '14' && r.tpmerc === '010')!.codneg;
    const bdr = genuineTape().find((r) => kindOf(r.especiField) === 'DRN')!.codneg;
    for (const ticker of ['NOPE3', etf, bdr]) expect(await viewRows(tape.api(), `/equities?ticker=eq.${ticker}`)).toEqual([]);
  });

  it('reaches the (codneg, trade_date) index through the view for a ticker and a date range', async () => {
    const plan = await withClient(tape.db().superuserUrl, async (c) => {
      await c.query('set enable_seqscan = off');
      const { rows } = await c.query(`explain select * from api.equities where ticker = 'PETR4' and trade_date >= '2022-02-04'`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan, plan).toMatch(/Index Cond: \(\(codneg = 'PETR4'::text\) AND \(trade_date >= '2022-02-04'::date\)\)/);
    expect(plan).toMatch(/cotahist_codneg_date/);
  });
});
