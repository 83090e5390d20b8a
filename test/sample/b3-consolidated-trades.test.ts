// The sample month of the consolidated trade file npm start loads: every row
// synthetic, a Parcial then Final session, the newest still Parcial, a session
// without a trade carrying only the reference price.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleConsolidatedTrades, SAMPLE_TRADES_LAST_DAY, SAMPLE_TRADES_NO_TRADE, SAMPLE_TRADES_PARCIAL_THEN_FINAL } from '../../src/sample/b3-consolidated-trades.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  const results = await loadSampleConsolidatedTrades(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'b3-consolidated-trades'), { progress: false });
  expect(new Set(results.map((r) => r.status))).toEqual(new Set(['loaded']));
  api = await startApi(env.db);
});
afterAll(() => api?.close());

type Row = Record<string, string | number | null>;
const history = async (body: unknown) => (await (await api.rpc('trade_consolidated_history', body)).json()) as Row[];

describe('the sample consolidated trades through the api', () => {
  it('serves a FORWARD ticker over the month, every row synthetic, the Final replacing the Parcial', async () => {
    const rows = await history({ p_ticker: 'SMPF11' });
    expect([rows[0].trade_date, rows.at(-1)!.trade_date]).toEqual(['2026-10-01', SAMPLE_TRADES_LAST_DAY]);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['synthetic_sample']));
    expect(rows.find((r) => r.trade_date === SAMPLE_TRADES_PARCIAL_THEN_FINAL)!.file_status).toBe('Final');
    expect(rows.at(-1)!.file_status).toBe('Parcial');
  });

  it('a session without a trade carries only ref_price', async () => {
    const [row] = await history({ p_ticker: SAMPLE_TRADES_NO_TRADE.ticker, p_from: SAMPLE_TRADES_NO_TRADE.day, p_to: SAMPLE_TRADES_NO_TRADE.day });
    expect([typeof row.ref_price, row.last_price, row.trade_count]).toEqual(['number', null, null]);
  });

  it('a CASH ticker is refused with a pointer to quote_history', async () => {
    const res = await api.rpc('trade_consolidated_history', { p_ticker: 'SMPL3' });
    expect(res.status).toBe(400);
    expect((await res.json()).details).toMatch(/segment CASH/);
  });
});
