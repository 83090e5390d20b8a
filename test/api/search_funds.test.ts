// api.search_funds through HTTP on a golden registry: ranked, case- and
// accent-insensitive name search on the trigram index, CNPJ prefix search with
// punctuation ignored, only served families, and the tier ceilings pinned to
// catalog.json.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { signedInHeaders, startApi, type RunningApi } from '../helpers/api.js';

const catalog = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/generated/catalog.json'), 'utf8'));

let db: TestDatabase;
let api: RunningApi;
let signedIn: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    const registry = (cnpj: string, entity_type: string | null, cvm_type: string, fund_name: string, status: string, fund_class: string | null, origin: string) =>
      ({ cnpj, entity_type, cvm_type, fund_name, status, fund_class, origin });
    await k
      .insertInto('cvm.fund_registry')
      .values([
        registry('11100000000180', 'fi', 'FI', 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ', 'EM FUNCIONAMENTO NORMAL', 'Ações', 'cad_fi'),
        registry('11200000000100', 'fi', 'FIF', 'IPÊ RENDA FIXA CLASSE ÚNICA', 'Em Funcionamento Normal', 'Renda Fixa', 'registro_classe'),
        registry('22100000000130', 'fidc', 'FIDC', 'FIDC IPÊ CRÉDITO CONSIGNADO', 'CANCELADA', null, 'cad_fi'),
        registry('33100000000104', 'fii', 'FII', 'FII IPÊ LOGÍSTICA', 'Em Funcionamento Normal', null, 'registro_classe'),
        registry('44100000000106', null, 'FIP', 'FIP IPÊ PARTICIPAÇÕES', 'EM FUNCIONAMENTO NORMAL', null, 'cad_fi'),
        registry('66100000000100', 'fi', 'FI', 'FUNDO JACARANDÁ MULTIMERCADO', 'EM FUNCIONAMENTO NORMAL', 'Multimercado', 'cad_fi'),
        // 250 plain funds, past every tier's ceiling
        ...Array.from({ length: 250 }, (_, n) =>
          registry(`55${String(n + 1).padStart(12, '0')}`, 'fi', 'FI', `FUNDO PADRÃO ${String(n + 1).padStart(3, '0')}`, 'EM FUNCIONAMENTO NORMAL', null, 'cad_fi'),
        ),
      ])
      .execute();
    await k
      .insertInto('cvm.fund_month')
      .values([
        ...Array.from({ length: 6 }, (_, i) => ({ entity_type: 'fi', cnpj: '11100000000180', period: `2024-${String(i + 1).padStart(2, '0')}-01`, nav: 1 })),
        { entity_type: 'fidc', cnpj: '22100000000130', period: '2024-12-31', nav: 1 },
      ])
      .execute();
  });
  api = await startApi(db);
  signedIn = await signedInHeaders();
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

