// The CRI/CRA monthly report loader: the classe member of each yearly archive,
// every Versao kept, CRI's Total_Integralizado and CRA's Valor_Total_Integralizado
// into one column, rows numbered within each report version.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSecuritFile } from '../../../src/ingest/cvm-securit-mensal/load.js';
import { asText, readDb, withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';
import { zipFixture } from '../cvm-files/support.js';

const env = useIngestDatabase();
const options = () => ({ ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });
const held = () =>
  readDb(env.db.superuserUrl, (db) =>
    db
      .selectFrom('cvm.securit_classe')
      .select((eb) =>
        asText(eb, 'instrument_type', 'cnpj_emissora', 'data_referencia', 'versao', 'line_no', 'classe', 'numero_serie', 'codigo_cetip', 'codigo_isin', 'situacao', 'valor_total_integralizado', 'taxa_juros'),
      )
      .orderBy('instrument_type')
      .orderBy('data_referencia')
      .orderBy('versao')
      .orderBy('line_no')
      .execute(),
  );

beforeEach(async () => {
  await withClient(env.db.superuserUrl, (c) => c.query('truncate cvm.securit_classe, ingest.ingest_log cascade'));
});

describe('cvm-securit-mensal', () => {
  it('CRI: the classe member only, every version, distinct and repeated rows of one version numbered apart', async () => {
    expect(await loadSecuritFile(await zipFixture('securit-cri', 'inf_mensal_cri_2025.zip'), options())).toMatchObject({ status: 'loaded', rowsRead: 6, rowsInserted: 6 });
    const rows = await held();
    expect(rows.map((r) => [r.data_referencia, r.versao, r.line_no, r.classe, r.numero_serie, r.situacao, r.valor_total_integralizado])).toEqual([
      ['2025-08-01', '1', '1', 'Sênior', '1', 'Adimplente', '50000000.00'],
      ['2025-09-01', '1', '1', 'Sênior', '1', 'Adimplente', '50000000.00'],
      ['2025-09-01', '2', '1', 'Sênior', '1', 'Inadimplente', '50000000.00'],
      ['2025-09-01', '2', '2', 'Subordinada', '2', 'Adimplente', '8000000.00'],
      ['2025-09-01', '2', '3', 'Sênior', '1', 'Inadimplente', '49000000.00'],
      ['2025-09-01', '2', '4', 'Sênior', '1', 'Inadimplente', '49000000.00'],
    ]);
    expect(rows[0]).toMatchObject({ instrument_type: 'cri_mensal', cnpj_emissora: '12345678000190', codigo_cetip: '21E0123456', codigo_isin: 'BRSECRCRI001', taxa_juros: 'IPCA + 6,00%' });
    expect(rows[3].codigo_isin).toBeNull();
  });

  it('keeps each certificate\'s newest report in cvm.securit_newest as the loads write (screen_overdue_securit reads it)', async () => {
    const newest = () =>
      readDb(env.db.superuserUrl, (db) => db.selectFrom('cvm.securit_newest').select((eb) => asText(eb, 'instrument_type', 'cnpj_emissora', 'data_referencia', 'versao')).execute());
    await loadSecuritFile(await zipFixture('securit-cri', 'inf_mensal_cri_2025.zip'), options());
    // the highest reference month, then version, of the lines loaded
    const last = (await held()).reduce((a, b) => (`${b.data_referencia}/${String(b.versao).padStart(4, '0')}` > `${a.data_referencia}/${String(a.versao).padStart(4, '0')}` ? b : a));
    expect(await newest()).toEqual([{ instrument_type: 'cri_mensal', cnpj_emissora: last.cnpj_emissora, data_referencia: last.data_referencia, versao: last.versao }]);
    await withClient(env.db.superuserUrl, (c) => c.query('truncate cvm.securit_classe, ingest.ingest_log cascade'));
    expect(await newest()).toEqual([]);
  });

  it('CRA: masked CNPJ, Valor_Total_Integralizado', async () => {
    await loadSecuritFile(await zipFixture('securit-cra', 'inf_mensal_cra_2025.zip'), options());
    expect((await held()).map((r) => [r.instrument_type, r.cnpj_emissora, r.codigo_cetip, r.valor_total_integralizado])).toEqual([
      ['cra_mensal', '98765432000110', 'CRA019', '120000000.00'],
      ['cra_mensal', '98765432000110', '0XYZ', '30000000.00'],
    ]);
  });

  it("keeps the month's flows as filed: Rendimentos, Amortizacoes, Rentabilidade (blank NULL, never 0)", async () => {
    // hand-made from the genuine CRA classe header (realdata headers_only), values invented
    expect(await loadSecuritFile(await zipFixture('securit-cra-flows', 'inf_mensal_cra_2026.zip'), options())).toMatchObject({ status: 'loaded', rowsRead: 2 });
    const flows = await readDb(env.db.superuserUrl, (db) =>
      db.selectFrom('cvm.securit_classe').select((eb) => asText(eb, 'data_referencia', 'quantidade_certificados', 'valor_certificados', 'rendimentos', 'amortizacoes', 'rentabilidade')).orderBy('data_referencia').execute(),
    );
    expect(flows).toEqual([
      { data_referencia: '2026-08-01', quantidade_certificados: '100000', valor_certificados: '1012.345678', rendimentos: null, amortizacoes: null, rentabilidade: '1.05' },
      { data_referencia: '2026-09-01', quantidade_certificados: '100000', valor_certificados: '1003.210000', rendimentos: '1050000.00', amortizacoes: '500000.00', rentabilidade: '1.01' },
    ]);
  });

  it('refuses a flow that is not a decimal, naming member, line and column', async () => {
    const zip = await zipFixture('securit-cra-flows-bad', 'inf_mensal_cra_2026.zip');
    expect((await expectIngestFileError(loadSecuritFile(zip, options()))).message).toBe(
      'inf_mensal_cra_2026.zip member inf_mensal_cra_classe_2026.csv line 2: "1.050.000,00" is not a decimal with a point in column Rendimentos',
    );
  });

  it('refuses an archive without a classe member', async () => {
    const zip = await zipFixture('securit-cri', 'inf_mensal_cri_2025.zip', (m) => m.includes('geral'));
    expect((await expectIngestFileError(loadSecuritFile(zip, options()))).message).toBe(
      'inf_mensal_cri_2025.zip: not a CRI or CRA monthly report archive: no member inf_mensal_cri_classe_YYYY.csv, inf_mensal_cra_classe_YYYY.csv',
    );
  });
});
