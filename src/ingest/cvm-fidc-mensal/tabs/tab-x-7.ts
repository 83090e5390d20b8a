// Tab X_7: the guarantees over the receivables, value and percent as filed
// (fidc_portfolio kind guarantees). Genuine files carry a byte-identical repeated
// line (dropped), blanks (NULL), a negative value and a percent above 100 (kept
// as filed), and one CNPJ filing a month both as 'Fundo' and as 'Classe' (two rows).
import { FILER_KEY, FILER_PREFIX_COLUMNS, published, type FidcTab } from '../tables.js';

export const tabX7: FidcTab = {
  tab: 'X_7',
  optional: true,
  table: 'cvm.fidc_tab_x_7',
  key: FILER_KEY,
  columns: [...FILER_PREFIX_COLUMNS, published('TAB_X_VL_GARANTIA_DIRCRED', 'numeric', true), published('TAB_X_PR_GARANTIA_DIRCRED', 'numeric', true)],
};
