// Sample quote tape for a first start without internet: the four genuine
// COTAHIST days shipped in samples/b3-cotahist (exchange files, 2016-2022) and a
// deterministic synthetic tape of the last year (ten tickers, odd lots, a
// ticker renamed under the same ISIN, call and put exercises, a listed option chain, forwards, auction prints) written as a
// COTAHIST file and loaded through the real loader; synthetic rows say so.
// ESPECI is written at its published positions (class 1-4, flags 5-8, listing
// segment 9-10), so the typed views read the segment off the synthetic rows too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileResult } from '../ingest/common/index.js';
import { loadCotahistFile } from '../ingest/b3-cotahist/load.js';
import { cotahistText, type QuoteRecord } from '../ingest/b3-cotahist/write.js';
import { businessDays } from './brazil-calendar.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_TAPE_FIRST_DAY = '2025-11-03';
export const SAMPLE_TAPE_LAST_DAY = '2026-11-20';
const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../samples/b3-cotahist');

/** DEMO3 splits 2-for-1 after this session (the b3-corporate-events sample states the event): its prices halve the next session. */
export const SAMPLE_DEMO3_SPLIT_LAST_DATE_PRIOR = '2026-06-15';

const TICKERS: { codneg: string; especi: string; start: number; codbdi?: string; isin?: string; until?: string; from?: string; splitAfter?: string }[] = [
  { codneg: 'SMPL3', especi: 'ON      NM', start: 20 }, { codneg: 'SMPL4', especi: 'PN      N1', start: 18 }, { codneg: 'DEMO3', especi: 'ON      NM', start: 35, splitAfter: SAMPLE_DEMO3_SPLIT_LAST_DATE_PRIOR },
  { codneg: 'FAKE11', especi: 'CI', start: 95, codbdi: '12' }, { codneg: 'TEST3', especi: 'ON', start: 8 }, { codneg: 'MOCK3', especi: 'ON      NM', start: 52 },
  { codneg: 'SYNT4', especi: 'PN', start: 12 }, { codneg: 'UNIT11', especi: 'UNT     N2', start: 30 }, { codneg: 'BDRX34', especi: 'DRN', start: 60 },
  // renamed halfway through the year: same ISIN, new ticker
  { codneg: 'OLDN3', especi: 'ON      NM', start: 15, isin: 'BRRNMDACNOR4', until: '2026-05-29' }, { codneg: 'NEWN3', especi: 'ON      NM', start: 15, isin: 'BRRNMDACNOR4', from: '2026-06-01' },
];

