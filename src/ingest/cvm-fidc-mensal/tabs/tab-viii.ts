// Tab VIII: the 25 largest debtors (sacados) of the fund as filed: the
// regulator's rank SEQUENCIAL and the exposure VALOR, no identity published.
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../tables.js';

export const tabVIII: FidcTab = {
  tab: 'VIII',
  // CVM's monthly archives omit it in some months (202506 lists 17 members without VIII)
  optional: true,
  table: 'cvm.fidc_tab_viii',
  key: [...PREFIX_KEY, 'sequencial'],
  columns: [...PREFIX_COLUMNS, published('SEQUENCIAL', 'integer', true), published('VALOR')],
};
