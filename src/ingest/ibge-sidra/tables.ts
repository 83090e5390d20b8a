// The IPCA item tree's landing table. SIDRA answers one observation per
// (variable, month, node); parse.ts pivots the four variables onto one row.
// Headers are empty: SIDRA names its dimensions by label in the header row
// (parse.ts finds them by those labels), not by column names.
import type { TableSpec } from '../common/index.js';

export const IPCA_ITEM: TableSpec = {
  table: 'ibge.ipca_item',
  key: ['reference_month', 'item_code'],
  periodColumn: 'reference_month',
  columns: [
    { column: 'sidra_table', headers: [], kind: 'integer' },
    { column: 'reference_month', headers: [], kind: 'date' },
    { column: 'item_code', headers: [], kind: 'integer' },
    { column: 'item_number', headers: [], kind: 'text' },
    { column: 'item_name', headers: [], kind: 'text' },
    { column: 'level', headers: [], kind: 'integer' },
    { column: 'change_month', headers: [], kind: 'decimal' },
    { column: 'weight', headers: [], kind: 'decimal' },
    { column: 'change_ytd', headers: [], kind: 'decimal' },
    { column: 'change_12m', headers: [], kind: 'decimal' },
  ],
};

/** SIDRA variable code -> landing column. */
export const IPCA_VARIABLES: Readonly<Record<string, string>> = {
  '63': 'change_month',
  '66': 'weight',
  '69': 'change_ytd',
  '2265': 'change_12m',
};

/** 1419 holds 2012-01..2019-12, 7060 from 2020-01: the month decides. */
export function sidraTableOf(month: string): 1419 | 7060 {
  return month < '2020-01-01' ? 1419 : 7060;
}
