// Sample settlement prices for a first start without internet: the genuine
// price reports shipped in samples/b3-price-report (the BVBG.086.01 report of
// 2018-01-02 and three BVBG.187.01 files, exchange files) and deterministic
// synthetic DI1 settlements for every business day of several years, written
// as yearly BVBG.086.01 XML files and loaded through the real loader; synthetic
// rows say so. Sessions of the genuine files are left out of the synthetic
// years, so a genuine settlement is never hidden behind a made-up one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileResult } from '../ingest/common/index.js';
import { loadPriceReportFile } from '../ingest/b3-price-report/load.js';
import { priceReportXml, type PriceRecordSpec } from '../ingest/b3-price-report/write.js';
import { businessDays } from './brazil-calendar.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_DI1_FIRST_DAY = '2021-01-04';
export const SAMPLE_DI1_LAST_DAY = '2026-11-20';
const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../samples/b3-price-report');
const GENUINE_SESSIONS = new Set(['2023-02-02', '2025-02-03', '2026-01-12']);
const MONTHS = 'FGHJKMNQUVXZ';

/** The synthetic DI1 records of every session, oldest first. */
export function sampleDi1Records(): PriceRecordSpec[] {
  const calendar = businessDays(SAMPLE_DI1_FIRST_DAY, '2034-12-31');
  const position = new Map(calendar.map((day, i) => [day, i]));
  /** DI1 expires on the first business day of its month. */
  const expiries = new Map<string, string>();
  const expiry = (year: number, month: number) => {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    if (!expiries.has(first)) expiries.set(first, calendar.find((d) => d >= first)!);
    return expiries.get(first)!;
  };
  const normal = gaussian(seededRandom('di1-sample'));
  const records: PriceRecordSpec[] = [];
  const previous = new Map<string, { pu: string; rate: string }>();
  let shortRate = 2.0; // % a year, drifting toward 14 and back, as the Selic did
  for (const day of calendar.filter((d) => d <= SAMPLE_DI1_LAST_DAY)) {
    const t = position.get(day)!;
    const target = t < 600 ? 2 + (12 * t) / 600 : 14 - Math.max(0, t - 1100) / 200;
    shortRate += 0.02 * (target - shortRate) + 0.03 * normal();
    if (GENUINE_SESSIONS.has(day)) continue;
    const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    // the next three months, then every January of the next six years
    const listed = [1, 2, 3].map((k) => [year + Math.floor((month - 1 + k) / 12), ((month - 1 + k) % 12) + 1]).concat([1, 2, 3, 4, 5, 6].map((k) => [year + k, 1]));
    const contracts = [...new Map(listed.map(([cy, cm]) => [cy * 100 + cm, [cy, cm]])).values()];
    for (const [cy, cm] of contracts) {
      const ticker = `DI1${MONTHS[cm - 1]}${String(cy).slice(2)}`;
      const days = position.get(expiry(cy, cm))! - t;
      const rate = (shortRate + 0.35 * Math.sqrt(days / 252) + 0.02 * normal()).toFixed(3);
      const pu = (100_000 / (1 + Number(rate) / 100) ** (days / 252)).toFixed(2);
      const before = previous.get(ticker);
      const traded = !(cy === year + 6 && t % 5 === 0); // the longest contract trades four sessions in five
      const spread = (k: number) => (Number(rate) + k * 0.01).toFixed(3);
      const contractsTraded = traded ? 1000 + Math.round(50_000 * Math.abs(normal())) : 0;
      // assigned in the order the XML lists them (conditional spreads of object literals cost ~150 µs a
      // record here, most of this set's generation time: npm run bench -- --start --profile)
      const attributes: PriceRecordSpec['attributes'] = {};
      if (traded) {
        attributes.NtlFinVol = (contractsTraded * Number(pu)).toFixed(2);
        attributes.FinInstrmQty = contractsTraded;
      }
      attributes.OpnIntrst = 100_000 + Math.round(2_000_000 * Math.exp(-days / 800));
      if (traded) {
        attributes.FrstPric = spread(1);
        attributes.MinPric = spread(-2);
        attributes.MaxPric = spread(3);
        attributes.TradAvrgPric = rate;
        attributes.LastPric = spread(0);
        attributes.RglrTxsQty = Math.max(1, Math.round(contractsTraded / 40));
      }
      attributes.AdjstdQt = pu;
      attributes.AdjstdQtTax = rate;
      attributes.AdjstdQtStin = 'F';
      if (before) {
        attributes.PrvsAdjstdQt = before.pu;
        attributes.PrvsAdjstdQtTax = before.rate;
        attributes.PrvsAdjstdQtStin = 'F';
      }
      records.push({ date: day, ticker, instrumentId: `7${cy}${String(cm).padStart(2, '0')}`, tradQty: traded ? Math.max(1, Math.round(contractsTraded / 40)) : undefined, attributes });
      previous.set(ticker, { pu, rate });
    }
  }
  return records;
}

export async function loadSamplePriceReports(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const file of fs.readdirSync(SHIPPED).sort()) {
    results.push(await loadPriceReportFile(path.join(SHIPPED, file), { ownerUrl, dataDir, progress: options.progress }));
  }
  const byYear = new Map<string, PriceRecordSpec[]>();
  for (const record of sampleDi1Records()) {
    const year = record.date.slice(0, 4);
    if (!byYear.has(year)) byYear.set(year, []);
    byYear.get(year)!.push(record);
  }
  for (const [year, records] of byYear) {
    const file = path.join(dir, `DI1_SAMPLE_${year}.xml`);
    fs.writeFileSync(file, priceReportXml({ created: `${records.at(-1)!.date}T20:00:00`, records }));
    results.push(await loadPriceReportFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
