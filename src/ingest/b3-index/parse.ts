// Reads one GetPortfolioDay answer of the exchange's index statistics: the
// closing levels of one index over one year as a grid, `results` holding a row
// per day of the month (day 1..31) with rateValue1..rateValue12 for the months
// (null where there was no session), beside `min` and `max` rows per month. The
// levels are printed en-us ("113,228.31"), as the online mode asks for them.
// The monthly min and max must be those of the days, else the file is refused.
import { enUsNumber, IngestFileError, isCalendarDate, type CopyValue } from '../common/index.js';

/** The level as exact decimal text (values.ts), or null when it is not printed en-us. */
function levelOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    return enUsNumber(value.trim());
  } catch {
    return null;
  }
}

interface Grid {
  min?: Record<string, unknown>;
  max?: Record<string, unknown>;
  results?: Record<string, unknown>[];
}

/** The (index, day, level) rows of the answer, oldest first. */
export function indexLevelRows(text: string, fileName: string, index: string, year: number): CopyValue[][] {
  let grid: Grid;
  try {
    grid = JSON.parse(text.replace(/^\uFEFF/, '')) as Grid;
  } catch (error) {
    throw new IngestFileError(fileName, null, `not JSON: ${(error as Error).message}`);
  }
  if (!grid || !Array.isArray(grid.results)) throw new IngestFileError(fileName, null, 'no "results" array: not an index statistics answer (GetPortfolioDay)');
  const rows: CopyValue[][] = [];
  const months = new Map<number, number[]>();
  const seenDays = new Set<number>();
  grid.results.forEach((entry, i) => {
    const at = `results[${i}]`;
    const day = entry.day;
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 31) throw new IngestFileError(fileName, at, `day ${JSON.stringify(day)} is not 1..31`);
    if (seenDays.has(day)) throw new IngestFileError(fileName, at, `day ${day} appears twice`);
    seenDays.add(day);
    for (let month = 1; month <= 12; month += 1) {
      const value = entry[`rateValue${month}`];
      if (value === null || value === undefined) continue;
      const where = `${at} (day ${day}) rateValue${month}`;
      const level = levelOf(value);
      if (level === null) throw new IngestFileError(fileName, where, `${JSON.stringify(value)} is not a level printed en-us (e.g. "113,228.31")`);
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (!isCalendarDate(date)) throw new IngestFileError(fileName, where, `a level on ${date}, which is not a calendar day`);
      rows.push([index, date, level]);
      months.set(month, [...(months.get(month) ?? []), Number(level)]);
    }
  });
  for (const [edge, pick] of [['min', Math.min], ['max', Math.max]] as const) {
    for (let month = 1; month <= 12; month += 1) {
      const printed = grid[edge]?.[`rateValue${month}`];
      const levels = months.get(month);
      const expected = levels ? pick(...levels) : null;
      const printedLevel = levelOf(printed);
      const got = printedLevel !== null ? Number(printedLevel) : printed ?? null;
      if (got !== expected) throw new IngestFileError(fileName, `${edge} rateValue${month}`, `the month's ${edge} ${JSON.stringify(printed ?? null)} is not the ${edge} of its days (${expected ?? 'none'}): altered or truncated, refused`);
    }
  }
  return rows.sort((a, b) => (a[1]! < b[1]! ? -1 : 1));
}
