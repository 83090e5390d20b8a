// The contract between the shared ingest run and one source's loader.
import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { CopyValue, EncodedRows } from './copy.js';
import type { LoadCounts, PreviousLoad } from './ingest-log.js';
import type { LandingTarget } from './upsert.js';

/** Rows one at a time, in batches (one await per batch instead of one per row), or already in COPY text (the large files' hot path). */
export type RowSource = Iterable<readonly CopyValue[]> | AsyncIterable<readonly CopyValue[]> | RowBatches | EncodedRows;
export interface RowBatches {
  batches: AsyncIterable<readonly (readonly CopyValue[])[]>;
}

export interface StageContext {
  /** The file's name as recorded in ingest_log, for error messages. */
  fileName: string;
  /** The file on disk, for formats that need random access (zip central directory). Read it, never change it. */
  filePath: string;
  /** Inside the file's transaction, as ingest_writer: a loader may check file-level facts. */
  client: pg.ClientBase;
  /** COPYs rows (values in the target's column order) into the stage of one of the loader's targets (by table name); may be called more than once per table. */
  stageRows(table: string, rows: RowSource): Promise<number>;
  /**
   * False when the rows go straight into the landing tables, whose keys refuse a
   * key repeated within the file by themselves; the run then reads the file again
   * with true, so a loader that remembers keys to name the repeating line may skip
   * that (and the memory it takes) when false. Default true.
   */
  checkRepeatedKeys?: boolean;
}

export interface AfterLoadContext {
  client: pg.ClientBase;
  ingestId: number;
  fileName: string;
  /** Per landing table: rows staged, inserted and updated by this file. */
  tables: readonly TableCounts[];
  /** The oldest and newest value of the tables' periodColumn in this file (null when none has one). */
  first: string | null;
  last: string | null;
}

/**
 * Runs inside the file's transaction (as ingest_writer) after every upsert, e.g.
 * to refresh a derived table from what this file changed; a throw rolls the file back.
 */
export type AfterLoad = (context: AfterLoadContext) => Promise<void>;

/**
 * The one loader interface: what a source supplies to the shared ingest run.
 * One file fills one or several landing tables (a zip with one member per
 * table), all in the file's single transaction, or none.
 */
export interface Loader {
  /** Name in ingest_log.source and in the raw archive path, e.g. bcb-ptax. */
  source: string;
  /** Where the rows land: landingTarget(spec) of each table the loader describes. */
  targets: readonly LandingTarget[];
  /**
   * Parses the file and calls context.stageRows per table; returns the source
   * records read (default: rows staged). Throws IngestFileError (file, line, why)
   * for anything malformed.
   */
  stageTables(input: Readable, context: StageContext): Promise<{ recordsRead?: number }>;
  afterLoad?: AfterLoad;
}

export interface TableCounts {
  table: string;
  staged: number;
  inserted: number;
  updated: number;
}

export interface LoadedFile extends LoadCounts {
  status: 'loaded';
  fileName: string;
  sha256: string;
  bytes: number;
  ingestId: number;
  archivePath: string;
  /** Per landing table (one entry for a single-table loader). */
  tables: TableCounts[];
}

export interface SkippedFile {
  status: 'skipped';
  fileName: string;
  sha256: string;
  /** The earlier successful load of the same bytes. */
  previous: PreviousLoad;
}

export type FileResult = LoadedFile | SkippedFile;
