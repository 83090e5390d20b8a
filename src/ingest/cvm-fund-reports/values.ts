// Value rules shared by the CVM monthly-report loaders. Values stay the exact
// decimal text published (never through a float); a blank cell is NULL, never 0.
import { IngestFileError, isCalendarDate } from '../common/index.js';

const MASKED_CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
const BARE_CNPJ = /^\d{14}$/;
const POINT_DECIMAL = /^-?\d+(?:\.\d+)?$/;
// A decimal comma, optionally with thousands dots (1.234.567,89), as some CVM tools print.
const COMMA_DECIMAL = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+),\d+$/;
const INTEGER = /^-?\d+$/;

export type ValueKind = 'cnpj' | 'numeric' | 'integer' | 'text' | 'date';

export class CellError extends Error {}

/** 00.000.000/0000-00 or 14 bare digits -> 14 digits. */
export function normalizeCnpj(text: string): string {
  if (MASKED_CNPJ.test(text)) return text.replace(/\D/g, '');
  if (BARE_CNPJ.test(text)) return text;
  throw new CellError(`${JSON.stringify(text)} is not a CNPJ (00.000.000/0000-00 or 14 digits)`);
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

/** YYYY-MM-DD; blank -> null. */
export function dateText(text: string): string | null {
  if (text === '') return null;
  if (isCalendarDate(text)) return text;
  throw new CellError(`${JSON.stringify(text)} is not a date YYYY-MM-DD`);
}

export function convert(kind: ValueKind, text: string): string | null {
  switch (kind) {
    case 'cnpj':
      return text === '' ? null : normalizeCnpj(text);
    case 'numeric':
      return numericText(text);
    case 'integer':
      return integerText(text);
    case 'date':
      return dateText(text);
    case 'text':
      return text === '' ? null : text;
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
