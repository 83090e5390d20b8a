// A fresh database per test file, cloned from the migrated template, so files
// run in parallel without seeing each other's rows.
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { ExpressionBuilder, StringReference } from 'kysely';
import { AUTHENTICATOR_ROLE } from '../../src/config.js';
import { kyselyOver, type Db } from '../../src/db/kysely.js';
import { withCredentials, withDatabase } from '../../src/db/runtime.js';

export interface TestDatabase {
  name: string;
  /** Superuser on the clone: set up fixtures, load data. */
  superuserUrl: string;
  /** What the gateway connects as. */
  authenticatorUrl: string;
  drop(): Promise<void>;
}

/** A clone of the migrated template; with `{ empty: true }` an empty database (template0) instead. */
export async function createTestDatabase(opts: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const template = opts.empty ? 'template0' : inject('templateDb');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        // two clones started at the same instant can collide on the template
        if (attempt < 20 && /being accessed by other users/.test(String(error))) {
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
          continue;
        }
        throw error;
      }
    }
  });
  const superuserUrl = withDatabase(serverUrl, name);
  return {
    name,
    superuserUrl,
    authenticatorUrl: withCredentials(superuserUrl, AUTHENTICATOR_ROLE, inject('authenticatorPassword')),
    drop: () => withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`).then(() => undefined)),
  };
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Queries through Kysely typed by the generated schema, on one connection to `url`: a renamed column breaks the typecheck. */
export function readDb<T>(url: string, query: (db: Db) => Promise<T>): Promise<T> {
  return withClient(url, (c) => query(kyselyOver(c)));
}

/** `column::text as column` for each bare column: values as PostgreSQL prints them (numerics keep their scale, dates are YYYY-MM-DD). */
export function asText<DB, TB extends keyof DB, C extends StringReference<DB, TB> & string>(eb: ExpressionBuilder<DB, TB>, ...columns: C[]) {
  return columns.map((column) => eb.cast<string | null>(eb.ref(column), 'text').as(column));
}

