// The large files' hot path: a CVM CSV's bytes written straight into COPY text,
// with no string per field. Each line is split on `;` and each field checked
// and copied byte by byte by its column's value rule, for the forms the files
// use (masked CNPJ, YYYY-MM-DD, point decimals, plain text). A number in
// another form the rules accept (E notation, a leading + or ., leading zeros)
// is read by the rule itself (values.ts: pointDecimal, integerText) from that
// field's bytes, so both paths share one copy of the number rules. A line with
// anything else (a quote, padding, an escape, a time after the date, a
// malformed value) goes through the reference path instead (recordFields and
// recordConverter), which writes the same text or refuses the line with the
// message every other load gives. So the bytes change how fast a file loads,
// never what it loads or how it is refused. A spec keyed by a row hash (see
// row-hash.ts; the long FII quarterly members...) gets the hash computed here
// from the line's bytes: the md5 of the fields joined by ';' is the md5 of the
// line itself when no field is quoted (a quoted line takes the reference path).
// A member's fields (derived-fields.ts MemberFields: constants its name says,
// fields checked against a set) are added and checked here as withMemberFields
// does on the record path: a constant is one pre-encoded value, and a field
// outside its set sends the line to the reference path, which refuses it.
import { convert, encodeValue, IngestFileError, integerText, isCalendarDate, MAX_EXPONENT, pointDecimal, recordConverter, ValueError, type ColumnPlan, type EncodedRows, type TableSpec, type ValueKind } from '../common/index.js';
import { notOneOf, type MemberFields } from './derived-fields.js';
import { recordFields, type CvmBytes } from './parse.js';
import { md5Hex, ROW_HASH_HEADER, rowHash } from './row-hash.js';

const enum Rule {
  Text,
  Decimal,
  Integer,
  Date,
  Cnpj,
  RowHash,
  Constant,
}

const RULES: Partial<Record<ValueKind, Rule>> = {
  text: Rule.Text,
  decimal: Rule.Decimal,
  // a canonical point decimal reads the same under both rules; any other form goes to pointDecimal, and what it
  // refuses (a decimal comma) to the reference path, which reads it by the numeric rule
  numeric: Rule.Decimal,
  integer: Rule.Integer,
  date: Rule.Date,
  'loose-date': Rule.Date,
  cnpj: Rule.Cnpj,
  'loose-cnpj': Rule.Cnpj,
};

const SEMICOLON = 0x3b;
const QUOTE = 0x22;
const NEWLINE = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const SLASH = 0x2f;
const OUT_BYTES = 256 * 1024;
const NULL_TEXT = Buffer.from('\\N');
/** Room kept for a line's tail (a tab, the constant column, the newline). */
const TAIL_ROOM = 32;
/** How much longer than its text a number can be written ("1E100" -> 101 digits; "-.5" -> "-0.5"). */
const NUMBER_GROWTH = MAX_EXPONENT + 2;
/** An md5 in hex, the row hash (not part of the line's bytes). */
const HASH_HEX = 32;

/** True when the spec has the derived row-hash column (computed from the line, not read from a field). */
function hasRowHash(spec: TableSpec): boolean {
  return spec.columns.some((c) => c.headers.includes(ROW_HASH_HEADER));
}

/**
 * True when `spec` can be read by bytes in this pass: every column has a byte
 * rule, the period column (if any) is a date, and no key needs remembering (the refuse policy with the table's own key
 * checking repeats, see StageContext.checkRepeatedKeys). drop-identical qualifies too: any repeated key (identical
 * or not) makes the direct COPY hit the landing key, and the run reads the file again with the check on, which drops an
 * identical repeat and refuses a different one with the usual message (for a key holding the row hash, a repeated key is
 * a repeated line).
 */
export function encodesByBytes(spec: TableSpec, checkRepeatedKeys: boolean): boolean {
  const period = spec.columns.find((c) => c.column === spec.periodColumn);
  const policy = spec.duplicates ?? 'refuse';
  return (
    !checkRepeatedKeys &&
    (policy === 'refuse' || policy === 'drop-identical') &&
    spec.columns.every((c) => RULES[c.kind] !== undefined) &&
    (period === undefined || RULES[period.kind] === Rule.Date)
  );
}

