// The tabs the FIDC loader reads, in order. Adding a tab (aging VI, debtors
// VIII, ...) = one module like these, one entry here, its table in a migration.
import type { FidcTab } from '../tables.js';
import { tabI } from './tab-i.js';
import { tabII } from './tab-ii.js';
import { tabIV } from './tab-iv.js';
import { tabV } from './tab-v.js';
import { tabVI } from './tab-vi.js';
import { tabVIII } from './tab-viii.js';
import { tabX } from './tab-x.js';
import { tabX1 } from './tab-x-1.js';
import { tabX7 } from './tab-x-7.js';
import { tabX2, tabX3, tabX4, tabX6 } from './tab-x-tranches.js';

export const FIDC_TABS: readonly FidcTab[] = [tabI, tabII, tabIV, tabV, tabVI, tabVIII, tabX, tabX1, tabX2, tabX3, tabX4, tabX6, tabX7];
