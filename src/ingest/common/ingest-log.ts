// ingest.ingest_log: one row per file a loader processed, loaded or failed.
import type { Insertable } from 'kysely';
import type pg from 'pg';
import { kyselyOver } from '../../db/kysely.js';
import type { IngestIngestLog } from '../../generated/db.js';
import { codeVersion } from './code-version.js';

export interface FileFacts {
  source: string;
  fileName: string;
  sha256: string;
  bytes: number;
  /** Relative to DATA_DIR; null until archived (a failure before that has no copy). */
  archivePath: string | null;
  fetchedAt: Date;
  /** Generated sample data rather than a publisher's file. */
  synthetic: boolean;
  /** What the file stands for when equal bytes can mean different things; null for most sources. */
  loadKey: string | null;
}

export interface LoadCounts {
  rowsRead: number;
  rowsInserted: number;
  rowsUpdated: number;
  rowsSkipped: number;
  firstPeriod: string | null;
  lastPeriod: string | null;
}

export interface PreviousLoad {
  id: number;
  loadedAt: Date;
}

/** The role every ingest transaction writes as. */
export const WRITER_ROLE = 'ingest_writer';

// The statements below travel as simple queries, several per round trip (a small
// file's fixed cost is mostly round trips), so their values are escaped literals.
const literal = (client: pg.Client, v: string | null) => (v === null ? 'null' : client.escapeLiteral(v));

/**
 * The run's opening, one round trip: BEGIN, the writer role, the source's
 * advisory lock (two runs of the same source wait for each other, so the check
 * after it is exact), then, unless forced, the newest successful load of exactly
 * these bytes for this source (and load key). Each is its own statement with its
 * own snapshot, so the look-up sees what a run that held the lock committed.
 */
export function openingSql(client: pg.Client, file: FileFacts, force: boolean): string {
  const statements = ['begin', `set local role ${WRITER_ROLE}`, `select pg_advisory_xact_lock(hashtext(${literal(client, `ingest:${file.source}`)}))`];
  if (!force) {
    statements.push(`select id, loaded_at from ingest.ingest_log
      where source = ${literal(client, file.source)} and sha256 = ${literal(client, file.sha256)}
        and load_key is not distinct from ${literal(client, file.loadKey)} and status = 'loaded'
      order by id desc limit 1`);
  }
  return statements.join(';\n');
}

/** The look-up's answer in openingSql's results (null when forced or never loaded). */
export function previousLoad(results: pg.QueryResult | pg.QueryResult[], force: boolean): PreviousLoad | null {
  if (force) return null;
  const last = Array.isArray(results) ? results[results.length - 1] : results;
  const row = last.rows[0] as { id: string; loaded_at: Date } | undefined;
  return row ? { id: Number(row.id), loadedAt: row.loaded_at } : null;
}

/**
 * One round trip: opens the `loaded` row (first, because every landing row
 * references its id; counts come at the end), holds it FOR KEY SHARE until the
 * transaction ends (the landing tables' ingest_id is checked here, once per file,
 * instead of by a foreign key on every row) and sets the direct COPY's savepoint.
 */
export function openLoadedRowSql(client: pg.Client, file: FileFacts): string {
  const v = logValues(file);
  const insert = `insert into ingest.ingest_log (source, file_name, sha256, bytes, archive_path, fetched_at, synthetic, load_key, code_version, status)
    values (${literal(client, v.source)}, ${literal(client, v.file_name)}, ${literal(client, v.sha256)}, ${integer(v.bytes)}, ${literal(client, v.archive_path)},
            ${literal(client, v.fetched_at.toISOString())}::timestamptz, ${v.synthetic ? 'true' : 'false'}, ${literal(client, v.load_key)}, ${literal(client, v.code_version)}, 'loaded')
    returning id`;
  // currval in a sub-select is evaluated once, so the hold is an index look-up
  const hold = `select id from ingest.ingest_log where id = (select currval(pg_get_serial_sequence('ingest.ingest_log', 'id'))) for key share`;
  return `${insert};\n${hold};\nsavepoint direct_copy`;
}

/** The new row's id in openLoadedRowSql's results. */
export function openedId(results: pg.QueryResult | pg.QueryResult[]): number {
  const first = Array.isArray(results) ? results[0] : results;
  return Number((first.rows[0] as { id: string }).id);
}

/** The loaded row's counts, written at the end, as SQL text that shares the COMMIT's round trip. */
export function completeLoadedRowSql(client: pg.Client, id: number, counts: LoadCounts): string {
  return `update ingest.ingest_log set rows_read = ${integer(counts.rowsRead)}, rows_inserted = ${integer(counts.rowsInserted)},
      rows_updated = ${integer(counts.rowsUpdated)}, rows_skipped = ${integer(counts.rowsSkipped)},
      first_period = ${literal(client, counts.firstPeriod)}, last_period = ${literal(client, counts.lastPeriod)}, loaded_at = now()
    where id = ${integer(id)}`;
}

function integer(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`ingest log: ${n} is not an integer`);
  return String(n);
}

export async function insertFailedRow(client: pg.ClientBase, file: FileFacts, error: string): Promise<number> {
  return insertLogRow(client, { ...logValues(file), status: 'failed', error });
}

function logValues(file: FileFacts) {
  return {
    source: file.source,
    file_name: file.fileName,
    sha256: file.sha256,
    bytes: file.bytes,
    archive_path: file.archivePath,
    fetched_at: file.fetchedAt,
    synthetic: file.synthetic,
    load_key: file.loadKey,
    code_version: codeVersion(),
  };
}

async function insertLogRow(client: pg.ClientBase, row: Insertable<IngestIngestLog>): Promise<number> {
  const { id } = await kyselyOver(client).insertInto('ingest.ingest_log').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}
