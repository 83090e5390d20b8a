// api.company_events through HTTP on the synthetic IPE zips (src/sample/
// cvm-company-events.ts) and the hand-made 2015 file (test/fixtures/cvm/
// cia_aberta/ipe/), loaded by the real loader, with the FCA ticker map for p_id
// as a ticker. Expected rows are read from the files' lines.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCiaCadFile } from '../../src/ingest/cvm-cia-cad/load.js';
import { loadCiaFcaFile } from '../../src/ingest/cvm-cia-fca/load.js';
import { loadCiaIpeFile } from '../../src/ingest/cvm-cia-ipe/load.js';
import { latin1Csv, writeZip } from '../../src/sample/cvm-fii-fidc/zip.js';
import { cadLines, SAMPLE_COMPANIES } from '../../src/sample/cvm-companies.js';
import { fcaValorMobiliario, SAMPLE_FCA_YEARS } from '../../src/sample/cvm-company-tickers.js';
import { IPE_HEADER, ipeMember, SAMPLE_IPE_YEARS } from '../../src/sample/cvm-company-events.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { cvmFixture } from '../ingest/cvm-files/support.js';
import { tempDir } from '../ingest/support.js';

const [ALFA, BETA] = SAMPLE_COMPANIES;
const DELTA = '99400004000104'; // the hand-made 2015 file's company
type Row = Record<string, unknown>;

/** The published lines of the IPE files loaded, by header name. */
function published(): Record<string, string>[] {
  const members = [...SAMPLE_IPE_YEARS.map((y) => ipeMember(y).lines), fs.readFileSync(cvmFixture('cia_aberta/ipe/ipe_cia_aberta_2015.csv'), 'latin1').trim().split('\r\n')];
  return members.flatMap((lines) => {
    const header = lines[0].split(';');
    return lines.slice(1).map((l) => Object.fromEntries(l.split(';').map((f, i) => [header[i], f])));
  });
}
const digits = (s: string) => s.replace(/\D/g, '');

