// A synthetic month of the exchange's consolidated trade file (2026-10): a few
// FORWARD tickers (fixed-income ETFs), a CASH and a FINANCIAL row beside them,
// one session loaded Parcial and then Final, the newest session still Parcial,
// and a session on which one ticker did not trade (only its reference price).
// Written in the exchange's layout and loaded through the real loader; every
// row says synthetic_sample.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadConsolidatedTradesFile } from '../ingest/b3-consolidated-trades/load.js';
import { consolidatedText, type ConsolidatedRecord } from '../ingest/b3-consolidated-trades/write.js';
import { businessDays } from './brazil-calendar.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_TRADES_FIRST_DAY = '2026-10-01';
export const SAMPLE_TRADES_LAST_DAY = '2026-10-30';
export const SAMPLE_TRADES_PARCIAL_THEN_FINAL = '2026-10-15';
export const SAMPLE_TRADES_NO_TRADE = { day: '2026-10-21', ticker: 'DEMF11' };

const FORWARD = [
  { ticker: 'SMPF11', start: 102.5 },
  { ticker: 'DEMF11', start: 98.2 },
  { ticker: 'TSTF11', start: 11.4 },
];

function session(day: string, i: number, draw: () => number, scale = 1): ConsolidatedRecord[] {
  const rows: ConsolidatedRecord[] = FORWARD.map(({ ticker, start }) => {
    const last = Number((start * (1 + 0.002 * i + 0.004 * draw())).toFixed(2));
    const ref = Number((last * (1 + 0.001 * draw())).toFixed(2));
    const base = { RptDt: day, TckrSymb: ticker, ISIN: `BR${ticker.slice(0, 4)}CTF00${ticker.length}`, SgmtNm: 'FORWARD', RefPric: ref };
    if (day === SAMPLE_TRADES_NO_TRADE.day && ticker === SAMPLE_TRADES_NO_TRADE.ticker) return { ...base, TradQty: 0, FinInstrmQty: 0, NtlFinVol: 0 };
    const trades = Math.round(scale * (50 + 200 * Math.abs(draw())));
    const quantity = trades * 37;
    return { ...base, MinPric: Number((last * 0.995).toFixed(2)), MaxPric: Number((last * 1.004).toFixed(2)), TradAvrgPric: last, LastPric: last, OscnPctg: Number((100 * 0.004 * draw()).toFixed(2)), TradQty: trades, FinInstrmQty: quantity, NtlFinVol: Number((quantity * last).toFixed(2)) };
  });
  rows.push({ RptDt: day, TckrSymb: 'SMPL3', ISIN: 'BRSMPLACNOR0', SgmtNm: 'CASH', MinPric: 20, MaxPric: 21, TradAvrgPric: 20.5, LastPric: 20.7, RefPric: 20.7, TradQty: 900, FinInstrmQty: 90000, NtlFinVol: 1845000 });
  rows.push({ RptDt: day, TckrSymb: 'DI1F27', ISIN: 'BRBMEFD1I4Z0', SgmtNm: 'FINANCIAL', MinPric: 14.2, MaxPric: 14.3, TradAvrgPric: 14.25, LastPric: 14.26, AdjstdQt: 93109.37, AdjstdQtTax: 14.256, TradQty: 9000, FinInstrmQty: 280000, NtlFinVol: 26000000000 });
  return rows;
}

export async function loadSampleConsolidatedTrades(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const days = businessDays(SAMPLE_TRADES_FIRST_DAY, SAMPLE_TRADES_LAST_DAY);
  const draw = gaussian(seededRandom('consolidated-trades-sample'));
  const files: { name: string; text: string }[] = [];
  days.forEach((day, i) => {
    const rows = session(day, i, draw);
    if (day === SAMPLE_TRADES_PARCIAL_THEN_FINAL) files.push({ name: `TradeInformationConsolidatedFile_${day}_parcial.csv`, text: consolidatedText('Parcial', session(day, i, draw, 0.6)) });
    files.push({ name: `TradeInformationConsolidatedFile_${day}.csv`, text: consolidatedText(day === SAMPLE_TRADES_LAST_DAY ? 'Parcial' : 'Final', rows) });
  });
  const results: FileResult[] = [];
  for (const { name, text } of files) {
    fs.writeFileSync(path.join(dir, name), text);
    results.push(await loadConsolidatedTradesFile(path.join(dir, name), { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
