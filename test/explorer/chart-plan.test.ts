// The chart an answer gets is read from its row schema and rows, never from the endpoint's name.
import { describe, expect, it } from 'vitest';
import { planChart, type CandlePlan, type LinePlan } from '../../src/explorer/app/chart-plan.js';
import type { Field } from '../../src/explorer/app/endpoints.js';

const col = (name: string, type: Field['type'], format?: string): Field => ({ name, type, format, required: false, description: '' });
const date = (name: string) => col(name, 'string', 'date');
const num = (name: string) => col(name, 'number');
const text = (name: string) => col(name, 'string');

describe('planChart', () => {
  it('draws one line per numeric column over the date column, leaving out constant ones', () => {
    const columns = [text('currency'), date('reference_date'), num('buy_rate'), num('sell_rate'), col('factor', 'integer')];
    const rows = [
      { currency: 'USD', reference_date: '2026-10-01', buy_rate: 5.79, sell_rate: 5.8, factor: 1 },
      { currency: 'USD', reference_date: '2026-10-02', buy_rate: 5.76, sell_rate: null, factor: 1 },
    ];
    const plan = planChart(columns, rows) as LinePlan;
    expect(plan.kind).toBe('line');
    expect(plan.x).toBe('reference_date');
    expect(plan.xs).toEqual([Date.UTC(2026, 9, 1) / 1000, Date.UTC(2026, 9, 2) / 1000]);
    // NULL stays a gap, never 0
    expect(plan.series).toEqual([
      { label: 'buy_rate', values: [5.79, 5.76], show: true },
      { label: 'sell_rate', values: [5.8, null], show: true },
    ]);
  });

  it('draws candlesticks with volume for open/high/low/close, of the largest group when rows hold several boards', () => {
    const columns = [text('ticker'), date('trade_date'), text('board'), num('open'), num('high'), num('low'), num('close'), num('volume')];
    const bar = (d: string, board: string, close: number) => ({ ticker: 'PETR4', trade_date: d, board, open: 10, high: 12, low: 9, close, volume: 1000 });
    const plan = planChart(columns, [bar('2026-01-02', 'cash', 11), bar('2026-01-02', 'odd_lot', 11.1), bar('2026-01-05', 'cash', 11.5)]) as CandlePlan;
    expect(plan).toEqual({
      kind: 'candles',
      x: 'trade_date',
      group: 'cash',
      bars: [
        { time: '2026-01-02', open: 10, high: 12, low: 9, close: 11, volume: 1000 },
        { time: '2026-01-05', open: 10, high: 12, low: 9, close: 11.5, volume: 1000 },
      ],
    });
  });

  it('draws a curve of one session against the date that varies (expiry), not the session', () => {
    const columns = [date('trade_date'), text('ticker'), date('expiry'), num('settlement_price'), num('rate')];
    const rows = ['2027-01-01', '2028-01-01', '2029-01-01'].map((expiry, i) => ({ trade_date: '2026-11-19', ticker: `DI1F${27 + i}`, expiry, settlement_price: 90000 - i * 1000, rate: 14 - i * 0.1 }));
    const plan = planChart(columns, rows) as LinePlan;
    expect([plan.kind, plan.x, plan.series.map((s) => s.label)]).toEqual(['line', 'expiry', ['settlement_price', 'rate']]);
  });

  it('draws the first four columns of a wide row at first, the others a legend click away', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const rows = [1, 2].map((i) => Object.fromEntries([['d0', `2026-01-0${i}`], ...names.map((n) => [n, i])]));
    const plan = planChart([date('d0'), ...names.map(num)], rows) as LinePlan;
    expect(plan.series.map((s) => s.show)).toEqual([true, true, true, true, false, false]);
  });

  it("pivots long rows to one line per id and metric (panel), the id's class left out of the label", () => {
    const columns = [text('id'), text('asset_class'), date('date'), text('metric'), num('value')];
    const rows = [];
    for (const d of ['2026-01-01', '2026-02-01']) {
      for (const [id, cls] of [['11111111000111', 'fi'], ['PETR4', 'equity']]) for (const metric of ['nav', 'close']) rows.push({ id, asset_class: cls, date: d, metric, value: d === '2026-01-01' ? 1 : 2 });
    }
    const plan = planChart(columns, rows) as LinePlan;
    expect(plan.series.map((s) => s.label)).toEqual(['11111111000111 nav', '11111111000111 close', 'PETR4 nav', 'PETR4 close']);
    expect(plan.series[0].values).toEqual([1, 2]);
  });

  it('splits ranked rows by a small integer key (a debtor rank) and keeps bounds out of the lines', () => {
    const columns = [text('cnpj'), date('period'), col('seq', 'integer'), num('valor')];
    const rows = ['2026-01-31', '2026-02-28'].flatMap((period) => [1, 2].map((seq) => ({ cnpj: 'x', period, seq, valor: seq * 10 })));
    const plan = planChart(columns, rows) as LinePlan;
    expect(plan.series).toEqual([
      { label: 'seq 1', values: [10, 10], show: true },
      { label: 'seq 2', values: [20, 20], show: true },
    ]);
  });

  it('draws nothing without a date, without a number, or with fewer than two rows', () => {
    expect(planChart([text('cnpj'), num('nav')], [{ cnpj: 'a', nav: 1 }, { cnpj: 'b', nav: 2 }])).toBeUndefined();
    expect(planChart([date('d'), text('name')], [{ d: '2026-01-01', name: 'a' }, { d: '2026-01-02', name: 'b' }])).toBeUndefined();
    expect(planChart([date('d'), num('v')], [{ d: '2026-01-01', v: 1 }])).toBeUndefined();
    expect(planChart([date('d'), num('v')], [{ d: '2026-01-01', v: null }, { d: '2026-01-02', v: null }])).toBeUndefined();
  });
});
