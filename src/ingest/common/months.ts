// Calendar months as text: YYYY-MM, and the first day YYYY-MM-01 that stands for one.

/** YYYY-MM months from `from` through `to`, inclusive (none when `from` is later). */
export function monthsThrough(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) months.push(month);
  return months;
}

/** The month after a YYYY-MM month (or a YYYY-MM-DD day's month), as YYYY-MM. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
