// The synthetic IPE filings npm start loads with the sample listed companies:
// through the real loader, labelled synthetic in the API, the re-filed material
// fact served at version 2, the protocol-less line not landed, and a second
// load skipping what is held.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleCompanies, SAMPLE_COMPANIES } from '../../src/sample/cvm-companies.js';
import { loadSampleTickers } from '../../src/sample/cvm-company-tickers.js';
import { loadSampleEvents, SAMPLE_EVENTS, SAMPLE_IPE_YEARS } from '../../src/sample/cvm-company-events.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
const dir = () => path.join(env.dataDir, 'sample', 'cvm-companies');
beforeAll(async () => {
  await loadSampleCompanies(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
  await loadSampleTickers(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
  const results = await loadSampleEvents(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
  expect(results.map((r) => r.status)).toEqual(Array(SAMPLE_IPE_YEARS.length).fill('loaded'));
  api = await startApi(env.db);
});
afterAll(() => api?.close());

describe('the sample IPE filings', () => {
  it('answer as synthetic_sample, each protocol at its newest version, the protocol-less line absent', async () => {
    const rows = (await (await api.rpc('company_events', { p_id: 'ALFA3', p_from: '2024-01-01', p_to: '2025-12-31' })).json()) as Record<string, unknown>[];
    const alfa = SAMPLE_EVENTS.filter((e) => e.company === 0);
    expect(rows.map((r) => [r.protocol, r.version, r.source])).toEqual([['990001IPE00004', 1, 'synthetic_sample'], ['990001IPE00003', 2, 'synthetic_sample']]);
    expect(new Set(alfa.map((e) => e.protocol)).size).toBe(rows.length);
    const gama = (await (await api.rpc('company_events', { p_id: SAMPLE_COMPANIES[2].cnpj, p_from: '2024-01-01', p_to: '2025-12-31' })).json()) as Record<string, unknown>[];
    expect(gama.map((r) => r.subject)).not.toContain('Comunicado sem protocolo');
  });

  it('a second load skips every file already held', async () => {
    const again = await loadSampleEvents(env.db.superuserUrl, env.dataDir, dir(), { progress: false });
    expect(again.map((r) => r.status)).toEqual(Array(SAMPLE_IPE_YEARS.length).fill('skipped'));
  });
});
