// api.fund_nav through HTTP: one case per rule, on golden fidc and fii rows
// inserted into the monthly series and fi rows that arrive through the real
// daily-report loader. The default window (from 2019-01-01 to each family's
// complete-through period) has its own cases; the others pass WHOLE.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadInfDiarioFile } from '../../src/ingest/cvm-inf-diario/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { tempDir } from '../ingest/support.js';
import { cvmFixture } from '../ingest/cvm-files/support.js';

const FI = '11100000000180'; // through the loader
const FIDC = '70100000000100'; // 1205 months, delinquency NULL every 10th month
const FII = '80100000000100'; // 1100 months
const TWO_FAMILIES = '90100000000100'; // fi and fii rows under one CNPJ
// every period held: the rules below other than the default window pin it open
const WHOLE = { p_from: '1900-01-01', p_to: '2099-12-31' };

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  const day = (year: number, monthIndex: number, dayOfMonth: number) => new Date(Date.UTC(year, monthIndex, dayOfMonth)).toISOString().slice(0, 10);
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const fidc = Array.from({ length: 1205 }, (_, i) => ({ entity_type: 'fidc', cnpj: FIDC, period: day(1920, i + 1, 0), nav: 1000 + i, delinquency: i % 10 === 0 ? null : i }));
    const fii = Array.from({ length: 1100 }, (_, i) => ({ entity_type: 'fii', cnpj: FII, period: day(1930, i, 1), nav: 2000 + i, quotaholders: 10 + i, monthly_yield: 0.005, assets: 3000 + i }));
    await k.insertInto('cvm.fund_month').values(fidc).execute();
    await k.insertInto('cvm.fund_month').values(fii).execute();
    await k
      .insertInto('cvm.fund_month')
      .values([
        { entity_type: 'fi', cnpj: TWO_FAMILIES, period: '2024-01-01', nav: 1, quota: 1, quotaholders: 1, inflows: 0, redemptions: 0 },
        { entity_type: 'fi', cnpj: TWO_FAMILIES, period: '2024-02-01', nav: 2, quota: 1, quotaholders: 1, inflows: 0, redemptions: 0 },
        { entity_type: 'fii', cnpj: TWO_FAMILIES, period: '2024-01-01', nav: 9, quotaholders: 90 },
        { entity_type: 'fii', cnpj: TWO_FAMILIES, period: '2024-03-01', nav: 8, quotaholders: 80 },
      ])
      .execute();
  });
  for (const file of ['inf_diario_fi_202409.csv', 'inf_diario_fi_202410.zip']) {
    await loadInfDiarioFile(cvmFixture(file), { ownerUrl: db.superuserUrl, dataDir, progress: false });
  }
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Row = Record<string, string | number | null>;
async function ok(body: unknown): Promise<Row[]> {
  const res = await api.rpc('fund_nav', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
async function refused(body: unknown) {
  const res = await api.rpc('fund_nav', body);
  expect(res.status).toBe(400);
  const error = await res.json();
  expect(error.code).toBe('22023');
  return error as { message: string; details: string; hint: string };
}

describe('fund_nav', () => {
  it('serves fi months from the daily report: the last reported day, flows summed, fidc and fii metrics NULL', async () => {
    expect(await ok({ p_cnpj: FI, ...WHOLE })).toEqual([
      { entity_type: 'fi', cnpj: FI, period: '2024-09-01', nav: 1010000.0, quota: 1.52, quotaholders: null, inflows: 1500.5, redemptions: 500.25, delinquency: null, monthly_yield: null, assets: null },
      { entity_type: 'fi', cnpj: FI, period: '2024-10-01', nav: 1030000.0, quota: 1.54, quotaholders: 123, inflows: 300.0, redemptions: 125.5, delinquency: null, monthly_yield: null, assets: null },
    ]);
  });

  it('accepts the CNPJ with or without punctuation', async () => {
    expect(await ok({ p_cnpj: '11.100.000/0001-80' })).toEqual(await ok({ p_cnpj: FI }));
  });

  it('answers an unknown CNPJ with an empty array', async () => {
    expect(await ok({ p_cnpj: '00.000.000/0001-91' })).toEqual([]);
  });

  it('refuses something that is not a CNPJ', async () => {
    expect((await refused({ p_cnpj: '11.ABC' })).message).toBe("fund_nav: '11.ABC' is not a CNPJ");
  });

  it('fidc: nav and delinquency only, last day of the month, a month without delinquency is NULL not 0', async () => {
    const rows = await ok({ p_cnpj: FIDC, p_from: '1920-01-01', p_to: '1920-12-31' });
    expect(rows.map((r) => r.period)).toEqual(['1920-01-31', '1920-02-29', '1920-03-31', '1920-04-30', '1920-05-31', '1920-06-30', '1920-07-31', '1920-08-31', '1920-09-30', '1920-10-31', '1920-11-30', '1920-12-31']);
    expect(rows[0]).toEqual({ entity_type: 'fidc', cnpj: FIDC, period: '1920-01-31', nav: 1000, quota: null, quotaholders: null, inflows: null, redemptions: null, delinquency: null, monthly_yield: null, assets: null });
    expect(rows[1]).toMatchObject({ nav: 1001, delinquency: 1 });
  });

  it('fii: nav, quotaholders, monthly_yield and assets, first day of the month, the fi-only and fidc-only metrics NULL', async () => {
    const [row] = await ok({ p_cnpj: FII, p_from: '1930-01-01', p_to: '1930-01-31' });
    expect(row).toEqual({ entity_type: 'fii', cnpj: FII, period: '1930-01-01', nav: 2000, quota: null, quotaholders: 10, inflows: null, redemptions: null, delinquency: null, monthly_yield: 0.005, assets: 3000 });
  });

  it('whole-result mode refuses more than 1000 rows, naming the function and how to page', async () => {
    const error = await refused({ p_cnpj: FIDC, ...WHOLE });
    expect(error.message).toBe('fund_nav: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(error.hint).toMatch(/p_entity_type and p_after = ''/);
    expect(await ok({ p_cnpj: FIDC, p_from: '1900-01-01', p_to: '2003-04-30' })).toHaveLength(1000);
  });

  it('paging needs p_entity_type and says how', async () => {
    const error = await refused({ p_cnpj: FIDC, p_after: '' });
    expect(error.message).toBe('fund_nav: paging (p_after) needs p_entity_type');
    expect(error.details).toMatch(/unique only within one fund family/);
    expect(error.hint).toMatch(/Send p_entity_type \(fi, fidc, fii, fip or fiagro\) with p_after/);
  });

  it.each([
    ['fidc', FIDC, 1205],
    ['fii', FII, 1100],
  ])('pages a %s series: 1000 rows, then from the last period, a short page is the last', async (family, cnpj, total) => {
    const first = await ok({ p_cnpj: cnpj, p_entity_type: family, p_after: '', ...WHOLE });
    expect(first).toHaveLength(1000);
    const second = await ok({ p_cnpj: cnpj, p_entity_type: family, p_after: first.at(-1)!.period, ...WHOLE });
    expect(second).toHaveLength(total - 1000);
    const periods = [...first, ...second].map((r) => r.period as string);
    expect(new Set(periods).size).toBe(total);
    expect([...periods].sort()).toEqual(periods);
    expect(String(second[0].period) > String(first.at(-1)!.period)).toBe(true);
    expect([...first, ...second].every((r) => r.entity_type === family)).toBe(true);
  });

  it('a paged window honours p_from and p_to', async () => {
    const rows = await ok({ p_cnpj: FII, p_entity_type: 'fii', p_after: '1930-06-01', p_from: '1930-01-01', p_to: '1930-12-31' });
    expect(rows.map((r) => r.period)).toEqual(['1930-07-01', '1930-08-01', '1930-09-01', '1930-10-01', '1930-11-01', '1930-12-01']);
  });

  it('refuses a cursor that is not a period, and an unknown family', async () => {
    expect((await refused({ p_cnpj: FII, p_entity_type: 'fii', p_after: 'next' })).message).toBe("fund_nav: p_after 'next' is not a period");
    expect((await refused({ p_cnpj: FII, p_entity_type: 'fmiee' })).details).toBe('Families served: fi, fidc, fii, fip, fiagro.');
  });

  it('refuses p_from after p_to', async () => {
    expect((await refused({ p_cnpj: FII, p_from: '1931-01-01', p_to: '1930-01-01' })).hint).toBe('Send p_from on or before p_to.');
  });

  it('without p_entity_type returns every family of the CNPJ, oldest first; with it only that family', async () => {
    expect((await ok({ p_cnpj: TWO_FAMILIES, ...WHOLE })).map((r) => [r.period, r.entity_type, r.nav])).toEqual([
      ['2024-01-01', 'fi', 1],
      ['2024-01-01', 'fii', 9],
      ['2024-02-01', 'fi', 2],
      ['2024-03-01', 'fii', 8],
    ]);
    expect((await ok({ p_cnpj: TWO_FAMILIES, p_entity_type: 'fii', ...WHOLE })).map((r) => r.nav)).toEqual([9, 8]);
  });

  it('without p_to serves each family up to the complete-through period coverage reports; p_to asks for the month still being filed', async () => {
    const coverage = (await (await api.rpc('coverage', {})).json()) as Row[];
    const through = Object.fromEntries(coverage.filter((r) => String(r.dataset).startsWith('funds_')).map((r) => [r.dataset, r.complete_through]));
    // fi newest 2024-10-01 (the loader's October file), fii newest 2024-03-01 (TWO_FAMILIES)
    expect(through).toEqual({ funds_fi: '2024-09-01', funds_fidc: '2020-04-30', funds_fii: '2024-02-01' });
    expect((await ok({ p_cnpj: FI })).map((r) => r.period)).toEqual(['2024-09-01']);
    expect((await ok({ p_cnpj: FI, p_to: '2024-10-01' })).map((r) => r.period)).toEqual(['2024-09-01', '2024-10-01']);
    // each family stops at its own period: fii 2024-03-01 is still being filed, fi 2024-02-01 is not
    expect((await ok({ p_cnpj: TWO_FAMILIES })).map((r) => [r.period, r.entity_type])).toEqual([
      ['2024-01-01', 'fi'],
      ['2024-01-01', 'fii'],
      ['2024-02-01', 'fi'],
    ]);
    expect((await ok({ p_cnpj: TWO_FAMILIES, p_entity_type: 'fii', p_after: '' })).map((r) => r.period)).toEqual(['2024-01-01']);
  });

  it('starts at 2019-01-01 without p_from (null means the default too), and says so when p_to is before it', async () => {
    const rows = await ok({ p_cnpj: FIDC });
    expect(rows).toHaveLength(16);
    expect([rows[0].period, rows.at(-1)!.period]).toEqual(['2019-01-31', '2020-04-30']);
    expect(await ok({ p_cnpj: FIDC, p_from: null })).toEqual(rows);
    expect((await ok({ p_cnpj: FIDC, p_from: '2018-12-01' }))[0].period).toBe('2018-12-31');
    expect((await refused({ p_cnpj: FIDC, p_to: '2003-04-30' })).message).toBe('fund_nav: p_from (2019-01-01, the default) is after p_to (2003-04-30)');
  });
});
