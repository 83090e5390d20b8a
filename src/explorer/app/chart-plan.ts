// Which chart an answer gets, decided from its row schema and rows alone (never
// from the endpoint's name), so a new endpoint charts without new code:
// - open/high/low/close numeric columns over a date: candlesticks, with volume when present;
// - otherwise a date column and numeric columns: one line per numeric column, over the date
//   column with the most distinct values (so a curve of one session, e.g. future_curve, is drawn
//   against its expiry, and a monthly series against its period);
// - when that date repeats, the rows are long: text columns that vary split them into lines
//   (panel's id and metric: one line per id and metric).
import type { Field } from './endpoints.js';

type Row = Record<string, unknown>;

export interface LineSeries {
  label: string;
  /** One value per x, null where the group has no row or the value is NULL. */
  values: (number | null)[];
  /** Drawn at first; the legend toggles it (only the first columns of a wide row are). */
  show: boolean;
}

export interface LinePlan {
  kind: 'line';
  x: string;
  /** Seconds since the epoch (UTC midnight), ascending, distinct. */
  xs: number[];
  series: LineSeries[];
}

export interface CandlePlan {
  kind: 'candles';
  x: string;
  /** The group charted when the rows hold several (e.g. board cash), described. */
  group?: string;
  bars: { time: string; open: number; high: number; low: number; close: number; volume: number | null }[];
}

export type ChartPlan = LinePlan | CandlePlan;

const MAX_LINES = 24;
/** Of a wide row's numeric columns, the first ones are drawn at first, the rest a legend click away. */
const SHOWN_COLUMNS = 4;

function isNumeric(f: Field): boolean {
  return f.type === 'number' || f.type === 'integer';
}

function isDate(f: Field): boolean {
  return f.type === 'string' && (f.format === 'date' || f.format === 'date-time');
}

function toNumber(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

function toSeconds(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const t = Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v);
  return Number.isNaN(t) ? null : t / 1000;
}

function distinct(rows: Row[], column: string): number {
  return new Set(rows.map((r) => String(r[column]))).size;
}

/**
 * The columns whose values split long rows into groups: text columns, and integer columns
 * with few values (a rank such as seq), that vary among the rows of one x.
 */
function groupColumns(rows: Row[], columns: Field[], x: string): string[] {
  const byX = new Map<string, Row[]>();
  for (const r of rows) byX.set(String(r[x]), [...(byX.get(String(r[x])) ?? []), r]);
  const candidates = columns.filter((c) => c.name !== x && !isDate(c) && (c.type === 'string' || (c.type === 'integer' && distinct(rows, c.name) <= MAX_LINES * 2)));
  const varying = candidates.filter((c) => [...byX.values()].some((group) => distinct(group, c.name) > 1)).map((c) => c.name);
  // a column the columns before it already determine (a bucket's bounds, its item code, an id's class) adds nothing to a label
  const kept: string[] = [];
  let combos = 1;
  for (const name of varying) {
    const n = new Set(rows.map((r) => [...kept, name].map((k) => String(r[k])).join('\u0000'))).size;
    if (n > combos) {
      kept.push(name);
      combos = n;
    }
  }
  return kept;
}

function groupsOf(rows: Row[], keys: string[], columns: Field[]): Map<string, Row[]> {
  const numericKey = new Set(columns.filter(isNumeric).map((c) => c.name));
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const label = keys.map((k) => (numericKey.has(k) ? `${k} ${String(r[k])}` : String(r[k] ?? '∅'))).join(' ');
    groups.set(label, [...(groups.get(label) ?? []), r]);
  }
  return groups;
}

export function planChart(columns: Field[], rows: Row[]): ChartPlan | undefined {
  if (rows.length < 2) return undefined;
  const dates = columns.filter(isDate).filter((c) => rows.some((r) => toSeconds(r[c.name]) !== null));
  if (!dates.length) return undefined;
  const x = dates.reduce((best, c) => (distinct(rows, c.name) > distinct(rows, best.name) ? c : best)).name;
  if (distinct(rows, x) < 2) return undefined;
  const repeats = distinct(rows, x) < rows.length;
  const keys = repeats ? groupColumns(rows, columns, x) : [];
  const numeric = columns.filter((c) => isNumeric(c) && !keys.includes(c.name)).filter((c) => rows.some((r) => toNumber(r[c.name]) !== null));
  if (!numeric.length) return undefined;
  const groups = groupsOf(rows, keys, columns);

  const has = (name: string) => numeric.some((c) => c.name === name);
  if (['open', 'high', 'low', 'close'].every(has)) {
    // one group is charted: the largest (e.g. the cash board of a ticker)
    const [label, group] = [...groups.entries()].reduce((a, b) => (b[1].length > a[1].length ? b : a));
    const bars = group
      .map((r) => ({ time: String(r[x]).slice(0, 10), open: toNumber(r.open), high: toNumber(r.high), low: toNumber(r.low), close: toNumber(r.close), volume: has('volume') ? toNumber(r.volume) : null }))
      .filter((b): b is CandlePlan['bars'][number] => b.open !== null && b.high !== null && b.low !== null && b.close !== null)
      .sort((a, b) => a.time.localeCompare(b.time));
    const unique = bars.filter((b, i) => i === 0 || b.time !== bars[i - 1].time);
    if (unique.length >= 1) return { kind: 'candles', x, group: groups.size > 1 ? label : undefined, bars: unique };
  }

  // a numeric column constant within every group (a quotation factor, a bucket's bounds) is an attribute, not a measure
  const varying = numeric.filter((c) => [...groups.values()].some((group) => distinct(group, c.name) > 1));
  const drawn = varying.length ? varying : numeric;
  const xs = [...new Set(rows.map((r) => toSeconds(r[x])).filter((t): t is number => t !== null))].sort((a, b) => a - b);
  const index = new Map(xs.map((t, i) => [t, i]));
  const series: LineSeries[] = [];
  for (const [label, group] of groups) {
    for (const c of drawn) {
      const values: (number | null)[] = xs.map(() => null);
      for (const r of group) {
        const t = toSeconds(r[x]);
        if (t !== null) values[index.get(t)!] = toNumber(r[c.name]);
      }
      if (values.every((v) => v === null)) continue;
      const name = keys.length ? (drawn.length > 1 ? `${label} ${c.name}` : label) : c.name;
      series.push({ label: name, values, show: keys.length > 0 || series.length < SHOWN_COLUMNS });
      if (series.length >= MAX_LINES) break;
    }
    if (series.length >= MAX_LINES) break;
  }
  return series.length ? { kind: 'line', x, xs, series } : undefined;
}
