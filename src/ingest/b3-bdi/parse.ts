// Reads one exported bulletin table (BDI CSV: `;`, UTF-8 BOM, 1-3 preamble
// lines, sometimes a band row above the header) or the older NegociosBTB text,
// streaming: the preamble and header first, then the data records one by one.
// `Nenhum resultado` before any header is an empty session, not an error.
import type { Readable } from 'node:stream';
import { csvRecordReader, IngestFileError, type CsvRecordAt } from '../common/index.js';

export interface SheetHead {
  fileName: string;
  /** Preamble lines above the header (captions, titles), each as its cells joined by a space. */
  preamble: string[];
  /** Header names, trimmed. */
  header: string[];
  /** Per header column: the band label above it (carried right from the last labelled cell), or '' . */
  bands: string[];
  /** Line number of the header, for errors. */
  headerLine: number;
}

export interface SheetRecord {
  cells: string[];
  line: number;
}

export type OpenedSheet =
  | { kind: 'empty'; preamble: string[] }
  | { kind: 'rows'; head: SheetHead; records: AsyncIterable<SheetRecord> };

export const EMPTY_ANSWER = 'Nenhum resultado';
/** The most preamble lines (band included) accepted before the header. */
const MAX_PREAMBLE = 8;

/**
 * Opens the sheet; `isHeader` tells the header record apart from the preamble
 * (it names the table's columns).
 */
export async function openSheet(input: Readable, fileName: string, isHeader: (cells: string[]) => boolean): Promise<OpenedSheet> {
  const next = csvRecordReader(input, fileName, { delimiter: ';', bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });

  const above: CsvRecordAt[] = [];
  for (;;) {
    const row = await next();
    if (!row) {
      if (above.some((r) => r.record.some((c) => c.trim() === EMPTY_ANSWER))) return { kind: 'empty', preamble: above.map((r) => joined(r.record)) };
      throw new IngestFileError(fileName, null, above.length ? `no header line found in the first ${above.length} lines` : 'the file is empty (no header line)');
    }
    const cells = row.record.map((c) => c.trim());
    if (cells.some((c) => c === EMPTY_ANSWER)) {
      // an empty answer: whatever follows (a disclaimer) is not data
      return { kind: 'empty', preamble: [...above.map((r) => joined(r.record)), EMPTY_ANSWER] };
    }
    if (isHeader(cells)) {
      const bandRow = above.length && above[above.length - 1].record.filter((c) => c.trim()).length >= 1 && above[above.length - 1].record.length > 1 ? above.pop()! : null;
      const head: SheetHead = {
        fileName,
        preamble: above.map((r) => joined(r.record)),
        header: cells,
        bands: carryBands(bandRow?.record ?? [], cells.length),
        headerLine: row.line,
      };
      return { kind: 'rows', head, records: records() };
    }
    above.push(row);
    if (above.length > MAX_PREAMBLE) throw new IngestFileError(fileName, `line ${row.line}`, `no header line found in the first ${above.length} lines`);
  }

  async function* records(): AsyncIterable<SheetRecord> {
    for (;;) {
      const row = await next();
      if (!row) return;
      if (row.record.every((c) => c.trim() === '')) continue;
      yield { cells: row.record, line: row.line };
    }
  }
}

function joined(record: string[]): string {
  return record.map((c) => c.trim()).filter(Boolean).join(' ');
}

/** A band label covers its own column and the unlabelled columns to its right. */
function carryBands(band: string[], width: number): string[] {
  const labels: string[] = [];
  let current = '';
  for (let i = 0; i < width; i += 1) {
    const cell = (band[i] ?? '').trim();
    if (cell) current = cell;
    labels.push(current);
  }
  return labels;
}

/**
 * Index of a header column by name; `band` picks one of several same-named
 * columns by the band above it, `after` the first one after another column.
 */
export function columnOf(head: SheetHead, name: string, options: { band?: RegExp; after?: number } = {}): number {
  const matches = head.header
    .map((h, i) => ({ h, i }))
    .filter(({ h, i }) => h === name && (options.band ? options.band.test(head.bands[i]) : true) && (options.after === undefined || i > options.after));
  const found = options.after === undefined ? matches : matches.slice(0, 1);
  if (found.length === 1) return found[0].i;
  const where = options.band ? ` under a band matching ${options.band}` : '';
  if (!found.length) {
    const why = options.band && head.header.includes(name) && !head.bands.some(Boolean) ? ' (the band row above the header, which tells the same-named columns apart, is missing)' : '';
    throw new IngestFileError(head.fileName, `line ${head.headerLine}`, `missing column ${JSON.stringify(name)}${where}${why} (found: ${head.header.join(';')})`);
  }
  throw new IngestFileError(head.fileName, `line ${head.headerLine}`, `column ${JSON.stringify(name)}${where} appears ${found.length} times; cannot tell which is which`);
}
