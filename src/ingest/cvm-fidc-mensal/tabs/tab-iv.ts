// Tab IV: net assets (the NAV of the monthly fund series) and average net assets.
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../tables.js';

export const tabIV: FidcTab = {
  tab: 'IV',
  table: 'cvm.fidc_tab_iv',
  key: PREFIX_KEY,
  columns: [...PREFIX_COLUMNS, published('TAB_IV_A_VL_PL', 'numeric', true), published('TAB_IV_B_VL_PL_MEDIO')],
};
