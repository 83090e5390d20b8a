// The sample tape npm start loads: the genuine days as exchange rows, the
// synthetic year as synthetic rows, and every tape endpoint answering.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleTape, sampleTapeRecords } from '../../src/sample/b3-cotahist.js';
import { cotahistText } from '../../src/ingest/b3-cotahist/write.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

describe('the synthetic tape', () => {
  it('is the same text on every run', () => {
    expect(cotahistText(sampleTapeRecords())).toBe(cotahistText(sampleTapeRecords()));
  });
});

describe('the sample tape through the api', () => {
  const env = useIngestDatabase();
  let api: RunningApi;
  beforeAll(async () => {
    const results = await loadSampleTape(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'b3-cotahist'), { progress: false });
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('loaded'));
    api = await startApi(env.db);
  });
  afterAll(() => api?.close());

  it('quote_history serves a genuine day as the exchange file and the synthetic year as synthetic', async () => {
    const genuine = (await (await api.rpc('quote_history', { p_ticker: 'PETR4', p_from: '2022-02-04', p_to: '2022-02-04', p_board: 'cash' })).json()) as { source: string }[];
    expect(genuine.map((r) => r.source)).toEqual(['b3_cotahist']);
    const synthetic = (await (await api.rpc('quote_history', { p_ticker: 'SMPL3', p_from: '2026-01-01', p_to: '2026-01-31' })).json()) as { source: string; board: string }[];
    expect(synthetic.length).toBeGreaterThan(15); // January's business days
    expect(new Set(synthetic.map((r) => `${r.board} ${r.source}`))).toEqual(new Set(['cash synthetic_sample']));
  });

  it('option_exercises serves calls and puts, with the underlying found by ISIN', async () => {
    const rows = (await (await api.rpc('option_exercises', { p_prefix: 'SMPL', p_from: '2025-11-01', p_to: '2026-11-20' })).json()) as { side: string; underlying_ticker: string }[];
    expect(new Set(rows.map((r) => r.side))).toEqual(new Set(['call', 'put']));
    expect(new Set(rows.map((r) => r.underlying_ticker))).toEqual(new Set(['SMPL3']));
  });

  it('option_chain serves the newest session\'s calls and puts with the defaults', async () => {
    const rows = (await (await api.rpc('option_chain', { p_prefix: 'SMPL' })).json()) as { trade_date: string; side: string; expiry: string; source: string }[];
    expect(rows.length).toBe(24);
    expect(new Set(rows.map((r) => r.trade_date))).toEqual(new Set([sampleTapeRecords().map((r) => r.date).sort().at(-1)])); // 2026-11-19: the 20th is a holiday
    expect(new Set(rows.map((r) => r.side))).toEqual(new Set(['call', 'put']));
    expect(rows[0].expiry).toBe('2026-12-18');
  });

  it('quotes serves the renamed ticker under both codes with one ISIN', async () => {
    const res = await api.get('/quotes?ticker=in.(OLDN3,NEWN3)&trade_date=gte.2026-05-28&trade_date=lte.2026-06-02&select=ticker,trade_date,isin&order=trade_date');
    const rows = (await res.json()) as { ticker: string; isin: string }[];
    expect(rows.map((r) => r.ticker)).toEqual(['OLDN3', 'OLDN3', 'NEWN3', 'NEWN3']);
    expect(new Set(rows.map((r) => r.isin)).size).toBe(1);
  });

  it('feeds the typed views: ESPECI at its published positions gives the synthetic shares their segment', async () => {
    const rows = (await (await api.get('/equities?ticker=in.(SMPL3,SMPL4,TEST3)&trade_date=eq.2026-11-19&lot=eq.standard&select=ticker,share_class,governance_segment,source&order=ticker')).json()) as unknown[];
    expect(rows).toEqual([
      { ticker: 'SMPL3', share_class: 'ON', governance_segment: 'NM', source: 'synthetic_sample' },
      { ticker: 'SMPL4', share_class: 'PN', governance_segment: 'N1', source: 'synthetic_sample' },
      { ticker: 'TEST3', share_class: 'ON', governance_segment: null, source: 'synthetic_sample' },
    ]);
    const units = (await (await api.get('/units?ticker=eq.UNIT11&trade_date=eq.2026-11-19&select=ticker,lot')).json()) as unknown[];
    expect(units).toEqual([{ ticker: 'UNIT11', lot: 'standard' }]);
    const fii = (await (await api.get('/fund_quotas?ticker=eq.FAKE11&trade_date=eq.2026-11-19&select=fund_type')).json()) as unknown[];
    expect(fii).toEqual([{ fund_type: 'fii' }]);
  });

  it('holds synthetic forwards (two terms every other session) and monthly auction prints', async () => {
    const termo = (await (await api.rpc('termo_history', { p_codneg: 'SMPL3T', p_from: '2026-11-18', p_to: '2026-11-19' })).json()) as { trade_date: string; term_days: number }[];
    expect(termo.length).toBe(3);
    expect(termo.every((r) => [30, 60].includes(r.term_days))).toBe(true);
    const auctions = (await (await api.get('/auctions?ticker=eq.TEST3&trade_date=gte.2026-01-01&select=trade_date,source&order=trade_date')).json()) as { trade_date: string; source: string }[];
    expect(auctions.map((r) => r.trade_date.slice(0, 7))).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(new Set(auctions.map((r) => r.source))).toEqual(new Set(['synthetic_sample']));
  });
});
