// One ingest run for one file: hash it, then in a single transaction skip it
// if these bytes were loaded before, archive them, stage the parsed rows with
// COPY, upsert them into the landing table and write the ingest_log row. A
// malformed file rolls back entirely and leaves a `failed` log row (written in
// its own transaction) plus an error naming the file, the line and why.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import pg from 'pg';
import { archiveRawFile } from './archive.js';
import { copyRows } from './copy.js';
import { asIngestFileError, IngestFileError } from './errors.js';
import { digestFile } from './hash.js';
import { completeLoadedRow, findLoaded, insertFailedRow, openLoadedRow, type FileFacts } from './ingest-log.js';
import { byteProgress, progressWanted } from './progress.js';
import type { FileResult, LandingLoader, LoadedFile } from './types.js';
import { checkTarget, upsertSql } from './upsert.js';

export interface IngestFileOptions {
  /** Owner/superuser connection; the run switches to ingest_writer itself. */
  ownerUrl: string;
  dataDir: string;
  /** Load even when these exact bytes were loaded before (still changes no equal row). */
  force?: boolean;
  /** Show a progress bar (only ever on a TTY). Default true. */
  progress?: boolean;
  /** When the bytes were obtained; default now (warehouse time). */
  fetchedAt?: Date;
  /** Name to record; default the file's base name. */
  fileName?: string;
  /** Generated sample data, not a publisher's file: logged as synthetic so the api can say so and real data replaces it. */
  synthetic?: boolean;
}

const WRITER_ROLE = 'ingest_writer';
const STAGE_TABLE = 'pg_temp.ingest_stage';

export async function ingestFile(loader: LandingLoader, filePath: string, options: IngestFileOptions): Promise<FileResult> {
  const fileName = options.fileName ?? path.basename(filePath);
  const digest = await digestFile(filePath).catch((error: Error) => {
    throw new IngestFileError(fileName, null, `cannot read ${filePath}: ${error.message}`, { cause: error });
  });
  const facts: FileFacts = {
    source: loader.source,
    fileName,
    sha256: digest.sha256,
    bytes: digest.bytes,
    archivePath: null,
    fetchedAt: options.fetchedAt ?? new Date(),
    synthetic: options.synthetic ?? false,
  };

  const client = new pg.Client({ connectionString: options.ownerUrl });
  await client.connect();
  try {
    return await loadInOneTransaction(client, loader, filePath, facts, options);
  } catch (error) {
    const failure = asIngestFileError(error, fileName);
    failure.failedLogId = await recordFailure(client, facts, failure.message);
    throw failure;
  } finally {
    await client.end();
  }
}

async function loadInOneTransaction(
  client: pg.Client,
  loader: LandingLoader,
  filePath: string,
  facts: FileFacts,
  options: IngestFileOptions,
): Promise<FileResult> {
  const { target } = loader;
  checkTarget(target);
  await client.query('begin');
  try {
    await client.query(`set local role ${WRITER_ROLE}`);
    // Two runs of the same source wait for each other, so the already-loaded check is exact.
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`ingest:${facts.source}`]);
    if (!options.force) {
      const previous = await findLoaded(client, facts.source, facts.sha256);
      if (previous) {
        await client.query('rollback');
        return { status: 'skipped', fileName: facts.fileName, sha256: facts.sha256, previous };
      }
    }
    // Archived only once it is to be loaded: a skipped file leaves no second copy.
    const archivePath = await archiveRawFile({ ...facts, dataDir: options.dataDir, filePath });
    facts.archivePath = archivePath;
    const ingestId = await openLoadedRow(client, facts);
    await client.query(`create temp table ingest_stage on commit drop as select ${target.columns.join(', ')} from ${target.table} with no data`);

    const progress = byteProgress(facts.fileName, facts.bytes, progressWanted(options.progress));
    let staged: number;
    let recordsRead: (() => number) | undefined;
    try {
      const input = pipeline(fs.createReadStream(filePath), progress.meter, () => {});
      const plan = await loader.stage(input, { fileName: facts.fileName, client });
      recordsRead = plan.recordsRead;
      staged = await copyRows(client, STAGE_TABLE, target.columns, plan.rows);
    } finally {
      progress.stop();
    }

    const written = await client.query<{ inserted: number; updated: number }>(upsertSql(target, STAGE_TABLE), [ingestId]);
    const { inserted, updated } = written.rows[0];
    const period = target.periodColumn
      ? (await client.query<{ first: string | null; last: string | null }>(
          `select min(${target.periodColumn})::text as first, max(${target.periodColumn})::text as last from ${STAGE_TABLE}`,
        )).rows[0]
      : { first: null, last: null };
    const rowsRead = recordsRead ? recordsRead() : staged;
    const result: LoadedFile = {
      status: 'loaded',
      fileName: facts.fileName,
      sha256: facts.sha256,
      bytes: facts.bytes,
      ingestId,
      archivePath,
      rowsRead,
      rowsInserted: inserted,
      rowsUpdated: updated,
      rowsSkipped: rowsRead - inserted - updated,
      firstPeriod: period.first,
      lastPeriod: period.last,
    };
    await completeLoadedRow(client, ingestId, result);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/** The failed row goes in after the rollback, in its own transaction; returns its id (undefined if even that failed). */
async function recordFailure(client: pg.Client, facts: FileFacts, message: string): Promise<number | undefined> {
  try {
    await client.query('begin');
    await client.query(`set local role ${WRITER_ROLE}`);
    const id = await insertFailedRow(client, facts, message);
    await client.query('commit');
    return id;
  } catch {
    await client.query('rollback').catch(() => {});
    return undefined;
  }
}
