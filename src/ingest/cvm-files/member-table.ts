// One CSV member of a CVM archive read into the rows of one landing table, by a
// declarative column map: each landing column names the published column(s) it
// comes from and how to read it. Used by the FII and FIDC loaders alike.
import type { Readable } from 'node:stream';
import { IngestFileError } from '../common/index.js';
import { eachRecord, openCvmCsv } from './csv.js';
import { cell, convert, type ValueKind } from './values.js';

export interface MemberColumn {
  /** Landing column. */
  column: string;
  /** Published header name(s), the newest generation first (e.g. CNPJ_FUNDO_CLASSE, CNPJ_FUNDO). */
  source: readonly string[];
  kind: ValueKind;
  /** The header must have it (keys, and every column the monthly fund series reads); otherwise an absent column is NULL. */
  required?: boolean;
  /** A blank cell is refused (key columns). */
  notBlank?: boolean;
}

export interface MemberRows {
  rows: (string | null)[][];
  /** Lines read, identical duplicate lines included. */
  read: number;
}

/**
 * Reads every record of the member into rows in `columns` order. A line that
 * repeats another's key with identical fields is dropped (counted as read and
 * skipped); a line that repeats a key with different values is refused, since
 * nothing says which one the publisher meant.
 */
export async function readMemberRows(input: Readable, fileName: string, member: string, columns: readonly MemberColumn[], key: readonly string[]): Promise<MemberRows> {
  const csv = await openCvmCsv(input, fileName, member);
  const found = columns.map((c) => csv.find(c.source));
  const missing = columns.filter((c, i) => c.required && found[i] === undefined);
  if (missing.length) {
    throw new IngestFileError(fileName, csv.at(1), `missing column ${missing.map((c) => c.source.join(' or ')).join(', ')} (found: ${csv.header.join(';')})`);
  }
  const keyIndexes = key.map((k) => columns.findIndex((c) => c.column === k));
  const seen = new Map<string, { fields: string; location: string }>();
  const rows: (string | null)[][] = [];
  let read = 0;
  for await (const record of eachRecord(csv)) {
    read += 1;
    const location = csv.at(record.line);
    const row = columns.map((spec, i) => {
      const column = found[i];
      if (column === undefined) return null;
      const text = record.fields[column.index].trim();
      if (spec.notBlank && text === '') throw new IngestFileError(fileName, location, `blank ${column.name} (a key column)`);
      return cell(fileName, location, column.name, () => convert(spec.kind, text));
    });
    const keyText = JSON.stringify(keyIndexes.map((i) => row[i]));
    const fields = JSON.stringify(record.fields);
    const earlier = seen.get(keyText);
    if (earlier) {
      if (earlier.fields === fields) continue;
      throw new IngestFileError(fileName, location, `repeats the key ${keyText} of ${earlier.location} with different values`);
    }
    seen.set(keyText, { fields, location });
    rows.push(row);
  }
  return { rows, read };
}
