// Reads a CVM open-data CSV (latin-1, `;`, header line first) as records whose
// fields are looked up by header NAME (a column may have several names across
// the header generations, e.g. CNPJ_FUNDO_CLASSE / CNPJ_FUNDO), with the
// physical line number for errors. A hand-rolled splitter: CVM files are
// unquoted, and the daily report runs to millions of lines, where a general CSV
// parser is the bottleneck.
import type { Readable } from 'node:stream';
import { IngestFileError } from '../common/index.js';

export interface CsvRecord {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  /** The raw fields, as published. */
  fields: string[];
}

export interface CvmCsv {
  /** The file errors name: the CSV itself, or the archive holding it. */
  fileName: string;
  /** Header names as published (trimmed, BOM removed). */
  header: string[];
  /** The first of `names` the header has (case-insensitive): its position and its name as published. */
  find(names: readonly string[]): { index: number; name: string } | undefined;
  /** Where a line is, for errors: "line N", or "member M line N" inside an archive. */
  at(line: number): string;
  /** The records after the header, a batch per chunk read (one await per chunk, not per line). */
  batches: AsyncIterable<CsvRecord[]>;
  /** The same records one at a time (read either this or batches, once). */
  records: AsyncIterable<CsvRecord>;
}

/** A CVM CSV's header, and its body as the bytes that follow the header line. */
export interface CvmBytes {
  fileName: string;
  header: string[];
  find(names: readonly string[]): { index: number; name: string } | undefined;
  at(line: number): string;
  /** The bytes after the header line (line 2 onwards), as read. */
  body: AsyncIterable<Buffer>;
}

/**
 * Reads the stream up to the end of its header line; throws IngestFileError for
 * an empty file. `member` names the zip member the stream comes from, if any;
 * `fileName` is then the archive.
 */
export async function openCvmBytes(input: Readable, fileName: string, member?: string): Promise<CvmBytes> {
  const chunks: AsyncIterator<Buffer | string> = input[Symbol.asyncIterator]();
  const asBuffer = (chunk: Buffer | string) => (typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk);
  let head: Buffer = Buffer.alloc(0);
  let newline = -1;
  while (newline < 0) {
    const next = await chunks.next();
    if (next.done) break;
    head = head.length ? Buffer.concat([head, asBuffer(next.value)]) : asBuffer(next.value);
    newline = head.indexOf(0x0a);
  }
  if (!head.length) {
    throw member === undefined ? new IngestFileError(fileName, null, 'the file is empty (no header line)') : new IngestFileError(fileName, `member ${member}`, 'is empty (no header line)');
  }
  const headerLine = head.toString('latin1', 0, newline < 0 ? head.length : newline).replace(/\r$/, '');
  const header = splitFields(headerLine.replace(/^\uFEFF/, '')).map((name) => name.trim());
  const positions = new Map<string, number>();
  header.forEach((name, i) => {
    if (!positions.has(name.toUpperCase())) positions.set(name.toUpperCase(), i);
  });
  function find(names: readonly string[]) {
    for (const name of names) {
      const index = positions.get(name.toUpperCase());
      if (index !== undefined) return { index, name: header[index] };
    }
    return undefined;
  }
  const rest = newline < 0 ? head.subarray(head.length) : head.subarray(newline + 1);
  async function* body(): AsyncIterable<Buffer> {
    if (rest.length) yield rest;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield asBuffer(next.value);
  }
  const at = (line: number) => `${member === undefined ? '' : `member ${member} `}line ${line}`;
  return { fileName, header, find, at, body: body() };
}

/**
 * Opens the stream as records; throws IngestFileError for an empty file or a
 * line whose field count is not the header's. `member` names the zip member the
 * stream comes from, if any; `fileName` is then the archive.
 */
export async function openCvmCsv(input: Readable, fileName: string, member?: string): Promise<CvmCsv> {
  const { header, find, at, body } = await openCvmBytes(input, fileName, member);
  let line = 1;
  // One batch per decoded chunk: one await per chunk instead of one per line.
  const toRecords = (lines: string[]): CsvRecord[] => {
    const out: CsvRecord[] = [];
    for (const text of lines) {
      line += 1;
      if (text === '') continue; // a trailing blank line
      out.push({ line, fields: recordFields(text, { fileName, header, at }, line) });
    }
    return out;
  };
  async function* batches(): AsyncIterable<CsvRecord[]> {
    for await (const lines of lineBatches(latin1Text(body))) yield toRecords(lines);
  }
  const chunked = batches();
  return { fileName, header, find, at, batches: chunked, records: flatten(chunked) };
}

/** Latin-1 is one byte per character, so each chunk decodes alone (natively, without a transform stream in between). */
async function* latin1Text(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  for await (const chunk of input) yield chunk.toString('latin1');
}

/** The complete lines of each decoded chunk (CR LF or LF; the CR dropped), a partial last line carried over. */
async function* lineBatches(text: AsyncIterable<string>): AsyncGenerator<string[]> {
  let rest = '';
  for await (const chunk of text) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (let i = 0; i < parts.length; i += 1) if (parts[i].endsWith('\r')) parts[i] = parts[i].slice(0, -1);
    yield parts;
  }
  if (rest !== '') yield [rest.endsWith('\r') ? rest.slice(0, -1) : rest];
}

/** The fields of one line; refused, naming the line, when there are not as many as the header has. */
export function recordFields(text: string, csv: Pick<CvmBytes, 'fileName' | 'header' | 'at'>, line: number): string[] {
  const fields = splitFields(text);
  if (fields.length !== csv.header.length) throw new IngestFileError(csv.fileName, csv.at(line), `${fields.length} fields where the header has ${csv.header.length}`);
  return fields;
}

/** Splits on `;`; a field opened with a double quote keeps its `;`, and "" inside it stands for one quote. */
function splitFields(line: string): string[] {
  if (!line.includes('"')) return line.split(';');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (line[i + 1] === '"') ((field += '"'), (i += 1));
      else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ';') ((fields.push(field)), (field = ''));
    else field += c;
  }
  fields.push(field);
  return fields;
}

async function* flatten(batches: AsyncIterable<CsvRecord[]>): AsyncIterable<CsvRecord> {
  for await (const batch of batches) yield* batch;
}
