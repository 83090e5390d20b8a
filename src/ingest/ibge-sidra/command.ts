// ibge-sidra: saved SIDRA answers (--file) or a download (--from --to, months), one file per calendar year.
import { UsageError } from '../command.js';
import { MONTH_FLAGS, monthRange } from '../flags.js';
import type { Source } from '../source.js';
import { SIDRA_BASE_URL, sidraRequests, sidraUrl, type MonthRange } from './fetch.js';
import { loadSidraFile } from './load.js';

export const command: Source<MonthRange> = {
  name: 'ibge-sidra',
  summary: 'IBGE SIDRA IPCA item tree (tables 1419 and 7060, variables 63 66 69 2265, classification 315; /values JSON) into ibge.ipca_item',
  usage: ['--file F [--file G ...] [--force]', '--from YYYY-MM --to YYYY-MM [--force]'],
  flags: {
    from: { ...MONTH_FLAGS.from, description: 'download from this month (2012-01 or later; needs --to)' },
    to: { ...MONTH_FLAGS.to, description: 'download through this month; one request per calendar year, table 1419 before 2020, 7060 after' },
  },
  baseUrl: SIDRA_BASE_URL,
  load: loadSidraFile,
  plan(flags) {
    const months = monthRange(flags.from as string | undefined, flags.to as string | undefined);
    if (months[0] < '2012-01') throw new UsageError(`--from ${months[0]} is before 2012-01, where SIDRA table 1419 starts`);
    return { from: months[0], to: months.at(-1)! };
  },
  files: (plan, baseUrl) =>
    sidraRequests(plan).map((request) => ({
      url: sidraUrl(request, baseUrl),
      fileName: `sidra_${request.table}_${request.from}_${request.to}.json`,
      // a header-only answer has the same bytes for every range: key it by the range
      keyedByName: true,
      emptyNote: `${request.from}..${request.to} not published yet (SIDRA answered the header row only)`,
    })),
  update: {
    window: { months: 2 },
    firstRun: { months: 12 },
    flags: (range) => [{ from: range.from.slice(0, 7) < '2012-01' ? '2012-01' : range.from.slice(0, 7), to: range.to.slice(0, 7) }],
  },
};
