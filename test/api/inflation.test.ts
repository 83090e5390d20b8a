// @legs direct postgrest docker
// api.inflation through HTTP, one case per rule, on SGS answers loaded through the
// real bcb-sgs loader: values as published, the 12-month chain (exact, NULL on a
// gap and on the series that are not monthly changes), the filters, the default
// window, the refusals and the empty answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSgsFile } from '../../src/ingest/bcb-sgs/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { writeJson } from '../helpers/sidra-answer.js';
import { tempDir } from '../ingest/support.js';

const month = (iso: string) => `01/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const answer = (values: [string, string][]) => values.map(([iso, valor]) => ({ data: month(iso), valor }));

// 2024-10..2025-10 consecutive, then 2025-11 missing and 2025-12 held; 2022-10 and 2022-11 frame the default window
const IPCA: [string, string][] = [
  ['2022-10-01', '0.59'], ['2022-11-01', '0.41'],
  ['2024-10-01', '0.56'], ['2024-11-01', '0.39'], ['2024-12-01', '0.52'], ['2025-01-01', '0.16'], ['2025-02-01', '1.31'], ['2025-03-01', '0.56'],
  ['2025-04-01', '0.43'], ['2025-05-01', '0.26'], ['2025-06-01', '0.24'], ['2025-07-01', '0.26'], ['2025-08-01', '-0.11'], ['2025-09-01', '0.48'],
  ['2025-10-01', '0.09'], ['2025-12-01', '0.33'],
];
// 1,001 months of one core: more than one response
const LONG_CORE: [string, string][] = Array.from({ length: 1001 }, (_, i) => [`${1900 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`, '0.10']);

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const files: [string, [string, string][]][] = [
    ['sgs_433_a.json', IPCA],
    ['sgs_13522_a.json', [['2025-10-01', '4.68']]],
    ['sgs_4466_a.json', [['2025-09-01', '0.30'], ['2025-10-01', '0.25']]],
    ['sgs_21379_a.json', [['2025-10-01', '61.20']]],
    ['sgs_1641_a.json', [['2025-10-01', '0.41']]],
    ['sgs_16122_a.json', LONG_CORE],
    // 1.005 x 1.01 x 1 ... = 1.01505: exactly halfway between 1.50 and 1.51
    ['sgs_1643_a.json', [['2024-01-01', '0.50'], ['2024-02-01', '1.00'], ...Array.from({ length: 10 }, (_, i): [string, string] => [`2024-${String(i + 3).padStart(2, '0')}-01`, '0.00'])]],
  ];
  for (const [name, values] of files) {
    await loadSgsFile(writeJson(dir, name, answer(values)), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  }
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'inflation');

describe('inflation', () => {
  it('answers one row per month and series, values as published, with the exact 12-month chain', async () => {
    expect(await ok({ p_from: '2025-10-01', p_to: '2025-10-31' })).toEqual([
      { reference_date: '2025-10-01', series: 'IPCA', family: 'headline', sgs_code: 433, value: 0.09, acc_12m: 4.68, unit: 'pct_month', source: 'bcb_sgs' },
      { reference_date: '2025-10-01', series: 'IPCA_12M', family: 'headline', sgs_code: 13522, value: 4.68, acc_12m: null, unit: 'pct_12m', source: 'bcb_sgs' },
      { reference_date: '2025-10-01', series: 'IPCA_CORE_MS', family: 'core', sgs_code: 4466, value: 0.25, acc_12m: null, unit: 'pct_month', source: 'bcb_sgs' },
      { reference_date: '2025-10-01', series: 'IPCA_DIFUSAO', family: 'diffusion', sgs_code: 21379, value: 61.2, acc_12m: null, unit: 'pct_items', source: 'bcb_sgs' },
      { reference_date: '2025-10-01', series: 'IPCA_G_SAUDE', family: 'group', sgs_code: 1641, value: 0.41, acc_12m: null, unit: 'pct_month', source: 'bcb_sgs' },
    ]);
  });

  it('chains the twelve months ending at each month, reading the months before p_from, and gives NULL on a gap', async () => {
    const rows = await ok({ p_series: 'IPCA', p_from: '2025-08-01', p_to: '2025-12-31' });
    // 1.0056 x 1.0039 x ... x 1.0048 = 1.0517236875... (2024-10..2025-09); 2024-11..2025-10 = 1.0468081134...
    expect(rows.map((r) => [r.reference_date, r.value, r.acc_12m])).toEqual([
      ['2025-08-01', -0.11, null], // 2024-09 is not held
      ['2025-09-01', 0.48, 5.17],
      ['2025-10-01', 0.09, 4.68],
      ['2025-12-01', 0.33, null], // 2025-11 is missing: no shorter chain
    ]);
  });

  it('computes the chain exactly: a product exactly halfway rounds away from zero, as published', async () => {
    expect((await ok({ p_series: 'IPCA_G_EDUCACAO', p_from: '2024-12-01', p_to: '2024-12-31' })).map((r) => r.acc_12m)).toEqual([1.51]);
  });

  it('filters by family, and by series case-insensitively', async () => {
    expect((await ok({ p_family: 'CORE', p_from: '2025-01-01', p_to: '2025-12-31' })).map((r) => [r.series, r.reference_date])).toEqual([
      ['IPCA_CORE_MS', '2025-09-01'], ['IPCA_CORE_MS', '2025-10-01'],
    ]);
    expect((await ok({ p_series: ' ipca_g_saude ', p_from: '2025-01-01', p_to: '2025-12-31' })).map((r) => r.value)).toEqual([0.41]);
  });

  it('defaults to the 36 months before p_to, and p_to to today', async () => {
    const rows = await ok({ p_series: 'IPCA', p_to: '2025-10-31' });
    expect(rows[0].reference_date).toBe('2022-11-01'); // 2022-10-01 is before 2022-10-31
    expect(rows.at(-1)!.reference_date).toBe('2025-10-01');
    expect((await ok({ p_series: 'IPCA' })).every((r) => String(r.reference_date) >= '2022-11-01')).toBe(true);
  });

  it('answers [] for a known series with nothing in the window, and for a series outside p_family', async () => {
    expect(await ok({ p_series: 'IPCA15', p_from: '2025-01-01', p_to: '2025-12-31' })).toEqual([]);
    expect(await ok({ p_series: 'IPCA', p_family: 'core', p_from: '2025-01-01', p_to: '2025-12-31' })).toEqual([]);
  });

  it('refuses an unknown series, listing every series with its SGS code', async () => {
    const error = await refused({ p_series: 'IPCA_EX3' });
    expect(error.message).toBe("inflation: unknown p_series 'IPCA_EX3'");
    expect(error.details).toMatch(/^Series \(label SGS code\): IPCA_COMERCIALIZAVEIS 4447, /);
    expect(error.details).toContain('IPCA 433, IPCA15 7478, IPCA_12M 13522');
    expect(error.details.split(', ')).toHaveLength(26);
  });

  it('refuses an unknown family', async () => {
    const error = await refused({ p_family: 'cores' });
    expect(error.message).toBe("inflation: unknown p_family 'cores'");
    expect(error.details).toBe('Families: headline, core, classification, diffusion, group.');
  });

  it('refuses p_from after p_to', async () => {
    expect((await refused({ p_from: '2025-10-01', p_to: '2025-09-30' })).message).toBe('inflation: p_from (2025-10-01) is after p_to (2025-09-30)');
  });

  it('refuses a window of more than 1000 rows instead of trimming it', async () => {
    const error = await refused({ p_series: 'IPCA_CORE_DP', p_from: '1900-01-01', p_to: '1990-12-31' });
    expect(error.message).toMatch(/^inflation: /);
    expect(error.hint).toMatch(/pin p_series or p_family/);
    expect(await ok({ p_series: 'IPCA_CORE_DP', p_from: '1900-01-01', p_to: '1983-04-30' })).toHaveLength(1000);
  });

  it('labels rows of a synthetic load synthetic_sample', async () => {
    await withClient(db.superuserUrl, (c) => c.query(`update ingest.ingest_log set synthetic = true where id = (select ingest_id from bcb.sgs where code = 21379)`));
    expect((await ok({ p_series: 'IPCA_DIFUSAO', p_from: '2025-10-01', p_to: '2025-10-31' }))[0].source).toBe('synthetic_sample');
  });

  it('serves exactly the registry: the domain of labels, bcb.inflation_series and the codes the facts list', async () => {
    const held = await withClient(db.superuserUrl, async (c) => {
      const { rows } = await c.query(`select s.label, s.code from bcb.inflation_series i join bcb.sgs_series s on s.code = i.code order by s.code`);
      const domain = (await c.query(`select internal.domain_values('internal.inflation_series') as v`)).rows[0].v as string[];
      return { rows: rows as { label: string; code: number }[], domain };
    });
    expect(held.rows.map((r) => r.code)).toEqual([433, 1635, 1636, 1637, 1638, 1639, 1640, 1641, 1642, 1643, 4447, 4448, 4449, 4466, 7478, 10841, 10842, 10843, 10844, 11426, 11427, 11428, 13522, 16121, 16122, 21379]);
    expect(held.rows.map((r) => r.label).sort()).toEqual([...held.domain].sort());
  });
});
