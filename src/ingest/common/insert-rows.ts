// A few rows written with one INSERT instead of a COPY: a COPY costs two round
// trips (the statement, then the data and its end), an INSERT one, which is
// most of the write for a small answer's table (a session row, a company row).
// The values are the same text COPY would send, read by the same input
// functions (the parameters take the target columns' types).
import type pg from 'pg';
import type { CopyResult, CopyValue } from './copy.js';

/** Rows at most for one INSERT (and at most 65535 parameters, PostgreSQL's limit). */
export const INSERT_ROWS_AT_MOST = 50;

/** True when `rows` is small enough for insertRows. */
export function fitsOneInsert(rows: unknown, width: number): rows is readonly (readonly CopyValue[])[] {
  return Array.isArray(rows) && rows.length <= INSERT_ROWS_AT_MOST && rows.length * (width + 1) <= 65535;
}

/** Inserts `rows` (values in `columns` order) plus a constant column; reports the row count and the range at `rangeOf`, as copyRowsWith does. */
export async function insertRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly CopyValue[])[],
  options: { constant: { column: string; value: string }; rangeOf?: number },
): Promise<CopyResult> {
  const range = { first: null as string | null, last: null as string | null };
  if (rows.length === 0) return { rows: 0, ...range };
  const values: CopyValue[] = [options.constant.value];
  const tuples = rows.map((row) => {
    if (row.length !== columns.length) throw new Error(`insert: row has ${row.length} values, expected ${columns.length}`);
    const placeholders = row.map((v) => `$${values.push(v)}`);
    if (options.rangeOf !== undefined) {
      const v = row[options.rangeOf];
      if (v !== null && (range.first === null || v < range.first)) range.first = v;
      if (v !== null && (range.last === null || v > range.last)) range.last = v;
    }
    return `(${placeholders.join(', ')}, $1)`;
  });
  const result = await client.query(`insert into ${table} (${[...columns, options.constant.column].join(', ')}) values ${tuples.join(', ')}`, values);
  return { rows: result.rowCount ?? rows.length, ...range };
}
