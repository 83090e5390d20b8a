// Sample PTAX for a first start without internet: plausible daily rates for
// eight currencies, 2021-01-04 through 2026-11-20, written exactly as the
// Olinda CotacaoMoedaPeriodo CSV (quoted decimal-comma values, CRLF, four
// bulletins a day) and loaded through the real loader. Deterministic: the same
// bytes on every run (seeded generator, no clock).
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadPtaxFile } from '../ingest/bcb-ptax/load.js';
import { businessDays } from './brazil-calendar.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_FIRST_DAY = '2021-01-04';
export const SAMPLE_LAST_DAY = '2026-11-20';

interface CurrencyPath {
  code: string;
  /** A: parity is units of the currency per USD; B: USD per unit. */
  parityType: 'A' | 'B';
  firstParity: number;
  lastParity: number;
  dailyVolatility: number;
}

// USD/BRL moves on its own path; every other rate is USD/BRL combined with the
// currency's parity against the dollar, the way the central bank derives them.
const USD_BRL: CurrencyPath = { code: 'USD', parityType: 'A', firstParity: 5.27, lastParity: 5.35, dailyVolatility: 0.008 };
const PARITIES: CurrencyPath[] = [
  { code: 'USD', parityType: 'A', firstParity: 1, lastParity: 1, dailyVolatility: 0 },
  { code: 'EUR', parityType: 'B', firstParity: 1.22, lastParity: 1.16, dailyVolatility: 0.004 },
  { code: 'GBP', parityType: 'B', firstParity: 1.36, lastParity: 1.32, dailyVolatility: 0.005 },
  { code: 'JPY', parityType: 'A', firstParity: 103.5, lastParity: 155, dailyVolatility: 0.005 },
  { code: 'CHF', parityType: 'A', firstParity: 0.885, lastParity: 0.8, dailyVolatility: 0.004 },
  { code: 'CAD', parityType: 'A', firstParity: 1.27, lastParity: 1.4, dailyVolatility: 0.003 },
  { code: 'AUD', parityType: 'B', firstParity: 0.77, lastParity: 0.65, dailyVolatility: 0.005 },
  // Devaluation: from about 0.06 to about 0.001 BRL per peso.
  { code: 'ARS', parityType: 'A', firstParity: 87, lastParity: 5300, dailyVolatility: 0.004 },
];

export const SAMPLE_CURRENCIES = PARITIES.map((p) => p.code);

const HEADER = 'paridadeCompra,paridadeVenda,cotacaoCompra,cotacaoVenda,dataHoraCotacao,tipoBoletim';
const BULLETINS = ['Abertura', 'Intermediário', 'Intermediário', 'Fechamento'] as const;
const USD_SPREAD = 0.0006;
const PARITY_HALF_SPREAD = 0.00005;

export function samplePtaxFileName(code: string): string {
  return `ptax_${code}_2021-2026.csv`;
}

/** Writes one CSV per currency into `dir` and returns their paths. */
export function writeSamplePtax(dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const days = businessDays(SAMPLE_FIRST_DAY, SAMPLE_LAST_DAY);
  const usd = windowQuotes(USD_BRL, days);
  return PARITIES.map((currency) => {
    const file = path.join(dir, samplePtaxFileName(currency.code));
    fs.writeFileSync(file, renderCsv(currency, days, usd, windowQuotes(currency, days)));
    return file;
  });
}

/** Generates into <dataDir>/sample/ and loads every file; a second call skips the files already loaded. */
export async function loadSampleData(ownerUrl: string, dataDir: string, options: SampleLoadOptions = {}): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of writeSamplePtax(path.join(dataDir, 'sample'))) {
    results.push(await loadPtaxFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}

/**
 * Four quotes a day (the PTAX consultation windows) around a level that
 * follows a log-linear trend from first to last parity plus mean-reverting noise.
 */
function windowQuotes(currency: CurrencyPath, days: string[]): number[][] {
  const normal = gaussian(seededRandom(`ptax-sample:${currency.code}`));
  const start = Math.log(currency.firstParity);
  const drift = (Math.log(currency.lastParity) - start) / Math.max(days.length - 1, 1);
  let noise = 0;
  return days.map((_, i) => {
    noise = 0.98 * noise + currency.dailyVolatility * normal();
    const level = start + drift * i + noise;
    return [0, 1, 2, 3].map(() => Math.exp(level + (currency.dailyVolatility / 4) * normal()));
  });
}

function renderCsv(currency: CurrencyPath, days: string[], usd: number[][], parity: number[][]): string {
  const clock = seededRandom(`ptax-sample-clock:${currency.code}`);
  const lines = [HEADER];
  days.forEach((day, d) => {
    // The closing bulletin is the mean of the day's four windows; the others publish one window each.
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const usdQuotes = [usd[d][0], usd[d][1], usd[d][2], mean(usd[d])];
    const parityQuotes = [parity[d][0], parity[d][1], parity[d][2], mean(parity[d])];
    BULLETINS.forEach((type, b) => {
      const [parityBuy, paritySell] = parityPair(currency, parityQuotes[b]);
      const usdBuy = round(usdQuotes[b], 4);
      const usdSell = usdBuy + USD_SPREAD;
      const [buy, sell] = currency.parityType === 'A' ? [usdBuy / parityBuy, usdSell / paritySell] : [usdBuy * parityBuy, usdSell * paritySell];
      const minute = 2 + Math.floor(clock() * 8);
      const millis = Math.floor(clock() * 60_000);
      const at = `${day} ${10 + b}:${pad(minute, 2)}:${pad(Math.floor(millis / 1000), 2)}.${pad(millis % 1000, 3)}`;
      lines.push([decimal(parityBuy, 4), decimal(paritySell, 4), decimal(buy, rateDecimals(buy)), decimal(sell, rateDecimals(sell)), at, type].join(','));
    });
  });
  return lines.join('\r\n') + '\r\n';
}

/** Buy and sell parity around a mid; chosen so the buy rate in BRL stays below the sell rate. USD is 1 against itself. */
function parityPair(currency: CurrencyPath, mid: number): [number, number] {
  if (currency.code === 'USD') return [1, 1];
  const low = mid * (1 - PARITY_HALF_SPREAD);
  const high = mid * (1 + PARITY_HALF_SPREAD);
  return currency.parityType === 'A' ? [high, low] : [low, high];
}

/** Four decimals at BRL 1 and above, more below it so small rates (JPY, ARS) keep four significant digits. */
function rateDecimals(value: number): number {
  return Math.max(4, 3 - Math.floor(Math.log10(value)));
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/** Olinda's CSV form: decimal comma, trailing zeros dropped, quoted when a comma is present. */
function decimal(value: number, decimals: number): string {
  const text = value.toFixed(decimals).replace(/\.?0+$/, '').replace('.', ',');
  return text.includes(',') ? `"${text}"` : text;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
