// @legs direct postgrest docker
// api.portfolio_instruments through HTTP, on the hand-made CDA block 4 archives
// (2025-09, and the HIST 2022 months) and CRI/CRA classe members loaded by the
// real loaders: the normalisation, each resolution path, the held-as-other and
// not-found reasons, and both refusals.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOver } from '../../src/db/kysely.js';
import { loadCdaFile } from '../../src/ingest/cvm-cda/load.js';
import { loadSecuritFile } from '../../src/ingest/cvm-securit-mensal/load.js';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/db.js';
import { startApi, type RunningApi } from '../helpers/api.js';
import { rpcCalls } from '../helpers/rpc.js';
import { tempDir } from '../ingest/support.js';
import { zipFixture } from '../ingest/cvm-files/support.js';

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;
const { ok, refused } = rpcCalls(() => api, 'portfolio_instruments');

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDir();
  const options = { ownerUrl: db.superuserUrl, dataDir, progress: false };
  await loadCdaFile(await zipFixture('cda', 'cda_fi_202509.zip'), options);
  await loadCdaFile(await zipFixture('cda-hist', 'cda_fi_2022.zip'), options);
  await loadSecuritFile(await zipFixture('securit-cri', 'inf_mensal_cri_2025.zip'), options);
  await loadSecuritFile(await zipFixture('securit-cra', 'inf_mensal_cra_2025.zip'), options);
  // a registry code with 1001 series: its answer is above one page
  await withClient(db.superuserUrl, (c) =>
    kyselyOver(c)
      .insertInto('cvm.securit_classe')
      .values(
        Array.from({ length: 1001 }, (_, i) => ({
          instrument_type: 'cri_mensal', cnpj_emissora: '12345678000190', codigo_identificacao_certificado: 'CRI-MANY', data_referencia: new Date('2025-09-01'),
          versao: 1, line_no: i + 1, numero_serie: String(i + 1), classe: 'Sênior', codigo_cetip: 'MANY1', ingest_id: 0,
        })),
      )
      .execute(),
  );
  api = await startApi(db);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const NONE = { instrument_type: null, cnpj_securit: null, line_no: null, numero_serie: null, classe: null, cd_isin: null, issuer_code: null, n_fundos: null, preco_marcacao_fundos: null };
/** Funds' mark: sum of market value over sum of quantity, 6 places, from the fixture lines. */
const mark = (lines: [number, number][]) => Number((lines.reduce((s, [, v]) => s + v, 0) / lines.reduce((s, [q]) => s + q, 0)).toFixed(6));

