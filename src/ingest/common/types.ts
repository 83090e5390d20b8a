// The contract between the shared ingest run and one source's loader.
import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { CopyValue } from './copy.js';
import type { LoadCounts, PreviousLoad } from './ingest-log.js';
import type { LandingTarget } from './upsert.js';

export type RowSource = Iterable<readonly CopyValue[]> | AsyncIterable<readonly CopyValue[]>;

export interface StageContext {
  /** The file's name as recorded in ingest_log, for error messages. */
  fileName: string;
  /** The file on disk, for formats that need random access (zip central directory). Read it, never change it. */
  filePath: string;
  /** Inside the file's transaction, as ingest_writer: a loader may check file-level facts. */
  client: pg.ClientBase;
  /**
   * False when the rows go straight into the landing tables, whose keys refuse a
   * key repeated within the file by themselves; the run then reads the file again
   * with true, so a loader that remembers keys to name the repeating line may skip
   * that (and the memory it takes) when false. Default true.
   */
  checkRepeatedKeys?: boolean;
}

export interface StagedRows {
  /** Values in target.columns order, text as published (numeric text, YYYY-MM-DD dates) or null. */
  rows: RowSource;
  /** Source records read, when the loader folds several into one row; defaults to the rows staged. */
  recordsRead?: () => number;
}

export interface AfterLoadContext {
  client: pg.ClientBase;
  ingestId: number;
  fileName: string;
  /** Per landing table: rows staged, inserted and updated by this file. */
  tables: readonly TableCounts[];
}

/**
 * Runs inside the file's transaction (as ingest_writer) after every upsert, e.g.
 * to refresh a derived table from what this file changed; a throw rolls the file back.
 */
export type AfterLoad = (context: AfterLoadContext) => Promise<void>;

/** What a single-table source supplies: where its rows land and how to turn one file into them. */
export interface LandingLoader {
  /** Name in ingest_log.source and in the raw archive path, e.g. bcb-ptax. */
  source: string;
  target: LandingTarget;
  /** Parses the file; throw IngestFileError (file, line, why) for anything malformed. */
  stage(input: Readable, context: StageContext): Promise<StagedRows>;
  afterLoad?: AfterLoad;
}

export interface TableStageContext extends StageContext {
  /** COPYs rows into the stage of one of the loader's targets (by table name); may be called more than once per table. */
  stageRows(table: string, rows: RowSource): Promise<number>;
}

/**
 * A source whose one file fills several landing tables (a zip with one member per
 * table): all of them load in the file's single transaction, or none does.
 */
export interface TableSetLoader {
  source: string;
  targets: readonly LandingTarget[];
  /** Parses the file and calls context.stageRows per table; returns the source records read (default: rows staged). */
  stageTables(input: Readable, context: TableStageContext): Promise<{ recordsRead?: number }>;
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
