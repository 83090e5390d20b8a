// CVM field values to the text PostgreSQL stores, never through a float. A
// blank field is NULL, never 0; anything else malformed throws a CellError that
// the row readers turn into an IngestFileError naming the line and the column.
// The registry and daily-report files and the monthly reports follow different
// conventions (unpadded CNPJs, a time after a date, a decimal comma), so each
// convention is its own kind, and a loader's columns say which one they follow.
import { IngestFileError, isCalendarDate } from '../common/index.js';

const MASKED_CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
const BARE_CNPJ = /^\d{14}$/;
const POINT_DECIMAL = /^-?\d+(?:\.\d+)?$/;
// A decimal comma, optionally with thousands dots (1.234.567,89), as some CVM tools print.
const COMMA_DECIMAL = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+),\d+$/;
const INTEGER = /^-?\d+$/;
const TIME_OF_DAY = /^ \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export type ValueKind =
  | 'text'
  | 'integer'
  /** 00.000.000/0000-00 or 14 bare digits (monthly reports). */
  | 'cnpj'
  /** Digits with any CNPJ punctuation, leading zeros dropped or not (registry and daily files). */
  | 'loose-cnpj'
  /** YYYY-MM-DD (monthly reports). */
  | 'date'
  /** YYYY-MM-DD, optionally followed by a time of day that is dropped (registry and daily files). */
  | 'loose-date'
  /** A decimal point only, sign allowed (a fund's NAV can be negative). */
  | 'decimal'
  /** A decimal point, or a decimal comma with optional thousands dots. */
  | 'numeric';

export class CellError extends Error {}

/** 00.000.000/0000-00 or 14 bare digits -> 14 digits. */
export function normalizeCnpj(text: string): string {
  if (MASKED_CNPJ.test(text)) return text.replace(/\D/g, '');
  if (BARE_CNPJ.test(text)) return text;
  throw new CellError(`${JSON.stringify(text)} is not a CNPJ (00.000.000/0000-00 or 14 digits)`);
}

/** "00.000.684/0001-21" or "684000121" -> "00000684000121". */
export function unpaddedCnpj(text: string): string {
  // the common case, fully masked, without a regex replace (millions of rows a file)
  if (text.length === 18 && MASKED_CNPJ.test(text)) return text.slice(0, 2) + text.slice(3, 6) + text.slice(7, 10) + text.slice(11, 15) + text.slice(16);
  const digits = /^[\d./\-\s]+$/.test(text) ? text.replace(/\D/g, '') : '';
  if (digits.length >= 1 && digits.length <= 14) return digits.padStart(14, '0');
  throw new CellError(`${JSON.stringify(text)} is not a CNPJ`);
}

/** "123.45" (the CVM convention) or "123,45" / "1.234,56" -> "123.45"; blank -> null. */
export function numericText(text: string): string | null {
  if (text === '') return null;
  if (POINT_DECIMAL.test(text)) return text;
  if (COMMA_DECIMAL.test(text)) return text.replace(/\./g, '').replace(',', '.');
  throw new CellError(`${JSON.stringify(text)} is not a decimal number`);
}

/** Whole numbers; "12.0" is refused rather than guessed. blank -> null. */
export function integerText(text: string): string | null {
  if (text === '') return null;
  if (INTEGER.test(text)) return text;
  throw new CellError(`${JSON.stringify(text)} is not a whole number`);
}

// A file repeats a few dozen dates over millions of rows: remember the valid ones (bounded).
const knownDates = new Set<string>();
const KNOWN_DATES_MAX = 10_000;

/** YYYY-MM-DD; blank -> null. */
export function dateText(text: string): string | null {
  if (text === '') return null;
  if (knownDates.has(text)) return text;
  if (isCalendarDate(text)) {
    if (knownDates.size >= KNOWN_DATES_MAX) knownDates.clear();
    knownDates.add(text);
    return text;
  }
  throw new CellError(`${JSON.stringify(text)} is not a date YYYY-MM-DD`);
}

/** The stored text of one trimmed field; blank is null whatever the kind. */
export function convert(kind: ValueKind, text: string): string | null {
  if (text === '') return null;
  switch (kind) {
    case 'text':
      return text;
    case 'integer':
      return integerText(text);
    case 'cnpj':
      return normalizeCnpj(text);
    case 'loose-cnpj':
      return unpaddedCnpj(text);
    case 'date':
      return dateText(text);
    case 'loose-date':
      return dateText(text.length > 10 && TIME_OF_DAY.test(text.slice(10)) ? text.slice(0, 10) : text);
    case 'decimal':
      if (POINT_DECIMAL.test(text)) return text;
      throw new CellError(`${JSON.stringify(text)} is not a decimal with a point`);
    case 'numeric':
      return numericText(text);
  }
}

/** Runs a cell conversion, turning a CellError into an IngestFileError that names the place and the column. */
export function cell<T>(fileName: string, location: string, column: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CellError) throw new IngestFileError(fileName, location, `${error.message} in column ${column}`);
    throw error;
  }
}
