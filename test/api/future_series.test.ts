// @legs direct postgrest docker
// api.future_series and api.future_curve through HTTP: the genuine BVBG.187.01
// files (expectations read off the XML text) and built reports for the rules.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPriceReportFile } from '../../src/ingest/b3-price-report/load.js';
import { priceReportXml, type PriceRecordSpec } from '../../src/ingest/b3-price-report/write.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { GENUINE_SPRD, genuineXml, leaf, pricRecords, recordOf } from '../helpers/price-report.js';
import { tempDir } from '../ingest/support.js';

const day = (i: number) => new Date(Date.UTC(2019, 0, 1 + i)).toISOString().slice(0, 10);
const LONG: PriceRecordSpec[] = Array.from({ length: 1100 }, (_, i) => ({ date: day(i), ticker: 'DI1N22', attributes: { AdjstdQt: '90000', AdjstdQtTax: (6 + i / 1000).toFixed(3) } }));
const BOTH_DAY = '2022-06-01';
const num = (text: string | undefined) => (text === undefined ? null : Number(text));

let db: TestDatabase;
let api: RunningApi;
const xmls: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const write = (name: string, text: string) => (fs.writeFileSync(path.join(dir, name), text), path.join(dir, name));
  const files = [
    ...GENUINE_SPRD,
    write('synthetic-long.xml', priceReportXml({ created: '2022-01-10T20:00:00', records: LONG })),
    // the same session in both reports: BVBG.086.01 is served
    write(`PR${BOTH_DAY.slice(2).replaceAll('-', '')}.xml`, priceReportXml({ created: `${BOTH_DAY}T20:00:00`, records: [{ date: BOTH_DAY, ticker: 'DI1F24', tradQty: 12, attributes: { FinInstrmQty: '300', NtlFinVol: '27000000', AdjstdQt: '91000', AdjstdQtTax: '12.5' } }] })),
    write(`SPRD${BOTH_DAY.slice(2).replaceAll('-', '')}.xml`, priceReportXml({ report: 'BVBG.187.01', created: `${BOTH_DAY}T19:00:00`, records: [{ date: BOTH_DAY, ticker: 'DI1F24', attributes: { AdjstdQt: '91001', AdjstdQtTax: '12.4' } }] })),
  ];
  for (const file of files) await loadPriceReportFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  for (const zip of GENUINE_SPRD) xmls.push(await genuineXml(zip));
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const series = rpcCalls(() => api, 'future_series');
const curve = rpcCalls(() => api, 'future_curve');

describe('future_series', () => {
  it('serves DI1F27 on each genuine session with the settlement as the file publishes it (rates for DI1)', async () => {
    const rows = await series.ok({ p_ticker: 'DI1F27', p_from: '2023-01-01', p_to: '2026-12-31' });
    const expected = xmls.map((xml) => {
      const r = recordOf(xml, 'DI1F27');
      return [leaf(r, 'Dt'), num(leaf(r, 'AdjstdQtTax')), num(leaf(r, 'AdjstdQt')), num(leaf(r, 'PrvsAdjstdQtTax')), num(leaf(r, 'OpnIntrst')), leaf(r, 'AdjstdQtStin'), num(leaf(r, 'FrstPric')), num(leaf(r, 'MinPric')), num(leaf(r, 'MaxPric')), num(leaf(r, 'TradAvrgPric')), num(leaf(r, 'LastPric')), num(leaf(r, 'RglrTxsQty'))];
    });
    expect(rows.map((r) => [r.trade_date, r.settlement_rate, r.settlement_price, r.prev_settlement_rate, r.open_interest, r.settlement_status, r.open_px, r.low_px, r.high_px, r.avg_px, r.close_px, r.trades])).toEqual(expected);
    expect(rows.map((r) => [r.ticker, r.contract_month, r.source])).toEqual(xmls.map(() => ['DI1F27', '2027-01-01', 'b3_derivatives_report']));
  });

  it('NULL where the derivatives report does not publish contracts and volume', async () => {
    const [row] = await series.ok({ p_ticker: 'DI1F27', p_from: '2026-01-12', p_to: '2026-01-12' });
    expect([row.contracts, row.notional_brl]).toEqual([null, null]);
  });

  it('NULL prices and trades for a contract that did not trade, settlement still there', async () => {
    const xml = xmls[2];
    const idle = pricRecords(xml).find((r) => /^DI1[FGHJKMNQUVXZ]\d\d$/.test(leaf(r, 'TckrSymb')!) && leaf(r, 'FrstPric') === undefined && leaf(r, 'AdjstdQtTax') !== undefined)!;
    const [row] = await series.ok({ p_ticker: leaf(idle, 'TckrSymb'), p_from: '2026-01-12', p_to: '2026-01-12' });
    expect([row.open_px, row.low_px, row.high_px, row.avg_px, row.close_px, row.trades, row.settlement_rate]).toEqual([null, null, null, null, null, null, num(leaf(idle, 'AdjstdQtTax'))]);
  });

  it('serves the price report over the derivatives report for the same session', async () => {
    const rows = await series.ok({ p_ticker: 'di1f24', p_from: BOTH_DAY, p_to: BOTH_DAY });
    expect(rows.map((r) => [r.ticker, r.settlement_rate, r.contracts, r.trades, r.notional_brl, r.source])).toEqual([['DI1F24', 12.5, 300, 12, 27000000, 'b3_price_report']]);
  });

  it('defaults to the 12 months before p_to', async () => {
    const rows = await series.ok({ p_ticker: 'DI1N22', p_to: day(900) });
    const from = new Date(Date.UTC(2019, 0, 1 + 900));
    from.setUTCFullYear(from.getUTCFullYear() - 1);
    expect([rows[0].trade_date, rows.at(-1)!.trade_date]).toEqual([from.toISOString().slice(0, 10), day(900)]);
  });

  it('answers [] for a window outside the contract life and for an unknown contract', async () => {
    expect(await series.ok({ p_ticker: 'DI1F27', p_from: '2010-01-01', p_to: '2010-12-31' })).toEqual([]);
    expect(await series.ok({ p_ticker: 'ZZZF30', p_from: '2020-01-01', p_to: '2026-12-31' })).toEqual([]);
  });

  it('rolls nothing: another month of the same root is another series', async () => {
    const rows = await series.ok({ p_ticker: 'DI1F28', p_from: '2023-01-01', p_to: '2026-12-31' });
    expect(rows.every((r) => r.ticker === 'DI1F28' && r.contract_month === '2028-01-01')).toBe(true);
  });
});

