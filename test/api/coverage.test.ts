// api.coverage and api.metric_coverage through HTTP: rows appear as files load
// (data-driven from the ingest log, any source), and metric spans count only
// non-NULL values, a pair never filed being absent.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadPtaxFile } from '../../src/ingest/bcb-ptax/load.js';
import { loadBdiFile } from '../../src/ingest/b3-bdi/load.js';
import { loadInfDiarioFile } from '../../src/ingest/cvm-inf-diario/load.js';
import { brDate, HEADERS, renderBdiSheet, renderEmptyAnswer } from '../../src/sample/b3-bdi/bdi-csv.js';
import { codeVersion } from '../../src/ingest/common/code-version.js';
import { createTestDatabase, readDb, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { REAL_PTAX, tempDir } from '../ingest/support.js';
import { cvmFixture } from '../ingest/cvm-files/support.js';

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(fn: string): Promise<Record<string, unknown>[]> {
  const res = await api.rpc(fn, {});
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
const load = { ownerUrl: '', dataDir: '', progress: false };

describe('coverage', () => {
  it('is empty on an empty store', async () => {
    expect(await call('coverage')).toEqual([]);
    expect(await call('metric_coverage')).toEqual([]);
  });

  it('gains a row per source as files load, and one per fund family of the monthly series', async () => {
    Object.assign(load, { ownerUrl: db.superuserUrl, dataDir });
    await loadPtaxFile(REAL_PTAX, load);
    await loadInfDiarioFile(cvmFixture('inf_diario_fi_202409.csv'), load);
    const rows = await call('coverage');
    expect(rows.map((r) => r.dataset)).toEqual(['bcb-ptax', 'cvm-inf-diario', 'funds_fi']);
    const [ptax, daily, fi] = rows;
    expect(ptax).toMatchObject({ source: 'publisher', first_period: '2025-04-22', newest_period: '2025-04-25', complete_through: '2025-03-31', rows: 4, notes: '1 file(s) loaded; newest ptax_20250422-20250425.csv' });
    // the newest day is the last day of its month, so the month is complete
    expect(daily).toMatchObject({ source: 'publisher', first_period: '2024-09-02', newest_period: '2024-09-30', complete_through: '2024-09-30', rows: 5 });
    expect(daily.landed_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(fi).toMatchObject({ source: 'derived', first_period: '2024-09-01', newest_period: '2024-09-01', complete_through: '2024-08-01', landed_at: null, rows: 2 });
  });

  it('shows any later source without code changes, says when it is sample data, and ignores failed files', async () => {
    await withClient(db.superuserUrl, (c) =>
      kyselyOver(c)
        .insertInto('ingest.ingest_log')
        .values([
          { source: 'b3-cotahist', file_name: 'COTAHIST_A2025.TXT', sha256: 'a'.repeat(64), bytes: 10, status: 'loaded', rows_inserted: 7, first_period: '2025-01-02', last_period: '2025-06-15', fetched_at: new Date(), synthetic: true },
          { source: 'b3-never', file_name: 'x.txt', sha256: 'b'.repeat(64), bytes: 10, status: 'failed', rows_inserted: 0, first_period: null, last_period: null, fetched_at: new Date(), synthetic: false },
        ])
        .execute(),
    );
    const rows = await call('coverage');
    expect(rows.map((r) => r.dataset)).toEqual(['b3-cotahist', 'bcb-ptax', 'cvm-inf-diario', 'funds_fi']);
    expect(rows[0]).toMatchObject({ source: 'synthetic_sample', first_period: '2025-01-02', newest_period: '2025-06-15', complete_through: '2025-05-31', rows: 7 });
  });
});

describe('coverage as_of and code_version', () => {
  it('says when the answer was computed (as_of, one instant for every row) and which code version loaded the newest file', async () => {
    const before = Date.now();
    const rows = await call('coverage');
    const after = Date.now();
    const asOf = new Set(rows.map((r) => r.as_of));
    expect(asOf.size).toBe(1);
    const instant = Date.parse(String([...asOf][0]));
    expect(instant).toBeGreaterThanOrEqual(before - 1000);
    expect(instant).toBeLessThanOrEqual(after + 1000);
    // package.json version, then +commit in a git checkout
    const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(codeVersion()).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}(\\+[0-9a-f]{12})?$`));
    const byDataset = Object.fromEntries(rows.map((r) => [r.dataset, r.code_version]));
    // files loaded by the loaders carry it; a log row written before it was recorded and the derived rows do not
    expect(byDataset).toEqual({ 'b3-cotahist': null, 'bcb-ptax': codeVersion(), 'cvm-inf-diario': codeVersion(), funds_fi: null });
    const logged = await withClient(db.superuserUrl, (c) =>
      kyselyOver(c).selectFrom('ingest.ingest_log').select('code_version').distinct().where('source', '=', 'bcb-ptax').execute(),
    );
    expect(logged).toEqual([{ code_version: codeVersion() }]);
  });
});

describe('metric_coverage', () => {
  it('spans only non-NULL values per family and metric, with density; a pair never filed is absent', async () => {
    const fidc = (period: string, nav: number, delinquency: number | null) => ({ entity_type: 'fidc', cnpj: '70100000000100', period, nav, delinquency });
    const fii = (period: string, nav: number, quotaholders: number | null, monthly_yield: number | null, assets: number) =>
      ({ entity_type: 'fii', cnpj: '80100000000100', period, nav, quotaholders, monthly_yield, assets });
    await withClient(db.superuserUrl, async (c) => {
      const k = kyselyOver(c);
      await k.insertInto('cvm.fund_month').values([fidc('2025-01-31', 10, null), fidc('2025-02-28', 11, 0), fidc('2025-03-31', 12, 5), fidc('2025-04-30', 13, null)]).execute();
      await k.insertInto('cvm.fund_month').values([fii('2025-01-01', 1, 10, 0.01, 100), fii('2025-02-01', 2, null, null, 200)]).execute();
    });
    const rows = await call('metric_coverage');
    expect(rows).toEqual([
      // fi comes through the real loader: one fund never files inflows, one month-end has no holder count
      { entity_type: 'fi', metric: 'inflows', first_period: '2024-09-01', last_period: '2024-09-01', filed_rows: 1, total_rows: 2 },
      { entity_type: 'fi', metric: 'nav', first_period: '2024-09-01', last_period: '2024-09-01', filed_rows: 2, total_rows: 2 },
      { entity_type: 'fi', metric: 'quota', first_period: '2024-09-01', last_period: '2024-09-01', filed_rows: 2, total_rows: 2 },
      { entity_type: 'fi', metric: 'quotaholders', first_period: '2024-09-01', last_period: '2024-09-01', filed_rows: 1, total_rows: 2 },
      { entity_type: 'fi', metric: 'redemptions', first_period: '2024-09-01', last_period: '2024-09-01', filed_rows: 2, total_rows: 2 },
      // a filed 0 counts as filed; NULL does not
      { entity_type: 'fidc', metric: 'delinquency', first_period: '2025-02-28', last_period: '2025-03-31', filed_rows: 2, total_rows: 4 },
      { entity_type: 'fidc', metric: 'nav', first_period: '2025-01-31', last_period: '2025-04-30', filed_rows: 4, total_rows: 4 },
      { entity_type: 'fii', metric: 'assets', first_period: '2025-01-01', last_period: '2025-02-01', filed_rows: 2, total_rows: 2 },
      { entity_type: 'fii', metric: 'monthly_yield', first_period: '2025-01-01', last_period: '2025-01-01', filed_rows: 1, total_rows: 2 },
      { entity_type: 'fii', metric: 'nav', first_period: '2025-01-01', last_period: '2025-02-01', filed_rows: 2, total_rows: 2 },
      { entity_type: 'fii', metric: 'quotaholders', first_period: '2025-01-01', last_period: '2025-01-01', filed_rows: 1, total_rows: 2 },
    ]);
  });

  it('adds the funds_fidc and funds_fii rows to coverage', async () => {
    const rows = await call('coverage');
    expect(rows.filter((r) => String(r.dataset).startsWith('funds_'))).toMatchObject([
      { dataset: 'funds_fi', rows: 2 },
      { dataset: 'funds_fidc', first_period: '2025-01-31', newest_period: '2025-04-30', complete_through: '2025-03-31', rows: 4 },
      { dataset: 'funds_fii', first_period: '2025-01-01', newest_period: '2025-02-01', complete_through: '2025-01-01', rows: 2 },
    ]);
  });
});

describe('metric_coverage after later writes', () => {
  /** cvm.fund_month_metric_census rows that differ from counting cvm.fund_month itself (both ways). */
  async function censusDrift(): Promise<number> {
    return withClient(db.superuserUrl, async (c) => {
      const { rows } = await c.query(`
        with truth as (
          select m.entity_type, m.period, v.metric, count(*)::int as filed
          from cvm.fund_month m
          cross join lateral (values ('nav', m.nav is not null), ('quota', m.quota is not null), ('quotaholders', m.quotaholders is not null),
            ('inflows', m.inflows is not null), ('redemptions', m.redemptions is not null), ('delinquency', m.delinquency is not null),
            ('monthly_yield', m.monthly_yield is not null), ('assets', m.assets is not null)) v(metric, present)
          where v.present group by 1, 2, 3),
        kept as (select c.entity_type, c.period, c.metric, c.filed from cvm.fund_month_metric_census c)
        select ((select count(*) from (select * from truth except select * from kept) a) + (select count(*) from (select * from kept except select * from truth) b))::int as n`);
      return rows[0].n;
    });
  }
  const pair = (rows: Record<string, unknown>[], family: string, metric: string) => rows.find((r) => r.entity_type === family && r.metric === metric);

  it('the next call sees an update and a delete of the series (the census the triggers keep)', async () => {
    expect(await censusDrift()).toBe(0);
    await withClient(db.superuserUrl, (c) => c.query(`update cvm.fund_month set delinquency = null where entity_type = 'fidc' and period = '2025-02-28'`));
    expect(pair(await call('metric_coverage'), 'fidc', 'delinquency')).toEqual({ entity_type: 'fidc', metric: 'delinquency', first_period: '2025-03-31', last_period: '2025-03-31', filed_rows: 1, total_rows: 4 });
    await withClient(db.superuserUrl, (c) => c.query(`delete from cvm.fund_month where entity_type = 'fii' and period = '2025-02-01'`));
    const rows = await call('metric_coverage');
    expect(pair(rows, 'fii', 'nav')).toEqual({ entity_type: 'fii', metric: 'nav', first_period: '2025-01-01', last_period: '2025-01-01', filed_rows: 1, total_rows: 1 });
    expect(pair(rows, 'fii', 'assets')).toEqual({ entity_type: 'fii', metric: 'assets', first_period: '2025-01-01', last_period: '2025-01-01', filed_rows: 1, total_rows: 1 });
    expect((await call('coverage')).find((r) => r.dataset === 'funds_fii')).toMatchObject({ newest_period: '2025-01-01', rows: 1 });
    expect(await censusDrift()).toBe(0);
    // the fi rows came through the real daily-report loader: loading its file again changes nothing
    await loadInfDiarioFile(cvmFixture('inf_diario_fi_202409.csv'), load);
    expect(pair(await call('metric_coverage'), 'fi', 'nav')).toMatchObject({ filed_rows: 2, total_rows: 2 });
    expect(await censusDrift()).toBe(0);
  });
});

describe('coverage of the daily bulletin tables', () => {
  const openPosition = (day: string) =>
    renderBdiSheet({
      title: 'Empréstimo de Ativos - Posições em Aberto',
      captions: [`Data de referência: ${brDate(day)}`],
      header: [...HEADERS.BTBLendingOpenPosition],
      rows: [
        [brDate(day), 'PETR4', 'BRPETRACNPR6', 'PETROBRAS', 'Voluntário', 'Registro', '1.000', '38,10', '38.100,00'],
        [brDate(day), 'PETR4', 'BRPETRACNPR6', 'PETROBRAS', 'Voluntário', 'Total', '1.000', '38,10', '38.100,00'],
      ],
    });
  const loadSession = async (name: string, text: string) => {
    const file = `${dataDir}/${name}`;
    fs.writeFileSync(file, text);
    await loadBdiFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });
  };

  it('has one row per table with the sessions held, the empty ones and the weekday gaps; complete_through stops before the first gap', async () => {
    await loadSession('BTBLendingOpenPosition_2026-11-09.csv', openPosition('2026-11-09'));
    await loadSession('BTBLendingOpenPosition_2026-11-10.csv', renderEmptyAnswer());
    // Wednesday 2026-11-11 was never collected
    await loadSession('BTBLendingOpenPosition_2026-11-12.csv', openPosition('2026-11-12'));
    await loadSession('BTBLendingOpenPosition_2026-11-13.csv', openPosition('2026-11-13'));
    const rows = await call('coverage');
    expect(rows.find((r) => r.dataset === 'b3-bdi/BTBLendingOpenPosition')).toMatchObject({
      source: 'publisher',
      first_period: '2026-11-09',
      newest_period: '2026-11-13',
      complete_through: '2026-11-10',
      rows: 6,
      notes: '4 session(s) held, 1 of them empty (Nenhum resultado); 1 weekday(s) in the span with no session on record',
    });
    // the dataset row agrees with its only table
    expect(rows.find((r) => r.dataset === 'b3-bdi')).toMatchObject({ newest_period: '2026-11-13', complete_through: '2026-11-10' });
  });

  it('says complete through the newest session once the gap is filled', async () => {
    await loadSession('BTBLendingOpenPosition_2026-11-11.csv', openPosition('2026-11-11'));
    const row = (await call('coverage')).find((r) => r.dataset === 'b3-bdi/BTBLendingOpenPosition');
    expect(row).toMatchObject({ complete_through: '2026-11-13', rows: 8, notes: '5 session(s) held, 1 of them empty (Nenhum resultado); 0 weekday(s) in the span with no session on record' });
  });

  it('gives the b3-bdi row the earliest complete_through of its tables, and names that table', async () => {
    expect((await call('coverage')).find((r) => r.dataset === 'b3-bdi')).toMatchObject({ complete_through: '2026-11-13' });
    // investor participation held for 2026-11-09 and 2026-11-11 only: complete through 2026-11-09
    await withClient(db.superuserUrl, async (c) => {
      const k = kyselyOver(c);
      const { id } = await k
        .insertInto('ingest.ingest_log')
        .values({ source: 'b3-bdi', file_name: 'SharesInvesVolum_2026-11-11.csv', sha256: 'c'.repeat(64), bytes: 10, status: 'loaded', first_period: '2026-11-09', last_period: '2026-11-11', fetched_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await k
        .insertInto('b3.bdi_session')
        .values(['2026-11-09', '2026-11-11'].map((session_date) => ({ table_name: 'SharesInvesVolum', session_date, status: 'empty', row_count: 0, ingest_id: id })))
        .execute();
    });
    const rows = await call('coverage');
    const through = Object.fromEntries(rows.filter((r) => String(r.dataset).startsWith('b3-bdi')).map((r) => [r.dataset, r.complete_through]));
    expect(through).toEqual({ 'b3-bdi': '2026-11-09', 'b3-bdi/BTBLendingOpenPosition': '2026-11-13', 'b3-bdi/SharesInvesVolum': '2026-11-09' });
    expect(rows.find((r) => r.dataset === 'b3-bdi')!.notes).toMatch(/; complete through the earliest of its b3-bdi\/<table> rows \(SharesInvesVolum\)$/);
  });
});

describe('coverage while npm start loads samples in the background', () => {
  it('lists a set still loading and a set that failed, with no span or count, and nothing for a set loaded', async () => {
    await readDb(db.superuserUrl, (k) =>
      k
        .insertInto('ingest.sample_load')
        .values([
          { set_name: 'ptax', state: 'loaded', error: null },
          { set_name: 'b3-bdi', state: 'loading', error: null },
          { set_name: 'cvm-funds', state: 'failed', error: 'disk full' },
        ])
        .execute(),
    );
    const samples = (await call('coverage')).filter((r) => String(r.dataset).startsWith('samples/'));
    expect(samples).toEqual([
      { dataset: 'samples/b3-bdi', source: 'synthetic_sample', first_period: null, newest_period: null, complete_through: null, landed_at: null, code_version: null, as_of: expect.any(String), rows: null,
        notes: 'sample set still loading (npm start serves first and loads the samples after); its datasets appear when it is done' },
      { dataset: 'samples/cvm-funds', source: 'synthetic_sample', first_period: null, newest_period: null, complete_through: null, landed_at: null, code_version: null, as_of: expect.any(String), rows: null,
        notes: 'sample set failed to load: disk full' },
    ]);
    await readDb(db.superuserUrl, (k) => k.updateTable('ingest.sample_load').set({ state: 'loaded', error: null }).execute());
    expect((await call('coverage')).filter((r) => String(r.dataset).startsWith('samples/'))).toEqual([]);
  });
});
