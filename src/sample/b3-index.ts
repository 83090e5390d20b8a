// Sample index levels for a first start without internet: the genuine IBOV
// 2022 answer of the exchange's index statistics shipped in samples/b3-index,
// and deterministic synthetic levels of the nine indices for 2025 and 2026
// (through 2026-11-20), written as the exchange's yearly answers and loaded
// through the real loader; synthetic rows say so.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileResult } from '../ingest/common/index.js';
import { loadIndexFile } from '../ingest/b3-index/load.js';
import { DEFAULT_INDICES } from '../ingest/b3-index/tables.js';
import { businessDays } from './brazil-calendar.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_INDEX_FIRST_DAY = '2025-01-02';
export const SAMPLE_INDEX_LAST_DAY = '2026-11-20';
const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../samples/b3-index');
const START: Record<string, number> = { IBOV: 120_000, IBXX: 51_000, IBXL: 20_500, IFIX: 3_200, SMLL: 1_950, IDIV: 8_600, UTIL: 9_800, ICON: 2_700, IMOB: 800 };

// one formatter for every level: toLocaleString builds a new Intl.NumberFormat per call (the same output, ECMA-402)
const EN_US = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const enUs = (level: number) => EN_US.format(level);

/** One index's year as the exchange answers it: a row per day of the month, a column per month, min and max per month. */
export function indexYearAnswer(levels: ReadonlyMap<string, number>, year: number): string {
  const cell = (month: number, day: number) => levels.get(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  const results = Array.from({ length: 31 }, (_, d) => ({ day: d + 1, ...Object.fromEntries(Array.from({ length: 12 }, (_, m) => [`rateValue${m + 1}`, cell(m + 1, d + 1) === undefined ? null : enUs(cell(m + 1, d + 1)!)])) }));
  const edge = (pick: (...n: number[]) => number) => {
    const out: Record<string, unknown> = { day: 0 };
    for (let m = 1; m <= 12; m += 1) {
      const month = Array.from({ length: 31 }, (_, d) => cell(m, d + 1)).filter((v): v is number => v !== undefined);
      out[`rateValue${m}`] = month.length ? enUs(pick(...month)) : null;
    }
    return out;
  };
  return JSON.stringify({ min: edge(Math.min), max: edge(Math.max), results });
}

export async function loadSampleIndices(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const file of fs.readdirSync(SHIPPED).sort()) results.push(await loadIndexFile(path.join(SHIPPED, file), { ownerUrl, dataDir, progress: options.progress }));
  const days = businessDays(SAMPLE_INDEX_FIRST_DAY, SAMPLE_INDEX_LAST_DAY);
  for (const index of DEFAULT_INDICES) {
    const draw = gaussian(seededRandom(`index-sample:${index}`));
    const levels = new Map<string, number>();
    let level = START[index];
    for (const day of days) levels.set(day, (level = Math.round(level * (1 + 0.01 * draw()) * 100) / 100));
    for (const year of [2025, 2026]) {
      const file = path.join(dir, `${index}_${year}.json`);
      fs.writeFileSync(file, indexYearAnswer(levels, year));
      results.push(await loadIndexFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
    }
  }
  return results;
}
