// Streams rows into a table with COPY ... FROM STDIN (text format): one round
// trip for the whole file instead of one INSERT per row.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type CopyValue = string | null;

const CHUNK_BYTES = 64 * 1024;

/** Copies rows (values in `columns` order) into `table`; returns how many rows went in. */
export async function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]> | AsyncIterable<readonly CopyValue[]>,
): Promise<number> {
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(encodeRows(rows, columns.length)), stream);
  return stream.rowCount;
}

async function* encodeRows(rows: Iterable<readonly CopyValue[]> | AsyncIterable<readonly CopyValue[]>, width: number) {
  let chunk = '';
  for await (const row of rows) {
    if (row.length !== width) throw new Error(`copy: row has ${row.length} values, expected ${width}`);
    chunk += row.map(encodeValue).join('\t') + '\n';
    if (chunk.length >= CHUNK_BYTES) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** COPY text format: \N is NULL; backslash, tab, newline and carriage return are escaped. */
export function encodeValue(value: CopyValue): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
}
