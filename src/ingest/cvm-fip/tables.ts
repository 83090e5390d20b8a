// The FIP periodic report (one plain CSV per year, every period of the year):
// inf_trimestral_fip_YYYY.csv (quarterly, 2010-2023, CNPJ_FUNDO) and, from 2024,
// inf_quadrimestral_fip_YYYY.csv (four-monthly, RCVM 175: TP_FUNDO_CLASSE and
// CNPJ_FUNDO_CLASSE first, otherwise the same columns). A fund files one row per
// quota class (CLASSE_COTA, blank for a fund with one class) per period; CVM
// also publishes restated rows for the same fund, date and class with no column
// that tells them apart, so the key ends with the row hash (cvm-files/row-hash.ts)
// and every such row is kept. Landing columns are the published names in lower
// case, except cnpj, fund_type, fund_name and reference_date.
import type { ColumnSpec, TableSpec } from '../common/index.js';
import { ROW_HASH_HEADER } from '../cvm-files/row-hash.js';

const INVESTOR_KINDS = ['PF', 'PJ_NAO_FINANC', 'BANCO', 'CORRETORA_DISTRIB', 'PJ_FINANC', 'INVNR', 'EAPC', 'EFPC', 'RPPS', 'SEGUR', 'CAPITALIZ', 'FII', 'FI', 'DISTRIB', 'OUTRO'];

const TEXTS = new Set(['ENTID_INVEST', 'PUBLICO_ALVO', 'DIREITO_POLIT_CLASSE', 'DIREITO_ECON_CLASSE']);
const PUBLISHED = [
  'VL_PATRIM_LIQ', 'QT_COTA', 'VL_PATRIM_COTA', 'NR_COTST', 'ENTID_INVEST', 'PUBLICO_ALVO', 'VL_CAP_COMPROM', 'QT_COTA_SUBSCR', 'VL_CAP_SUBSCR', 'QT_COTA_INTEGR', 'VL_CAP_INTEGR', 'VL_INVEST_FIP_COTA',
  ...INVESTOR_KINDS.flatMap((k) => [`NR_COTST_SUBSCR_${k}`, `PR_COTA_SUBSCR_${k}`]),
  'NR_TOTAL_COTST_SUBSCR', 'PR_TOTAL_COTA_SUBSCR',
  'NR_COTST_SUBSCR_CLASSE', 'QT_COTA_SUBSCR_CLASSE', 'QT_COTA_INTEGR_CLASSE', 'VL_QUOTA_CLASSE', 'DIREITO_POLIT_CLASSE', 'DIREITO_ECON_CLASSE',
];

export const FIP_REPORT: TableSpec = {
  table: 'cvm.fip_report',
  key: ['cnpj', 'reference_date', 'classe_cota', 'row_hash'],
  periodColumn: 'reference_date',
  duplicates: 'drop-identical',
  columns: [
    { column: 'cnpj', headers: ['CNPJ_FUNDO_CLASSE', 'CNPJ_FUNDO'], kind: 'cnpj' },
    { column: 'reference_date', headers: ['DT_COMPTC'], kind: 'date' },
    { column: 'classe_cota', headers: ['CLASSE_COTA'], kind: 'text', blankAs: '' },
    { column: 'row_hash', headers: [ROW_HASH_HEADER], kind: 'text' },
    { column: 'fund_type', headers: ['TP_FUNDO_CLASSE'], kind: 'text' },
    { column: 'fund_name', headers: ['DENOM_SOCIAL'], kind: 'text' },
    ...PUBLISHED.map((h): ColumnSpec => ({ column: h.toLowerCase(), headers: [h], kind: TEXTS.has(h) ? 'text' : 'numeric', required: h === 'VL_PATRIM_LIQ' })),
  ],
};
