// bcb-sgs: saved SGS answers (--file) or a download (--series --from --to), one file per 5 years.
import { UsageError } from '../command.js';
import { dayRange } from '../flags.js';
import type { Source } from '../source.js';
import { fetchSgsWindow, SGS_BASE_URL, sgsUrl, sgsWindows, type DateRange } from './fetch.js';
import { findSeries, knownSeries, loadSgsFile, type SgsFileOptions } from './load.js';

export const command: Source<{ series: string; code?: number } & DateRange, SgsFileOptions> = {
  name: 'bcb-sgs',
  summary: 'central-bank SGS series (api.bcb.gov.br bcdata.sgs JSON: SELIC_META, CDI, IPCA, ...) into bcb.sgs',
  usage: ['--file F [--file G ...] [--series S] [--force]', '--series S --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    series: { type: 'string', value: 'S', description: 'label or SGS code (SELIC_META or 432, ...); for --file only needed when the name is not sgs_<code>_...' },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'download from this day (needs --series and --to)', selects: true },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'download through this day; one request per 5 years', selects: true },
  },
  baseUrl: SGS_BASE_URL,
  load: loadSgsFile,
  fileOptions: (flags) => ({ series: flags.series as string | undefined }),
  plan(flags) {
    const missing = 'give --file F, or --series S --from YYYY-MM-DD --to YYYY-MM-DD';
    const series = flags.series as string | undefined;
    if (!series) throw new UsageError(missing);
    return { series, ...dayRange(flags, missing) };
  },
  async check(plan, client) {
    const found = findSeries(await knownSeries(client), plan.series);
    if (typeof found === 'string') throw new Error(found);
    return { ...plan, code: found.code };
  },
  files: (plan, baseUrl) =>
    sgsWindows(plan).map((window) => {
      const fileName = `sgs_${plan.code}_${window.from}_${window.to}.json`;
      return { url: sgsUrl(plan.code!, window, baseUrl), fileName, options: { series: String(plan.code) }, keyedByName: true };
    }),
  fetch: fetchSgsWindow,
  update: {
    window: { days: 30 },
    firstRun: { months: 12 },
    flags: async (range, client) => (await knownSeries(client)).map((s) => ({ series: s.label, ...range })),
  },
};