interface Column {
  rule: Rule;
  /** Field position in the line; -1 when the file lacks the column. */
  field: number;
  /** What a blank (or absent) field becomes: \N, the blankAs text, or undefined when a blank refuses the line. */
  blank: Buffer | undefined;
  /** Rule.Constant: the value as COPY text, or undefined when its rule refuses it (every line then takes the reference path). */
  constant?: Buffer;
}

/** Sees each row as written: column c of the spec is out[starts[c], ends[c]) in COPY text (\\N for NULL). */
export type RowTap = (out: Buffer, starts: Int32Array, ends: Int32Array) => void;

/** True when the tapped field out[from, to) is NULL (COPY text `\N`). */
export function isNullField(out: Buffer, from: number, to: number): boolean {
  return to - from === 2 && out[from] === BACKSLASH && out[from + 1] === 0x4e;
}

/** The rows of `csv` in the spec's column order as COPY text, plus the records read. */
export function encodeCvmRows(csv: CvmBytes, spec: TableSpec, tap?: RowTap, fields: MemberFields = { constants: [], oneOf: [] }): EncodedRows & { read(): number } {
  // the reference path: its column plan refuses a missing column now, as tableRows does; the row hash is the field
  const hashed = hasRowHash(spec);
  // the member's constants after the published fields, then the row hash, as withMemberFields and withRowHash append
  // them; repeats are left to the landing key on both paths (see encodesByBytes)
  const extras = [...fields.constants.map((c) => c.header), ...(hashed ? [ROW_HASH_HEADER] : [])];
  const constantValues = fields.constants.map((c) => c.value);
  const reference = recordConverter(extras.length ? withExtraHeaders(csv, extras) : csv, { ...spec, duplicates: 'refuse' }, false);
  const columns = reference.plan.map((p) => column(p, p.index !== undefined && p.index >= csv.header.length ? constantValues[p.index - csv.header.length] : undefined));
  const checks = fields.oneOf.flatMap((rule) => {
    const index = csv.find([rule.header])?.index;
    return index === undefined ? [] : [{ rule, index, values: rule.values.map((v) => Buffer.from(v, 'latin1')) }];
  });
  const numberColumns = columns.filter((c) => c.rule === Rule.Decimal || c.rule === Rule.Integer).length;
  const width = csv.header.length;
  const period = spec.periodColumn === undefined ? -1 : spec.columns.findIndex((c) => c.column === spec.periodColumn);
  const starts = new Int32Array(width + 1);
  const ends = new Int32Array(width + 1);
  // where each column of the row just written is in out, for the tap
  const columnStarts = new Int32Array(columns.length);
  const columnEnds = new Int32Array(columns.length);
  const range = { first: null as string | null, last: null as string | null };
  // the period column's extremes as YYYYMMDD numbers, so a row compares two numbers, not two strings
  let firstDay = Infinity;
  let lastDay = -Infinity;
  const calendarDays = new Set<number>();
  let fastRows = 0;
  let line = 1;

  async function* encoded(tail: Buffer): AsyncIterable<Buffer> {
    let out = Buffer.allocUnsafe(OUT_BYTES);
    let at = 0;
    let carry: Buffer | undefined;
    const room = (bytes: number) => at + bytes <= out.length;
    /** The filled part of out, handed to COPY, and a fresh out of at least `need` bytes. */
    const swap = (need: number) => {
      const full = out.subarray(0, at);
      out = Buffer.allocUnsafe(Math.max(OUT_BYTES, need));
      at = 0;
      return full;
    };
    /** Encodes the line buf[start, end); returns the filled out to yield first when the line did not fit in it. */
    const put = (buf: Buffer, start: number, end: number): Buffer | undefined => {
      // a latin-1 byte is at most two UTF-8 bytes; a blank field at most \N and its tab; a number at most NUMBER_GROWTH more than its text
      const need = 2 * (end - start) + 3 * columns.length + NUMBER_GROWTH * numberColumns + (hashed ? HASH_HEX : 0) + tail.length + TAIL_ROOM;
      const full = room(need) ? undefined : swap(need);
      at = encodeLine(buf, start, end, out, at, tail);
      return full;
    };
    for await (const chunk of csv.body) {
      let start = 0;
      if (carry?.length) {
        // the line split across two chunks, joined alone (not the whole chunk copied behind it)
        const newline = chunk.indexOf(NEWLINE);
        if (newline < 0) {
          carry = Buffer.concat([carry, chunk]);
          continue;
        }
        const line = Buffer.concat([carry, chunk.subarray(0, newline)]);
        const full = put(line, 0, line.length);
        if (full) yield full;
        start = newline + 1;
      }
      for (let end = chunk.indexOf(NEWLINE, start); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
        const full = put(chunk, start, end);
        if (full) yield full;
        start = end + 1;
      }
      carry = chunk.subarray(start);
      if (at > OUT_BYTES / 2) yield swap(OUT_BYTES);
    }
    if (carry?.length) {
      const full = put(carry, 0, carry.length);
      if (full) yield full;
    }
    if (at) yield out.subarray(0, at);
  }

  /** Writes the line [start, end) of buf (its newline excluded) at out[at]; returns the new end of out. */
  function encodeLine(buf: Buffer, start: number, end: number, out: Buffer, at: number, tail: Buffer): number {
    line += 1;
    if (end > start && buf[end - 1] === CR) end -= 1;
    if (end === start) return at; // a trailing blank line
    let written = fastLine(buf, start, end, out, at);
    if (written >= 0) fastRows += 1;
    else written = referenceLine(buf.toString('latin1', start, end), out, at);
    tap?.(out, columnStarts, columnEnds);
    return copyBytes(tail, 0, tail.length, out, written);
  }

  /** The fast path: the new end of out, or -1 when the line needs the reference path. */
  function fastLine(buf: Buffer, start: number, end: number, out: Buffer, at: number): number {
    let fields = 0;
    starts[0] = start;
    for (let i = start; i < end; i += 1) {
      const b = buf[i];
      if (b === SEMICOLON) {
        if (fields + 1 === width) return -1;
        ends[fields] = i;
        fields += 1;
        starts[fields] = i + 1;
      } else if (b === QUOTE) return -1;
    }
    ends[fields] = end;
    if (fields + 1 !== width) return -1;
    for (let k = 0; k < checks.length; k += 1) {
      const from = starts[checks[k].index];
      const to = ends[checks[k].index];
      if (from !== to && !oneOfBytes(buf, from, to, checks[k].values)) return -1;
    }
    for (let c = 0; c < columns.length; c += 1) {
      if (c > 0) {
        columnEnds[c - 1] = at;
        out[at++] = TAB;
      }
      columnStarts[c] = at;
      const col = columns[c];
      if (col.rule === Rule.RowHash) {
        at = copyRowHash(buf, start, end, out, at);
        continue;
      }
      if (col.rule === Rule.Constant) {
        if (col.constant === undefined) return -1;
        at = copyBytes(col.constant, 0, col.constant.length, out, at);
        continue;
      }
      const from = col.field < 0 ? 0 : starts[col.field];
      const to = col.field < 0 ? 0 : ends[col.field];
      if (from === to) {
        if (col.blank === undefined) return -1;
        at = copyBytes(col.blank, 0, col.blank.length, out, at);
        continue;
      }
      if (isSpace(buf[from]) || isSpace(buf[to - 1])) return -1;
      switch (col.rule) {
        case Rule.Text:
          at = copyText(buf, from, to, out, at);
          break;
        case Rule.Decimal:
          at = copyNumber(buf, from, to, out, at, true);
          break;
        case Rule.Integer:
          at = copyNumber(buf, from, to, out, at, false);
          break;
        case Rule.Date:
          at = copyDate(c === period, buf, from, to, out, at);
          break;
        case Rule.Cnpj:
          at = copyCnpj(buf, from, to, out, at);
          break;
      }
      if (at < 0) return -1;
    }
    columnEnds[columns.length - 1] = at;
    return at;
  }

  /** The reference path: the line as every other load reads it (and refuses it). */
  function referenceLine(text: string, out: Buffer, at: number): number {
    const fields = recordFields(text, csv, line);
    for (const { rule, index } of checks) {
      const value = fields[index].trim();
      if (value !== '' && !rule.values.includes(value)) throw new IngestFileError(csv.fileName, csv.at(line), notOneOf(value, rule));
    }
    const row = reference.convert(line, extras.length ? [...fields, ...constantValues, ...(hashed ? [rowHash(fields)] : [])] : fields)!;
    if (period >= 0) observePeriod(row[period]);
    const values = row.map(encodeValue);
    // the caller made room for twice the line's bytes and the tail; never let write() cut a row short
    if (at + Buffer.byteLength(values.join('\t')) + TAIL_ROOM > out.length) throw new Error(`copy encoder: ${csv.at(line)} encodes longer than its bound`);
    for (let c = 0; c < values.length; c += 1) {
      if (c > 0) out[at++] = TAB;
      columnStarts[c] = at;
      at += out.write(values[c], at, 'utf8');
      columnEnds[c] = at;
    }
    return at;
  }

  function observePeriod(value: string | null): void {
    if (value === null) return;
    const day = Number(value.replace(/-/g, ''));
    if (day < firstDay) ((firstDay = day), (range.first = value));
    if (day > lastDay) ((lastDay = day), (range.last = value));
  }

  /** YYYY-MM-DD; each distinct day is checked against the calendar once (a file repeats a few dozen). */
  function copyDate(isPeriod: boolean, buf: Buffer, from: number, to: number, out: Buffer, at: number): number {
    if (to - from !== 10 || buf[from + 4] !== MINUS || buf[from + 7] !== MINUS) return -1;
    let day = 0;
    for (let i = from; i < to; i += 1) {
      const b = buf[i];
      out[at + i - from] = b;
      if (i === from + 4 || i === from + 7) continue;
      if (!isDigit(b)) return -1;
      day = day * 10 + (b - 0x30);
    }
    if (!calendarDays.has(day)) {
      if (!isCalendarDate(buf.toString('latin1', from, to))) return -1;
      if (calendarDays.size >= 10_000) calendarDays.clear();
      calendarDays.add(day);
    }
    if (isPeriod && (day < firstDay || day > lastDay)) observePeriod(buf.toString('latin1', from, to));
    return at + 10;
  }

  return { encoded, range: () => range, read: () => fastRows + reference.read() };
}

