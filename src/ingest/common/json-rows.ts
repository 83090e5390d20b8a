// Rows of a landing table from the records of a JSON answer, read by the spec's
// published key names (a column with no header is derived and given by the
// caller), each value through its rule in values.ts, duplicates by the spec's
// DuplicateRule. A bad value fails the file naming the record: `results[3]`.
import type { CopyValue } from './copy.js';
import { IngestFileError } from './errors.js';
import { DuplicateRule, type TableSpec } from './table-spec.js';
import { convert, readCell } from './values.js';

/** A JSON field as the text a value rule reads: strings trimmed, numbers as printed, null/absent blank. */
function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function jsonRows(
  spec: TableSpec,
  records: readonly Record<string, unknown>[],
  fileName: string,
  at: (index: number) => string,
  derived: Record<string, CopyValue> = {},
): CopyValue[][] {
  const rule = new DuplicateRule(spec, fileName, { at });
  const rows: CopyValue[][] = [];
  records.forEach((record, i) => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) throw new IngestFileError(fileName, at(i), 'not a JSON object');
    const row = spec.columns.map((column) => {
      if (!column.headers.length) return derived[column.column] ?? null;
      const header = column.headers.find((h) => h in record) ?? column.headers[0];
      const value = readCell(fileName, at(i), header, () => convert(column.kind, fieldText(record[header])));
      if (value === null && (spec.key.includes(column.column) || column.notBlank)) {
        throw new IngestFileError(fileName, at(i), `blank ${header} (${spec.key.includes(column.column) ? 'part of the key' : 'it may not be blank'})`);
      }
      return value;
    });
    if (rule.admit(row, i, JSON.stringify(record))) rows.push(row);
  });
  return rows;
}
