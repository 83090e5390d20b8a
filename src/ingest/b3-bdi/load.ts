// Loads one bulletin file (a BDI table export for one session, or the older
// NegociosBTB zip/text) into its landing table and records the session in
// b3.bdi_session, loaded or empty, in the file's one transaction.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DuplicateRule, ingestFile, IngestFileError, isCalendarDate, isZip, landingTarget, openOnlyMember, peekHead, type FileResult, type IngestFileOptions, type Loader, type TableSpec } from '../common/index.js';
import { openSheet } from './parse.js';
import { tableDefinitions, TABLE_NAMES, type BdiTable, type BdiTableName } from './tables.js';

export const BDI_SOURCE = 'b3-bdi';

/** One row per table and session the loader has seen: loaded, or empty (a holiday's Nenhum resultado). */
export const SESSION_TABLE: TableSpec = {
  table: 'b3.bdi_session',
  key: ['table_name', 'session_date'],
  columns: [
    { column: 'table_name', headers: [], kind: 'text' },
    { column: 'session_date', headers: [], kind: 'date' },
    { column: 'status', headers: [], kind: 'text' },
    { column: 'data_date', headers: [], kind: 'date' },
    { column: 'row_count', headers: [], kind: 'integer' },
  ],
  // no periodColumn: the log's first/last period are the dates the rows carry
  // a session once loaded is never turned back into an empty one
  replaceWhen: "excluded.status = 'loaded' or stored.status = 'empty'",
};

export interface BdiFileOptions {
  /** Table the file holds; otherwise from the file name or the header. Needed for an empty answer. */
  table?: BdiTableName;
  /** Session asked for (YYYY-MM-DD); otherwise from the file name, else the dates in the rows. */
  sessionDate?: string;
}

/** What a file's name says: <Table>_<YYYY-MM-DD>.csv, or the exchange's DD-MM-YYYY_NEGOCIOSBTB.zip. */
export function namedSession(fileName: string): { table?: BdiTableName; sessionDate?: string } {
  const bdi = /^([A-Za-z]+)_(\d{4}-\d{2}-\d{2})\b/.exec(fileName);
  if (bdi && (TABLE_NAMES as readonly string[]).includes(bdi[1]) && isCalendarDate(bdi[2])) return { table: bdi[1] as BdiTableName, sessionDate: bdi[2] };
  const btb = /^(\d{2})-(\d{2})-(\d{4})_NEGOCIOSBTB/i.exec(fileName);
  if (btb && isCalendarDate(`${btb[3]}-${btb[2]}-${btb[1]}`)) return { table: 'NegociosBTB', sessionDate: `${btb[3]}-${btb[2]}-${btb[1]}` };
  return {};
}

export function bdiFileName(table: BdiTableName, sessionDate: string): string {
  return `${table}_${sessionDate}.csv`;
}

export function bdiLoader(options: BdiFileOptions = {}): Loader {
  return {
    source: BDI_SOURCE,
    targets: [...new Map(tableDefinitions('2000-01-01').map((t) => [t.spec.table, t.spec])).values(), SESSION_TABLE].map(landingTarget),
    async stageTables(input, context) {
      const named = namedSession(context.fileName);
      const expected = options.table ?? named.table;
      const sessionDate = options.sessionDate ?? named.sessionDate;
      if (options.table && named.table && options.table !== named.table) {
        throw new IngestFileError(context.fileName, null, `--table ${options.table} disagrees with the file name (${named.table})`);
      }
      const text = await textStream(input, context.filePath, context.fileName);
      const tables = tableDefinitions(sessionDate ?? '');
      const sheet = await openSheet(text, context.fileName, (cells) => tables.some((t) => t.signature.every((name) => cells.includes(name))));
      if (sheet.kind === 'empty') {
        if (!expected || !sessionDate) {
          throw new IngestFileError(context.fileName, null, 'an empty answer (Nenhum resultado) names no table or session: name the file <Table>_<YYYY-MM-DD>.csv or pass --table and --date');
        }
        await context.stageRows(SESSION_TABLE.table, [[expected, sessionDate, 'empty', null, '0']]);
        return { recordsRead: 1 }; // the answer itself is the one record: it becomes the session row
      }
      const table = tables.find((t) => t.signature.every((name) => sheet.head.header.includes(name)))!;
      if (expected && expected !== table.name) {
        throw new IngestFileError(context.fileName, `line ${sheet.head.headerLine}`, `the header is the one of ${table.name}, not ${expected}`);
      }
      if (table.name === 'InstrumentsEquities' && !sessionDate) {
        throw new IngestFileError(context.fileName, null, 'InstrumentsEquities carries no date: name the file InstrumentsEquities_<YYYY-MM-DD>.csv or pass --date');
      }
      const counted = await stageRecords(table, sheet.head, sheet.records, context.stageRows);
      const session = sessionDate ?? counted.lastDate ?? null;
      if (!session) throw new IngestFileError(context.fileName, null, 'the file has a header but no rows, and no session date: name the file or pass --date');
      await context.stageRows(SESSION_TABLE.table, [[table.name, session, counted.rows ? 'loaded' : 'empty', counted.lastDate, String(counted.rows)]]);
      // plus one for the session row, so the log's skipped count stays read - inserted - updated
      return { recordsRead: counted.read + 1 };
    },
  };
}

async function stageRecords(
  table: BdiTable,
  head: Parameters<BdiTable['reader']>[0],
  records: AsyncIterable<{ cells: string[]; line: number }>,
  stageRows: (table: string, rows: AsyncIterable<(string | null)[]>) => Promise<number>,
): Promise<{ read: number; rows: number; lastDate: string | null }> {
  const toRow = table.reader(head);
  const duplicates = new DuplicateRule(table.spec, head.fileName);
  let read = 0;
  let lastDate: string | null = null;
  async function* rows() {
    for await (const record of records) {
      read += 1;
      const row = toRow(record);
      if (!row) continue;
      duplicates.admit(row.values, record.line);
      if (lastDate === null || row.date > lastDate) lastDate = row.date;
      yield row.values;
    }
  }
  const staged = await stageRows(table.spec.table, rows());
  return { read, rows: staged, lastDate };
}

/** The text to parse: the file itself, or the one member of a zip. */
async function textStream(input: Readable, filePath: string, fileName: string): Promise<Readable> {
  const { head, stream } = await peekHead(input);
  if (!isZip(head)) return stream;
  stream.resume(); // the zip is read from disk (central directory); drain the byte meter
  return (await openOnlyMember(filePath, fileName)).stream;
}

/**
 * Loads one file. Identical bytes can be two sessions (two `Nenhum resultado`
 * answers, an unchanged registry), so the table and session are the file's load
 * key: equal bytes are skipped only for the same table and session.
 */
export async function loadBdiFile(filePath: string, options: IngestFileOptions & BdiFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  const named = namedSession(fileName);
  const table = options.table ?? named.table;
  const sessionDate = options.sessionDate ?? named.sessionDate;
  const loadKey = table && sessionDate ? `${table}/${sessionDate}` : undefined;
  return ingestFile(bdiLoader({ table, sessionDate }), filePath, { ...options, fileName, loadKey });
}
