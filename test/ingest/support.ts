// Shared by the ingest tests: fixture paths, throwaway DATA_DIRs, and reading
// back what a load left in the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import type { Database } from '../../src/generated/db.js';
import { IngestFileError } from '../../src/ingest/common/errors.js';
import type { DownloadOptions, FileResult } from '../../src/ingest/common/index.js';
import type { FlagValues, RunContext } from '../../src/ingest/command.js';
import { prepareRun, runPlan } from '../../src/ingest/run-source.js';
import type { AnySource } from '../../src/ingest/source.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/bcb');
export const REAL_PTAX = path.join(FIXTURES, 'ptax_20250422-20250425.csv');

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

export function tempDir(prefix = 'brfin-ingest-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** bcb.ptax as stored, dates and numbers as PostgreSQL prints them, ordered by currency and day. */
export function storedPtax(url: string, currency?: string) {
  return withClient(url, (c) => {
    let query = kyselyOver(c)
      .selectFrom('bcb.ptax')
      .select((eb) => [
        'currency',
        eb.cast<string>('reference_date', 'text').as('reference_date'),
        eb.cast<string>('buy_rate', 'text').as('buy_rate'),
        eb.cast<string>('sell_rate', 'text').as('sell_rate'),
        eb.cast<string | null>('buy_parity', 'text').as('buy_parity'),
        eb.cast<string | null>('sell_parity', 'text').as('sell_parity'),
        'bulletin_type',
        eb.cast<string>('bulletin_at', 'text').as('bulletin_at'),
        'ingest_id',
      ])
      .orderBy('currency')
      .orderBy('reference_date');
    if (currency !== undefined) query = query.where('currency', '=', currency);
    return query.execute();
  });
}

/** ingest.ingest_log in load order, periods as PostgreSQL prints them. */
export function ingestLog(url: string) {
  return withClient(url, (c) =>
    kyselyOver(c)
      .selectFrom('ingest.ingest_log')
      .select((eb) => [
        'id',
        'source',
        'file_name',
        'sha256',
        'bytes',
        eb.cast<'loaded' | 'failed'>('status', 'text').as('status'),
        'rows_read',
        'rows_inserted',
        'rows_updated',
        'rows_skipped',
        eb.cast<string | null>('first_period', 'text').as('first_period'),
        eb.cast<string | null>('last_period', 'text').as('last_period'),
        'error',
        'archive_path',
        'synthetic',
      ])
      .orderBy('id')
      .execute(),
  );
}

/** Rows held in one table or view. */
export function rowCount(url: string, table: keyof Database): Promise<number> {
  return withClient(url, async (c) => {
    const { n } = await kyselyOver(c).selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  });
}

export function ptaxRowCount(url: string): Promise<number> {
  return rowCount(url, 'bcb.ptax');
}

/** What a caller of the API sees: api.ptax as the anon role. */
export function apiPtaxAsAnon(url: string, currency: string, from: string, to: string) {
  return withClient(url, async (c) => {
    await c.query('begin');
    try {
      await c.query('set local role anon');
      const { rows } = await c.query('select * from api.ptax($1, $2, $3)', [currency, from, to]);
      return rows.map((r) => ({ ...r, reference_date: isoDay(r.reference_date) }));
    } finally {
      await c.query('rollback');
    }
  });
}

// node-pg turns a date into a local-midnight Date; print it back as the day it was.
function isoDay(value: Date): string {
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}

/** A fresh migrated database and an empty DATA_DIR for the tests of one file or describe block. */
export function useIngestDatabase(): { db: TestDatabase; dataDir: string } {
  const env = {} as { db: TestDatabase; dataDir: string };
  beforeAll(async () => {
    env.db = await createTestDatabase();
    env.dataDir = tempDir();
  });
  afterAll(async () => {
    await env.db?.drop();
    if (env.dataDir) fs.rmSync(env.dataDir, { recursive: true, force: true });
  });
  return env;
}

/** The error a refused file must fail with (file, line, why); fails the test on success or on another error. */
export async function expectIngestFileError(attempt: Promise<unknown>): Promise<IngestFileError> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IngestFileError);
  return error as IngestFileError;
}

export interface OnlineOptions {
  ownerUrl: string;
  dataDir: string;
  baseUrl?: string;
  download?: DownloadOptions;
  force?: boolean;
  progress?: boolean;
  onNote?: (what: string, why: string) => void;
}

/**
 * Runs a source's online mode through the one loop (run-source.ts): its flags
 * (prepareRun), or a plan no flags can say (runPlan). Returns what loaded; the
 * first failure, if any, rejects.
 */
export async function fetchOnline(source: AnySource, ask: { flags: FlagValues } | { plan: unknown }, options: OnlineOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const failures: Error[] = [];
  const context: RunContext = { ...options, force: options.force ?? false, progress: false, onResult: (r) => results.push(r), onFailure: (e) => failures.push(e) };
  await ('flags' in ask ? prepareRun(source, ask.flags)(context) : runPlan(source, ask.plan, context));
  if (failures.length) throw failures[0];
  return results;
}
