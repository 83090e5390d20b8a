// b3-corporate-events and the endpoints over it: the genuine Ambev answers read
// back through cash_events as the file states them; a hand-made answer of the
// same shape (no genuine answer with a split is public: test/fixtures/b3/corporate/PROVENANCE.md)
// proves close_adj and close_total_return across a split and a cash event on a
// built tape; each NULL reason, the p_fields refusal, panel's adjusted metrics,
// and a malformed answer refused naming the record.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCotahistFile } from '../../../src/ingest/b3-cotahist/load.js';
import { loadCorporateFile } from '../../../src/ingest/b3-corporate-events/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../../helpers/db.js';
import { startApi, type RunningApi } from '../../helpers/api.js';
import { rpcCalls } from '../../helpers/rpc.js';
import { cotahistFile } from '../../helpers/cotahist-file.js';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../support.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/b3/corporate');
const SUPPLEMENT = path.join(FIXTURES, 'GetListedSupplementCompany.json');
const CASH = path.join(FIXTURES, 'GetListedCashDividends.json');
const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
// SPLT3 splits 2-for-1 after 2026-03-04 (its price halves) and pays 0.42 of interest on equity after 2026-03-03 (close 21)
const SPLT = [20, 21, 22, 11.5, 12];
const bar = (close: number) => ({ open: close, high: close, low: close, average: close, close });
const br = (iso: string) => iso.split('-').reverse().join('/');

function supplement(code: string, stock: { label: string; factor: string; lastDatePrior: string }[]): string {
  return JSON.stringify([{ code, tradingName: `${code} SA`, codeCVM: '1', segment: 'BOLSA', stockCapital: '1.000,00', numberCommonShares: '10', numberPreferredShares: '0', totalNumberShares: '10', roundLot: '100', quotedPerSharSince: '02/01/2020',
    cashDividends: [], subscriptions: [],
    stockDividends: stock.map((s) => ({ assetIssued: `BR${code}ACNOR0`, isinCode: `BR${code}ACNOR0`, approvedOn: '01/03/2026', remarks: '', ...s, lastDatePrior: br(s.lastDatePrior) })) }]);
}
function cashAnswer(events: { corporateAction: string; valueCash: string; lastDatePriorEx: string }[]): string {
  const results = events.map((e) => ({ typeStock: 'ON', dateApproval: '01/03/2026', ratio: '1', quotedPerShares: '1', dateClosingPricePriorExDate: '', closingPricePriorExDate: '', corporateActionPrice: '', ...e, lastDatePriorEx: br(e.lastDatePriorEx) }));
  return JSON.stringify({ page: { pageNumber: 1, pageSize: 9999, totalRecords: results.length, totalPages: 1 }, results });
}

let db: TestDatabase;
let api: RunningApi;
let dir: string;
const sql = (text: string) => withClient(db.superuserUrl, async (c) => (await c.query(text)).rows);
const load = (file: string, options: { issuer?: string; capturedOn?: string } = {}) => loadCorporateFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false, ...options });
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

