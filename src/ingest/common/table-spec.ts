// The one way a loader describes a landing table: each column, the header
// name(s) it is read from (newest generation first), its value rule (kind),
// the key, and what a repeated key in one file means (the duplicate policy).
// tableRows reads any header-named source (CVM CSV, a zip member) into COPY
// rows by it; loaders whose layout a column list cannot say (the bulletin's
// bands, PTAX's JSON) keep their own reader but still describe their tables
// here and route repeated keys through DuplicateRule.
import type { CopyValue } from './copy.js';
import { IngestFileError } from './errors.js';
import type { LandingTarget } from './upsert.js';
import type { RowBatches } from './types.js';
import { convert as convertValue, ValueError, type ValueKind } from './values.js';

export interface ColumnSpec {
  /** Landing column. */
  column: string;
  /** Header names that carry it, first match wins (e.g. CNPJ_FUNDO_CLASSE, CNPJ_FUNDO); empty: the loader derives it. */
  headers: readonly string[];
  /** The value rule (see VALUE_KINDS in values.ts). */
  kind: ValueKind;
  /** The file is refused without one of `headers`; a key column is always required and never blank. */
  required?: boolean;
  /** A blank field refuses the file, as for a key column. */
  notBlank?: boolean;
  /**
   * Stored for a blank (or absent) key field instead of refusing it: '' for "no
   * subclass", or null where the table's unique key is NULLS NOT DISTINCT.
   */
  blankAs?: string | null;
}

/**
 * What a second record with the key of an earlier one in the same file means:
 * - refuse (default): the file is refused, naming both lines;
 * - drop-identical: an identical repeat is dropped, a different one refuses the file;
 * - keep-latest: the record with the greater `latestBy` value wins (on a tie, the later record).
 */
export type DuplicatePolicy = 'refuse' | 'drop-identical' | 'keep-latest';

export interface TableSpec {
  /** Schema-qualified landing table, e.g. cvm.inf_diario. */
  table: string;
  key: readonly string[];
  columns: readonly ColumnSpec[];
  /** Column whose min/max become ingest_log first_period/last_period. */
  periodColumn?: string;
  /** SQL condition over `stored` and `excluded` for replacing a held row (see LandingTarget). */
  replaceWhen?: string;
  duplicates?: DuplicatePolicy;
  /** For keep-latest: the column that orders two records of one key (timestamp or date text). */
  latestBy?: string;
  /** The table is partitioned by month over periodColumn (see LandingTarget.monthPartitioned). */
  monthPartitioned?: boolean;
}

/** Where the shared ingest run lands the spec's rows. */
export function landingTarget(spec: TableSpec): LandingTarget {
  return { table: spec.table, key: spec.key, columns: spec.columns.map((c) => c.column), periodColumn: spec.periodColumn, replaceWhen: spec.replaceWhen, monthPartitioned: spec.monthPartitioned };
}

/** The header names of a spec's columns (the newest generation), e.g. for writing sample files. */
export function headerOf(spec: TableSpec): string[] {
  return spec.columns.map((c) => c.headers[0]);
}

/** Applies a table's duplicate policy to its rows as they are read, one file at a time. */
export class DuplicateRule {
  private readonly keyIndexes: number[];
  private readonly latestIndex: number;
  private readonly policy: DuplicatePolicy;
  // per key: the line it was first seen on (refuse), plus the fields (drop-identical) or the kept row (keep-latest);
  // a bare line number for refuse keeps a multi-million-row file's map small
  private readonly seen = new Map<string, number | { line: number; fields?: string; row?: CopyValue[] }>();

  /**
   * `keyNames` are the names a refusal shows for the key columns (the headers as
   * published); `at` turns a line number into the place a refusal names.
   */
  constructor(
    private readonly spec: TableSpec,
    private readonly fileName: string,
    private readonly options: { keyNames?: readonly string[]; at?: (line: number) => string } = {},
  ) {
    this.policy = spec.duplicates ?? 'refuse';
    this.keyIndexes = spec.key.map((k) => spec.columns.findIndex((c) => c.column === k));
    this.latestIndex = spec.latestBy === undefined ? -1 : spec.columns.findIndex((c) => c.column === spec.latestBy);
    if (this.policy === 'keep-latest' && this.latestIndex < 0) throw new Error(`table ${spec.table}: keep-latest needs latestBy, one of its columns`);
  }

