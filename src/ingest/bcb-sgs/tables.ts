// The SGS landing table: one value per series and date. The series code comes
// from --series or the file name (sgs_<code>_...json), not from a field.
import type { TableSpec } from '../common/index.js';

export const SGS_TABLE: TableSpec = {
  table: 'bcb.sgs',
  key: ['code', 'reference_date'],
  periodColumn: 'reference_date',
  columns: [
    { column: 'code', headers: [], kind: 'integer' },
    { column: 'reference_date', headers: ['data'], kind: 'br-date', required: true },
    { column: 'value', headers: ['valor'], kind: 'decimal', required: true },
  ],
};
