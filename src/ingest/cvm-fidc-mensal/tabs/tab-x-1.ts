// Tab X_1: quotaholders per quota class or series (and subclass), as filed.
// The FIDC family's quotaholders are per class/series, so the monthly fund
// series leaves fidc quotaholders NULL rather than summing across series.
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../tables.js';

export const tabX1: FidcTab = {
  tab: 'X_1',
  table: 'cvm.fidc_tab_x_1',
  key: [...PREFIX_KEY, 'tab_x_classe_serie', 'id_subclasse'],
  columns: [
    ...PREFIX_COLUMNS,
    // blank key fields are NULL: the table's key is NULLS NOT DISTINCT
    { column: 'tab_x_classe_serie', headers: ['TAB_X_CLASSE_SERIE'], kind: 'text', required: true, blankAs: null },
    { column: 'id_subclasse', headers: ['ID_SUBCLASSE'], kind: 'text', blankAs: null },
    published('TAB_X_NR_COTST', 'integer', true),
  ],
};
