// The bulletin's value forms: pt-BR numbers (1.234.567,89), dd/mm/yyyy dates,
// and blanks or '-' for "not published". Kept as exact decimal text, never a float.
import { isCalendarDate } from '../common/index.js';

const PT_BR_NUMBER = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/** True for a cell the exchange leaves unpublished. */
export function isBlank(text: string): boolean {
  const t = text.trim();
  return t === '' || t === '-';
}

/** "1.234,56" -> "1234.56"; blank -> null; anything else -> undefined (the caller names the line). */
export function ptBrNumber(text: string): string | null | undefined {
  if (isBlank(text)) return null;
  const t = text.trim();
  if (!PT_BR_NUMBER.test(t)) return undefined;
  return t.replace(/\./g, '').replace(',', '.');
}

/** "22/03/2023" -> "2023-03-22"; also accepts ISO; anything else -> undefined. */
export function ptBrDate(text: string): string | undefined {
  const t = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : t;
  return isCalendarDate(iso) ? iso : undefined;
}

/** "10:01:02", "10:01:02.123" or NegociosBTB's "080044489" (HHMMSSmmm) -> "HH:MM:SS[.mmm]"; blank -> null. */
export function tradeTime(text: string): string | null | undefined {
  if (isBlank(text)) return null;
  const t = text.trim();
  const packed = /^(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(t);
  const time = packed ? `${packed[1]}:${packed[2]}:${packed[3]}.${packed[4]}` : t;
  const m = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,6})?$/.exec(time);
  return m ? time : undefined;
}

/** Text as published, trimmed; blank -> null. */
export function textOrNull(text: string | undefined): string | null {
  if (text === undefined || isBlank(text)) return null;
  return text.trim();
}
