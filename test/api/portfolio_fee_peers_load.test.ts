// @legs direct
// portfolio_fee_peers reads cvm.extrato_latest, a table the statement triggers of
// cvm.extrato keep: a load of a newer Extrato version through the loader changes
// the answer the next call sees (fee, date, rank); deleting that version, or
// truncating the landing table, brings the table back to what the versions held say.
// Its activity test reads cvm.fi_quota_active, a table the statement triggers of
// cvm.fund_month keep: a daily-report load through the loader that leaves a peer
// without a quota in a reference month drops it from the group on the next call.
// The groups themselves are read from cvm.fee_peer_group, kept by the statement
// triggers of cvm.extrato_latest, cvm.fi_quota_active and curated.etf_registry: after
// every write below it equals the groups counted from the funds themselves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExtratoFile } from '../../src/ingest/cvm-extrato/load.js';
import { loadInfDiarioFile } from '../../src/ingest/cvm-inf-diario/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';

const AS_OF = '2025-06-15';
// 30 funds of one group, fees 0.5..3.4 (one each); the target is the first (0.5)
const funds = Array.from({ length: 30 }, (_, i) => ({ cnpj: `1${String(i).padStart(13, '0')}`, fee: (0.5 + i * 0.1).toFixed(1) }));
const TARGET = funds[0].cnpj;
const HEADER = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/cvm/extrato_fi_fees.csv'), 'latin1').split(/\r?\n/)[0].split(';');

