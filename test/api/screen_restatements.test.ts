// api.screen_restatements through HTTP, one case per rule, on golden FNET
// listings: re-filings (versao above 1) per fund in the delivery window, the two
// thresholds, the modalidade filter, the default p_end, screen and params, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { readCatalog } from '../../src/codegen/catalog-sql.js';
import { REPO_ROOT } from '../../src/repo-root.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';

const cnpj = (n: number) => String(n).padStart(14, '0');
const OFTEN = cnpj(201); // fidc: 10 documents, 3 re-filings (2 RE, 1 RC): 30%
const LARGE = cnpj(202); // fii: 20 documents, 3 RE: 15%
const FEW = cnpj(203); // fidc: 2 documents, both RC re-filings: 100% but only 2
const OLD = cnpj(204); // fidc: 3 re-filings, all before the window
const NAMED = cnpj(205); // listed without tipoFundo: family and name from the registry; 3 of 3 RE

type Doc = { cnpj: string | null; tipo: 1 | 2 | null; delivered: string; versao: number; modalidade?: string };
const DOCS: Doc[] = [];
const add = (c: string | null, tipo: 1 | 2 | null, n: number, versao: number, modalidade: string, day: (i: number) => string) => {
  for (let i = 0; i < n; i += 1) DOCS.push({ cnpj: c, tipo, delivered: day(i), versao, modalidade });
};
const inJune = (i: number) => `2025-06-${String(1 + i).padStart(2, '0')} 10:00:00`;
add(OFTEN, 2, 7, 1, 'AP', inJune);
add(OFTEN, 2, 2, 2, 'RE', (i) => `2025-07-0${1 + i} 10:00:00`);
add(OFTEN, 2, 1, 3, 'RC', () => '2025-09-30 23:59:00'); // the newest linked delivery: the default p_end
add(LARGE, 1, 17, 1, 'AP', inJune);
add(LARGE, 1, 3, 2, 'RE', (i) => `2025-08-0${1 + i} 10:00:00`);
add(FEW, 2, 2, 2, 'RC', (i) => `2025-05-0${1 + i} 10:00:00`);
add(OLD, 2, 3, 2, 'RE', (i) => `2024-06-0${1 + i} 10:00:00`);
add(OLD, 2, 2, 1, 'AP', inJune);
add(NAMED, null, 3, 2, 'RE', (i) => `2025-04-0${1 + i} 10:00:00`);
add(null, null, 5, 2, 'RE', (i) => `2025-10-0${1 + i} 10:00:00`); // linked to no fund: never counted, and not the default p_end

let db: TestDatabase;
let api: RunningApi;
const { ok, refused } = rpcCalls(() => api, 'screen_restatements');

