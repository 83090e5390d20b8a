// Golden bulletin rows written straight into the b3 landing tables (the loaders
// have their own tests), so each view rule is visible on a handful of rows.
// Typed by the generated Kysely types: a renamed column breaks the typecheck.
import { sql, type Insertable } from 'kysely';
import type pg from 'pg';
import { kyselyOver } from '../../src/db/kysely.js';
import type { B3LendingTrade, Database } from '../../src/generated/db.js';

/** The b3 landing tables, by bare name. */
export type B3Table = { [K in keyof Database]: K extends `b3.${infer Name}` ? Name : never }[keyof Database];
/** A golden row of b3.<table>: its columns as an insert takes them; ingest_id is filled in. */
export type GoldenB3<T extends B3Table> = Omit<Insertable<Database[`b3.${T}`]>, 'ingest_id'>;

async function logRow(client: pg.ClientBase, file: string): Promise<string> {
  const { id } = await kyselyOver(client)
    .insertInto('ingest.ingest_log')
    .values({ source: 'b3-bdi', file_name: file, sha256: '0'.repeat(64), bytes: 0, status: 'loaded', fetched_at: sql<Date>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts golden rows into b3.<table>; ingest_id is filled in. */
export async function insertB3<T extends B3Table>(client: pg.ClientBase, table: T, rows: GoldenB3<T>[]): Promise<void> {
  const ingestId = await logRow(client, `${table}.golden`);
  // the row type is checked at the call above; Kysely cannot narrow a generic table name here
  const withLog = rows.map((r) => ({ ...r, ingest_id: ingestId })) as Insertable<Database['b3.lending_open_position']>[];
  await kyselyOver(client)
    .insertInto(`b3.${table}` as 'b3.lending_open_position')
    .values(withLog)
    .execute();
}

export function openPosition(
  trade_date: string,
  ticker: string,
  market: string,
  quantity: number,
  value_brl: number,
  extra: Partial<GoldenB3<'lending_open_position'>> = {},
): GoldenB3<'lending_open_position'> {
  return { trade_date, ticker, loan_type: 'Voluntário', market, isin: `BR${ticker}`, asset_name: `${ticker} SA`, quantity, average_price: null, value_brl, is_total: market === 'Total', ...extra };
}

export function trade(
  trade_date: string,
  trade_number: string,
  ticker: string,
  quantity: number,
  rate_pct: number | null,
  lender: string,
  borrower: string,
  names = true,
): Omit<Insertable<B3LendingTrade>, 'ingest_id'> {
  return {
    trade_date, trade_number, ticker, quantity, rate_pct, market: 'Registro', trade_time: '10:00:00', update_action: 'Inclusão', session_type: 'Regular',
    lender_code: lender, lender_name: names ? `Broker ${lender}` : null, borrower_code: borrower, borrower_name: names ? `Broker ${borrower}` : null,
    layout: names ? 'BTBTrade' : 'NegociosBTB',
  };
}
