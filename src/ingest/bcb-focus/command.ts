// bcb-focus: saved Olinda Focus answers (--file) or a download (--endpoint --from --to), one file per calendar year.
import { UsageError } from '../command.js';
import { dayRange } from '../flags.js';
import type { Source } from '../source.js';
import { focusUrl, focusYears, OLINDA_FOCUS_BASE_URL, type DateRange } from './fetch.js';
import { loadFocusFile, type FocusFileOptions } from './load.js';
import { FOCUS_ENDPOINTS, type FocusEndpoint } from './tables.js';

export const command: Source<{ endpoint: FocusEndpoint; indicator?: string } & DateRange, FocusFileOptions> = {
  name: 'bcb-focus',
  summary: 'central-bank Focus market expectations (Olinda Expectativas OData JSON) into bcb.focus',
  usage: ['--file F [--file G ...] [--endpoint E] [--force]', '--endpoint E [--indicator I] --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    endpoint: { type: 'string', value: 'E', description: `one of ${FOCUS_ENDPOINTS.join(', ')}; for --file only needed when the answer lacks @odata.context` },
    indicator: { type: 'string', value: 'I', description: 'download one indicator only (IPCA, Selic, PIB Total, Câmbio, ...)' },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'first survey date to download (needs --endpoint and --to)', selects: true },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'last survey date; one request per calendar year', selects: true },
  },
  baseUrl: OLINDA_FOCUS_BASE_URL,
  load: loadFocusFile,
  fileOptions: (flags) => ({ endpoint: flags.endpoint as string | undefined }),
  plan(flags) {
    const missing = 'give --file F, or --endpoint E --from YYYY-MM-DD --to YYYY-MM-DD';
    const endpoint = flags.endpoint as string | undefined;
    if (!endpoint) throw new UsageError(missing);
    const range = dayRange(flags, missing);
    if (!(FOCUS_ENDPOINTS as readonly string[]).includes(endpoint)) throw new UsageError(`--endpoint ${endpoint} is not one of ${FOCUS_ENDPOINTS.join(', ')}`);
    return { endpoint: endpoint as FocusEndpoint, indicator: flags.indicator as string | undefined, ...range };
  },
  files: (plan, baseUrl) =>
    focusYears(plan).map((year) => {
      const slug = plan.indicator ? `_${plan.indicator.replace(/[^A-Za-z0-9]+/g, '-')}` : '';
      return { url: focusUrl(plan.endpoint, year, plan.indicator, baseUrl), fileName: `focus_${plan.endpoint}${slug}_${year.from}_${year.to}.json`, options: { endpoint: plan.endpoint }, keyedByName: true };
    }),
  update: {
    window: { days: 30 },
    firstRun: { months: 12 },
    flags: (range) => FOCUS_ENDPOINTS.map((endpoint) => ({ endpoint, ...range })),
  },
};
