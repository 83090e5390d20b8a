// `npm run ingest -- b3-index ...`: index statistics answers you have (--file) or downloads by index and year.
import { loadEachFile, UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadIndices } from './fetch.js';
import { loadIndexFile } from './load.js';
import { DEFAULT_INDICES } from './tables.js';

export const command: SourceCommand = {
  summary: "B3 index closing levels (the exchange's index statistics, one answer per index and year) into b3.index_level",
  usage: ['--file INDEX_YYYY.json [--file ...] [--force]', '[--index IBOV ...] --year YYYY [--year ...] [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a saved answer named <INDEX>_<YYYY>.json (repeatable)' },
    index: { type: 'string', multiple: true, value: 'CODE', description: `index to download (repeatable); default ${DEFAULT_INDICES.join(', ')}` },
    year: { type: 'string', multiple: true, value: 'YYYY', description: 'year to download (repeatable)' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const indices = ((flags.index as string[] | undefined) ?? []).map((i) => i.toUpperCase());
    const years = (flags.year as string[] | undefined) ?? [];
    if (files.length && (indices.length || years.length)) throw new UsageError('give either --file or --index/--year, not both');
    if (files.length) return loadEachFile(files, (file, context) => loadIndexFile(file, context));
    if (!years.length) throw new UsageError('give --file F or --year YYYY');
    for (const year of years) if (!/^\d{4}$/.test(year)) throw new UsageError(`--year ${year} is not a year YYYY`);
    for (const index of indices) if (!/^[A-Z0-9]{3,8}$/.test(index)) throw new UsageError(`--index ${index} is not an index code such as IBOV`);
    return async (context) => {
      try {
        await fetchAndLoadIndices({ ...context, indices: indices.length ? indices : DEFAULT_INDICES, years: years.map(Number), onResult: context.onResult, download: { onRetry: (attempt, reason, delayMs) => process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`) } });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};
