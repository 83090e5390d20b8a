// Builds COTAHIST files for tests: 245-character records at B3's byte
// positions, a header and a trailer counting every record. Also reads a field
// of a genuine record by its position, so expectations come from the file.
import fs from 'node:fs';
import path from 'node:path';

export interface QuoteRecord {
  date: string; // YYYY-MM-DD
  codneg: string;
  tpmerc: string;
  codbdi?: string;
  nomres?: string;
  especi?: string;
  prices?: { open: number; high: number; low: number; average: number; close: number; bid?: number; ask?: number };
  trades?: number;
  quantity?: number;
  volume?: number;
  strike?: number;
  expiry?: string; // YYYY-MM-DD
  fatcot?: number;
  ptoexe?: string; // 13 digits
  isin?: string;
}

const num = (value: number, width: number, decimals = 0) => String(Math.round(value * 10 ** decimals)).padStart(width, '0');
const text = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);
const ymd = (iso: string) => iso.replaceAll('-', '');

export function quoteRecord(r: QuoteRecord): string {
  const p = r.prices ?? { open: 0, high: 0, low: 0, average: 0, close: 0 };
  const out =
    '01' + ymd(r.date) + text(r.codbdi ?? '02', 2) + text(r.codneg, 12) + r.tpmerc + text(r.nomres ?? 'TEST SA', 12) + text(r.especi ?? 'ON', 10) +
    text('', 3) + text('R$', 4) +
    [p.open, p.high, p.low, p.average, p.close, p.bid ?? 0, p.ask ?? 0].map((v) => num(v, 13, 2)).join('') +
    num(r.trades ?? 0, 5) + num(r.quantity ?? 0, 18) + num(r.volume ?? 0, 18, 2) + num(r.strike ?? 0, 13, 2) + '0' +
    ymd(r.expiry ?? '9999-12-31') + num(r.fatcot ?? 1, 7) + (r.ptoexe ?? '0000000000000') + text(r.isin ?? 'BRTESTACNOR0', 12) + '100';
  if (out.length !== 245) throw new Error(`record of ${out.length} characters`);
  return out;
}

export function cotahistFile(dir: string, name: string, records: QuoteRecord[], opts: { trailerCount?: number } = {}): string {
  const header = text(`00COTAHIST.2024BOVESPA 20240101`, 245);
  const trailer = text(`99COTAHIST.2024BOVESPA 20240101${String(opts.trailerCount ?? records.length + 2).padStart(11, '0')}`, 245);
  const file = path.join(dir, name);
  fs.writeFileSync(file, [header, ...records.map(quoteRecord), trailer].join('\r\n') + '\r\n', 'latin1');
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
