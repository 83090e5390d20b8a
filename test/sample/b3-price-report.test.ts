// The sample settlements npm start loads: the genuine reports as exchange rows,
// the synthetic DI1 years as synthetic rows, and future_series and future_curve answering.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceReportXml } from '../../src/ingest/b3-price-report/write.js';
import { loadSamplePriceReports, SAMPLE_DI1_LAST_DAY, sampleDi1Records } from '../../src/sample/b3-price-report.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

type Row = { ticker: string; trade_date: string; settlement_rate: number; close_px: number | null; source: string };

describe('the synthetic DI1 settlements', () => {
  it('are the same text on every run', () => {
    const write = () => priceReportXml({ created: '2026-11-20T20:00:00', records: sampleDi1Records() });
    expect(write()).toBe(write());
  });
  it('leave the sessions of the genuine files alone', () => {
    const days = new Set(sampleDi1Records().map((r) => r.date));
    expect(['2023-02-02', '2025-02-03', '2026-01-12'].filter((d) => days.has(d))).toEqual([]);
  });
});

describe('the sample settlements through the api', () => {
  const env = useIngestDatabase();
  let api: RunningApi;
  beforeAll(async () => {
    const results = await loadSamplePriceReports(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'b3-price-report'), { progress: false });
    expect(results.map((r) => r.status)).toEqual(Array(4 + 6).fill('loaded')); // 4 genuine files, 6 synthetic years
    api = await startApi(env.db);
  });
  afterAll(() => api?.close());
  const rpc = async (fn: string, body: unknown) => (await (await api.rpc(fn, body)).json()) as Row[];

  it('future_series serves a genuine session as the exchange file and the synthetic years as synthetic', async () => {
    const rows = await rpc('future_series', { p_ticker: 'DI1F27', p_from: '2026-01-09', p_to: '2026-01-13' });
    expect(rows.map((r) => [r.trade_date, r.source])).toEqual([['2026-01-09', 'synthetic_sample'], ['2026-01-12', 'b3_derivatives_report'], ['2026-01-13', 'synthetic_sample']]);
    expect((await rpc('future_series', { p_ticker: 'DI1F19', p_from: '2018-01-02', p_to: '2018-01-02' })).map((r) => r.source)).toEqual(['b3_price_report']);
  });

  it('future_series answers with the default window, the 12 months before p_to', async () => {
    const rows = await rpc('future_series', { p_ticker: 'DI1F28', p_to: SAMPLE_DI1_LAST_DAY });
    expect([rows[0].trade_date, rows.at(-1)!.trade_date]).toEqual(['2025-11-21', '2026-11-19']); // 2025-11-20 is a holiday, so is 2026-11-20
  });

  it('future_curve serves the newest session of DI1 with its defaults, nearest expiry first', async () => {
    const rows = await rpc('future_curve', {});
    expect(rows.map((r) => r.ticker)).toEqual(['DI1Z26', 'DI1F27', 'DI1G27', 'DI1F28', 'DI1F29', 'DI1F30', 'DI1F31', 'DI1F32']);
    expect(new Set(rows.map((r) => r.trade_date))).toEqual(new Set(['2026-11-19'])); // the 20th is a holiday
  });
});