  /**
   * True when `row` is to be staged now; false when it is dropped or held back
   * (keep-latest: the kept rows come from held() after the last record).
   * `fields` is the record as published, for drop-identical.
   */
  admit(row: CopyValue[], line: number, fields?: string): boolean {
    const key = JSON.stringify(this.keyIndexes.map((i) => row[i]));
    const earlier = this.seen.get(key);
    if (this.policy === 'keep-latest') {
      const held = earlier as { row: CopyValue[] } | undefined;
      if (!held || sortable(row[this.latestIndex]) >= sortable(held.row[this.latestIndex])) this.seen.set(key, { line, row });
      return false;
    }
    if (earlier === undefined) {
      this.seen.set(key, this.policy === 'drop-identical' ? { line, fields } : line);
      return true;
    }
    const first = typeof earlier === 'number' ? { line: earlier, fields: undefined } : earlier;
    if (this.policy === 'drop-identical' && first.fields === fields) return false;
    const at = this.options.at ?? ((n: number) => `line ${n}`);
    const names = this.options.keyNames ?? this.spec.key;
    const named = this.keyIndexes.map((i, n) => `${names[n]}=${row[i] ?? ''}`).join(', ');
    const why = this.policy === 'drop-identical' ? ' with different values' : '';
    throw new IngestFileError(this.fileName, at(line), `repeats the key (${named}) of ${at(first.line)}${why}`);
  }

