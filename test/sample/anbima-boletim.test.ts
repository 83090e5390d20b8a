// The sample ANBIMA bulletin npm start loads: one synthetic edition, logged as
// synthetic, its workbook written once (a second call skips the same bytes).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadSampleBoletim, SAMPLE_BOLETIM_FILE } from '../../src/sample/anbima-boletim/index.js';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { withClient } from '../helpers/db.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
const dir = () => path.join(env.dataDir, 'sample', 'anbima-boletim');

describe('the anbima-boletim sample set', () => {
  it('is registered and says it is synthetic', () => {
    expect(SAMPLE_SETS.find((s) => s.name === 'anbima-boletim')).toMatchObject({ sources: ['anbima-boletim'], description: expect.stringMatching(/synthetic .*\(not ANBIMA figures\)$/) });
  });

  it('writes the workbook and loads it as synthetic; a second call skips it', async () => {
    const [first] = await loadSampleBoletim(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
    expect(first).toMatchObject({ status: 'loaded', lastPeriod: '2026-10-01' });
    expect(fs.existsSync(path.join(dir(), SAMPLE_BOLETIM_FILE))).toBe(true);
    const log = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('ingest.ingest_log').select(['source', 'synthetic']).execute());
    expect(log).toEqual([{ source: 'anbima-boletim', synthetic: true }]);
    expect((await loadSampleBoletim(env.db.superuserUrl, env.dataDir, dir(), { progress: false }))[0]).toMatchObject({ status: 'skipped' });
  });
});
