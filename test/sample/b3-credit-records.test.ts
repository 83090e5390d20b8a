// The sample month of ConsolidatedRecords captures npm start loads: every row
// synthetic, one capture per session, the revised session answering its first
// capture before the second was made and the second after, and a session where
// one code printed only its reference price.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleCreditRecords, SAMPLE_CREDIT_FIRST_DAY, SAMPLE_CREDIT_LAST_DAY, SAMPLE_CREDIT_REVISED } from '../../src/sample/b3-credit-records.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  const results = await loadSampleCreditRecords(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'b3-credit-records'), { progress: false });
  expect(new Set(results.map((r) => r.status))).toEqual(new Set(['loaded']));
  api = await startApi(env.db);
});
afterAll(() => api?.close());

type Row = Record<string, string | number | null>;
const history = async (body: unknown) => (await (await api.rpc('credit_market_history', body)).json()) as Row[];
const MONTH = { p_from: SAMPLE_CREDIT_FIRST_DAY, p_to: SAMPLE_CREDIT_LAST_DAY };

describe('the sample debenture captures through the api', () => {
  it('serves each invented code over the month, every row synthetic', async () => {
    for (const code of ['SMPD11', 'SMPD12', 'SMPD21']) {
      const rows = await history({ p_code: code, ...MONTH });
      expect([rows[0].trade_date, rows.at(-1)!.trade_date]).toEqual(['2026-10-01', SAMPLE_CREDIT_LAST_DAY]);
      expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['synthetic_sample']));
    }
    expect(await history({ p_code: 'SMPA11', ...MONTH })).toEqual([]); // the CRA row is not kept
  });

  it('the revised session answers its first capture before the second and the second after (a group gone, a volume revised)', async () => {
    const day = { p_code: 'SMPD11', p_from: SAMPLE_CREDIT_REVISED, p_to: SAMPLE_CREDIT_REVISED };
    const before = await history({ ...day, p_as_of: `${SAMPLE_CREDIT_REVISED}T23:59:00-03:00` });
    const after = await history(day);
    expect(before.map((r) => r.trade_classification)).toEqual(['EXTRAGRUPO', 'INTRAGRUPO', 'EXTRAGRUPO']);
    expect(after.map((r) => [r.settlement_date, r.trade_classification])).toEqual([[SAMPLE_CREDIT_REVISED, 'EXTRAGRUPO'], [SAMPLE_CREDIT_REVISED, 'INTRAGRUPO']]);
    expect(after[0].volume_brl).toBeCloseTo(1.01 * Number(before[0].volume_brl), 2);
    expect(after[0].observed_at).toBe('2026-10-17T00:30:00+00:00');
  });

  it('a session where a code printed only its reference price has NULL trades, never 0', async () => {
    const rows = await history({ p_code: 'SMPD21', ...MONTH });
    const quiet = rows.filter((r) => r.last_price === null);
    expect(quiet.length).toBeGreaterThan(0);
    for (const r of quiet) expect([typeof r.reference_price, r.trade_count, r.quantity, r.volume_brl]).toEqual(['number', null, null, null]);
  });
});
