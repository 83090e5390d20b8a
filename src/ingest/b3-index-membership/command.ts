// b3-index-membership: stock-to-index membership answers you saved (--file) or
// downloads today's answer.
import type { Source } from '../source.js';
import { MEMBERSHIP_BASE_URL, membershipUrl } from './fetch.js';
import { loadMembershipFile } from './load.js';

export const command: Source<Record<string, never>, Record<string, never>> = {
  name: 'b3-index-membership',
  summary: "B3 stock-to-index membership (the exchange's GetStockIndex: every listed stock with the indices that hold it) into b3.index_membership",
  usage: ['--file GetStockIndex.json [--file ...] [--force]', '[--force]'],
  flags: {},
  baseUrl: MEMBERSHIP_BASE_URL,
  load: loadMembershipFile,
  fileOptions: () => ({}),
  plan: () => ({}),
  files: (_plan, baseUrl) => [{ url: membershipUrl(baseUrl), fileName: `GetStockIndex_${new Date().toISOString().slice(0, 10)}.json`, options: {} }],
  update: {
    // the exchange publishes only the membership in force: capture it every day
    window: { days: 1 },
    firstRun: { days: 1 },
    flags: () => [{}],
  },
};
