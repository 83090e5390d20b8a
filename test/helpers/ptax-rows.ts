// Golden PTAX rows written straight into the landing table (the loader has its
// own tests), each case small enough that the rule under test is visible.
import type pg from 'pg';

export interface PtaxRow {
  currency: string;
  date: string;
  buy: string;
  sell: string;
}

export async function insertPtax(client: pg.ClientBase, rows: PtaxRow[], opts: { synthetic?: boolean } = {}): Promise<void> {
  const { rows: [log] } = await client.query(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, rows_read, fetched_at, synthetic)
     values ('bcb-ptax', 'golden.csv', repeat('0', 64), 0, 'loaded', $1, now(), $2) returning id`,
    [rows.length, opts.synthetic ?? false],
  );
  await client.query(
    `insert into bcb.ptax (currency, reference_date, buy_rate, sell_rate, bulletin_at, ingest_id)
     select r.currency, r.date::date, r.buy::numeric, r.sell::numeric, r.date::date + time '13:00', $2
       from json_to_recordset($1::json) as r(currency text, date text, buy text, sell text)`,
    [JSON.stringify(rows), log.id],
  );
}

/** One row per calendar day (weekends included) from `from`, for `count` days. */
export async function insertDailySeries(client: pg.ClientBase, currency: string, from: string, count: number): Promise<void> {
  const { rows: [log] } = await client.query(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at)
     values ('bcb-ptax', 'series.csv', repeat('1', 64), 0, 'loaded', now()) returning id`,
  );
  await client.query(
    `insert into bcb.ptax (currency, reference_date, buy_rate, sell_rate, bulletin_at, ingest_id)
     select $1, d::date, 5.0, 5.1, d + time '13:00', $4 from generate_series($2::date, $2::date + ($3 - 1), interval '1 day') d`,
    [currency, from, count, log.id],
  );
}
