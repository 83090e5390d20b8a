// One transaction per request, as PostgREST runs it: BEGIN with the isolation
// and access mode, one `select set_config(...)` carrying the role, its settings
// and the request GUCs, the main statement, COMMIT.
import pg from 'pg';
import type { RoleSettings } from './role-settings.js';

const CONNECT_TIMEOUT_MS = 5000;

/** pool.connect() bounded in time, so a database that does not answer cannot hang a request. */
export function acquire(pool: pg.Pool, timeoutMs = CONNECT_TIMEOUT_MS): Promise<pg.PoolClient> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`timeout after ${timeoutMs} ms acquiring a database connection`));
    }, timeoutMs);
    pool.connect().then(
      (client) => {
        clearTimeout(timer);
        if (timedOut) client.release();
        else resolve(client);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!timedOut) reject(error);
      },
    );
  });
}

export interface RequestGucs {
  role: string;
  claims: string;
  method: string;
  path: string;
  headers: string;
  cookies: string;
  timezone?: string;
}

export interface MainRow {
  total_result_set: string | null;
  page_total: string;
  body: string | null;
  /** First column of the follow-up statement's first row, when one was given. */
  follow_up?: unknown;
}

const ISOLATION_LEVELS: Record<string, string> = {
  'read committed': 'READ COMMITTED',
  'repeatable read': 'REPEATABLE READ',
  serializable: 'SERIALIZABLE',
  'read uncommitted': 'READ UNCOMMITTED',
};

function settingsStatement(schema: string, roleSettings: RoleSettings | undefined, gucs: RequestGucs): { text: string; values: string[] } {
  const values: string[] = [];
  const p = (v: string) => `$${values.push(v)}`;
  const calls = [`set_config('search_path', ${p(`"${schema.replaceAll('"', '""')}"`)}, true)`];
  // role settings go before the role itself (PostgREST #3045), so GRANT SET ON PARAMETER to authenticator works
  for (const [name, value] of roleSettings?.settings ?? []) calls.push(`set_config(${p(name)}, ${p(value)}, true)`);
  calls.push(
    `set_config('role', ${p(gucs.role)}, true)`,
    `set_config('request.jwt.claims', ${p(gucs.claims)}, true)`,
    `set_config('request.method', ${p(gucs.method)}, true)`,
    `set_config('request.path', ${p(gucs.path)}, true)`,
    `set_config('request.headers', ${p(gucs.headers)}, true)`,
    `set_config('request.cookies', ${p(gucs.cookies)}, true)`,
  );
  if (gucs.timezone !== undefined) calls.push(`set_config('timezone', ${p(gucs.timezone)}, true)`);
  return { text: `select ${calls.join(', ')}`, values };
}

export async function runInTransaction(
  pool: pg.Pool,
  opts: {
    schema: string;
    readOnly: boolean;
    roleSettings: RoleSettings | undefined;
    gucs: RequestGucs;
    verify?: (row: MainRow) => void;
    /** Watches the checked-out client while the request runs (cancel on hang-up); returns its disposer. */
    watch?: (client: pg.PoolClient) => () => void;
  },
  statement: { text: string; values: (string | null)[] },
  /** Runs after the main statement in the same transaction (the EXPLAIN of a planned count). */
  followUp?: { text: string; values: (string | null)[] },
): Promise<MainRow> {
  const client = await acquire(pool);
  let broken: unknown;
  // a connection dying while checked out emits 'error' on the client; without a listener that
  // would crash the process (the failing query rejects on its own)
  const onConnectionError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onConnectionError);
  const unwatch = opts.watch?.(client);
  try {
    const isolation = ISOLATION_LEVELS[opts.roleSettings?.isolation?.toLowerCase() ?? ''] ?? 'READ COMMITTED';
    await client.query(`BEGIN ISOLATION LEVEL ${isolation} ${opts.readOnly ? 'READ ONLY' : 'READ WRITE'}`);
    try {
      const settings = settingsStatement(opts.schema, opts.roleSettings, opts.gucs);
      await client.query(settings.text, settings.values);
      const { rows } = await client.query<MainRow>(statement.text, statement.values);
      opts.verify?.(rows[0]);
      if (followUp) {
        const result = await client.query({ text: followUp.text, values: followUp.values, rowMode: 'array' });
        rows[0].follow_up = (result.rows[0] as unknown[] | undefined)?.[0];
      }
      await client.query('COMMIT');
      return rows[0];
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError;
      });
      throw error;
    }
  } catch (error) {
    // a client whose connection failed must not go back to the pool
    if (!(error instanceof pg.DatabaseError)) broken ??= error;
    throw error;
  } finally {
    unwatch?.();
    client.off('error', onConnectionError);
    client.release(broken instanceof Error ? broken : broken ? new Error(String(broken)) : undefined);
  }
}
