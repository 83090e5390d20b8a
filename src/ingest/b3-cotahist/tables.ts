// The quote tape's landing table. COTAHIST is fixed width, so each column
// names its byte range (1-based, inclusive, from B3's layout) instead of a
// header; `decimals` says how many implied decimals the digits carry.
import type { TableSpec } from '../common/index.js';

export interface FixedField {
  column: string;
  /** Published field name in B3's layout. */
  name: string;
  from: number;
  to: number;
  kind: 'text' | 'date' | 'number' | 'raw';
  decimals?: number;
}

export const COTAHIST_FIELDS: readonly FixedField[] = [
  { column: 'trade_date', name: 'DATA', from: 3, to: 10, kind: 'date' },
  { column: 'codneg', name: 'CODNEG', from: 13, to: 24, kind: 'text' },
  { column: 'tpmerc', name: 'TPMERC', from: 25, to: 27, kind: 'raw' },
  { column: 'prazot', name: 'PRAZOT', from: 50, to: 52, kind: 'text' },
  { column: 'codbdi', name: 'CODBDI', from: 11, to: 12, kind: 'text' },
  { column: 'nomres', name: 'NOMRES', from: 28, to: 39, kind: 'text' },
  { column: 'especi', name: 'ESPECI', from: 40, to: 49, kind: 'text' },
  { column: 'modref', name: 'MODREF', from: 53, to: 56, kind: 'text' },
  { column: 'preabe', name: 'PREABE', from: 57, to: 69, kind: 'number', decimals: 2 },
  { column: 'premax', name: 'PREMAX', from: 70, to: 82, kind: 'number', decimals: 2 },
  { column: 'premin', name: 'PREMIN', from: 83, to: 95, kind: 'number', decimals: 2 },
  { column: 'premed', name: 'PREMED', from: 96, to: 108, kind: 'number', decimals: 2 },
  { column: 'preult', name: 'PREULT', from: 109, to: 121, kind: 'number', decimals: 2 },
  { column: 'preofc', name: 'PREOFC', from: 122, to: 134, kind: 'number', decimals: 2 },
  { column: 'preofv', name: 'PREOFV', from: 135, to: 147, kind: 'number', decimals: 2 },
  { column: 'totneg', name: 'TOTNEG', from: 148, to: 152, kind: 'number' },
  { column: 'quatot', name: 'QUATOT', from: 153, to: 170, kind: 'number' },
  { column: 'voltot', name: 'VOLTOT', from: 171, to: 188, kind: 'number', decimals: 2 },
  { column: 'preexe', name: 'PREEXE', from: 189, to: 201, kind: 'number', decimals: 2 },
  { column: 'indopc', name: 'INDOPC', from: 202, to: 202, kind: 'number' },
  { column: 'datven', name: 'DATVEN', from: 203, to: 210, kind: 'date' },
  { column: 'fatcot', name: 'FATCOT', from: 211, to: 217, kind: 'number' },
  { column: 'ptoexe_raw', name: 'PTOEXE', from: 218, to: 230, kind: 'raw' },
  { column: 'ptoexe', name: 'PTOEXE', from: 218, to: 230, kind: 'number', decimals: 6 },
  { column: 'codisi', name: 'CODISI', from: 231, to: 242, kind: 'text' },
  { column: 'dismes', name: 'DISMES', from: 243, to: 245, kind: 'raw' },
];

export const COTAHIST_TABLE: TableSpec = {
  table: 'b3.cotahist',
  key: ['trade_date', 'codneg', 'tpmerc', 'prazot'],
  periodColumn: 'trade_date',
  columns: COTAHIST_FIELDS.map((f) => ({ column: f.column, headers: [], kind: 'text' as const })),
};
