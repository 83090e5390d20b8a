// Loads one price report file (PRyymmdd.zip, SPRDyymmdd.zip, or the XML, bare
// or gzipped) into b3.price_report: of the XML versions the file holds, the
// one with the latest CreDtAndTm; and records the session in
// b3.price_report_session, loaded or empty (a non-session day's empty zip), in
// the file's one transaction. A file not named for a session (a renamed copy,
// the sample's yearly files) records each session its records carry.
import path from 'node:path';
import { DuplicateRule, ingestFile, IngestFileError, isCalendarDate, landingTarget, type FileResult, type IngestFileOptions, type Loader } from '../common/index.js';
import { priceRecords, readHeader, recordRow, refuse, xmlVersions, type Report, type ReportHeader, type XmlVersion } from './parse.js';
import { PRICE_REPORT_SESSION_TABLE, PRICE_REPORT_TABLE } from './tables.js';

export const PRICE_REPORT_SOURCE = 'b3-price-report';

const PREFIXES: Record<string, Report> = { PR: 'BVBG.086.01', SPRD: 'BVBG.187.01' };

/** What a file's name says: PRyymmdd (BVBG.086.01) or SPRDyymmdd (BVBG.187.01) and the session. */
export function namedReport(fileName: string): { report?: Report; sessionDate?: string } {
  const match = /^(PR|SPRD)(\d{2})(\d{2})(\d{2})(?![0-9])/i.exec(fileName);
  if (!match) return {};
  const sessionDate = `20${match[2]}-${match[3]}-${match[4]}`;
  return isCalendarDate(sessionDate) ? { report: PREFIXES[match[1].toUpperCase()], sessionDate } : {};
}

export const priceReportLoader: Loader = {
  source: PRICE_REPORT_SOURCE,
  targets: [landingTarget(PRICE_REPORT_TABLE), landingTarget(PRICE_REPORT_SESSION_TABLE)],
  async stageTables(input, { fileName, filePath, stageRows }) {
    input.resume(); // the file is read from disk (zip central directory, several versions); drain the byte meter
    const named = namedReport(fileName);
    const versions = await xmlVersions(filePath, fileName);
    if (!versions.length) {
      if (!named.report || !named.sessionDate) {
        throw new IngestFileError(fileName, null, 'an empty zip (a non-session day) names no report or session: name the file PRyymmdd.zip or SPRDyymmdd.zip');
      }
      await stageRows(PRICE_REPORT_SESSION_TABLE.table, [[named.report, named.sessionDate, 'empty', null, '0', '0']]);
      return { recordsRead: 1 }; // the empty answer is the one record: it becomes the session row
    }
    const { version, header } = await latestVersion(versions, fileName);
    if (named.report && named.report !== header.report) {
      throw refuse(fileName, version, null, `the file is named for ${named.report} but holds ${header.report}`);
    }
    // a file named for a session stands for it; any other (a sample, a renamed copy) for the sessions its records carry
    const perDay = new Map<string, number>();
    let records = 0;
    const duplicates = new DuplicateRule(PRICE_REPORT_TABLE, fileName, {
      keyNames: ['TradDt/Dt', 'TckrSymb', 'OthrId/Id', 'DaysToSttlm', 'BizGrpTp'],
      at: (line) => [version.where, `line ${line}`].filter(Boolean).join(' '),
    });
    async function* rows() {
      for await (const batch of priceRecords(version, fileName)) {
        for (const record of batch) {
          records += 1;
          const tradeDate = record.leaves.get('TradDt/Dt')?.text ?? '';
          const row = recordRow(record, header, named.sessionDate ?? tradeDate, version, fileName);
          duplicates.admit(row, record.line);
          perDay.set(tradeDate, (perDay.get(tradeDate) ?? 0) + 1);
          yield row;
        }
      }
    }
    await stageRows(PRICE_REPORT_TABLE.table, rows());
    const sessions = named.sessionDate ? [[named.sessionDate, records] as const] : [...perDay].sort();
    const status = (count: number) => (count ? 'loaded' : 'empty');
    await stageRows(PRICE_REPORT_SESSION_TABLE.table, sessions.map(([day, count]) => [header.report, day, status(count), header.created, String(versions.length), String(count)]));
    // plus the session rows, so the log's skipped count stays read - inserted - updated
    return { recordsRead: records + sessions.length };
  },
};

/** The version with the latest CreDtAndTm (on a tie, the later one in the file). */
async function latestVersion(versions: XmlVersion[], fileName: string): Promise<{ version: XmlVersion; header: ReportHeader }> {
  let latest: { version: XmlVersion; header: ReportHeader } | undefined;
  for (const version of versions) {
    const header = await readHeader(version, fileName);
    if (!latest || header.created >= latest.header.created) latest = { version, header };
  }
  return latest!;
}

/**
 * Loads one file. Every non-session day's empty zip has the same bytes, so the
 * report and session named by the file are its load key: equal bytes are
 * skipped only for the same report and session.
 */
export function loadPriceReportFile(filePath: string, options: IngestFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  const named = namedReport(fileName);
  const loadKey = named.report ? `${named.report}/${named.sessionDate}` : undefined;
  return ingestFile(priceReportLoader, filePath, { ...options, fileName, loadKey });
}
