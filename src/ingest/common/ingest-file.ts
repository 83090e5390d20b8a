// One ingest run for one file: hash it, then in a single transaction skip it
// if these bytes were loaded before, archive them (under a temporary name until
// COMMIT), and write the parsed rows: COPY straight into the landing table(s)
// when every key is new, else (the first held key rolls that back) COPY into
// stages and upsert on the key; then the loader's after-load step (e.g. a
// derived-table refresh) and the ingest_log row. A malformed file rolls back
// entirely and leaves a `failed` log row (written in its own transaction) plus
// an error naming the file, the line and why. The connection ends its statement
// when the client dies, so a killed run leaves nothing running or half-written.
// Files of one source reuse their sessions (connections.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import pg from 'pg';
import { archivedPath, archiveRawFile, type PendingArchive } from './archive.js';
import { copyRowsWith } from './copy.js';
import { asIngestFileError, IngestFileError } from './errors.js';
import { digestFile } from './hash.js';
import { completeLoadedRowSql, insertFailedRow, openingResult, openingSql, WRITER_ROLE, type FileFacts } from './ingest-log.js';
import { fitsOneInsert, insertRows } from './insert-rows.js';
import { trackCancellable } from './cancel.js';
import { ingestConnection, releaseIngestConnection } from './connections.js';
import { copyIntoMonths, ensureMonthPartitions, isTargetRelation } from './month-partitions.js';
import { byteProgress, progressWanted } from './progress.js';
import type { FileResult, Loader, LoadedFile, RowSource, TableCounts } from './types.js';
import { anyKeyHeld, checkTarget, insertSql, upsertSql, type LandingTarget } from './upsert.js';

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

  const client = await ingestConnection(options.ownerUrl, loader.source);
  const cancel = trackCancellable(client);
  const held: { archive?: PendingArchive } = {};
  let failed = false;
  try {
    return await loadInOneTransaction(client, loader, filePath, facts, options, held);
  } catch (error) {
    failed = true;
    const failure = asIngestFileError(error, fileName);
    failure.failedLogId = await recordFailure(client, facts, failure.message);
    // the failed row points at the copy, for a look at the bad bytes; without that row no copy is kept
    await (failure.failedLogId === undefined ? held.archive?.discard() : held.archive?.keep())?.catch(() => {});
    throw failure;
  } finally {
    cancel.release();
    releaseIngestConnection(client, failed);
  }
}

