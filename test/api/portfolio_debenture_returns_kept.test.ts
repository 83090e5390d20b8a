// @legs direct
// api.portfolio_debenture_returns reads cvm.cda_debenture_month, which the
// statement triggers on cvm.cda_blc_4 keep: loads through the real CDA loader
// (a first filing, then a refiling whose upsert rewrites lines and whose trim
// drops one) and a truncate change the answer the next call sees.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCdaFile } from '../../src/ingest/cvm-cda/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';
import { tempDir } from '../ingest/support.js';
import { zipFixture } from '../ingest/cvm-files/support.js';

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;
const { ok } = rpcCalls(() => api, 'portfolio_debenture_returns');

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('portfolio_debenture_returns after loads', () => {
  it('answers the funds the loads left, and nothing after a truncate', async () => {
    const options = { ownerUrl: db.superuserUrl, dataDir, progress: false };
    const call = { p_codes: ['PETR16'], p_from: '2025-09-01', p_to: '2025-09-30' };
    expect(await ok(call)).toEqual([]);

    // three funds mark PETR16 in 2025-09: 105000.50 / 100, (52000 + 31000) / (50 + 30), 10400 / 10; the lower median is 1040
    await loadCdaFile(await zipFixture('cda', 'cda_fi_202509.zip'), options);
    const [first] = await ok(call);
    expect(first).toMatchObject({ code: 'PETR16', end_month: '2025-09-01', n_funds_base: 0, n_funds_end: 3, mark_base: null, mark_end: 1040, gap_month: '2025-08-01', gap_reason: 'not_held' });
    expect([1050.005, 1037.5, 1040].sort((a, b) => a - b)[1]).toBe(1040);

    // the refiling leaves two funds (1050.005 and 88000 / 80 = 1100): too few for a median
    await loadCdaFile(await zipFixture('cda-debenture-refiled', 'cda_fi_202509.zip'), options);
    const [second] = await ok(call);
    expect(second).toMatchObject({ n_funds_end: 2, mark_end: null, months_marked: 0, gap_month: '2025-08-01', gap_reason: 'not_held' });
    const [wider] = await ok({ p_codes: ['PETR16'], p_from: '2025-10-01', p_to: '2025-10-31' });
    expect(wider).toMatchObject({ base_month: '2025-09-01', n_funds_base: 2, mark_base: null, gap_month: '2025-09-01', gap_reason: 'too_few_funds' });

    await withClient(db.superuserUrl, (c) => c.query('truncate cvm.cda_blc_4'));
    expect(await ok(call)).toEqual([]);
  });
});
