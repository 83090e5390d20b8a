// Tab X: the receivables under the central bank's SCR risk grades AA..H, graded
// by debtor and by operation (one book graded two ways), and the tax debt
// (fidc_portfolio kinds scr_debtor, scr_operation, tax_debt). Filed from 2023-10:
// an older archive has no member and lands no rows (never zero-graded ones).
import { FILER_KEY, FILER_PREFIX_COLUMNS, published, type FidcTab } from '../tables.js';

export const SCR_GRADES = ['AA', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

export const tabX: FidcTab = {
  tab: 'X',
  optional: true,
  table: 'cvm.fidc_tab_x',
  key: FILER_KEY,
  columns: [
    ...FILER_PREFIX_COLUMNS,
    ...SCR_GRADES.map((g) => published(`TAB_X_SCR_RISCO_DEVEDOR_${g}`)),
    ...SCR_GRADES.map((g) => published(`TAB_X_SCR_RISCO_OPER_${g}`)),
    published('TAB_X_DEBITO_TRIBUT'),
  ],
};
