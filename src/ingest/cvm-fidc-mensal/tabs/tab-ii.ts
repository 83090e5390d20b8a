// Tab II: the receivables portfolio by sector, a hierarchy as filed: the total,
// the lettered sectors A..K and the numbered members of C, D, F, H and I
// (fidc_portfolio kind sector). Optional: months before the tab existed lack it.
import { FILER_KEY, FILER_PREFIX_COLUMNS, published, type FidcTab } from '../tables.js';

/** Each sector column with its code and the lettered sector a numbered code belongs to (null at the top). */
export const SECTOR_COLUMNS: readonly { header: string; code: string; parent: string | null }[] = [
  { header: 'TAB_II_VL_CARTEIRA', code: 'TOTAL', parent: null },
  { header: 'TAB_II_A_VL_INDUST', code: 'A', parent: null },
  { header: 'TAB_II_B_VL_IMOBIL', code: 'B', parent: null },
  { header: 'TAB_II_C_VL_COMERC', code: 'C', parent: null },
  { header: 'TAB_II_C1_VL_COMERC', code: 'C1', parent: 'C' },
  { header: 'TAB_II_C2_VL_VAREJO', code: 'C2', parent: 'C' },
  { header: 'TAB_II_C3_VL_ARREND', code: 'C3', parent: 'C' },
  { header: 'TAB_II_D_VL_SERV', code: 'D', parent: null },
  { header: 'TAB_II_D1_VL_SERV', code: 'D1', parent: 'D' },
  { header: 'TAB_II_D2_VL_SERV_PUBLICO', code: 'D2', parent: 'D' },
  { header: 'TAB_II_D3_VL_SERV_EDUC', code: 'D3', parent: 'D' },
  { header: 'TAB_II_D4_VL_ENTRET', code: 'D4', parent: 'D' },
  { header: 'TAB_II_E_VL_AGRONEG', code: 'E', parent: null },
  { header: 'TAB_II_F_VL_FINANC', code: 'F', parent: null },
  { header: 'TAB_II_F1_VL_CRED_PESSOA', code: 'F1', parent: 'F' },
  { header: 'TAB_II_F2_VL_CRED_PESSOA_CONSIG', code: 'F2', parent: 'F' },
  { header: 'TAB_II_F3_VL_CRED_CORP', code: 'F3', parent: 'F' },
  { header: 'TAB_II_F4_VL_MIDMARKET', code: 'F4', parent: 'F' },
  { header: 'TAB_II_F5_VL_VEICULO', code: 'F5', parent: 'F' },
  { header: 'TAB_II_F6_VL_IMOBIL_EMPRESA', code: 'F6', parent: 'F' },
  { header: 'TAB_II_F7_VL_IMOBIL_RESID', code: 'F7', parent: 'F' },
  { header: 'TAB_II_F8_VL_OUTRO', code: 'F8', parent: 'F' },
  { header: 'TAB_II_G_VL_CREDITO', code: 'G', parent: null },
  { header: 'TAB_II_H_VL_FACTOR', code: 'H', parent: null },
  { header: 'TAB_II_H1_VL_PESSOA', code: 'H1', parent: 'H' },
  { header: 'TAB_II_H2_VL_CORP', code: 'H2', parent: 'H' },
  { header: 'TAB_II_I_VL_SETOR_PUBLICO', code: 'I', parent: null },
  { header: 'TAB_II_I1_VL_PRECAT', code: 'I1', parent: 'I' },
  { header: 'TAB_II_I2_VL_TRIBUT', code: 'I2', parent: 'I' },
  { header: 'TAB_II_I3_VL_ROYALTIES', code: 'I3', parent: 'I' },
  { header: 'TAB_II_I4_VL_OUTRO', code: 'I4', parent: 'I' },
  { header: 'TAB_II_J_VL_JUDICIAL', code: 'J', parent: null },
  { header: 'TAB_II_K_VL_MARCA', code: 'K', parent: null },
];

export const tabII: FidcTab = {
  tab: 'II',
  optional: true,
  table: 'cvm.fidc_tab_ii',
  key: FILER_KEY,
  columns: [...FILER_PREFIX_COLUMNS, ...SECTOR_COLUMNS.map((c) => published(c.header))],
};
