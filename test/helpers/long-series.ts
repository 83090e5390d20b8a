// Synthetic long series written straight into the landing tables (the loaders
// have their own tests): one value per weekday over a span, for the clients'
// series() tests. Values are functions of the day, so a test recomputes them.
import type pg from 'pg';

async function syntheticLog(client: pg.ClientBase, source: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, rows_read, fetched_at, synthetic)
     values ($1, 'synthetic-weekdays', repeat('2', 64), 0, 'loaded', 0, now(), true) returning id`,
    [source],
  );
  return rows[0].id;
}

/**
 * One row per weekday from `from` to `to` of SGS series `code` (12 = CDI), labelled
 * synthetic in the ingest log. The value is a function of the day, so a test can
 * recompute it: 0.04 + day-of-year / 1e6 (% a day).
 */
export async function insertWeekdaySgs(client: pg.ClientBase, code: number, from: string, to: string): Promise<number> {
  const ingestId = await syntheticLog(client, 'bcb-sgs');
  const inserted = await client.query(
    `insert into bcb.sgs (code, reference_date, value, ingest_id)
     select $1, d::date, 0.04 + extract(doy from d) / 1000000, $4
       from generate_series($2::date, $3::date, interval '1 day') d
      where extract(isodow from d) < 6`,
    [code, from, to, ingestId],
  );
  return inserted.rowCount ?? 0;
}

/** One closing level per weekday of index `code` (a paged function's data): 100000 + day-of-year. */
export async function insertWeekdayIndex(client: pg.ClientBase, code: string, from: string, to: string): Promise<number> {
  const ingestId = await syntheticLog(client, 'b3-index');
  const inserted = await client.query(
    `insert into b3.index_level (index_code, trade_date, close_level, ingest_id)
     select $1, d::date, 100000 + extract(doy from d), $4
       from generate_series($2::date, $3::date, interval '1 day') d
      where extract(isodow from d) < 6`,
    [code, from, to, ingestId],
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

/** The clients' fixture: ten years (2016-01-01..2025-12-31) of weekday CDI (SGS 12) and IBOV levels. */
export const LONG_SPAN = { from: '2016-01-01', to: '2025-12-31' } as const;

export async function seedLongSeries(client: pg.ClientBase): Promise<void> {
  await insertWeekdaySgs(client, 12, LONG_SPAN.from, LONG_SPAN.to);
  await insertWeekdayIndex(client, 'IBOV', LONG_SPAN.from, LONG_SPAN.to);
}

/** The value insertWeekdaySgs writes for a day. */
export function sgsValue(day: string): number {
  const t = Date.parse(`${day}T00:00:00Z`);
  const dayOfYear = Math.round((t - Date.UTC(new Date(t).getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  return Number((0.04 + dayOfYear / 1_000_000).toFixed(6));
}
