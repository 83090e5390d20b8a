// One CSV member of a CVM archive read into the rows of one landing table, by a
// declarative column map: each landing column names the published column(s) it
// comes from and how to read it. Used by the FII and FIDC loaders alike.
import type { Readable } from 'node:stream';
import { IngestFileError } from '../common/index.js';
import { openCvmCsv } from './csv.js';
import { cell, convert, type ValueKind } from './values.js';

export interface ColumnSpec {
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
export async function readMemberRows(input: Readable, fileName: string, member: string, columns: readonly ColumnSpec[], key: readonly string[]): Promise<MemberRows> {
  const csv = await openCvmCsv(input, fileName, member);
  const missing = columns.filter((c) => c.required && csv.column(c.source) === undefined);
  if (missing.length) {
    throw new IngestFileError(
      fileName,
      `member ${member} line 1`,
      `missing column ${missing.map((c) => c.source.join(' or ')).join(', ')} (found: ${csv.header.join(';')})`,
    );
  }
  const keyIndexes = key.map((k) => columns.findIndex((c) => c.column === k));
  const seen = new Map<string, { fields: string; location: string }>();
  const rows: (string | null)[][] = [];
  let read = 0;
  for await (const record of csv.records) {
    read += 1;
    const row = columns.map((spec) => {
      const text = record.get(spec.source);
      if (text === undefined) return null;
      const name = csv.column(spec.source)!;
      if (spec.notBlank && text === '') throw new IngestFileError(fileName, record.location, `blank ${name} (a key column)`);
      return cell(fileName, record.location, name, () => convert(spec.kind, text));
    });
    const keyText = JSON.stringify(keyIndexes.map((i) => row[i]));
    const fields = JSON.stringify(record.fields);
    const earlier = seen.get(keyText);
    if (earlier) {
      if (earlier.fields === fields) continue;
      throw new IngestFileError(fileName, record.location, `repeats the key ${keyText} of ${earlier.location} with different values`);
    }
    seen.set(keyText, { fields, location: record.location });
    rows.push(row);
  }
  return { rows, read };
}
