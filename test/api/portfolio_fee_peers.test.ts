// @legs direct postgrest docker
// api.portfolio_fee_peers through HTTP, on golden Extrato versions and daily-report
// months inserted into the landing tables: a group of exactly 30 usable fund fees
// with ties (midrank), a group of 29, a FUNDO_COTAS split, and every exclusion;
// curated ETFs mapped to both classes (an ETF joins only the group of 30).
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
// curated ETFs: index RF mapped to Renda Fixa (group A), index MM to Multimercado (group B)
const etf = (ticker: string, index: string, active = true) => ({ cnpj: `9${ticker.replace(/\D/g, '').padStart(13, '0')}`, ticker, underlying_index: index, active, sample: false, reviewed_by: 'owner', reviewed_at: new Date('2025-06-01'), ingest_id: 0 });
const ETFS = [
  etf('ETFA11', 'IDX RF'), // fee 1.0 dated 2025-03-31 (a newer 4.0 is dated after AS_OF): joins group A
  etf('ETFZ12', 'IDX RF'), // fee 0: excluded
  etf('ETFF13', 'IDX RF'), // only a snapshot dated after AS_OF: excluded
  etf('ETFO14', 'IDX RF'), // fee 37 months old: excluded
  etf('ETFI15', 'IDX RF', false), // inactive: neither peer nor excluded
  etf('ETFB16', 'IDX MM'), // fee 1.2, mapped to the group of 29: does not make it qualify
  etf('ETFU17', 'IDX UNMAPPED'), // index not mapped: no class
];
const snapshot = (ticker: string, asOf: string, fee: string) => ({ ticker, as_of: new Date(asOf), taxa_adm: fee, source: 'etf-site.example', sample: false, reviewed_by: 'owner', reviewed_at: new Date('2025-06-01'), ingest_id: 0 });
const SNAPSHOTS = [
  snapshot('ETFA11', '2025-03-31', '1.0'), snapshot('ETFA11', '2025-07-31', '4.0'), snapshot('ETFZ12', '2025-03-31', '0'),
  snapshot('ETFF13', '2025-07-31', '0.5'), snapshot('ETFO14', '2022-05-01', '0.5'), snapshot('ETFI15', '2025-03-31', '0.5'),
  snapshot('ETFB16', '2025-03-31', '1.2'), snapshot('ETFU17', '2025-03-31', '0.5'),
];
/** percentile_cont over sorted values (as PostgreSQL computes it). */
const quantile = (sorted: number[], q: number) => {
  const pos = q * (sorted.length - 1);
  const lo = Math.floor(pos);
  return sorted[lo] + (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]) * (pos - lo);
};

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
    // ETFA11 also files an Extrato in the class: it counts once, as an ETF peer, never as a fund peer
    extrato(ETFS[0].cnpj, 'Renda Fixa', '0.2', '2025-01-10'),
  ];
  const active = [...groupA.map((f) => f.cnpj), ZERO_FEE, STALE, FUTURE, OTHER_COTAS, ...groupB, ETFS[0].cnpj];
  const months = [
    ...active.flatMap((c) => ACTIVE_MONTHS.map((period) => ({ entity_type: 'fi', cnpj: c, period, nav: 1, quota: 1, quotaholders: 1, inflows: 0, redemptions: 0 }))),
    ...ACTIVE_MONTHS.slice(1).map((period) => ({ entity_type: 'fi', cnpj: INACTIVE, period, nav: 1, quota: 1, quotaholders: 1, inflows: 0, redemptions: 0 })),
  ];
  await withClient(db.superuserUrl, async (c) => {
    await kyselyOver(c).insertInto('cvm.extrato').values(rows).execute();
    await kyselyOver(c).insertInto('cvm.fund_month').values(months).execute();
    await kyselyOver(c).insertInto('curated.etf_registry').values(ETFS).execute();
    await kyselyOver(c).insertInto('curated.etf_site_snapshot').values(SNAPSHOTS).execute();
    await kyselyOver(c)
      .insertInto('curated.etf_index_class')
      .values([
        { underlying_index: 'IDX RF', classe_anbima: 'Renda Fixa', sample: false, reviewed_by: 'owner', reviewed_at: new Date('2025-06-01'), ingest_id: 0 },
        { underlying_index: 'IDX MM', classe_anbima: 'Multimercado', sample: false, reviewed_by: 'owner', reviewed_at: new Date('2025-06-01'), ingest_id: 0 },
      ])
      .execute();
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
  it('rules 2-6: a group of exactly 30 usable fund fees is compared, joined by its one usable mapped ETF; quartiles and midrank (ties) over the combined group', async () => {
    const [row] = await peers([TARGET]);
    const combined = [...groupA.map((f) => Number(f.fee)), 1.0].sort((a, b) => a - b); // the 30 funds and ETFA11's 1.0
    const target = 1.0;
    const median = quantile(combined, 0.5);
    expect(row).toMatchObject({
      cnpj: TARGET,
      classe_assoc: 'Renda Fixa',
      fundo_cotas: 'N',
      tp_fundo_classe: 'CLASSES - FIF',
      status: 'compared',
      reason_code: null,
      taxa_adm: target,
      fee_as_of: '2025-01-10',
      comparison_as_of: AS_OF,
      activity_from: '2025-04-01',
      activity_to: '2025-06-01',
      n_peers: 31,
      n_fund_peers: 30,
      n_etf_peers: 1,
      n_excluded: 3, // the 0 fee, the 37-month-old fee, the future-dated fee (the inactive fund is no peer at all)
      n_etf_excluded: 3, // fee 0, only a snapshot after p_as_of, a 37-month-old snapshot (the inactive ETF is no peer at all)
      p25_pct_year: Number(quantile(combined, 0.25).toFixed(6)),
      median_pct_year: Number(median.toFixed(6)),
      p75_pct_year: Number(quantile(combined, 0.75).toFixed(6)),
      percentile_pct: Number((((combined.filter((f) => f < target).length + combined.filter((f) => f === target).length / 2) * 100) / combined.length).toFixed(4)),
      difference_pp: Number((target - median).toFixed(6)),
      peer_fee_oldest: '2025-01-10',
      peer_fee_newest: '2025-01-10',
      etf_peer_fee_oldest: '2025-03-31', // the snapshot dated by p_as_of, not the newer 4.0
      etf_peer_fee_newest: '2025-03-31',
      etf_peer_tickers: ['ETFA11'],
      etf_peer_fee_source: 'third-party website values (owner-curated ETF snapshots), never a disclosed fee',
    });
  });

  it('rule 4: a group of 29 usable fees is not compared (pares_insuficientes) though a mapped ETF has a usable fee: ETFs never make a group qualify; FUNDO_COTAS splits groups', async () => {
    for (const c of [groupB[0], OTHER_COTAS]) {
      expect((await peers([c]))[0]).toMatchObject({
        status: 'not_compared', reason_code: 'pares_insuficientes', n_peers: null, n_etf_peers: null, n_etf_excluded: null, etf_peer_tickers: null,
        median_pct_year: null, percentile_pct: null, difference_pp: null, n_excluded: 0,
      });
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
