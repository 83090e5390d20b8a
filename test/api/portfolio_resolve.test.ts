// api.portfolio_resolve through HTTP on a golden registry: each match kind, the
// precedence between them, similarity ranks checked against pg_trgm's rule
// computed here by hand (trigrams of each word padded "  w ", |A∩B| / |A∪B|),
// the quota beside each candidate, the no-candidate line, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';

const FUNDS: [string, string][] = [
  ['10000000000101', 'FUNDO ALFA AÇÕES FIA'],
  ['10000000000202', 'FUNDO ALFA AÇÕES II FIA'],
  ['10000000000303', 'ALFA RENDA FIXA FI'],
  ['10000000000404', 'BETA MULTIMERCADO FIM'],
  ['10000000000505', 'GAMA ÍNDICE ETF'],
  ['10000000000606', 'DELTA CRÉDITO PRIVADO FIC FIM'],
];
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
/** pg_trgm's similarity: each word (runs of letters and digits) padded with two spaces before and one after, its trigrams as a set. */
function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of fold(text).split(/[^a-z0-9]+/).filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  }
  return set;
}
function similarity(a: string, b: string): number {
  const [x, y] = [trigrams(a), trigrams(b)];
  const common = [...x].filter((t) => y.has(t)).length;
  return common / (x.size + y.size - common);
}
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const { id } = await k.insertInto('ingest.ingest_log').values({ source: 'cvm-registro', file_name: 'golden', sha256: 'a'.repeat(64), bytes: 0, status: 'loaded', fetched_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await k.insertInto('cvm.fund_registry').values(FUNDS.map(([cnpj, fund_name]) => ({ cnpj, fund_name, entity_type: 'fi', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' }))).execute();
    // an older name of DELTA in the legacy register, another in a holdings filing
    await k.insertInto('cvm.cad_fi').values({ tp_fundo: 'FI', cnpj: '10000000000606', denom_social: 'DELTA CRÉDITO FIC FIM', sit: 'CANCELADA', ingest_id: id }).execute();
    await k.insertInto('cvm.cda_pl').values({ cnpj: '10000000000606', dt_comptc: '2022-06-30', denom_social: 'DELTA CP FIC MULTIMERCADO', vl_patrim_liq: '1', ingest_id: id }).execute();
    await k.insertInto('curated.etf_registry').values({ cnpj: '10000000000505', ticker: 'GAMA11', fund_name: 'GAMA ÍNDICE ETF', underlying_index: 'IGAMA', active: true, sample: true, reviewed_by: 'test', reviewed_at: '2026-01-01', ingest_id: id }).execute();
    await c.query(`select ingest.ensure_month_partitions('cvm.inf_diario', '2026-10-01', '2026-10-01')`);
    await k.insertInto('cvm.inf_diario').values([
      { dt_comptc: '2026-10-15', cnpj: '10000000000101', id_subclasse: '', vl_quota: '2.500000', ingest_id: id },
      { dt_comptc: '2026-10-15', cnpj: '10000000000202', id_subclasse: '', vl_quota: '1.800000', ingest_id: id },
    ]).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});
const resolve = rpcCalls(() => api, 'portfolio_resolve');

describe('portfolio_resolve', () => {
  it('similarity: the registry names ranked by trigram similarity (as computed here), only those at 0.25 or more', async () => {
    const input = 'Alfa Acoes FIA';
    const rows = await resolve.ok({ p_names: [input] });
    const expected = FUNDS.map(([cnpj, name]) => ({ cnpj, score: round4(similarity(input, name)) }))
      .filter((f) => f.score >= 0.25)
      .sort((a, b) => b.score - a.score || a.cnpj.localeCompare(b.cnpj));
    // the golden ranks by hand: 14 trigrams in common of 19 (0.7368), of 22 (0.6364), 7 of 24 (0.2917)
    expect(expected).toEqual([{ cnpj: '10000000000101', score: 0.7368 }, { cnpj: '10000000000202', score: 0.6364 }, { cnpj: '10000000000303', score: 0.2917 }]);
    expect(rows.map((r) => ({ cnpj: r.cnpj, score: r.score }))).toEqual(expected);
    expect(rows.map((r) => [r.line, r.rank, r.match_kind])).toEqual([[1, 1, 'similarity'], [1, 2, 'similarity'], [1, 3, 'similarity']]);
    expect(rows[0]).toMatchObject({ input_name: input, fund_name: 'FUNDO ALFA AÇÕES FIA', matched_name: 'FUNDO ALFA AÇÕES FIA', entity_type: 'fi', status: 'EM FUNCIONAMENTO NORMAL', reason: null });
    expect(round4(similarity(input, 'DELTA CRÉDITO PRIVADO FIC FIM'))).toBeLessThan(0.25); // not served
  });

  it('similarity ties at the fifth place: the nearest name first, then the tied names by CNPJ', async () => {
    const tied = Array.from({ length: 7 }, (_, i) => [`2000000000070${7 - i}`, 'OMEGA EMPATE RENDA FIXA FI']);
    await withClient(db.superuserUrl, (c) =>
      kyselyOver(c).insertInto('cvm.fund_registry').values([...tied, ['20000000000799', 'OMEGA EMPATE RENDA FI']].map(([cnpj, fund_name]) => ({ cnpj, fund_name, entity_type: 'fi', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' }))).execute());
    const input = 'Omega Empate Renda';
    const rows = await resolve.ok({ p_names: [input] });
    expect(similarity(input, 'OMEGA EMPATE RENDA FI')).toBeGreaterThan(similarity(input, 'OMEGA EMPATE RENDA FIXA FI'));
    expect(rows.map((r) => [r.rank, r.cnpj, r.score])).toEqual([
      [1, '20000000000799', round4(similarity(input, 'OMEGA EMPATE RENDA FI'))],
      ...['20000000000701', '20000000000702', '20000000000703', '20000000000704'].map((cnpj, i) => [i + 2, cnpj, round4(similarity(input, 'OMEGA EMPATE RENDA FIXA FI'))]),
    ]);
  });

  it('exact_current ranks before similarity; a fund found two ways keeps its strongest; at most 5 per line', async () => {
    const rows = await resolve.ok({ p_names: ['fundo alfa acoes fia'] });
    expect(rows.map((r) => [r.rank, r.match_kind, r.cnpj, r.score])).toEqual([
      [1, 'exact_current', '10000000000101', 1],
      [2, 'similarity', '10000000000202', round4(similarity('fundo alfa acoes fia', 'FUNDO ALFA AÇÕES II FIA'))],
    ]);
    expect((await resolve.ok({ p_names: ['fundo'] })).length).toBeLessThanOrEqual(5);
  });

  it('exact_history: a name the fund filed before, in the legacy register or a holdings filing', async () => {
    const rows = await resolve.ok({ p_names: ['Delta Credito FIC FIM', 'delta cp fic multimercado'] });
    expect(rows.filter((r) => r.match_kind !== 'similarity').map((r) => [r.line, r.rank, r.match_kind, r.cnpj, r.fund_name, r.matched_name])).toEqual([
      [1, 1, 'exact_history', '10000000000606', 'DELTA CRÉDITO PRIVADO FIC FIM', 'DELTA CRÉDITO FIC FIM'],
      [2, 1, 'exact_history', '10000000000606', 'DELTA CRÉDITO PRIVADO FIC FIM', 'DELTA CP FIC MULTIMERCADO'],
    ]);
  });

  it('etf_ticker: an ETF\'s exchange ticker, case ignored', async () => {
    expect((await resolve.ok({ p_names: ['gama11'] }))[0]).toMatchObject({ rank: 1, match_kind: 'etf_ticker', score: 1, cnpj: '10000000000505', matched_name: 'GAMA11', fund_name: 'GAMA ÍNDICE ETF' });
  });

  it('cnpj: a CNPJ the registry holds is the line\'s only candidate; an unknown one falls back to the name', async () => {
    expect(await resolve.ok({ p_names: ['Alfa Acoes FIA'], p_cnpjs: ['10.000.000/0004-04'] })).toEqual([
      expect.objectContaining({ line: 1, input_cnpj: '10000000000404', rank: 1, match_kind: 'cnpj', score: 1, cnpj: '10000000000404', fund_name: 'BETA MULTIMERCADO FIM', matched_name: null }),
    ]);
    expect((await resolve.ok({ p_names: ['Alfa Acoes FIA'], p_cnpjs: ['99999999000199'] })).map((r) => r.match_kind)).toEqual(['similarity', 'similarity', 'similarity']);
    expect((await resolve.ok({ p_names: ['Alfa Acoes FIA'], p_cnpjs: [''] })).map((r) => r.input_cnpj)).toEqual([null, null, null]);
  });

  it('quotas: each candidate carries its quota filed on the date and the difference, which tells similar names apart', async () => {
    const rows = await resolve.ok({ p_names: ['Alfa Acoes FIA'], p_quotas: [2.51], p_quota_dates: ['2026-10-15'] });
    expect(rows.map((r) => [r.cnpj, r.quota_date, r.quota_sent, r.quota_filed, r.quota_diff_pct])).toEqual([
      ['10000000000101', '2026-10-15', 2.51, 2.5, 0.4], //    (2.51 / 2.5 - 1) x 100
      ['10000000000202', '2026-10-15', 2.51, 1.8, 39.4444], // (2.51 / 1.8 - 1) x 100
      ['10000000000303', '2026-10-15', 2.51, null, null], //   no quota filed that day
    ]);
    expect((await resolve.ok({ p_names: ['Alfa Acoes FIA'], p_quotas: [2.51], p_quota_dates: ['2026-10-16'] })).map((r) => [r.quota_filed, r.quota_diff_pct])).toEqual([[null, null], [null, null], [null, null]]);
  });

  it('a line with no candidate is one row with a reason; lines keep their order', async () => {
    const rows = await resolve.ok({ p_names: ['zzzz qqqq', 'Alfa Acoes FIA', null], p_cnpjs: [null, null, '99999999000199'] });
    expect(rows.map((r) => [r.line, r.rank, r.match_kind, r.cnpj])).toEqual([[1, null, null, null], [2, 1, 'similarity', '10000000000101'], [2, 2, 'similarity', '10000000000202'], [2, 3, 'similarity', '10000000000303'], [3, null, null, null]]);
    expect(rows[0].reason).toMatch(/nenhum fundo/);
    expect(rows[4].reason).toBe('CNPJ não encontrado no cadastro de fundos');
  });

  it('refuses no names, more than 200, arrays of another length, a malformed CNPJ', async () => {
    expect((await resolve.refused({ p_names: [] })).message).toBe('portfolio_resolve: no name sent');
    expect((await resolve.refused({ p_names: Array.from({ length: 201 }, () => 'x') })).message).toBe('portfolio_resolve: 201 names sent, at most 200');
    const lengths = await resolve.refused({ p_names: ['a', 'b'], p_quotas: [1] });
    expect(lengths.message).toBe('portfolio_resolve: p_cnpjs, p_quotas and p_quota_dates must be as long as p_names');
    expect(lengths.details).toMatch(/p_names has 2 entries; p_cnpjs not sent, p_quotas 1/);
    expect((await resolve.refused({ p_names: ['a'], p_cnpjs: ['abc'] })).message).toBe("portfolio_resolve: 'abc' is not a CNPJ");
    expect(await resolve.ok({ p_names: Array.from({ length: 200 }, () => 'fundo alfa acoes fia') })).toHaveLength(400); // exact_current and one similar name per line
  });
});
