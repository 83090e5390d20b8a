// The Python client (clients/python, package brfin) against a live API: its
// unittest suite runs in python3 with the package on PYTHONPATH (standard library
// only, nothing installed), against the gateway over a test database holding ten
// years of synthetic weekday CDI and IBOV rows.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { seedLongSeries } from '../helpers/long-series.js';

const PACKAGE = path.join(REPO_ROOT, 'clients/python');
let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, seedLongSeries);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('the Python client brfin', () => {
  it('passes its unittest suite against the live API', async () => {
    const run = await promisify(execFile)('python3', ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.', '-v'], {
      cwd: PACKAGE,
      env: { PATH: process.env.PATH ?? '', PYTHONPATH: PACKAGE, PYTHONDONTWRITEBYTECODE: '1', BRFIN_TEST_URL: api.baseUrl, BRFIN_TEST_KEY: api.key },
    }).catch((error: { stdout: string; stderr: string; code: number }) => error);
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output).toMatch(/\nOK( \(skipped=1\))?\n/);
    expect(output).toMatch(/test_series_fetches_ten_years_of_daily_cdi_in_one_call .* ok/);
    expect(output).toMatch(/python series: 2609 rows of CDI 2016-01-01\.\.2025-12-31 in 6 requests/);
    // the DataFrame path runs when pandas is importable, else says why in one line
    expect(output).toMatch(/test_to_pandas_parses_dates_and_numbers .* (ok|skipped 'pandas is not installed: the DataFrame path is not tested')/);
  }, 60_000);
});