describe('future_series refusals', () => {
  it.each(['DI1', 'PETR4', 'DI1F2', 'DI1A27', 'DI1F27X', 'CCMH23C008900', ''])('%s is not an outright code', async (code) => {
    const error = await series.refused({ p_ticker: code });
    expect(error.message).toBe(`future_series: '${code}' is not an outright futures code`);
    expect(error.hint).toMatch(/future_curve lists the contracts of a session/);
  });
  it('a null ticker', async () => expect((await series.refused({ p_ticker: null })).message).toBe('future_series: null is not an outright futures code'));
  it('more than 1000 rows, with how to narrow', async () => {
    expect((await series.refused({ p_ticker: 'DI1N22', p_from: day(0), p_to: day(1099) })).hint).toMatch(/Narrow p_from\/p_to/);
  });
  it('p_from after p_to', async () => {
    expect((await series.refused({ p_ticker: 'DI1F27', p_from: '2026-01-02', p_to: '2026-01-01' })).message).toBe('future_series: p_from (2026-01-02) is after p_to (2026-01-01)');
  });
});

describe('future_curve', () => {
  const outright = (xml: string, root: string) =>
    pricRecords(xml)
      .map((r) => leaf(r, 'TckrSymb')!)
      .filter((t) => new RegExp(`^${root}[FGHJKMNQUVXZ]\\d\\d$`).test(t))
      .sort((a, b) => `${a.slice(4)}${'FGHJKMNQUVXZ'.indexOf(a[3]).toString().padStart(2, '0')}`.localeCompare(`${b.slice(4)}${'FGHJKMNQUVXZ'.indexOf(b[3]).toString().padStart(2, '0')}`));

  it('lists every DI1 contract of the newest session by default, nearest expiry first', async () => {
    const rows = await curve.ok({});
    expect(rows.map((r) => r.ticker)).toEqual(outright(xmls[2], 'DI1'));
    expect(new Set(rows.map((r) => r.trade_date))).toEqual(new Set(['2026-01-12']));
  });

  it('one root on one session, as the file lists it', async () => {
    const rows = await curve.ok({ p_root: 'dol', p_trade_date: '2023-02-02' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.ticker)).toEqual(outright(xmls[0], 'DOL'));
  });

  it('answers [] for a session not held and for an unknown root', async () => {
    expect(await curve.ok({ p_trade_date: '2023-02-03' })).toEqual([]);
    expect(await curve.ok({ p_root: 'ZZZ' })).toEqual([]);
  });

  it('refuses a root that is not three characters', async () => {
    const error = await curve.refused({ p_root: 'DI1F27' });
    expect([error.message, error.hint]).toEqual(["future_curve: 'DI1F27' is not a futures root", 'Send p_root such as DI1, DOL or IND, or omit it for DI1; future_series takes one contract.']);
  });
});
