// @legs direct
// portfolio_movement reads each class-month's statistics from cvm.fi_class_movement,
// kept by the statement triggers of cvm.fund_month and cvm.extrato_latest: a daily
// report loaded through its loader (a re-published month with a new quota) and an
// Extrato loaded through its loader (a fund that changes class) change the answer
// the next call sees, and the table always equals a recompute from scratch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExtratoFile } from '../../src/ingest/cvm-extrato/load.js';
import { loadInfDiarioFile } from '../../src/ingest/cvm-inf-diario/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { percentileCont } from '../helpers/fund-returns.js';

const CLASS = 'Multimercados Carga';
// 31 funds of one class; fund i's 2024-06 quota is 1 + i/100 over a 2024-05 quota of 1
const funds = Array.from({ length: 31 }, (_, i) => ({ cnpj: `1${String(i).padStart(13, '0')}`, june: (1 + i / 100).toFixed(4) }));
const TARGET = funds[0].cnpj;
const MOVER = funds[30].cnpj;
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

/** The class statistics as portfolio_movement's COMMENT states them. */
function expected(returns: number[], own: number) {
  const lo = percentileCont(returns, 0.01);
  const hi = percentileCont(returns, 0.99);
  const w = returns.map((r) => Math.min(Math.max(r, lo), hi));
  const mean = w.reduce((a, b) => a + b, 0) / w.length;
  const sd = Math.sqrt(w.reduce((a, b) => a + (b - mean) ** 2, 0) / (w.length - 1));
  return { n: returns.length, mean, sd, z: (own - mean) / sd };
}

async function target(): Promise<Record<string, number | string | null>> {
  const res = await api.rpc('portfolio_movement', { p_cnpjs: [TARGET], p_month: '2024-06-01' });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json())[0];
}

/** Rows of cvm.fi_class_movement that differ from a recompute from scratch (both ways). */
async function drift(): Promise<number> {
  return withClient(db.superuserUrl, async (c) => {
    await c.query('begin');
    try {
      await c.query('create temp table kept on commit drop as select * from cvm.fi_class_movement');
      await c.query('select cvm.refresh_fi_class_movement(null, null)');
      const { rows } = await c.query(`select ((select count(*) from (select * from kept except select * from cvm.fi_class_movement) a)
        + (select count(*) from (select * from cvm.fi_class_movement except select * from kept) b))::int as n`);
      return rows[0].n;
    } finally {
      await c.query('rollback');
    }
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-movement-load-'));
  await withClient(db.superuserUrl, (c) =>
    c.query(
      `insert into cvm.extrato (cnpj, dt_comptc, classe_anbima, fundo_cotas, ingest_id)
       select f.cnpj, date '2024-01-10', $2, 'N', 0 from jsonb_to_recordset($1) as f(cnpj text)`,
      [JSON.stringify(funds), CLASS],
    ),
  );
  await loadDaily('2024-05', funds.map((f) => ({ cnpj: f.cnpj, quota: '1.0000' })));
  await loadDaily('2024-06', funds.map((f) => ({ cnpj: f.cnpj, quota: f.june })));
  await loadDaily('2024-07', funds.map((f) => ({ cnpj: f.cnpj, quota: '1.0000' }))); // newest: 2024-06 is complete
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('portfolio_movement after a load', () => {
  const returns = funds.map((_, i) => i); // percent: quota 1 + i/100 over 1

  it('the class statistics are the loaded month\'s', async () => {
    const e = expected(returns, 0);
    const row = await target();
    expect(row).toMatchObject({ class_as_filed: CLASS, n_peers: 31, own_value_pct: 0 });
    expect(row.class_mean_pct).toBeCloseTo(e.mean, 6);
    expect(row.class_sd_pct).toBeCloseTo(e.sd, 6);
    expect(row.z).toBeCloseTo(e.z, 4);
    expect(await drift()).toBe(0);
  });

  it('a re-published daily report with a new quota for the target changes the class statistics the next call sees', async () => {
    await loadDaily('2024-06', funds.map((f, i) => ({ cnpj: f.cnpj, quota: i === 0 ? '1.5000' : f.june })), '_v2');
    const e = expected([50, ...returns.slice(1)], 50);
    const row = await target();
    expect(row).toMatchObject({ n_peers: 31, own_value_pct: 50 });
    expect(row.class_mean_pct).toBeCloseTo(e.mean, 6);
    expect(row.class_sd_pct).toBeCloseTo(e.sd, 6);
    expect(row.z).toBeCloseTo(e.z, 4);
    expect(await drift()).toBe(0);
  });

  it('an Extrato that moves a fund to another class takes it out of the peers on the next call', async () => {
    const file = path.join(dataDir, 'extrato_fi.csv');
    const row = { TP_FUNDO_CLASSE: 'CLASSES - FIF', CNPJ_FUNDO_CLASSE: dotted(MOVER), DENOM_SOCIAL: 'FUNDO QUE MUDA', DT_COMPTC: '2024-03-10', CLASSE_ANBIMA: 'Renda Fixa Outra', FUNDO_COTAS: 'N' } as Record<string, string>;
    fs.writeFileSync(file, `${EXTRATO_HEADER.join(';')}\n${EXTRATO_HEADER.map((h) => row[h] ?? '').join(';')}\n`, 'latin1');
    await loadExtratoFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });
    const e = expected([50, ...returns.slice(1, 30)], 50);
    const answer = await target();
    expect(answer).toMatchObject({ n_peers: 30 });
    expect(answer.class_mean_pct).toBeCloseTo(e.mean, 6);
    expect(answer.class_sd_pct).toBeCloseTo(e.sd, 6);
    expect(await drift()).toBe(0);
  });

  it('deleting the month and truncating the series leave nothing to compare', async () => {
    await withClient(db.superuserUrl, (c) => c.query(`delete from cvm.fund_month where period = '2024-05-01'`));
    expect(await target()).toMatchObject({ level: 'nao_avaliado', n_peers: 0, class_mean_pct: null });
    expect(await drift()).toBe(0);
    await withClient(db.superuserUrl, (c) => c.query('truncate cvm.fund_month'));
    expect(await withClient(db.superuserUrl, async (c) => (await c.query('select count(*)::int as n from cvm.fi_class_movement')).rows[0].n)).toBe(0);
  });
});
