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
 * advisory lock (two runs of the same source wait for each other, so what
 * follows it is exact); unless forced, the newest successful load of exactly
 * these bytes for this source (and load key); the `loaded` row for this run,
 * unless that look-up found one (its id comes first, because every landing row
 * references it; the counts come at the end); the direct COPY's savepoint. Each
 * is its own statement with its own snapshot, so the look-up and the insert see
 * what a run that held the lock before committed. The landing rows' ingest_id
 * needs no other check: the row is this transaction's own insert, which no other
 * transaction sees (or can delete) before the commit that shows the landing rows.
 */
export function openingSql(client: pg.Client, file: FileFacts, force: boolean): string {
  const v = logValues(file);
  const sameBytes = `from ingest.ingest_log
      where source = ${literal(client, file.source)} and sha256 = ${literal(client, file.sha256)}
        and load_key is not distinct from ${literal(client, file.loadKey)} and status = 'loaded'`;
  const insert = `insert into ingest.ingest_log (source, file_name, sha256, bytes, archive_path, fetched_at, synthetic, load_key, code_version, status)
    select ${literal(client, v.source)}, ${literal(client, v.file_name)}, ${literal(client, v.sha256)}, ${integer(v.bytes)}, ${literal(client, v.archive_path)},
           ${literal(client, v.fetched_at.toISOString())}::timestamptz, ${v.synthetic ? 'true' : 'false'}, ${literal(client, v.load_key)}, ${literal(client, v.code_version)}, 'loaded'
    ${force ? '' : `where not exists (select 1 ${sameBytes})`}
    returning id`;
  return [
    'begin',
    `set local role ${WRITER_ROLE}`,
    `select pg_advisory_xact_lock(hashtext(${literal(client, `ingest:${file.source}`)}))`,
    ...(force ? [] : [`select id, loaded_at ${sameBytes} order by id desc limit 1`]),
    insert,
    'savepoint direct_copy',
  ].join(';\n');
}

/** What openingSql found: the previous load of the same bytes (the run is then a skip), else the id of the row it opened. */
export function openingResult(results: pg.QueryResult | pg.QueryResult[], force: boolean): { previous: PreviousLoad } | { ingestId: number } {
  const all = Array.isArray(results) ? results : [results];
  const row = (i: number) => all[i]?.rows[0] as Record<string, unknown> | undefined;
  const previous = force ? undefined : (row(3) as { id: string; loaded_at: Date } | undefined);
  if (previous) return { previous: { id: Number(previous.id), loadedAt: previous.loaded_at } };
  const opened = row(force ? 3 : 4) as { id: string } | undefined;
  if (!opened) throw new Error('ingest log: the opening inserted no row and found no previous load');
  return { ingestId: Number(opened.id) };
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
