// Golden PTAX rows written straight into the landing table (the loader has its
// own tests), each case small enough that the rule under test is visible.
// Typed by the generated Kysely types: a renamed column breaks the typecheck.
import { sql, type Insertable } from 'kysely';
import type pg from 'pg';
import { kyselyOver } from '../../src/db/kysely.js';
import type { BcbPtax } from '../../src/generated/db.js';

/** One golden rate: the columns a case varies; bulletin_at is the day at 13:00 and ingest_id a golden log row. */
export type GoldenPtax = Pick<Insertable<BcbPtax>, 'currency' | 'reference_date' | 'buy_rate' | 'sell_rate'>;

async function logRow(client: pg.ClientBase, fileName: string, sha256: string, rowsRead: number, synthetic: boolean): Promise<string> {
  const { id } = await kyselyOver(client)
    .insertInto('ingest.ingest_log')
    .values({ source: 'bcb-ptax', file_name: fileName, sha256, bytes: 0, status: 'loaded', rows_read: rowsRead, fetched_at: sql<Date>`now()`, synthetic })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertPtax(client: pg.ClientBase, rows: GoldenPtax[], opts: { synthetic?: boolean } = {}): Promise<void> {
  const ingestId = await logRow(client, 'golden.csv', '0'.repeat(64), rows.length, opts.synthetic ?? false);
  await kyselyOver(client)
    .insertInto('bcb.ptax')
    .values(rows.map((r) => ({ ...r, bulletin_at: sql<Date>`${r.reference_date}::date + time '13:00'`, ingest_id: ingestId })))
    .execute();
}

/** One row per calendar day (weekends included) from `from`, for `count` days. */
export async function insertDailySeries(client: pg.ClientBase, currency: string, from: string, count: number): Promise<void> {
  const ingestId = await logRow(client, 'series.csv', '1'.repeat(64), 0, false);
  const db = kyselyOver(client);
  await db
    .insertInto('bcb.ptax')
    .columns(['currency', 'reference_date', 'buy_rate', 'sell_rate', 'bulletin_at', 'ingest_id'])
    .expression(
      db
        .selectFrom(sql<{ d: Date }>`generate_series(${from}::date, ${from}::date + (${count}::int - 1), interval '1 day')`.as('s'))
        .select((eb) => [
          eb.val(currency).as('currency'),
          sql<Date>`s::date`.as('reference_date'),
          eb.val('5.0').as('buy_rate'),
          eb.val('5.1').as('sell_rate'),
          sql<Date>`s + time '13:00'`.as('bulletin_at'),
          eb.val(ingestId).as('ingest_id'),
        ]),
    )
    .execute();
}
