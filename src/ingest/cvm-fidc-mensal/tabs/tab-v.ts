// Tab V (receivables acquired WITH substantial transfer of risk): only the
// filed total of overdue instalments for now; the aging ladder is a later change.
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../tables.js';

export const tabV: FidcTab = {
  tab: 'V',
  table: 'cvm.fidc_tab_v',
  key: PREFIX_KEY,
  columns: [...PREFIX_COLUMNS, published('TAB_V_B_VL_DIRCRED_INAD', 'numeric', true)],
};
