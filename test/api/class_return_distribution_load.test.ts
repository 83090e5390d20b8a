// @legs direct
// class_return_distribution reads each window's quartiles from cvm.fi_class_window,
// kept by the statement triggers of cvm.fund_month, cvm.extrato_latest and
// curated.etf_registry: a daily report loaded through its loader (a re-published
// month with a new quota), an Extrato loaded through its loader (a fund that changes
// class) and a fund listed as an ETF change the answer the next call sees, and the
// table always equals a recompute from scratch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExtratoFile } from '../../src/ingest/cvm-extrato/load.js';
import { loadInfDiarioFile } from '../../src/ingest/cvm-inf-diario/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { percentileCont } from '../helpers/fund-returns.js';


const CLASS = 'Ações Carga';
// 32 funds of one class; fund i's 2024-07 quota is 1 + i/100 over a 2024-01 quota of 1 (6 months)
const funds = Array.from({ length: 32 }, (_, i) => ({ cnpj: `1${String(i).padStart(13, '0')}`, july: (1 + i / 100).toFixed(4) }));
const MOVER = funds[31].cnpj;
const ETF = funds[30].cnpj;
const dotted = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
const INF_HEADER = 'TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;ID_SUBCLASSE;DT_COMPTC;VL_TOTAL;VL_QUOTA;VL_PATRIM_LIQ;CAPTC_DIA;RESG_DIA;NR_COTST';
const EXTRATO_HEADER = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/cvm/extrato_fi_fees.csv'), 'latin1').split(/\r?\n/)[0].split(';');

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

/** A daily report of one day of `month` with each fund's quota. */
async function loadDaily(month: string, quotas: { cnpj: string; quota: string }[], suffix = ''): Promise<void> {
  const file = path.join(dataDir, `inf_diario_fi_${month.replace('-', '')}${suffix}.csv`);
  fs.writeFileSync(file, [INF_HEADER, ...quotas.map((q) => `CLASSES - FIF;${dotted(q.cnpj)};;${month}-28;1000.00;${q.quota};1000.00;0.00;0.00;5`), ''].join('\r\n'), 'latin1');
  const result = await loadInfDiarioFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });
  expect(result.status).toBe('loaded');
}

const quartiles = (returns: number[]) => ({ n_funds: returns.length, p25_pct: percentileCont(returns, 0.25), median_pct: percentileCont(returns, 0.5), p75_pct: percentileCont(returns, 0.75) });

/** The 6-month row ending 2024-07. */
async function sixMonths(): Promise<Record<string, number | string | null>> {
  const res = await api.rpc('class_return_distribution', { p_classe_anbima: CLASS, p_fundo_cotas: 'N', p_month: '2024-07-01' });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).find((r: { window_months: number }) => r.window_months === 6);
}
function expectQuartiles(row: Record<string, unknown>, returns: number[]) {
  const e = quartiles(returns);
  expect(row).toMatchObject({ status: 'evaluated', n_funds: e.n_funds });
  expect(row.p25_pct).toBeCloseTo(e.p25_pct, 6);
  expect(row.median_pct).toBeCloseTo(e.median_pct, 6);
  expect(row.p75_pct).toBeCloseTo(e.p75_pct, 6);
}

/** Rows of cvm.fi_class_window that differ from a recompute from scratch (both ways). */
async function drift(): Promise<number> {
  return withClient(db.superuserUrl, async (c) => {
    await c.query('begin');
    try {
      await c.query('create temp table kept on commit drop as select * from cvm.fi_class_window');
      await c.query('select cvm.refresh_fi_class_window(null, null)');
      const { rows } = await c.query(`select ((select count(*) from (select * from kept except select * from cvm.fi_class_window) a)
        + (select count(*) from (select * from cvm.fi_class_window except select * from kept) b))::int as n`);
      return rows[0].n;
    } finally {
      await c.query('rollback');
    }
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-distribution-load-'));
  await withClient(db.superuserUrl, (c) =>
    c.query(
      `insert into cvm.extrato (cnpj, dt_comptc, classe_anbima, fundo_cotas, ingest_id)
       select f.cnpj, date '2024-01-10', $2, 'N', 0 from jsonb_to_recordset($1) as f(cnpj text)`,
      [JSON.stringify(funds), CLASS],
    ),
  );
  await loadDaily('2024-01', funds.map((f) => ({ cnpj: f.cnpj, quota: '1.0000' })));
  await loadDaily('2024-07', funds.map((f) => ({ cnpj: f.cnpj, quota: f.july })));
  await loadDaily('2024-08', funds.map((f) => ({ cnpj: f.cnpj, quota: '1.0000' }))); // newest: 2024-07 is complete
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('class_return_distribution after a load', () => {
  const returns = funds.map((_, i) => i); // percent: quota 1 + i/100 over 1

  it('the quartiles are the loaded months\' returns', async () => {
    const row = await sixMonths();
    expect(row).toMatchObject({ n_universe: 32, start_month: '2024-01-01' });
    expectQuartiles(row, returns);
    expect(await drift()).toBe(0);
  });

  it('a re-published daily report with a new quota changes the quartiles the next call sees', async () => {
    await loadDaily('2024-07', funds.map((f, i) => ({ cnpj: f.cnpj, quota: i === 1 ? '2.0000' : f.july })), '_v2');
    expectQuartiles(await sixMonths(), [0, 100, ...returns.slice(2)]);
    expect(await drift()).toBe(0);
  });

  it('an Extrato that moves a fund to another class, and a fund listed as an ETF, leave the distribution on the next call', async () => {
    const file = path.join(dataDir, 'extrato_fi.csv');
    const row = { TP_FUNDO_CLASSE: 'CLASSES - FIF', CNPJ_FUNDO_CLASSE: dotted(MOVER), DENOM_SOCIAL: 'FUNDO QUE MUDA', DT_COMPTC: '2024-03-10', CLASSE_ANBIMA: 'Renda Fixa Outra', FUNDO_COTAS: 'N' } as Record<string, string>;
    fs.writeFileSync(file, `${EXTRATO_HEADER.join(';')}\n${EXTRATO_HEADER.map((h) => row[h] ?? '').join(';')}\n`, 'latin1');
    await loadExtratoFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });
    expect(await sixMonths()).toMatchObject({ n_universe: 31 });
    expectQuartiles(await sixMonths(), [0, 100, ...returns.slice(2, 31)]);
    expect(await drift()).toBe(0);

    await withClient(db.superuserUrl, (c) =>
      c.query(`insert into curated.etf_registry (cnpj, ticker, fund_name, underlying_index, active, sample, reviewed_by, reviewed_at, ingest_id)
               values ($1, 'CARG11', 'ETF CARGA', 'IBOV', true, false, 'test', '2024-01-01', 0)`, [ETF]));
    expect(await sixMonths()).toMatchObject({ n_universe: 30 });
    expectQuartiles(await sixMonths(), [0, 100, ...returns.slice(2, 30)]);
    expect(await drift()).toBe(0);
    await withClient(db.superuserUrl, (c) => c.query('delete from curated.etf_registry where cnpj = $1', [ETF]));
    expectQuartiles(await sixMonths(), [0, 100, ...returns.slice(2, 31)]);
    expect(await drift()).toBe(0);
  });

  it('a truncate of the series empties the table', async () => {
    await withClient(db.superuserUrl, (c) => c.query('truncate cvm.fund_month'));
    expect(await withClient(db.superuserUrl, async (c) => (await c.query('select count(*)::int as n from cvm.fi_class_window')).rows[0].n)).toBe(0);
  });
});
