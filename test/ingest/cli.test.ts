// npm run ingest as a user runs it: a child process against a test database (DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { runScript } from '../helpers/scripts.js';
import { fixture, REAL_PTAX, storedPtax, useIngestDatabase } from './support.js';

const target = useIngestDatabase();

const ingest = (...args: string[]) => runScript('scripts/ingest.ts', args, { DATABASE_URL: target.db.superuserUrl, DATA_DIR: target.dataDir });

describe('npm run ingest', () => {
  it('--help lists the sources and their flags', async () => {
    const { code, stdout } = await ingest('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('npm run ingest -- bcb-ptax --file F');
    expect(stdout).toContain('npm run ingest -- bcb-ptax --currency X --from YYYY-MM-DD --to YYYY-MM-DD');
    expect(stdout).toMatch(/--force\s+load a file again/);
    expect(stdout).toContain('npm run ingest -- sample [--set NAME ...] [--force]');
  });

  it('loads a file, then reports the same bytes as already loaded', async () => {
    const first = await ingest('bcb-ptax', '--file', REAL_PTAX);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^ptax_20250422-20250425\.csv: read 5, inserted 4, updated 0, skipped 1 2025-04-22\.\.2025-04-25 \(ingest_log #\d+\)\n$/);
    const second = await ingest('bcb-ptax', '--file', REAL_PTAX);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^ptax_20250422-20250425\.csv: skipped, already loaded \(same sha256 as ingest_log #\d+, .*\); use --force to load it again\n$/);
    expect(await storedPtax(target.db.superuserUrl)).toHaveLength(4);
  });

  it('exits 1 when one file fails, after loading the good ones, naming the line', async () => {
    const run = await ingest('bcb-ptax', '--file', fixture('ptax_bad_decimal_line4.csv'), '--file', fixture('ptax_EUR_20250422-20250423.csv'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error: ptax_bad_decimal_line4.csv line 4: "5,7x" is not a decimal in column cotacaoVenda');
    expect(run.stdout).toMatch(/^ptax_EUR_20250422-20250423\.csv: read 6, inserted 2/);
  });

  it('refuses bad flags before touching the database', async () => {
    const run = await ingest('bcb-ptax', '--currency', 'USD', '--from', '2024-02-30', '--to', '2024-12-31');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error: --from "2024-02-30" is not a date YYYY-MM-DD');
  });
});
