// @legs direct
// portfolio_equivalents reads each class's fee median from cvm.extrato_class_fee,
// kept by the statement triggers of cvm.extrato_latest and curated.etf_registry: an
// Extrato loaded through its loader (a new fee, a fund that changes class) and a
// fund listed as an ETF change the answer the next call sees; an as-of date before
// the newest fee counted is answered from the filings themselves; the table always
// equals a recompute from scratch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExtratoFile } from '../../src/ingest/cvm-extrato/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { percentileCont } from '../helpers/fund-returns.js';

const CLASS = 'Renda Fixa Carga';
// 11 funds, fees 0.5 .. 1.5, filed 2025-01-10
const funds = Array.from({ length: 11 }, (_, i) => ({ cnpj: `1${String(i).padStart(13, '0')}`, fee: (0.5 + i / 10).toFixed(1) }));
const fees = funds.map((f) => Number(f.fee));
const dotted = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
const HEADER = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/cvm/extrato_fi_fees.csv'), 'latin1').split(/\r?\n/)[0].split(';');

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

async function loadExtrato(row: Record<string, string>): Promise<void> {
  const file = path.join(dataDir, 'extrato_fi.csv');
  fs.writeFileSync(file, `${HEADER.join(';')}\n${HEADER.map((h) => row[h] ?? '').join(';')}\n`, 'latin1');
  await loadExtratoFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });
}

async function fees_(asOf = '2025-12-31'): Promise<{ n_fund_fees: number; fund_fee_median_pct: number | null }> {
  const res = await api.rpc('portfolio_equivalents', { p_classes: [CLASS], p_as_of: asOf });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json())[0];
}
const median = (xs: number[]) => Number(percentileCont(xs, 0.5).toFixed(6));

/** Rows of cvm.extrato_class_fee that differ from a recompute from scratch (both ways). */
async function drift(): Promise<number> {
  return withClient(db.superuserUrl, async (c) => {
    await c.query('begin');
    try {
      await c.query('create temp table kept on commit drop as select * from cvm.extrato_class_fee');
      await c.query('select cvm.refresh_extrato_class_fee(null)');
      const { rows } = await c.query(`select ((select count(*) from (select * from kept except select * from cvm.extrato_class_fee) a)
        + (select count(*) from (select * from cvm.extrato_class_fee except select * from kept) b))::int as n`);
      return rows[0].n;
    } finally {
      await c.query('rollback');
    }
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-equivalents-load-'));
  await withClient(db.superuserUrl, (c) =>
    c.query(
      `insert into cvm.extrato (cnpj, dt_comptc, classe_anbima, fundo_cotas, taxa_adm, ingest_id)
       select f.cnpj, date '2025-01-10', $2, 'N', f.fee::numeric, 0 from jsonb_to_recordset($1) as f(cnpj text, fee text)`,
      [JSON.stringify(funds), CLASS],
    ),
  );
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('portfolio_equivalents after a load', () => {
  it('the fee median is the filed fees\'', async () => {
    expect(await fees_()).toMatchObject({ n_fund_fees: 11, fund_fee_median_pct: median(fees) });
    expect(await drift()).toBe(0);
  });

  it('a newer Extrato with a new fee changes the median the next call sees; an earlier as-of date leaves that fund out', async () => {
    await loadExtrato({ TP_FUNDO_CLASSE: 'CLASSES - FIF', CNPJ_FUNDO_CLASSE: dotted(funds[0].cnpj), DENOM_SOCIAL: 'FUNDO CARGA', DT_COMPTC: '2025-03-10', CLASSE_ANBIMA: CLASS, FUNDO_COTAS: 'N', TAXA_ADM: '4.5' });
    expect(await fees_()).toMatchObject({ n_fund_fees: 11, fund_fee_median_pct: median([4.5, ...fees.slice(1)]) });
    // on 2025-02-01 the fund's newest filing (2025-03-10) was not filed yet: not counted, as before
    expect(await fees_('2025-02-01')).toMatchObject({ n_fund_fees: 10, fund_fee_median_pct: median(fees.slice(1)) });
    expect(await drift()).toBe(0);
  });

  it('a fund that changes class, and a fund listed as an ETF, leave the median on the next call', async () => {
    await loadExtrato({ TP_FUNDO_CLASSE: 'CLASSES - FIF', CNPJ_FUNDO_CLASSE: dotted(funds[10].cnpj), DENOM_SOCIAL: 'FUNDO QUE MUDA', DT_COMPTC: '2025-03-10', CLASSE_ANBIMA: 'Ações Outra', FUNDO_COTAS: 'N', TAXA_ADM: '1.5' });
    expect(await fees_()).toMatchObject({ n_fund_fees: 10, fund_fee_median_pct: median([4.5, ...fees.slice(1, 10)]) });
    await withClient(db.superuserUrl, (c) =>
      c.query(`insert into curated.etf_registry (cnpj, ticker, fund_name, underlying_index, active, sample, reviewed_by, reviewed_at, ingest_id)
               values ($1, 'CARG11', 'ETF CARGA', 'IMA-B', true, false, 'test', '2025-01-01', 0)`, [funds[9].cnpj]));
    expect(await fees_()).toMatchObject({ n_fund_fees: 9, fund_fee_median_pct: median([4.5, ...fees.slice(1, 9)]) });
    expect(await drift()).toBe(0);
    await withClient(db.superuserUrl, (c) => c.query('truncate cvm.extrato'));
    expect(await fees_()).toMatchObject({ n_fund_fees: 0, fund_fee_median_pct: null });
    expect(await drift()).toBe(0);
  });
});
