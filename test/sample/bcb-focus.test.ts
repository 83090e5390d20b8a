// The synthetic Focus survey npm start loads: deterministic bytes, the four
// endpoints loaded through the real loader, and focus_expectations answering each.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOCUS_ENDPOINTS } from '../../src/ingest/bcb-focus/tables.js';
import { loadSampleFocus, writeSampleFocus } from '../../src/sample/bcb-focus.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('sample Focus answers', () => {
  it('are the same bytes on every run, one Olinda answer per endpoint', () => {
    const [a, b] = [tempDir(), tempDir()];
    const first = writeSampleFocus(a);
    expect(first.map((f) => path.basename(f))).toEqual(FOCUS_ENDPOINTS.map((e) => `focus_${e}_sample.json`));
    expect(first.map(sha)).toEqual(writeSampleFocus(b).map(sha));
    [a, b].forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  });
});

describe('the sample through the api', () => {
  const env = useIngestDatabase();
  let api: RunningApi;
  beforeAll(async () => {
    const results = await loadSampleFocus(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'bcb-focus'), { progress: false });
    expect(results.every((r) => r.status === 'loaded')).toBe(true);
    api = await startApi(env.db);
  });
  afterAll(() => api?.close());

  it.each(FOCUS_ENDPOINTS)('focus_expectations answers %s for October 2026, 30-day basis only', async (endpoint) => {
    const res = await api.rpc('focus_expectations', { p_endpoint: endpoint, p_indicator: endpoint === 'ExpectativasMercadoSelic' ? 'Selic' : 'IPCA', p_from: '2026-10-01', p_to: '2026-10-31' });
    const rows = (await res.json()) as { base_calculo: number; source: string; survey_date: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.base_calculo === 0 && r.source === 'synthetic_sample' && r.survey_date.startsWith('2026-10'))).toBe(true);
  });
});
