// The theoretical portfolios' landing table. The answer is JSON whose numbers
// are printed in the language asked for, so parse.ts derives every column.
import type { TableSpec } from '../common/index.js';

export const INDEX_PORTFOLIO_TABLE: TableSpec = {
  table: 'b3.index_portfolio',
  key: ['index_code', 'captured_on', 'ticker'],
  periodColumn: 'captured_on',
  columns: [
    { column: 'index_code', headers: [], kind: 'text' },
    { column: 'captured_on', headers: [], kind: 'date' },
    { column: 'ticker', headers: [], kind: 'text' },
    { column: 'asset_name', headers: [], kind: 'text' },
    { column: 'asset_type', headers: [], kind: 'text' },
    { column: 'theoretical_quantity', headers: [], kind: 'numeric' },
    { column: 'weight_pct', headers: [], kind: 'numeric' },
  ],
};

/** The indices the online mode fetches when none is named. */
export const DEFAULT_PORTFOLIO_INDICES = ['IBOV', 'IBXX', 'IBXL', 'SMLL', 'IDIV', 'IFIX'] as const;
