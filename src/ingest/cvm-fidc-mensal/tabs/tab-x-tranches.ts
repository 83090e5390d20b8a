// The tranche tabs, each row keyed by the quota class or series as filed
// (TAB_X_CLASSE_SERIE): X_2 quotas and quota value, X_3 the month's return, X_6
// expected and realised performance, and X_4 the month's operations per series
// (TAB_X_TP_OPER, free text as filed). fidc_tranches joins them. The older prefix
// (no TP_FUNDO_CLASSE) runs until 2023-09 in these tabs.
import type { ColumnSpec } from '../../common/index.js';
import { FILER_KEY, FILER_PREFIX_COLUMNS, published, type FidcTab } from '../tables.js';

const SERIES: ColumnSpec = { column: 'tab_x_classe_serie', headers: ['TAB_X_CLASSE_SERIE'], kind: 'text', required: true };
const SERIES_KEY = [...FILER_KEY, 'tab_x_classe_serie'];

export const tabX2: FidcTab = {
  tab: 'X_2',
  optional: true,
  table: 'cvm.fidc_tab_x_2',
  key: SERIES_KEY,
  columns: [...FILER_PREFIX_COLUMNS, SERIES, published('TAB_X_QT_COTA', 'numeric', true), published('TAB_X_VL_COTA', 'numeric', true)],
};

export const tabX3: FidcTab = {
  tab: 'X_3',
  optional: true,
  table: 'cvm.fidc_tab_x_3',
  key: SERIES_KEY,
  columns: [...FILER_PREFIX_COLUMNS, SERIES, published('TAB_X_VL_RENTAB_MES', 'numeric', true)],
};

export const tabX4: FidcTab = {
  tab: 'X_4',
  optional: true,
  table: 'cvm.fidc_tab_x_4',
  key: [...SERIES_KEY, 'tab_x_tp_oper'],
  columns: [
    ...FILER_PREFIX_COLUMNS,
    SERIES,
    { column: 'tab_x_tp_oper', headers: ['TAB_X_TP_OPER'], kind: 'text', required: true },
    published('TAB_X_VL_TOTAL', 'numeric', true),
    published('TAB_X_QT_COTA', 'numeric', true),
  ],
};

export const tabX6: FidcTab = {
  tab: 'X_6',
  optional: true,
  table: 'cvm.fidc_tab_x_6',
  key: SERIES_KEY,
  columns: [...FILER_PREFIX_COLUMNS, SERIES, published('TAB_X_PR_DESEMP_ESPERADO', 'numeric', true), published('TAB_X_PR_DESEMP_REAL', 'numeric', true)],
};
