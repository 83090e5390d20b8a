// Streams rows into a table with COPY ... FROM STDIN (text format): one round
// trip for the whole file instead of one INSERT per row.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type CopyValue = string | null;

const CHUNK_BYTES = 256 * 1024;
const NEEDS_ESCAPE = /[\\\t\n\r]/;

export interface CopyOptions {
  /** A column every row gets with the same value (e.g. ingest_id), appended after `columns`. */
  constant?: { column: string; value: string };
  /** Position (in `columns`) whose smallest and largest non-null text the result reports (ISO dates compare as text). */
  rangeOf?: number;
}

export interface CopyResult {
  rows: number;
  /** Smallest and largest text at `rangeOf`; null when not asked or all NULL. */
  first: string | null;
  last: string | null;
}

/**
 * Rows a reader has already written in COPY text (the large files' fast path, see
 * cvm-files/copy-encoder.ts): each line ends with `tail`, the constant column and the newline.
 */
export interface EncodedRows {
  encoded(tail: Buffer): AsyncIterable<Buffer>;
  /** The smallest and largest text of the table's period column, once the rows are read. */
  range(): { first: string | null; last: string | null };
}

type Rows = Iterable<readonly CopyValue[]> | AsyncIterable<readonly CopyValue[]> | { batches: AsyncIterable<readonly (readonly CopyValue[])[]> } | EncodedRows;

/** Copies rows (values in `columns` order) into `table`; returns how many rows went in. */
export async function copyRows(client: pg.ClientBase, table: string, columns: readonly string[], rows: Rows): Promise<number> {
  return (await copyRowsWith(client, table, columns, rows, {})).rows;
}

/** copyRows with a constant column appended and the range of one column observed on the way. */
export async function copyRowsWith(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: Rows,
  options: CopyOptions,
): Promise<CopyResult> {
  const all = options.constant ? [...columns, options.constant.column] : columns;
  const range = { first: null as string | null, last: null as string | null };
  const stream = client.query(copyFrom(`copy ${table} (${all.join(', ')}) from stdin`));
  const tail = options.constant ? `\t${encodeValue(options.constant.value)}\n` : '\n';
  if ('encoded' in rows) {
    await pipeline(Readable.from(rows.encoded(Buffer.from(tail))), stream);
    return { rows: stream.rowCount, ...rows.range() };
  }
  await pipeline(Readable.from(encodeRows(rows, columns.length, tail, options.rangeOf, range)), stream);
  return { rows: stream.rowCount, ...range };
}

/** The rows as batches: a batched source as it is, single rows one to a batch. */
async function* asBatches(rows: Exclude<Rows, EncodedRows>): AsyncIterable<readonly (readonly CopyValue[])[]> {
  if ('batches' in rows) yield* rows.batches;
  else for await (const row of rows) yield [row];
}

async function* encodeRows(rows: Exclude<Rows, EncodedRows>, width: number, tail: string, rangeOf: number | undefined, range: { first: string | null; last: string | null }) {
  let chunk = '';
  for await (const batch of asBatches(rows)) {
    for (const row of batch) {
      if (row.length !== width) throw new Error(`copy: row has ${row.length} values, expected ${width}`);
      let line = encodeValue(row[0]);
      for (let i = 1; i < width; i += 1) line += '\t' + encodeValue(row[i]);
      chunk += line + tail;
      if (rangeOf !== undefined) {
        const v = row[rangeOf];
        if (v !== null) {
          if (range.first === null || v < range.first) range.first = v;
          if (range.last === null || v > range.last) range.last = v;
        }
      }
    }
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
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
}
