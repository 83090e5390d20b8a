// The ANBIMA bulletin's landing table. The workbook is not header-named rows:
// parse.ts finds each sheet's header row by its labels (class names, months)
// and derives every column, so headers are empty here.
import type { TableSpec } from '../common/index.js';

export const CLASS_MONTHLY: TableSpec = {
  table: 'anbima.class_monthly',
  key: ['reference_date', 'category', 'type_name', 'level', 'metric'],
  periodColumn: 'reference_date',
  // a class aggregate is printed on a class sheet and again on a type sheet:
  // the same figure twice is one row, two different figures refuse the file
  duplicates: 'drop-identical',
  // an older edition loaded after a newer one never overwrites its revisions
  replaceWhen: 'excluded.edition >= stored.edition',
  columns: [
    { column: 'reference_date', headers: [], kind: 'date' },
    { column: 'category', headers: [], kind: 'text' },
    { column: 'type_id', headers: [], kind: 'integer' },
    { column: 'type_name', headers: [], kind: 'text' },
    { column: 'level', headers: [], kind: 'text' },
    { column: 'metric', headers: [], kind: 'text' },
    { column: 'value', headers: [], kind: 'decimal' },
    { column: 'source_sheet', headers: [], kind: 'text' },
    { column: 'edition', headers: [], kind: 'date' },
  ],
};
