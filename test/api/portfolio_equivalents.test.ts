// api.portfolio_equivalents through HTTP on golden curated rows (the index to
// class mapping, the ETF registry, website snapshots) and Extrato fees: the
// largest ETF by net assets is the equivalent (as of a date), an ETF without
// net assets is never ranked, sem_par / sem_etf / sem_pl, the class's median
// fund fee beside each ETF fee, sample entries flagged, refusals.
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { useSeededApi } from '../helpers/api.js';

const reviewed = { reviewed_by: 'owner', reviewed_at: new Date('2026-10-01') };
const api = useSeededApi(async (client) => {
  const db = kyselyOver(client);
  const { id } = await db.insertInto('ingest.ingest_log').values({ source: 'golden', file_name: 'golden', sha256: '0'.repeat(64), bytes: '0', status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  const map = (underlying_index: string, classe_anbima: string, sample = false) => ({ underlying_index, classe_anbima, sample, ...reviewed, ingest_id: id });
  await db.insertInto('curated.etf_index_class').values([map('IDX A', 'RF Teste'), map('IDX B', 'RF Teste'), map('IDX C', 'Ações Teste'), map('IDX D', 'PL Teste', true)]).execute();
  const etf = (n: number, ticker: string, underlying_index: string, active = true) => ({ cnpj: `9900000000000${n}`, ticker, fund_name: `ETF ${ticker}`, underlying_index, active, sample: false, ...reviewed, ingest_id: id });
  await db.insertInto('curated.etf_registry').values([etf(1, 'EEAA11', 'IDX A'), etf(2, 'EEBB11', 'IDX B'), etf(3, 'EEII11', 'IDX A', false), etf(4, 'EENP11', 'IDX A'), etf(5, 'EECC11', 'IDX C', false), etf(6, 'EEDD11', 'IDX D')]).execute();
  const snap = (ticker: string, as_of: string, taxa_adm: string | null, pl: string | null) => ({ ticker, as_of: new Date(as_of), taxa_adm, pl, source: 'site.example', sample: false, ...reviewed, ingest_id: id });
  await db.insertInto('curated.etf_site_snapshot').values([
    snap('EEAA11', '2026-09-30', '0.30', '900000000'),
    snap('EEBB11', '2026-08-31', '0.20', '100000000'),
    snap('EEBB11', '2026-10-31', null, '1500000000'), // the page printed no fee: the August fee stands
    snap('EENP11', '2026-09-30', '0.10', null),
    snap('EEII11', '2026-09-30', '0.05', '9000000000'), // inactive: never an equivalent
  ]).execute();
  const fee = (n: number, classe_anbima: string, taxa_adm: string) => ({ cnpj: `8800000000000${n}`, dt_comptc: new Date('2026-06-30'), classe_anbima, taxa_adm, ingest_id: id });
  await db.insertInto('cvm.extrato').values([fee(1, 'RF TESTE', '0.5'), fee(2, 'RF Teste', '1.0'), fee(3, 'RF Teste', '1.5'), fee(4, 'RF Teste', '0'), fee(5, 'RF Teste', '14.2')]).execute();
});
type Row = Record<string, unknown> & { classe_anbima: string; ticker: string | null; status: string; note: string };
const equivalents = async (body: unknown) => {
  const res = await api.rpc('portfolio_equivalents', body);
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer as Row[];
};

describe('portfolio_equivalents', () => {
  it('the active ETFs of the mapped indices, the largest by net assets the equivalent; no net assets, no rank', async () => {
    const rows = await equivalents({ p_classes: ['rf teste'], p_as_of: '2026-11-01' });
    expect(rows.map((r) => [r.ticker, r.pl_brl, r.pl_rank, r.is_equivalent, r.fee_pct_year, r.fee_as_of, r.status])).toEqual([
      ['EEBB11', 1500000000, 1, true, 0.2, '2026-08-31', 'encontrado'],
      ['EEAA11', 900000000, 2, false, 0.3, '2026-09-30', 'encontrado'],
      ['EENP11', null, null, false, 0.1, '2026-09-30', 'encontrado'],
    ]);
    expect(rows[0]).toMatchObject({ classe_anbima: 'rf teste', class_indices: ['IDX A', 'IDX B'], n_etfs: 3, etf_cnpj: '99000000000002', underlying_index: 'IDX B', sample_entry: false });
    expect(rows[2].note).toContain('No snapshot with net assets dated by 2026-11-01: not ranked.');
  });

  it("beside each fee, the median of the class's usable fund fees (0 and above 5 left out)", async () => {
    const rows = await equivalents({ p_classes: ['RF Teste'], p_as_of: '2026-11-01' });
    expect(rows.map((r) => [r.ticker, r.n_fund_fees, r.fund_fee_median_pct, r.fee_below_fund_median])).toEqual([
      ['EEBB11', 3, 1, true], ['EEAA11', 3, 1, true], ['EENP11', 3, 1, true],
    ]);
  });

  it('as of an earlier date, a later snapshot is not read', async () => {
    const [first] = await equivalents({ p_classes: ['RF Teste'], p_as_of: '2026-10-15' });
    expect([first.ticker, first.pl_brl, first.is_equivalent]).toEqual(['EEAA11', 900000000, true]);
  });

  it('sem_par, sem_etf and sem_pl: one row with the ETF columns NULL, or every row unranked', async () => {
    const rows = await equivalents({ p_classes: ['Sem Mapa', 'Ações Teste', 'PL Teste'], p_as_of: '2026-11-01' });
    expect(rows.map((r) => [r.classe_anbima, r.status, r.ticker, r.n_etfs, r.is_equivalent, r.sample_entry])).toEqual([
      ['Ações Teste', 'sem_etf', null, 0, false, false],
      ['PL Teste', 'sem_pl', 'EEDD11', 1, false, true],
      ['Sem Mapa', 'sem_par', null, 0, false, false],
    ]);
    expect(rows[2].note).toBe('No underlying index is mapped to this class in curated/etf_index_class.csv.');
    expect(rows[1].note).toContain('SAMPLE ENTRY of the curated files');
  });

  it('more than 200 classes, none, or a blank one: 22023', async () => {
    const refused = async (body: unknown) => {
      const res = await api.rpc('portfolio_equivalents', body);
      expect(res.status).toBe(400);
      return res.json();
    };
    expect(await refused({ p_classes: Array.from({ length: 201 }, (_, i) => `C${i}`) })).toMatchObject({ code: '22023', message: 'portfolio_equivalents: 201 classes sent, 1 to 200 accepted' });
    expect(await refused({ p_classes: [] })).toMatchObject({ code: '22023', message: 'portfolio_equivalents: 0 classes sent, 1 to 200 accepted' });
    expect(await refused({ p_classes: ['RF Teste', ' '] })).toMatchObject({ code: '22023', message: 'portfolio_equivalents: a blank class in p_classes' });
  });
});
