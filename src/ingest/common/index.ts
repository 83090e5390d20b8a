// The shared loader library; a source imports from here only. Run a file
// (ingestFile), the loader contract (LandingLoader, LandingTarget), errors that
// name file and line, value helpers, zip members, downloads with retry, the
// per-file report line.
export { ingestFile, type IngestFileOptions } from './ingest-file.js';
export type {
  AfterLoad,
  AfterLoadContext,
  FileResult,
  LandingLoader,
  LoadedFile,
  RowSource,
  SkippedFile,
  StageContext,
  StagedRows,
  TableCounts,
  TableSetLoader,
  TableStageContext,
} from './types.js';
export type { LandingTarget } from './upsert.js';
export type { CopyValue } from './copy.js';
export { IngestFileError } from './errors.js';
export { decimalCommaToNumeric, decimalPointToNumeric, isCalendarDate, jsonNumberToNumeric } from './values.js';
export { peekHead } from './stream-head.js';
export { csvRecordReader, type CsvRecordAt } from './csv-records.js';
export { forEachZipMember, isZip, openOnlyMember, type ZipMember } from './zip.js';
export { downloadWithRetry, DownloadError, type DownloadOptions } from './download.js';
export { describeResult } from './report.js';
