// b3-index: index statistics answers you have (--file) or downloads by index and year.
import { UsageError } from '../command.js';
import { yearsOf, yearsThrough } from '../flags.js';
import type { Source } from '../source.js';
import { INDEX_BASE_URL, indexUrl } from './fetch.js';
import { loadIndexFile, type IndexFileOptions } from './load.js';
import { DEFAULT_INDICES } from './tables.js';

export const command: Source<{ indices: readonly string[]; years: string[] }, IndexFileOptions> = {
  name: 'b3-index',
  summary: "B3 index closing levels (the exchange's index statistics, one answer per index and year) into b3.index_level",
  usage: ['--file INDEX_YYYY.json [--file ...] [--force]', '[--index IBOV ...] --year YYYY [--year ...] [--force]'],
  flags: {
    index: { type: 'string', multiple: true, value: 'CODE', description: `index to download (repeatable); default ${DEFAULT_INDICES.join(', ')}`, selects: true },
    year: { type: 'string', multiple: true, value: 'YYYY', description: 'year to download (repeatable)', selects: true },
  },
  baseUrl: INDEX_BASE_URL,
  load: loadIndexFile,
  plan(flags) {
    const indices = ((flags.index as string[] | undefined) ?? []).map((i) => i.toUpperCase());
    const years = yearsOf(flags);
    if (!years.length) throw new UsageError('give --file F or --year YYYY');
    for (const index of indices) if (!/^[A-Z0-9]{3,8}$/.test(index)) throw new UsageError(`--index ${index} is not an index code such as IBOV`);
    return { indices: indices.length ? indices : DEFAULT_INDICES, years };
  },
  files: (plan, baseUrl) =>
    plan.indices.flatMap((index) => plan.years.map((y) => ({ url: indexUrl(index, Number(y), baseUrl), fileName: `${index}_${y}.json`, options: { index, year: Number(y) } }))),
  update: {
    // a year's answer changes every session: re-read the current year (and the last, early in January)
    window: { days: 30 },
    firstRun: { months: 12 },
    flags: (range) => [{ year: yearsThrough(range.from, range.to) }],
  },
};
