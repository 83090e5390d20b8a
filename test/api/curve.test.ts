// @legs direct postgrest docker
// api.curve through HTTP: the genuine TaxaSwap of 2014-12-12 served vertex for
// vertex as its text says, hand-made sessions for the defaults, and refusals.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTaxaSwapFile } from '../../src/ingest/b3-taxa-swap/load.js';
import { taxaSwapFile } from '../../src/sample/b3-taxa-swap.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { GENUINE_TAXA_SWAP, GOLDEN, publishedVertices } from '../helpers/taxa-swap.js';
import { tempDir } from '../ingest/support.js';

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  await loadTaxaSwapFile(GENUINE_TAXA_SWAP, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  for (const [day, curves] of Object.entries(GOLDEN)) {
    const file = path.join(dir, `TaxaSwap_${day}.txt`);
    const vertices = Object.entries(curves).flatMap(([curve, vs]) => vs.map(([businessDays, calendarDays, rate, kind, code]) => ({ curve, description: 'golden', calendarDays, businessDays, rate, kind, code })));
    fs.writeFileSync(file, taxaSwapFile(day, vertices));
    await loadTaxaSwapFile(file, { ownerUrl: db.superuserUrl, dataDir: dir, progress: false, synthetic: true });
  }
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'curve');

describe('curve', () => {
  it('serves every vertex of a session as published, shortest first (the genuine APR of 2014-12-12)', async () => {
    const text = fs.readFileSync(GENUINE_TAXA_SWAP, 'latin1');
    const rows = await ok({ p_curve: 'apr', p_trade_date: '2014-12-12' });
    expect(rows.map(({ curve_description, source, ...v }) => v)).toEqual(publishedVertices(text));
    expect(new Set(rows.map((r) => `${r.curve_description}|${r.source}`))).toEqual(new Set([`${text.slice(26, 41).trim()}|b3_taxa_swap`]));
  });

  it("keeps a fixed vertex's nominal code beside its actual calendar days", async () => {
    const rows = await ok({ p_curve: 'APR', p_trade_date: '2014-12-12' });
    expect(rows.find((r) => r.vertex_type === 'F' && r.vertex_code === 30)).toMatchObject({ calendar_days: 31, business_days: 19 });
  });

  it('defaults to the newest session held for the curve', async () => {
    const rows = await ok({ p_curve: 'GLD' });
    expect(rows.map((r) => [r.trade_date, r.business_days, r.rate, r.source])).toEqual([
      ['2024-01-04', 5, 10.2, 'synthetic_sample'],
      ['2024-01-04', 252, 12.1, 'synthetic_sample'],
    ]);
  });

  it('defaults to PRE', async () => {
    expect((await ok({})).map((r) => [r.curve, r.trade_date, r.calendar_days, r.rate])).toEqual([
      ['PRE', '2024-01-02', 1, 11.65],
      ['PRE', '2024-01-02', 366, 10.25],
    ]);
  });

  it('answers [] for a session not held', async () => {
    expect(await ok({ p_curve: 'GLD', p_trade_date: '2024-01-05' })).toEqual([]);
  });

  it('refuses an unknown curve, listing the codes held', async () => {
    const error = await refused({ p_curve: 'XYZ' });
    expect(error.message).toBe("curve: unknown curve 'XYZ'");
    expect(error.details).toBe('Curve codes held: APR, GLD, PRE.');
    expect(error.hint).toMatch(/p_curve/);
  });
});
