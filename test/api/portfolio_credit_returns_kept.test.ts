// @legs direct
// api.portfolio_credit_returns reads cvm.securit_series_month, which the
// statement triggers on cvm.securit_classe keep: a load through the real loader
// (a newer report version, then a truncate) changes the answer the next call sees.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecuritFile } from '../../src/ingest/cvm-securit-mensal/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';
import { tempDir } from '../ingest/support.js';
import { zipFixture } from '../ingest/cvm-files/support.js';

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;
const { ok } = rpcCalls(() => api, 'portfolio_credit_returns');
const cri = (set: string) => zipFixture(set, 'inf_mensal_cri_2026.zip', (m) => m.includes('_cri_'));

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

describe('portfolio_credit_returns after loads', () => {
  it('answers the newest report version a load wrote, and nothing after a truncate', async () => {
    const options = { ownerUrl: db.superuserUrl, dataDir, progress: false };
    const call = { p_codes: ['26C0000001'], p_from: '2026-06-01', p_to: '2026-06-30' };
    expect(await ok(call)).toEqual([]);

    await loadSecuritFile(await cri('securit-returns'), options);
    const [before] = await ok(call);
    expect(before).toMatchObject({ base_month: '2026-05-01', months: 1, months_computed: 1, pu_base: 919.1, pu_end: 928.291 });
    expect(before.holding_return).toBeCloseTo(928.291 / 919.1 - 1, 10);

    // version 2 of 2026-06 files Valor_Certificados 937573.91 over 1000 certificates
    await loadSecuritFile(await cri('securit-returns-refiled'), options);
    const [after] = await ok(call);
    expect(after).toMatchObject({ months_computed: 1, pu_base: 919.1, pu_end: 937.57391 });
    expect(after.holding_return).toBeCloseTo(937.57391 / 919.1 - 1, 10);

    await withClient(db.superuserUrl, (c) => c.query('truncate cvm.securit_classe'));
    expect(await ok(call)).toEqual([]);
  });
});
