// The sample index levels npm start loads: the genuine IBOV 2022 answer as
// exchange rows and the synthetic nine indices as synthetic rows.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleIndices, SAMPLE_INDEX_LAST_DAY } from '../../src/sample/b3-index.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  const results = await loadSampleIndices(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'b3-index'), { progress: false });
  expect(results.map((r) => r.status)).toEqual(Array(1 + 9 * 2).fill('loaded'));
  api = await startApi(env.db);
});
afterAll(() => api?.close());

type Row = { index_code: string; trade_date: string; close_level: number; source: string };
const history = async (body: unknown) => (await (await api.rpc('index_history', body)).json()) as Row[];

describe('the sample index levels through the api', () => {
  it('IBOV 2022 as the exchange published it, the synthetic years as synthetic', async () => {
    expect(new Set((await history({ p_index: 'IBOV', p_from: '2022-01-01', p_to: '2022-12-31' })).map((r) => r.source))).toEqual(new Set(['b3_index_statistics']));
    const recent = await history({ p_index: 'IBOV', p_to: SAMPLE_INDEX_LAST_DAY });
    expect(recent.length).toBeGreaterThan(200);
    expect(new Set(recent.map((r) => r.source))).toEqual(new Set(['synthetic_sample']));
  });

  it('every one of the nine indices answers', async () => {
    for (const index of ['IBOV', 'IBXX', 'IBXL', 'IFIX', 'SMLL', 'IDIV', 'UTIL', 'ICON', 'IMOB']) {
      expect((await history({ p_index: index, p_from: '2026-11-01', p_to: SAMPLE_INDEX_LAST_DAY })).length).toBeGreaterThan(10);
    }
  });
});
