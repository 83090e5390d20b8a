// api.fidc_tranches through HTTP, one case per rule, on golden tranche rows: a
// month with a filed senior series and its flows, a subordinated series filed
// blank, a series with flows and no X_2 row, an older month without the filer
// type, and a fund with more series than one response holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';

const FUND = '70400000000100';
const BIG = '70400000000200';
const [OLD, M] = ['2023-09-30', '2026-06-30'];

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-fidc-mensal', file_name: 'golden', sha256: 'e'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const at = (reference_date: string, fund_type: string | null, cnpj = FUND) => ({ cnpj, reference_date, fund_type, ingest_id: id });
    await k
      .insertInto('cvm.fidc_tab_x_2')
      .values([
        { ...at(M, 'Classe'), tab_x_classe_serie: 'Sênior 1', tab_x_qt_cota: '95000000', tab_x_vl_cota: '1.0843' },
        { ...at(M, 'Classe'), tab_x_classe_serie: 'Subordinada', tab_x_qt_cota: null, tab_x_vl_cota: null },
        { ...at(OLD, null), tab_x_classe_serie: 'Única', tab_x_qt_cota: '10', tab_x_vl_cota: '1' },
        ...Array.from({ length: 1001 }, (_, n) => ({ ...at(M, 'Classe', BIG), tab_x_classe_serie: `S${String(n).padStart(4, '0')}`, tab_x_qt_cota: '1', tab_x_vl_cota: '1' })),
      ])
      .execute();
    await k.insertInto('cvm.fidc_tab_x_3').values([{ ...at(M, 'Classe'), tab_x_classe_serie: 'Sênior 1', tab_x_vl_rentab_mes: '1.12' }]).execute();
    await k.insertInto('cvm.fidc_tab_x_6').values([{ ...at(M, 'Classe'), tab_x_classe_serie: 'Sênior 1', tab_x_pr_desemp_esperado: '100', tab_x_pr_desemp_real: '103.4' }]).execute();
    await k
      .insertInto('cvm.fidc_tab_x_4')
      .values([
        { ...at(M, 'Classe'), tab_x_classe_serie: 'Sênior 1', tab_x_tp_oper: 'Resgates no Mês', tab_x_vl_total: '500000', tab_x_qt_cota: '461000' },
        { ...at(M, 'Classe'), tab_x_classe_serie: 'Sênior 1', tab_x_tp_oper: 'Captações no Mês', tab_x_vl_total: '2000000', tab_x_qt_cota: '1845000' },
        { ...at(M, 'Classe'), tab_x_classe_serie: 'Mezanino', tab_x_tp_oper: 'Amortizações', tab_x_vl_total: '300000', tab_x_qt_cota: null },
      ])
      .execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});
const tranches = rpcCalls(() => api, 'fidc_tranches');

describe('fidc_tranches', () => {
  it('serves one row per series and month with X_2, X_3, X_6 as filed and X_4 as a flows array', async () => {
    const rows = await tranches.ok({ p_cnpj: FUND, p_from: M, p_to: M });
    expect(rows.map((r) => r.classe_serie)).toEqual(['Mezanino', 'Subordinada', 'Sênior 1']); // by label as stored (byte order)
    expect(rows[2]).toEqual({
      cnpj: FUND, period: M, fund_type: 'Classe', classe_serie: 'Sênior 1',
      quotas: 95000000, quota_value: 1.0843, return_month: 1.12, performance_expected: 100, performance_realised: 103.4,
      tranche_filed: true,
      flows: [{ tp_oper: 'Captações no Mês', value: 2000000, quotas: 1845000 }, { tp_oper: 'Resgates no Mês', value: 500000, quotas: 461000 }],
    });
  });

  it('a series filed blank in X_2 is tranche_filed with NULL values; without flows, flows is NULL (not [])', async () => {
    expect((await tranches.ok({ p_cnpj: FUND, p_from: M, p_to: M, p_series: 'Subordinada' }))[0]).toMatchObject({
      quotas: null, quota_value: null, return_month: null, performance_expected: null, tranche_filed: true, flows: null,
    });
  });

  it('a series with X_4 flows and no X_2 row is tranche_filed false: its X_2 columns are NULL because nothing was filed', async () => {
    expect((await tranches.ok({ p_cnpj: FUND, p_from: M, p_to: M, p_series: 'Mezanino' }))[0]).toMatchObject({
      quotas: null, quota_value: null, tranche_filed: false, flows: [{ tp_oper: 'Amortizações', value: 300000, quotas: null }],
    });
  });

  it('serves months oldest first; a month of the older prefix has fund_type NULL', async () => {
    const rows = await tranches.ok({ p_cnpj: FUND });
    expect(rows.map((r) => [r.period, r.fund_type, r.classe_serie])).toEqual([[OLD, null, 'Única'], [M, 'Classe', 'Mezanino'], [M, 'Classe', 'Subordinada'], [M, 'Classe', 'Sênior 1']]);
  });

  it('p_series matches exactly as filed; an unknown series or CNPJ gives []', async () => {
    expect(await tranches.ok({ p_cnpj: FUND, p_series: 'sênior 1' })).toEqual([]);
    expect(await tranches.ok({ p_cnpj: '11111111000111' })).toEqual([]);
    expect(await tranches.ok({ p_cnpj: '70.400.000/0001-00', p_series: 'Única' })).toHaveLength(1);
  });

  it('refuses more than 1000 rows with how to narrow, and p_from after p_to', async () => {
    const error = await tranches.refused({ p_cnpj: BIG });
    expect(error.message).toBe('fidc_tranches: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(error.hint).toMatch(/p_series/);
    expect(await tranches.ok({ p_cnpj: BIG, p_series: 'S0007' })).toHaveLength(1);
    expect((await tranches.refused({ p_cnpj: FUND, p_from: M, p_to: OLD })).message).toMatch(/^fidc_tranches: /);
  });
});
