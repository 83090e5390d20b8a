// Sample reference-rate curves for a first start without internet: the genuine
// TaxaSwap of 2014-12-12 (curve APR, shipped in samples/b3-taxa-swap), and
// deterministic synthetic curves PRE, DOC and DPL for a week of sessions,
// written in the exchange's fixed-width TaxaSwap layout and loaded through the
// real loader; synthetic rows say so (source synthetic_sample). Calendar and
// business days follow the national holidays of brazil-calendar.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileResult } from '../ingest/common/index.js';
import { loadTaxaSwapFile } from '../ingest/b3-taxa-swap/load.js';
import { businessDays } from './brazil-calendar.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_CURVE_FIRST_DAY = '2026-11-13';
export const SAMPLE_CURVE_LAST_DAY = '2026-11-19';
export const SAMPLE_CURVES = ['PRE', 'DOC', 'DPL'] as const;
const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../samples/b3-taxa-swap');

/** One vertex of a TaxaSwap record. */
export interface TaxaSwapVertex {
  curve: string;
  description: string;
  calendarDays: number;
  businessDays: number;
  /** % a year with at most 7 decimals, e.g. 11.59 or -0.25. */
  rate: number;
  kind: 'F' | 'M';
  code: number;
}

const digits = (n: number, width: number) => String(n).padStart(width, '0');

/** One 72-character record at the positions of B3's layout document. */
export function taxaSwapLine(sequence: number, day: string, v: TaxaSwapVertex): string {
  const scaled = Math.round(Math.abs(v.rate) * 1e7);
  return [
    digits(sequence, 6),
    '001',
    '01',
    day.replaceAll('-', ''),
    'T1',
    v.curve.padEnd(5),
    v.description.padEnd(15).slice(0, 15),
    digits(v.calendarDays, 5),
    digits(v.businessDays, 5),
    v.rate < 0 ? '-' : '+',
    digits(scaled, 14),
    v.kind,
    digits(v.code, 5),
  ].join('');
}

/** A whole file: the records joined as the exchange writes them (CRLF, none after the last). */
export function taxaSwapFile(day: string, vertices: readonly TaxaSwapVertex[]): string {
  return vertices.map((v, i) => taxaSwapLine(i + 1, day, v)).join('\r\n');
}

const DESCRIPTIONS: Record<(typeof SAMPLE_CURVES)[number], string> = { PRE: 'DI x pre', DOC: 'Cupom limpo', DPL: 'Cupom IPCA' };
const LEVEL: Record<(typeof SAMPLE_CURVES)[number], [number, number]> = { PRE: [14.9, -1.6], DOC: [4.6, 1.1], DPL: [7.8, -0.6] };
const FIXED_TENORS = [1, 30, 60, 90, 120, 180, 252, 360, 540, 720, 1080, 1440, 1800, 2520, 3600];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** One session's synthetic vertices of a curve: fixed tenors rolled to a business day, and the first business day of each quarter as moving vertices. */
export function syntheticCurve(curve: (typeof SAMPLE_CURVES)[number], day: string, sessionIndex: number): TaxaSwapVertex[] {
  const open = businessDays(addDays(day, 1), addDays(day, 4000));
  const index = new Map(open.map((d, i) => [d, i + 1]));
  const rollTo = (d: string) => open.find((b) => b >= d)!;
  const [short, slope] = LEVEL[curve];
  const rateAt = (businessDaysOut: number) => Number((short + slope * Math.log(1 + businessDaysOut / 252) + 0.03 * sessionIndex).toFixed(7));
  const byCalendarDays = new Map<number, TaxaSwapVertex>();
  const add = (date: string, kind: 'F' | 'M', code?: number) => {
    const calendarDays = daysBetween(day, date);
    const bd = index.get(date)!;
    if (!byCalendarDays.has(calendarDays)) byCalendarDays.set(calendarDays, { curve, description: DESCRIPTIONS[curve], calendarDays, businessDays: bd, rate: rateAt(bd), kind, code: code ?? calendarDays });
  };
  for (const tenor of FIXED_TENORS) add(rollTo(addDays(day, tenor)), 'F', tenor);
  for (let year = Number(day.slice(0, 4)); year <= Number(day.slice(0, 4)) + 9; year += 1) {
    for (const month of ['01', '04', '07', '10']) {
      const first = rollTo(`${year}-${month}-01`);
      if (first > day && daysBetween(day, first) <= 3600) add(first, 'M');
    }
  }
  return [...byCalendarDays.values()].sort((a, b) => a.calendarDays - b.calendarDays);
}

export async function loadSampleCurves(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  fs.mkdirSync(dir, { recursive: true });
  const results: FileResult[] = [];
  for (const file of fs.readdirSync(SHIPPED).sort()) results.push(await loadTaxaSwapFile(path.join(SHIPPED, file), { ownerUrl, dataDir, progress: options.progress }));
  businessDays(SAMPLE_CURVE_FIRST_DAY, SAMPLE_CURVE_LAST_DAY).forEach((day, i) => {
    const file = path.join(dir, `TaxaSwap_${day.replaceAll('-', '')}.txt`);
    fs.writeFileSync(file, taxaSwapFile(day, SAMPLE_CURVES.flatMap((curve) => syntheticCurve(curve, day, i))));
  });
  for (const day of businessDays(SAMPLE_CURVE_FIRST_DAY, SAMPLE_CURVE_LAST_DAY)) {
    results.push(await loadTaxaSwapFile(path.join(dir, `TaxaSwap_${day.replaceAll('-', '')}.txt`), { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
