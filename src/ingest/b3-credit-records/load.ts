// Loads one ConsolidatedRecords capture: the export's answer for one session,
// made at a known time. The capture lands as a vintage beside every earlier one
// (b3.credit_capture) with its debenture records (b3.credit_record); nothing
// held is replaced, so a read as of a past moment still sees what was known then.
// The same capture loaded again (same bytes, same session and time) is skipped,
// and with --force changes no row.
import crypto from 'node:crypto';
import path from 'node:path';
import { convert, digestFile, DuplicateRule, ingestFile, IngestFileError, isCalendarDate, landingTarget, readCell, type CopyValue, type FileResult, type IngestFileOptions, type Loader, type ValueKind } from '../common/index.js';
import { openSheet, type SheetHead, type SheetRecord } from '../b3-bdi/parse.js';
import { CODE_LABEL, CREDIT_CAPTURE, CREDIT_LABELS, CREDIT_RECORD, CREDIT_TABLE_NAME, INSTRUMENT_TYPE_LABEL, KEPT_INSTRUMENT, TRADE_DATE_LABEL } from './tables.js';

export const CREDIT_SOURCE = 'b3-credit-records';

export interface CreditFileOptions {
  /** Session asked for (YYYY-MM-DD); otherwise from the file name, else the records' date. */
  sessionDate?: string;
  /** When the capture was made (ISO 8601 with an offset); otherwise from the file name. */
  capturedAt?: string;
}

const NAMED = /^ConsolidatedRecords_(\d{4}-\d{2}-\d{2})_(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?![0-9A-Za-z])/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The capture's name: ConsolidatedRecords_<session>_<YYYYMMDDTHHMMSSZ>.csv. */
export function captureFileName(sessionDate: string, capturedAt: Date): string {
  return `${CREDIT_TABLE_NAME}_${sessionDate}_${capturedAt.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z.csv`;
}

/** What a capture's file name says. */
export function namedCapture(fileName: string): { sessionDate?: string; capturedAt?: string } {
  const m = NAMED.exec(fileName);
  if (!m || !isCalendarDate(m[1])) return {};
  const at = new Date(`${m[2]}-${m[3]}-${m[4]}T${m[5]}:${m[6]}:${m[7]}Z`);
  return Number.isNaN(at.getTime()) ? {} : { sessionDate: m[1], capturedAt: at.toISOString() };
}

