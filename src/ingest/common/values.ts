// Every value rule a loader applies, with ONE failure convention: a parser takes
// the field as published and returns the text PostgreSQL stores (never through
// a float), null for a blank ("not published", never 0), or throws a ValueError
// saying what the text is not. The row readers (readCell) turn a ValueError
// into an IngestFileError naming the file, the line, the column and why.
// A table's columns name their rule by kind (ColumnSpec.kind in table-spec.ts).
import { IngestFileError } from './errors.js';

/** A malformed value: the message says what it is not, e.g. `"5,7x" is not a decimal`. */
export class ValueError extends Error {
  override name = 'ValueError';
}

export type ValueParser = (text: string) => string | null;

const fail = (text: string, what: string): never => {
  throw new ValueError(`${JSON.stringify(text)} is not ${what}`);
};

const MASKED_CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
const BARE_CNPJ = /^\d{14}$/;
const POINT_DECIMAL = /^-?\d+(?:\.\d+)?$/;
const UNSIGNED_POINT_DECIMAL = /^\d+(?:\.\d+)?$/;
const UNSIGNED_COMMA_DECIMAL = /^\d+(?:,\d+)?$/;
// A decimal comma, optionally with thousands dots (1.234.567,89), as some CVM tools print.
const COMMA_DECIMAL = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+),\d+$/;
// The bulletin's pt-BR numbers: thousands dots optional, decimal comma optional.
const PT_BR_NUMBER = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;
const INTEGER = /^-?\d+$/;
const TIME_OF_DAY = /^ \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** True for a real calendar day written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 00.000.000/0000-00 or 14 bare digits -> 14 digits. */
export function normalizeCnpj(text: string): string {
  if (MASKED_CNPJ.test(text)) return text.replace(/\D/g, '');
  if (BARE_CNPJ.test(text)) return text;
  return fail(text, 'a CNPJ (00.000.000/0000-00 or 14 digits)');
}

/** "00.000.684/0001-21" or "684000121" -> "00000684000121". */
export function unpaddedCnpj(text: string): string {
  // the common case, fully masked, without a regex replace (millions of rows a file)
  if (text.length === 18 && MASKED_CNPJ.test(text)) return text.slice(0, 2) + text.slice(3, 6) + text.slice(7, 10) + text.slice(11, 15) + text.slice(16);
  const digits = /^[\d./\-\s]+$/.test(text) ? text.replace(/\D/g, '') : '';
  if (digits.length >= 1 && digits.length <= 14) return digits.padStart(14, '0');
  return fail(text, 'a CNPJ');
}

/** "123.45" (the CVM convention) or "123,45" / "1.234,56" -> "123.45"; blank -> null. */
export function numericText(text: string): string | null {
  if (text === '') return null;
  if (POINT_DECIMAL.test(text)) return text;
  if (COMMA_DECIMAL.test(text)) return text.replace(/\./g, '').replace(',', '.');
  return fail(text, 'a decimal number');
}

/** Whole numbers; "12.0" is refused rather than guessed. blank -> null. */
export function integerText(text: string): string | null {
  if (text === '') return null;
  if (INTEGER.test(text)) return text;
  return fail(text, 'a whole number');
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
  return fail(text, 'a date YYYY-MM-DD');
}

/** "5,7496" -> "5.7496" (PTAX CSV: unsigned, no thousands dots); blank -> null. */
export function decimalComma(text: string): string | null {
  if (text === '') return null;
  return UNSIGNED_COMMA_DECIMAL.test(text) ? text.replace(',', '.') : fail(text, 'a decimal');
}

/** "5.7496" -> "5.7496" (unsigned, a decimal point); blank -> null. */
export function decimalPoint(text: string): string | null {
  if (text === '') return null;
  return UNSIGNED_POINT_DECIMAL.test(text) ? text : fail(text, 'a decimal');
}

/**
 * A JSON number (already a double after JSON.parse) back to decimal text. Exact
 * for the up-to-15 significant digits a publisher prints, because a double's
 * shortest round-trip text is the text it was read from; anything longer is refused.
 */
