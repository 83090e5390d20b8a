// One ingest run for one file: hash it, then in a single transaction skip it
// if these bytes were loaded before, archive them, stage the parsed rows with
// COPY, upsert them into the landing table(s), run the loader's after-load step
// (e.g. a derived-table refresh) and write the ingest_log row. A
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
import type { FileResult, Loader, LoadedFile, RowSource, TableCounts } from './types.js';
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
  /**
   * What the file stands for, when the same bytes can stand for different things
   * (two holidays' identical "no result" answers for two sessions): the same bytes
   * are then skipped only when loaded before under the same key.
   */
  loadKey?: string;
}

const WRITER_ROLE = 'ingest_writer';

export async function ingestFile(loader: Loader, filePath: string, options: IngestFileOptions): Promise<FileResult> {
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
    loadKey: options.loadKey ?? null,
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
  loader: Loader,
  filePath: string,
  facts: FileFacts,
  options: IngestFileOptions,
): Promise<FileResult> {
  const tableSet = loader;
  for (const target of tableSet.targets) checkTarget(target);
  await client.query('begin');
  try {
    await client.query(`set local role ${WRITER_ROLE}`);
    // Two runs of the same source wait for each other, so the already-loaded check is exact.
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`ingest:${facts.source}`]);
    if (!options.force) {
      const previous = await findLoaded(client, facts.source, facts.sha256, facts.loadKey);
      if (previous) {
        await client.query('rollback');
        return { status: 'skipped', fileName: facts.fileName, sha256: facts.sha256, previous };
      }
    }
    // Archived only once it is to be loaded: a skipped file leaves no second copy.
    const archivePath = await archiveRawFile({ ...facts, dataDir: options.dataDir, filePath });
    facts.archivePath = archivePath;
    const ingestId = await openLoadedRow(client, facts);
    const stages = new Map(tableSet.targets.map((target, i) => [target.table, { target, stage: `pg_temp.ingest_stage_${i}`, staged: 0 }]));
    for (const { target, stage } of stages.values()) {
      await client.query(`create temp table ${stage.slice('pg_temp.'.length)} on commit drop as select ${target.columns.join(', ')} from ${target.table} with no data`);
    }

    const progress = byteProgress(facts.fileName, facts.bytes, progressWanted(options.progress));
    let recordsRead: number | undefined;
    try {
      const input = pipeline(fs.createReadStream(filePath), progress.meter, () => {});
      const stageRows = async (table: string, rows: RowSource) => {
        const entry = stages.get(table);
        if (!entry) throw new Error(`loader ${facts.source}: ${table} is not one of its targets (${[...stages.keys()].join(', ')})`);
        const n = await copyRows(client, entry.stage, entry.target.columns, rows);
        entry.staged += n;
        return n;
      };
      ({ recordsRead } = await tableSet.stageTables(input, { fileName: facts.fileName, filePath, client, stageRows }));
    } finally {
      progress.stop();
    }

    const tables: TableCounts[] = [];
    let first: string | null = null;
    let last: string | null = null;
    for (const { target, stage, staged } of stages.values()) {
      const written = await client.query<{ inserted: number; updated: number }>(upsertSql(target, stage), [ingestId]);
      tables.push({ table: target.table, staged, ...written.rows[0] });
      if (!target.periodColumn) continue;
      const period = (
        await client.query<{ first: string | null; last: string | null }>(`select min(${target.periodColumn})::text as first, max(${target.periodColumn})::text as last from ${stage}`)
      ).rows[0];
      if (period.first !== null && (first === null || period.first < first)) first = period.first;
      if (period.last !== null && (last === null || period.last > last)) last = period.last;
    }
    await tableSet.afterLoad?.({ client, ingestId, fileName: facts.fileName, tables });

    const inserted = sum(tables.map((t) => t.inserted));
    const updated = sum(tables.map((t) => t.updated));
    const rowsRead = recordsRead ?? sum(tables.map((t) => t.staged));
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
      firstPeriod: first,
      lastPeriod: last,
      tables,
    };
    await completeLoadedRow(client, ingestId, result);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
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
