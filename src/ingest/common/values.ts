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
const INTEGER = /^([+-]?)(\d+)$/;
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

// ---- Numbers ------------------------------------------------------------------
// Publishers write one number in several forms: 1200, 1200.0, +1200, 001200,
// .5, 1.2e+3, 1.2E3, -5.3E-05 (CVM's FII report). Every rule below reads such
// text exactly, shifting the decimal point within the digits (never a float),
// and returns the CANONICAL text: what PostgreSQL's numeric prints for the same
// input. So no leading zeros ("007.50" -> "7.50"), no "+", a "-" only on a
// value that is not zero ("-0.00" -> "0.00"), trailing decimals kept as filed
// ("1.50" stays "1.50": the published precision), and E notation written out
// with max(0, decimals - exponent) decimals ("-5.3E-05" -> "-0.000053",
// "1.2e+3" -> "1200", "1.50E1" -> "15.0"). A plain "-?digits[.digits]" without
// leading zeros comes back unchanged, which is why the byte path
// (cvm-files/copy-encoder.ts) copies that form as is and hands any other form
// to these same functions.
//
// What each rule accepts (forms a publisher plausibly writes; anything else is refused):
// - point decimals ('decimal', 'numeric', decimalPoint): sign (+/-), digits with
//   an optional fraction, or a bare fraction (".5", "-.5"), then an optional
//   exponent (e/E, optional sign, digits). Refused: "1." (a cut number),
//   "1e" / "e5" / "1e+" / "1.2.3" / "--1" / "1,5".
// - comma decimals ('numeric', 'decimal-comma', 'br-number'): the same with a
//   comma ("1,5E-3" is what a pt-BR spreadsheet writes for 0.0015). Thousands dots
//   ("1.234,5") are accepted where the rule took them before, never together
//   with an exponent ("1.234,5E3" is no form any tool writes).
// - integers ('integer'): sign (+/-) and digits, leading zeros dropped. No
//   exponent and no fraction: "1E3" or "12.0" in a count column is a number a
//   spreadsheet reformatted (and possibly rounded: 1,23E+11), refused rather than guessed.
// - unsigned rules (PTAX rates): every form above except a sign.

/** Exponents beyond this are no published figure; refusing them also bounds how much longer than its text a value can be written. */
export const MAX_EXPONENT = 100;

/** Text already canonical (most of every file): returned as is, without taking it apart. A "-" needs a nonzero digit after it. */
const CANONICAL_POINT = /^(?:-(?=[0.]*[1-9]))?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const POINT_NUMBER = /^([+-]?)(?:(\d+)(?:\.(\d+))?|\.(\d+))(?:[eE]([+-]?\d+))?$/;
const COMMA_NUMBER = /^([+-]?)(?:(\d+)(?:,(\d+))?|,(\d+))(?:[eE]([+-]?\d+))?$/;
// A decimal comma after thousands dots (1.234.567,89), as some CVM tools print; the bulletin's may lack the comma.
const GROUPED_COMMA_NUMBER = /^([+-]?)(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;

/**
 * The canonical text of sign, whole digits, fraction digits and exponent
 * (see above); null when the exponent is out of range.
 */
function canonicalDecimal(sign: string, whole: string, fraction: string, exponentText: string | undefined): string | null {
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!(Math.abs(exponent) <= MAX_EXPONENT)) return null;
  const digits = whole + fraction;
  const point = whole.length + exponent; // the decimal point's place among the digits
  let int: string;
  let frac: string;
  if (point <= 0) ((int = '0'), (frac = '0'.repeat(-point) + digits));
  else if (point >= digits.length) ((int = digits + '0'.repeat(point - digits.length)), (frac = ''));
  else ((int = digits.slice(0, point)), (frac = digits.slice(point)));
  let first = 0;
  while (first < int.length - 1 && int.charCodeAt(first) === 0x30) first += 1;
  if (first) int = int.slice(first);
  const zero = /^0*$/.test(digits);
  return (sign === '-' && !zero ? '-' : '') + int + (frac ? `.${frac}` : '');
}

