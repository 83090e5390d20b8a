// Loads one reference-rate file (TSyymmdd.ex_ as downloaded, a bare
// TaxaSwap.txt, or the exchange's empty zip) into b3.reference_rate, and
// records the session in b3.reference_rate_session: loaded, or no_file (the
// empty zip: no file that day; not an error), in the file's one transaction.
import path from 'node:path';
import { ingestFile, IngestFileError, isCalendarDate, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { taxaSwapRows, taxaSwapText } from './parse.js';
import { REFERENCE_RATE_SESSION_TABLE, REFERENCE_RATE_TABLE } from './tables.js';

export const TAXA_SWAP_SOURCE = 'b3-taxa-swap';

/** The session a file's name says: TSyymmdd (the exchange's download), else none. */
export function namedSession(fileName: string): string | undefined {
  const match = /^TS(\d{2})(\d{2})(\d{2})(?![0-9])/i.exec(fileName);
  const day = match ? `20${match[1]}-${match[2]}-${match[3]}` : '';
  return isCalendarDate(day) ? day : undefined;
}

export const taxaSwapLoader: Loader = {
  source: TAXA_SWAP_SOURCE,
  targets: [landingTarget(REFERENCE_RATE_TABLE), landingTarget(REFERENCE_RATE_SESSION_TABLE)],
  async stageTables(input, { fileName, filePath, stageRows }) {
    input.resume(); // read from disk whole (a zip in a zip); drain the byte meter
    const named = namedSession(fileName);
    const text = await taxaSwapText(filePath, fileName);
    if (text === null) {
      if (!named) throw new IngestFileError(fileName, null, 'an empty zip (no file that day) names no session: name the file TSyymmdd.ex_ as the exchange does');
      await stageRows(REFERENCE_RATE_SESSION_TABLE.table, [[named, 'no_file', '0']]);
      return { recordsRead: 1 }; // the empty answer is the one record: it becomes the session row
    }
    const { session, rows } = taxaSwapRows(text, fileName);
    if (named && named !== session) throw new IngestFileError(fileName, 'line 1', `the file is named for ${named} but its records are dated ${session}`);
    await stageRows(REFERENCE_RATE_TABLE.table, rows);
    await stageRows(REFERENCE_RATE_SESSION_TABLE.table, [[session, 'loaded', String(rows.length)]]);
    return { recordsRead: rows.length + 1 }; // plus the session row, so the log's skipped count stays read - inserted - updated
  },
};

/**
 * Loads one file. Every empty zip has the same bytes, so the session a file is
 * named for is its load key: equal bytes are skipped only for the same session.
 */
export function loadTaxaSwapFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  const session = namedSession(fileName);
  return ingestFile(taxaSwapLoader, filePath, { ...options, fileName, loadKey: session });
}
