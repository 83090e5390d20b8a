// Sample SGS series for a first start without internet: the ten series of
// bcb.sgs_series, 2021-01..2026-10, written exactly as SGS answers
// ([{"data":"dd/mm/yyyy","valor":"..."}], one file per series) and loaded
// through the real loader. Daily series on business days, monthly series on
// the first of the month. Deterministic: seeded generator, no clock.
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
];

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
  return SERIES.map((series) => {
    const normal = gaussian(seededRandom(`sgs-sample:${series.code}`));
    const dates = series.daily ? days : months;
    const values = dates.map((date, t) => ({ data: brDay(date), valor: (series.level(t, dates.length) + series.noise * normal()).toFixed(series.places) }));
    const file = path.join(dir, `sgs_${series.code}_sample.json`);
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