/** A decimal in the form `pattern` matches (groups: sign, whole, fraction, bare fraction, exponent), or null. */
function readDecimal(text: string, pattern: RegExp, signed: boolean): string | null {
  if (pattern === POINT_NUMBER && CANONICAL_POINT.test(text) && (signed || text.charCodeAt(0) !== 0x2d)) return text;
  const m = pattern.exec(text);
  if (!m || (!signed && m[1] !== '')) return null;
  return canonicalDecimal(m[1], m[2] ?? '', m[3] ?? m[4] ?? '', m[5]);
}

/** A decimal comma with thousands dots ("-1.234,56"), or null. Never with an exponent. */
function readGroupedComma(text: string, needsComma: boolean): string | null {
  const m = GROUPED_COMMA_NUMBER.exec(text);
  if (!m || (needsComma && m[3] === undefined)) return null;
  return canonicalDecimal(m[1], m[2].replace(/\./g, ''), m[3] ?? '', undefined);
}

/**
 * The 'decimal' rule: a decimal point (the CVM convention), signed, in any of
 * the forms above; blank -> null. "-5.3E-05" -> "-0.000053".
 */
export function pointDecimal(text: string): string | null {
  if (text === '') return null;
  return readDecimal(text, POINT_NUMBER, true) ?? fail(text, 'a decimal with a point');
}

/**
 * A fixed-width field of digits with `decimals` implied decimals (COTAHIST's
 * prices: "0000000006706" with 2 -> "67.06"); exact, no float. Every position
 * is a digit: a blank, a sign or a point is refused.
 */
export function impliedDecimals(digits: string, decimals: number): string {
  if (!/^\d+$/.test(digits) || digits.length < decimals) return fail(digits, `a number of ${digits.length} digits`);
  return canonicalDecimal('', digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals), undefined)!;
}

/**
 * A sign field ('+' or '-') and a fixed-width field of digits with `decimals`
 * implied decimals (TaxaSwap's rate: "+", "00000115900000" with 7 -> "11.59");
 * exact, no float. Any other sign, a blank or a point is refused.
 */
export function signedImpliedDecimals(sign: string, digits: string, decimals: number): string {
  if (sign !== '+' && sign !== '-') return fail(sign, 'a sign + or -');
  const value = impliedDecimals(digits, decimals);
  return sign === '-' && /[1-9]/.test(value) ? `-${value}` : value;
}

/** A compact date YYYYMMDD (COTAHIST) -> "YYYY-MM-DD"; an impossible day is refused. */
export function compactDate(text: string): string {
  const iso = /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : '';
  return isCalendarDate(iso) ? iso : fail(text, 'a date AAAAMMDD');
}

/** "123.45" (the CVM convention) or "123,45" / "1.234,56" -> "123.45", in any of the forms above ("1,5E-3" -> "0.0015"); blank -> null. */
export function numericText(text: string): string | null {
  if (text === '') return null;
  return readDecimal(text, POINT_NUMBER, true) ?? readDecimal(text, COMMA_NUMBER, true) ?? readGroupedComma(text, true) ?? fail(text, 'a decimal number');
}

