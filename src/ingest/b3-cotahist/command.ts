// b3-cotahist: COTAHIST files you have (--file) or downloads by day, month or year (--period).
import { monthsThrough } from '../common/index.js';
import { UsageError } from '../command.js';
import type { Source } from '../source.js';
import { weekdays } from '../b3-bdi/weekdays.js';
import { COTAHIST_BASE_URL, cotahistFileName } from './fetch.js';
import { loadCotahistFile } from './load.js';

export const command: Source<string[]> = {
  name: 'b3-cotahist',
  summary: 'B3 COTAHIST quote tape (daily, monthly, yearly; TXT or ZIP, 245-byte records) into b3.cotahist',
  usage: ['--file F [--file G ...] [--force]', '--period YYYY-MM-DD|YYYY-MM|YYYY [--period ...] [--force]'],
  flags: {
    period: { type: 'string', multiple: true, value: 'P', description: 'download the daily (YYYY-MM-DD), monthly (YYYY-MM) or yearly (YYYY) file (repeatable)', selects: true },
  },
  baseUrl: COTAHIST_BASE_URL,
  load: loadCotahistFile,
  plan(flags) {
    const periods = (flags.period as string[] | undefined) ?? [];
    if (!periods.length) throw new UsageError('give --file F or --period P');
    for (const period of periods) {
      try {
        cotahistFileName(period);
      } catch (error) {
        throw new UsageError(`--period ${(error as Error).message}`);
      }
    }
    return periods;
  },
  files: (periods, baseUrl) => periods.map((period) => ({ url: `${baseUrl.replace(/\/+$/, '')}/${cotahistFileName(period)}`, fileName: cotahistFileName(period) })),
  update: {
    // the exchange corrects a session's file for about a week
    window: { days: 7 },
    firstRun: { months: 12 },
    flags: (range) => [{ period: cotahistPeriods(range.from, range.to) }],
  },
};

/** The files that cover [from, to]: a monthly file for each whole month before `to`'s month, a daily file for every other weekday. */
export function cotahistPeriods(from: string, to: string): string[] {
  const periods: string[] = [];
  for (const month of monthsThrough(from, to)) {
    const whole = month < to.slice(0, 7) && from <= `${month}-01`;
    if (whole) periods.push(month);
    else {
      const [y, m] = month.split('-').map(Number);
      const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
      periods.push(...weekdays(from > `${month}-01` ? from : `${month}-01`, last < to ? last : to));
    }
  }
  return periods;
}
