// The synthetic FCA ticker lists npm start loads with the sample listed
// companies: through the real loader, labelled synthetic, BETA's ticker change
// resolving in the API, and a second load skipping what is held.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleCompanies, SAMPLE_COMPANIES } from '../../src/sample/cvm-companies.js';
import { loadSampleTickers, SAMPLE_FCA_YEARS, SAMPLE_TICKER_CHANGE } from '../../src/sample/cvm-company-tickers.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { query } from '../ingest/cvm-files/support.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
const dir = () => path.join(env.dataDir, 'sample', 'cvm-companies');
beforeAll(async () => {
  await loadSampleCompanies(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
  const results = await loadSampleTickers(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
  expect(results.map((r) => r.status)).toEqual(Array(SAMPLE_FCA_YEARS.length).fill('loaded'));
  api = await startApi(env.db);
});
afterAll(() => api?.close());

describe('the sample ticker lists', () => {
  it('are loaded as synthetic', async () => {
    expect(await query(env.db.superuserUrl, "select distinct l.synthetic from cvm.company_ticker t join ingest.ingest_log l on l.id = t.ingest_id")).toEqual([{ synthetic: true }]);
  });

  it('BETA\'s new ticker answers BETA\'s statements from its first day', async () => {
    const rows = (await (await api.rpc('balance_sheets', { p_id: SAMPLE_TICKER_CHANGE.new, p_from: '2024-07-01', p_to: '2025-12-31', p_doc_type: 'dfp' })).json()) as Record<string, unknown>[];
    expect([...new Set(rows.map((r) => r.cnpj))]).toEqual([SAMPLE_COMPANIES[1].cnpj]);
    expect([...new Set(rows.map((r) => r.period_end))]).toEqual(['2024-12-31', '2025-12-31']);
  });

  it('a second load skips every file already held', async () => {
    const again = await loadSampleTickers(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
    expect(again.map((r) => r.status)).toEqual(Array(SAMPLE_FCA_YEARS.length).fill('skipped'));
  });
});
