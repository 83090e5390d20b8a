// @legs direct postgrest
// api.funds through HTTP on golden rows: one row per (cnpj, family) of the monthly
// series with the registry's name, status and class (NULL when unregistered), ETFs
// left out, the span kept by the fund_month triggers through inserts, deletes,
// re-keyed updates and truncation, and filtered reads served by the span's indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { CLASS, ETF, FIDC, FII, REGISTERED_ONLY, seedFunds, TWO_FAMILIES } from '../helpers/fund-seed.js';

let db: TestDatabase;
let gateway: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, seedFunds);
  gateway = await startApi(db);
});
afterAll(async () => {
  await gateway?.close();
  await db?.drop();
});

const api = {
  async rows(pathAndQuery: string): Promise<Record<string, unknown>[]> {
    const response = await gateway.get(pathAndQuery);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  },
  /** SQL as the loaders' side would run it (the superuser). */
  owner: (sql: string) => withClient(db.superuserUrl, (c) => c.query(sql)),
};

describe('funds', () => {
  it('lists each fund and family of the monthly series with its registry identity and span', async () => {
    const rows = await api.rows('/funds?order=cnpj,entity_type');
    expect(rows).toEqual([
      { cnpj: CLASS, entity_type: 'fi', fund_name: 'IPÊ RENDA FIXA CLASSE ÚNICA', status: 'Em Funcionamento Normal', fund_class: 'Renda Fixa', first_period: '2024-01-01', last_period: '2024-06-01', n_reports: 6 },
      { cnpj: FIDC, entity_type: 'fidc', fund_name: 'FIDC PAU-BRASIL', status: 'CANCELADA', fund_class: null, first_period: '2024-10-31', last_period: '2024-12-31', n_reports: 3 },
      { cnpj: FII, entity_type: 'fii', fund_name: null, status: null, fund_class: null, first_period: '2025-01-01', last_period: '2025-02-01', n_reports: 2 },
      { cnpj: TWO_FAMILIES, entity_type: 'fi', fund_name: null, status: null, fund_class: null, first_period: '2024-01-01', last_period: '2024-01-01', n_reports: 1 },
      { cnpj: TWO_FAMILIES, entity_type: 'fii', fund_name: null, status: null, fund_class: null, first_period: '2024-01-01', last_period: '2024-02-01', n_reports: 2 },
    ]);
  });

  it('leaves out ETFs and registered funds that never filed a monthly report', async () => {
    expect(await api.rows(`/funds?cnpj=eq.${ETF}`)).toEqual([]);
    expect(await api.rows(`/funds?cnpj=eq.${REGISTERED_ONLY}`)).toEqual([]);
  });

  it('filters by family and pages by n_reports', async () => {
    expect(await api.rows('/funds?entity_type=eq.fii&select=cnpj,n_reports&order=n_reports.desc,cnpj&limit=1')).toEqual([{ cnpj: FII, n_reports: 2 }]);
    expect(await api.rows('/funds?entity_type=eq.fii&select=cnpj&order=n_reports.desc,cnpj&limit=1&offset=1')).toEqual([{ cnpj: TWO_FAMILIES }]);
    expect(await api.rows('/funds?last_period=gte.2025-01-01&select=cnpj')).toEqual([{ cnpj: FII }]);
  });

  it('answers [] for an unknown CNPJ', async () => {
    expect(await api.rows('/funds?cnpj=eq.00000000000000')).toEqual([]);
  });

  it('serves its filters and its n_reports order from the span\'s indexes, not a scan of every fund', async () => {
    // whether the index can serve the read (seqscan off), not which plan a few golden rows get
    const plan = async (sql: string, settings = '') =>
      withClient(db.superuserUrl, async (c) => {
        await c.query(`begin; set local enable_seqscan = off; ${settings} set local role api_owner`);
        const { rows } = await c.query(`explain (costs off) ${sql}`);
        await c.query('rollback');
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan(`select * from api.funds where cnpj = '${CLASS}'`)).toMatch(/fund_span_cnpj/);
    expect(await plan('select * from api.funds order by n_reports desc limit 10')).toMatch(/Index Scan Backward using fund_span_n_reports/);
    const recent = await plan(`select * from api.funds where last_period >= '2025-01-01' order by last_period limit 10`);
    expect(recent, recent).toMatch(/fund_span_last_period/);
    // one family's page in either paging order can be read in order and cut at the limit: no sort of the family
    const byReports = await plan(`select * from api.funds where entity_type = 'fii' order by n_reports desc, cnpj limit 5`, 'set local enable_sort = off;');
    expect(byReports, byReports).toMatch(/Index Scan using fund_span_family_n_reports/);
    expect(byReports, byReports).not.toMatch(/Sort/);
    const byLast = await plan(`select * from api.funds where entity_type = 'fidc' and last_period >= '2025-01-01' order by last_period desc, cnpj limit 5`, 'set local enable_sort = off;');
    expect(byLast, byLast).toMatch(/Index Scan using fund_span_family_last_period/);
    expect(byLast, byLast).not.toMatch(/Sort/);
  });
});

describe('the span follows the monthly series (fund_month triggers)', () => {
  it('is kept through inserts, deletes, re-keyed updates and truncation', async () => {
    const span = async () => (await api.rows(`/funds?cnpj=eq.${CLASS}&select=first_period,last_period,n_reports`))[0];
    await api.owner(`insert into cvm.fund_month (entity_type, cnpj, period) values ('fi', '${CLASS}', '2023-12-01'), ('fi', '${CLASS}', '2024-07-01')`);
    expect(await span()).toEqual({ first_period: '2023-12-01', last_period: '2024-07-01', n_reports: 8 });
    await api.owner(`delete from cvm.fund_month where cnpj = '${CLASS}' and period in ('2023-12-01', '2024-07-01', '2024-03-01')`);
    expect(await span()).toEqual({ first_period: '2024-01-01', last_period: '2024-06-01', n_reports: 5 });
    // a refresh that rewrites values keeps the span; one that moves a period moves it
    await api.owner(`update cvm.fund_month set nav = 2 where cnpj = '${CLASS}'`);
    expect(await span()).toEqual({ first_period: '2024-01-01', last_period: '2024-06-01', n_reports: 5 });
    await api.owner(`update cvm.fund_month set period = '2025-01-01' where cnpj = '${CLASS}' and period = '2024-06-01'`);
    expect(await span()).toEqual({ first_period: '2024-01-01', last_period: '2025-01-01', n_reports: 5 });
    await api.owner(`delete from cvm.fund_month where entity_type = 'fidc'`);
    expect(await api.rows(`/funds?cnpj=eq.${FIDC}`)).toEqual([]);
    // the span equals the aggregate of the series, whatever happened
    const drift = await api.owner(`
      select count(*)::int as n from (
        (select entity_type, cnpj, min(period), max(period), count(*) from cvm.fund_month group by 1, 2
         except select entity_type, cnpj, first_period, last_period, n_reports from cvm.fund_span)
        union all
        (select entity_type, cnpj, first_period, last_period, n_reports from cvm.fund_span
         except select entity_type, cnpj, min(period), max(period), count(*) from cvm.fund_month group by 1, 2)) d`);
    expect(drift.rows[0].n).toBe(0);
    await api.owner('truncate cvm.fund_month');
    expect(await api.rows('/funds')).toEqual([]);
  });
});