/** Whole numbers, sign and leading zeros allowed ("+007" -> "7"); "12.0" and "1E3" are refused rather than guessed. blank -> null. */
export function integerText(text: string): string | null {
  if (text === '') return null;
  const m = INTEGER.exec(text);
  return m ? canonicalDecimal(m[1], m[2], '', undefined)! : fail(text, 'a whole number');
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

/** "5,7496" -> "5.7496" (PTAX CSV: unsigned, no thousands dots, E notation read); blank -> null. */
export function decimalComma(text: string): string | null {
  if (text === '') return null;
  return readDecimal(text, COMMA_NUMBER, false) ?? fail(text, 'a decimal');
}

/** "5.7496" -> "5.7496" (unsigned, a decimal point, E notation read); blank -> null. */
export function decimalPoint(text: string): string | null {
  if (text === '') return null;
  return readDecimal(text, POINT_NUMBER, false) ?? fail(text, 'a decimal');
}

/**
 * A JSON number (already a double after JSON.parse) back to decimal text. Exact
 * for the up-to-15 significant digits a publisher prints, because a double's
 * shortest round-trip text is the text it was read from (in E notation below
 * 1e-6 and from 1e21: "5.3e-7" -> "0.00000053"); anything longer is refused.
 */
export function jsonNumber(value: number): string {
  const text = String(value);
  const significant = text.replace(/[eE].*$/, '').replace(/\./g, '').replace(/^0+/, '').length;
  const decimal = Number.isFinite(value) && value >= 0 && significant <= 15 ? readDecimal(text, POINT_NUMBER, false) : null;
  if (decimal === null) throw new ValueError(`${text} is not a decimal`);
  return decimal;
}

/**
 * A JSON number that may be negative (the Focus survey's statistics). Olinda
 * serialises doubles, up to 17 significant digits ("4.609999999999999"), and a
 * double's shortest round-trip text is the text the publisher wrote, so it is
 * kept exactly, E notation expanded ("-5.3e-7" -> "-0.00000053").
 */
export function signedJsonNumber(value: number): string {
  const decimal = Number.isFinite(value) ? readDecimal(String(value), POINT_NUMBER, true) : null;
  if (decimal === null) throw new ValueError(`${String(value)} is not a decimal`);
  return decimal;
}

const EN_US_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** A number printed en-US, thousands commas optional ("113,228.31" -> "113228.31"; the exchange's index statistics), unsigned; blank -> null. */
export function enUsNumber(text: string): string | null {
  if (text === '') return null;
  if (EN_US_GROUPED.test(text)) return readDecimal(text.replaceAll(',', ''), POINT_NUMBER, false)!;
  return readDecimal(text, POINT_NUMBER, false) ?? fail(text, 'a number printed en-us (e.g. "113,228.31")');
}

/** A whole number without a sign (an identifier or a version number: "42"); blank -> null. */
export function unsignedInteger(text: string): string | null {
  if (text === '') return null;
  return /^\d+$/.test(text) ? integerText(text) : fail(text, 'a whole number');
}

/**
 * A rate from the central bank's Olinda service (PTAX): CSV text has a decimal
 * comma ("5,7496"); JSON has numbers, or strings with a point or a comma.
 * Unsigned, trimmed, never blank.
 */
export function olindaDecimal(value: unknown, encoding: 'csv' | 'json'): string {
  if (typeof value === 'number' && encoding === 'json') return jsonNumber(value);
  const text = typeof value === 'string' ? value.trim() : '';
  const parsed = text === '' ? null : encoding === 'json' ? (readDecimal(text, POINT_NUMBER, false) ?? decimalComma(text)) : decimalComma(text);
  if (parsed === null) throw new ValueError(`${JSON.stringify(value)} is not a decimal`);
  return parsed;
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

/** "1.234,56" -> "1234.56" (thousands dots and the comma optional; "1,5E-3" read too); blank or '-' -> null. */
export function brNumber(text: string): string | null {
  if (isBlank(text)) return null;
  const t = text.trim();
  return readDecimal(t, COMMA_NUMBER, true) ?? readGroupedComma(t, false) ?? fail(text, 'a number');
}

/** A percentage as the bulletin prints it, "0,50%" or "-1,2": the number without its % sign; blank or '-' -> null. */
export function brPercent(text: string): string | null {
  if (isBlank(text)) return null;
  const t = text.trim();
  return brNumber(t.endsWith('%') ? t.slice(0, -1).trimEnd() : t);
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
  /** Whole numbers: sign and leading zeros, never an exponent (see Numbers above). */
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
  decimal: pointDecimal,
  /** A decimal point, or a decimal comma with optional thousands dots. */
  numeric: numericText,
  /** PTAX CSV rates: "5,7496". */
  'decimal-comma': decimalComma,
  /** The bulletin's forms: blank or '-' is NULL. */
  'br-text': brText,
  'br-number': brNumber,
  'br-percent': brPercent,
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
