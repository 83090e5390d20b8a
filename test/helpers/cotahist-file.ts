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

/** A genuine 01 record read by B3's layout, field by field, so a test's expectations come from the file's bytes. */
export function recordOf(record: string) {
  const ymd = (from: number) => {
    const v = field(record, from, from + 7);
    return v === '99991231' ? null : `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
  };
  const blankAsNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    trade_date: ymd(3)!,
    codbdi: blankAsNull(field(record, 11, 12)),
    codneg: field(record, 13, 24).trim(),
    tpmerc: field(record, 25, 27),
    nomres: blankAsNull(field(record, 28, 39)),
    /** ESPECI as the 10 characters of the file (class 1-4, flags 5-8, segment 9-10). */
    especiField: field(record, 40, 49),
    especi: blankAsNull(field(record, 40, 49)),
    prazot: field(record, 50, 52),
    modref: blankAsNull(field(record, 53, 56)),
    open: price(record, 57),
    high: price(record, 70),
    low: price(record, 83),
    average: price(record, 96),
    close: price(record, 109),
    bid: price(record, 122),
    ask: price(record, 135),
    trades: Number(field(record, 148, 152)),
    quantity: Number(field(record, 153, 170)),
    volume: Number(field(record, 171, 188)) / 100,
    strike: price(record, 189),
    expiry: ymd(203),
    fatcot: Number(field(record, 211, 217)),
    isin: blankAsNull(field(record, 231, 242)),
    dismes: blankAsNull(field(record, 243, 245)),
  };
}
export type GenuineRecord = ReturnType<typeof recordOf>;
