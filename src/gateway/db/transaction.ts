// One transaction per request, as PostgREST runs it: BEGIN with the isolation
// and access mode, one `select set_config(...)` carrying the role, its settings
// and the request GUCs, the main statement, COMMIT; pipelined into one round
// trip, on prepared statements.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { ApiError } from '../api-error.js';
import { loopStats } from '../loop-stats.js';
import type { RoleSettings } from './role-settings.js';
import { isPrepared, runSingleSync, type MainRow } from './single-sync.js';

const CONNECT_TIMEOUT_MS = 5000;

/** pool.connect() bounded in time, so a database that does not answer cannot hang a request. */
export function acquire(pool: pg.Pool, timeoutMs = CONNECT_TIMEOUT_MS): Promise<pg.PoolClient> {
  // an idle connection and nobody queued before us: the pool hands it over on the next tick, and a
  // timer set and cleared on every request is measurable on a busy gateway
  if (pool.idleCount > 0 && pool.waitingCount === 0) return pool.connect();
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

const ISOLATION_LEVELS: Record<string, string> = {
  'read committed': 'READ COMMITTED',
  'repeatable read': 'REPEATABLE READ',
  serializable: 'SERIALIZABLE',
  'read uncommitted': 'READ UNCOMMITTED',
};

/** The request's GUCs in the settings statement's order, each with the RequestGucs field that holds its value. */
const REQUEST_GUCS = [
  ['role', 'role'],
  ['request.jwt.claims', 'claims'],
  ['request.method', 'method'],
  ['request.path', 'path'],
  ['request.headers', 'headers'],
  ['request.cookies', 'cookies'],
] as const satisfies readonly (readonly [string, keyof RequestGucs])[];

/** The settings statement's text for one shape: read-only or not, how many role settings, a timezone or not. */
function settingsText(readOnly: boolean, roleSettingCount: number, timezone: boolean): string {
  let n = 0;
  const p = () => `$${(n += 1)}`;
  // read-only mode as a setting too, so a request run without BEGIN (single-sync.ts) is read-only all the same
  const calls = readOnly ? [`set_config('transaction_read_only', 'on', true)`] : [];
  calls.push(`set_config('search_path', ${p()}, true)`);
  // role settings go before the role itself (PostgREST #3045), so GRANT SET ON PARAMETER to authenticator works
  for (let i = 0; i < roleSettingCount; i += 1) calls.push(`set_config(${p()}, ${p()}, true)`);
  for (const [guc] of REQUEST_GUCS) calls.push(`set_config('${guc}', ${p()}, true)`);
  if (timezone) calls.push(`set_config('timezone', ${p()}, true)`);
  // one column, not one per setting: the driver describes and parses every column of every row
  // on every request; an array constructor evaluates its elements in order, as a select list does
  return `select cardinality(array[${calls.join(', ')}]) as pgrst_settings`;
}

/** Texts by shape, built once: the same string each time, so its statement name is looked up, not rehashed. */
const settingsTexts = new Map<string, string>();

function settingsStatement(schema: string, roleSettings: RoleSettings | undefined, gucs: RequestGucs, readOnly: boolean): { text: string; values: string[] } {
  const values = [`"${schema.replaceAll('"', '""')}"`];
  const extra = roleSettings?.settings ?? [];
  for (const [name, value] of extra) values.push(name, value);
  for (const [, field] of REQUEST_GUCS) values.push(gucs[field]);
  if (gucs.timezone !== undefined) values.push(gucs.timezone);
  const key = `${readOnly}/${extra.length}/${gucs.timezone !== undefined}`;
  let text = settingsTexts.get(key);
  if (text === undefined) settingsTexts.set(key, (text = settingsText(readOnly, extra.length, gucs.timezone !== undefined)));
  return { text, values };
}

/**
 * A server-side prepared statement per statement text (PostgREST prepares
 * every statement too): the name is a hash of the text, so one request shape
 * is parsed once per connection. Past PREPARED_PER_CONNECTION names on a
 * connection the statement runs unnamed, so arbitrary request shapes cannot
 * grow a backend's memory without bound.
 */
const PREPARED_PER_CONNECTION = 500;

interface PipelinedClient {
  pipeline: boolean;
  connection: { parsedStatements: Record<string, string>; stream: { cork?: () => void; uncork?: () => void } };
}

/** Statement names by text, so the hash is computed once per request shape, not once per request. */
const statementNames = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 2000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_REMEMBERED_NAMES) statementNames.clear();
    name = `brfin_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

function prepared(client: PipelinedClient, text: string): string | undefined {
  const name = statementName(text);
  const parsed = client.connection.parsedStatements;
  if (name in parsed || Object.keys(parsed).length < PREPARED_PER_CONNECTION) return name;
  return undefined;
}

/** The first failure in statement order: later statements only fail because an earlier one aborted the transaction. */
function firstFailure(results: PromiseSettledResult<unknown>[]): unknown {
  for (const result of results) if (result.status === 'rejected') return result.reason;
  return undefined;
}

export async function runInTransaction(
  pool: pg.Pool,
  opts: {
    schema: string;
    readOnly: boolean;
    /** Name the statements and keep them prepared on the connection (default true). */
    prepared?: boolean;
    roleSettings: RoleSettings | undefined;
    gucs: RequestGucs;
    verify?: (row: MainRow) => void;
    /** Watches the checked-out client while the request runs (cancel on hang-up); returns its disposer. */
    /** Watches the checkout; its disposer says whether the connection was sent a cancel (then it is not pooled again). */
    watch?: (client: pg.PoolClient) => () => boolean;
  },
  statement: { text: string; values: (string | null)[] },
  /** Runs after the main statement in the same transaction (the EXPLAIN of a planned count). */
  followUp?: { text: string; values: (string | null)[] },
): Promise<MainRow> {
  const asked = loopStats.active ? performance.now() : 0;
  const client = await acquire(pool);
  if (asked) loopStats.poolAcquired(performance.now() - asked);
  let broken: unknown;
  // a connection dying while checked out emits 'error' on the client; without a listener that
  // would crash the process (the failing query rejects on its own)
  const onConnectionError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onConnectionError);
  const unwatch = opts.watch?.(client);
  const raw = client as unknown as PipelinedClient;
  try {
    const isolation = ISOLATION_LEVELS[opts.roleSettings?.isolation?.toLowerCase() ?? ''] ?? 'READ COMMITTED';
    const settings = settingsStatement(opts.schema, opts.roleSettings, opts.gucs, opts.readOnly);
    const named = opts.prepared ?? true;
    const settingsName = named ? prepared(raw, settings.text) : undefined;
    const mainName = named ? prepared(raw, statement.text) : undefined;
    // a read at the default isolation whose two statements this connection has prepared: one Sync
    if (opts.readOnly && !followUp && isolation === 'READ COMMITTED' && isPrepared(client, settingsName) && isPrepared(client, mainName)) {
      raw.pipeline = false; // the driver takes a submittable only outside pipeline mode; nothing else is queued here
      const row = await runSingleSync(client, { name: settingsName!, values: settings.values }, { name: mainName!, values: statement.values });
      opts.verify?.(row);
      return row;
    }
    // One round trip: pg's pipeline mode writes BEGIN, the settings, the statement (and, for a
    // read-only transaction, COMMIT) at once, each with its own Sync, instead of waiting for
    // each answer. A failure aborts the transaction, so what follows it fails or rolls back
    // (COMMIT of an aborted transaction is a ROLLBACK); the first failure is the answer.
    // A read-write transaction commits only after verify, so a refused call changes nothing.
    raw.pipeline = true;
    raw.connection.stream.cork?.();
    const pending: Promise<unknown>[] = [];
    let main: Promise<pg.QueryResult<MainRow>>;
    let follow: Promise<pg.QueryResult<unknown[]>> | undefined;
    try {
      pending.push(client.query(`BEGIN ISOLATION LEVEL ${isolation} ${opts.readOnly ? 'READ ONLY' : 'READ WRITE'}`));
      pending.push(client.query({ name: settingsName, text: settings.text, values: settings.values }));
      pending.push((main = client.query<MainRow>({ name: mainName, text: statement.text, values: statement.values })));
      if (followUp) pending.push((follow = client.query<unknown[]>({ text: followUp.text, values: followUp.values, rowMode: 'array' })));
      if (opts.readOnly) pending.push(client.query('COMMIT'));
    } finally {
      raw.connection.stream.uncork?.();
    }
    const results = await Promise.allSettled(pending);
    const failure = firstFailure(results);
    if (failure !== undefined) {
      if (!opts.readOnly) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      throw failure;
    }
    const { rows } = await main;
    if (follow) rows[0].follow_up = ((await follow).rows[0] as unknown[] | undefined)?.[0];
    try {
      opts.verify?.(rows[0]);
    } catch (error) {
      if (!opts.readOnly) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      throw error;
    }
    if (!opts.readOnly) await client.query('COMMIT');
    return rows[0];
  } catch (error) {
    // a client whose connection failed must not go back to the pool
    if (!(error instanceof pg.DatabaseError) && !(error instanceof ApiError)) broken ??= error;
    throw error;
  } finally {
    // a cancel request may still be in flight: a pooled connection would get it in its next statement
    if (unwatch?.()) broken ??= new Error('a cancel request was sent on this connection');
    client.off('error', onConnectionError);
    client.release(broken instanceof Error ? broken : broken ? new Error(String(broken)) : undefined);
  }
}
