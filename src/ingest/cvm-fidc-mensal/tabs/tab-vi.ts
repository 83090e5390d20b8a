// Tab VI (receivables acquired WITHOUT substantial transfer of risk): the filed
// total of overdue instalments (the delinquency term of cvm.fund_month) and the
// aging ladder of fidc_aging: ten bands of days to maturity (A1..A10) and ten
// of days past due (B1..B10), kept apart from the filed total they may not add up to.
import { PREFIX_COLUMNS, PREFIX_KEY, published, type FidcTab } from '../tables.js';

/** The band suffixes of the ladder columns, shortest first (30 = 1-30 days ... MAIOR_1080 = over 1080). */
export const AGING_BANDS = ['30', '60', '90', '120', '150', '180', '360', '720', '1080', 'MAIOR_1080'] as const;

export const tabVI: FidcTab = {
  tab: 'VI',
  table: 'cvm.fidc_tab_vi',
  key: PREFIX_KEY,
  columns: [
    ...PREFIX_COLUMNS,
    published('TAB_VI_B_VL_DIRCRED_INAD', 'numeric', true),
    ...AGING_BANDS.map((d, i) => published(`TAB_VI_A${i + 1}_VL_PRAZO_VENC_${d}`)),
    ...AGING_BANDS.map((d, i) => published(`TAB_VI_B${i + 1}_VL_INAD_${d}`)),
  ],
};
