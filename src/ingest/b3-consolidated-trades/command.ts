// b3-consolidated-trades: consolidated trade files you have (--file) or downloads by session (--date, --from/--to).
import { SESSION_DAY_FLAGS, sessionDays } from '../flags.js';
import type { Source } from '../source.js';
import { consolidatedRequest, fetchConsolidated, UP2DATA_BASE_URL } from './fetch.js';
import { loadConsolidatedTradesFile } from './load.js';

export const command: Source<string[]> = {
  name: 'b3-consolidated-trades',
  summary: "B3 TradeInformationConsolidatedFile (Up2Data: the session's consolidated trades per ticker, Final or Parcial) into b3.trade_consolidated",
  usage: ['--file F [--file G ...] [--force]', '--date YYYY-MM-DD [--date ...] [--force]', '--from YYYY-MM-DD --to YYYY-MM-DD [--force]'],
  flags: SESSION_DAY_FLAGS,
  baseUrl: UP2DATA_BASE_URL,
  load: loadConsolidatedTradesFile,
  plan: (flags) => sessionDays(flags), // a day without a file is reported, not loaded
  files: (days, baseUrl) => days.map((day) => consolidatedRequest(day, baseUrl)),
  fetch: fetchConsolidated,
  update: {
    // a session's Parcial file becomes Final within days
    window: { days: 7 },
    firstRun: { months: 1 },
    flags: (range) => [{ from: range.from, to: range.to }],
  },
};
