// Candidate sessions: weekdays. Holidays are not guessed here; the exchange
// answers `Nenhum resultado` for them and that answer is recorded.

export function weekdays(since: string, until: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${since}T00:00:00Z`); t <= Date.parse(`${until}T00:00:00Z`); t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/** Today in Brasília (UTC-3, no daylight saving since 2019). */
export function todayInBrazil(now = new Date()): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** `count` weekdays back from `until` (inclusive), as the first of them. */
export function weekdaysBack(until: string, count: number): string {
  let t = Date.parse(`${until}T00:00:00Z`);
  let seen = 0;
  for (;;) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) seen += 1;
    if (seen >= count) return d.toISOString().slice(0, 10);
    t -= 86_400_000;
  }
}
