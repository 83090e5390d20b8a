// @legs direct postgrest docker
// api.focus_expectations through HTTP, one case per rule, on Olinda answers loaded through the real loader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFocusFile } from '../../src/ingest/bcb-focus/load.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { rpcCalls } from '../helpers/rpc.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { writeJson } from '../helpers/sidra-answer.js';
import { tempDir } from '../ingest/support.js';

const CONTEXT = 'https://olinda.bcb.gov.br/olinda/servico/Expectativas/versao/v1/odata/$metadata#';
const stat = (indicator: string, survey: string, horizon: string, base: number, median: number) => ({
  Indicador: indicator, Data: survey, DataReferencia: horizon, Media: median + 0.01, Mediana: median, DesvioPadrao: 0.2, Minimo: median - 1, Maximo: median + 1, numeroRespondentes: base === 0 ? 90 : 25, baseCalculo: base,
});
const ANNUAL = [
  stat('IPCA', '2026-11-06', '2026', 0, 4.5), stat('IPCA', '2026-11-06', '2026', 1, 4.6), stat('IPCA', '2026-11-06', '2027', 0, 4.0),
  stat('IPCA', '2026-11-13', '2026', 0, 4.46), stat('IPCA', '2026-11-13', '2026', 1, 4.4), stat('Câmbio', '2026-11-13', '2026', 0, 5.3),
  stat('IPCA', '2021-11-12', '2022', 0, 3.5),
];
// 1,001 survey dates of one indicator and horizon: more than one response
const MANY = Array.from({ length: 1001 }, (_, i) => stat('Selic', new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10), '2026', 0, 10));

let db: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const load = (name: string, endpoint: string, value: unknown[]) => loadFocusFile(writeJson(dir, name, { '@odata.context': `${CONTEXT}${endpoint}`, value }), { ownerUrl: db.superuserUrl, dataDir: dir, progress: false });
  await load('annual.json', 'ExpectativasMercadoAnuais', [...ANNUAL, ...MANY]);
  await load('selic.json', 'ExpectativasMercadoSelic', [{ Indicador: 'Selic', Data: '2026-11-13', Reuniao: 'R8/2026', Media: 15, Mediana: 15, DesvioPadrao: 0, Minimo: 15, Maximo: 15, numeroRespondentes: 90, baseCalculo: 0 }]);
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const { ok, refused } = rpcCalls(() => api, 'focus_expectations');
const WINDOW = { p_from: '2026-11-01', p_to: '2026-11-30' };
const ANNUAL_IPCA = { p_endpoint: 'ExpectativasMercadoAnuais', p_indicator: 'IPCA', ...WINDOW };

describe('focus_expectations', () => {
  it('serves the 30-day basis by default, oldest survey first, statistics as published', async () => {
    const rows = await ok(ANNUAL_IPCA);
    const expected = ANNUAL.filter((s) => s.Indicador === 'IPCA' && s.baseCalculo === 0 && s.Data >= '2026-11-01');
    expect(rows).toEqual(expected.map((s) => ({
      endpoint: 'ExpectativasMercadoAnuais', indicator: 'IPCA', detail: '', horizon: s.DataReferencia, survey_date: s.Data, base_calculo: 0,
      median: s.Mediana, mean: s.Media, std_dev: s.DesvioPadrao, min: s.Minimo, max: s.Maximo, respondents: s.numeroRespondentes, source: 'bcb_focus',
    })));
  });

  it('serves the 4-business-day basis only when asked, never mixed with the headline', async () => {
    const rows = await ok({ ...ANNUAL_IPCA, p_base_calculo: 1 });
    expect(rows.map((r) => [r.survey_date, r.median, r.base_calculo])).toEqual([['2026-11-06', 4.6, 1], ['2026-11-13', 4.4, 1]]);
  });

  it('pins a horizon; an unknown horizon gives []', async () => {
    expect((await ok({ ...ANNUAL_IPCA, p_horizon: '2027' })).map((r) => [r.survey_date, r.median])).toEqual([['2026-11-06', 4.0]]);
    expect(await ok({ ...ANNUAL_IPCA, p_horizon: '2031' })).toEqual([]);
  });

  it('serves every indicator when p_indicator is null, and the Selic endpoint by meeting', async () => {
    expect((await ok({ p_endpoint: 'ExpectativasMercadoAnuais', ...WINDOW, p_horizon: '2026' })).map((r) => `${r.survey_date} ${r.indicator}`)).toEqual(['2026-11-06 IPCA', '2026-11-13 Câmbio', '2026-11-13 IPCA']);
    expect((await ok({ p_endpoint: 'ExpectativasMercadoSelic', ...WINDOW })).map((r) => [r.horizon, r.median])).toEqual([['R8/2026', 15]]);
  });

  it('defaults to the 1825 days before p_to', async () => {
    expect((await ok({ p_endpoint: 'ExpectativasMercadoAnuais', p_indicator: 'IPCA', p_horizon: '2022', p_to: '2026-11-11' })).map((r) => r.survey_date)).toEqual(['2021-11-12']);
    expect(await ok({ p_endpoint: 'ExpectativasMercadoAnuais', p_indicator: 'IPCA', p_horizon: '2022', p_to: '2026-11-12' })).toEqual([]);
  });
});

describe('focus_expectations refusals', () => {
  it('an unknown endpoint, listing the four', async () => {
    const error = await refused({ p_endpoint: 'Anuais' });
    expect(error.details).toBe('Endpoints: ExpectativasMercadoAnuais, ExpectativaMercadoMensais, ExpectativasMercadoSelic, ExpectativasMercadoInflacao12Meses.');
  });
  it('an indicator not held for the endpoint, listing the held ones', async () => {
    const error = await refused({ p_endpoint: 'ExpectativasMercadoAnuais', p_indicator: 'ipca' });
    expect(error.details).toBe('Indicators held for ExpectativasMercadoAnuais: Câmbio, IPCA, Selic.');
  });
  it('a basis other than 0 or 1', async () => {
    expect((await refused({ ...ANNUAL_IPCA, p_base_calculo: 2 })).message).toBe('focus_expectations: unknown p_base_calculo 2');
  });
  it('more than 1000 rows, with how to narrow', async () => {
    const error = await refused({ p_endpoint: 'ExpectativasMercadoAnuais', p_indicator: 'Selic', p_from: '2019-01-01', p_to: '2026-12-31' });
    expect(error.hint).toMatch(/Pin p_indicator and p_horizon/);
  });
  it('p_from after p_to', async () => {
    expect((await refused({ ...ANNUAL_IPCA, p_from: '2026-12-01', p_to: '2026-11-01' })).message).toMatch(/^focus_expectations: /);
  });
});
