// api.fidc_portfolio through HTTP, one case per rule, on golden tab II, X and X_7
// rows: 31 months of sectors, SCR grades from the second month only, and
// guarantees with a blank filing, a negative value, a percent above 100 and one
// CNPJ filing a month both as Classe and as Fundo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { SCR_GRADES } from '../../src/ingest/cvm-fidc-mensal/tabs/tab-x.js';
import { SECTOR_COLUMNS } from '../../src/ingest/cvm-fidc-mensal/tabs/tab-ii.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';

const FUND = '70300000000100';
const MONTHS = Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(2023, 9 + i + 1, 0)).toISOString().slice(0, 10)); // month ends 2023-10..2026-04
const [FIRST, LAST] = [MONTHS[0], MONTHS[30]];

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-fidc-mensal', file_name: 'golden', sha256: 'd'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await k
      .insertInto('cvm.fidc_tab_ii')
      .values(MONTHS.map((m, i) => ({
        cnpj: FUND, reference_date: m, fund_type: 'Classe', ingest_id: id,
        // each sector column holds its position (TOTAL 1000 + month); K is blank
        ...Object.fromEntries(SECTOR_COLUMNS.map((col, n) => [col.header.toLowerCase(), col.code === 'TOTAL' ? String(1000 + i) : col.code === 'K' ? null : String(n)])),
      })))
      .execute();
    await k
      .insertInto('cvm.fidc_tab_x')
      .values(MONTHS.slice(1).map((m) => ({
        cnpj: FUND, reference_date: m, fund_type: 'Classe', ingest_id: id,
        ...Object.fromEntries(SCR_GRADES.map((g, n) => [`tab_x_scr_risco_devedor_${g.toLowerCase()}`, String(100 + n)])),
        ...Object.fromEntries(SCR_GRADES.map((g, n) => [`tab_x_scr_risco_oper_${g.toLowerCase()}`, String(200 + n)])),
        tab_x_debito_tribut: null,
      })))
      .execute();
    await k
      .insertInto('cvm.fidc_tab_x_7')
      .values([
        { cnpj: FUND, reference_date: FIRST, fund_type: 'Classe', tab_x_vl_garantia_dircred: null, tab_x_pr_garantia_dircred: null, ingest_id: id },
        { cnpj: FUND, reference_date: LAST, fund_type: 'Classe', tab_x_vl_garantia_dircred: '552320100.42', tab_x_pr_garantia_dircred: '113.42', ingest_id: id },
        { cnpj: FUND, reference_date: LAST, fund_type: 'Fundo', tab_x_vl_garantia_dircred: '-0.22', tab_x_pr_garantia_dircred: '0.00', ingest_id: id },
      ])
      .execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});
const portfolio = rpcCalls(() => api, 'fidc_portfolio');
const ONE = (month: string, kind?: string) => ({ p_cnpj: FUND, p_kind: kind, p_from: month, p_to: month });

