// Tab I: the fund's assets. Lands the totals and, for both receivable blocks
// (A: acquired with substantial transfer of risk; B: without), the performing,
// overdue-instalment and defaulted amounts and the provision; and each block's
// nine originator (cedente) slots from 2019-11: the originator's CPF or CNPJ as
// filed and its share of the block in percent as filed (fidc_cedentes reads them;
// a CPF is a person's identifier and is never served).
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../tables.js';

/** The receivable blocks of tab I: A with, B without substantial transfer of risk. */
export const CEDENTE_BLOCKS = ['A', 'B'] as const;
/** Slots per block: TAB_I2{A,B}12_CPF_CNPJ_CEDENTE_1..9 with TAB_I2{A,B}12_PR_CEDENTE_1..9. */
export const CEDENTE_SLOTS = 9;

const cedenteSlots = CEDENTE_BLOCKS.flatMap((block) =>
  Array.from({ length: CEDENTE_SLOTS }, (_, i) => [
    published(`TAB_I2${block}12_CPF_CNPJ_CEDENTE_${i + 1}`, 'text'),
    published(`TAB_I2${block}12_PR_CEDENTE_${i + 1}`),
  ]).flat(),
);

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
    ...cedenteSlots,
  ],
};