/** How a column is written; `constant` is the member's value for a constant column (see MemberFields). */
function column(plan: ColumnPlan, constant: string | undefined): Column {
  const blankAs = plan.spec.blankAs;
  const refusesBlank = (plan.isKey || plan.spec.notBlank) && blankAs === undefined;
  const blank = refusesBlank ? undefined : (plan.isKey || plan.spec.notBlank) && blankAs !== undefined ? Buffer.from(encodeValue(blankAs), 'utf8') : NULL_TEXT;
  if (plan.spec.headers.includes(ROW_HASH_HEADER)) return { rule: Rule.RowHash, field: plan.index ?? -1, blank };
  if (constant !== undefined) return { rule: Rule.Constant, field: plan.index ?? -1, blank, constant: constantText(plan, constant, blank) };
  return { rule: RULES[plan.spec.kind]!, field: plan.index ?? -1, blank };
}

/** A constant through its column's rule, as COPY text; undefined when the rule (or a blank key) refuses it. */
function constantText(plan: ColumnPlan, text: string, blank: Buffer | undefined): Buffer | undefined {
  let value: string | null;
  try {
    value = convert(plan.spec.kind, text.trim());
  } catch (error) {
    if (error instanceof ValueError) return undefined;
    throw error;
  }
  return value === null ? blank : Buffer.from(encodeValue(value), 'utf8');
}

