// Fields a file does not publish but its landing key needs, added to each record
// under a bracketed pseudo-header (never a CVM name) so the TableSpec reads them
// by name like any other column: the record's ordinal within its filed document
// (CDA holdings and CRI/CRA classes have no column that tells two rows apart),
// or a constant taken from the member's name.
import type { CopyValue, HeaderedRecords } from '../common/index.js';

export interface DerivedField {
  /** Pseudo-header, e.g. "(line_no)". */
  header: string;
  /** The value for one record (fields as published). */
  value(fields: readonly string[]): string;
}

/** The records of `source` with the derived fields appended. */
export function withDerivedFields(source: HeaderedRecords, derived: readonly DerivedField[]): HeaderedRecords {
  const header = [...source.header, ...derived.map((d) => d.header)];
  const extra = new Map(derived.map((d, i) => [d.header.toUpperCase(), source.header.length + i]));
  async function* records() {
    for await (const record of source.records) yield { line: record.line, fields: [...record.fields, ...derived.map((d) => d.value(record.fields))] };
  }
  return {
    fileName: source.fileName,
    header,
    find(names) {
      for (const name of names) {
        const index = extra.get(name.toUpperCase());
        if (index !== undefined) return { index, name: header[index] };
      }
      return source.find(names);
    },
    at: (line) => source.at(line),
    records: records(),
  };
}

/**
 * "(line_no)": 1, 2, ... per distinct value of the `group` columns (first header
 * name found of each), in file order. A missing group column leaves the field
 * blank, so the missing key column is refused by name in tableRows.
 */
export function ordinalWithin(source: HeaderedRecords, group: readonly (readonly string[])[]): DerivedField {
  const indexes = group.map((names) => source.find(names)?.index);
  const seen = new Map<string, number>();
  return {
    header: LINE_NO_HEADER,
    value(fields) {
      if (indexes.some((i) => i === undefined)) return '';
      const key = indexes.map((i) => fields[i!].trim()).join('\u0000');
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      return String(n);
    },
  };
}

export const LINE_NO_HEADER = '(line_no)';

/**
 * Tracks, per filed document (the landing key without line_no), the highest
 * line_no a file staged, so afterLoad can drop the lines a re-filed document no
 * longer has (an equal line is not rewritten, so ingest_id cannot tell them).
 */
export class DocumentLines {
  private readonly counts = new Map<string, { key: CopyValue[]; lines: number }>();

  constructor(private readonly keyIndexes: readonly number[], private readonly lineIndex: number) {}

  observe = (row: CopyValue[]): void => {
    const key = this.keyIndexes.map((i) => row[i]);
    const id = JSON.stringify(key);
    const lines = Number(row[this.lineIndex]);
    const held = this.counts.get(id);
    if (!held || held.lines < lines) this.counts.set(id, { key, lines: held ? Math.max(held.lines, lines) : lines });
  };

  /** Per key column, the documents' values; then their line counts (for unnest). */
  columns(): { keys: CopyValue[][]; lines: number[] } {
    const all = [...this.counts.values()];
    return { keys: this.keyIndexes.map((_, k) => all.map((d) => d.key[k])), lines: all.map((d) => d.lines) };
  }
}
