// npm run ingest -- cvm-fii-mensal / cvm-fidc-mensal as a user runs it: a child
// process against a test database (DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { runScript } from '../../helpers/scripts.js';
import { useIngestDatabase } from '../support.js';
import { fundMonth, zipFixture } from './support.js';

const target = useIngestDatabase();

const ingest = (...args: string[]) => runScript('scripts/ingest.ts', args, { DATABASE_URL: target.db.superuserUrl, DATA_DIR: target.dataDir });

describe('npm run ingest -- cvm-fii-mensal / cvm-fidc-mensal', () => {
  it('loads an FII archive with --file, and a FIDC archive beside a malformed one (exit 1 naming the line)', async () => {
    const fii = await ingest('cvm-fii-mensal', '--file', await zipFixture('fii/fii_2025_rcvm175', 'inf_mensal_fii_2025.zip'));
    expect(fii).toMatchObject({ code: 0, stderr: '' });
    expect(fii.stdout).toMatch(/^inf_mensal_fii_2025\.zip: read 15, inserted 15, updated 0, skipped 0 2025-01-01\.\.2025-02-01 \(ingest_log #\d+\)\n$/);

    const bad = await zipFixture('fidc/fidc_202506_bad_date', 'inf_mensal_fidc_202506.zip');
    const good = await zipFixture('fidc/fidc_2019_hist', 'inf_mensal_fidc_2019.zip');
    const fidc = await ingest('cvm-fidc-mensal', '--file', bad, '--file', good);
    expect(fidc.code).toBe(1);
    expect(fidc.stderr).toContain('error: inf_mensal_fidc_202506.zip member inf_mensal_fidc_tab_IV_202506.csv line 3: "2025-06-31" is not a date YYYY-MM-DD in column DT_COMPTC');
    expect(fidc.stdout).toMatch(/^inf_mensal_fidc_2019\.zip: read 10, inserted 10, updated 0, skipped 0 2019-01-31\.\.2019-02-28/);
    expect((await fundMonth(target.db.superuserUrl, 'fii')).length).toBe(4);
    expect((await fundMonth(target.db.superuserUrl, 'fidc')).length).toBe(2);
  });

  it('refuses bad flags before touching the database, and lists both sources in --help', async () => {
    const month = await ingest('cvm-fidc-mensal', '--from', '2025-13', '--to', '2025-12');
    expect(month.code).toBe(1);
    expect(month.stderr).toContain('error: --from "2025-13" is not a month YYYY-MM');
    const year = await ingest('cvm-fii-mensal', '--year', '25');
    expect(year.stderr).toContain('error: --year "25" is not a year YYYY');
    const help = await ingest('--help');
    expect(help.stdout).toContain('npm run ingest -- cvm-fii-mensal --year YYYY [--year YYYY ...] [--force]');
    expect(help.stdout).toContain('npm run ingest -- cvm-fidc-mensal --from YYYY-MM --to YYYY-MM [--force]');
  });
});
