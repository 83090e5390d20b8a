// b3-taxa-swap: reference-rate files you have (--file) or downloads by session (--date, --from/--to).
import { UsageError } from '../command.js';
import { SESSION_DAY_FLAGS, sessionDays } from '../flags.js';
import type { Source } from '../source.js';
import { TAXA_SWAP_BASE_URL, TAXA_SWAP_FIRST_DAY, taxaSwapFileName } from './fetch.js';
import { loadTaxaSwapFile } from './load.js';

export const command: Source<string[]> = {
  name: 'b3-taxa-swap',
  summary: "B3 reference-rate curves (TaxaSwap: TSyymmdd.ex_, the exchange's zip in a self-extracting zip, or a bare TaxaSwap.txt), every vertex of every curve, into b3.reference_rate",
  usage: ['--file F [--file G ...] [--force]', '--date YYYY-MM-DD [--date ...] [--force]', '--from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: { ...SESSION_DAY_FLAGS },
  baseUrl: TAXA_SWAP_BASE_URL,
  load: loadTaxaSwapFile,
  plan(flags) {
    const days = sessionDays(flags); // a day without a file answers an empty zip, recorded as "no file that day"
    const early = days.find((day) => day < TAXA_SWAP_FIRST_DAY);
    if (early) throw new UsageError(`${early}: the exchange publishes TaxaSwap from ${TAXA_SWAP_FIRST_DAY}`);
    return days;
  },
  files: (days, baseUrl) => days.map((day) => ({ url: `${baseUrl}?filelist=${taxaSwapFileName(day)}`, fileName: taxaSwapFileName(day) })),
  update: {
    // a session's file is not re-issued once published; a week covers a missed run
    window: { days: 7 },
    firstRun: { months: 1 },
    flags: (range) => [{ from: range.from < TAXA_SWAP_FIRST_DAY ? TAXA_SWAP_FIRST_DAY : range.from, to: range.to }],
  },
};
