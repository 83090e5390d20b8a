// Tab VI (receivables acquired WITHOUT substantial transfer of risk): only the
// filed total of overdue instalments for now. The aging ladder (fidc_aging) adds
// the TAB_VI_A*/B*/C* bands here and to cvm.fidc_tab_vi.
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../tables.js';

export const tabVI: FidcTab = {
  tab: 'VI',
  table: 'cvm.fidc_tab_vi',
  key: PREFIX_KEY,
  columns: [...PREFIX_COLUMNS, published('TAB_VI_B_VL_DIRCRED_INAD', 'numeric', true)],
};
