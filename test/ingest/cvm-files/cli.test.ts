// npm run ingest for the CVM sources as a user runs it: a child process against a test database.
import { describe, expect, it } from 'vitest';
import { runScript } from '../../helpers/scripts.js';
import { useIngestDatabase } from '../support.js';
import { cvmFixture, rowCount } from './support.js';

const target = useIngestDatabase();

const ingest = (...args: string[]) => runScript('scripts/ingest.ts', args, { DATABASE_URL: target.db.superuserUrl, DATA_DIR: target.dataDir });

describe('npm run ingest -- cvm-*', () => {
  it('lists the CVM sources in --help', async () => {
    const { code, stdout } = await ingest('--help');
    expect(code).toBe(0);
    for (const line of ['npm run ingest -- cvm-cad-fi --file F', 'npm run ingest -- cvm-registro --file F', 'npm run ingest -- cvm-inf-diario --from YYYY-MM --to YYYY-MM']) expect(stdout).toContain(line);
  });

  it('loads files given with --file, reports each, and a bad one fails alone with its line', async () => {
    const run = await ingest('cvm-inf-diario', '--file', cvmFixture('inf_diario_fi_bad_line4.csv'), '--file', cvmFixture('inf_diario_fi_202409.csv'));
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/inf_diario_fi_202409\.csv: read 5, inserted 5/);
    expect(run.stderr).toContain('inf_diario_fi_bad_line4.csv line 4:');
    expect(await rowCount(target.db.superuserUrl, 'cvm.fund_month')).toBe(2);
  });
});
