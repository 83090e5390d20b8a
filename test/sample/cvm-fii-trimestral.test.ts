// The sample FII quarterly reports npm start loads: one synthetic archive per
// year through the real loader, the sample FIIs' invented properties served by
// fii_property_history, with the re-filed quarter and the blank measures.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_QUARTER, loadSampleFiiQuarterly, REFILED_QUARTER, SAMPLE_FII_QUARTERLY_FIRST, SAMPLE_FII_QUARTERLY_LAST } from '../../src/sample/cvm-fii-trimestral.js';
import { sampleFundsOf } from '../../src/sample/cvm-universe.js';
import { readDb } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  const results = await loadSampleFiiQuarterly(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'cvm-fii-trimestral'), { progress: false });
  expect(results.map((r) => [r.fileName, r.status])).toEqual([2023, 2024, 2025, 2026].map((y) => [`inf_trimestral_fii_${y}.zip`, 'loaded']));
  api = await startApi(env.db);
}, 120_000);
afterAll(() => api?.close());

type Row = Record<string, string | number | null>;
const history = async (body: unknown) => (await (await api.rpc('fii_property_history', body)).json()) as Row[];

describe('the sample FII quarterly reports', () => {
  it('are logged as synthetic, quarters from the first to the last sample quarter', async () => {
    expect([SAMPLE_FII_QUARTERLY_FIRST, SAMPLE_FII_QUARTERLY_LAST]).toEqual(['2023-12-31', '2026-09-30']);
    const log = await readDb(env.db.superuserUrl, (db) => db.selectFrom('ingest.ingest_log').select(['source', 'synthetic']).execute());
    expect(log.map((l) => [l.source, l.synthetic])).toEqual(Array(4).fill(['cvm-fii-trimestral', true]));
  });

  it('the re-filed quarter has two versions, the first property vacancy changed in the second', async () => {
    const fund = sampleFundsOf('fii')[REFILED_QUARTER.index].cnpj;
    const rows = await history({ p_cnpj: fund, p_from: REFILED_QUARTER.quarterEnd, p_to: REFILED_QUARTER.quarterEnd });
    const versions = [...new Set(rows.map((r) => r.version))];
    expect(versions).toEqual([1, 2]);
    const first = (v: number) => rows.find((r) => r.version === v && String(r.nome_imovel).endsWith(' A'))!;
    expect(Number(first(2).percentual_vacancia) - Number(first(1).percentual_vacancia)).toBeCloseTo(0.05, 10);
  });

  it('the blank quarter leaves vacancy and delinquency NULL', async () => {
    const fund = sampleFundsOf('fii')[BLANK_QUARTER.index].cnpj;
    const rows = await history({ p_cnpj: fund, p_from: BLANK_QUARTER.quarterEnd, p_to: BLANK_QUARTER.quarterEnd });
    const first = rows.find((r) => String(r.nome_imovel).endsWith(' A'))!;
    expect([first.percentual_vacancia, first.percentual_inadimplencia]).toEqual([null, null]);
    expect(rows.filter((r) => r !== first).every((r) => r.percentual_vacancia !== null)).toBe(true);
  });
});