describe('portfolio_instruments', () => {
  it('securit_registry: every series at the code\'s newest report, one row per (series, class) at its highest version, first line; ISIN as filed or NULL', async () => {
    const rows = await ok({ p_codes: ['CRI-21E0123456'] });
    expect(rows).toEqual([
      {
        input_code: 'CRI-21E0123456', code: '21E0123456', match_kind: 'securit_registry', instrument_type: 'cri_mensal', cnpj_securit: '12345678000190',
        line_no: 1, numero_serie: 1, classe: 'Sênior', data_vencimento: '2031-05-15', situacao: 'Inadimplente', valor_total_integralizado: 50000000,
        taxa_juros: 'IPCA + 6,00%', classificacao_risco_atual: 'A-', data_referencia: '2025-09-01', cd_isin: 'BRSECRCRI001', issuer_code: null,
        n_fundos: null, preco_marcacao_fundos: null, cda_period: null, reason: null,
      },
      expect.objectContaining({ numero_serie: 2, classe: 'Subordinada', line_no: 2, situacao: 'Adimplente', valor_total_integralizado: 8000000, cd_isin: null, data_referencia: '2025-09-01' }),
    ]);
  });

  it('normalisation: trimmed, upper-cased, CRA-/CRI-/DEB- stripped only with the hyphen', async () => {
    const rows = await ok({ p_codes: [' cra-cra019 ', 'CRA019', 'CRA-0XYZ', 'CRA0XYZ', 'DEB-PETR16', 'CRAX1'] });
    expect(rows.map((r) => [r.input_code, r.code, r.match_kind, r.instrument_type])).toEqual([
      [' cra-cra019 ', 'CRA019', 'securit_registry', 'cra_mensal'],
      ['CRA019', 'CRA019', 'securit_registry', 'cra_mensal'],
      ['CRA-0XYZ', '0XYZ', 'securit_registry', 'cra_mensal'],
      ['CRA0XYZ', 'CRA0XYZ', null, null], // no hyphen: nothing stripped, and nothing holds CRA0XYZ
      ['DEB-PETR16', 'PETR16', 'cda_ticker', null],
      ['CRAX1', 'CRAX1', 'cda_ticker', null], // starts with CRA, no hyphen: looked up as sent
    ]);
    expect(rows[0]).toMatchObject({ cnpj_securit: '98765432000110', numero_serie: 3, valor_total_integralizado: 120000000, cd_isin: 'BRSECACRA019' });
  });

  it('cda_ticker: the newest month\'s debenture lines: most common ISIN, issuer code from it, distinct funds, the funds\' mark', async () => {
    const [row] = await ok({ p_codes: ['PETR16', 'PETR16'] }); // a repeated code answers once
    expect(row).toEqual({
      input_code: 'PETR16', code: 'PETR16', match_kind: 'cda_ticker', instrument_type: null, cnpj_securit: null, line_no: null, numero_serie: null, classe: null,
      data_vencimento: null, situacao: null, valor_total_integralizado: null, taxa_juros: null, classificacao_risco_atual: null, data_referencia: null,
      cd_isin: 'BRPETRDBS0A1', issuer_code: 'PETR', n_fundos: 3,
      preco_marcacao_fundos: mark([[100, 105000.5], [50, 52000], [30, 31000], [10, 10400]]),
      cda_period: '2025-09-30', reason: null,
    });
    // only in the HIST year: its newest month (2022-08), not July
    expect(await ok({ p_codes: ['vale19'] })).toEqual([
      expect.objectContaining({ match_kind: 'cda_ticker', cda_period: '2022-08-31', n_fundos: 2, cd_isin: 'BRVALEDBS019', issuer_code: 'VALE', preco_marcacao_fundos: mark([[40, 41200], [25, 25500]]) }),
    ]);
  });

  it('held as something else in the newest month: no match, reason says what it was held as (an older debenture month does not count)', async () => {
    const rows = await ok({ p_codes: ['PETR4', 'XYZW3'] });
    expect(rows).toEqual([
      {
        ...NONE, input_code: 'PETR4', code: 'PETR4', match_kind: null, data_vencimento: null, situacao: null, valor_total_integralizado: null, taxa_juros: null,
        classificacao_risco_atual: null, data_referencia: null, cda_period: '2025-09-30',
        reason: 'código presente na carteira dos fundos (CDA bloco 4) de 2025-09 apenas como Ações, Ações e outros TVM cedidos em empréstimo, não como Debêntures; nenhuma série de CRI/CRA tem este código',
      },
      expect.objectContaining({ code: 'XYZW3', match_kind: null, cda_period: '2025-09-30', n_fundos: null, reason: expect.stringContaining('de 2025-09 apenas como Ações, não como Debêntures') }),
    ]);
  });

  it('no match anywhere, and an empty code: one row each with match_kind NULL and the reason in Portuguese', async () => {
    const rows = await ok({ p_codes: ['NADA11', '  ', 'DEB-'] });
    expect(rows.map((r) => [r.code, r.match_kind, r.cda_period, r.reason])).toEqual([
      ['NADA11', null, null, 'código não encontrado: nenhuma série de CRI/CRA (informe mensal, Codigo_CETIP) nem posição na carteira dos fundos (CDA bloco 4) com este código'],
      ['', null, null, 'código vazio depois da normalização (espaços e prefixo CRA-, CRI- ou DEB- removidos)'],
      ['', null, null, 'código vazio depois da normalização (espaços e prefixo CRA-, CRI- ou DEB- removidos)'],
    ]);
    expect(await ok({ p_codes: [] })).toEqual([]);
  });

  it('refuses more than 200 codes (200 answer), and an answer above one 1000-row page', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `X${i}`);
    expect(await refused({ p_codes: many })).toEqual({
      code: '22023', message: 'portfolio_instruments: 201 codes sent, at most 200', details: 'One call resolves at most 200 codes.', hint: 'Split p_codes into calls of at most 200 codes each.',
    });
    expect(await ok({ p_codes: many.slice(0, 200) })).toHaveLength(200);
    const over = await refused({ p_codes: ['MANY1'] });
    expect(over.message).toBe('portfolio_instruments: the requested window holds more than 1000 rows; refused rather than trimmed');
    expect(over.hint).toContain('Send fewer codes per call');
  });
});
