// CVM field values to the text PostgreSQL stores: CNPJs to 14 digits, decimals
// with a point (sign allowed: a fund's NAV can be negative), ISO dates. A blank
// field is NULL, never 0; anything else malformed is refused by the caller.
import { isCalendarDate } from '../common/index.js';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/** "00.000.684/0001-21" or "684000121" -> "00000684000121"; null when it is not a CNPJ. */
export function normaliseCnpj(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d./\-\s]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 1 && digits.length <= 14 ? digits.padStart(14, '0') : null;
}

export type FieldKind = 'text' | 'cnpj' | 'date' | 'decimal' | 'integer';

/** The stored text for one field, or a reason it is malformed. Blank is null. */
export function convertField(kind: FieldKind, raw: string): { value: string | null } | { invalid: string } {
  const text = raw.trim();
  if (text === '') return { value: null };
  switch (kind) {
    case 'text':
      return { value: text };
    case 'cnpj': {
      const cnpj = normaliseCnpj(text);
      return cnpj ? { value: cnpj } : { invalid: 'a CNPJ' };
    }
    case 'date': {
      // CVM writes YYYY-MM-DD; a time part sometimes follows in registry files
      const day = text.slice(0, 10);
      return isCalendarDate(day) && (text.length === 10 || /^ \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text.slice(10))) ? { value: day } : { invalid: 'a date YYYY-MM-DD' };
    }
    case 'decimal':
      return DECIMAL.test(text) ? { value: text } : { invalid: 'a decimal with a point' };
    case 'integer':
      return INTEGER.test(text) ? { value: text } : { invalid: 'an integer' };
  }
}
