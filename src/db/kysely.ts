// The one way TypeScript queries tables: a Kysely instance typed by the
// generated src/generated/db.ts, over a pg Pool or over one connected client
// (a test's, a loader's inside its transaction). A renamed column then breaks
// the typecheck instead of a query at run time.
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Database } from '../generated/db.js';

export type Db = Kysely<Database>;

/**
 * Kysely over `pool` (ending the instance ends the pool) or over `client`,
 * which stays the caller's: every query runs on that connection, inside
 * whatever transaction it is in, and destroy() leaves it open.
 */
export function kyselyOver(connection: pg.Pool | pg.ClientBase): Db {
  if (connection instanceof pg.Pool) return new Kysely<Database>({ dialect: new PostgresDialect({ pool: connection }) });
  const client = connection;
  const borrowed = { query: client.query.bind(client), release() {} } as PostgresPoolClient;
  const pool: PostgresPool = { connect: async () => borrowed, end: async () => {} };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** A YYYY-MM-DD day as a date operand: Kysely compares with a column's read type (Date), and a JS Date would carry a time zone. */
export function day(iso: string): RawBuilder<Date> {
  return sql<Date>`${iso}::date`;
}
