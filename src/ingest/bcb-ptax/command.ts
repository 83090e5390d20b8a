// bcb-ptax: local files (--file) or a download (--currency --from --to), one file per calendar year.
import { UsageError } from '../command.js';
import { dayRange } from '../flags.js';
import type { Source } from '../source.js';
import { OLINDA_PTAX_BASE_URL, ptaxPeriodUrl, yearChunks, type DateRange } from './fetch.js';
import { heldCurrencies, loadPtaxFile, unknownCurrencyReason, type PtaxFileOptions } from './load.js';

/** What `npm run update` asks for: the currencies of the sample set. */
export const UPDATE_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'ARS'];

export const command: Source<{ currency: string } & DateRange, PtaxFileOptions> = {
  name: 'bcb-ptax',
  summary: 'central-bank PTAX exchange rates (Olinda CotacaoMoedaPeriodo / CotacaoDolarPeriodo CSV or JSON) into bcb.ptax',
  usage: ['--file F [--file G ...] [--currency X] [--force]', '--currency X --from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: {
    currency: {
      type: 'string',
      value: 'X',
      description: 'ISO code (USD, EUR, ...); for --file only needed when neither the name ptax_<CUR>_... nor USD-only columns say it',
    },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'download from this day (needs --currency and --to)', selects: true },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'download through this day; one request and one file per calendar year', selects: true },
  },
  baseUrl: OLINDA_PTAX_BASE_URL,
  load: loadPtaxFile,
  fileOptions: (flags) => ({ currency: flags.currency as string | undefined }),
  plan(flags) {
    const missing = 'give --file F, or --currency X --from YYYY-MM-DD --to YYYY-MM-DD';
    const currency = flags.currency as string | undefined;
    if (!currency) throw new UsageError(missing);
    return { currency: currency.trim().toUpperCase(), ...dayRange(flags, missing) };
  },
  async check(plan, client) {
    const held = await heldCurrencies(client);
    if (!held.includes(plan.currency)) throw new Error(unknownCurrencyReason(plan.currency, '--currency', held));
    return plan;
  },
  files: (plan, baseUrl) =>
    yearChunks(plan).map((chunk) => ({
      url: ptaxPeriodUrl(plan.currency, chunk, baseUrl),
      fileName: `ptax_${plan.currency}_${chunk.from}_${chunk.to}.csv`,
      options: { currency: plan.currency },
      byHand: 'the CSV',
    })),
  update: {
    window: { days: 30 },
    firstRun: { months: 12 },
    flags: (range) => UPDATE_CURRENCIES.map((currency) => ({ currency, ...range })),
  },
};
