// Synthetic SGS values written straight into bcb.sgs (the loader has its own
// tests): one value per weekday over a span, for the clients' long-series tests.
import type pg from 'pg';

/**
 * One row per weekday from `from` to `to` of SGS series `code` (12 = CDI), labelled
 * synthetic in the ingest log. The value is a function of the day, so a test can
 * recompute it: 0.04 + day-of-year / 1e6 (% a day).
 */
export async function insertWeekdaySgs(client: pg.ClientBase, code: number, from: string, to: string): Promise<number> {
  const { rows } = await client.query<{ id: string }>(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, rows_read, fetched_at, synthetic)
     values ('bcb-sgs', 'synthetic-weekdays.json', repeat('2', 64), 0, 'loaded', 0, now(), true) returning id`,
  );
  const inserted = await client.query(
    `insert into bcb.sgs (code, reference_date, value, ingest_id)
     select $1, d::date, 0.04 + extract(doy from d) / 1000000, $4
       from generate_series($2::date, $3::date, interval '1 day') d
      where extract(isodow from d) < 6`,
    [code, from, to, rows[0].id],
  );
  return inserted.rowCount ?? 0;
}

/** The weekdays from `from` to `to`, as the rows insertWeekdaySgs writes are dated. */
export function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}
