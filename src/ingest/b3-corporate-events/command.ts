// b3-corporate-events: the exchange's listed-companies answers you saved (--file)
// or downloads per company (company data and stock events, then cash events).
import { UsageError } from '../command.js';
import { checkDay } from '../flags.js';
import type { Source } from '../source.js';
import { CORPORATE_BASE_URL, fetchCompany, supplementUrl } from './fetch.js';
import { loadCorporateFile, type CorporateFileOptions } from './load.js';

const today = () => new Date().toISOString().slice(0, 10);

export const command: Source<{ issuers: string[] }, CorporateFileOptions> = {
  name: 'b3-corporate-events',
  summary: "B3 corporate events (the listed-companies service: company data, splits, reverse splits, bonuses, cash events) into b3.stock_event, b3.cash_dividend and beside",
  usage: ['--file F [--file G ...] [--company CODE] [--captured-on YYYY-MM-DD] [--force]', '--company CODE [--company ...] [--force]'],
  flags: {
    company: { type: 'string', multiple: true, value: 'CODE', description: "issuer code (ABEV, PETR); downloads its answers, or names a --file cash-events answer's issuer", selects: false },
    'captured-on': { type: 'string', value: 'YYYY-MM-DD', description: 'the day a --file answer was captured (default: the file name\'s _YYYY-MM-DD, else today)' },
  },
  baseUrl: CORPORATE_BASE_URL,
  load: loadCorporateFile,
  fileOptions(flags) {
    const companies = (flags.company as string[] | undefined) ?? [];
    if (companies.length > 1) throw new UsageError('give one --company with --file');
    const capturedOn = flags['captured-on'] as string | undefined;
    return { ...(companies[0] ? { issuer: companies[0].toUpperCase() } : {}), ...(capturedOn ? { capturedOn: checkDay('--captured-on', capturedOn) } : {}) };
  },
  plan(flags) {
    const issuers = ((flags.company as string[] | undefined) ?? []).map((c) => c.trim().toUpperCase());
    if (!issuers.length) throw new UsageError('give --file F or --company CODE');
    for (const issuer of issuers) if (!/^[A-Z0-9]{4}$/.test(issuer)) throw new UsageError(`--company ${issuer} is not a 4-character issuer code such as ABEV`);
    return { issuers };
  },
  files: (plan, baseUrl) =>
    plan.issuers.map((issuer) => {
      const capturedOn = today();
      return { url: supplementUrl(issuer, baseUrl), fileName: `${issuer}_GetListedSupplementCompany_${capturedOn}.json`, options: { issuer, capturedOn } };
    }),
  fetch: fetchCompany,
  update: {
    // the answers list every event to date: ask again for every issuer held
    window: { days: 1 },
    firstRun: { days: 1 },
    flags: async (_range, client) => {
      const { rows } = await client.query<{ issuer_code: string }>(`select distinct issuer_code from b3.corporate_answer order by 1`);
      return rows.length ? [{ company: rows.map((r) => r.issuer_code) }] : [];
    },
  },
};