/** An ISO 8601 instant with its offset, as UTC text; null when it is not one. */
export function captureInstant(text: string): string | null {
  if (!INSTANT.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export function creditLoader(options: CreditFileOptions = {}): Loader {
  return {
    source: CREDIT_SOURCE,
    targets: [CREDIT_RECORD, CREDIT_CAPTURE].map(landingTarget),
    async stageTables(input, context) {
      const { fileName } = context;
      const named = namedCapture(fileName);
      if (options.sessionDate && named.sessionDate && options.sessionDate !== named.sessionDate) {
        throw new IngestFileError(fileName, null, `--date ${options.sessionDate} disagrees with the file name (${named.sessionDate})`);
      }
      const capturedAt = options.capturedAt ?? named.capturedAt;
      if (!capturedAt) {
        throw new IngestFileError(fileName, null, `a capture needs the time it was made: name the file ${CREDIT_TABLE_NAME}_<YYYY-MM-DD>_<YYYYMMDDTHHMMSSZ>.csv (as the online mode saves it) or pass --captured-at`);
      }
      // the header is the line naming the session and the code; the reader then finds every other label
      const signature = [TRADE_DATE_LABEL, CODE_LABEL].map(folded);
      const sheet = await openSheet(input, fileName, (cells) => signature.every((l) => cells.some((c) => folded(c) === l)));
      if (sheet.kind === 'empty') {
        throw new IngestFileError(fileName, null, 'the export answered Nenhum resultado: not a capture (the session is not published yet, no longer kept, or was no session); nothing is recorded');
      }
      const { head, records } = sheet;
      const reader = recordReader(head, capturedAt);
      let session = options.sessionDate ?? named.sessionDate ?? null;
      let read = 0;
      let kept = 0;
      const duplicates = new DuplicateRule(CREDIT_RECORD, fileName);
      async function* rows(): AsyncIterable<CopyValue[]> {
        for await (const record of records) {
          read += 1;
          const decoded = reader(record);
          session ??= decoded.tradeDate;
          if (decoded.tradeDate !== session) {
            throw new IngestFileError(fileName, `line ${record.line}`, `trade date ${decoded.tradeDate} is not the session of this capture (${session}): one capture is one session`);
          }
          if (!decoded.values) continue;
          if (!duplicates.admit(decoded.values, record.line, record.cells.join(';'))) continue;
          kept += 1;
          yield decoded.values;
        }
      }
      await context.stageRows(CREDIT_RECORD.table, rows());
      if (!read || !session) throw new IngestFileError(fileName, `line ${head.headerLine}`, 'the export has a header but no record: not a capture');
      const { sha256 } = await digestFile(context.filePath);
      await context.stageRows(CREDIT_CAPTURE.table, [[session, capturedAt, sha256, String(read), String(kept)]]);
      return { recordsRead: read + 1 }; // the capture row is a record of its own
    },
  };
}

/** Letter case and surrounding blanks aside, the label as printed. */
function folded(label: string): string {
  return label.trim().toLocaleLowerCase('pt-BR');
}

interface DecodedRecord {
  tradeDate: string;
  /** The landing row of a debenture record; null for another instrument type (read, not kept). */
  values: CopyValue[] | null;
}

/**
 * Finds each label once in the header (refusing the file at the header line when
 * one is missing or repeated) and returns the record decoder: the session and
 * type of every record, every column of a debenture record by its value rule.
 */
function recordReader(head: SheetHead, capturedAt: string): (record: SheetRecord) => DecodedRecord {
  const at = (label: string): number => {
    const found = head.header.flatMap((h, i) => (folded(h) === folded(label) ? [i] : []));
    if (!found.length) throw new IngestFileError(head.fileName, `line ${head.headerLine}`, `missing column ${JSON.stringify(label)} (found: ${head.header.join(';')})`);
    if (found.length > 1) throw new IngestFileError(head.fileName, `line ${head.headerLine}`, `column ${JSON.stringify(label)} appears ${found.length} times; cannot tell which is which`);
    return found[0];
  };
  for (const label of CREDIT_LABELS) at(label);
  const columns = CREDIT_RECORD.columns.map((c) => ({ spec: c, index: c.headers.length ? at(c.headers[0]) : -1 }));
  const dateAt = at(TRADE_DATE_LABEL);
  const typeAt = at(INSTRUMENT_TYPE_LABEL);
  return (record) => {
    const where = `line ${record.line}`;
    const extra = record.cells.slice(head.header.length);
    if (record.cells.length < head.header.length || extra.some((c) => c.trim() !== '')) {
      throw new IngestFileError(head.fileName, where, `${record.cells.length} fields where the header has ${head.header.length}`);
    }
    const cell = (i: number, kind: ValueKind) => readCell(head.fileName, where, head.header[i], () => convert(kind, record.cells[i].trim()));
    const required = (i: number, kind: ValueKind) => cell(i, kind) ?? refuse(head, where, i, record.cells[i], 'a value (it is required)');
    const tradeDate = required(dateAt, 'br-date');
    if (cell(typeAt, 'br-text') !== KEPT_INSTRUMENT) return { tradeDate, values: null };
    const values = columns.map(({ spec, index }): CopyValue => {
      if (spec.column === 'captured_at') return capturedAt;
      if (spec.column === 'row_sha256') return crypto.createHash('sha256').update(record.cells.join(';'), 'utf8').digest('hex');
      const value = cell(index, spec.kind);
      if (value === null && CREDIT_RECORD.key.includes(spec.column)) return spec.blankAs ?? refuse(head, where, index, record.cells[index], 'a value (it is required)');
      if (spec.column === 'trade_count' && value !== null && !/^\d+$/.test(value)) refuse(head, where, index, record.cells[index], 'a whole number of trades');
      return value;
    });
    return { tradeDate, values };
  };
}

function refuse(head: SheetHead, where: string, i: number, raw: string | undefined, what: string): never {
  throw new IngestFileError(head.fileName, where, `${JSON.stringify((raw ?? '').trim())} is not ${what} in column ${head.header[i]}`);
}

/** Loads one capture; the session and capture time are its load key, so a later capture of equal bytes is still a vintage. */
export async function loadCreditFile(filePath: string, options: IngestFileOptions & CreditFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  const named = namedCapture(fileName);
  const sessionDate = options.sessionDate ?? named.sessionDate;
  const capturedAt = options.capturedAt ?? named.capturedAt;
  const loadKey = sessionDate && capturedAt ? `${CREDIT_TABLE_NAME}/${sessionDate}/${capturedAt}` : undefined;
  return ingestFile(creditLoader({ sessionDate, capturedAt }), filePath, { ...options, fileName, loadKey, ...(capturedAt ? { fetchedAt: new Date(capturedAt) } : {}) });
}
