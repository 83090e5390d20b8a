// COTAHIST files for tests (written by the loader's own writer, src/ingest/b3-cotahist/write.ts),
// and reading a field of a genuine record by its position, so expectations come from the file.
import fs from 'node:fs';
import path from 'node:path';
import { cotahistText, type QuoteRecord } from '../../src/ingest/b3-cotahist/write.js';

export type { QuoteRecord };

export function cotahistFile(dir: string, name: string, records: QuoteRecord[], opts: { trailerCount?: number } = {}): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, cotahistText(records, opts), 'latin1');
  return file;
}

/** The 01 records of a genuine file, each a 245-character string. */
export function genuineRecords(file: string): string[] {
  return fs.readFileSync(file, 'latin1').split(/\r?\n/).filter((l) => l.startsWith('01'));
}

/** A field by B3's 1-based inclusive positions. */
export const field = (record: string, from: number, to: number) => record.slice(from - 1, to);
/** A price field N(11)V99 as a number. */
export const price = (record: string, from: number) => Number(field(record, from, from + 12)) / 100;