async function loadInOneTransaction(
  client: pg.Client,
  loader: Loader,
  filePath: string,
  facts: FileFacts,
  options: IngestFileOptions,
  held: { archive?: PendingArchive },
): Promise<FileResult> {
  const tableSet = loader;
  for (const target of tableSet.targets) checkTarget(target);
  // A small file's fixed cost is its round trips: the transaction, the writer
  // role, the source's lock, the already-loaded check, the log row (naming the
  // archive copy made next) and the direct COPY's savepoint go in one (openingSql).
  const archivePath = archivedPath(facts);
  const force = options.force === true;
  const opening = client.query(openingSql(client, { ...facts, archivePath }, force));
  try {
    const opened = openingResult(await opening, force);
    if ('previous' in opened) {
      await client.query('rollback');
      return { status: 'skipped', fileName: facts.fileName, sha256: facts.sha256, previous: opened.previous };
    }
    const { ingestId } = opened;
    // Archived under a temporary name, renamed after COMMIT: a killed run leaves no archived file without its log row.
    const archive = await archiveRawFile({ ...facts, dataDir: options.dataDir, filePath });
    held.archive = archive;
    // a failure from here on records the copy in its failed row
    facts.archivePath = archivePath;

    // A file whose keys are all new (the usual case: a new month, a new session) is
    // COPYed straight into its tables; the first key already held rolls that back
    // and the file is read again through stages and an upsert on the key.
    const stageOnce = (mode: WriteMode) => stageFile(client, tableSet, filePath, facts, options, ingestId, mode);
    let written: WrittenFile;
    try {
      // the savepoint (set with the log row) is released with the COMMIT: nothing rolls back to it after this
      written = await stageOnce('direct');
    } catch (error) {
      if (!isKeyConflict(error, tableSet.targets)) throw error;
      await client.query('rollback to savepoint direct_copy');
      written = await stageOnce('upsert');
    }
    const { tables, recordsRead, first, last } = written;
    await tableSet.afterLoad?.({ client, ingestId, fileName: facts.fileName, tables, first, last });

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
    // the log row's counts and the COMMIT share a round trip
    await client.query(`${completeLoadedRowSql(client, ingestId, result)};\ncommit`);
    await archive.keep();
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

type WriteMode = 'direct' | 'upsert';

interface WrittenFile {
  tables: TableCounts[];
  recordsRead: number | undefined;
  first: string | null;
  last: string | null;
}

/**
 * Reads the file once and writes its rows: 'direct' COPYs into the landing
 * tables (every row new), 'upsert' COPYs into temp stages and then moves each
 * stage into its table in one statement (a plain INSERT when no staged key can
 * be held, an upsert on the key otherwise).
 */
async function stageFile(
  client: pg.Client,
  tableSet: Loader,
  filePath: string,
  facts: FileFacts,
  options: IngestFileOptions,
  ingestId: number,
  mode: WriteMode,
): Promise<WrittenFile> {
  const entries = new Map(
    tableSet.targets.map((target, i) => [target.table, { target, stage: `ingest_stage_${i}`, staged: 0, loads: 0, first: null as string | null, last: null as string | null }]),
  );
  if (mode === 'upsert') {
    for (const { target, stage } of entries.values()) {
      await client.query(`create temp table ${stage} on commit drop as select ${target.columns.join(', ')} from ${target.table} with no data`);
    }
  }
  const progress = byteProgress(facts.fileName, facts.bytes, progressWanted(options.progress));
  let recordsRead: number | undefined;
  try {
    const input = pipeline(fs.createReadStream(filePath), progress.meter, () => {});
    const stageRows = async (table: string, rows: RowSource) => {
      const entry = entries.get(table);
      // nothing to write, no COPY round trip (a small answer leaves most of its tables empty)
      if (entry && Array.isArray(rows) && rows.length === 0) return 0;
      if (!entry) throw new Error(`loader ${facts.source}: ${table} is not one of its targets (${[...entries.keys()].join(', ')})`);
      const { target } = entry;
      const period = target.periodColumn ? target.columns.indexOf(target.periodColumn) : undefined;
      const direct = { constant: { column: 'ingest_id', value: String(ingestId) }, rangeOf: period };
      const copied =
        mode === 'upsert'
          ? await copyRowsWith(client, `pg_temp.${entry.stage}`, target.columns, rows, { rangeOf: period })
          : target.monthPartitioned
            ? await copyIntoMonths(client, target, rows, direct, `load_${ingestId}_${(entry.loads += 1)}`)
            : fitsOneInsert(rows, target.columns.length)
              ? await insertRows(client, target.table, target.columns, rows, direct) // a few rows: one round trip, not a COPY's two
              : await copyRowsWith(client, target.table, target.columns, rows, direct);
      entry.staged += copied.rows;
      if (copied.first !== null && (entry.first === null || copied.first < entry.first)) entry.first = copied.first;
      if (copied.last !== null && (entry.last === null || copied.last > entry.last)) entry.last = copied.last;
      return copied.rows;
    };
    ({ recordsRead } = await tableSet.stageTables(input, { fileName: facts.fileName, filePath, client, stageRows, checkRepeatedKeys: mode === 'upsert' }));
  } finally {
    progress.stop();
  }

  const tables: TableCounts[] = [];
  let first: string | null = null;
  let last: string | null = null;
  for (const entry of entries.values()) {
    const { target, stage, staged } = entry;
    if (mode === 'direct') tables.push({ table: target.table, staged, inserted: staged, updated: 0 });
    else {
      if (staged > 0 && target.monthPartitioned && entry.first !== null && entry.last !== null) await ensureMonthPartitions(client, target, entry.first, entry.last);
      const held = staged > 0 && (await anyKeyHeld(client, target, `pg_temp.${stage}`));
      const sql = held ? upsertSql(target, `pg_temp.${stage}`) : insertSql(target, `pg_temp.${stage}`);
      const counts = staged > 0 ? (await client.query<{ inserted: number; updated: number }>(sql, [ingestId])).rows[0] : { inserted: 0, updated: 0 };
      tables.push({ table: target.table, staged, ...counts });
    }
    if (!target.periodColumn) continue;
    if (entry.first !== null && (first === null || entry.first < first)) first = entry.first;
    if (entry.last !== null && (last === null || entry.last > last)) last = entry.last;
  }
  return { tables, recordsRead, first, last };
}

/** A unique violation on the key of one of the file's own tables, a partition or a load table of one (any other error is the file's). */
function isKeyConflict(error: unknown, targets: readonly LandingTarget[]): boolean {
  const e = error as { code?: string; schema?: string; table?: string };
  return e.code === '23505' && targets.some((t) => isTargetRelation(t, `${e.schema}.${e.table}`));
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
