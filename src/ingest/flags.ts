// The flag rules every source shares, each written once: what a year, a month and
// a day look like, --from before --to, and the sessions or months a range means.
// A bad flag is a UsageError, reported before any download or database work.
import { isCalendarDate, monthsThrough } from './common/index.js';
import { UsageError, type FlagHelp, type FlagValues } from './command.js';
import { weekdays } from './b3-bdi/weekdays.js';

/** A year YYYY (1900-2099), the one rule for --year, a COTAHIST --period year, ... */
export const YEAR = /^(19|20)\d{2}$/;
/** A month YYYY-MM of such a year. */
export const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** `--flag "value" is not what`; without a flag (a value of a list), `value is not what`. */
function notA(flag: string | null, value: string, what: string): UsageError {
  return new UsageError(flag ? `${flag} ${JSON.stringify(value)} is not ${what}` : `${value} is not ${what}`);
}

export function checkDay(flag: string | null, value: string): string {
  if (!isCalendarDate(value)) throw notA(flag, value, 'a date YYYY-MM-DD');
  return value;
}

export function checkMonth(flag: string | null, value: string): string {
  if (!MONTH.test(value)) throw notA(flag, value, 'a month YYYY-MM');
  return value;
}

export function checkYear(flag: string | null, value: string): string {
  if (!YEAR.test(value)) throw notA(flag, value, 'a year YYYY');
  return value;
}

/** The one --from/--to order rule (also --since/--until). */
export function checkOrder(from: string, to: string, flags: [string, string] = ['--from', '--to']): void {
  if (from > to) throw new UsageError(`${flags[0]} ${from} is after ${flags[1]} ${to}`);
}

/** The repeated --year flag: each value a year, in order, each once. */
export function yearsOf(flags: FlagValues, flag = 'year'): string[] {
  const years = (flags[flag] as string[] | undefined) ?? [];
  for (const y of years) checkYear(`--${flag}`, y);
  return [...new Set(years)].sort();
}

/** --from and --to as days YYYY-MM-DD (both, checked, in order); `missing` says what to give otherwise. */
export function dayRange(flags: FlagValues, missing: string): { from: string; to: string } {
  const from = flags.from as string | undefined;
  const to = flags.to as string | undefined;
  if (!from || !to) throw new UsageError(missing);
  checkDay('--from', from);
  checkDay('--to', to);
  checkOrder(from, to);
  return { from, to };
}

/** YYYY-MM months from `from` through `to`, inclusive; UsageError when malformed. */
export function monthRange(from: string | undefined, to: string | undefined): string[] {
  if (!from || !to) throw new UsageError('give --file F, or --from YYYY-MM --to YYYY-MM');
  checkMonth('--from', from);
  checkMonth('--to', to);
  checkOrder(from, to);
  return monthsThrough(from, to);
}

/** --from/--to months of a source's flags. */
export function monthsOf(flags: FlagValues): string[] {
  return monthRange(flags.from as string | undefined, flags.to as string | undefined);
}

/** The month flags of a source downloaded by month. */
export const MONTH_FLAGS: Record<string, FlagHelp> = {
  from: { type: 'string', value: 'YYYY-MM', description: 'first month to download (with --to)', selects: true },
  to: { type: 'string', value: 'YYYY-MM', description: 'last month to download', selects: true },
};

/** The flags of a source downloaded by session: --date (repeatable), or --from with --to. */
export const SESSION_DAY_FLAGS: Record<string, FlagHelp> = {
  date: { type: 'string', multiple: true, value: 'YYYY-MM-DD', description: 'download the file of this session (repeatable)', selects: true },
  from: { type: 'string', value: 'YYYY-MM-DD', description: 'download every weekday from this day (with --to)', selects: true },
  to: { type: 'string', value: 'YYYY-MM-DD', description: 'last day of --from', selects: true },
};

/**
 * The sessions --date and --from/--to ask for (by default every weekday of the range, holidays included;
 * `daysOf` lists another kind of day, e.g. every calendar day); a UsageError for bad flags.
 */
export function sessionDays(flags: FlagValues, daysOf: (from: string, to: string) => string[] = weekdays): string[] {
  const dates = (flags.date as string[] | undefined) ?? [];
  const from = flags.from as string | undefined;
  const to = flags.to as string | undefined;
  if (Boolean(from) !== Boolean(to)) throw new UsageError('give --from and --to together');
  for (const day of [...dates, from, to]) if (day !== undefined) checkDay(null, day);
  if (from && to) checkOrder(from, to);
  const days = [...dates, ...(from && to ? daysOf(from, to) : [])];
  if (!days.length) throw new UsageError('give --file F, --date D or --from D --to D');
  return days;
}

/** Every calendar day of [from, to]. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The years YYYY that days (or months) `from` through `to` touch. */
export function yearsThrough(from: string, to: string): string[] {
  const years: string[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y += 1) years.push(String(y));
  return years;
}

/** Splits [from, to] (YYYY-MM-DD or YYYY-MM, inclusive) at calendar-year boundaries. */
export function yearSpans<T extends string>(from: T, to: T, first: string, last: string): { from: string; to: string }[] {
  const spans: { from: string; to: string }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    spans.push({ from: year === Number(from.slice(0, 4)) ? from : `${year}-${first}`, to: year === Number(to.slice(0, 4)) ? to : `${year}-${last}` });
  }
  return spans;
}