/** An Extrato CSV of one version: every column blank but the ones the peers read. */
function extratoCsv(dir: string, row: Record<string, string>): string {
  const file = path.join(dir, 'extrato_fi.csv');
  fs.writeFileSync(file, `${HEADER.join(';')}\n${HEADER.map((h) => row[h] ?? '').join(';')}\n`, 'latin1');
  return file;
}

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-peers-load-'));
  await withClient(db.superuserUrl, async (c) => {
    await c.query(
      `insert into cvm.extrato (cnpj, dt_comptc, tp_fundo_classe, classe_anbima, fundo_cotas, taxa_adm, ingest_id)
       select f.cnpj, date '2025-01-10', 'CLASSES - FIF', 'Renda Fixa', 'N', f.fee::numeric, 0 from jsonb_to_recordset($1) as f(cnpj text, fee text)`,
      [JSON.stringify(funds)],
    );
    await c.query(
      `insert into cvm.fund_month (entity_type, cnpj, period, nav, quota)
       select 'fi', f.cnpj, p, 1, 1 from jsonb_to_recordset($1) as f(cnpj text), unnest(array[date '2025-04-01', date '2025-05-01', date '2025-06-01']) p`,
      [JSON.stringify(funds)],
    );
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function target(): Promise<Record<string, unknown>> {
  const res = await api.rpc('portfolio_fee_peers', { p_cnpjs: [TARGET], p_as_of: AS_OF });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json())[0];
}
/** cvm.extrato_latest rows that differ from the newest version per CNPJ of cvm.extrato (both ways). */
async function drift(): Promise<number> {
  return withClient(db.superuserUrl, async (c) => {
    const { rows } = await c.query(`
      with truth as (select distinct on (e.cnpj) e.cnpj, e.dt_comptc, e.classe_anbima, e.fundo_cotas, e.tp_fundo_classe, e.taxa_adm
                     from cvm.extrato e order by e.cnpj, e.dt_comptc desc),
           kept as (select l.cnpj, l.dt_comptc, l.classe_anbima, l.fundo_cotas, l.tp_fundo_classe, l.taxa_adm from cvm.extrato_latest l)
      select ((select count(*) from (select * from truth except select * from kept) a) + (select count(*) from (select * from kept except select * from truth) b))::int as n`);
    return rows[0].n;
  });
}

const DAILY_HEADER = 'TP_FUND_CLASSE;CNPJ_FUNDO_CLASSE;ID_SUBCLASSE;DT_COMPTC;VL_TOTAL;VL_QUOTA;VL_PATRIM_LIQ;CAPTC_DIA;RESG_DIA;NR_COTST';
/** A daily report of one month: one day for every fund, the quota of the given CNPJs left blank. */
function dailyCsv(dir: string, month: string, blankQuota: string[]): string {
  const file = path.join(dir, `inf_diario_fi_${month.replace('-', '')}.csv`);
  const rows = funds.map((f) => `FI;${f.cnpj};;${month}-20;1000.00;${blankQuota.includes(f.cnpj) ? '' : '1.00'};1000.00;0.00;0.00;5`);
  fs.writeFileSync(file, [DAILY_HEADER, ...rows, ''].join('\r\n'), 'latin1');
  return file;
}
/** cvm.fi_quota_active rows that differ from the three-month quota test over cvm.fund_month (both ways). */
async function activeDrift(): Promise<number> {
  return withClient(db.superuserUrl, async (c) => {
    const { rows } = await c.query(`
      with truth as (select m.period, m.cnpj from cvm.fund_month m
                     where m.entity_type = 'fi' and m.quota is not null
                       and (select count(*) from cvm.fund_month b where b.entity_type = 'fi' and b.cnpj = m.cnpj and b.quota is not null
                              and b.period between (m.period - interval '2 months')::date and m.period) = 3),
           kept as (select a.period, a.cnpj from cvm.fi_quota_active a)
      select ((select count(*) from (select * from truth except select * from kept) a) + (select count(*) from (select * from kept except select * from truth) b))::int as n`);
    return rows[0].n;
  });
}

/** cvm.fee_peer_group rows that differ from the groups counted from the funds (both ways). */
async function groupDrift(): Promise<number> {
  return withClient(db.superuserUrl, async (c) => {
    const { rows } = await c.query(`
      with members as (
        select a.period, l.classe_anbima, l.fundo_cotas, l.tp_fundo_classe, l.dt_comptc, l.taxa_adm,
               coalesce(l.taxa_adm > 0 and l.taxa_adm <= 5, false) as usable
        from cvm.extrato_latest l join cvm.fi_quota_active a on a.cnpj = l.cnpj
        where l.classe_anbima is not null and l.cnpj not in (select e.cnpj from curated.etf_registry e)),
      truth as (
        select m.period, m.classe_anbima, m.fundo_cotas, m.tp_fundo_classe, count(*)::int as n_members, (count(*) filter (where m.usable))::int as n_usable,
               (select array_agg(distinct u.taxa_adm order by u.taxa_adm) from members u where u.usable and u.period = m.period and u.classe_anbima = m.classe_anbima
                  and u.fundo_cotas is not distinct from m.fundo_cotas and u.tp_fundo_classe is not distinct from m.tp_fundo_classe) as vals,
               min(m.dt_comptc) filter (where m.usable) as oldest, max(m.dt_comptc) filter (where m.usable) as newest
        from members m group by 1, 2, 3, 4),
      kept as (select g.period, g.classe_anbima, g.fundo_cotas, g.tp_fundo_classe, g.n_members, g.n_usable, g.vals, g.oldest, g.newest from cvm.fee_peer_group g
               where g.cum[cardinality(g.cum)] is not distinct from nullif(g.n_usable, 0)::bigint)
      select ((select count(*) from (select * from truth except select * from kept) a) + (select count(*) from (select * from kept except select * from truth) b)
              + (select count(*) from cvm.fee_peer_group) - (select count(*) from kept))::int as n`);
    return rows[0].n;
  });
}

describe('portfolio_fee_peers after a daily-report load', () => {
  it('a month loaded with a peer\'s quota blank drops that peer from the next call\'s group; loaded again with it, the peer is back', async () => {
    const peer = funds[29].cnpj;
    expect(await target()).toMatchObject({ status: 'compared', n_fund_peers: 30 });
    expect(await activeDrift()).toBe(0);
    const load = (file: string) => loadInfDiarioFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });

    await load(dailyCsv(dataDir, '2025-05', [peer]));
    // 29 usable fees left: the group no longer qualifies
    expect(await target()).toMatchObject({ status: 'not_compared', reason_code: 'pares_insuficientes', n_fund_peers: null, n_excluded: 0 });
    expect(await activeDrift()).toBe(0);

    expect(await groupDrift()).toBe(0);

    await load(dailyCsv(dataDir, '2025-05', []));
    expect(await target()).toMatchObject({ status: 'compared', n_fund_peers: 30 });
    expect(await activeDrift()).toBe(0);
    expect(await groupDrift()).toBe(0);
  });

  it('a peer entered in the curated ETF registry leaves the next call\'s fund group; removed, it is back', async () => {
    const peer = funds[29].cnpj;
    await withClient(db.superuserUrl, (c) => c.query(
      `insert into curated.etf_registry (cnpj, ticker, underlying_index, active, sample, reviewed_by, reviewed_at, ingest_id)
       values ($1, 'LOAD11', 'LOAD INDEX', true, true, 'test', date '2025-06-01', 0)`, [peer]));
    expect(await target()).toMatchObject({ status: 'not_compared', reason_code: 'pares_insuficientes', n_excluded: 0 });
    expect(await groupDrift()).toBe(0);
    await withClient(db.superuserUrl, (c) => c.query('delete from curated.etf_registry where cnpj = $1', [peer]));
    expect(await target()).toMatchObject({ status: 'compared', n_fund_peers: 30 });
    expect(await groupDrift()).toBe(0);
  });
});