let db: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  db = await createTestDatabase();
  const dir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir: dir, progress: false };
  const cad = path.join(dir, 'cad_cia_aberta.csv');
  fs.writeFileSync(cad, latin1Csv(cadLines()));
  await loadCiaCadFile(cad, options);
  for (const year of SAMPLE_FCA_YEARS) {
    const file = path.join(dir, `fca_cia_aberta_${year}.zip`);
    await writeZip(file, [fcaValorMobiliario(year)]);
    await loadCiaFcaFile(file, options);
  }
  for (const year of SAMPLE_IPE_YEARS) {
    const file = path.join(dir, `ipe_cia_aberta_${year}.zip`);
    await writeZip(file, [ipeMember(year)]);
    expect((await loadCiaIpeFile(file, options)).status).toBe('loaded');
  }
  expect((await loadCiaIpeFile(cvmFixture('cia_aberta/ipe/ipe_cia_aberta_2015.csv'), options)).status).toBe('loaded');
  // 1001 notices of one company in 2016, for the row cap
  const many = path.join(dir, 'ipe_cia_aberta_2016.csv');
  fs.writeFileSync(many, latin1Csv([IPE_HEADER, ...Array.from({ length: 1001 }, (_, i) =>
    `99.500.005/0001-05;MUITOS SINTETICA S.A.;990005;2016-03-01;Comunicado ao Mercado;;;Aviso ${i};2016-03-01;AP - Apresentação;${String(i).padStart(6, '0')}IPE2016;1;`)]));
  expect((await loadCiaIpeFile(many, options)).status).toBe('loaded');
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function rows(body: Row): Promise<Row[]> {
  const response = await api.rpc('company_events', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
async function refusal(body: Row): Promise<Row> {
  const response = await api.rpc('company_events', body);
  expect(response.status).toBe(400);
  const error = await response.json();
  expect(error.code).toBe('22023');
  return error;
}

describe('company_events', () => {
  it('serves each protocol once at its newest version, newest delivery first, every field as filed', async () => {
    const got = await rows({ p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2025-12-31' });
    const lines = published().filter((r) => digits(r.CNPJ_Companhia) === ALFA.cnpj);
    const newest = [...new Set(lines.map((r) => r.Protocolo_Entrega))].map((p) => lines.filter((r) => r.Protocolo_Entrega === p).sort((a, b) => Number(b.Versao) - Number(a.Versao))[0]);
    const expected = newest.sort((a, b) => b.Data_Entrega.localeCompare(a.Data_Entrega)).map((r) => ({
      cnpj: ALFA.cnpj, cd_cvm: Number(r.Codigo_CVM), company_name: r.Nome_Companhia, delivery_date: r.Data_Entrega, reference_date: r.Data_Referencia,
      category: r.Categoria, event_type: r.Tipo || null, species: r.Especie || null, subject: r.Assunto, presentation: r.Tipo_Apresentacao,
      protocol: r.Protocolo_Entrega, version: Number(r.Versao), source_url: r.Link_Download, source: 'cvm_ipe',
    }));
    expect(got).toEqual(expected);
    expect(got.map((r) => [r.protocol, r.version])).toEqual([['990001IPE00004', 1], ['990001IPE00003', 2]]);
  });

  it('p_category matches the label exactly', async () => {
    const got = await rows({ p_id: ALFA.cnpj, p_from: '2024-01-01', p_to: '2025-12-31', p_category: 'Fato Relevante' });
    expect(got.map((r) => r.category)).toEqual(['Fato Relevante']);
  });

  it('refuses a category not held, listing those held', async () => {
    const error = await refusal({ p_id: ALFA.cnpj, p_category: 'fato relevante' });
    expect(error).toMatchObject({ message: "company_events: unknown p_category 'fato relevante'", details: "p_category matches CVM's label exactly; the categories held are: Assembleia, Comunicado ao Mercado, Fato Relevante." });
  });

  it('the window runs on the served version\'s delivery date, and on the reference date when it has none', async () => {
    // version 2 was delivered 2015-03-05: a window ending 2015-03-04 does not fall back to version 1
    expect(await rows({ p_id: DELTA, p_from: '2015-03-01', p_to: '2015-03-04' })).toEqual([]);
    expect((await rows({ p_id: DELTA, p_from: '2015-03-05', p_to: '2015-03-05' })).map((r) => [r.protocol, r.version])).toEqual([['000001IPE2015', 2]]);
    const blank = await rows({ p_id: DELTA, p_from: '2015-07-01', p_to: '2015-07-01' });
    expect(blank).toMatchObject([{ protocol: '000003IPE2015', delivery_date: null, reference_date: '2015-07-01' }]);
  });

  it('a filing published without a protocol is not served', async () => {
    const got = await rows({ p_id: DELTA, p_from: '2015-01-01', p_to: '2015-12-31' });
    expect(got.map((r) => r.protocol)).toEqual(['000003IPE2015', '000002IPE2015', '000001IPE2015']);
    expect(got.some((r) => r.subject === 'Sem protocolo')).toBe(false);
  });

  it('p_id as a ticker, a CVM code or a punctuated CNPJ names the same company', async () => {
    const window = { p_from: '2024-01-01', p_to: '2025-12-31' };
    const byCnpj = await rows({ p_id: BETA.cnpj, ...window });
    expect(byCnpj.map((r) => r.protocol)).toEqual(['990002IPE00002', '990002IPE00001']);
    expect(await rows({ p_id: 'BTVJ3', ...window })).toEqual(byCnpj);
    expect(await rows({ p_id: String(BETA.cdCvm), ...window })).toEqual(byCnpj);
    expect(await rows({ p_id: '99.200.002/0001-02', ...window })).toEqual(byCnpj);
  });

  it('defaults: the 12 months before p_to', async () => {
    expect((await rows({ p_id: ALFA.cnpj, p_to: '2025-07-31' })).map((r) => r.protocol)).toEqual(['990001IPE00003']);
  });

  it('an unknown company or ticker answers []', async () => {
    expect(await rows({ p_id: '11111111000111', p_from: '2015-01-01', p_to: '2025-12-31' })).toEqual([]);
    expect(await rows({ p_id: 'ZZZZ3', p_from: '2015-01-01', p_to: '2025-12-31' })).toEqual([]);
  });

  it('refuses more than 1000 rows, and answers the same company in a narrower call', async () => {
    expect(await refusal({ p_id: '99500005000105', p_from: '2016-01-01', p_to: '2016-12-31' })).toMatchObject({ message: expect.stringMatching(/^company_events: /), hint: expect.stringContaining('Narrow p_from/p_to or pin p_category') });
    expect(await rows({ p_id: '99500005000105', p_from: '2016-01-01', p_to: '2016-12-31', p_category: 'Fato Relevante' })).toEqual([]);
  });

  it('refuses a name and an empty window', async () => {
    expect(await refusal({ p_id: 'ALFA ENERGIA' })).toMatchObject({ message: "company_events: p_id 'ALFA ENERGIA' is neither a ticker, a CNPJ nor a CVM code" });
    expect(await refusal({ p_id: ALFA.cnpj, p_from: '2025-02-01', p_to: '2025-01-01' })).toMatchObject({ message: 'company_events: p_from (2025-02-01) is after p_to (2025-01-01)' });
  });
});
