// Loads one answer of the exchange's listed-companies service (company data with
// its stock events, or the cash events) into the corporate-event tables, with
// the day it was captured (b3.corporate_answer): events are known up to it.
import fs from 'node:fs';
import path from 'node:path';
import { ingestFile, IngestFileError, isCalendarDate, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { corporateRows } from './parse.js';
import { CASH_DIVIDEND_TABLE, COMPANY_CASH_DIVIDEND_TABLE, CORPORATE_ANSWER_TABLE, LISTED_COMPANY_TABLE, STOCK_EVENT_TABLE } from './tables.js';

export const CORPORATE_EVENTS_SOURCE = 'b3-corporate-events';
const TABLES = [CORPORATE_ANSWER_TABLE, LISTED_COMPANY_TABLE, STOCK_EVENT_TABLE, COMPANY_CASH_DIVIDEND_TABLE, CASH_DIVIDEND_TABLE];

export interface CorporateFileOptions {
  /** The issuer's 4-character code; a cash-events answer does not say it (default: the file name's <CODE>_ prefix). */
  issuer?: string;
  /** The day the answer was captured, YYYY-MM-DD (default: the file name's _YYYY-MM-DD, else today). */
  capturedOn?: string;
}

/** <CODE>_..._<YYYY-MM-DD> in a file name, as the online mode saves answers. */
export function namedCapture(fileName: string): CorporateFileOptions {
  const issuer = /^([A-Za-z0-9]{4})_/.exec(fileName)?.[1]?.toUpperCase();
  const capturedOn = /_(\d{4}-\d{2}-\d{2})(?=\.json$|$)/i.exec(fileName)?.[1];
  return { ...(issuer ? { issuer } : {}), ...(capturedOn ? { capturedOn } : {}) };
}

export function corporateLoader(options: CorporateFileOptions): Loader {
  return {
    source: CORPORATE_EVENTS_SOURCE,
    targets: TABLES.map(landingTarget),
    async stageTables(input, { fileName, filePath, stageRows }) {
      input.resume(); // an answer is a few kB of JSON, read whole
      const capturedOn = options.capturedOn ?? new Date().toISOString().slice(0, 10);
      if (!isCalendarDate(capturedOn)) throw new IngestFileError(fileName, null, `captured on ${capturedOn}, which is not a day YYYY-MM-DD`);
      const parsed = corporateRows(await fs.promises.readFile(filePath, 'utf8'), fileName, capturedOn, options.issuer);
      let records = 0;
      for (const spec of TABLES) {
        const rows = parsed.tables.get(spec.table) ?? [];
        if (spec !== CORPORATE_ANSWER_TABLE && spec !== LISTED_COMPANY_TABLE) records += rows.length;
        await stageRows(spec.table, rows);
      }
      return { recordsRead: records };
    },
  };
}

/** Loads one answer; the issuer and capture day come from the options, else the file name. */
export function loadCorporateFile(filePath: string, options: IngestFileOptions & CorporateFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  const named = { ...namedCapture(fileName), ...(options.issuer ? { issuer: options.issuer.toUpperCase() } : {}), ...(options.capturedOn ? { capturedOn: options.capturedOn } : {}) };
  return ingestFile(corporateLoader(named), filePath, { ...options, fileName, loadKey: `${named.issuer ?? ''}/${named.capturedOn ?? ''}` });
}