beforeAll(async () => {
  db = await createTestDatabase();
  await withClient(db.superuserUrl, async (c) => {
    const k = kyselyOver(c);
    await k.insertInto('b3.fnet_document').values(DOCS.map((d, i) => ({
      id: String(1000 + i), descricao_fundo: d.cnpj ? `LISTED ${d.cnpj.slice(-3)}` : 'UNLINKED', categoria_documento: 'Informes Periódicos', tipo_documento: 'Informe Mensal Estruturado',
      data_referencia: '05/2025', formato_data_referencia: '2', reference_date: '2025-05-01', data_entrega: d.delivered, versao: d.versao, modalidade: d.modalidade, ingest_id: '1',
    }))).execute();
    await k.insertInto('b3.fnet_document_fund').values(DOCS.flatMap((d, i) => (d.cnpj ? [{ id: String(1000 + i), cnpj: d.cnpj, tipo_fundo: d.tipo, ingest_id: '1' }] : []))).execute();
    await k.insertInto('cvm.fund_registry').values([{ cnpj: NAMED, entity_type: 'fii', fund_name: 'FII DO REGISTRO', status: 'EM FUNCIONAMENTO NORMAL', origin: 'registro_classe' }]).execute();
  });
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const at = (rows: Awaited<ReturnType<typeof ok>>, id: string) => rows.find((r) => r.cnpj === id);
const PARAMS = { p_end: '2025-09-30', p_months: 12, p_min_restatements: 3, p_min_rate_pct: 20, p_modalidade: null };

describe('screen_restatements', () => {
  it('with its defaults lists funds with 3+ re-filings making 20%+ of their documents, most re-filings first, with screen and params', async () => {
    const rows = await ok({});
    expect(rows.map((r) => r.cnpj)).toEqual([NAMED, OFTEN]);
    expect(at(rows, OFTEN)).toEqual({
      cnpj: OFTEN, fund_family: 'fidc', fund_name: 'LISTED 201', window_from: '2024-10-01', window_to: '2025-09-30', documents: 10, restatements: 3, restatements_re: 2, restatements_rc: 1,
      restatement_rate_pct: 30, last_restatement_id: 1009, last_restatement_at: '2025-09-30T23:59:00', screen: 'restatements', params: PARAMS,
    });
    // a query without tipoFundo: family and name from the registry
    expect(at(rows, NAMED)).toMatchObject({ fund_family: 'fii', fund_name: 'FII DO REGISTRO', documents: 3, restatements: 3, restatement_rate_pct: 100 });
  });

  it('p_min_rate_pct: 15% is listed at 15, not at the default 20', async () => {
    expect(at(await ok({}), LARGE)).toBeUndefined();
    expect(at(await ok({ p_min_rate_pct: 15 }), LARGE)).toMatchObject({ documents: 20, restatements: 3, restatement_rate_pct: 15, fund_family: 'fii' });
  });

  it('p_min_restatements: two re-filings are listed at 2, not at 3', async () => {
    expect(at(await ok({}), FEW)).toBeUndefined();
    expect(at(await ok({ p_min_restatements: 2 }), FEW)).toMatchObject({ documents: 2, restatements: 2, restatements_rc: 2, restatement_rate_pct: 100 });
  });

  it('p_modalidade counts only that kind of re-filing; the split columns stay whole', async () => {
    const rows = await ok({ p_modalidade: 'rc', p_min_restatements: 1, p_min_rate_pct: 0 });
    expect(rows.map((r) => [r.cnpj, r.restatements, r.restatements_re, r.restatements_rc])).toEqual([[FEW, 2, 0, 2], [OFTEN, 1, 2, 1]]);
    expect(rows[0].params).toEqual({ ...PARAMS, p_min_restatements: 1, p_min_rate_pct: 0, p_modalidade: 'RC' });
  });

  it('the window bounds what is counted: re-filings before it do not count', async () => {
    expect(at(await ok({ p_min_restatements: 1, p_min_rate_pct: 0 }), OLD)).toBeUndefined();
    expect(at(await ok({ p_end: '2025-05-31', p_months: 12, p_min_restatements: 1, p_min_rate_pct: 0 }), OLD)).toMatchObject({ documents: 3, restatements: 3, window_from: '2024-06-01' });
    expect(await ok({ p_end: '2023-12-31' })).toEqual([]);
  });

  it('matches catalog.json screens.restatements defaults', async () => {
    const catalog = readCatalog(REPO_ROOT) as { screens: Record<string, { params: Record<string, unknown> }> };
    expect(catalog.screens.restatements.params).toEqual({ p_end: null, p_months: 12, p_min_restatements: 3, p_min_rate_pct: 20, p_modalidade: null });
    expect(await ok(catalog.screens.restatements.params)).toEqual(await ok({}));
  });

  it('refuses out-of-range or NULL thresholds and an unknown p_modalidade', async () => {
    expect(await refused({ p_months: 0 })).toMatchObject({ message: expect.stringMatching(/^screen_restatements: p_months/), hint: 'Send p_months between 1 and 36 (default 12).' });
    expect((await refused({ p_min_restatements: null })).message).toMatch(/^screen_restatements: p_min_restatements/);
    expect((await refused({ p_min_rate_pct: 101 })).message).toMatch(/^screen_restatements: p_min_rate_pct/);
    expect(await refused({ p_modalidade: 'AP' })).toMatchObject({ message: "screen_restatements: unknown p_modalidade 'AP'", hint: 'Send p_modalidade as RE or RC, or null for both.' });
  });
});