describe('fidc_portfolio', () => {
  it('kind sector: the 33 items of tab II in the form order, with code, parent and item; a blank is NULL', async () => {
    const rows = await portfolio.ok(ONE(LAST, 'sector'));
    expect(rows.map((r) => r.code)).toEqual(SECTOR_COLUMNS.map((c) => c.code));
    expect(rows.map((r) => r.parent)).toEqual(SECTOR_COLUMNS.map((c) => c.parent));
    expect(rows[0]).toEqual({ cnpj: FUND, period: LAST, fund_type: 'Classe', kind: 'sector', code: 'TOTAL', parent: null, item: 'TAB_II_VL_CARTEIRA', value: 1030, pct: null, pct_above_100: null });
    expect(rows.find((r) => r.code === 'F2')).toMatchObject({ parent: 'F', item: 'TAB_II_F2_VL_CRED_PESSOA_CONSIG', value: 15 });
    expect(rows.at(-1)).toMatchObject({ code: 'K', value: null });
  });

  it('kinds scr_debtor and scr_operation: one book graded two ways, AA..H each; tax_debt blank is NULL', async () => {
    const debtor = await portfolio.ok(ONE(LAST, 'scr_debtor'));
    expect(debtor.map((r) => [r.code, r.item, r.value])).toEqual(SCR_GRADES.map((g, n) => [g, `TAB_X_SCR_RISCO_DEVEDOR_${g}`, 100 + n]));
    expect((await portfolio.ok(ONE(LAST, 'scr_operation'))).map((r) => r.value)).toEqual(SCR_GRADES.map((_, n) => 200 + n));
    expect(await portfolio.ok(ONE(LAST, 'tax_debt'))).toEqual([{ cnpj: FUND, period: LAST, fund_type: 'Classe', kind: 'tax_debt', code: 'TOTAL', parent: null, item: 'TAB_X_DEBITO_TRIBUT', value: null, pct: null, pct_above_100: null }]);
  });

  it('kind guarantees: value and percent as filed, a percent above 100 flagged, a negative value kept, both filers of one month', async () => {
    expect((await portfolio.ok(ONE(LAST, 'guarantees'))).map((r) => [r.fund_type, r.value, r.pct, r.pct_above_100])).toEqual([
      ['Classe', 552320100.42, 113.42, true],
      ['Fundo', -0.22, 0, false],
    ]);
    expect((await portfolio.ok(ONE(FIRST, 'guarantees'))).map((r) => [r.value, r.pct, r.pct_above_100])).toEqual([[null, null, null]]);
  });

  it('without p_kind serves every kind of the month: by filer, then sector, scr_debtor, scr_operation, tax_debt, guarantees', async () => {
    const rows = await portfolio.ok(ONE(LAST));
    expect(rows).toHaveLength(33 + 9 + 9 + 1 + 1 + 1);
    expect([...new Set(rows.map((r) => `${r.fund_type} ${r.kind}`))]).toEqual(['Classe sector', 'Classe scr_debtor', 'Classe scr_operation', 'Classe tax_debt', 'Classe guarantees', 'Fundo guarantees']);
  });

  it('a month without tab X has no scr rows (not zero-graded ones)', async () => {
    expect(await portfolio.ok(ONE(FIRST, 'scr_debtor'))).toEqual([]);
    expect(await portfolio.ok(ONE(FIRST, 'sector'))).toHaveLength(33);
  });

  it('refuses an unknown p_kind naming the set; folds case', async () => {
    const error = await portfolio.refused({ p_cnpj: FUND, p_kind: 'rating' });
    expect(error.message).toBe("fidc_portfolio: unknown p_kind 'rating'");
    expect(error.hint).toMatch(/sector, scr_debtor, scr_operation, tax_debt, guarantees/);
    expect(await portfolio.ok(ONE(LAST, 'SECTOR'))).toHaveLength(33);
  });

  it('refuses more than 1000 rows with how to narrow; p_limit serves the newest N rows oldest first', async () => {
    const error = await portfolio.refused({ p_cnpj: FUND, p_kind: 'sector' }); // 31 months x 33
    expect(error.message).toBe('fidc_portfolio: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(error.hint).toMatch(/p_kind/);
    const newest = await portfolio.ok({ p_cnpj: FUND, p_kind: 'sector', p_limit: 34 });
    expect([newest[0].period, newest[0].code, newest[1].period, newest[1].code, newest.length]).toEqual([MONTHS[29], 'K', LAST, 'TOTAL', 34]);
    expect((await portfolio.refused({ p_cnpj: FUND, p_limit: 1001 })).message).toBe('fidc_portfolio: p_limit 1001 is out of range');
  });

  it('answers [] for an unknown CNPJ, accepts a punctuated one, refuses p_from after p_to', async () => {
    expect(await portfolio.ok({ p_cnpj: '11111111000111' })).toEqual([]);
    expect(await portfolio.ok({ p_cnpj: '70.300.000/0001-00', p_kind: 'guarantees', p_from: LAST })).toHaveLength(2);
    expect((await portfolio.refused({ p_cnpj: FUND, p_from: LAST, p_to: FIRST })).message).toMatch(/^fidc_portfolio: /);
  });
});