export function jsonNumber(value: number): string {
  const text = String(value);
  if (Number.isFinite(value) && value >= 0 && UNSIGNED_POINT_DECIMAL.test(text) && text.replace(/^0+|\./g, '').length <= 15) return text;
  throw new ValueError(`${text} is not a decimal`);
}

/** True for a bulletin cell the exchange leaves unpublished (blank or '-'). */
export function isBlank(text: string): boolean {
  const t = text.trim();
  return t === '' || t === '-';
}

/** Bulletin text, trimmed; blank or '-' -> null. */
export function brText(text: string): string | null {
  return isBlank(text) ? null : text.trim();
}

/** "1.234,56" -> "1234.56"; blank or '-' -> null. */
export function brNumber(text: string): string | null {
  if (isBlank(text)) return null;
  const t = text.trim();
  return PT_BR_NUMBER.test(t) ? t.replace(/\./g, '').replace(',', '.') : fail(text, 'a number');
}

/** "22/03/2023" -> "2023-03-22"; ISO is accepted too; blank -> null. */
export function brDate(text: string): string | null {
  if (isBlank(text)) return null;
  const t = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : t;
  return isCalendarDate(iso) ? iso : fail(text, 'a date DD/MM/YYYY');
}

/** "10:01:02", "10:01:02.123" or NegociosBTB's "080044489" (HHMMSSmmm) -> "HH:MM:SS[.mmm]"; blank -> null. */
export function tradeTime(text: string): string | null {
  if (isBlank(text)) return null;
  const t = text.trim();
  const packed = /^(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(t);
  const time = packed ? `${packed[1]}:${packed[2]}:${packed[3]}.${packed[4]}` : t;
  return /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,6})?$/.test(time) ? time : fail(text, 'a time HH:MM:SS');
}

/** The value rules by name, as a table's columns declare them. */
export const VALUE_KINDS = {
  text: (text: string) => (text === '' ? null : text),
  integer: integerText,
  /** 00.000.000/0000-00 or 14 bare digits (monthly reports). */
  cnpj: (text: string) => (text === '' ? null : normalizeCnpj(text)),
  /** Digits with any CNPJ punctuation, leading zeros dropped or not (registry and daily files). */
  'loose-cnpj': (text: string) => (text === '' ? null : unpaddedCnpj(text)),
  /** YYYY-MM-DD (monthly reports). */
  date: dateText,
  /** YYYY-MM-DD, optionally followed by a time of day that is dropped (registry and daily files). */
  'loose-date': (text: string) => dateText(TIME_OF_DAY.test(text.slice(10)) ? text.slice(0, 10) : text),
  /** A decimal point only, sign allowed (a fund's NAV can be negative). */
  decimal: (text: string) => (text === '' ? null : POINT_DECIMAL.test(text) ? text : fail(text, 'a decimal with a point')),
  /** A decimal point, or a decimal comma with optional thousands dots. */
  numeric: numericText,
  /** PTAX CSV rates: "5,7496". */
  'decimal-comma': decimalComma,
  /** The bulletin's forms: blank or '-' is NULL. */
  'br-text': brText,
  'br-number': brNumber,
  'br-date': brDate,
  'br-time': tradeTime,
  /** Curated registries' flags: yes or no. */
  'yes-no': (text: string) => (text === '' ? null : text === 'yes' || text === 'no' ? text : fail(text, 'yes or no')),
} satisfies Record<string, ValueParser>;

export type ValueKind = keyof typeof VALUE_KINDS;

/** The stored text of one trimmed field by its kind; blank is null whatever the kind. */
export function convert(kind: ValueKind, text: string): string | null {
  return VALUE_KINDS[kind](text);
}

/**
 * Runs a value rule on one field, turning a ValueError into an IngestFileError
 * that names the file, where (e.g. "line 4", "member M line 4") and the column.
 */
export function readCell<T>(fileName: string, location: string, column: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ValueError) throw new IngestFileError(fileName, location, `${error.message} in column ${column}`);
    throw error;
  }
}
