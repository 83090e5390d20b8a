// The membership answers' landing table. The answer is JSON, so parse.ts derives every column.
import type { TableSpec } from '../common/index.js';

export const INDEX_MEMBERSHIP_TABLE: TableSpec = {
  table: 'b3.index_membership',
  key: ['updated_on', 'ticker'],
  periodColumn: 'updated_on',
  columns: [
    { column: 'updated_on', headers: [], kind: 'date' },
    { column: 'period_year', headers: [], kind: 'integer' },
    { column: 'start_month', headers: [], kind: 'integer' },
    { column: 'end_month', headers: [], kind: 'integer' },
    { column: 'ticker', headers: [], kind: 'text' },
    { column: 'company', headers: [], kind: 'text' },
    { column: 'spotlight', headers: [], kind: 'text' },
    { column: 'indexes', headers: [], kind: 'text' },
  ],
};