export function sampleTapeRecords(): QuoteRecord[] {
  const days = businessDays(SAMPLE_TAPE_FIRST_DAY, SAMPLE_TAPE_LAST_DAY);
  const records: QuoteRecord[] = [];
  for (const t of TICKERS) {
    const normal = gaussian(seededRandom(`tape-sample:${t.codneg}`));
    const isin = t.isin ?? `BR${t.codneg.slice(0, 4)}ACNOR0`;
    let close = t.start;
    let split = false;
    for (const day of days) {
      if ((t.until && day > t.until) || (t.from && day < t.from)) continue;
      if (t.splitAfter && day > t.splitAfter && !split) [close, split] = [close / 2, true];
      const open = close;
      close = Math.max(0.5, close * (1 + 0.018 * normal()));
      const [high, low] = [Math.max(open, close) * 1.01, Math.min(open, close) * 0.99];
      const prices = { open, high, low, average: (open + close) / 2, close, bid: close * 0.999, ask: close * 1.001 };
      const trades = 200 + Math.floor(800 * Math.abs(normal()));
      const quantity = trades * 100;
      records.push({ date: day, codneg: t.codneg, tpmerc: '010', codbdi: t.codbdi ?? '02', nomres: 'SAMPLE SA', especi: t.especi, prices, trades, quantity, volume: quantity * prices.average, isin });
      records.push({ date: day, codneg: `${t.codneg}F`, tpmerc: '020', codbdi: '96', nomres: 'SAMPLE SA', especi: t.especi, prices, trades: 5, quantity: 37, volume: 37 * prices.average, isin });
    }
  }
  // exercises on the monthly expiry (third Friday-ish: the 15th business day), call and put
  for (const [i, day] of days.filter((_, k) => k % 21 === 15).entries()) {
    const base = { date: day, nomres: 'SAMPLE SA', especi: 'ON NM', isin: 'BRSMPLACNOR0', expiry: day, trades: 3, quantity: 1000 * (i + 1) };
    records.push({ ...base, codneg: `SMPLA${20 + i}E`, tpmerc: '012', codbdi: '38', strike: 20 + i, prices: { open: 20 + i, high: 20 + i, low: 20 + i, average: 20 + i, close: 20 + i }, volume: (20 + i) * base.quantity });
    records.push({ ...base, codneg: `SMPLM${18 + i}E`, tpmerc: '013', codbdi: '42', strike: 18 + i, prices: { open: 18 + i, high: 18 + i, low: 18 + i, average: 18 + i, close: 18 + i }, volume: (18 + i) * base.quantity });
  }
  // the listed chain of the last five sessions: calls and puts on SMPL3 for two expiries after the tape ends
  for (const day of days.slice(-5)) {
    for (const [expiry, callLetter, putLetter] of [['2026-12-18', 'L', 'X'], ['2027-01-15', 'A', 'M']] as const) {
      for (let strike = 16; strike <= 26; strike += 2) {
        const premium = Math.max(0.05, Math.abs(22 - strike) / 4);
        const prices = { open: premium, high: premium * 1.1, low: premium * 0.9, average: premium, close: premium };
        const base = { date: day, nomres: 'SAMPLE SA', especi: 'ON NM', isin: 'BRSMPLACNOR0', expiry, strike, prices, trades: 12, quantity: 3000, volume: 3000 * premium };
        records.push({ ...base, codneg: `SMPL${callLetter}${strike}0`, tpmerc: '070', codbdi: '78' });
        records.push({ ...base, codneg: `SMPL${putLetter}${strike}0`, tpmerc: '080', codbdi: '82' });
      }
    }
  }
  // forwards (termo, TPMERC 030) on SMPL3 over the last 60 sessions: a 30-day term every session, a 60-day term every other one
  for (const [k, day] of days.slice(-60).entries()) {
    for (const termDays of k % 2 === 0 ? [30, 60] : [30]) {
      const price = 20 + k / 20 + termDays / 100;
      const prices = { open: price, high: price * 1.01, low: price * 0.99, average: price, close: price };
      records.push({ date: day, codneg: 'SMPL3T', tpmerc: '030', codbdi: '62', nomres: 'SAMPLE SA', especi: 'ON      NM', isin: 'BRSMPLACNOR0', termDays, prices, trades: 4, quantity: 500, volume: 500 * price });
    }
  }
  // auction prints (TPMERC 017) of TEST3 on the first session of each month
  for (const day of days.filter((d, k) => k === 0 || d.slice(0, 7) !== days[k - 1].slice(0, 7))) {
    const prices = { open: 8, high: 8, low: 8, average: 8, close: 8 };
    records.push({ date: day, codneg: 'TEST3', tpmerc: '017', codbdi: '02', nomres: 'SAMPLE SA', especi: 'ON', isin: 'BRTESTACNOR0', prices, trades: 1, quantity: 1000, volume: 8000 });
  }
  return records;
}

export async function loadSampleTape(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const synthetic = path.join(dir, 'COTAHIST_SAMPLE_2025-2026.TXT');
  fs.writeFileSync(synthetic, cotahistText(sampleTapeRecords(), { year: '2026' }), 'latin1');
  const results: FileResult[] = [];
  for (const file of fs.readdirSync(SHIPPED).sort()) {
    results.push(await loadCotahistFile(path.join(SHIPPED, file), { ownerUrl, dataDir, progress: options.progress }));
  }
  results.push(await loadCotahistFile(synthetic, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  return results;
}
