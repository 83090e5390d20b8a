// The tabs the FIDC loader reads, in order. Adding a tab (aging VI, debtors
// VIII, ...) = one module like these, one entry here, its table in a migration.
import type { FidcTab } from '../tables.js';
import { tabI } from './tab-i.js';
import { tabIV } from './tab-iv.js';
import { tabV } from './tab-v.js';
import { tabVI } from './tab-vi.js';
import { tabVIII } from './tab-viii.js';
import { tabX1 } from './tab-x-1.js';

export const FIDC_TABS: readonly FidcTab[] = [tabI, tabIV, tabV, tabVI, tabVIII, tabX1];
