// @legs direct postgrest docker
// api.portfolio_credit_returns through HTTP, on hand-made CRI and CRA classe
// members (test/fixtures/cvm/securit-returns, values as series totals) loaded
// by the real loader and SGS 12 rates: every return and the CDI are computed
// here by hand from the fixture's figures; one case per NULL rule (gap_reason),
// the defaults, an unknown code, and each refusal.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadSecuritFile } from '../../src/ingest/cvm-securit-mensal/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls, type Row } from '../helpers/rpc.js';
import { tempDir } from '../ingest/support.js';
import { zipFixture } from '../ingest/cvm-files/support.js';

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;
const { ok, refused } = rpcCalls(() => api, 'portfolio_credit_returns');

/** The clean series of the fixture, month by month from 2025-12: [quantity, value, income, amortisation], series totals. */
const CLEAN: [number, number, number, number][] = [
  [1000, 1000000, 0, 0], [1000, 1010000, 0, 0], [1000, 1020100, 0, 0], [1000, 1000000, 30301, 0],
  [1000, 910000, 10000, 100000], [1000, 919100, 0, 0], [1000, 928291, 0, 0],
];
const MONTHS = ['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'];
const WINDOW = { p_from: '2026-01-01', p_to: '2026-06-30' };

/** (PU_m + income_m + amortisation_m) / PU_(m-1), per certificate, compounded over months[1..], minus 1. */
function holdingReturn(series: [number, number, number, number][]): number {
  let product = 1;
  for (let i = 1; i < series.length; i += 1) {
    const [q, v, r, a] = series[i];
    const [q0, v0] = series[i - 1];
    product *= (v / q + r / q + a / q) / (v0 / q0);
  }
  return product - 1;
}

/** SGS 12: one rate per weekday from 2025-12-01 through 2026-07-03 (0.040, 0.041, 0.042 % a day by day of month). */
const CDI: [string, number][] = [];
for (let d = new Date('2025-12-01T00:00:00Z'); d <= new Date('2026-07-03T00:00:00Z'); d = new Date(d.getTime() + 86400000)) {
  if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) CDI.push([d.toISOString().slice(0, 10), 0.04 + (d.getUTCDate() % 3) / 1000]);
}
function cdiBetween(from: string, to: string): { rates: number; value: number } {
  const used = CDI.filter(([day]) => day >= from && day < to);
  return { rates: used.length, value: used.reduce((p, [, v]) => p * (1 + v / 100), 1) - 1 };
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir, progress: false };
  await loadSecuritFile(await zipFixture('securit-returns', 'inf_mensal_cri_2026.zip', (m) => m.includes('_cri_')), options);
  await loadSecuritFile(await zipFixture('securit-returns', 'inf_mensal_cra_2026.zip', (m) => m.includes('_cra_')), options);
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('bcb.sgs').values(CDI.map(([day, value]) => ({ code: 12, reference_date: new Date(day), value: value.toFixed(3), ingest_id: 0 }))).execute();
    // a code with 1001 series in the window: its answer is above one page
    await k
      .insertInto('cvm.securit_classe')
      .values(
        Array.from({ length: 1001 }, (_, i) => ({
          instrument_type: 'cri_mensal', cnpj_emissora: '12345678000190', codigo_identificacao_certificado: 'CRI-MANY', data_referencia: new Date('2026-06-01'),
          versao: 1, line_no: i + 1, numero_serie: String(i + 1), classe: 'Sênior', codigo_cetip: 'MANY1', ingest_id: 0,
        })),
      )
      .execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const cdi = cdiBetween('2025-12-31', '2026-06-30');
/** Every row of the fixture's 6-month window shares these. */
const WINDOW_ROW = { base_month: '2025-12-01', end_month: '2026-06-01', months: 6, cdi_from: '2025-12-31', cdi_to: '2026-06-30', cdi_rates: cdi.rates };

function expectReturn(row: Row, expected: number) {
  expect(row.holding_return).toBeCloseTo(expected, 9);
  expect(row.cdi_return).toBeCloseTo(cdi.value, 9);
  expect(row.excess_return).toBeCloseTo(expected - cdi.value, 9);
}

