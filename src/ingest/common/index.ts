// The shared loader library; a source imports from here only. Run a file
// (ingestFile), the loader contract (Loader), the table description
// (TableSpec, tableRows, DuplicateRule), errors that name file and line, the
// value rules, zip members, downloads with retry, the per-file report line.
export { ingestFile, type IngestFileOptions } from './ingest-file.js';
export type {
  AfterLoad,
  AfterLoadContext,
  FileResult,
  Loader,
  LoadedFile,
  RowSource,
  SkippedFile,
  StageContext,
  TableCounts,
} from './types.js';
export { DuplicateRule, headerOf, landingTarget, recordConverter, tableRows, type ColumnPlan, type ColumnSpec, type DuplicatePolicy, type HeaderedRecords, type RecordConverter, type TableRows, type TableSpec } from './table-spec.js';
export type { LandingTarget } from './upsert.js';
export { copyRows, encodeValue, type CopyValue, type EncodedRows } from './copy.js';
export { DecimalSum } from './decimal-sum.js';
export { monthsThrough, nextMonth } from './months.js';
export { IngestFileError } from './errors.js';
export { convert, isCalendarDate, readCell, ValueError, VALUE_KINDS, type ValueKind, type ValueParser } from './values.js';
export { brDate, brNumber, brPercent, brText, compactDate, decimalComma, decimalPoint, enUsNumber, impliedDecimals, integerText, isBlank, jsonNumber, MAX_EXPONENT, olindaDecimal, pointDecimal, signedImpliedDecimals, signedJsonNumber, tradeTime, unsignedInteger } from './values.js';
export { peekHead } from './stream-head.js';
export { digestFile } from './hash.js';
export { csvRecordReader, headeredRecords, type CsvRecordAt } from './csv-records.js';
export { forEachZipMember, isZip, openOnlyMember, type ZipMember } from './zip.js';
export { downloadWithRetry, DownloadError, type DownloadOptions } from './download.js';
export { describeResult } from './report.js';
