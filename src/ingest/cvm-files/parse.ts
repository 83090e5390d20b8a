// Reads a CVM open-data CSV (latin-1, `;`, header line first) as records whose
// fields are looked up by header NAME (a column may have several names across
// the header generations, e.g. CNPJ_FUNDO_CLASSE / CNPJ_FUNDO), with the
// physical line number for errors. A hand-rolled splitter: CVM files are
// unquoted, and the daily report runs to millions of lines, where a general CSV
// parser is the bottleneck.
import type { Readable } from 'node:stream';
import iconv from 'iconv-lite';
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
  records: AsyncIterable<CsvRecord>;
}

/**
 * Opens the stream; throws IngestFileError for an empty file or a line whose
 * field count is not the header's. `member` names the zip member the stream
 * comes from, if any; `fileName` is then the archive.
 */
export async function openCvmCsv(input: Readable, fileName: string, member?: string): Promise<CvmCsv> {
  const lines = splitLines(input.pipe(iconv.decodeStream('latin1')));
  const first = await lines.next();
  if (first.done) {
    throw member === undefined ? new IngestFileError(fileName, null, 'the file is empty (no header line)') : new IngestFileError(fileName, `member ${member}`, 'is empty (no header line)');
  }
  const header = splitFields(first.value.replace(/^\uFEFF/, '')).map((name) => name.trim());
  const positions = new Map<string, number>();
  header.forEach((name, i) => {
    if (!positions.has(name.toUpperCase())) positions.set(name.toUpperCase(), i);
  });
  const at = (line: number) => `${member === undefined ? '' : `member ${member} `}line ${line}`;
  async function* records(): AsyncIterable<CsvRecord> {
    let line = 1;
    for (;;) {
      const next = await lines.next();
      if (next.done) return;
      line += 1;
      if (next.value === '') continue; // a trailing blank line
      const fields = splitFields(next.value);
      if (fields.length !== header.length) {
        throw new IngestFileError(fileName, at(line), `${fields.length} fields where the header has ${header.length}`);
      }
      yield { line, fields };
    }
  }
  function find(names: readonly string[]) {
    for (const name of names) {
      const index = positions.get(name.toUpperCase());
      if (index !== undefined) return { index, name: header[index] };
    }
    return undefined;
  }
  return { fileName, header, find, at, records: records() };
}

async function* lineStream(text: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of text) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const part of parts) yield part.endsWith('\r') ? part.slice(0, -1) : part;
  }
  if (rest !== '') yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}

function splitLines(text: NodeJS.ReadableStream): AsyncGenerator<string> {
  return lineStream(text as AsyncIterable<string>);
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
