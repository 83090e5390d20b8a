// api.portfolio_fee_peers through HTTP, on golden Extrato versions and daily-report
// months inserted into the landing tables: a group of exactly 30 usable fund fees
// with ties (midrank), a group of 29, a FUNDO_COTAS split, and every exclusion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';

const AS_OF = '2025-06-15';
const ACTIVE_MONTHS = ['2025-04-01', '2025-05-01', '2025-06-01'];
const cnpj = (group: number, i: number) => `${group}${String(i).padStart(13, '0')}`;
// group 1: 30 usable fees 0.5..1.4, three of each (ties)
const groupA = Array.from({ length: 30 }, (_, i) => ({ cnpj: cnpj(1, i), fee: (0.5 + (i % 10) * 0.1).toFixed(6) }));
const TARGET = groupA[5].cnpj; // fee 1.0
const ZERO_FEE = cnpj(1, 100);
const STALE = cnpj(1, 101); // 37 months before AS_OF
const FUTURE = cnpj(1, 102); // filed after AS_OF
const INACTIVE = cnpj(1, 103); // only two months of quotes: not a peer
const OTHER_COTAS = cnpj(1, 104); // same class, FUNDO_COTAS S
const groupB = Array.from({ length: 29 }, (_, i) => cnpj(2, i)); // 29 usable fees
const UNKNOWN = '99999999000199';

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const extrato = (c: string, classe: string, fee: string, filed: string, cotas = 'N') => ({ cnpj: c, dt_comptc: filed, tp_fundo_classe: 'CLASSES - FIF', classe_anbima: classe, fundo_cotas: cotas, taxa_adm: fee, ingest_id: 0 });
  const rows = [
    ...groupA.map((f) => extrato(f.cnpj, 'Renda Fixa', f.fee, '2025-01-10')),
    extrato(ZERO_FEE, 'Renda Fixa', '0', '2025-01-10'),
    extrato(STALE, 'Renda Fixa', '1.0', '2022-05-01'),
    extrato(FUTURE, 'Renda Fixa', '1.0', '2025-07-01'),
    extrato(INACTIVE, 'Renda Fixa', '0.1', '2025-01-10'),
    extrato(OTHER_COTAS, 'Renda Fixa', '1.0', '2025-01-10', 'S'),
    ...groupB.map((c) => extrato(c, 'Multimercado', '1.5', '2025-02-10')),
    // an older version of the target: the latest one (1.0) is used
    extrato(TARGET, 'Renda Fixa', '3.0', '2024-01-10'),
  ];
  const active = [...groupA.map((f) => f.cnpj), ZERO_FEE, STALE, FUTURE, OTHER_COTAS, ...groupB];
  const months = [
    ...active.flatMap((c) => ACTIVE_MONTHS.map((period) => ({ entity_type: 'fi', cnpj: c, period, nav: 1, quota: 1, quotaholders: 1, inflows: 0, redemptions: 0 }))),
    ...ACTIVE_MONTHS.slice(1).map((period) => ({ entity_type: 'fi', cnpj: INACTIVE, period, nav: 1, quota: 1, quotaholders: 1, inflows: 0, redemptions: 0 })),
  ];
  await withClient(db.superuserUrl, async (c) => {
    await kyselyOver(c).insertInto('cvm.extrato').values(rows).execute();
    await kyselyOver(c).insertInto('cvm.fund_month').values(months).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

type Row = Record<string, unknown>;
async function peers(cnpjs: unknown, asOf: string | null = AS_OF): Promise<Row[]> {
  const res = await api.rpc('portfolio_fee_peers', { p_cnpjs: cnpjs, p_as_of: asOf });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe('portfolio_fee_peers', () => {
  it('rules 2, 4, 5 and 6: a group of exactly 30 usable fund fees is compared; quartiles, midrank with ties, difference', async () => {
    const [row] = await peers([TARGET]);
    expect(row).toMatchObject({
      cnpj: TARGET,
      classe_assoc: 'Renda Fixa',
      fundo_cotas: 'N',
      tp_fundo_classe: 'CLASSES - FIF',
      status: 'compared',
      reason_code: null,
      taxa_adm: 1,
      fee_as_of: '2025-01-10',
      comparison_as_of: AS_OF,
      activity_from: '2025-04-01',
      activity_to: '2025-06-01',
      n_peers: 30,
      n_fund_peers: 30,
      n_etf_peers: 0,
      n_excluded: 3, // the 0 fee, the 37-month-old fee, the future-dated fee (the inactive fund is no peer at all)
      n_etf_excluded: 0,
      p25_pct_year: 0.7,
      median_pct_year: 0.95,
      p75_pct_year: 1.2,
      percentile_pct: 55, // 15 below, 3 equal: (15 + 1.5) / 30
      difference_pp: 0.05,
      peer_fee_oldest: '2025-01-10',
      peer_fee_newest: '2025-01-10',
      etf_peer_tickers: null,
    });
  });

  it('rule 4: a group of 29 usable fees is not compared (pares_insuficientes), with NULL statistics; FUNDO_COTAS splits groups', async () => {
    for (const c of [groupB[0], OTHER_COTAS]) {
      expect((await peers([c]))[0]).toMatchObject({ status: 'not_compared', reason_code: 'pares_insuficientes', n_peers: null, median_pct_year: null, percentile_pct: null, difference_pp: null, n_excluded: 0 });
    }
  });

  it('rules 1 and 7: an unusable, 37-month-old, future-dated or missing fee is not compared, with its reason', async () => {
    const rows = await peers([ZERO_FEE, STALE, FUTURE, UNKNOWN]);
    expect(rows.map((r) => [r.cnpj, r.status, r.reason_code, r.median_pct_year])).toEqual([
      [ZERO_FEE, 'not_compared', 'taxa_nao_utilizavel', null],
      [STALE, 'not_compared', 'taxa_defasada_comparacao', null],
      [FUTURE, 'not_compared', 'taxa_data_futura', null],
      [UNKNOWN, 'not_compared', 'sem_extrato_comparavel', null],
    ]);
    expect(rows[0]).toMatchObject({ taxa_adm: 0, fee_as_of: '2025-01-10' });
  });

  it('rule 1: p_as_of moves the 36-month and activity windows; without the three active months no group qualifies', async () => {
    expect((await peers([TARGET], '2025-09-15'))[0]).toMatchObject({ status: 'not_compared', reason_code: 'pares_insuficientes', activity_from: '2025-07-01' });
  });

  it('one row per distinct CNPJ in order of first appearance; punctuation stripped and padded to 14 digits', async () => {
    const masked = `${TARGET.slice(0, 2)}.${TARGET.slice(2, 5)}.${TARGET.slice(5, 8)}/${TARGET.slice(8, 12)}-${TARGET.slice(12)}`;
    const rows = await peers([UNKNOWN, masked, TARGET, '1']);
    expect(rows.map((r) => r.cnpj)).toEqual([UNKNOWN, TARGET, '00000000000001']);
  });

  it('refuses no CNPJ, more than 200, and an entry that is not a CNPJ (22023)', async () => {
    const empty = await api.rpc('portfolio_fee_peers', { p_cnpjs: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ code: '22023', message: 'portfolio_fee_peers: no CNPJ sent', details: 'p_cnpjs needs at least one CNPJ.', hint: 'Send p_cnpjs as an array of 1 to 200 CNPJs, e.g. ["00.000.684/0001-21"].' });
    const many = await api.rpc('portfolio_fee_peers', { p_cnpjs: Array.from({ length: 201 }, (_, i) => String(i + 1)) });
    expect(await many.json()).toMatchObject({ code: '22023', message: 'portfolio_fee_peers: 201 CNPJs sent, at most 200' });
    const bad = await api.rpc('portfolio_fee_peers', { p_cnpjs: ['abc'] });
    expect(await bad.json()).toMatchObject({ code: '22023', message: "portfolio_fee_peers: 'abc' is not a CNPJ" });
  });
});
