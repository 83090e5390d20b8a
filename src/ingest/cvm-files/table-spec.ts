// A landing table described once: each column, the header name(s) it is read
// from (pre- and post-Resolution-175 names), its kind, and whether the file must
// have it. Turns a CVM CSV into COPY rows, refusing the file at the first bad line.
import type { CopyValue, LandingTarget } from '../common/index.js';
import { IngestFileError } from '../common/index.js';
import type { CvmCsv } from './csv.js';
import { CellError, convert, type ValueKind } from './values.js';

export interface ColumnSpec {
  column: string;
  /** Header names that carry it, first match wins (e.g. CNPJ_FUNDO_CLASSE, CNPJ_FUNDO). */
  headers: readonly string[];
  kind: ValueKind;
  /** The file is refused without one of `headers`; a key column is always required and never blank. */
  required?: boolean;
  /** Stored for a blank (or absent) key field instead of refusing it, e.g. '' for "no subclass". */
  blankAs?: string;
}

export interface TableSpec {
  table: string;
  key: readonly string[];
  columns: readonly ColumnSpec[];
  periodColumn?: string;
}

export function landingTarget(spec: TableSpec): LandingTarget {
  return { table: spec.table, key: spec.key, columns: spec.columns.map((c) => c.column), periodColumn: spec.periodColumn };
}

/** The header names of a spec's columns, e.g. for writing sample files. */
export function headerOf(spec: TableSpec): string[] {
  return spec.columns.map((c) => c.headers[0]);
}

export interface SpecRowsOptions {
  /** Called with every row, e.g. to note the months a file touches. */
  observe?: (row: CopyValue[]) => void;
  /**
   * Refuse a second row with the same key here, naming its line (default true).
   * False when the rows go straight into the keyed landing table, whose key
   * refuses the repeat itself (the run then reads the file again with the
   * check on): the keys of a large file are then never all held in memory.
   */
  checkRepeatedKeys?: boolean;
}

/**
 * Rows of `csv` in the spec's column order. Refuses (IngestFileError naming
 * the file and the line) a missing required column, a malformed value, a blank
 * key field and a second row with the same key.
 */
export async function* specRows(csv: CvmCsv, spec: TableSpec, options: SpecRowsOptions = {}): AsyncIterable<CopyValue[]> {
  const positions = spec.columns.map((c) => {
    const found = csv.find(c.headers);
    const isKey = spec.key.includes(c.column);
    if (found === undefined && (c.required || (isKey && c.blankAs === undefined))) {
      throw new IngestFileError(csv.fileName, csv.at(1), `missing column ${c.headers.join(' or ')} (found: ${csv.header.join(', ') || 'nothing'})`);
    }
    return { spec: c, kind: c.kind, index: found?.index, isKey, header: found?.name ?? c.headers[0] };
  });
  const keyIndexes = positions.flatMap((p, i) => (p.isKey ? [i] : []));
  const seen = options.checkRepeatedKeys === false ? null : new Set<string>();
  const { observe } = options;
  const width = positions.length;
  for await (const batch of csv.batches) {
    for (const { line, fields } of batch) {
      const row: CopyValue[] = new Array(width);
      let p = positions[0];
      try {
        for (let i = 0; i < width; i += 1) {
          p = positions[i];
          let value = p.index === undefined ? null : convert(p.kind, fields[p.index].trim());
          if (value === null && p.isKey) {
            if (p.spec.blankAs === undefined) throw new IngestFileError(csv.fileName, csv.at(line), `blank ${p.header} (part of the key)`);
            value = p.spec.blankAs;
          }
          row[i] = value;
        }
      } catch (error) {
        // the place is only spelled out for the one bad cell
        if (error instanceof CellError) throw new IngestFileError(csv.fileName, csv.at(line), `${error.message} in column ${p.header}`);
        throw error;
      }
      if (seen) {
        const key = keyIndexes.map((i) => row[i]).join('\u0001');
        if (seen.has(key)) {
          throw new IngestFileError(csv.fileName, csv.at(line), `a second row for the same key (${keyIndexes.map((i) => `${positions[i].header}=${row[i]}`).join(', ')})`);
        }
        seen.add(key);
      }
      observe?.(row);
      yield row;
    }
  }
}
