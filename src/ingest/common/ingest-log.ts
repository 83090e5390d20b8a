// ingest.ingest_log: one row per file a loader processed, loaded or failed.
import { sql, type Insertable } from 'kysely';
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

/** The newest successful load of exactly these bytes for this source (and load key), if any. */
export async function findLoaded(client: pg.ClientBase, source: string, sha256: string, loadKey: string | null): Promise<PreviousLoad | null> {
  const row = await kyselyOver(client)
    .selectFrom('ingest.ingest_log')
    .select(['id', 'loaded_at'])
    .where('source', '=', source)
    .where('sha256', '=', sha256)
    .where('load_key', 'is not distinct from', loadKey)
    .where('status', '=', 'loaded')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: Number(row.id), loadedAt: row.loaded_at } : null;
}

/** Opens the `loaded` row first, because every landing row references its id; counts come at the end. */
export async function openLoadedRow(client: pg.ClientBase, file: FileFacts): Promise<number> {
  return insertLogRow(client, { ...logValues(file), status: 'loaded' });
}

/** Holds log row `id` (FOR KEY SHARE) until the transaction ends: the one check of the landing rows' ingest_id. */
export async function holdLogRow(client: pg.ClientBase, id: number): Promise<void> {
  await kyselyOver(client).selectFrom('ingest.ingest_log').select('id').where('id', '=', String(id)).forKeyShare().execute();
}

export async function completeLoadedRow(client: pg.ClientBase, id: number, counts: LoadCounts): Promise<void> {
  await kyselyOver(client)
    .updateTable('ingest.ingest_log')
    .set({
      rows_read: counts.rowsRead,
      rows_inserted: counts.rowsInserted,
      rows_updated: counts.rowsUpdated,
      rows_skipped: counts.rowsSkipped,
      first_period: counts.firstPeriod,
      last_period: counts.lastPeriod,
      loaded_at: sql<Date>`now()`,
    })
    .where('id', '=', String(id))
    .execute();
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
