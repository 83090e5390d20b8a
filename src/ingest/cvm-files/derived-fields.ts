// Fields a file does not publish but its landing key needs, added to each record
// under a bracketed pseudo-header (never a CVM name) so the TableSpec reads them
// by name like any other column: the record's ordinal within its filed document
// (CDA holdings and CRI/CRA classes have no column that tells two rows apart),
// or a constant taken from the member's name.
import { IngestFileError, type CopyValue, type HeaderedRecords } from '../common/index.js';

export interface DerivedField {
  /** Pseudo-header, e.g. "(line_no)". */
  header: string;
  /** The value for one record (fields as published). */
  value(fields: readonly string[]): string;
}

type SourceRecord = { line: number; fields: string[] };

/**
 * Each batch of `batches` through `map` (which may throw for a record): the
 * records before a throwing one are yielded first, so whatever reads them
 * refuses an earlier bad line before this one, as record by record.
 */
async function* mapBatches(batches: AsyncIterable<readonly SourceRecord[]>, map: (record: SourceRecord) => SourceRecord): AsyncIterable<SourceRecord[]> {
  for await (const batch of batches) {
    const out: SourceRecord[] = [];
    try {
      for (const record of batch) out.push(map(record));
    } catch (error) {
      if (out.length) yield out;
      throw error;
    }
    yield out;
  }
}

/** `source` with each record through `map`, in batches when the source has them (one await per batch, not per record). */
function mapped(source: HeaderedRecords, map: (record: SourceRecord) => SourceRecord): Pick<HeaderedRecords, 'records' | 'batches'> {
  async function* records() {
    for await (const record of source.records) yield map(record);
  }
  return { records: records(), batches: source.batches ? mapBatches(source.batches, map) : undefined };
}

/** The records of `source` with the derived fields appended. */
export function withDerivedFields(source: HeaderedRecords, derived: readonly DerivedField[]): HeaderedRecords {
  const header = [...source.header, ...derived.map((d) => d.header)];
  const extra = new Map(derived.map((d, i) => [d.header.toUpperCase(), source.header.length + i]));
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
    ...mapped(source, (record) => ({ line: record.line, fields: [...record.fields, ...derived.map((d) => d.value(record.fields))] })),
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

/**
 * What a member's name adds to its records and checks in them, said once for
 * both readers: withMemberFields (record by record) and the byte path
 * (copy-encoder.ts), which must add and refuse the same.
 */
export interface MemberFields {
  /** Appended after the published fields, in this order, under pseudo-headers (e.g. the doc type a member's name says). */
  constants: readonly { header: string; value: string }[];
  /** The file is refused at the first line whose field (trimmed, when not blank) is not one of `values`; an absent column is not checked. */
  oneOf: readonly { header: string; values: readonly string[] }[];
}

/** The refusal of a field outside its set (both readers give this one). */
export function notOneOf(text: string, rule: MemberFields['oneOf'][number]): string {
  return `"${text}" is not one of ${rule.values.join(', ')} in column ${rule.header}`;
}

/** The records of `source` with the member's constants appended and its sets checked. */
export function withMemberFields(source: HeaderedRecords, fields: MemberFields): HeaderedRecords {
  const checks = fields.oneOf.map((rule) => ({ rule, index: source.find([rule.header])?.index })).filter((c) => c.index !== undefined);
  const checked: HeaderedRecords = !checks.length
    ? source
    : {
        ...source,
        ...mapped(source, (record) => {
          for (const { rule, index } of checks) {
            const text = record.fields[index!]?.trim();
            if (text !== undefined && text !== '' && !rule.values.includes(text)) throw new IngestFileError(source.fileName, source.at(record.line), notOneOf(text, rule));
          }
          return record;
        }),
      };
  return withDerivedFields(
    checked,
    fields.constants.map((c) => ({ header: c.header, value: () => c.value })),
  );
}