beforeAll(async () => {
  db = await createTestDatabase();
  dir = tempDir();
  const tape = [
    ...DAYS.map((date, i) => ({ date, codneg: 'SPLT3', tpmerc: '010', especi: 'ON NM', isin: 'BRSPLTACNOR0', prices: bar(SPLT[i]) })),
    ...DAYS.map((date) => ({ date, codneg: 'OUTD3', tpmerc: '010', especi: 'ON', isin: 'BROUTDACNOR0', prices: bar(5) })),
    ...DAYS.map((date) => ({ date, codneg: 'NOPE3', tpmerc: '010', especi: 'ON', isin: 'BRNOPEACNOR0', prices: bar(7) })),
    ...DAYS.map((date) => ({ date, codneg: 'CASH3', tpmerc: '010', especi: 'ON', isin: 'BRCASHACNOR0', prices: bar(9) })),
    ...DAYS.filter((d) => d !== '2026-03-04').map((date) => ({ date, codneg: 'GAPS3', tpmerc: '010', especi: 'ON', isin: 'BRGAPSACNOR0', prices: bar(10) })),
    ...DAYS.map((date) => ({ date, codneg: 'BDRS34', tpmerc: '010', especi: 'DRN', isin: 'BRBDRSBDR000', prices: bar(30) })),
  ];
  await loadCotahistFile(cotahistFile(dir, 'tape.txt', tape), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  await load(SUPPLEMENT, { capturedOn: '2022-06-07' });
  await load(CASH, { issuer: 'ABEV', capturedOn: '2022-06-07' });
  await load(write('SPLT_GetListedSupplementCompany_2026-03-06.json', supplement('SPLT', [{ label: 'DESDOBRAMENTO', factor: '100,00000000000', lastDatePrior: '2026-03-04' }])));
  await load(write('SPLT_GetListedCashDividends_2026-03-06.json', cashAnswer([{ corporateAction: 'JRS CAP PROPRIO', valueCash: '0,42', lastDatePriorEx: '2026-03-03' }])));
  await load(write('OUTD_GetListedSupplementCompany_2026-03-04.json', supplement('OUTD', [])));
  await load(write('CASH_GetListedSupplementCompany_2026-03-06.json', supplement('CASH', [])));
  await load(write('GAPS_GetListedSupplementCompany_2026-03-06.json', supplement('GAPS', [])));
  await load(write('GAPS_GetListedCashDividends_2026-03-06.json', cashAnswer([{ corporateAction: 'DIVIDENDO', valueCash: '0,10', lastDatePriorEx: '2026-03-04' }])));
  await load(write('BDRS_GetListedSupplementCompany_2026-03-06.json', supplement('BDRS', [])));
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const cashEvents = rpcCalls(() => api, 'cash_events');
const quotes = rpcCalls(() => api, 'quote_history');
const panel = rpcCalls(() => api, 'panel');
const WEEK = { p_from: DAYS[0], p_to: DAYS.at(-1) };

describe('the genuine Ambev answers', () => {
  const file = JSON.parse(fs.readFileSync(CASH, 'utf8')) as { results: Record<string, string>[] };
  const iso = (d: string) => d.split('/').reverse().join('-');
  const num = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

  it('cash_events serves all 29 events as the file states them, oldest first', async () => {
    const rows = await cashEvents.ok({ p_ticker: 'abev3' });
    const expected = file.results
      .map((r) => [iso(r.lastDatePriorEx), iso(r.dateApproval), r.corporateAction, num(r.valueCash), num(r.closingPricePriorExDate), num(r.corporateActionPrice), r.typeStock])
      .sort((a, b) => `${a[0]}|${a[1]}|${a[2]}|${String(a[3]).padStart(12, '0')}`.localeCompare(`${b[0]}|${b[1]}|${b[2]}|${String(b[3]).padStart(12, '0')}`));
    expect(rows).toHaveLength(29);
    expect(rows.map((r) => [r.last_date_prior, r.approved_on, r.kind, r.value_per_share, r.closing_price_prior_ex, r.value_pct_of_close, r.share_type])).toEqual(expected);
    expect(new Set(rows.map((r) => `${r.ticker} ${r.issuer_code} ${r.source}`))).toEqual(new Set(['ABEV3 ABEV b3_listed_companies']));
  });

  it('per-share totals per year equal the file\'s', async () => {
    const total = (pairs: [string, number][]) => pairs.reduce<Record<string, number>>((acc, [year, v]) => ({ ...acc, [year]: Math.round(((acc[year] ?? 0) + v) * 1e6) / 1e6 }), {});
    const rows = await cashEvents.ok({ p_ticker: 'ABEV3' });
    expect(total(rows.map((r) => [String(r.last_date_prior).slice(0, 4), Number(r.value_per_share)]))).toEqual(total(file.results.map((r) => [iso(r.lastDatePriorEx).slice(0, 4), num(r.valueCash)])));
  });

  it('the payment date comes from the company answer where it lists the event, else NULL; ex_date NULL without a later tape session', async () => {
    const company = (JSON.parse(fs.readFileSync(SUPPLEMENT, 'utf8')) as { cashDividends: Record<string, string>[] }[])[0].cashDividends;
    const rows = await cashEvents.ok({ p_ticker: 'ABEV3', p_from: '2021-01-01', p_to: '2021-12-31' });
    expect(rows.map((r) => [r.last_date_prior, r.kind, r.payment_date])).toEqual([
      ['2021-01-13', 'DIVIDENDO', null],
      ...company.map((c) => [iso(c.lastDatePrior), c.label, iso(c.paymentDate)]).sort((a, b) => a[1].localeCompare(b[1])),
    ]);
    expect(rows.map((r) => r.ex_date)).toEqual([null, null, null]);
  });

  it('an issuer not held, or a ticker whose suffix names no share type, gives []; a malformed ticker is refused', async () => {
    expect(await cashEvents.ok({ p_ticker: 'ZZZZ3' })).toEqual([]);
    // the ex-date is the tape's next session when the tape holds the last date prior
    expect((await cashEvents.ok({ p_ticker: 'SPLT3' })).map((r) => [r.last_date_prior, r.ex_date, r.value_per_share, r.payment_date])).toEqual([['2026-03-03', '2026-03-04', 0.42, null]]);
    expect(await cashEvents.ok({ p_ticker: 'ABEV34' })).toEqual([]);
    expect((await cashEvents.refused({ p_ticker: 'AB-3' })).message).toBe("cash_events: 'AB-3' is not a ticker");
  });
});

describe('close_adj and close_total_return', () => {
  it('adjust across the split into the newest session\'s shares, and reinvest the cash event', async () => {
    const rows = await quotes.ok({ p_ticker: 'SPLT3', ...WEEK, p_fields: ['close', 'close_adj', 'close_total_return'] });
    expect(rows.map((r) => [r.trade_date, r.close, r.close_adj, r.close_adj_null_reason, r.close_total_return, r.close_total_return_null_reason])).toEqual([
      [DAYS[0], 20, 10, null, 9.8, null],
      [DAYS[1], 21, 10.5, null, 10.29, null],
      [DAYS[2], 22, 11, null, 11, null],
      [DAYS[3], 11.5, 11.5, null, 11.5, null],
      [DAYS[4], 12, 12, null, 12, null],
    ]);
    // fields not named are NULL; ticker, trade_date and board always filled
    expect([rows[0].ticker, rows[0].board, rows[0].open, rows[0].volume, rows[0].source]).toEqual(['SPLT3', 'cash', null, null, null]);
  });

  it('p_fields null keeps the raw row, the adjusted closes NULL as not_selected', async () => {
    const [row] = await quotes.ok({ p_ticker: 'SPLT3', p_from: DAYS[0], p_to: DAYS[0] });
    expect([row.close, row.open, row.source, row.close_adj, row.close_adj_null_reason, row.close_total_return, row.close_total_return_null_reason]).toEqual([20, 20, 'b3_cotahist', null, 'not_selected', null, 'not_selected']);
  });

  it('is NULL with its reason where the events the window needs are not held', async () => {
    const reasons = async (ticker: string) =>
      (await quotes.ok({ p_ticker: ticker, ...WEEK, p_fields: ['close_adj', 'close_total_return'] })).map((r) => [r.close_adj, r.close_adj_null_reason, r.close_total_return, r.close_total_return_null_reason]);
    expect(await reasons('NOPE3')).toEqual(DAYS.map(() => [null, 'stock_events_not_held', null, 'stock_events_not_held']));
    expect(await reasons('OUTD3')).toEqual(DAYS.map(() => [null, 'stock_events_outdated', null, 'stock_events_outdated']));
    expect(await reasons('BDRS34')).toEqual(DAYS.map(() => [null, 'not_share_or_unit', null, 'not_share_or_unit']));
    expect(await reasons('CASH3')).toEqual(DAYS.map(() => [9, null, null, 'cash_events_not_held']));
    // GAPS3 did not trade on its event's last date prior: the sessions before it cannot be reinvested
    expect(await reasons('GAPS3')).toEqual([[10, null, null, 'prior_close_not_held'], [10, null, null, 'prior_close_not_held'], [10, null, 10, null], [10, null, 10, null]]);
  });

  it('an unknown field is refused naming the valid ones', async () => {
    const error = await quotes.refused({ p_ticker: 'SPLT3', p_fields: ['close', 'adj_close'] });
    expect(error.message).toBe("quote_history: unknown p_fields 'adj_close'");
    expect(error.details).toMatch(/^Fields: ticker, trade_date, board, .*close_adj, close_adj_null_reason, close_total_return, close_total_return_null_reason\.$/);
  });

  it('panel serves close_adj and close_return when named, and not by default', async () => {
    const rows = await panel.ok({ p_ids: ['SPLT3'], p_metrics: ['close_adj', 'close_return'], ...WEEK, p_freq: 'day' });
    expect(rows.map((r) => [r.date, r.metric, r.value])).toEqual([
      [DAYS[0], 'close_adj', 10], [DAYS[0], 'close_return', null],
      [DAYS[1], 'close_adj', 10.5], [DAYS[1], 'close_return', 0.05],
      [DAYS[2], 'close_adj', 11], [DAYS[2], 'close_return', Math.round((11 / 10.29 - 1) * 1e8) / 1e8],
      [DAYS[3], 'close_adj', 11.5], [DAYS[3], 'close_return', Math.round((11.5 / 11 - 1) * 1e8) / 1e8],
      [DAYS[4], 'close_adj', 12], [DAYS[4], 'close_return', Math.round((12 / 11.5 - 1) * 1e8) / 1e8],
    ]);
    const month = await panel.ok({ p_ids: ['SPLT3'], p_metrics: ['close_adj'], ...WEEK });
    expect(month.map((r) => [r.date, r.value])).toEqual([[DAYS[4], 12]]);
    const raw = await panel.ok({ p_ids: ['SPLT3'], ...WEEK, p_freq: 'day' });
    expect(new Set(raw.map((r) => r.metric))).toEqual(new Set(['open', 'high', 'low', 'close', 'volume', 'trades', 'quantity']));
  });
});

describe('loading', () => {
  it('the genuine company answer lands its company and recent cash events; stock events none', async () => {
    const company = await sql(`select issuer_code, total_number_shares::text, stock_capital::text from b3.listed_company where issuer_code = 'ABEV'`);
    expect(company).toEqual([{ issuer_code: 'ABEV', total_number_shares: '15750216851', stock_capital: '58130517165.22' }]);
    expect(await sql(`select count(*)::int as n from b3.stock_event where issuer_code = 'ABEV'`)).toEqual([{ n: 0 }]);
  });

  it('a cash answer without its issuer, and a malformed value, are refused naming the record', async () => {
    await expect(load(write('nameless.json', cashAnswer([])))).rejects.toThrow('nameless.json: a GetListedCashDividends answer does not name its company: name the file <CODE>_GetListedCashDividends.json (e.g. ABEV_GetListedCashDividends.json) or pass --company');
    const bad = cashAnswer([{ corporateAction: 'DIVIDENDO', valueCash: '0,10', lastDatePriorEx: '2026-03-03' }, { corporateAction: 'DIVIDENDO', valueCash: '0,x', lastDatePriorEx: '2026-03-04' }]);
    await expect(load(write('BADV_GetListedCashDividends_2026-03-06.json', bad))).rejects.toThrow('BADV_GetListedCashDividends_2026-03-06.json results[1]: "0,x" is not a number in column valueCash');
    expect(await sql(`select count(*)::int as n from b3.cash_dividend where issuer_code = 'BADV'`)).toEqual([{ n: 0 }]);
  });
});
