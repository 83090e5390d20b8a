// @legs direct postgrest docker
// FIP and FIAGRO in the fund endpoints, through HTTP, one golden case per join
// rule: the hand-made FIP and FIAGRO files (test/fixtures/cvm/fip, fiagro_202506;
// CVM's exact layouts) loaded through the real loaders, the registry's FIP and
// FIAGRO types (cad_fi) mapped by cvm.entity_type_of, and a few golden series
// rows for the complete-through and silence rules.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadFipFile } from '../../src/ingest/cvm-fip/load.js';
import { loadFiagroFile } from '../../src/ingest/cvm-fiagro-mensal/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';
import { cvmFixture, zipFixture } from '../ingest/cvm-files/support.js';

const F1 = '28100200000107'; // FIP: 2023-12-31 (quarterly report) and 2024-12-31 (four-monthly)
const F2 = '29300400000190'; // FIP: 2023-12-31, classes agree on the NAV
const F3 = '30400500000160'; // FIP: 2023-12-31, classes disagree on the NAV -> NULL
const F4 = '31500600000100'; // FIP golden row 2025-12-31: the family's newest period
const G1 = '41200300000104'; // FIAGRO: 2025-06 filed twice (version 2 wins)
const G2 = '42500600000171'; // FIAGRO: 2025-06, blank Vencidos
const G3 = '43600700000100'; // FIAGRO golden row 2025-01: silent since
const X = '44700800000100'; // FMIEE: a type outside the five families, never served
const NULLS = { quota: null, quotaholders: null, inflows: null, redemptions: null, monthly_yield: null, assets: null };

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir, progress: false };
  for (const file of ['fip/inf_trimestral_fip_2023.csv', 'fip/inf_quadrimestral_fip_2024.csv']) expect((await loadFipFile(cvmFixture(file), options)).status).toBe('loaded');
  expect((await loadFiagroFile(await zipFixture('fiagro_202506', 'inf_mensal_fiagro_202506.zip', (n) => n.endsWith('.csv')), options)).status).toBe('loaded');
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('cvm.fund_month').values([
      { entity_type: 'fip', cnpj: F4, period: '2025-12-31', nav: '5000000' },
      { entity_type: 'fiagro', cnpj: G3, period: '2025-01-01', nav: '7000000' },
    ]).execute();
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-cad-fi', file_name: 'golden', sha256: 'c'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const fund = (cnpj: string, tp_fundo: string, denom_social: string) => ({ cnpj, tp_fundo, denom_social, sit: 'EM FUNCIONAMENTO NORMAL', ingest_id: id });
    await k.insertInto('cvm.cad_fi').values([
      fund(F1, 'FIP', 'FIP MULTIESTRATÉGIA JEQUITIBÁ'),
      fund(F3, 'FIP-IE', 'FIP CAPITAL SEMENTE IPÊ'),
      fund(G1, 'FIAGRO-FIDC', 'FIAGRO CERRADO CRÉDITO'),
      fund(G2, 'FIAGRO', 'FIAGRO TERRAS DO SUL'),
      fund(X, 'FMIEE', 'FMIEE CERRADO EMERGENTES'),
    ]).execute();
    await c.query('select cvm.refresh_fund_registry()');
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
async function call(fn: string, body: unknown): Promise<Row[]> {
  const res = await api.rpc(fn, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
async function refused(fn: string, body: unknown) {
  const res = await api.rpc(fn, body);
  expect(res.status).toBe(400);
  const error = await res.json();
  expect(error.code).toBe('22023');
  return error as { message: string; details: string; hint: string };
}
const num = (v: unknown) => (v === null ? null : Number(v));

describe('fund_nav', () => {
  it('fip: nav on 31 December only, every other metric NULL; without p_to up to the year before the family newest year-end', async () => {
    const rows = await call('fund_nav', { p_cnpj: F1 });
    expect(rows.map((r) => [r.entity_type, r.period, num(r.nav)])).toEqual([
      ['fip', '2023-12-31', 160750000.55],
      ['fip', '2024-12-31', 175300000.25],
    ]);
    expect(rows[0]).toMatchObject({ ...NULLS, delinquency: null });
    expect(await call('fund_nav', { p_cnpj: F4 })).toEqual([]);
    expect((await call('fund_nav', { p_cnpj: F4, p_to: '2025-12-31' })).map((r) => r.period)).toEqual(['2025-12-31']);
  });

  it('fip: classes that disagree on the year-end NAV give NULL, never a pick', async () => {
    expect((await call('fund_nav', { p_cnpj: F3 })).map((r) => [r.period, r.nav])).toEqual([['2023-12-31', null]]);
    expect((await call('fund_nav', { p_cnpj: F2 })).map((r) => [r.period, num(r.nav)])).toEqual([['2023-12-31', 80000000]]);
  });

  it('fiagro: nav and delinquency (Vencidos) of the newest version, first day of the month; the newest month only when p_to asks', async () => {
    expect(await call('fund_nav', { p_cnpj: G1 })).toEqual([]);
    const [g1] = await call('fund_nav', { p_cnpj: G1, p_to: '2025-06-30' });
    expect(g1).toMatchObject({ entity_type: 'fiagro', cnpj: G1, period: '2025-06-01', ...NULLS });
    expect([num(g1.nav), num(g1.delinquency)]).toEqual([1201000000, 3400000]);
    const [g2] = await call('fund_nav', { p_cnpj: G2, p_to: '2025-06-30' });
    expect([num(g2.nav), g2.delinquency]).toEqual([300000000, null]);
  });

  it('p_entity_type takes fip and fiagro (paging too) and still refuses anything else, naming the five families', async () => {
    expect((await call('fund_nav', { p_cnpj: F1, p_entity_type: 'fip', p_after: '' })).length).toBe(2);
    expect((await call('fund_nav', { p_cnpj: G3, p_entity_type: 'FIAGRO' })).map((r) => r.period)).toEqual(['2025-01-01']);
    const error = await refused('fund_nav', { p_cnpj: F1, p_entity_type: 'fmiee' });
    expect(error.details).toBe('Families served: fi, fidc, fii, fip, fiagro.');
  });
});

describe('panel', () => {
  it('serves fip and fiagro CNPJs with their family as asset_class', async () => {
    const rows = await call('panel', { p_ids: [F1, G1], p_metrics: ['nav'], p_from: '2023-01-01', p_to: '2025-12-31' });
    expect(rows.map((r) => [r.date, r.id, r.asset_class, r.metric, num(r.value)])).toEqual([
      ['2023-12-31', F1, 'fip', 'nav', 160750000.55],
      ['2024-12-31', F1, 'fip', 'nav', 175300000.25],
      ['2025-06-01', G1, 'fiagro', 'nav', 1201000000],
    ]);
    expect((await call('panel', { p_ids: [G1], p_metrics: ['delinquency'], p_from: '2025-01-01', p_to: '2025-12-31' })).map((r) => num(r.value))).toEqual([3400000]);
  });

  it('refuses a metric the family never files', async () => {
    expect((await refused('panel', { p_ids: [F1], p_metrics: ['delinquency'], p_from: '2023-01-01', p_to: '2025-12-31' })).message).toBe('panel: fip never files delinquency');
    expect((await refused('panel', { p_ids: [G1], p_metrics: ['quota'], p_from: '2023-01-01', p_to: '2025-12-31' })).message).toBe('panel: fiagro never files quota');
  });
});

describe('search_funds', () => {
  it('finds FIP and FIAGRO types as fip and fiagro, with the span of their series; other types stay out', async () => {
    const fip = await call('search_funds', { p_query: '', p_entity_type: 'fip' });
    expect(fip.map((r) => [r.cnpj, r.entity_type, r.first_period, r.last_period])).toEqual([
      [F3, 'fip', '2023-12-31', '2023-12-31'],
      [F1, 'fip', '2023-12-31', '2024-12-31'],
    ]);
    const cerrado = await call('search_funds', { p_query: 'cerrado' });
    expect(cerrado.map((r) => [r.cnpj, r.entity_type, r.first_period, r.last_period])).toEqual([[G1, 'fiagro', '2025-06-01', '2025-06-01']]);
  });
});

describe('coverage and metric_coverage', () => {
  it('coverage has funds_fip and funds_fiagro with span, complete-through and rows', async () => {
    const rows = (await call('coverage', {})).filter((r) => ['funds_fip', 'funds_fiagro'].includes(r.dataset as string));
    expect(rows.map((r) => [r.dataset, r.source, r.first_period, r.newest_period, r.complete_through, r.rows])).toEqual([
      ['funds_fiagro', 'derived', '2025-01-01', '2025-06-01', '2025-05-01', 3],
      ['funds_fip', 'derived', '2023-12-31', '2025-12-31', '2024-12-31', 5],
    ].sort((a, b) => rowsOrder(rows, a[0] as string) - rowsOrder(rows, b[0] as string)));
    const sources = (await call('coverage', {})).map((r) => r.dataset);
    expect(sources).toEqual(expect.arrayContaining(['cvm-fip', 'cvm-fiagro-mensal']));
  });

  it('metric_coverage lists what fip and fiagro file, NULLs not counted as filed', async () => {
    const rows = (await call('metric_coverage', {})).filter((r) => ['fip', 'fiagro'].includes(r.entity_type as string));
    expect(rows.map((r) => [r.entity_type, r.metric, r.first_period, r.last_period, r.filed_rows, r.total_rows])).toEqual([
      ['fiagro', 'delinquency', '2025-06-01', '2025-06-01', 1, 3],
      ['fiagro', 'nav', '2025-01-01', '2025-06-01', 3, 3],
      ['fip', 'nav', '2023-12-31', '2025-12-31', 4, 5],
    ]);
  });
});

describe('screen_silent_filers', () => {
  it('p_family fip: funds whose newest year-end is behind the family complete-through year-end, in steps of 12 months', async () => {
    const rows = await call('screen_silent_filers', { p_family: 'fip' });
    expect(rows.map((r) => [r.cnpj, r.fund_family, r.fund_name, r.last_period, r.complete_through, r.months_silent])).toEqual([
      [F2, 'fip', null, '2023-12-31', '2024-12-31', 12],
      [F3, 'fip', 'FIP CAPITAL SEMENTE IPÊ', '2023-12-31', '2024-12-31', 12],
    ]);
    expect(rows[0]).toMatchObject({ screen: 'silent_filers', params: { p_min_silent_months: 3, p_max_silent_months: 24, p_family: 'fip' } });
  });

  it('p_family fiagro: the silent class, named from the registry when it is there', async () => {
    const rows = await call('screen_silent_filers', { p_family: 'fiagro' });
    expect(rows.map((r) => [r.cnpj, r.last_period, r.complete_through, r.months_silent])).toEqual([[G3, '2025-01-01', '2025-05-01', 4]]);
  });

  it('refuses a family outside the five', async () => {
    const error = await refused('screen_silent_filers', { p_family: 'fmiee' });
    expect(error.details).toBe('Families: fi, fidc, fii, fip, fiagro.');
    expect(error.hint).toBe('Send p_family as fi, fidc, fii, fip or fiagro, or null for every family.');
  });
});

/** The position of a dataset in coverage()'s own order (the test pins values, not the order). */
function rowsOrder(rows: Row[], dataset: string): number {
  return rows.findIndex((r) => r.dataset === dataset);
}