/** The file's header with pseudo-headers after the published ones (where withMemberFields and withRowHash put them). */
function withExtraHeaders(csv: CvmBytes, extras: readonly string[]): Pick<CvmBytes, 'fileName' | 'header' | 'find' | 'at'> {
  const positions = new Map(extras.map((h, i) => [h.toUpperCase(), csv.header.length + i]));
  const header = [...csv.header, ...extras];
  return {
    fileName: csv.fileName,
    header,
    find(names) {
      for (const name of names) {
        const index = positions.get(name.toUpperCase());
        if (index !== undefined) return { index, name: header[index] };
      }
      return csv.find(names);
    },
    at: (line) => csv.at(line),
  };
}

/** True when buf[from, to) is byte for byte one of `values` (latin-1, as the file). */
function oneOfBytes(buf: Buffer, from: number, to: number, values: readonly Buffer[]): boolean {
  next: for (const value of values) {
    if (value.length !== to - from) continue;
    for (let i = 0; i < value.length; i += 1) if (buf[from + i] !== value[i]) continue next;
    return true;
  }
  return false;
}

/** The md5 (hex) of the line as text (latin-1 decoded, hashed as UTF-8), as rowHash computes it from the fields. */
function copyRowHash(buf: Buffer, start: number, end: number, out: Buffer, at: number): number {
  let ascii = true;
  for (let i = start; i < end && ascii; i += 1) ascii = buf[i] < 0x80;
  const bytes = ascii ? buf.subarray(start, end) : Buffer.from(buf.toString('latin1', start, end), 'utf8');
  return at + out.write(md5Hex(bytes), at, 'latin1');
}

