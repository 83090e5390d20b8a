// The contract between the shared ingest run and one source's loader.
import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { CopyValue } from './copy.js';
import type { LoadCounts, PreviousLoad } from './ingest-log.js';
import type { LandingTarget } from './upsert.js';

export interface StageContext {
  /** The file's name as recorded in ingest_log, for error messages. */
  fileName: string;
  /** Inside the file's transaction, as ingest_writer: a loader may check file-level facts. */
  client: pg.ClientBase;
}

export interface StagedRows {
  /** Values in target.columns order, text as published (numeric text, YYYY-MM-DD dates) or null. */
  rows: Iterable<readonly CopyValue[]> | AsyncIterable<readonly CopyValue[]>;
  /** Source records read, when the loader folds several into one row; defaults to the rows staged. */
  recordsRead?: () => number;
}

/** What a source supplies: where its rows land and how to turn one file into them. */
export interface LandingLoader {
  /** Name in ingest_log.source and in the raw archive path, e.g. bcb-ptax. */
  source: string;
  target: LandingTarget;
  /** Parses the file; throw IngestFileError (file, line, why) for anything malformed. */
  stage(input: Readable, context: StageContext): Promise<StagedRows>;
}

export interface LoadedFile extends LoadCounts {
  status: 'loaded';
  fileName: string;
  sha256: string;
  bytes: number;
  ingestId: number;
  archivePath: string;
}

export interface SkippedFile {
  status: 'skipped';
  fileName: string;
  sha256: string;
  /** The earlier successful load of the same bytes. */
  previous: PreviousLoad;
}

export type FileResult = LoadedFile | SkippedFile;
