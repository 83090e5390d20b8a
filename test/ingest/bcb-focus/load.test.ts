// bcb-focus loader: Olinda Expectativas answers into bcb.focus, the endpoint
// from @odata.context, baseCalculo kept in the key; refusals name the record.
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { command as focus } from '../../../src/ingest/bcb-focus/command.js';
import { focusUrl, focusYears } from '../../../src/ingest/bcb-focus/fetch.js';
import { loadFocusFile } from '../../../src/ingest/bcb-focus/load.js';
import { withClient } from '../../helpers/db.js';
import { writeJson } from '../../helpers/sidra-answer.js';
import { useLoopbackServer } from '../../helpers/loopback-server.js';
import { expectIngestFileError, fetchOnline, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const load = (file: string, extra: { endpoint?: string } = {}) => loadFocusFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...extra });
const stored = () =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c).selectFrom('bcb.focus').select(['endpoint', 'indicator', 'detail', 'horizon', 'base_calculo', 'mean', 'median', 'std_dev', 'min', 'max', 'respondents'])
      .select((eb) => eb.fn<string>('to_char', [eb.ref('survey_date'), eb.val('YYYY-MM-DD')]).as('survey')).orderBy('endpoint').orderBy('horizon').orderBy('base_calculo').execute(),
  );
const context = (endpoint: string) => `https://olinda.bcb.gov.br/olinda/servico/Expectativas/versao/v1/odata/$metadata#${endpoint}`;
const ipca = (base: number, median: number) => ({ Indicador: 'IPCA', IndicadorDetalhe: null, Data: '2026-11-13', DataReferencia: '2026', Media: 4.4612, Mediana: median, DesvioPadrao: 0.1234, Minimo: 3.9, Maximo: 5.1, numeroRespondentes: 91, baseCalculo: base });

describe('a Focus answer', () => {
  it('lands the 30-day and the 4-day rows of one date side by side, values as published', async () => {
    const result = await load(writeJson(env.dataDir, 'annual.json', { '@odata.context': context('ExpectativasMercadoAnuais'), value: [ipca(0, 4.46), ipca(1, 4.5)] }));
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 2, rowsInserted: 2, firstPeriod: '2026-11-13' });
    expect(await stored()).toEqual([0, 1].map((base) => ({
      endpoint: 'ExpectativasMercadoAnuais', indicator: 'IPCA', detail: '', horizon: '2026', survey: '2026-11-13', base_calculo: base,
      mean: '4.4612', median: base === 0 ? '4.46' : '4.5', std_dev: '0.1234', min: '3.9', max: '5.1', respondents: 91,
    })));
  });

  it('reads the Selic meeting from Reuniao and gives the 12-month endpoint horizon 12m with Suavizada as detail', async () => {
    await load(writeJson(env.dataDir, 'selic.json', { '@odata.context': context('ExpectativasMercadoSelic'), value: [{ Indicador: 'Selic', Data: '2026-11-13', Reuniao: 'R8/2026', Media: 15, Mediana: 15, DesvioPadrao: 0, Minimo: 15, Maximo: 15, numeroRespondentes: 90, baseCalculo: 0 }] }));
    await load(writeJson(env.dataDir, 'focus_ExpectativasMercadoInflacao12Meses_x.json', { value: [{ Indicador: 'IPCA', Data: '2026-11-13', Suavizada: 'S', Media: 4.1, Mediana: 4.1, DesvioPadrao: null, Minimo: 3.5, Maximo: 4.9, numeroRespondentes: 60, baseCalculo: 0 }] }));
    const rows = await stored();
    expect(rows.find((r) => r.endpoint === 'ExpectativasMercadoSelic')).toMatchObject({ horizon: 'R8/2026', detail: '' });
    expect(rows.find((r) => r.endpoint === 'ExpectativasMercadoInflacao12Meses')).toMatchObject({ horizon: '12m', detail: 'S', std_dev: null });
  });
});

describe('refusals name the record and load nothing', () => {
  const refused = async (name: string, body: unknown, why: RegExp, extra: { endpoint?: string } = {}) => {
    const before = (await stored()).length;
    const error = await expectIngestFileError(load(writeJson(env.dataDir, name, body), extra));
    expect(error.message).toMatch(why);
    expect(await stored()).toHaveLength(before);
  };
  const annual = (value: unknown[]) => ({ '@odata.context': context('ExpectativasMercadoAnuais'), value });
  it('no endpoint known', () => refused('x.json', { value: [ipca(0, 4)] }, /cannot tell the endpoint/));
  it('an endpoint that disagrees with --endpoint', () => refused('y.json', annual([ipca(0, 4)]), /ambiguous/, { endpoint: 'ExpectativasMercadoSelic' }));
  it('a median that is not a number', () => refused('z.json', annual([{ ...ipca(0, 4), Mediana: '4,5' }]), /record 1: "4,5" is not a decimal in column Mediana/));
  it('a missing survey date', () => refused('d.json', annual([ipca(0, 4), { ...ipca(1, 4), Data: undefined }]), /record 2: missing, it is required in column Data/));
  it('the same key twice', () => refused('k.json', annual([ipca(0, 4), ipca(0, 4)]), /record 2: repeats the key/));
  it('an error answer', () => refused('e.json', { codigo: 400, mensagem: 'bad filter' }, /without a "value" list/));
});

describe('fetching', () => {
  const requests: string[] = [];
  const site = useLoopbackServer((req, res) => {
    requests.push(decodeURIComponent(req.url!));
    const year = /Data ge '(\d{4})/.exec(decodeURIComponent(req.url!))![1];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ '@odata.context': context('ExpectativaMercadoMensais'), value: [{ Indicador: 'IPCA', Data: `${year}-03-06`, DataReferencia: `04/${year}`, Media: 0.4, Mediana: 0.4, DesvioPadrao: 0.05, Minimo: 0.2, Maximo: 0.6, numeroRespondentes: 70, baseCalculo: 0 }] }));
  }, '/odata');

  it('builds the OData filter and asks one year per request', async () => {
    expect(decodeURIComponent(focusUrl('ExpectativasMercadoAnuais', { from: '2025-01-01', to: '2025-12-31' }, 'IPCA'))).toBe(
      "https://olinda.bcb.gov.br/olinda/servico/Expectativas/versao/v1/odata/ExpectativasMercadoAnuais?$filter=Data ge '2025-01-01' and Data le '2025-12-31' and Indicador eq 'IPCA'&$orderby=Data&$format=json",
    );
    expect(focusYears({ from: '2024-06-01', to: '2025-02-01' })).toEqual([{ from: '2024-06-01', to: '2024-12-31' }, { from: '2025-01-01', to: '2025-02-01' }]);
    const results = await fetchOnline(focus, { flags: { endpoint: 'ExpectativaMercadoMensais', indicator: 'IPCA', from: '2024-06-01', to: '2025-02-01' } }, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, baseUrl: site.baseUrl });
    expect(requests).toHaveLength(2);
    expect(results.map((r) => r.status === 'loaded' && [r.fileName, r.rowsInserted])).toEqual([
      ['focus_ExpectativaMercadoMensais_IPCA_2024-06-01_2024-12-31.json', 1],
      ['focus_ExpectativaMercadoMensais_IPCA_2025-01-01_2025-02-01.json', 1],
    ]);
  });
});
