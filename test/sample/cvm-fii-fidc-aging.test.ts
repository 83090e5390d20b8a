// The FIDC sample through the loader and the api: tab VI bands and tab VIII
// debtors land as written, with the sample's aging cases visible.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGING_CASES } from '../../src/sample/cvm-fii-fidc/fidc.js';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { sampleFundsOf } from '../../src/sample/cvm-universe.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const MONTH = { p_from: '2026-01-31', p_to: '2026-01-31' };

describe('the FIDC sample: aging and largest debtors', () => {
  const env = useIngestDatabase();
  const fidc = sampleFundsOf('fidc');
  let api: RunningApi;
  beforeAll(async () => {
    const set = SAMPLE_SETS.find((s) => s.name === 'cvm-fii-fidc')!;
    await set.load(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', set.name), { progress: false });
    api = await startApi(env.db);
  });
  afterAll(() => api?.close());

  type Row = { kind: string; bucket: string; value: number | null; seq: number };
  const call = async (fn: string, cnpj: string): Promise<Row[]> => (await api.rpc(fn, { p_cnpj: cnpj, ...MONTH })).json();
  const overdue = (rows: Row[]) => rows.filter((r) => r.kind === 'overdue').reduce((a, r) => a + (r.value ?? 0), 0);
  const total = (rows: Row[]) => rows.find((r) => r.kind === 'overdue_total')!.value!;

  it('an ordinary fund files bands that add up to its total', async () => {
    const rows = await call('fidc_aging', fidc[0].cnpj);
    expect(rows).toHaveLength(21);
    expect(Math.abs(overdue(rows) - total(rows))).toBeLessThan(0.05);
  });

  it('a fund whose filed overdue total is above its band sum keeps both as filed', async () => {
    const rows = await call('fidc_aging', fidc[AGING_CASES.totalAboveBands].cnpj);
    expect(total(rows) / overdue(rows)).toBeCloseTo(1.07, 3);
  });

  it('a blank band stays NULL', async () => {
    const rows = await call('fidc_aging', fidc[AGING_CASES.blankBand].cnpj);
    expect(rows.find((r) => r.kind === 'overdue' && r.bucket === '31-60')!.value).toBeNull();
  });

  it('tab VIII: 25 ranks, or fewer where the fund files fewer', async () => {
    expect((await call('fidc_sacados', fidc[0].cnpj)).map((r) => r.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await call('fidc_sacados', fidc[AGING_CASES.fewDebtors.index].cnpj)).toHaveLength(AGING_CASES.fewDebtors.count);
  });
});
