// @legs direct postgrest docker
// api.macro_series through HTTP, one case per rule, on SGS answers loaded through the real loader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSgsFile } from '../../src/ingest/bcb-sgs/load.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { writeJson } from '../helpers/sidra-answer.js';
import { tempDir } from '../ingest/support.js';

const SELIC_META = [{ data: '18/06/2025', valor: '15.00' }, { data: '19/06/2025', valor: '15.00' }, { data: '11/12/2025', valor: '14.75' }];
const IPCA = [{ data: '01/10/2025', valor: '0.09' }, { data: '01/11/2025', valor: '0.18' }];
// 1,100 daily CDI values: more than one response
const CDI = Array.from({ length: 1100 }, (_, i) => {
  const d = new Date(Date.UTC(2020, 0, 1 + i));
  return { data: `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`, valor: '0.040168' };
});

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  for (const [name, values] of [['sgs_432_a.json', SELIC_META], ['sgs_433_a.json', IPCA], ['sgs_12_a.json', CDI]] as const) {
    await loadSgsFile(writeJson(dir, name, values), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  }
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'macro_series');
const iso = (br: string) => br.split('/').reverse().join('-');

describe('macro_series', () => {
  it('serves a series by label, oldest first, values as published with unit and frequency', async () => {
    expect(await ok({ p_series: 'SELIC_META', p_from: '2025-01-01', p_to: '2025-12-31' })).toEqual(
      SELIC_META.map((v) => ({ series: 'SELIC_META', code: 432, reference_date: iso(v.data), value: Number(v.valor), unit: '% a.a.', frequency: 'daily', source: 'bcb_sgs' })),
    );
  });

  it('takes the label in any case or the SGS code', async () => {
    const window = { p_from: '2025-01-01', p_to: '2025-12-31' };
    const byLabel = await ok({ p_series: 'IPCA', ...window });
    expect(byLabel.map((r) => [r.reference_date, r.value, r.frequency])).toEqual(IPCA.map((v) => [iso(v.data), Number(v.valor), 'monthly']));
    expect(await ok({ p_series: ' ipca ', ...window })).toEqual(byLabel);
    expect(await ok({ p_series: '433', ...window })).toEqual(byLabel);
  });

  it('defaults to the 12 months before p_to', async () => {
    expect((await ok({ p_series: 'SELIC_META', p_to: '2026-06-18' })).map((r) => r.reference_date)).toEqual(['2025-06-18', '2025-06-19', '2025-12-11']);
    expect((await ok({ p_series: 'SELIC_META', p_to: '2026-06-19' })).map((r) => r.reference_date)).toEqual(['2025-06-19', '2025-12-11']);
  });

  it('answers [] for a known series with nothing in the window (or nothing loaded)', async () => {
    expect(await ok({ p_series: 'SELIC_META', p_from: '2010-01-01', p_to: '2010-12-31' })).toEqual([]);
    expect(await ok({ p_series: 'PIB', p_from: '2010-01-01', p_to: '2026-12-31' })).toEqual([]);
  });

  it('serves up to 1000 rows', async () => {
    expect(await ok({ p_series: 'CDI', p_from: '2020-01-01', p_to: '2022-09-26' })).toHaveLength(1000);
  });
});

describe('macro_series refusals', () => {
  it('an unknown series, listing the known ones', async () => {
    const error = await refused({ p_series: 'SELIC' });
    expect(error.message).toBe("macro_series: unknown series 'SELIC'");
    expect(error.details).toBe(
      'Series known (label code): CDI 12, EURBRL 21619, IGPM 189, INPC 188, IPCA 433, IPCA15 7478, IPCA_12M 13522, IPCA_COMERCIALIZAVEIS 4447, ' +
        'IPCA_CORE_DP 16122, IPCA_CORE_EX0 11427, IPCA_CORE_EX2 16121, IPCA_CORE_MA 11426, IPCA_CORE_MS 4466, IPCA_DIFUSAO 21379, IPCA_DURAVEIS 10843, ' +
        'IPCA_G_ALIMENTACAO 1635, IPCA_G_ARTIGOS_RESIDENCIA 1637, IPCA_G_COMUNICACAO 1640, IPCA_G_DESPESAS_PESSOAIS 1642, IPCA_G_EDUCACAO 1643, ' +
        'IPCA_G_HABITACAO 1636, IPCA_G_SAUDE 1641, IPCA_G_TRANSPORTES 1639, IPCA_G_VESTUARIO 1638, IPCA_LIVRES 11428, IPCA_MONITORADOS 4449, ' +
        'IPCA_NAO_COMERCIALIZAVEIS 4448, IPCA_NAO_DURAVEIS 10841, IPCA_SEMI_DURAVEIS 10842, IPCA_SERVICOS 10844, PIB 4380, POUPANCA 25, ' +
        'SELIC_DIARIA 11, SELIC_META 432, USDBRL 1.',
    );
  });
  it('more than 1000 rows, with how to narrow', async () => {
    const error = await refused({ p_series: 'CDI', p_from: '2020-01-01', p_to: '2022-09-27' });
    expect(error.message).toMatch(/^macro_series: the requested window holds more than 1000 rows/);
    expect(error.hint).toMatch(/Narrow p_from\/p_to/);
  });
  it('p_from after p_to', async () => {
    expect((await refused({ p_series: 'CDI', p_from: '2021-01-02', p_to: '2021-01-01' })).message).toMatch(/^macro_series: /);
  });
});
