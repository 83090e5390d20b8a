// b3-index-portfolio: theoretical portfolio answers you saved (--file) or
// downloads today's portfolio of each index.
import { UsageError } from '../command.js';
import { checkDay } from '../flags.js';
import type { Source } from '../source.js';
import { PORTFOLIO_BASE_URL, portfolioUrl } from './fetch.js';
import { loadPortfolioFile, type PortfolioFileOptions } from './load.js';
import { DEFAULT_PORTFOLIO_INDICES } from './tables.js';

export const command: Source<{ indices: readonly string[] }, PortfolioFileOptions> = {
  name: 'b3-index-portfolio',
  summary: "B3 index theoretical portfolios (the exchange's GetTheoricalPortfolio: each stock's quantity and weight) into b3.index_portfolio",
  usage: ['--file INDEX_YYYY-MM-DD.json [--file ...] [--index CODE --date YYYY-MM-DD] [--force]', '[--index IBOV ...] [--force]'],
  flags: {
    index: { type: 'string', multiple: true, value: 'CODE', description: `index to download today's portfolio of (repeatable); default ${DEFAULT_PORTFOLIO_INDICES.join(', ')}` },
    date: { type: 'string', value: 'YYYY-MM-DD', description: 'the day a --file answer was captured (default: its name\'s _YYYY-MM-DD)' },
  },
  baseUrl: PORTFOLIO_BASE_URL,
  load: loadPortfolioFile,
  fileOptions(flags) {
    const indices = (flags.index as string[] | undefined) ?? [];
    if (indices.length > 1) throw new UsageError('give one --index with --file');
    const date = flags.date as string | undefined;
    return { ...(indices[0] ? { index: indices[0].toUpperCase() } : {}), ...(date ? { date: checkDay('--date', date) } : {}) };
  },
  plan(flags) {
    if (flags.date) throw new UsageError('--date names a --file answer\'s day; a download is always today\'s portfolio');
    const indices = ((flags.index as string[] | undefined) ?? []).map((i) => i.trim().toUpperCase());
    for (const index of indices) if (!/^[A-Z0-9]{3,8}$/.test(index)) throw new UsageError(`--index ${index} is not an index code such as IBOV`);
    return { indices: indices.length ? indices : DEFAULT_PORTFOLIO_INDICES };
  },
  files: (plan, baseUrl) => {
    const date = new Date().toISOString().slice(0, 10);
    return plan.indices.map((index) => ({ url: portfolioUrl(index, baseUrl), fileName: `${index}_${date}.json`, options: { index, date } }));
  },
  update: {
    // the exchange publishes only the portfolio in force: capture it every day
    window: { days: 1 },
    firstRun: { days: 1 },
    flags: () => [{}],
  },
};
