// The synthetic SGS series npm start loads: deterministic bytes, every registry
// series loaded through the real loader, macro_series answering each label, and
// inflation's chain of the sample IPCA equal to the sample IPCA_12M.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleSgs, writeSampleSgs } from '../../src/sample/bcb-sgs.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const LABELS = ['CDI', 'EURBRL', 'IGPM', 'INPC', 'IPCA', 'PIB', 'POUPANCA', 'SELIC_DIARIA', 'SELIC_META', 'USDBRL'];
const INFLATION_SERIES = 26; // IPCA is among LABELS too

describe('sample SGS answers', () => {
  it('are the same bytes on every run, one answer per series', () => {
    const [a, b] = [tempDir(), tempDir()];
    const first = writeSampleSgs(a);
    expect(first).toHaveLength(LABELS.length + INFLATION_SERIES - 1);
    expect(first.map(sha)).toEqual(writeSampleSgs(b).map(sha));
    const values = JSON.parse(fs.readFileSync(first[0], 'utf8')) as { data: string; valor: string }[];
    expect(values[0]).toEqual({ data: '04/01/2021', valor: expect.stringMatching(/^-?\d+\.\d+$/) });
    [a, b].forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  });
});

describe('the sample through the api', () => {
  const env = useIngestDatabase();
  let api: RunningApi;
  beforeAll(async () => {
    const results = await loadSampleSgs(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'bcb-sgs'), { progress: false });
    expect(results.map((r) => r.status)).toEqual(Array(LABELS.length + INFLATION_SERIES - 1).fill('loaded'));
    api = await startApi(env.db);
  });
  afterAll(() => api?.close());

  it.each(LABELS)('macro_series answers %s with synthetic rows for 2025', async (label) => {
    const res = await api.rpc('macro_series', { p_series: label, p_from: '2025-01-01', p_to: '2025-12-31' });
    const rows = (await res.json()) as { series: string; source: string; frequency: string }[];
    expect(rows.length).toBe(rows[0]?.frequency === 'monthly' ? 12 : rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.every((r) => r.series === label && r.source === 'synthetic_sample')).toBe(true);
  });

  it('inflation answers every series of the family, and the chained sample IPCA equals the sample IPCA_12M', async () => {
    const res = await api.rpc('inflation', { p_from: '2026-10-01', p_to: '2026-10-31' });
    const rows = (await res.json()) as { series: string; value: number; acc_12m: number | null; source: string }[];
    expect(rows).toHaveLength(INFLATION_SERIES);
    expect(rows.every((r) => r.source === 'synthetic_sample')).toBe(true);
    const ipca = rows.find((r) => r.series === 'IPCA')!;
    expect(ipca.acc_12m).not.toBeNull();
    expect(ipca.acc_12m).toBe(rows.find((r) => r.series === 'IPCA_12M')!.value);
  });
});
