// Shared by the ingest tests: fixture paths, throwaway DATA_DIRs, and reading
// back what a load left in the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { IngestFileError } from '../../src/ingest/common/errors.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/bcb');
export const REAL_PTAX = path.join(FIXTURES, 'ptax_20250422-20250425.csv');

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

export function tempDir(prefix = 'brfin-ingest-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface PtaxRow {
  currency: string;
  reference_date: string;
  buy_rate: string;
  sell_rate: string;
  buy_parity: string | null;
  sell_parity: string | null;
  bulletin_type: string | null;
  bulletin_at: string;
  ingest_id: string;
}

export function storedPtax(url: string, currency?: string): Promise<PtaxRow[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<PtaxRow>(
      `select currency, reference_date::text, buy_rate::text, sell_rate::text, buy_parity::text, sell_parity::text,
              bulletin_type, bulletin_at::text, ingest_id::text
       from bcb.ptax where $1::text is null or currency = $1 order by currency, reference_date`,
      [currency ?? null],
    );
    return rows;
  });
}

export interface LogRow {
  id: string;
  source: string;
  file_name: string;
  sha256: string;
  bytes: string;
  status: 'loaded' | 'failed';
  rows_read: number;
  rows_inserted: number;
  rows_updated: number;
  rows_skipped: number;
  first_period: string | null;
  last_period: string | null;
  error: string | null;
  archive_path: string | null;
  synthetic: boolean;
}

export function ingestLog(url: string): Promise<LogRow[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<LogRow>(
      `select id::text, source, file_name, sha256, bytes::text, status, rows_read, rows_inserted, rows_updated, rows_skipped,
              first_period::text, last_period::text, error, archive_path, synthetic
       from ingest.ingest_log order by ingest_log.id`,
    );
    return rows;
  });
}

export function ptaxRowCount(url: string): Promise<number> {
  return withClient(url, async (c) => Number((await c.query('select count(*) from bcb.ptax')).rows[0].count));
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
