// The sample FNET listings npm start loads: every sample FIDC and FII fund's
// monthly structured reports, loaded as synthetic, answering screen_late_filers
// with rows computed independently from the generated listings.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleFnet, sampleFnetDocuments, sampleRestatementListing, SAMPLE_FNET_FIRST_MONTH, SAMPLE_RESTATED_BODIES, SAMPLE_RESTATED_FUND } from '../../src/sample/b3-fnet.js';
import { sampleFundsOf } from '../../src/sample/cvm-universe.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  const results = await loadSampleFnet(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'b3-fnet'), { progress: false });
  expect(results.length).toBeGreaterThan(50);
  expect(results.every((r) => r.status === 'loaded')).toBe(true);
  api = await startApi(env.db);
});
afterAll(() => api?.close());

/** Late months per fund by the screen's rule, from the generated listing (not from the database). */
function expectedLateFunds(end: string, months: number, minDaysLate: number, minLate: number): string[] {
  const [ey, em] = end.split('-').map(Number);
  const from = new Date(Date.UTC(ey, em - months, 1)).toISOString().slice(0, 7);
  const out: string[] = [];
  for (const family of ['fidc', 'fii'] as const) {
    for (const fund of sampleFundsOf(family)) {
      const first = new Map<string, string>();
      for (const d of sampleFnetDocuments(fund, family, 0)) {
        if (d.versao !== 1) continue;
        const [mm, yyyy] = String(d.dataReferencia).split('/');
        const month = `${yyyy}-${mm}`;
        if (month < from || month > end.slice(0, 7) || month < SAMPLE_FNET_FIRST_MONTH[family]) continue;
        const [dd, mo, rest] = String(d.dataEntrega).split('/');
        const day = `${rest.slice(0, 4)}-${mo}-${dd}`;
        if (!first.has(month) || day < first.get(month)!) first.set(month, day);
      }
      let late = 0;
      for (const [month, day] of first) {
        const [y, m] = month.split('-').map(Number);
        const deadline = Date.UTC(y, m, 15);
        if ((Date.parse(`${day}T00:00:00Z`) - deadline) / 86_400_000 >= minDaysLate) late += 1;
      }
      if (late >= minLate) out.push(fund.cnpj);
    }
  }
  return out.sort();
}

describe('the sample FNET listings through the api', () => {
  it('screen_late_filers with its defaults lists the habitually late sample funds', async () => {
    const rows = (await (await api.rpc('screen_late_filers', {})).json()) as { cnpj: string; params: { p_end: string } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].params.p_end).toBe('2026-10-01');
    expect(rows.map((r) => r.cnpj).sort()).toEqual(expectedLateFunds('2026-10', 12, 5, 2));
  });

  it('the genuine restatement: version 3 compared with version 2 (both bodies shipped), version 2 paired but not diffed', async () => {
    const rows = (await (await api.rpc('fund_restatements', { p_cnpj: SAMPLE_RESTATED_FUND })).json()) as Record<string, unknown>[];
    expect(rows.map((r) => [r.fnet_id, r.versao, r.previous_fnet_id, r.diff_status, r.n_fields_changed])).toEqual([
      [857292, 3, 828381, 'compared', 31],
      [828381, 2, 820655, null, null],
    ]);
    expect(sampleRestatementListing().map((d) => d.id)).toEqual([820655, ...SAMPLE_RESTATED_BODIES.map(Number)]);
  });
});
