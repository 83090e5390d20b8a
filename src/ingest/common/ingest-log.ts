// ingest.ingest_log: one row per file a loader processed, loaded or failed.
import type pg from 'pg';
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
  const { rows } = await client.query<{ id: string; loaded_at: Date }>(
    `select id, loaded_at from ingest.ingest_log
     where source = $1 and sha256 = $2 and load_key is not distinct from $3 and status = 'loaded'
     order by id desc limit 1`,
    [source, sha256, loadKey],
  );
  return rows[0] ? { id: Number(rows[0].id), loadedAt: rows[0].loaded_at } : null;
}

/** Opens the `loaded` row first, because every landing row references its id; counts come at the end. */
export async function openLoadedRow(client: pg.ClientBase, file: FileFacts): Promise<number> {
  const { rows } = await client.query<{ id: string }>(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, archive_path, fetched_at, synthetic, load_key, code_version)
     values ($1, $2, $3, $4, 'loaded', $5, $6, $7, $8, $9) returning id`,
    [file.source, file.fileName, file.sha256, file.bytes, file.archivePath, file.fetchedAt, file.synthetic, file.loadKey, codeVersion()],
  );
  return Number(rows[0].id);
}

export async function completeLoadedRow(client: pg.ClientBase, id: number, counts: LoadCounts): Promise<void> {
  await client.query(
    `update ingest.ingest_log
     set rows_read = $2, rows_inserted = $3, rows_updated = $4, rows_skipped = $5,
         first_period = $6, last_period = $7, loaded_at = now()
     where id = $1`,
    [id, counts.rowsRead, counts.rowsInserted, counts.rowsUpdated, counts.rowsSkipped, counts.firstPeriod, counts.lastPeriod],
  );
}

export async function insertFailedRow(client: pg.ClientBase, file: FileFacts, error: string): Promise<number> {
  const { rows } = await client.query<{ id: string }>(
    `insert into ingest.ingest_log (source, file_name, sha256, bytes, status, error, archive_path, fetched_at, synthetic, load_key, code_version)
     values ($1, $2, $3, $4, 'failed', $5, $6, $7, $8, $9, $10) returning id`,
    [file.source, file.fileName, file.sha256, file.bytes, error, file.archivePath, file.fetchedAt, file.synthetic, file.loadKey, codeVersion()],
  );
  return Number(rows[0].id);
}
