// The --markets bench's quote tape: one COTAHIST daily file per weekday, written
// by the loader's own writer (src/ingest/b3-cotahist/write.ts), about
// `perSession` records each in the mix of a busy session: cash-board stocks, their
// odd lots, BDRs, units, fund quotas, subscription rights, a few auctions (017),
// forwards (030, three terms), a few exercises (calls 012, puts 013) and the rest
// listed options (070 calls, 080 puts). Deterministic: same arguments, same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { cotahistText, type QuoteRecord } from '../../ingest/b3-cotahist/write.js';

export const STOCKS = 450;
const ODD_LOTS = 150;
const EXERCISES = 30;
/** The other classes of the cash tape, each with stems of its own (offset so no ticker is shared). */
export const BDRS = 60;
export const UNITS = 20;
export const FUND_QUOTAS = 120;
export const RIGHTS = 20;
const AUCTIONS = 10;
/** Forward codes (stem+3T), each printed at three terms. */
export const FORWARDS = 10;
const TERMS = [30, 60, 90];
export const bdrTicker = (i: number) => `${stem(1000 + i)}34`;
export const unitTicker = (i: number) => `${stem(2000 + i)}11`;
export const fundTicker = (i: number) => `${stem(3000 + i)}11`;

/** The 4-letter stem of stock i (AAAA, AAAB, ...): its tickers are stem+3 and its options stem+letter+strike. */
export function stem(i: number): string {
  let s = '';
  for (let k = 0, n = i; k < 4; k++, n = Math.floor(n / 26)) s = String.fromCharCode(65 + (n % 26)) + s;
  return s;
}
const isin = (i: number) => `BR${stem(i)}ACNOR${i % 10}`;

/** Weekdays from `years` years before `last` to `last`, oldest first. */
export function weekdaysEnding(last: string, years: number): string[] {
  const end = new Date(`${last}T00:00:00Z`);
  const day = new Date(end);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  const out: string[] = [];
  for (; day <= end; day.setUTCDate(day.getUTCDate() + 1)) if (day.getUTCDay() % 6 !== 0) out.push(day.toISOString().slice(0, 10));
  return out;
}

/** The records of session n (0-based) on `date`. */
export function sessionRecords(date: string, n: number, perSession: number): QuoteRecord[] {
  const records: QuoteRecord[] = [];
  const bar = (base: number) => ({ open: base, high: base * 1.02, low: base * 0.98, average: base * 1.005, close: base * (1 + ((n % 7) - 3) / 100) });
  const base = (i: number) => Math.round((10 + (i % 90) + 5 * Math.sin((n + i) / 40)) * 100) / 100;
  for (let i = 0; i < STOCKS; i++) {
    const quantity = 1000 + ((n * 31 + i * 17) % 100000);
    records.push({ date, codneg: `${stem(i)}3`, tpmerc: '010', especi: 'ON      NM', prices: bar(base(i)), trades: 10 + (i % 500), quantity, volume: quantity * base(i), isin: isin(i) });
  }
  for (let i = 0; i < ODD_LOTS; i++) records.push({ date, codneg: `${stem(i)}3F`, tpmerc: '020', especi: 'ON      NM', prices: bar(base(i)), trades: 3, quantity: 30, volume: 30 * base(i), isin: isin(i) });
  for (let i = 0; i < BDRS; i++) records.push({ date, codneg: bdrTicker(i), tpmerc: '010', especi: 'DRN', nomres: 'BDR INC', prices: bar(base(i)), trades: 5 + (i % 50), quantity: 500, volume: 500 * base(i), isin: `BR${stem(1000 + i)}BDR0` });
  for (let i = 0; i < UNITS; i++) records.push({ date, codneg: unitTicker(i), tpmerc: '010', especi: 'UNT     N2', prices: bar(base(i)), trades: 50 + i, quantity: 5000, volume: 5000 * base(i), isin: `BR${stem(2000 + i)}CDAM0` });
  for (let i = 0; i < FUND_QUOTAS; i++) records.push({ date, codneg: fundTicker(i), tpmerc: '010', codbdi: i % 4 === 0 ? '14' : '12', especi: 'CI', prices: bar(base(i)), trades: 20 + i, quantity: 2000, volume: 2000 * base(i), isin: `BR${stem(3000 + i)}CTF0` });
  for (let i = 0; i < RIGHTS; i++) records.push({ date, codneg: `${stem(i)}1`, tpmerc: '010', especi: 'DIR ON', prices: bar(0.5), trades: 2, quantity: 100, volume: 50, isin: `BR${stem(i)}R0S0` });
  for (let k = 0; k < AUCTIONS; k++) records.push({ date, codneg: `${stem((n * 3 + k) % STOCKS)}3`, tpmerc: '017', prices: bar(base(k)), trades: 1, quantity: 100, volume: 100 * base(k), isin: isin((n * 3 + k) % STOCKS) });
  for (let i = 0; i < FORWARDS; i++) {
    for (const termDays of TERMS) records.push({ date, codneg: `${stem(i)}3T`, tpmerc: '030', termDays, prices: bar(base(i) * (1 + termDays / 3650)), trades: 1, quantity: 100, volume: 100 * base(i), isin: isin(i) });
  }
  const month = new Date(`${date}T00:00:00Z`).getUTCMonth();
  for (let k = 0; k < EXERCISES; k++) {
    const i = (n * 7 + k) % STOCKS;
    const call = k % 2 === 0;
    records.push({ date, codneg: `${stem(i)}${String.fromCharCode((call ? 65 : 77) + month)}${100 + k}E`, tpmerc: call ? '012' : '013', codbdi: call ? '38' : '42', strike: base(i), expiry: date, prices: bar(base(i)), trades: 1, quantity: 100 * (k + 1), isin: isin(i) });
  }
  const options = Math.max(0, perSession - records.length);
  const expiry = new Date(Date.UTC(Number(date.slice(0, 4)), month + 1, 15)).toISOString().slice(0, 10);
  for (let j = 0; j < options; j++) {
    const i = j % STOCKS;
    const call = j % 2 === 0;
    const strike = Math.floor(j / STOCKS);
    records.push({ date, codneg: `${stem(i)}${String.fromCharCode((call ? 65 : 77) + ((month + 1) % 12))}${String(100 + strike).padStart(3, '0')}`, tpmerc: call ? '070' : '080', codbdi: '78', especi: 'ON      NM', strike: base(i) + strike, expiry, prices: bar(1 + (strike % 5)), trades: 1 + (j % 9), quantity: 100, volume: 100 * (1 + (strike % 5)), isin: `BR${stem(i)}O${String(j % 100000).padStart(5, '0')}` });
  }
  return records;
}

/** Writes session n's file COTAHIST_DddmmYYYY.TXT into dir; returns its path and record count. */
export function writeSessionFile(dir: string, date: string, n: number, perSession: number): { file: string; records: number } {
  const records = sessionRecords(date, n, perSession);
  const file = path.join(dir, `COTAHIST_D${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}.TXT`);
  fs.writeFileSync(file, cotahistText(records, { year: date.slice(0, 4) }), 'latin1');
  return { file, records: records.length };
}
