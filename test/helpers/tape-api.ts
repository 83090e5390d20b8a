// The gateway over a test database holding the genuine COTAHIST days of
// test/fixtures/b3 and, when given, a file of golden records built for the test:
// the setup every api test of the quote tape shares.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadCotahistFile } from '../../src/ingest/b3-cotahist/load.js';
import { createTestDatabase, type TestDatabase } from './db.js';
import { startApi, type RunningApi } from './api.js';
import { cotahistFile, genuineRecords, recordOf, type GenuineRecord, type QuoteRecord } from './cotahist-file.js';
import { tempDir } from '../ingest/support.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/b3');
/** Genuine daily files of the exchange (provenance: test/fixtures/cvm/genuine/PROVENANCE.md). */
export const GENUINE_DAYS = ['COTAHIST_D25062021.TXT', 'COTAHIST_D03022022.TXT', 'COTAHIST_D04022022.TXT'].map((f) => path.join(FIXTURES, f));

/** Every 01 record of the genuine days, read field by field. */
export function genuineTape(): GenuineRecord[] {
  return GENUINE_DAYS.flatMap((file) => genuineRecords(file).map(recordOf));
}

export interface TapeApi {
  api: () => RunningApi;
  db: () => TestDatabase;
}

export function useTapeApi(golden: QuoteRecord[] = []): TapeApi {
  let db: TestDatabase | undefined;
  let api: RunningApi | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    const dir = tempDir();
    const files = golden.length ? [...GENUINE_DAYS, cotahistFile(dir, 'golden.txt', golden)] : GENUINE_DAYS;
    for (const file of files) {
      const result = await loadCotahistFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
      expect(result.status).toBe('loaded');
    }
    api = await startApi(db);
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });
  return { api: () => api!, db: () => db! };
}

/** GET a view, expecting 200; its rows. */
export async function viewRows(api: RunningApi, pathAndQuery: string): Promise<Record<string, unknown>[]> {
  const res = await api.get(pathAndQuery);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
