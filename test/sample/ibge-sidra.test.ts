// The synthetic IPCA tree npm start loads: deterministic SIDRA answers that the
// real loader reads, and through the api the rules an analyst relies on:
// contributions of any one level add up to the headline, item_number runs on
// across the 2020-01 change of codes, and a "..." gives a NULL contribution.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleSidra, SAMPLE_SIDRA_FIRST_MONTH, SAMPLE_SIDRA_HOLE, SAMPLE_SIDRA_LAST_MONTH, writeSampleSidra } from '../../src/sample/ibge-sidra.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('sample SIDRA answers', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('are the same bytes on every run, one answer per year, table 1419 before 2020 and 7060 after', () => {
    const [a, b] = [tempDir(), tempDir()];
    dirs.push(a, b);
    const first = writeSampleSidra(a);
    expect(first.map((f) => path.basename(f))).toEqual([
      'sidra_1419_2018.json', 'sidra_1419_2019.json',
      ...Array.from({ length: 7 }, (_, i) => `sidra_7060_${2020 + i}.json`),
    ]);
    expect(first.map(sha)).toEqual(writeSampleSidra(b).map(sha));
    const answer = JSON.parse(fs.readFileSync(first[0], 'utf8')) as Record<string, string>[];
    expect(answer[0]).toMatchObject({ D2N: 'Variável', D3N: 'Mês', D4N: 'Geral, grupo, subgrupo, item e subitem' });
  });
});

describe('the sample through the api', () => {
  const env = useIngestDatabase();
  let api: RunningApi;
  beforeAll(async () => {
    const results = await loadSampleSidra(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'ibge-sidra'), { progress: false });
    expect(results.every((r) => r.status === 'loaded')).toBe(true);
    api = await startApi(env.db);
  });
  afterAll(() => api?.close());

  type Row = { reference_month: string; item_number: string; item_code: number; level: number; contribution: number | null; change_month: number | null; source: string; sidra_table: number };
  const call = async (body: unknown): Promise<Row[]> => {
    const res = await api.rpc('inflation_items', body);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it('sums the contributions of each level to the headline change within rounding, every month', async () => {
    const window = { p_from: '2019-01-01', p_to: '2020-12-31' };
    const headline = new Map((await call({ ...window, p_level: 0 })).map((r) => [r.reference_month, r.change_month!]));
    expect(headline.size).toBe(24);
    for (const level of [1, 2, 3, 4]) {
      const sums = new Map<string, number>();
      const incomplete = new Set<string>();
      for (const r of await call({ ...window, p_level: level })) {
        if (r.contribution === null) incomplete.add(r.reference_month);
        sums.set(r.reference_month, (sums.get(r.reference_month) ?? 0) + (r.contribution ?? 0));
      }
      for (const [month, change] of headline) {
        if (incomplete.has(month)) continue; // the "..." month: see the NULL case below
        expect(Math.abs(sums.get(month)! - change), `level ${level} ${month}`).toBeLessThanOrEqual(0.011);
      }
    }
  });

  it('gives NULL contribution where the change is published as "..."', async () => {
    const month = `${SAMPLE_SIDRA_HOLE.month}-01`;
    const rows = await call({ p_item: SAMPLE_SIDRA_HOLE.number, p_from: month, p_to: month });
    expect(rows).toEqual([expect.objectContaining({ item_number: SAMPLE_SIDRA_HOLE.number, change_month: null, contribution: null })]);
  });

  it('keeps item_number continuous across 2019-12 / 2020-01 while the subitem code changes', async () => {
    const rows = await call({ p_item: '1101002', p_from: '2019-11-01', p_to: '2020-02-29' });
    expect(rows.map((r) => [r.reference_month, r.item_number, r.sidra_table])).toEqual([
      ['2019-11-01', '1101002', 1419], ['2019-12-01', '1101002', 1419], ['2020-01-01', '1101002', 7060], ['2020-02-01', '1101002', 7060],
    ]);
    expect(rows[1].item_code).not.toBe(rows[2].item_code);
    expect(rows.every((r) => r.source === 'synthetic_sample')).toBe(true);
  });

  it('refuses more than 1000 rows with how to narrow', async () => {
    const res = await api.rpc('inflation_items', { p_level: null, p_from: `${SAMPLE_SIDRA_FIRST_MONTH}-01`, p_to: `${SAMPLE_SIDRA_LAST_MONTH}-01` });
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(error).toMatchObject({ code: '22023', message: 'inflation_items: the requested window holds more than 1000 rows; refused rather than trimmed' });
    expect(error.hint).toMatch(/pin p_item/);
  });
});
