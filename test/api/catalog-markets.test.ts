// The catalog's entries for the markets endpoints of the price reports, the
// consolidated trade file and the index statistics, pinned to what the
// functions accept: paged cursors, raise-only refusals, id types and defaults.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { loadConsolidatedTradesFile } from '../../src/ingest/b3-consolidated-trades/load.js';
import { consolidatedText } from '../../src/ingest/b3-consolidated-trades/write.js';
import { loadIndexFile } from '../../src/ingest/b3-index/load.js';
import { loadPriceReportFile } from '../../src/ingest/b3-price-report/load.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { B3_FIXTURES, GENUINE_SPRD } from '../helpers/price-report.js';
import { tempDir } from '../ingest/support.js';

const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8'));
let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir: dir, progress: false };
  await loadPriceReportFile(GENUINE_SPRD[2], options);
  fs.writeFileSync(path.join(dir, 't.csv'), consolidatedText('Final', [{ RptDt: '2025-06-10', TckrSymb: 'FIXA11', SgmtNm: 'FORWARD', TradQty: 1 }]));
  await loadConsolidatedTradesFile(path.join(dir, 't.csv'), options);
  await loadIndexFile(path.join(B3_FIXTURES, 'IBOV_2022.json'), options);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const call = async (fn: string, body: unknown) => {
  const res = await api.rpc(fn, body);
  return { status: res.status, body: await res.json() };
};

describe('catalog entries of the markets endpoints', () => {
  it('the paged functions page by the cursor the catalog names', async () => {
    expect(catalog.limits.page.functions.paged).toMatchObject({ trade_consolidated_history: 'trade_date', index_history: 'trade_date' });
    const trades = await call('trade_consolidated_history', { p_ticker: 'FIXA11', p_after: '' });
    const index = await call('index_history', { p_index: 'IBOV', p_from: '2022-01-01', p_to: '2022-12-31', p_after: '2022-12-28' });
    expect([trades.body.map((r: any) => r.trade_date), index.body.map((r: any) => r.trade_date)]).toEqual([['2025-06-10'], ['2022-12-29']]);
  });

  it('future_series and future_curve are raise-only (no cursor argument)', async () => {
    expect(catalog.limits.page.functions.raise_only).toEqual(expect.arrayContaining(['future_series', 'future_curve']));
    expect((await call('future_series', { p_ticker: 'DI1F27', p_after: '' })).status).toBe(404);
  });

  it('id_types.future is the outright code future_series accepts, and its example is served', async () => {
    const example = /\(e\.g\. ([A-Z0-9]+)\)/.exec(catalog.id_types.future)![1];
    expect((await call('future_series', { p_ticker: example, p_from: '2026-01-12', p_to: '2026-01-12' })).body.map((r: any) => r.ticker)).toEqual([example]);
    expect((await call('future_series', { p_ticker: `${example}0` })).status).toBe(400);
  });

  it('id_types.index names the codes index_history holds, and a code not held is refused listing them', async () => {
    expect(catalog.id_types.index).toMatch(/IBOV/);
    const refused = await call('index_history', { p_index: 'XXXX' });
    expect([refused.status, refused.body.details]).toEqual([400, 'Indices held: IBOV.']);
  });

  it('the asset classes future and index are served by endpoints the catalog lists', () => {
    for (const cls of ['future', 'index']) for (const fn of catalog.asset_classes[cls].served_by) expect(catalog.endpoints).toHaveProperty(fn);
  });

  it('future_curve defaults to DI1 and the newest session held', async () => {
    expect(catalog.defaults.future_curve.p_root).toBe('DI1');
    const rows = (await call('future_curve', {})).body;
    expect([new Set(rows.map((r: any) => r.ticker.slice(0, 3))), new Set(rows.map((r: any) => r.trade_date))]).toEqual([new Set(['DI1']), new Set(['2026-01-12'])]);
  });
});
