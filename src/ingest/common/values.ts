// Source values kept as the exact decimal text published: parsed to the text
// PostgreSQL's numeric accepts, never through a float.

const DECIMAL_COMMA = /^\d+(?:,\d+)?$/;
const DECIMAL_POINT = /^\d+(?:\.\d+)?$/;

/** "5,7496" -> "5.7496"; anything else (thousands dots, signs, blanks) -> null. */
export function decimalCommaToNumeric(text: string): string | null {
  return DECIMAL_COMMA.test(text) ? text.replace(',', '.') : null;
}

/** "5.7496" -> "5.7496" (for sources that publish a decimal point); anything else -> null. */
export function decimalPointToNumeric(text: string): string | null {
  return DECIMAL_POINT.test(text) ? text : null;
}

/**
 * A JSON number (already a double after JSON.parse) back to decimal text. Exact
 * for the up-to-15 significant digits a publisher prints, because a double's
 * shortest round-trip text is the text it was read from; anything longer is refused.
 */
export function jsonNumberToNumeric(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  if (DECIMAL_POINT.test(text) && text.replace(/^0+|\./g, '').length <= 15) return text;
  return null;
}

/** True for a real calendar day written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