type Row = { cnpj: string; fund_name: string; entity_type: string; status: string; fund_class: string | null; first_period: string | null; last_period: string | null };
async function search(body: unknown, headers: Record<string, string> = {}): Promise<Row[]> {
  const res = await api.rpc('search_funds', body, headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe('search_funds by name', () => {
  it('is case- and accent-insensitive and ranks names that start with the query first', async () => {
    const names = (await search({ p_query: 'ipe' })).map((r) => r.fund_name);
    expect(names).toEqual(['IPÊ RENDA FIXA CLASSE ÚNICA', 'FIDC IPÊ CRÉDITO CONSIGNADO', 'FII IPÊ LOGÍSTICA', 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ']);
    expect((await search({ p_query: 'IPÊ' })).map((r) => r.fund_name)).toEqual(names);
    expect((await search({ p_query: 'Ipe' })).map((r) => r.fund_name)).toEqual(names);
  });

  it('returns the columns of the contract, with the span held in the monthly series', async () => {
    const [row] = await search({ p_query: 'ações ipê' });
    expect(row).toEqual({ cnpj: '11100000000180', fund_name: 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ', entity_type: 'fi', status: 'EM FUNCIONAMENTO NORMAL', fund_class: 'Ações', first_period: '2024-01-01', last_period: '2024-06-01' });
    expect((await search({ p_query: 'consignado' }))[0]).toMatchObject({ entity_type: 'fidc', status: 'CANCELADA', first_period: '2024-12-31', last_period: '2024-12-31' });
    expect((await search({ p_query: 'logistica' }))[0]).toMatchObject({ entity_type: 'fii', first_period: null, last_period: null });
  });

  it('finds words out of order and a close misspelling by trigram word similarity', async () => {
    expect((await search({ p_query: 'multimercado jacaranda' })).map((r) => r.cnpj)).toEqual(['66100000000100']);
    expect((await search({ p_query: 'jacaranda multimercados' })).map((r) => r.cnpj)).toEqual(['66100000000100']);
  });

  it('searches only the served families, and one family when asked', async () => {
    expect((await search({ p_query: 'ipe' })).some((r) => r.cnpj === '44100000000106')).toBe(false);
    expect((await search({ p_query: 'ipe', p_entity_type: 'fidc' })).map((r) => r.cnpj)).toEqual(['22100000000130']);
    expect((await search({ p_query: 'ipe', p_entity_type: 'fii' })).map((r) => r.cnpj)).toEqual(['33100000000104']);
  });

  it('takes a whitespace-only query (tabs, newlines, spaces) as the empty query: every fund, by name', async () => {
    const everyFund = await search({ p_query: '' });
    expect(everyFund.map((r) => r.fund_name).slice(0, 3)).toEqual(['FIDC IPÊ CRÉDITO CONSIGNADO', 'FII IPÊ LOGÍSTICA', 'FUNDO DE INVESTIMENTO EM AÇÕES IPÊ']);
    for (const blank of ['\t', '\n', ' \t ', '\r\n \u00a0']) expect(await search({ p_query: blank })).toEqual(everyFund);
    // the words around the whitespace still count
    expect((await search({ p_query: '\tjacaranda\n' })).map((r) => r.cnpj)).toEqual(['66100000000100']);
  });

  it('refuses a query longer than 300 characters with 22023', async () => {
    const res = await api.rpc('search_funds', { p_query: 'ipe '.repeat(80) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: '22023',
      message: 'search_funds: p_query is 319 characters long',
      details: 'A name search or CNPJ prefix is at most 300 characters.',
      hint: 'Send a few words of the fund name, or the beginning of its CNPJ.',
    });
  });

  it('answers no match with an empty array, and refuses an unknown family with 22023', async () => {
    expect(await search({ p_query: 'zzzzqqq' })).toEqual([]);
    const res = await api.rpc('search_funds', { p_query: 'ipe', p_entity_type: 'fmiee' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '22023', message: "search_funds: unknown p_entity_type 'fmiee'" });
  });
});

describe('search_funds by CNPJ', () => {
  it('matches a prefix with punctuation ignored, in CNPJ order', async () => {
    expect((await search({ p_query: '11.1' })).map((r) => r.cnpj)).toEqual(['11100000000180']);
    expect((await search({ p_query: '11' })).map((r) => r.cnpj)).toEqual(['11100000000180', '11200000000100']);
    expect((await search({ p_query: '11.100.000/0001-80' })).map((r) => r.fund_name)).toEqual(['FUNDO DE INVESTIMENTO EM AÇÕES IPÊ']);
    expect((await search({ p_query: '55.0000' })).slice(0, 2).map((r) => r.cnpj)).toEqual(['55000000000001', '55000000000002']);
  });
});

describe('search_funds row ceilings', () => {
  const tiers = catalog.tiers as Record<'anon' | 'authenticated', { search_funds_rows: number }>;

  it('clamps silently to the anon ceiling of catalog.json tiers (25), default 50 included', async () => {
    expect(tiers.anon.search_funds_rows).toBe(25);
    expect(await search({ p_query: 'padrao', p_limit: 1000 })).toHaveLength(tiers.anon.search_funds_rows);
    expect(await search({ p_query: 'padrao' })).toHaveLength(tiers.anon.search_funds_rows);
    expect(await search({ p_query: 'padrao', p_limit: 3 })).toHaveLength(3);
  });

  it('clamps silently to the authenticated ceiling of catalog.json tiers (200); the default is 50', async () => {
    expect(tiers.authenticated.search_funds_rows).toBe(200);
    expect(await search({ p_query: 'padrao', p_limit: 1000 }, signedIn)).toHaveLength(tiers.authenticated.search_funds_rows);
    expect(await search({ p_query: 'padrao' }, signedIn)).toHaveLength(50);
  });

  it('reads at least one row for a p_limit below 1', async () => {
    expect(await search({ p_query: 'padrao', p_limit: 0 })).toHaveLength(1);
  });

  it('the function source names the same ceilings as catalog.json', async () => {
    const source = await withClient(db.superuserUrl, async (c) => (await c.query(`select prosrc from pg_proc where oid = 'api.search_funds(text, text, integer)'::regprocedure`)).rows[0].prosrc as string);
    expect(source).toContain(`internal.tier_ceiling('search_funds_rows', ${tiers.anon.search_funds_rows}, ${tiers.authenticated.search_funds_rows})`);
  });
});

describe('search_funds plans', () => {
  // On a few hundred rows the planner rightly prefers a sequential scan; with it
  // disabled, the index counters show the function's own queries can use the
  // indexes (npm run bench -- --scale prints the plans at 30,000 funds).
  async function indexScansDuring(query: string, ...indexes: string[]): Promise<number> {
    return withClient(db.superuserUrl, async (c) => {
      const count = async () => {
        await c.query('select pg_stat_force_next_flush()');
        await c.query('select pg_stat_clear_snapshot()');
        return Number((await c.query(`select sum(idx_scan) as idx_scan from pg_stat_user_indexes where indexrelname = any($1)`, [indexes])).rows[0].idx_scan);
      };
      const before = await count();
      await c.query('set enable_seqscan = off');
      await c.query('select * from api.search_funds($1)', [query]);
      await c.query('reset enable_seqscan');
      return (await count()) - before;
    });
  }

  it('a name search reads a trigram index on the folded name (GIN, or the GiST one portfolio_resolve ranks by distance)', async () => {
    expect(await indexScansDuring('ipe', 'fund_registry_search_name', 'fund_registry_search_name_knn')).toBeGreaterThan(0);
  });

  it('a CNPJ search reads the prefix index', async () => {
    expect(await indexScansDuring('11.1', 'fund_registry_cnpj_prefix')).toBeGreaterThan(0);
  });
});