  /** The rows keep-latest kept, in key order. */
  held(): CopyValue[][] {
    return [...this.seen.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap(([, v]) => (typeof v === 'object' && v.row ? [v.row] : []));
  }
}

/** Timestamp or date text that compares as time: a fraction of a second padded to 6 digits. */
function sortable(value: CopyValue): string {
  if (value === null) return '';
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(6, '0')}`;
}

/** A source read by header name: a CVM CSV or one member of an archive (see cvm-files/parse.ts). */
export interface HeaderedRecords {
  /** The file errors name: the file itself, or the archive holding the member. */
  fileName: string;
  header: readonly string[];
  /** The first of `names` the header has: its position and its name as published. */
  find(names: readonly string[]): { index: number; name: string } | undefined;
  /** Where a line is, for errors: "line N", or "member M line N". */
  at(line: number): string;
  records: AsyncIterable<{ line: number; fields: string[] }>;
  /** The same records in batches, when the reader has them (read either this or records, once). */
  batches?: AsyncIterable<readonly { line: number; fields: string[] }[]>;
}

export interface TableRows {
  /** The rows in batches (see RowSource): give them to stageRows. */
  rows: RowBatches;
  /** Records read so far, dropped duplicates included. */
  read(): number;
}

/**
 * Rows of `source` in the spec's column order. Refuses (IngestFileError naming
 * the file, the line and the column) a missing required column, a malformed
 * value and a blank key field; a repeated key follows the spec's duplicate policy.
 */
export function tableRows(source: HeaderedRecords, spec: TableSpec, observe?: (row: CopyValue[]) => void, checkRepeatedKeys = true): TableRows {
  const converter = recordConverter(source, spec, checkRepeatedKeys);
  const input: AsyncIterable<readonly { line: number; fields: string[] }[]> = source.batches ?? oneByOne(source.records);
  async function* batches(): AsyncIterable<CopyValue[][]> {
    for await (const records of input) {
      const out: CopyValue[][] = [];
      for (const { line, fields } of records) {
        const row = converter.convert(line, fields);
        if (row) {
          observe?.(row);
          out.push(row);
        }
      }
      if (out.length) yield out;
    }
    const held = converter.held();
    for (const row of held) observe?.(row);
    if (held.length) yield held;
  }
  return { rows: { batches: batches() }, read: converter.read };
}

/** Where each of a spec's columns is in a source, and the names a refusal shows. */
export interface ColumnPlan {
  spec: ColumnSpec;
  /** The field's position in the source's records; undefined: the column is absent (NULL). */
  index: number | undefined;
  isKey: boolean;
  /** The header as published (or the spec's first name when absent). */
  header: string;
}

/** Finds each column of `spec` in the source's header; refuses a missing required or key column. */
function planColumns(source: Pick<HeaderedRecords, 'fileName' | 'header' | 'find' | 'at'>, spec: TableSpec): ColumnPlan[] {
  const plan = spec.columns.map((c) => {
    const found = source.find(c.headers);
    return { spec: c, index: found?.index, isKey: spec.key.includes(c.column), header: found?.name ?? c.headers[0] ?? c.column };
  });
  const missing = plan.filter((p) => p.index === undefined && (p.spec.required || (p.isKey && p.spec.blankAs === undefined)));
  if (missing.length) {
    throw new IngestFileError(source.fileName, source.at(1), `missing column ${missing.map((p) => p.spec.headers.join(' or ')).join(', ')} (found: ${source.header.join(', ') || 'nothing'})`);
  }
  return plan;
}

export interface RecordConverter {
  plan: readonly ColumnPlan[];
  /** One record as a row in the spec's column order, or undefined when the duplicate policy drops or holds it. */
  convert(line: number, fields: readonly string[]): CopyValue[] | undefined;
  /** The rows keep-latest held back, to stage after the last record. */
  held(): CopyValue[][];
  /** Records converted so far, dropped duplicates included. */
  read(): number;
}

/**
 * The value rules and the duplicate policy of `spec` over one source's records:
 * a malformed value or a blank key field is refused naming the file, the line and
 * the column. `checkRepeatedKeys` false (refuse policy only): the rows go straight
 * into the keyed landing table, whose key refuses a repeat itself and the run reads
 * the file again with the check on, so the keys of a large file are not all held in memory.
 */
export function recordConverter(source: Pick<HeaderedRecords, 'fileName' | 'header' | 'find' | 'at'>, spec: TableSpec, checkRepeatedKeys = true): RecordConverter {
  const plan = planColumns(source, spec);
  const keyNames = spec.key.map((k) => plan.find((p) => p.spec.column === k)!.header);
  const duplicates = new DuplicateRule(spec, source.fileName, { keyNames, at: source.at });
  const skipKeyMemory = !checkRepeatedKeys && (spec.duplicates ?? 'refuse') === 'refuse';
  const width = plan.length;
  let read = 0;
  function convert(line: number, fields: readonly string[]): CopyValue[] | undefined {
    read += 1;
    const row: CopyValue[] = new Array(width);
    // the hot path of every load: the place of an error is only spelled out for the bad cell
    for (let i = 0; i < width; i += 1) {
      const p = plan[i];
      let value: CopyValue;
      try {
        value = p.index === undefined ? null : convertValue(p.spec.kind, fields[p.index].trim());
      } catch (error) {
        if (error instanceof ValueError) throw new IngestFileError(source.fileName, source.at(line), `${error.message} in column ${p.header}`);
        throw error;
      }
      if (value === null && (p.isKey || p.spec.notBlank)) {
        if (p.spec.blankAs === undefined) throw new IngestFileError(source.fileName, source.at(line), `blank ${p.header} (${p.isKey ? 'part of the key' : 'it may not be blank'})`);
        value = p.spec.blankAs;
      }
      row[i] = value;
    }
    if (!skipKeyMemory && !duplicates.admit(row, line, spec.duplicates === 'drop-identical' ? JSON.stringify(fields) : undefined)) return undefined;
    return row;
  }
  return { plan, convert, held: () => duplicates.held(), read: () => read };
}

async function* oneByOne<T>(records: AsyncIterable<T>): AsyncIterable<T[]> {
  for await (const record of records) yield [record];
}
