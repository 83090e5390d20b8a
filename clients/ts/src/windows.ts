// Day arithmetic on YYYY-MM-DD strings, in UTC so no timezone moves a seam.
const DAY_MS = 86_400_000;

export function dayNumber(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`series: ${JSON.stringify(date)} is not a YYYY-MM-DD date`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function dayText(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