/** What String.prototype.trim removes, among latin-1 bytes. */
function isSpace(b: number): boolean {
  return b === 0x20 || (b >= TAB && b <= CR) || b === 0xa0;
}

/** A field's few bytes, copied in the loop: Buffer.copy's native call costs more than the copy itself. */
function copyBytes(from: Buffer, start: number, end: number, out: Buffer, at: number): number {
  for (let i = start; i < end; i += 1) out[at++] = from[i];
  return at;
}

function isDigit(b: number): boolean {
  return b >= 0x30 && b <= 0x39;
}

/** Text as UTF-8; a byte COPY would have to escape sends the line to the reference path. */
function copyText(buf: Buffer, from: number, to: number, out: Buffer, at: number): number {
  for (let i = from; i < to; i += 1) {
    const b = buf[i];
    if (b < 0x80) {
      if (b === BACKSLASH || b === TAB || b === CR || b === NEWLINE) return -1;
      out[at++] = b;
    } else {
      out[at++] = 0xc0 | (b >> 6);
      out[at++] = 0x80 | (b & 0x3f);
    }
  }
  return at;
}

/**
 * A number: the canonical form (-?digits, then for decimals .digits; no leading
 * zero, no "-0") is checked as it is copied; any other form is read by the
 * rule itself (values.ts), which writes the same canonical text or refuses it
 * (then -1: the reference path refuses the line with its message).
 */
function copyNumber(buf: Buffer, from: number, to: number, out: Buffer, at: number, fraction: boolean): number {
  const start = at;
  let i = from;
  if (buf[i] === MINUS) {
    out[at++] = MINUS;
    i += 1;
  }
  const firstDigit = i;
  let nonZero = false;
  for (; i < to; i += 1) {
    const b = buf[i];
    if (!isDigit(b)) break;
    nonZero ||= b !== ZERO;
    out[at++] = b;
  }
  let canonical = i > firstDigit && !(buf[firstDigit] === ZERO && i - firstDigit > 1);
  if (canonical && i < to) {
    canonical = fraction && buf[i] === DOT && i + 1 < to;
    if (canonical) out[at++] = DOT;
    for (i += 1; canonical && i < to; i += 1) {
      const b = buf[i];
      canonical = isDigit(b);
      nonZero ||= b !== ZERO;
      out[at++] = b;
    }
  }
  if (canonical && (nonZero || buf[from] !== MINUS)) return at;
  return copyRuled(buf, from, to, out, start, fraction);
}

/** A number in a form other than the canonical one, through its value rule; -1 when the rule refuses it. */
function copyRuled(buf: Buffer, from: number, to: number, out: Buffer, at: number, fraction: boolean): number {
  let value: string | null;
  try {
    value = (fraction ? pointDecimal : integerText)(buf.toString('latin1', from, to));
  } catch (error) {
    if (error instanceof ValueError) return -1;
    throw error;
  }
  return value === null ? -1 : at + out.write(value, at, 'latin1');
}

/** 00.000.000/0000-00 or 14 digits -> 14 digits (both CNPJ rules agree on these forms). */
function copyCnpj(buf: Buffer, from: number, to: number, out: Buffer, at: number): number {
  const length = to - from;
  if (length === 14) {
    for (let i = from; i < to; i += 1) if (!isDigit(buf[i])) return -1;
    return copyBytes(buf, from, to, out, at);
  }
  if (length !== 18 || buf[from + 2] !== DOT || buf[from + 6] !== DOT || buf[from + 10] !== SLASH || buf[from + 15] !== MINUS) return -1;
  for (let i = from; i < to; i += 1) {
    const b = buf[i];
    if (isDigit(b)) out[at++] = b;
    else if (i !== from + 2 && i !== from + 6 && i !== from + 10 && i !== from + 15) return -1;
  }
  return at;
}
