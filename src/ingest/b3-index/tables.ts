// The index levels' landing table. The exchange's answer is a JSON grid (a row
// per day of the month, rateValue1..12 per month), so the columns are derived
// by parse.ts rather than read by header.
import type { TableSpec } from '../common/index.js';

export const INDEX_LEVEL_TABLE: TableSpec = {
  table: 'b3.index_level',
  key: ['index_code', 'trade_date'],
  periodColumn: 'trade_date',
  columns: [
    { column: 'index_code', headers: [], kind: 'text' },
    { column: 'trade_date', headers: [], kind: 'date' },
    { column: 'close_level', headers: [], kind: 'decimal' },
  ],
};

/** The indices the online mode fetches when none is named. */
export const DEFAULT_INDICES = ['IBOV', 'IBXX', 'IBXL', 'IFIX', 'SMLL', 'IDIV', 'UTIL', 'ICON', 'IMOB'] as const;
