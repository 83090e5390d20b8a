// coverage() for the markets datasets of the price reports, the consolidated
// trade file and the index statistics: a row per source, and per price report
// the sessions held, the non-session days recorded empty and the weekday gaps.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConsolidatedTradesFile } from '../../src/ingest/b3-consolidated-trades/load.js';
import { consolidatedText } from '../../src/ingest/b3-consolidated-trades/write.js';
import { loadIndexFile } from '../../src/ingest/b3-index/load.js';
import { loadPriceReportFile } from '../../src/ingest/b3-price-report/load.js';
import { priceReportXml } from '../../src/ingest/b3-price-report/write.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { B3_FIXTURES, EMPTY_ZIP, GENUINE_SPRD } from '../helpers/price-report.js';
import { tempDir } from '../ingest/support.js';

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const write = (name: string, bytes: string | Buffer) => (fs.writeFileSync(path.join(dir, name), bytes), path.join(dir, name));
  const options = { ownerUrl: db.superuserUrl, dataDir: dir, progress: false };
  // PR sessions Thu 2026-01-08 and Mon 2026-01-12, Fri 2026-01-09 a non-session day: no gap
  for (const day of ['2026-01-08', '2026-01-12']) {
    await loadPriceReportFile(write(`PR${day.slice(2).replaceAll('-', '')}.xml`, priceReportXml({ created: `${day}T20:00:00`, records: [{ date: day, ticker: 'DI1F27', attributes: { AdjstdQtTax: '13.7' } }] })), options);
  }
  await loadPriceReportFile(write('PR260109.zip', EMPTY_ZIP), options);
  // SPRD sessions 2023-02-02 (genuine) and 2023-02-07 (synthetic): 2023-02-03 and 2023-02-06 missing
  await loadPriceReportFile(GENUINE_SPRD[0], options);
  await loadPriceReportFile(write('SPRD230207.xml', priceReportXml({ report: 'BVBG.187.01', created: '2023-02-07T20:00:00', records: [{ date: '2023-02-07', ticker: 'DI1F27', attributes: { AdjstdQtTax: '13.1' } }] })), { ...options, synthetic: true });
  await loadConsolidatedTradesFile(write('t.csv', consolidatedText('Final', [{ RptDt: '2025-06-10', TckrSymb: 'FIXA11', SgmtNm: 'FORWARD', TradQty: 1 }])), options);
  await loadIndexFile(path.join(B3_FIXTURES, 'IBOV_2022.json'), options);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('coverage of the markets datasets', () => {
  it('a row per source and per price report, with sessions, non-session days and gaps', async () => {
    const res = await api.rpc('coverage', {});
    const rows: Record<string, unknown>[] = await res.json();
    const by = Object.fromEntries(rows.map((r) => [r.dataset, r]));
    expect(Object.keys(by).filter((d) => /^b3-(price-report|consolidated|index)/.test(d)).sort()).toEqual(['b3-consolidated-trades', 'b3-index', 'b3-price-report', 'b3-price-report/BVBG.086.01', 'b3-price-report/BVBG.187.01']);
    expect(by['b3-price-report/BVBG.086.01']).toMatchObject({ source: 'publisher', first_period: '2026-01-08', newest_period: '2026-01-12', complete_through: '2026-01-12', rows: 2, notes: '3 session(s) held, 1 of them empty (non-session days); 0 weekday(s) in the span with no session on record' });
    expect(by['b3-price-report/BVBG.187.01']).toMatchObject({ source: 'publisher+synthetic_sample', first_period: '2023-02-02', newest_period: '2023-02-07', complete_through: '2023-02-02', rows: 1640, notes: '2 session(s) held, 0 of them empty (non-session days); 2 weekday(s) in the span with no session on record' });
    expect(by['b3-consolidated-trades']).toMatchObject({ first_period: '2025-06-10', newest_period: '2025-06-10', rows: 1 });
    expect(by['b3-index']).toMatchObject({ first_period: '2022-01-03', newest_period: '2022-12-29', rows: 250 });
  });
});