describe('portfolio_credit_returns', () => {
  it('a clean CRI series: (PU + income + amortisation) / previous PU per certificate, compounded, against the CDI from the base month\'s last rate to the end month\'s', async () => {
    const [row] = await ok({ p_codes: ['26C0000001'], ...WINDOW });
    expect(row).toMatchObject({
      input_code: '26C0000001', code: '26C0000001', instrument_type: 'cri_mensal', cnpj_emissora: '12345678000190', numero_serie: 1, classe: 'Sênior',
      ...WINDOW_ROW, months_computed: 6, pu_base: 1000, pu_end: 928.291,
      income_per_unit: (30301 + 10000) / 1000, amortisation_per_unit: 100, gap_month: null, gap_reason: null,
    });
    expect(cdi.rates).toBe(129); // weekdays 2025-12-31 .. 2026-06-29
    expectReturn(row, holdingReturn(CLEAN));
    expect(holdingReturn(CLEAN)).toBeCloseTo(1.01 ** 5 * 1.02 - 1, 12); // the fixture's factors
  });

  it('reads the newest version of a month\'s report (version 1 of 2026-04 filed a wrong value)', async () => {
    const [row] = await ok({ p_codes: ['26C0000001'], p_from: '2026-04-01', p_to: '2026-04-30' });
    expect(row).toMatchObject({ base_month: '2026-03-01', months: 1, pu_base: 1000, pu_end: 910, income_per_unit: 10, amortisation_per_unit: 100 });
    expect(row.holding_return).toBeCloseTo((910 + 10 + 100) / 1000 - 1, 12);
  });

  it('a CRA: CRA- stripped, instrument_type cra_mensal; codes answer once, in order of first appearance', async () => {
    const rows = await ok({ p_codes: [' cra-cra0260009 ', '26C0000001', ' cra-cra0260009 '], ...WINDOW });
    expect(rows.map((r) => [r.input_code, r.code, r.instrument_type, r.cnpj_emissora, r.classe])).toEqual([
      [' cra-cra0260009 ', 'CRA0260009', 'cra_mensal', '98765432000110', 'Única'],
      ['26C0000001', '26C0000001', 'cri_mensal', '12345678000190', 'Sênior'],
    ]);
    expectReturn(rows[0], holdingReturn(CLEAN));
  });

  it('two series under one code: one row each, by series then class', async () => {
    const rows = await ok({ p_codes: ['26C0000006'], ...WINDOW });
    expect(rows.map((r) => [r.numero_serie, r.classe, r.pu_base, r.pu_end, r.income_per_unit, r.amortisation_per_unit])).toEqual([
      [1, 'Sênior', 1000, 928.291, 40.301, 100],
      [2, 'Subordinada', 500, 500, 30, 0],
    ]);
    expectReturn(rows[0], holdingReturn(CLEAN));
    expectReturn(rows[1], holdingReturn(MONTHS.map(() => [200, 100000, 1000, 0])));
  });

  // each NULL rule: holding_return, the flows and excess_return NULL, never 0; the first month that stops it and why
  it.each([
    ['26C0000002', '2026-02-01', 'income_not_filed', 5, 1000, 928.291],
    ['26C0000003', '2026-03-01', 'not_filed', 4, 1000, 928.291],
    ['26C0000004', '2026-04-01', 'quantity_changed', 5, 1000, 928.291],
    ['26C0000005', '2026-02-01', 'ambiguous_rows', 4, 1000, 928.291],
    ['26C0000007', '2026-05-01', 'invalid_value', 4, 1000, 928.291],
    ['26C0000008', '2025-12-01', 'price_not_filed', 5, null, 928.291],
    ['26C0000009', '2026-06-01', 'amortisation_not_filed', 5, 1000, 928.291],
  ])('%s: gap %s %s, %i of 6 factors, NULL return with the CDI still served', async (code, gapMonth, reason, computed, puBase, puEnd) => {
    const [row] = await ok({ p_codes: [code], ...WINDOW });
    expect(row).toMatchObject({
      code, ...WINDOW_ROW, months_computed: computed, pu_base: puBase, pu_end: puEnd,
      income_per_unit: null, amortisation_per_unit: null, holding_return: null, excess_return: null, gap_month: gapMonth, gap_reason: reason,
    });
    expect(row.cdi_return).toBeCloseTo(cdi.value, 9);
  });

  it('a month filing 0 certificates with income is invalid_value, its flows per certificate NULL (not a division by zero)', async () => {
    await withClient(db.superuserUrl, (c) =>
      kyselyOver(c)
        .insertInto('cvm.securit_classe')
        .values(
          ([['2026-05-01', '1000', '1000000'], ['2026-06-01', '0', '1000000']] as const).map(([day, q, v]) => ({
            instrument_type: 'cri_mensal', cnpj_emissora: '12345678000190', codigo_identificacao_certificado: 'CRI-ZERO', data_referencia: new Date(day),
            versao: 1, line_no: 1, numero_serie: '1', classe: 'Sênior', codigo_cetip: 'ZEROQ1', quantidade_certificados: q, valor_certificados: v, rendimentos: '5000', amortizacoes: '0', ingest_id: 0,
          })),
        )
        .execute(),
    );
    const [row] = await ok({ p_codes: ['ZEROQ1'], p_from: '2026-06-01', p_to: '2026-06-30' });
    expect(row).toMatchObject({
      months: 1, months_computed: 0, pu_base: 1000, pu_end: null, income_per_unit: null, amortisation_per_unit: null, holding_return: null, gap_month: '2026-06-01', gap_reason: 'invalid_value',
    });
  });

  it('the CDI is NULL when no rate follows the end month (it may not be complete), and a month past the last report is not_filed', async () => {
    const [row] = await ok({ p_codes: ['26C0000001'], p_from: '2026-02-01', p_to: '2026-07-31' });
    expect(row).toMatchObject({
      base_month: '2026-01-01', end_month: '2026-07-01', months: 6, months_computed: 5, pu_end: null,
      holding_return: null, gap_month: '2026-07-01', gap_reason: 'not_filed',
      cdi_from: null, cdi_to: null, cdi_rates: null, cdi_return: null, excess_return: null,
    });
  });

  it('defaults: p_to is the newest month held (2026-06), p_from 11 months before: a base month with no report is the gap', async () => {
    const [row] = await ok({ p_codes: ['26C0000001'] });
    expect(row).toMatchObject({ base_month: '2025-06-01', end_month: '2026-06-01', months: 12, months_computed: 6, pu_base: null, gap_month: '2025-06-01', gap_reason: 'not_filed', holding_return: null });
    // the CDI starts in December in the fixture: no rate in the base month
    expect(row).toMatchObject({ cdi_from: null, cdi_return: null });
  });

  it('a code no report holds, and one whose series filed nothing in the window, answer no rows', async () => {
    expect(await ok({ p_codes: ['NOPE99', '26C0000010', '  '], ...WINDOW })).toEqual([]);
    expect(await ok({ p_codes: [], ...WINDOW })).toEqual([]);
  });

  it('refuses more than 200 codes (200 answer), p_from after p_to, and an answer above one 1000-row page', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `X${i}`);
    expect(await refused({ p_codes: many })).toEqual({
      code: '22023', message: 'portfolio_credit_returns: 201 codes sent, at most 200', details: 'One call answers at most 200 codes.', hint: 'Split p_codes into calls of at most 200 codes each.',
    });
    expect(await ok({ p_codes: [...many.slice(0, 199), '26C0000001'], ...WINDOW })).toHaveLength(1);
    const window = await refused({ p_codes: ['26C0000001'], p_from: '2026-05-01', p_to: '2026-04-30' });
    expect(window.message).toBe('portfolio_credit_returns: p_from (2026-05-01) is after p_to (2026-04-30)');
    expect(window.hint).toContain('Send p_from on or before p_to');
    const over = await refused({ p_codes: ['MANY1'], ...WINDOW });
    expect(over.message).toBe('portfolio_credit_returns: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(over.hint).toContain('Send fewer codes per call');
  });
});
