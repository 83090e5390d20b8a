// Golden bulletin rows written straight into the b3 landing tables (the loaders
// have their own tests), so each view rule is visible on a handful of rows.
import type pg from 'pg';

async function logRow(client: pg.ClientBase, file: string): Promise<number> {
  const { rows: [log] } = await client.query(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, fetched_at)
     values ('b3-bdi', $1, repeat('0', 64), 0, 'loaded', now()) returning id`,
    [file],
  );
  return Number(log.id);
}

/** Inserts rows (column -> value) into a b3 table; ingest_id is filled in. */
export async function insertB3(client: pg.ClientBase, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const id = await logRow(client, `${table}.golden`);
  await client.query(`insert into b3.${table} select * from json_populate_recordset(null::b3.${table}, $1::json)`, [
    JSON.stringify(rows.map((r) => ({ ...r, ingest_id: id }))),
  ]);
}

export function openPosition(trade_date: string, ticker: string, market: string, quantity: number, value_brl: number, extra: Record<string, unknown> = {}) {
  return { trade_date, ticker, loan_type: 'Voluntário', market, isin: `BR${ticker}`, asset_name: `${ticker} SA`, quantity, average_price: null, value_brl, is_total: market === 'Total', ...extra };
}

export function trade(trade_date: string, trade_number: string, ticker: string, quantity: number, rate_pct: number | null, lender: string, borrower: string, names = true) {
  return {
    trade_date, trade_number, ticker, quantity, rate_pct, market: 'Registro', trade_time: '10:00:00', update_action: 'Inclusão', session_type: 'Regular',
    lender_code: lender, lender_name: names ? `Broker ${lender}` : null, borrower_code: borrower, borrower_name: names ? `Broker ${borrower}` : null,
    layout: names ? 'BTBTrade' : 'NegociosBTB',
  };
}
