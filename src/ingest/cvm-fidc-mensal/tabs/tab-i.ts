// Tab I: the fund's assets. Lands the totals and, for both receivable blocks
// (A: acquired with substantial transfer of risk; B: without), the performing,
// overdue-instalment and defaulted amounts and the provision.
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../tables.js';

export const tabI: FidcTab = {
  tab: 'I',
  table: 'cvm.fidc_tab_i',
  key: PREFIX_KEY,
  columns: [
    ...PREFIX_COLUMNS,
    published('TAB_I_VL_ATIVO'),
    published('TAB_I1_VL_DISP'),
    published('TAB_I2_VL_CARTEIRA'),
    published('TAB_I2A_VL_DIRCRED_RISCO'),
    published('TAB_I2A1_VL_CRED_VENC_AD'),
    published('TAB_I2A2_VL_CRED_VENC_INAD'),
    published('TAB_I2A21_VL_TOTAL_PARCELA_INAD'),
    published('TAB_I2A3_VL_CRED_INAD'),
    published('TAB_I2A11_VL_REDUCAO_RECUP'),
    published('TAB_I2B_VL_DIRCRED_SEM_RISCO'),
    published('TAB_I2B1_VL_CRED_VENC_AD'),
    published('TAB_I2B2_VL_CRED_VENC_INAD'),
    published('TAB_I2B21_VL_TOTAL_PARCELA_INAD'),
    published('TAB_I2B3_VL_CRED_INAD'),
    published('TAB_I2B11_VL_REDUCAO_RECUP'),
  ],
};