describe('portfolio_fee_peers after a load', () => {
  it('a newer Extrato version loaded by the loader is the fee the next call compares; deleting it restores the older one', async () => {
    expect(await target()).toMatchObject({ status: 'compared', taxa_adm: 0.5, fee_as_of: '2025-01-10', n_fund_peers: 30, percentile_pct: Number(((0.5 * 100) / 30).toFixed(4)) });

    const file = extratoCsv(dataDir, {
      TP_FUNDO_CLASSE: 'CLASSES - FIF', CNPJ_FUNDO_CLASSE: '10.000.000/0000-00', DENOM_SOCIAL: 'FUNDO LOAD', DT_COMPTC: '2025-03-10',
      CLASSE_ANBIMA: 'Renda Fixa', FUNDO_COTAS: 'N', TAXA_ADM: '3.45',
    });
    await loadExtratoFile(file, { ownerUrl: db.superuserUrl, dataDir, progress: false });
    // 3.45 is now the highest of the 30: 29 below
    expect(await target()).toMatchObject({ status: 'compared', taxa_adm: 3.45, fee_as_of: '2025-03-10', n_fund_peers: 30, percentile_pct: Number(((29.5 * 100) / 30).toFixed(4)) });
    expect(await drift()).toBe(0);
    expect(await groupDrift()).toBe(0);

    await withClient(db.superuserUrl, (c) => c.query(`delete from cvm.extrato where cnpj = $1 and dt_comptc = '2025-03-10'`, [TARGET]));
    expect(await target()).toMatchObject({ taxa_adm: 0.5, fee_as_of: '2025-01-10' });
    expect(await drift()).toBe(0);
    expect(await groupDrift()).toBe(0);
  });

  it('an update that changes a version, or deletes the last one, or a truncate, keeps the table equal to the versions held', async () => {
    await withClient(db.superuserUrl, (c) => c.query(`update cvm.extrato set taxa_adm = 9 where cnpj = $1`, [TARGET]));
    expect(await target()).toMatchObject({ status: 'not_compared', reason_code: 'taxa_nao_utilizavel', taxa_adm: 9 });
    await withClient(db.superuserUrl, (c) => c.query(`delete from cvm.extrato where cnpj = $1`, [TARGET]));
    expect(await target()).toMatchObject({ status: 'not_compared', reason_code: 'sem_extrato_comparavel', taxa_adm: null });
    expect(await drift()).toBe(0);
    expect(await groupDrift()).toBe(0);
    await withClient(db.superuserUrl, (c) => c.query('truncate cvm.extrato'));
    expect(await withClient(db.superuserUrl, async (c) => (await c.query('select count(*)::int as n from cvm.extrato_latest')).rows[0].n)).toBe(0);
    expect(await withClient(db.superuserUrl, async (c) => (await c.query('select count(*)::int as n from cvm.fee_peer_group')).rows[0].n)).toBe(0);
    expect(await groupDrift()).toBe(0);
  });
});
