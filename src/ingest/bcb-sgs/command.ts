// bcb-sgs: saved SGS answers (--file) or a download (--series --from --to), one file per series and 5 years.
// --series repeats, and `inflation` names every series of the inflation family
// (bcb.inflation_series), so one run fetches what api.inflation serves.
import { UsageError } from '../command.js';
import { dayRange } from '../flags.js';
import type { Source } from '../source.js';
import { fetchSgsWindow, SGS_BASE_URL, sgsUrl, sgsWindows, type DateRange } from './fetch.js';
import { inflationCodes, knownSeries, loadSgsFile, resolveSeries, type SgsFileOptions } from './load.js';

const seriesOf = (value: unknown): string[] => (value === undefined ? [] : [value].flat().map(String));

export const command: Source<{ series: string[]; codes?: number[] } & DateRange, SgsFileOptions> = {
  name: 'bcb-sgs',
  summary: 'central-bank SGS series (api.bcb.gov.br bcdata.sgs JSON: SELIC_META, CDI, IPCA, the inflation family, ...) into bcb.sgs',
  usage: ['--file F [--file G ...] [--series S] [--force]', '--series S [--series T ...] --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    series: {
      type: 'string',
      multiple: true,
      value: 'S',
      description: 'label or SGS code (SELIC_META or 432, ...), or inflation for every series of the inflation family (repeatable); for --file one, only needed when the name is not sgs_<code>_...',
    },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'download from this day (needs --series and --to)', selects: true },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'download through this day; one request per series and 5 years', selects: true },
  },
  baseUrl: SGS_BASE_URL,
  load: loadSgsFile,
  fileOptions(flags) {
    const series = seriesOf(flags.series);
    if (series.length > 1) throw new UsageError('--file takes at most one --series (the series of the files)');
    return { series: series[0] };
  },
  plan(flags) {
    const missing = 'give --file F, or --series S --from YYYY-MM-DD --to YYYY-MM-DD';
    const series = seriesOf(flags.series);
    if (!series.length) throw new UsageError(missing);
    return { series, ...dayRange(flags, missing) };
  },
  async check(plan, client) {
    const found = resolveSeries(await knownSeries(client), await inflationCodes(client), plan.series);
    if (typeof found === 'string') throw new Error(found);
    return { ...plan, codes: found.map((s) => s.code) };
  },
  files: (plan, baseUrl) =>
    plan.codes!.flatMap((code) =>
      sgsWindows(plan).map((window) => {
        const fileName = `sgs_${code}_${window.from}_${window.to}.json`;
        return { url: sgsUrl(code, window, baseUrl), fileName, options: { series: String(code) }, keyedByName: true };
      }),
    ),
  fetch: fetchSgsWindow,
  update: {
    window: { days: 30 },
    firstRun: { months: 12 },
    // every series the store knows, the inflation family included
    flags: async (range, client) => (await knownSeries(client)).map((s) => ({ series: [s.label], ...range })),
  },
};
