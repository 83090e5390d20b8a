// Sample SGS series for a first start without internet: every series of
// bcb.sgs_series (the ten macro series and the inflation family), 2021-01..2026-10,
// written exactly as SGS answers ([{"data":"dd/mm/yyyy","valor":"..."}], one file
// per series) and loaded through the real loader. Daily series on business days,
// monthly series on the first of the month. Synthetic: no value is a central bank
// figure. IPCA_12M is the sample IPCA chained over 12 months (exactly, as SGS
// publishes it), so api.inflation's acc_12m can be checked against it.
// Deterministic: seeded generator, no clock.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadSgsFile } from '../ingest/bcb-sgs/load.js';
import { businessDays } from './brazil-calendar.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_SGS_FIRST_DAY = '2021-01-04';
export const SAMPLE_SGS_LAST_DAY = '2026-10-30';

interface SeriesPath {
  code: number;
  daily: boolean;
  places: number;
  /** The value on day/month t of n, before noise. */
  level: (t: number, n: number) => number;
  noise: number;
}

// Selic target steps between Copom meetings (about every 30 business days)
const selicTarget = (t: number, n: number) => Math.round((2 + 13 * Math.sin((Math.PI * t) / n) ** 2) * 4) / 4;
const SERIES: SeriesPath[] = [
  { code: 432, daily: true, places: 2, level: (t, n) => selicTarget(Math.floor(t / 30) * 30, n), noise: 0 },
  { code: 11, daily: true, places: 6, level: (t, n) => dailyRate(selicTarget(Math.floor(t / 30) * 30, n) - 0.1), noise: 0 },
  { code: 12, daily: true, places: 6, level: (t, n) => dailyRate(selicTarget(Math.floor(t / 30) * 30, n) - 0.11), noise: 0 },
  { code: 25, daily: true, places: 4, level: (t, n) => 0.5 + 0.1 * Math.sin(t / n), noise: 0.002 },
  { code: 1, daily: true, places: 4, level: (t, n) => 5.3 + 0.4 * Math.sin((3 * t) / n), noise: 0.03 },
  { code: 21619, daily: true, places: 4, level: (t, n) => 6.0 + 0.5 * Math.sin((3 * t) / n), noise: 0.03 },
  { code: 189, daily: false, places: 2, level: (t) => 0.6 * Math.sin(t / 5), noise: 0.4 },
  { code: 188, daily: false, places: 2, level: (t) => 0.4 + 0.3 * Math.sin(t / 7), noise: 0.15 },
  { code: 433, daily: false, places: 2, level: (t) => 0.4 + 0.3 * Math.sin(t / 7), noise: 0.15 },
  { code: 4380, daily: false, places: 1, level: (t) => 700000 + 4000 * t, noise: 8000 },
  // the inflation family: monthly changes in percent (IPCA15 near IPCA, cores smoother, groups apart)
  ...monthlyChanges([7478], 0.4, 0.3, 7, 0.2),
  ...monthlyChanges([4466, 11426, 11427, 16121, 16122], 0.35, 0.15, 9, 0.06),
  ...monthlyChanges([4449, 11428, 4447, 4448, 10841, 10842, 10843, 10844], 0.35, 0.35, 6, 0.25),
  ...monthlyChanges([1635, 1636, 1637, 1638, 1639, 1640, 1641, 1642, 1643], 0.3, 0.6, 5, 0.4),
  // diffusion: percent of items that rose
  { code: 21379, daily: false, places: 2, level: (t) => 55 + 8 * Math.sin(t / 6), noise: 4 },
];

/** The 12-month IPCA (13522), derived from the sample IPCA (433). */
const IPCA_CODE = 433;
const IPCA_12M_CODE = 13522;

function monthlyChanges(codes: number[], base: number, swing: number, period: number, noise: number): SeriesPath[] {
  return codes.map((code, i) => ({ code, daily: false, places: 2, level: (t: number) => base + swing * Math.sin((t + 3 * i) / period), noise }));
}

/** 12 monthly changes (text, 2 places) chained exactly: ((1 + v1/100) x ... x (1 + v12/100) - 1) x 100, rounded half away from zero to 2 places. */
export function chain12(values: readonly string[]): string {
  const hundredths = values.map((v) => BigInt(Math.round(Number(v) * 100)));
  const product = hundredths.reduce((p, v) => p * (10000n + v), 1n);
  const whole = 10000n ** BigInt(values.length);
  const numerator = (product - whole) * 10000n; // the change in hundredths of a percent, times whole
  const sign = numerator < 0n ? -1n : 1n;
  const rounded = sign * ((sign * numerator * 2n + whole) / (2n * whole));
  const text = (sign * rounded).toString().padStart(3, '0');
  return `${sign < 0n && rounded !== 0n ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

function dailyRate(annualPercent: number): number {
  return ((1 + annualPercent / 100) ** (1 / 252) - 1) * 100;
}

function firstOfMonths(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCMonth(d.getUTCMonth() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

const brDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Writes one SGS answer per series into `dir` and returns their paths. */
export function writeSampleSgs(dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const days = businessDays(SAMPLE_SGS_FIRST_DAY, SAMPLE_SGS_LAST_DAY);
  const months = firstOfMonths(SAMPLE_SGS_FIRST_DAY, SAMPLE_SGS_LAST_DAY);
  const answers = SERIES.map((series) => {
    const normal = gaussian(seededRandom(`sgs-sample:${series.code}`));
    const dates = series.daily ? days : months;
    return { code: series.code, values: dates.map((date, t) => ({ data: brDay(date), valor: (series.level(t, dates.length) + series.noise * normal()).toFixed(series.places) })) };
  });
  const ipca = answers.find((a) => a.code === IPCA_CODE)!.values;
  answers.push({ code: IPCA_12M_CODE, values: ipca.slice(11).map((v, i) => ({ data: v.data, valor: chain12(ipca.slice(i, i + 12).map((m) => m.valor)) })) });
  return answers.map(({ code, values }) => {
    const file = path.join(dir, `sgs_${code}_sample.json`);
    fs.writeFileSync(file, JSON.stringify(values));
    return file;
  });
}

export async function loadSampleSgs(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of writeSampleSgs(dir)) {
    results.push(await loadSgsFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
