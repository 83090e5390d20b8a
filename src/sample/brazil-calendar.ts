// Brazilian national holidays on which the central bank publishes no PTAX, and
// the business days between two dates. Movable feasts follow Easter.

/** Holidays of one year as YYYY-MM-DD. */
export function nationalHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fromEaster = (days: number) => iso(new Date(easter.getTime() + days * 86_400_000));
  const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
  // Black Consciousness Day became a national holiday in 2024 (Lei 14.759/2023).
  if (year >= 2024) fixed.push('11-20');
  return new Set([
    ...fixed.map((md) => `${year}-${md}`),
    fromEaster(-48), // Carnival Monday
    fromEaster(-47), // Carnival Tuesday
    fromEaster(-2), // Good Friday
    fromEaster(60), // Corpus Christi
  ]);
}

/** Weekdays from `from` through `to` (inclusive, YYYY-MM-DD) that are not national holidays. */
export function businessDays(from: string, to: string): string[] {
  const days: string[] = [];
  const holidays = new Map<number, Set<string>>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const date = new Date(t);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const year = date.getUTCFullYear();
    if (!holidays.has(year)) holidays.set(year, nationalHolidays(year));
    const day = iso(date);
    if (!holidays.get(year)!.has(day)) days.push(day);
  }
  return days;
}

/** Gregorian Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}
