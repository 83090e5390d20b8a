// anbima_classes through HTTP on the synthetic bulletin edition the sample
// writes (loaded through the real loader): one case per rule of its COMMENT.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleBoletim, sampleBoletimSheets } from '../../src/sample/anbima-boletim/index.js';
import type { ClassSheet } from '../../src/sample/anbima-boletim/workbook.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { useIngestDatabase } from '../ingest/support.js';

const env = useIngestDatabase();
let api: RunningApi;
beforeAll(async () => {
  expect((await loadSampleBoletim(env.db.superuserUrl, env.dataDir, path.join(env.dataDir, 'sample', 'anbima-boletim'), { progress: false })).map((r) => r.status)).toEqual(['loaded']);
  api = await startApi(env.db);
});
afterAll(() => api?.close());

type Row = { reference_date: string; category: string; type_id: number | null; type_name: string; level: string; metric: string; value: number; unit: string; edition: string; source: string };
const call = async (body: Record<string, unknown>) => {
  const res = await api.rpc('anbima_classes', body);
  return { status: res.status, body: (await res.json()) as Row[] & { code?: string; message?: string; details?: string; hint?: string } };
};
const rows = async (body: Record<string, unknown>) => {
  const { status, body: answer } = await call(body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer as Row[];
};

describe('anbima_classes', () => {
  it('a class and a metric: the month series as printed, unit, edition and source', async () => {
    const pl = sampleBoletimSheets().find((s) => s.name.startsWith('Pág. 4')) as ClassSheet;
    const got = await rows({ p_category: 'renda fixa', p_metric: 'pl_brl_mm', p_from: '2026-01-01' });
    expect(got.length).toBe(10);
    expect(got.at(-1)).toEqual({
      reference_date: '2026-10-01', category: 'Renda Fixa', type_id: null, type_name: 'Renda Fixa', level: 'category', metric: 'pl_brl_mm',
      value: pl.rows.at(-1)!.values[0], unit: 'brl_mm', edition: '2026-10-01', source: 'synthetic_sample',
    });
  });

  it('p_to defaults to the newest month held; p_from to 2019-01', async () => {
    const got = await rows({ p_category: 'ETF', p_metric: 'fund_count' });
    expect([got[0].reference_date, got.at(-1)!.reference_date, got.length]).toEqual(['2023-01-01', '2026-10-01', 46]);
    expect(new Set(got.map((r) => r.unit))).toEqual(new Set(['count']));
  });

  it("level type: the ANBIMA types under a class, with their codes; returns are 'pct'", async () => {
    const got = await rows({ p_category: 'ETF', p_level: 'type', p_metric: 'rentabilidade_pct', p_from: '2026-10-01' });
    expect(got.map((r) => [r.type_id, r.type_name, r.unit])).toEqual([[225, 'ETF Renda Fixa', 'pct'], [226, 'ETF Renda Variável', 'pct']]);
  });

  it('level null: Cambial as a class and as a type of the same name, side by side', async () => {
    const got = await rows({ p_category: 'Cambial', p_level: null, p_metric: 'pl_brl_mm', p_from: '2026-10-01' });
    expect(got.map((r) => [r.level, r.type_id, r.type_name])).toEqual([['category', null, 'Cambial'], ['type', 251, 'Cambial']]);
  });

  it('level total: the industry totals under TOTAL', async () => {
    const got = await rows({ p_level: 'total', p_metric: 'captacao_liquida_12m_brl_mm' });
    expect(got.map((r) => [r.reference_date, r.category, r.type_name])).toEqual([['2026-10-01', 'TOTAL', 'Total Geral']]);
  });

  it('a window with no figure returns []', async () => {
    expect(await rows({ p_category: 'FII', p_from: '2010-01-01', p_to: '2010-12-01' })).toEqual([]);
  });

  it('an unknown class is refused listing the classes held', async () => {
    const { status, body } = await call({ p_category: 'Criptoativos' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: '22023', message: "anbima_classes: unknown p_category 'Criptoativos'" });
    expect(body.details).toBe('Classes held: Ações, Cambial, ETF, FIAGRO, FIDC, FII, FIP, Multimercados, Off Shore, Previdência, Renda Fixa, TOTAL.');
  });

  it('an unknown metric or level is refused', async () => {
    expect((await call({ p_metric: 'sharpe' })).body).toMatchObject({ code: '22023', message: "anbima_classes: unknown p_metric 'sharpe'" });
    expect((await call({ p_level: 'fund' })).body).toMatchObject({ code: '22023', message: "anbima_classes: unknown p_level 'fund'", hint: 'Send p_level as category, type or total, or null for every level.' });
  });

  it('p_from after p_to is refused', async () => {
    expect((await call({ p_from: '2026-05-01', p_to: '2026-01-01' })).body).toMatchObject({ code: '22023', message: 'anbima_classes: p_from (2026-05-01) is after p_to (2026-01-01)' });
  });

  it('more than 1000 rows is refused, not trimmed', async () => {
    const { status, body } = await call({ p_metric: 'pl_brl_mm' }); // 11 classes x 46 months = 506; every metric is more
    expect(status).toBe(200);
    expect((body as Row[]).length).toBe(506);
    expect((await call({})).body).toMatchObject({ code: '22023', message: 'anbima_classes: the requested window holds more than 1000 rows; refused rather than trimmed' });
  });
});
